use std::time::Duration;

use crate::engine::{Event, ForceRule};
use crate::findings::Findings;
use crate::format::thousands;
use crate::grid::{Cell, UnitKind};
use crate::learner::analysis::SearchResult;
use crate::learner::compare::{Departure, Difference, Reference, StaleCause, Written};
use crate::learner::findings::{Failure, Finding, HiddenSingle};
use crate::learner::run::{StopReason, compile_headline};
use crate::learner::signals::{SignalKind, signal_kind, signal_label};
use crate::learner::traceback::{self, MESSAGE_CHARS, shortened};
use crate::learner::writes::CellOrder;

pub const FINDINGS: Findings = Findings {
    reference: |r| match r {
        Reference::RowMajor => "the classic row-major DFS",
        Reference::MostConstrained => "the most-constrained DFS (fewest candidates first)",
        Reference::ForgetRestore => "the bug lab's forget-restore search (tables not unmarked)",
        Reference::ForgetFlag => {
            "the bug lab's forget-flag search (the deeper call's result ignored)"
        }
        Reference::RestartColumn => {
            "the bug lab's restart-column search (the next cell looked for from the last one's column)"
        }
        Reference::ForwardChecking => {
            "the forward-checking DFS (guesses in reading order; a digit that leaves an empty cell with no candidate is taken back at once)"
        }
        Reference::ForwardCheckingMrv => {
            "the forward-checking DFS with fewest candidates first (a digit that leaves an empty cell with no candidate is taken back at once)"
        }
        Reference::Singles => {
            "the singles-propagation DFS (guesses in reading order; after each, every cell with one candidate and every digit with one place in a unit is written as a forced move)"
        }
        Reference::SinglesMrv => {
            "the singles-propagation DFS with fewest candidates first (after each guess, every cell with one candidate and every digit with one place in a unit is written as a forced move)"
        }
    },
    result: |r| match r {
        SearchResult::Solved => "Your search solved the puzzle.",
        SearchResult::WrongAnswer => "Your search returned a board that is not the solution.",
        SearchResult::Exhausted => "Your search tried everything and found no solution.",
        SearchResult::SolvedThenUndone => {
            "Your search reached the solution, then took it back and returned with no digit of its own on the board."
        }
        SearchResult::ReturnedIncomplete => "Your search returned with empty cells.",
        SearchResult::Stopped => "Your search was stopped before it ended.",
        SearchResult::Error => "Your code did not run to the end.",
    },
    counts: |c| {
        format!(
            "{}: {}, {}, {}.",
            plural(c.writes, "write", "writes"),
            plural(c.placements, "placement", "placements"),
            plural(c.rejects, "rejection", "rejections"),
            plural(c.backtracks, "backtrack", "backtracks")
        )
    },
    difference,
    finding,
    printed: |kept, dropped| match (kept, dropped) {
        (1, 0) => "What your code printed (1 line):".to_string(),
        (n, 0) => format!("What your code printed ({} lines):", thousands(n as u64)),
        (n, m) => format!(
            "What your code printed (the first {} lines; {} more not kept):",
            thousands(n as u64),
            thousands(m as u64)
        ),
    },
    printed_nothing: "Your code printed nothing.",
    took: |d| format!("It ran for {}.", seconds(d)),
    unknown_extension: |file| format!("{file}: its extension names no language sudoku-dfs runs"),
    unreadable: |file, error| format!("cannot read {file}: {error}"),
    not_a_plain_file: "it is not a regular file (a FIFO, a device or a folder is not run)",
    compiled_in: |d| format!("Compiling took {}.", seconds(d)),
    out_of_memory: |mib| {
        format!(
            "It ran out of memory: a program may take {mib} MiB here; --memory-limit gives it more."
        )
    },
};

fn short(r: Reference) -> &'static str {
    match r {
        Reference::RowMajor => "the classic search",
        Reference::MostConstrained => "the most-constrained search",
        Reference::ForgetRestore => "the forget-restore search",
        Reference::ForgetFlag => "the forget-flag search",
        Reference::RestartColumn => "the restart-column search",
        Reference::ForwardChecking => "the forward-checking search",
        Reference::ForwardCheckingMrv => "the forward-checking-mrv search",
        Reference::Singles => "the singles search",
        Reference::SinglesMrv => "the singles-mrv search",
    }
}

