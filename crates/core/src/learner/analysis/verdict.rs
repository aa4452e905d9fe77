//! What a read search comes to: how it ended ([`result_of`]), its first
//! difference said only as far as the writes prove it ([`proven`]), the
//! propagating search its writes keep the rules of ([`shape`],
//! [`propagates`]), the copies that wrote the board, and its findings
//! ([`all_findings`]).

use super::{Analysis, SearchResult};
use crate::engine::Event;
use crate::grid::{Cell, Grid};
use crate::learner::compare::{self, Agreement, Departure, Difference, Reference};
use crate::learner::findings::{self, Failure, Finding, FindingKind, GivenChanged, StaleProof};
use crate::learner::observed::Observed;
use crate::learner::propagation;
use crate::learner::propagation_check::Propagating;
use crate::learner::run::{End, SolutionRun};
use crate::learner::stream::Around;
use crate::learner::writes::{CellOrder, Write};

/// Which propagating search writes that keep its rules are read as:
/// naked singles (`true`) when the code fills every cell left with a
/// single candidate before it guesses, and guesses not by fewest
/// candidates (a search that always takes a cell with the fewest fills
/// such cells first anyway: the most-constrained search says it); forward
/// checking when it passed over a digit no unit held, unwritten, that
/// would have left a cell with no candidate, or the classic reading of
/// the writes had to call a digit no unit held refused (`refused`) where
/// these rules explain every write with none, and it went back at least
/// once (a few writes that never go back prove no search of any kind)
/// and never wrote past a wipeout. Otherwise the classic reading explains the writes: `None`.
pub(super) fn shape(p: Propagating, refused: bool) -> Option<(bool, Propagating)> {
    if p.singles_first && !p.fewest {
        Some((true, p))
    } else if (p.passed_over || refused) && p.backtracked && !p.past_wipeout {
        Some((false, p))
    } else {
        None
    }
}

/// The finding of writes that keep a propagating search's rules, and, for
/// forward checking in an order an engine search has, its first
/// difference with that search (a tie, a digit tried in another order),
/// which becomes the nearest.
pub(super) fn propagates(
    singles: bool,
    p: Propagating,
    agreements: &[propagation::WriteAgreement],
    a: &mut Analysis,
    result: SearchResult,
) -> Finding {
    let order = if p.fewest {
        CellOrder::MostConstrained
    } else if p.reading {
        CellOrder::RowMajor
    } else {
        CellOrder::Unknown
    };
    let descending = match (p.ascending, p.descending) {
        (true, _) => Some(false),
        (false, true) => Some(true),
        _ => None,
    };
    let agreement = |reference: Reference| agreements.iter().find(|w| w.reference == reference);
    let mut hidden = None;
    if singles {
        if let Some(w) = agreement(Reference::Singles)
            && let Some(Departure::OtherWrite {
                yours,
                theirs:
                    compare::Written::Forced {
                        cell,
                        digit,
                        rule: crate::engine::ForceRule::OnlyPlace(unit),
                    },
            }) = w.departure
        {
            hidden = Some(findings::HiddenSingle {
                step: w.common as u64 + 1,
                cell,
                digit,
                unit,
                yours: yours.key(),
            });
        }
    } else {
        let reference = match order {
            CellOrder::MostConstrained => Some(Reference::ForwardCheckingMrv),
            CellOrder::RowMajor => Some(Reference::ForwardChecking),
            _ => None,
        };
        if let Some(w) = reference.and_then(agreement)
            && let Some(departure) = w.departure
        {
            let d = Difference {
                step: w.common as u64 + 1,
                reference: w.reference,
                departure,
                inferred: false,
            };
            a.nearest = Some(w.reference);
            a.first_difference = Some(d).filter(|d| !followed_as_far_as_it_went(d, result));
        }
    }
    Finding::Propagates {
        singles,
        order,
        own_ties: p.own_ties,
        descending,
        hidden,
    }
}

