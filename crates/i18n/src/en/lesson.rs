use crate::engine::ForceRule;
use crate::format::thousands;
use crate::grid::{Cell, UnitKind};
use crate::lesson::{LessonKeys, Lessons};
use sudoku_dfs_core::lesson::file::{LessonErrorKind, Syntax};
use sudoku_dfs_core::lesson::{BuiltIn, Caption};
use sudoku_dfs_core::{Outcome, Unit};

/// `row 1`, `column 3`, `box 1`: the cell's unit of this kind.
fn unit_of(cell: Cell, kind: UnitKind) -> Unit {
    cell.units()[match kind {
        UnitKind::Row => 0,
        UnitKind::Column => 1,
        UnitKind::Box => 2,
    }]
}

fn cells(list: &[Cell]) -> String {
    let names: Vec<String> = list.iter().map(Cell::to_string).collect();
    names.join(", ")
}

#[allow(
    clippy::too_many_lines,
    reason = "one arm per caption: the catalogue's sentences read whole"
)]
fn caption(caption: &Caption) -> String {
    match caption {
        Caption::Tables => "Every row, column and box keeps a table of the digits it holds: \
            27 tables. A digit may go in a cell only when none of the cell's three tables \
            holds it. The panel beside the grid shows the cursor cell's three."
            .to_string(),
        Caption::Conflict(c) => format!(
            "A conflict: {} and {} both hold {} in {}. Writing the {} marked {}'s table, \
             which already held it — one look in the table finds it, no scan of the cells.",
            c.first, c.second, c.digit, c.unit, c.digit, c.unit
        ),
        Caption::Refused(c) => format!(
            "While {} and {} both hold {}, Enter refuses to solve: no solution can keep \
             both. Clear {} (0), then press Enter.",
            c.first, c.second, c.digit, c.second
        ),
        Caption::Ask { cell } => format!(
            "Predict: the search has just entered {cell}. Which digit will it place here \
             (1-9), or is it a dead end (d)?"
        ),
        Caption::Placement { cell, digit } => {
            let [row, col, bx] = cell.units();
            format!(
                "The first placement: {digit} at {cell}. No table of {row}, {col} or {bx} \
                 holds {digit}, so all three mark it and the search goes one level deeper."
            )
        }
        Caption::Rejection {
            cell,
            digit,
            reason,
            by,
        } => {
            let unit = unit_of(*cell, *reason);
            format!(
                "The first rejection by the {reason}: {digit} cannot go at {cell}, because \
                 {unit}'s table holds {digit} — {by} has it."
            )
        }
        Caption::DeadEnd { cell } => format!(
            "The first dead end: no digit fits at {cell}, every one was rejected. The \
             search must go back to the cell before and change its digit."
        ),
        Caption::Backtrack {
            cell,
            digit,
            restored: true,
        } => {
            let next = match digit {
                9 => "9 was its last digit, so this cell is finished too".to_string(),
                d => format!("it goes on with the digits after {d}"),
            };
            format!(
                "The first backtrack: the search takes {digit} back from {cell} and \
                 unmarks it in the tables; {next}."
            )
        }
        Caption::Backtrack { cell, digit, .. } => format!(
            "The first backtrack: {cell} is cleared, but forget-restore leaves {digit} \
             marked in its tables. They now claim a {digit} the grid does not hold."
        ),
        Caption::Unwinding { dead_ends, back } => format!(
            "One backtrack unwinds {} levels: {} had no digit left, one after the other. \
             The search is back at {back} and takes its digit back.",
            dead_ends.len(),
            cells(dead_ends)
        ),
        Caption::StaleReject {
            cell,
            digit,
            reason,
        } => format!(
            "A stale reject: {digit} is refused at {cell} by its {reason}'s table, yet no \
             cell of that {reason} holds {digit}. The table kept it after an undo."
        ),
        Caption::CompleteUndo { cell, digit } => format!(
            "The grid was complete, but forget-flag ignores the deeper call's answer: the \
             search takes {digit} back from {cell} and goes on, undoing its own solution."
        ),
        Caption::Skipped { cell, skipped } => format!(
            "restart-column scans from the last cell's column: it picks {cell} and passes \
             over {}, which a scan from the start of each row would have filled first.",
            cells(skipped)
        ),
        Caption::Fewest { cell, candidates } => {
            let digits = match candidates {
                1 => "1 digit".to_string(),
                n => format!("{n} digits"),
            };
            format!(
                "Most-constrained starts at {cell}: only {digits} can go there and no \
                 empty cell has fewer, so fewer guesses can go wrong."
            )
        }
        Caption::End {
            outcome: Outcome::Solved,
            steps,
            placements,
            undos,
            empty: 0,
            ..
        } => format!(
            "The end: solved in {} steps, with {} placements and {} backtracks.",
            thousands(*steps),
            thousands(*placements),
            thousands(*undos)
        ),
        Caption::End {
            outcome: Outcome::Solved,
            steps,
            empty,
            ..
        } => format!(
            "The end: \"solved\" after {} steps, yet {empty} cells are still empty: the \
             cells the scan skipped were never filled.",
            thousands(*steps)
        ),
        Caption::End {
            outcome: Outcome::Exhausted,
            steps,
            stale_rejects: stale @ 1..,
            ..
        } => format!(
            "The end after {} steps: the search gave up, but {} of its rejects came from \
             stale table entries. Digits that fitted were never tried, so this proves nothing.",
            thousands(*steps),
            thousands(*stale)
        ),
        Caption::End {
            outcome: Outcome::Exhausted,
            steps,
            placements,
            undos,
            ..
        } => format!(
            "The end: after {} steps every choice has been tried ({} placements, {} \
             backtracks).",
            thousands(*steps),
            thousands(*placements),
            thousands(*undos)
        ),
        Caption::Compared {
            steps,
            row_major_steps,
        } => format!(
            "Most-constrained needed {} steps; row-major needs {} on this puzzle. Press r \
             to race them side by side.",
            thousands(*steps),
            thousands(*row_major_steps)
        ),
        Caption::Watch { file: None } => "Your own solver: `sudoku-dfs watch FILE` runs your \
            program on this puzzle and compares its writes with this search, event by \
            event, naming the first difference. A lesson never runs a program itself."
            .to_string(),
        Caption::Watch { file: Some(file) } => format!(
            "This stop watches your solver {} on this puzzle. Run it? Press y to run \
             it; nothing runs until you do (→ goes on without it).",
            file.display()
        ),
        Caption::Forced {
            cell,
            digit,
            rule: ForceRule::OnlyCandidate,
        } => format!(
            "Singles propagation, the first forced move: {digit} is the only candidate left \
             at {cell}, so it goes there without a guess — and each forced digit takes \
             candidates from its row, column and box, forcing the next."
        ),
        Caption::Forced {
            cell,
            digit,
            rule: ForceRule::OnlyPlace(kind),
        } => format!(
            "Singles propagation, the first forced move: {cell} is the only place left for \
             {digit} in {}, so it goes there without a guess — and each forced digit takes \
             candidates from its row, column and box, forcing the next.",
            unit_of(*cell, *kind)
        ),
        Caption::Wipeout {
            cell,
            by: Some(by),
            digit,
        } => format!(
            "Forward checking, the first wipeout: after {digit} at {by}, {cell} has no \
             candidate left. The search takes {digit} back from {by} at once, without \
             walking on to {cell} to find that out."
        ),
        Caption::Wipeout { cell, .. } => format!(
            "Forward checking, the first wipeout: {cell} has no candidate left before any \
             placement, so this puzzle has no solution."
        ),
        Caption::Propagated {
            outcome: Outcome::Solved,
            steps,
            guesses: 0,
            forced,
            ..
        } => format!(
            "Propagation alone: solved in {} steps, {} forced placements and no guess at \
             all. Smart pruning is possible — the classic search needs a guess for every \
             empty cell.",
            thousands(*steps),
            thousands(*forced)
        ),
        Caption::Propagated {
            outcome,
            steps,
            guesses,
            forced,
            backtracks,
        } => format!(
            "The end after {} steps ({}): {} guesses, {} forced placements and {} \
             backtracks. Propagation placed the forced digits; only the guesses could go \
             wrong.",
            thousands(*steps),
            match outcome {
                Outcome::Solved => "solved",
                Outcome::Exhausted => "every choice tried",
            },
            thousands(*guesses),
            thousands(*forced),
            thousands(*backtracks)
        ),
        Caption::Race { totals } => {
            let each: Vec<String> = totals
                .iter()
                .map(|&(s, n)| format!("{s} {}", thousands(n)))
                .collect();
            format!(
                "The race: the same puzzle, the same number of events each turn. To their \
                 ends: {} events. 1-6 choose who races, + and - the pace, Esc closes.",
                each.join(", ")
            )
        }
        Caption::Own(text) => text.clone(),
    }
}