/// What a write does, as a comparison of writes tells it.
fn written(w: Written) -> String {
    match w {
        Written::Digit { cell, digit } => format!("writes {digit} at {cell}"),
        Written::Guess { cell, digit } => format!("writes {digit} at {cell}, a guess"),
        Written::Forced {
            cell,
            digit,
            rule: ForceRule::OnlyCandidate,
        } => format!("writes {digit} at {cell}, forced: the only candidate left there"),
        Written::Forced {
            cell,
            digit,
            rule: ForceRule::OnlyPlace(kind),
        } => format!(
            "writes {digit} at {cell}, forced: the only place left for {digit} in {}",
            unit(kind, cell)
        ),
        Written::Clear { cell, digit } => format!("takes {digit} back from {cell}"),
    }
}

/// `1 write`, `8,365 writes`.
fn plural(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{} {many}", thousands(n))
    }
}

fn seconds(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

/// `row 2`, `column 7`, `box 1`: the unit of `kind` through `cell`.
fn unit(kind: UnitKind, cell: Cell) -> String {
    match kind {
        UnitKind::Row => format!("row {}", cell.row() + 1),
        UnitKind::Column => format!("column {}", cell.col() + 1),
        UnitKind::Box => format!("box {}", cell.box_index() + 1),
    }
}

fn unit_word(kind: UnitKind) -> &'static str {
    match kind {
        UnitKind::Row => "row",
        UnitKind::Column => "column",
        UnitKind::Box => "box",
    }
}

fn times(count: u64) -> String {
    match count {
        1 => "once".to_string(),
        n => format!("{} times", thousands(n)),
    }
}

fn event(e: Option<Event>) -> String {
    match e {
        None => "ends".to_string(),
        Some(Event::Enter { cell, .. }) => format!("enters {cell}"),
        Some(Event::Place { cell, digit }) => format!("places {digit} at {cell}"),
        Some(Event::Reject { cell, digit, .. }) => format!("rejects {digit} at {cell}"),
        Some(Event::Undo { cell, digit }) => format!("takes back {digit} at {cell}"),
        Some(Event::DeadEnd { cell }) => format!("leaves {cell}, no digit fitting"),
        Some(Event::Force { cell, digit, .. }) => format!("places {digit} at {cell}, forced"),
        Some(Event::Wipeout { cell, .. }) => format!("finds {cell} with no candidate left"),
        Some(Event::Solved) => "stops, the board full".to_string(),
        Some(Event::Exhausted) => "gives up, every possibility tried".to_string(),
    }
}

fn accepts(step: u64, cell: Cell, digit: u8, kind: UnitKind, holder: Cell) -> String {
    format!(
        "step {}: your search wrote {digit} at {cell}, but {} already has {digit} at {holder} — your check does not read the {}",
        thousands(step),
        unit(kind, cell),
        unit_word(kind)
    )
}

fn refuses(step: u64, cell: Cell, digit: u8, stale: Option<StaleCause>) -> String {
    let head = format!(
        "step {}: your search refused {digit} at {cell}, which no row, column or box holds",
        thousands(step)
    );
    match stale {
        Some(s) => format!(
            "{head}; {digit} was taken back from {} at step {} — does your code unmark the tables there?",
            s.cell,
            thousands(s.step)
        ),
        None => format!("{head} — your check refuses a digit it should allow"),
    }
}

fn never_tries(step: u64, cell: Cell, digit: u8) -> String {
    format!(
        "step {}: at {cell} your search does not try {digit}, which no row, column or box holds, and it writes {digit} nowhere in the whole search — does its digit loop stop before {digit}?",
        thousands(step)
    )
}

/// How a reference picks its next cell, after the cell it picks.
fn rule(r: Reference) -> &'static str {
    match r.order() {
        CellOrder::MostConstrained => "the cell with the fewest candidates",
        CellOrder::RestartColumn => "the first empty cell of its scan from the last cell's column",
        _ => "the first empty cell in reading order",
    }
}

