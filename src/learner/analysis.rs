//! A learner's run, analysed: its writes read as the engine's events in
//! the cell order they show, its end, the reference search it equals or
//! the first event where it leaves the nearest one, and its findings.
//! Data only; `i18n::findings` words it.
//!
//! The writes are read twice: once to see which cell order and digit order
//! every written cell fits (what no write shows depends on them), then in
//! that order for the events. Where the order cannot be known, the events
//! no write shows are left out and [`Analysis::inferred_left_out`] says so.

use super::compare::{self, Agreement, Departure, Difference, Reference};
use super::findings::{self, Failure, Finding, GivenChanged, Kind};
use super::observed::Observed;
use super::run::{End, SolutionRun};
use super::writes::{CellOrder, ReadOptions, Reader, Step, Write};
use crate::engine::Event;
use crate::grid::{Cell, Grid};

/// How the learner's search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SearchResult {
    /// It returned with the puzzle's solution on the board.
    Solved,
    /// It returned with a full board that is not a solution (or a given
    /// changed).
    WrongAnswer,
    /// It returned having taken back every digit: no solution found.
    Exhausted,
    /// It returned with empty cells and digits of its own on the board.
    ReturnedIncomplete,
    /// The runner stopped it at a limit.
    Stopped,
    /// It could not run, raised or exited.
    Error,
}

impl SearchResult {
    /// `solved`, ...: the name `check --json` prints.
    pub const fn name(self) -> &'static str {
        match self {
            SearchResult::Solved => "solved",
            SearchResult::WrongAnswer => "wrong-answer",
            SearchResult::Exhausted => "exhausted",
            SearchResult::ReturnedIncomplete => "returned-incomplete",
            SearchResult::Stopped => "stopped",
            SearchResult::Error => "error",
        }
    }
}

/// The counts `check` prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub writes: u64,
    pub placements: u64,
    pub rejects: u64,
    /// Undo events.
    pub backtracks: u64,
}

/// Everything `check`, `trace --from` and `watch` say of a run.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The learner's search in the engine's events.
    pub steps: Vec<Step>,
    /// The stale leftover digits its `.` took off its board, each with
    /// the index of the step it comes before ([`Reader::clears`]): not
    /// events, so in no count, comparison or trace.
    pub clears: Vec<(u64, Cell)>,
    /// The cell order read from the writes, and used for inference.
    pub order: CellOrder,
    /// Digits tried 9 down to 1.
    pub descending: bool,
    /// The order is unknown: events no write shows are not in `steps`.
    pub inferred_left_out: bool,
    pub result: SearchResult,
    pub counts: Counts,
    /// The reference it equals event for event.
    pub same_as: Option<Reference>,
    /// The reference it follows longest.
    pub nearest: Option<Reference>,
    /// Where it leaves the nearest reference; `None` when it equals one.
    pub first_difference: Option<Difference>,
    pub findings: Vec<Finding>,
    /// What the reading noticed (orders, shapes of writes).
    pub observed: Observed,
}

/// Analyses `run`, a learner's search of `puzzle`.
pub(crate) fn analyse(puzzle: &Grid, run: &SolutionRun) -> Analysis {
    let first = read(
        puzzle,
        ReadOptions::of(CellOrder::Unknown),
        &run.writes,
        false,
        false,
    );
    let fits = first.observed.order;
    let copied = copied(run);
    // Writes that came from a copy are no search: no cell order is read
    // from them, so nothing is inferred between them (no rejection the
    // copy never made is put to the learner's code).
    let order = if copied.is_some() {
        CellOrder::Unknown
    } else if fits.row_major {
        CellOrder::RowMajor
    } else if fits.most_constrained {
        CellOrder::MostConstrained
    } else if fits.restart_column {
        CellOrder::RestartColumn
    } else {
        CellOrder::Unknown
    };
    let descending =
        copied.is_none() && first.observed.downward_tries > 0 && first.observed.upward_tries == 0;
    let board = final_board(puzzle, run);
    let result = result_of(puzzle, run, &board);
    let mut options = ReadOptions {
        order,
        descending,
        stale_tables: false,
        accepts_conflicts: first.observed.kept_conflicts > 0,
    };
    let exhausted = result == SearchResult::Exhausted;
    let mut read_back = read(puzzle, options, &run.writes, exhausted, true);
    let mut agreements = std::mem::take(&mut read_back.agreements);
    if read_back.refused {
        // A digit refused that no unit holds: the learner's tables may keep
        // what was taken back. Read so, the reasons are those such tables
        // give; that reading is kept if it follows a reference further.
        options.stale_tables = true;
        let mut stale = read(puzzle, options, &run.writes, exhausted, true);
        let stale_agreements = std::mem::take(&mut stale.agreements);
        if reach(&stale_agreements) > reach(&agreements) {
            read_back = stale;
            agreements = stale_agreements;
        }
    }
    let mut steps = read_back.steps;
    if copied.is_some() {
        // The digits below each one a copy wrote were never tried: the
        // rejections the reading infers before a first try are dropped.
        steps.retain(|s| !(s.inferred && matches!(s.event, Event::Reject { .. })));
    }
    // Odd writes are writes too, though no step is read from them.
    let counts = count(&steps, run.writes.len() + run.odd_writes);
    if copied.is_some() {
        // A copy tried nothing on the board: it is not compared as a
        // search (the finding says why).
        agreements.clear();
    }
    let same_as = agreements.iter().find(|a| a.equal).map(|a| a.reference);
    let nearest = compare::nearest(&agreements);
    let first_difference = match (same_as, nearest) {
        (None, Some(a)) => Some(compare::difference(&steps, &a)),
        _ => None,
    }
    .filter(|d| !followed_as_far_as_it_went(d, result));
    let mut analysis = Analysis {
        order,
        descending,
        inferred_left_out: order == CellOrder::Unknown,
        result,
        counts,
        same_as,
        nearest: nearest.map(|a: Agreement| a.reference),
        first_difference,
        findings: Vec::new(),
        observed: read_back.observed,
        clears: read_back.clears,
        steps,
    };
    analysis.findings = match copied {
        Some(copies) => copy_findings(puzzle, run, &analysis, &board, copies),
        None => all_findings(puzzle, run, &analysis, &board),
    };
    analysis
}

