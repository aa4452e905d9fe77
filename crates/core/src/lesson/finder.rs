//! Finding a stop by searching the engine's events, and reading its
//! caption off the search there.
//!
//! A finder names an event by what it is ("the first reject by the box"),
//! not by its step, so a lesson moved to another puzzle still stops where
//! it means to (or leaves the stop out when that puzzle has no such event).

use crate::engine::{Engine, Event, Mistake, Strategy};
use crate::grid::{Cell, Grid, UnitKind};
use crate::search::Search;
use crate::search_shape::race::DEFAULT_STRATEGIES;
use crate::tables::conflicts;

use super::{Caption, Place, SearchKind, Stop};

/// The most events a finder looks through before it gives up: far more
/// than any built-in lesson's puzzle needs (forget-flag's complete grid
/// on the LeetCode example comes at step 50,175).
pub const BUDGET: u64 = 5_000_000;

/// Which event a stop stands at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finder {
    /// No search: the editor.
    Editor,
    /// The first cell the search enters.
    FirstEnter,
    /// The first digit placed.
    FirstPlace,
    /// The first rejection whose reason is this unit (by a cell).
    FirstReject(UnitKind),
    /// The first cell where no digit fits.
    FirstDeadEnd,
    /// The first digit taken back.
    FirstBacktrack,
    /// The undo at which one backtrack has unwound this many levels (a
    /// chain of this many dead ends, as the event log folds them).
    Unwinding(usize),
    /// The first reject by a table entry no cell backs (forget-restore).
    FirstStaleReject,
    /// The first digit taken back from a complete grid (forget-flag).
    FirstCompleteUndo,
    /// The first cell a restart-column scan found past an empty cell.
    FirstSkip,
    /// The first forced placement (singles propagation).
    FirstForce,
    /// The first cell found with no candidate (forward checking).
    FirstWipeout,
    /// The last step.
    End,
}

/// What a built-in stop says there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Say {
    /// The caption of the event found.
    Event,
    /// The quiz's question, asked where the search enters the cell of the
    /// event found, before it happens.
    Ask,
    /// The end, beside the row-major search's.
    Compared,
    /// How to watch your own solver.
    Watch,
    /// A propagating search's end: its guesses, forced placements and
    /// backtracks.
    Propagated,
    /// The race of the default four opens, with each one's events to its
    /// end on this puzzle.
    Race,
    /// The editor: the three tables.
    Tables,
    /// The editor: the grid's first conflict.
    Conflict,
    /// The editor: why the search is refused.
    Refused,
}

/// One stop of a built-in lesson: where, and what it says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StopSpec {
    pub find: Finder,
    pub say: Say,
    /// The search the stop is found on, when not the lesson's.
    pub search: Option<SearchKind>,
}

/// Where a finder found its event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The step the event led to.
    pub step: u64,
    /// The step at which the search entered the cell of the event (the
    /// visit's first question); the event's own step when it has no cell.
    pub entered: u64,
    /// For an unwinding: the cells that dead-ended, in order.
    pub dead_ends: Vec<Cell>,
}

/// Runs `engine` (at step 0) until `finder`'s event; `None` when the search
/// ends first, or passes [`BUDGET`] events.
pub fn find(finder: Finder, mut engine: Engine) -> Option<Found> {
    match finder {
        Finder::Editor => return None,
        Finder::End => {
            engine.run_to_end();
            let step = engine.step_number();
            return Some(Found {
                step,
                entered: step,
                dead_ends: Vec::new(),
            });
        }
        _ => {}
    }
    // The step each visit on the stack was entered at.
    let mut entered: Vec<u64> = Vec::new();
    // The dead ends of the backtrack under way, and whether it goes on.
    let mut chain: Vec<Cell> = Vec::new();
    let mut unwinding = false;
    while engine.step_number() < BUDGET {
        let event = engine.step()?;
        let step = engine.step_number();
        let top = entered.last().copied().unwrap_or(step);
        let found = |entered: u64, dead_ends: Vec<Cell>| {
            Some(Found {
                step,
                entered,
                dead_ends,
            })
        };
        match event {
            Event::Enter { .. } => {
                entered.push(step);
                unwinding = false;
                if finder == Finder::FirstEnter
                    || (finder == Finder::FirstSkip && !engine.state().skipped_cells().is_empty())
                {
                    return found(step, Vec::new());
                }
            }
            Event::Place { .. } => {
                unwinding = false;
                if finder == Finder::FirstPlace {
                    return found(top, Vec::new());
                }
            }
            Event::Reject { reason, by, .. } => {
                let wanted = match finder {
                    Finder::FirstReject(kind) => kind == reason && by.is_some(),
                    Finder::FirstStaleReject => by.is_none(),
                    _ => false,
                };
                if wanted {
                    return found(top, Vec::new());
                }
            }
            Event::DeadEnd { cell } => {
                let visit = entered.pop().unwrap_or(step);
                if !unwinding {
                    chain.clear();
                }
                chain.push(cell);
                unwinding = true;
                if finder == Finder::FirstDeadEnd {
                    return found(visit, Vec::new());
                }
            }
            Event::Undo { .. } => {
                let levels = if unwinding { chain.len() } else { 0 };
                let wanted = match finder {
                    Finder::FirstBacktrack => true,
                    Finder::Unwinding(n) => levels == n,
                    // The grid was complete before this undo: one empty
                    // cell now, the one taken back.
                    Finder::FirstCompleteUndo => {
                        engine.grid().digits().iter().filter(|&&d| d == 0).count() == 1
                    }
                    _ => false,
                };
                if wanted {
                    return found(top, chain.clone());
                }
            }
            Event::Force { .. } if finder == Finder::FirstForce => return found(step, Vec::new()),
            Event::Wipeout { .. } if finder == Finder::FirstWipeout => {
                return found(step, Vec::new());
            }
            // forget-flag goes on after a solution; every other search
            // has ended, and the next step says so.
            Event::Solved | Event::Exhausted | Event::Force { .. } | Event::Wipeout { .. } => {}
        }
    }
    None
}