fn difference(d: &Difference) -> String {
    let n = thousands(d.step);
    let theirs = short(d.reference);
    match d.departure {
        Departure::AcceptsConflict {
            cell,
            digit,
            unit,
            holder,
        } => accepts(d.step, cell, digit, unit, holder),
        Departure::RefusesCandidate { cell, digit, stale } => refuses(d.step, cell, digit, stale),
        Departure::OtherCell { yours, theirs: t } => format!(
            "step {n}: your search fills {yours} next; {theirs} fills {t}, {}",
            rule(d.reference)
        ),
        Departure::OtherDigit {
            cell,
            yours,
            theirs: t,
        } => format!(
            "step {n}: at {cell} your search tries {yours} where {theirs} tries {t} — {theirs} tries the digits from 1 up to 9"
        ),
        Departure::Tie {
            yours,
            theirs: t,
            candidates,
        } => format!(
            "step {n}: your search fills {yours} next and {theirs} {t}: both have the fewest candidates ({}), a tie your search breaks its own way — the same rule, from here on another path",
            plural(u64::from(candidates), "candidate", "candidates")
        ),
        Departure::NeverTries { cell, digit } => never_tries(d.step, cell, digit),
        Departure::GoesOnAfterSolved { yours } => format!(
            "step {n}: the board is full and {theirs} stops there; your search goes on: it {}",
            event(Some(yours))
        ),
        Departure::EndsEarly { theirs: t } => format!(
            "step {n}: your search has no more steps; {theirs} goes on: it {}",
            event(Some(t))
        ),
        Departure::OtherWrite { yours, theirs: t } => format!(
            "step {n}: your code {}; after the same writes, {theirs} {}",
            written(yours),
            written(t)
        ),
        Departure::Other { yours, theirs: t } => format!(
            "step {n}: your search {}; {theirs} {}",
            event(yours),
            event(t)
        ),
    }
}

fn cell_list(cells: &[Cell]) -> String {
    let shown: Vec<String> = cells.iter().take(6).map(Cell::to_string).collect();
    let more = if cells.len() > 6 { ", …" } else { "" };
    format!("{}{more}", shown.join(", "))
}