/// The copies that wrote the board, as a finding: when they changed a
/// cell, or when nothing but copies touched it (the search then ran
/// wholly out of sight). A copy that changed nothing after a search on the
/// board itself is no finding.
fn copied(run: &SolutionRun) -> Option<Finding> {
    let copies = run.copies?;
    let direct = (run.writes.len() as u64 + run.odd_writes as u64).saturating_sub(copies.writes);
    (copies.writes > 0 || direct == 0).then_some(Finding::CopiesAnswer {
        line: copies.first_line,
        count: copies.count,
        cells: copies.writes,
        direct,
    })
}

/// A board written by copies: that finding, and what the end and the
/// final board say; none of the findings that read the writes as a search.
fn copy_findings(
    puzzle: &Grid,
    run: &SolutionRun,
    a: &Analysis,
    board: &str,
    copies: Finding,
) -> Vec<Finding> {
    let kept = all_findings(puzzle, run, a, board).into_iter().filter(|f| {
        matches!(
            f.kind(),
            Kind::Stopped | Kind::Error | Kind::WrongAnswer | Kind::ReturnsIncomplete
        )
    });
    std::iter::once(copies).chain(kept).collect()
}

/// A search cut short (stopped, raised, exited) that equals a reference
/// up to its last event does not leave it: it ends, and the finding of
/// its end says so.
fn followed_as_far_as_it_went(d: &Difference, result: SearchResult) -> bool {
    matches!(d.departure, Departure::EndsEarly { .. })
        && matches!(result, SearchResult::Stopped | SearchResult::Error)
}

struct Read {
    steps: Vec<Step>,
    clears: Vec<(u64, Cell)>,
    observed: Observed,
    /// The steps against each reference (kept readings only).
    agreements: Vec<Agreement>,
    /// Some step refuses a digit that no unit holds.
    refused: bool,
}

/// One reading of the writes; with `keep` false, one that only looks (its
/// events are dropped as they come). A kept reading is compared with the
/// references as its events come, while they are at hand.
fn read(
    puzzle: &Grid,
    options: ReadOptions,
    writes: &[Write],
    exhausted: bool,
    keep: bool,
) -> Read {
    let mut reader = Reader::with_options(puzzle, options);
    let mut lockstep = compare::Lockstep::new(puzzle);
    let mut following = keep;
    let mut refusals = false;
    let mut fed = 0;
    let mut follow = |steps: &[Step]| {
        for step in steps {
            refusals |= refused(step);
            if following {
                following = lockstep.feed(step);
            }
        }
    };
    for &write in writes {
        reader.write(write);
        if keep {
            follow(&reader.steps()[fed..]);
            fed = reader.steps().len();
        } else {
            reader.drain();
        }
    }
    let observed = *reader.observed();
    let clears = reader.clears().to_vec();
    let steps = if exhausted {
        reader.finish_exhausted()
    } else {
        reader.finish()
    };
    if keep {
        follow(&steps[fed..]);
    }
    Read {
        steps,
        clears,
        observed,
        agreements: if keep { lockstep.finish() } else { Vec::new() },
        refused: refusals,
    }
}

/// A digit refused that no unit holds.
fn refused(step: &Step) -> bool {
    matches!(step.event, Event::Reject { by: None, .. })
}

/// How far the agreements go: any equal first, then the longest prefix.
fn reach(agreements: &[Agreement]) -> (bool, usize) {
    (
        agreements.iter().any(|a| a.equal),
        agreements.iter().map(|a| a.common).max().unwrap_or(0),
    )
}

fn count(steps: &[Step], writes: usize) -> Counts {
    let mut counts = Counts {
        writes: writes as u64,
        ..Counts::default()
    };
    for step in steps {
        match step.event {
            Event::Place { .. } => counts.placements += 1,
            Event::Reject { .. } => counts.rejects += 1,
            Event::Undo { .. } => counts.backtracks += 1,
            _ => {}
        }
    }
    counts
}