fn file_error(e: &sudoku_dfs_core::lesson::file::LessonFileError) -> String {
    let line = e.line;
    match &e.kind {
        LessonErrorKind::Expected { expected, found } => {
            format!(
                "line {line}: expected `{}`, found {found:?}",
                expected.form()
            )
        }
        LessonErrorKind::UnknownSearch(name) => format!(
            "line {line}: no search is called {name:?} (row-major, most-constrained, \
             forget-restore, forget-flag, restart-column, forward-checking, \
             forward-checking-mrv, singles or singles-mrv)"
        ),
        LessonErrorKind::Twice { what, first } => format!(
            "line {line}: a second `{}` line (the first is line {first})",
            what.form()
        ),
        LessonErrorKind::NoPuzzle => {
            format!(
                "line {line}: the file ended with no `{}` line",
                Syntax::Puzzle.form()
            )
        }
    }
}

pub const LESSON: Lessons = Lessons {
    title: |lesson| match lesson {
        BuiltIn::TablesAndConflicts => "The three tables, and how a conflict is found",
        BuiltIn::PlaceAndReject => "The first placement, and rejections by row, column, box",
        BuiltIn::DeadEndAndBacktrack => "The first dead end and the first backtrack",
        BuiltIn::LongUnwinding => "A long unwinding",
        BuiltIn::ForgetRestore => "Why the tables must be restored (forget-restore)",
        BuiltIn::ForgetFlag => "Why the search must stop (forget-flag)",
        BuiltIn::RestartColumn => "A wrong scan, and the cells it leaves empty (restart-column)",
        BuiltIn::FewestCandidates => "Fewer events with fewest candidates (the race)",
        BuiltIn::WatchYourOwn => "Watching your own solver",
        BuiltIn::SmartPruning => "Smart pruning is possible: wipeouts, forced moves, the race",
    },
    caption,
    stop_heading: |lesson, stop, stops| match lesson {
        0 => format!("Lesson · stop {stop}/{stops}"),
        n => format!("Lesson {n} · stop {stop}/{stops}"),
    },
    off_stop: |step| format!(" · now at step {}", thousands(step)),
    box_hint: "→ next stop  ← previous",
    before_first: "A lesson: → goes to its first stop.",
    after_last: "That was the last stop: the lesson is over (c lists the lessons).",
    at_first: "This is the first stop.",
    list_title: "Lessons",
    stops_title: "Stops",
    no_stops: "No stops yet: a marks the current step (M the editor).",
    watching: |file| {
        format!(
            "You are watching {file}, not the lesson's search: → or ← takes you back to the lesson's search."
        )
    },
    no_watch_here: "This stop names no solver to run (y runs one at a stop that does).",
    stop_place: |step| match step {
        Some(step) => format!("step {}", thousands(step)),
        None => "editor".to_string(),
    },
    prompt_caption: "Caption for the stop",
    prompt_save: "Save the lesson to",
    marked: |step, n, of| match step {
        Some(step) => format!("Step {} is stop {n} of {of}.", thousands(step)),
        None => format!("The editor is stop {n} of {of}."),
    },
    no_caption: "A stop needs a caption: nothing was marked.",
    saved: |path| format!("Lesson saved to {path}"),
    not_saved: |path, why| format!("Lesson not saved to {path}: {why}"),
    not_a_lesson: "it holds something other than a lesson, and is left as it is",
    own_title: "My lesson",
    not_reached: |end, step| {
        format!(
            "The search ends at step {}, before this stop (step {}).",
            thousands(end),
            thousands(step)
        )
    },
    file_error,
};

pub const LESSON_KEYS: LessonKeys = LessonKeys {
    heading_lesson: "During a lesson",
    heading_lessons: "Lessons (c)",
    heading_stops: "A lesson's stops (A)",
    next_stop: "next stop of the lesson",
    run_stop_watch: "run the solver this stop names, on its puzzle",
    previous_stop: "previous stop of the lesson",
    open_lessons: "list the lessons",
    mark_stop: "mark this step as a stop, with a caption",
    mark_editor_stop: "mark the editor as a stop, with a caption",
    list_stops: "list the lesson's stops, to jump between them",
    save_lesson: "save the lesson's stops to a lesson file",
    list_up: "previous entry",
    list_down: "next entry",
    open_lesson: "open the lesson",
    go_to_stop: "go to the stop",
    close_list: "close the list",
    word_stops: "stops",
    word_lessons: "lessons",
};