#[allow(
    clippy::too_many_lines,
    reason = "one arm per finding: the catalogue's sentences read whole"
)]
fn finding(f: &Finding) -> String {
    match f {
        Finding::SameAs {
            reference,
            placements,
            backtracks,
        } if reference.propagates() => format!(
            "the same writes as {}, in the same order (a digit it takes back at once for a cell left with no candidate may go unwritten): {}, {}",
            (FINDINGS.reference)(*reference),
            plural(*placements, "placement", "placements"),
            plural(*backtracks, "backtrack", "backtracks")
        ),
        Finding::SameAs {
            reference,
            placements,
            backtracks,
        } => format!(
            "the same search as {}: {}, {}",
            (FINDINGS.reference)(*reference),
            plural(*placements, "placement", "placements"),
            plural(*backtracks, "backtrack", "backtracks")
        ),
        Finding::AcceptsConflict {
            step,
            cell,
            digit,
            unit,
            holder,
            count,
        } => {
            let all = if *count > 1 {
                format!(" ({} such placements in all)", thousands(*count))
            } else {
                String::new()
            };
            format!("{}{all}", accepts(*step, *cell, *digit, *unit, *holder))
        }
        Finding::RefusesCandidate {
            step,
            cell,
            digit,
            stale,
            count,
            wipes_out,
        } => {
            let all = if *count > 1 {
                format!(
                    " ({} refusals in all of a digit no row, column or box held)",
                    thousands(*count)
                )
            } else {
                String::new()
            };
            match (wipes_out, stale) {
                // The board says why a search that looks ahead passes it
                // over, and no stale table is proven: no faulty check is
                // put to the code.
                (Some(empty), None) => format!(
                    "step {}: your search passed over {digit} at {cell}, which no row, column or box holds; written there, it would have left {empty} with no candidate — a search that looks ahead (forward checking) passes it over so, the classic search tries it{}",
                    thousands(*step),
                    if *count > 1 {
                        format!(
                            " ({} digits in all passed over that no row, column or box held)",
                            thousands(*count)
                        )
                    } else {
                        String::new()
                    }
                ),
                _ => format!("{}{all}", refuses(*step, *cell, *digit, *stale)),
            }
        }
        Finding::KeepsGoingAfterSolution { step, more } => format!(
            "at step {} the board was full and right, yet your search went on for {} more — nothing stops it at the solution: return True up the recursion (or set a found flag) and stop there",
            thousands(*step),
            plural(*more, "step", "steps")
        ),
        Finding::ReturnsIncomplete {
            empty,
            restart_scan,
        } => {
            let why = if *restart_scan {
                "its scan for the next cell starts at the last cell's column, so it passed over them"
            } else {
                "it stopped before the board was full"
            };
            let cells = match empty.len() {
                1 => "1 empty cell".to_string(),
                n => format!("{n} empty cells"),
            };
            format!(
                "your search returned with {cells} ({}) — {why}",
                cell_list(empty)
            )
        }
        Finding::NeverClears {
            step,
            cell,
            digit,
            count,
        } => format!(
            "step {}: your search went back from {cell} leaving its {digit} on the board ({} in all) — it never clears the cell; the digits left behind are stale",
            thousands(*step),
            times(*count)
        ),
        Finding::WriteThenCheck {
            step,
            cell,
            digit,
            count,
        } => format!(
            "step {}: your search wrote {digit} at {cell}, found it clashing and took it back ({} in all) — it writes first and checks after; the classic search checks before it writes",
            thousands(*step),
            times(*count)
        ),
        Finding::OverwritesWithoutClearing { first, count } => format!(
            "step {}: your search wrote {} over {} at {} with no '.' between ({} in all)",
            thousands(first.step),
            first.new,
            first.old,
            first.cell,
            times(*count)
        ),
        Finding::CellOrder { order, first_off } => cell_order(*order, *first_off),
        Finding::NeverTries { digit, cell, step } => never_tries(*step, *cell, *digit),
        Finding::DigitOrder {
            descending,
            mixed,
            first,
        } => {
            if *mixed {
                format!(
                    "your search tries the digits in an order that changes from cell to cell (at step {} it tried {} at {} after {}); digits it skipped are not shown",
                    thousands(first.step),
                    first.digit,
                    first.cell,
                    first.after
                )
            } else if *descending {
                format!(
                    "your search tries the digits from 9 down to 1 (at {} it tried {} after {}); the classic search tries 1 up to 9",
                    first.cell, first.digit, first.after
                )
            } else {
                format!(
                    "your search tries the digits out of order: at step {} it tried {} at {} after {}",
                    thousands(first.step),
                    first.digit,
                    first.cell,
                    first.after
                )
            }
        }
        Finding::OddValues { count, cell, line } => {
            let at_line = line.map_or(String::new(), |l| format!(", line {l}"));
            format!(
                "your code wrote something other than the characters '1' to '9' or '.' into the board {} (the first at {cell}{at_line}): LeetCode's board holds characters ('5', not the number 5), and no step of the search is read from such a write",
                times(*count)
            )
        }
        Finding::WrongAnswer {
            given_changed,
            clash,
            odd,
        } => {
            let mut parts = Vec::new();
            if let Some(g) = given_changed {
                let written = g.written.map_or("'.'".to_string(), |d| d.to_string());
                parts.push(format!(
                    "your search changed the given {} at {} to {written}",
                    g.given, g.cell
                ));
            }
            if let Some(c) = clash {
                parts.push(format!(
                    "the final board has {} twice in {}: at {} and {}",
                    c.digit,
                    unit(c.unit, c.first),
                    c.first,
                    c.second
                ));
            }
            if *odd > 0 {
                parts.push(format!(
                    "{odd} cells of the final board hold something other than a digit or '.'"
                ));
            }
            format!("wrong answer: {}", parts.join("; "))
        }
        Finding::Stopped {
            reason,
            writes,
            elapsed,
        } => match reason {
            StopReason::Time => format!(
                "stopped after {} (the time limit) with {}, the search still going — shown as far as it went; --time-limit gives it longer",
                seconds(*elapsed),
                plural(*writes, "write", "writes")
            ),
            StopReason::Writes => format!(
                "stopped at {} writes (the write limit) after {} — shown as far as it went; --write-limit gives it more",
                thousands(*writes),
                seconds(*elapsed)
            ),
            StopReason::Report => format!(
                "stopped after {} with {}: the report of the writes broke the line protocol (a line over 64 KiB, or a trace file that is not a plain file) — shown as far as it was read",
                seconds(*elapsed),
                plural(*writes, "write", "writes")
            ),
        },
        Finding::Error(failure) => error(failure),
        Finding::CopiesAnswer {
            line,
            count,
            cells,
            direct,
        } => copies(*line, *count, *cells, *direct),
        Finding::Propagates {
            singles,
            order,
            own_ties,
            descending,
            hidden,
        } => propagates(*singles, *order, *own_ties, *descending, *hidden),
        Finding::WrittenBack { cells } => format!(
            "your code wrote the answer into the board cell by cell: each of the {} empty cells once, none cleared, none written twice, in a way no search on the board explains — any search ran out of sight (on a copy, or in tables of its own), so the writes are not compared with the classic search and nothing is inferred between them",
            thousands(*cells)
        ),
    }
}