/// The stop `spec` on `puzzle`, searched with `engine` at step 0 (`None`
/// for an editor stop): its place and its caption, read off the search
/// there. `None` when the puzzle has no such event (or, for an editor stop,
/// no conflict to show).
pub fn resolve(spec: StopSpec, puzzle: &Grid, engine: Option<&Engine>) -> Option<Stop> {
    let editor = |caption: Caption| {
        Some(Stop {
            place: Place::Editor,
            caption,
            ask: false,
            search: None,
        })
    };
    match spec.say {
        Say::Tables => return editor(Caption::Tables),
        Say::Conflict => return editor(Caption::Conflict(*conflicts(puzzle).first()?)),
        Say::Refused => return editor(Caption::Refused(*conflicts(puzzle).first()?)),
        _ => {}
    }
    let engine = engine?;
    let found = find(spec.find, engine.clone())?;
    let mut at = engine.clone();
    at.seek(found.step);
    let stop = |step: u64, caption: Caption, ask: bool| {
        Some(Stop {
            place: Place::Step(step),
            caption,
            ask,
            search: spec.search,
        })
    };
    match spec.say {
        Say::Ask => {
            let mut asked = engine.clone();
            asked.seek(found.entered);
            let cell = asked.stack().last()?.cell();
            stop(found.entered, Caption::Ask { cell }, true)
        }
        Say::Compared => {
            let mut row_major = Engine::new(puzzle, Strategy::RowMajor).ok()?;
            row_major.run_to_end();
            let caption = Caption::Compared {
                steps: found.step,
                row_major_steps: row_major.step_number(),
            };
            stop(found.step, caption, false)
        }
        Say::Watch => stop(found.step, Caption::Watch { file: None }, false),
        Say::Propagated => {
            let counts = at.counts();
            let caption = Caption::Propagated {
                outcome: at.outcome()?,
                steps: at.step_number(),
                guesses: counts.place,
                forced: counts.force,
                backtracks: counts.undo,
            };
            stop(found.step, caption, false)
        }
        Say::Race => {
            let totals = DEFAULT_STRATEGIES
                .iter()
                .map(|&strategy| {
                    let mut alone = Engine::new(puzzle, strategy).ok()?;
                    alone.run_to_end();
                    Some((strategy, alone.step_number()))
                })
                .collect::<Option<Vec<_>>>()?;
            stop(found.step, Caption::Race { totals }, false)
        }
        _ => stop(found.step, event_caption(spec.find, &at, &found)?, false),
    }
}

/// The caption of the event `finder` found, read off the search standing
/// just after it.
fn event_caption(finder: Finder, at: &Engine, found: &Found) -> Option<Caption> {
    let event = at.last_event();
    Some(match (finder, event?) {
        (Finder::FirstPlace, Event::Place { cell, digit }) => Caption::Placement { cell, digit },
        (
            Finder::FirstReject(_),
            Event::Reject {
                cell,
                digit,
                reason,
                by: Some(by),
            },
        ) => Caption::Rejection {
            cell,
            digit,
            reason,
            by,
        },
        (Finder::FirstDeadEnd, Event::DeadEnd { cell }) => Caption::DeadEnd { cell },
        (Finder::FirstBacktrack, Event::Undo { cell, digit }) => Caption::Backtrack {
            cell,
            digit,
            restored: at.mistake() != Some(Mistake::ForgetRestore),
        },
        (Finder::Unwinding(_), Event::Undo { cell, .. }) => Caption::Unwinding {
            dead_ends: found.dead_ends.clone(),
            back: cell,
        },
        (
            Finder::FirstStaleReject,
            Event::Reject {
                cell,
                digit,
                reason,
                by: None,
            },
        ) => Caption::StaleReject {
            cell,
            digit,
            reason,
        },
        (Finder::FirstCompleteUndo, Event::Undo { cell, digit }) => {
            Caption::CompleteUndo { cell, digit }
        }
        (Finder::FirstSkip, Event::Enter { cell, .. }) => Caption::Skipped {
            cell,
            skipped: at.state().skipped_cells(),
        },
        (Finder::FirstForce, Event::Force { cell, digit, rule }) => {
            Caption::Forced { cell, digit, rule }
        }
        (Finder::FirstWipeout, Event::Wipeout { cell, by }) => Caption::Wipeout {
            cell,
            by,
            digit: by.map_or(0, |by| at.state().digit(by)),
        },
        (Finder::FirstEnter, Event::Enter { cell, .. }) => Caption::Fewest {
            cell,
            candidates: at.tables().candidates(cell).len() as u8,
        },
        (Finder::End, _) => {
            let counts = at.counts();
            Caption::End {
                outcome: at.outcome()?,
                steps: at.step_number(),
                placements: counts.place,
                undos: counts.undo,
                empty: at.grid().digits().iter().filter(|&&d| d == 0).count(),
                stale_rejects: at.state().stale_rejects(),
            }
        }
        _ => return None,
    })
}