/// The copies that wrote the board, as a finding: when they changed a
/// cell, or when nothing but copies touched it (the search then ran
/// wholly out of sight). A copy that changed nothing after a search on the
/// board itself is no finding.
pub(super) fn copied(run: &SolutionRun) -> Option<Finding> {
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
pub(super) fn copy_findings(
    puzzle: &Grid,
    run: &SolutionRun,
    a: &Analysis,
    board: &str,
    copies: Finding,
) -> Vec<Finding> {
    let kept = all_findings(puzzle, run, a, board, Vec::new())
        .into_iter()
        .filter(|f| {
            matches!(
                f.kind(),
                FindingKind::Stopped
                    | FindingKind::Error
                    | FindingKind::WrongAnswer
                    | FindingKind::ReturnsIncomplete
            )
        });
    std::iter::once(copies).chain(kept).collect()
}

/// The last digit of the proven digit order (9 going up, 1 going down)
/// when the search writes it nowhere, yet left a cell where no unit held
/// it: its digit loop stops short of it.
/// Every other refusal must be explained by a digit taken back nearby
/// (`unexplained`: the digits refused with no such cause, as bits): a
/// check that refuses other free digits too may be refusing this one.
pub(super) fn never_tried(
    seen: &Observed,
    first_unheld: &[Option<(u64, Cell)>; 10],
    unexplained: u16,
) -> Option<Finding> {
    let digit = if proven_order(seen)? { 1 } else { 9 };
    let (step, cell) = first_unheld[digit as usize]?;
    (seen.written & 1 << digit == 0 && unexplained & !(1 << digit) == 0)
        .then_some(Finding::NeverTries { digit, cell, step })
}

/// The first difference said only as far as the writes prove it: a tie
/// of fewest candidates named a tie, the stale cause the unit the
/// refusals prove stale (none where they prove none), and a digit the
/// search never writes named as never tried.
pub(super) fn proven(
    mut d: Difference,
    around: &Around,
    proof: StaleProof,
    seen: &Observed,
    never_tried: bool,
    never_tried_digit: Option<u8>,
) -> Difference {
    d.departure = match d.departure {
        Departure::OtherCell { yours, theirs } => match seen.order.first_tie {
            Some(tie)
                if tie.step + 1 == d.step
                    && (tie.yours, tie.theirs) == (yours, theirs)
                    && d.reference.order() == CellOrder::MostConstrained =>
            {
                Departure::Tie {
                    yours,
                    theirs,
                    candidates: tie.candidates,
                }
            }
            _ => d.departure,
        },
        // With the digits proven tried in order, a digit before the one
        // tried is one passed over: refused, not a digit order of its own.
        Departure::OtherDigit {
            cell,
            yours,
            theirs,
        } if proven_order(seen).is_some_and(|down| (yours < theirs) == down)
            // A digit a propagating search passed over may have been
            // struck off: refused is more than is proven.
            && !seen.passed_over_ahead(cell, theirs) =>
        {
            if seen.written & 1 << theirs == 0 {
                Departure::NeverTries {
                    cell,
                    digit: theirs,
                }
            } else {
                Departure::RefusesCandidate {
                    cell,
                    digit: theirs,
                    stale: proof.pick(around.stale_units),
                }
            }
        }
        Departure::RefusesCandidate { cell, digit, .. } if seen.written & 1 << digit == 0 => {
            Departure::NeverTries { cell, digit }
        }
        Departure::RefusesCandidate { cell, digit, .. } => Departure::RefusesCandidate {
            cell,
            digit,
            stale: proof.pick(around.stale_units),
        },
        Departure::Other {
            yours:
                Some(Event::Reject {
                    cell,
                    digit,
                    by: None,
                    ..
                }),
            ..
        } if never_tried && seen.written & 1 << digit == 0 => Departure::NeverTries { cell, digit },
        // Read with no rejection of the digit its loop never reaches: where
        // the reference places that digit, the code leaves without it.
        Departure::Other {
            theirs: Some(Event::Place { cell, digit }),
            ..
        } if never_tried_digit == Some(digit) => Departure::NeverTries { cell, digit },
        other => other,
    };
    d
}

/// The digit order the writes prove: `Some(false)` 1 up to 9 (tries
/// seen going up, none down), `Some(true)` 9 down to 1, `None` unproven.
pub(super) fn proven_order(seen: &Observed) -> Option<bool> {
    match (seen.upward_tries > 0, seen.downward_tries > 0) {
        (true, false) => Some(false),
        (false, true) => Some(true),
        _ => None,
    }
}

/// A search cut short (stopped, raised, exited) that equals a reference
/// up to its last event does not leave it: it ends, and the finding of
/// its end says so.
pub(super) fn followed_as_far_as_it_went(d: &Difference, result: SearchResult) -> bool {
    matches!(d.departure, Departure::EndsEarly { .. })
        && matches!(result, SearchResult::Stopped | SearchResult::Error)
}

/// How far the agreements go: any equal first, then the longest prefix.
pub(super) fn reach(agreements: &[Agreement]) -> (bool, usize) {
    (
        agreements.iter().any(|a| a.equal),
        agreements.iter().map(|a| a.common).max().unwrap_or(0),
    )
}

/// The board at the end: the harness's, or else the writes replayed on
/// the puzzle.
pub(super) fn final_board(puzzle: &Grid, run: &SolutionRun) -> String {
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
pub(super) fn first_given_write(puzzle: &Grid, writes: &[Write]) -> Option<GivenChanged> {
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

pub(super) fn result_of(puzzle: &Grid, run: &SolutionRun, board: &str) -> SearchResult {
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

/// The findings of a search on the board (`replayed`: what the replay of
/// its events found).
pub(super) fn all_findings(
    puzzle: &Grid,
    run: &SolutionRun,
    a: &Analysis,
    board: &str,
    replayed: Vec<Finding>,
) -> Vec<Finding> {
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
    found.extend(replayed);
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
    // A propagating search's forced moves fill cells out of any order of
    // guesses: the same-as finding names the search, and no order of its
    // own is put to it.
    let propagates = a.same_as.is_some_and(Reference::propagates);
    if a.order != CellOrder::RowMajor && !(propagates && a.order == CellOrder::Unknown) {
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
            mixed: a.mixed_digits,
            first,
        });
    }
    found
}

pub(super) fn failure(end: &End) -> Failure {
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
        End::Killed { signal } => Failure::Killed { signal: *signal },
        End::Returned { .. } | End::Stopped(_) => Failure::Exited { code: None },
    }
}