/// The board at the end: the harness's, or else the writes replayed on
/// the puzzle.
fn final_board(puzzle: &Grid, run: &SolutionRun) -> String {
    if let Some(board) = run.final_board.as_ref().filter(|b| b.len() == 81) {
        return board.clone();
    }
    let mut cells: Vec<u8> = puzzle
        .digits()
        .iter()
        .map(|&d| if d == 0 { b'.' } else { b'0' + d })
        .collect();
    for w in &run.writes {
        cells[w.row as usize * 9 + w.col as usize] = w.value.map_or(b'.', |d| b'0' + d);
    }
    String::from_utf8(cells).expect("ASCII")
}

/// The first write over a given with another value.
fn first_given_write(puzzle: &Grid, writes: &[Write]) -> Option<GivenChanged> {
    writes.iter().find_map(|w| {
        let cell = Cell::at(w.row as usize, w.col as usize);
        let given = puzzle.get(cell);
        (puzzle.is_given(cell) && w.value != Some(given)).then_some(GivenChanged {
            cell,
            given,
            written: w.value,
        })
    })
}

fn result_of(puzzle: &Grid, run: &SolutionRun, board: &str) -> SearchResult {
    match run.end {
        End::Stopped(_) => return SearchResult::Stopped,
        End::Returned { .. } => {}
        _ => return SearchResult::Error,
    }
    let wrong = findings::wrong_answer(puzzle, board, first_given_write(puzzle, &run.writes));
    if wrong.is_some() {
        return SearchResult::WrongAnswer;
    }
    let bytes = board.as_bytes();
    if !bytes.contains(&b'.') {
        return SearchResult::Solved;
    }
    let own_digits = Cell::all().any(|c| !puzzle.is_given(c) && bytes[c.index()] != b'.');
    if !own_digits && run.writes.iter().any(|w| w.value.is_some()) {
        SearchResult::Exhausted
    } else {
        SearchResult::ReturnedIncomplete
    }
}

fn all_findings(puzzle: &Grid, run: &SolutionRun, a: &Analysis, board: &str) -> Vec<Finding> {
    let mut found = Vec::new();
    if let Some(reference) = a.same_as {
        found.push(Finding::SameAs {
            reference,
            placements: a.counts.placements,
            backtracks: a.counts.backtracks,
        });
    }
    match &run.end {
        End::Stopped(reason) => found.push(Finding::Stopped {
            reason: *reason,
            writes: a.counts.writes,
            elapsed: run.elapsed,
        }),
        End::Returned { .. } => {}
        other => found.push(Finding::Error(failure(other))),
    }
    if let Some(odd) = run.first_odd {
        found.push(Finding::OddValues {
            count: run.odd_writes as u64,
            cell: Cell::at(usize::from(odd.row), usize::from(odd.col)),
            line: odd.line,
        });
    }
    let given_write = first_given_write(puzzle, &run.writes);
    if matches!(run.end, End::Returned { .. }) || given_write.is_some() {
        found.extend(findings::wrong_answer(puzzle, board, given_write));
    }
    if a.result == SearchResult::ReturnedIncomplete {
        let empty = Cell::all()
            .filter(|c| board.as_bytes()[c.index()] == b'.')
            .collect();
        found.push(Finding::ReturnsIncomplete {
            empty,
            restart_scan: a.order == CellOrder::RestartColumn,
        });
    }
    found.extend(findings::replay(puzzle, &a.steps));
    let seen = &a.observed;
    if let Some((step, cell, digit)) = seen.first_write_then_check {
        found.push(Finding::WriteThenCheck {
            step: step + 1,
            cell,
            digit,
            count: seen.write_then_checks,
        });
    }
    if let Some(mut first) = seen.first_overwrite {
        first.step += 1;
        found.push(Finding::OverwritesWithoutClearing {
            first,
            count: seen.overwrites,
        });
    }
    if a.order != CellOrder::RowMajor {
        let first_off = seen.order.first_off_reading_order.map(|mut off| {
            off.step += 1;
            off
        });
        found.push(Finding::CellOrder {
            order: a.order,
            first_off,
        });
    }
    if let Some(mut first) = seen.first_downward {
        first.step += 1;
        found.push(Finding::DigitOrder {
            descending: a.descending,
            first,
        });
    }
    found
}

fn failure(end: &End) -> Failure {
    match end {
        End::ToolMissing { program } => Failure::ToolMissing {
            program: program.clone(),
        },
        End::Syntax { line, message } => Failure::Syntax {
            line: *line,
            message: message.clone(),
        },
        End::Compile { output, lines } => Failure::Compile {
            output: output.clone(),
            lines: lines.clone(),
        },
        End::Raised { message, lines } => Failure::Raised {
            message: message.clone(),
            lines: lines.clone(),
        },
        End::NoSolver => Failure::NoSolver,
        End::Exited { code } => Failure::Exited { code: *code },
        End::Returned { .. } | End::Stopped(_) => Failure::Exited { code: None },
    }
}

#[cfg(test)]
#[path = "analysis_tests.rs"]
mod tests;
