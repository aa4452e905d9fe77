//! The claim under each sentence (what it says happened, field by field)
//! held against the checker's model: the cell, digit, unit and holder of
//! each event, and the fates of a visit's digits.

use crate::app::narration::{Attempt, Claim, Pick};
use crate::engine::ForceRule;
use crate::tables::DigitSet;
use crate::{Cell, UnitKind};

use super::model::{Met, Model, Search, Visit};
use super::traced::{Traced, TracedUnit};

fn fates(visit: &Visit) -> [Attempt; 9] {
    visit.met.map(|m| match m {
        Met::Rejected(kind, by) => Attempt::Rejected {
            reason: unit_kind(kind),
            by: by.map(Cell::new),
        },
        Met::Placed { completed: false } => Attempt::FailedDeeper,
        Met::Placed { completed: true } => Attempt::Completed,
        Met::Untried => panic!("a finished visit tried every digit"),
    })
}

fn unit_kind(kind: TracedUnit) -> UnitKind {
    match kind {
        TracedUnit::Row => UnitKind::Row,
        TracedUnit::Column => UnitKind::Column,
        TracedUnit::Box => UnitKind::Box,
    }
}

/// The claim the sentence words, field by field against the model.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per claim, checked field by field against the model"
)]
pub(super) fn claim_matches(claimed: &Claim, model: &Model, event: Traced, at: usize) {
    let ctx = format!("step {} {:?} {event:?}: {claimed:?}", at + 1, model.search);
    let c = Cell::new;
    let expected = match event {
        Traced::Force { cell, digit, rule } => Claim::Force {
            cell: c(cell),
            digit,
            rule: match rule {
                None => ForceRule::OnlyCandidate,
                Some(kind) => ForceRule::OnlyPlace(unit_kind(kind)),
            },
            unit_number: match rule {
                None => 0,
                Some(TracedUnit::Row) => cell / 9 + 1,
                Some(TracedUnit::Column) => cell % 9 + 1,
                Some(TracedUnit::Box) => (cell / 27) * 3 + (cell % 9) / 3 + 1,
            } as u8,
        },
        Traced::Wipeout { cell, by } => {
            let forgotten = model.forgotten(cell);
            Claim::Wipeout {
                cell: c(cell),
                by: by.map(|b| (c(b), model.grid[b])),
                held: std::array::from_fn(|i| {
                    let d = i as u8 + 1;
                    let found = [TracedUnit::Row, TracedUnit::Column, TracedUnit::Box]
                        .into_iter()
                        .find_map(|k| model.holders(cell, k, d).first().map(|&h| (k, h)));
                    match found {
                        Some((kind, holder)) => Attempt::Rejected {
                            reason: unit_kind(kind),
                            by: Some(c(holder)),
                        },
                        // Only a digit the record forgot fits here.
                        None => {
                            assert!(forgotten.contains(&d), "{cell}: {d} fits");
                            Attempt::NotTried
                        }
                    }
                }),
                forgotten: DigitSet(forgotten.iter().fold(0, |m, d| m | 1 << d)),
            }
        }
        // The model popped the forced visit: its cell is no longer on top.
        Traced::Undo { cell, digit } if model.stack.last().is_none_or(|v| v.cell != cell) => {
            Claim::UndoForced {
                cell: c(cell),
                digit,
            }
        }
        Traced::Enter { cell, depth } => Claim::Enter {
            cell: c(cell),
            depth,
            pick: match model.search {
                s if s.fewest_first() => Pick::Fewest {
                    candidates: model.candidates(cell),
                },
                Search::RestartColumn => {
                    // The scan starts at the cell filled last.
                    let below = model.stack.len().checked_sub(2);
                    let from = below.map_or(0, |k| model.stack[k].cell);
                    Pick::Scanned {
                        row: (from / 9) as u8 + 1,
                        col: (from % 9) as u8 + 1,
                    }
                }
                _ => Pick::Next,
            },
        },
        Traced::Place { cell, digit } => Claim::Place {
            cell: c(cell),
            digit,
        },
        Traced::Reject {
            cell,
            digit,
            reason,
            by,
        } => Claim::Reject {
            cell: c(cell),
            digit,
            reason: unit_kind(reason),
            unit_number: match reason {
                TracedUnit::Row => cell / 9,
                TracedUnit::Column => cell % 9,
                TracedUnit::Box => (cell / 27) * 3 + (cell % 9) / 3,
            } as u8
                + 1,
            by: by.map(c),
        },
        Traced::Undo { cell, digit } if model.search == Search::ForgetRestore => {
            Claim::ClearKeepingMarks {
                cell: c(cell),
                digit,
            }
        }
        Traced::Undo { cell, digit } => Claim::Undo {
            cell: c(cell),
            digit,
            completed: model.stack.last().unwrap().met[digit as usize - 1]
                == Met::Placed { completed: true },
        },
        Traced::DeadEnd { cell } => Claim::DeadEnd {
            cell: c(cell),
            fates: fates(model.popped.as_ref().unwrap()),
            back_to: model.stack.last().map(|v| c(v.cell)),
        },
        Traced::Solved => Claim::Solved {
            placements: model.placements,
            forced: model.forced,
            undos: model.undos,
            empty: model.grid.iter().filter(|&&d| d == 0).count(),
        },
        Traced::Exhausted => Claim::Exhausted {
            first: model
                .popped
                .as_ref()
                .map(|root| (c(root.cell), fates(root))),
            complete: model.complete,
            stale_rejects: model.stale_rejects,
        },
    };
    assert_eq!(*claimed, expected, "{ctx}");
}