fn copies(line: Option<u32>, count: u64, cells: u64, direct: u64) -> String {
    // Where: " at line 12", " (9 times, the first at line 12)", or nothing
    // when the language does not tell the line.
    let at = match (line, count) {
        (Some(l), 1) => format!(" at line {l}"),
        (Some(l), n) => format!(" ({} times, the first at line {l})", thousands(n)),
        (None, 1) => String::new(),
        (None, n) => format!(" ({} times)", thousands(n)),
    };
    let how = "write into board[r][c] as it searches and sudoku-dfs sees the search";
    match (cells, direct) {
        (0, _) => format!(
            "your code assigned whole rows or the whole board{at} but changed no cell that way, and wrote no cell of its own: if its search ran on a copy of the board, sudoku-dfs cannot see it — {how}"
        ),
        (n, 0) => format!(
            "your code wrote its answer into the board by assigning whole rows or the whole board{at}, so its search ran on a copy sudoku-dfs cannot see: the {} shown are the cells that copy changed, not a search, and are not compared with the classic search — {how}",
            plural(n, "write", "writes")
        ),
        (n, _) => format!(
            "your code wrote part of its answer into the board by assigning whole rows or the whole board{at} ({} changed that way), so part of its search ran on a copy sudoku-dfs cannot see; its writes are not compared with the classic search — {how}",
            plural(n, "cell", "cells")
        ),
    }
}

fn cell_order(order: CellOrder, first_off: Option<crate::learner::observed::OffOrder>) -> String {
    let at = first_off.map_or(String::new(), |o| {
        format!(
            ": at step {} it fills {}, where reading order fills {}",
            thousands(o.step),
            o.cell,
            o.reading_order
        )
    });
    match order {
        CellOrder::RowMajor => {
            "your search fills the first empty cell in reading order".to_string()
        }
        CellOrder::MostConstrained => format!(
            "your search fills the cell with the fewest candidates first, as the most-constrained search does, not the first empty cell in reading order{at}"
        ),
        CellOrder::RestartColumn => format!(
            "your search looks for the next cell from the last one's column, as the restart-column mistake does{at}"
        ),
        CellOrder::Unknown => format!(
            "your search fills the cells in an order of its own{at}; with its order unknown, the cells where every digit failed (they leave no write) are not shown"
        ),
    }
}

fn error(failure: &Failure) -> String {
    match failure {
        Failure::ToolMissing { program } => {
            format!("could not start {program}: it is not installed (or not on PATH); install it to run this solution")
        }
        Failure::Syntax { line, message } => {
            format!("your file does not compile: line {line}: {message}")
        }
        Failure::Compile { output, lines } => match (lines.first(), compile_headline(output)) {
            // g++ and javac name the line in the error itself; rustc on
            // the line after it.
            (Some(line), Some(error)) if !error.contains(&format!(":{line}:")) => {
                format!("your file does not compile: line {line}: {error}")
            }
            (_, Some(error)) => format!("your file does not compile: {error}"),
            (_, None) => "your file does not compile".to_string(),
        },
        Failure::Raised { message, lines } => {
            let message = shortened(message, MESSAGE_CHARS);
            match lines.split_last() {
                None => format!("your code raised {message}"),
                Some((last, [])) => format!("your code raised {message} at line {last}"),
                Some((last, callers)) => {
                    let told = traceback::callers(callers);
                    let mut entries: Vec<String> = told
                        .runs
                        .iter()
                        .map(|&(line, n)| match n {
                            1 => line.to_string(),
                            n => format!("{line} ({} times)", thousands(n as u64)),
                        })
                        .collect();
                    if told.more > 0 {
                        entries.push(format!("{} more", thousands(told.more as u64)));
                    }
                    format!(
                        "your code raised {message} at line {last} (called from line {})",
                        entries.join(", from line ")
                    )
                }
            }
        }
        Failure::NoSolver => "no solver found: the file needs LeetCode's shape, class Solution with solveSudoku, or a top-level solveSudoku or solve_sudoku".to_string(),
        Failure::Exited { code: Some(code) } => {
            format!("your program ended without returning from the solver (exit code {code})")
        }
        Failure::Exited { code: None } => {
            "your program ended without returning from the solver (killed by a signal)".to_string()
        }
        Failure::Killed { signal } => {
            let name = signal_label(*signal);
            match signal_kind(*signal) {
                SignalKind::Crash => format!(
                    "your program crashed: {name} ended it before it returned from the solver (a fault of the program itself, not a limit of sudoku-dfs)"
                ),
                SignalKind::SystemLimit => format!(
                    "your program was ended by {name}, a limit of the system, before it returned from the solver"
                ),
                SignalKind::FromOutside => format!(
                    "your program was ended by {name}, sent from outside sudoku-dfs (a user, another program or the system's out-of-memory killer), before it returned from the solver"
                ),
            }
        }
    }
}

/// A search whose every write keeps a propagating search's rules, though
/// no engine search is followed to its end.
fn propagates(
    singles: bool,
    order: CellOrder,
    own_ties: bool,
    descending: Option<bool>,
    hidden: Option<HiddenSingle>,
) -> String {
    if singles {
        let guesses = match order {
            CellOrder::RowMajor => " at the first empty cell in reading order",
            _ => " at a cell of its own choosing",
        };
        let hidden = match hidden {
            Some(h) => {
                let yours = match h.yours {
                    (cell, 0) => format!("takes back {cell}"),
                    (cell, d) => format!("writes {d} at {cell}"),
                };
                format!(
                    "; the singles search also places a digit left with one place in a row, column or box (a hidden single): at step {}, after the same writes, it places {} at {}, the only place for {} in {}, where your code {yours}",
                    thousands(h.step),
                    h.digit,
                    h.cell,
                    h.digit,
                    unit(h.unit, h.cell)
                )
            }
            None => String::new(),
        };
        return format!(
            "every write is one a search with naked-singles propagation makes: while some empty cell has a single candidate it fills such a cell, and it guesses{guesses} only when none is left{hidden}"
        );
    }
    let cells = match (order, own_ties) {
        (CellOrder::MostConstrained, true) => {
            ", filling a cell with the fewest candidates first and breaking ties among such cells its own way"
        }
        (CellOrder::MostConstrained, false) => ", filling a cell with the fewest candidates first",
        (CellOrder::RowMajor, _) => ", filling the cells in reading order",
        _ => ", filling the cells in an order of its own",
    };
    let digits = match descending {
        Some(false) => "",
        Some(true) => ", the digits from 9 down",
        None => ", the digits in an order of its own",
    };
    format!(
        "every write is one a forward-checking search makes{cells}{digits}: it writes a digit only while no empty cell is left with no candidate, takes it back only once the search below it has failed, and passes over, unwritten, only a digit that would leave some empty cell with no candidate — so no digit it passes over is called refused"
    )
}
