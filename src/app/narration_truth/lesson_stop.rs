//! A lesson's caption at one stop of a search, checked against the trace:
//! what it is checked with ([`AtStop`]), what the trace did first
//! ([`Firsts`]), and the captions of a search's steps (the end's are in
//! `lesson_end`).

use crate::UnitKind;
use crate::app::App;
use crate::engine::Engine;
use crate::lesson::Caption;
use crate::quiz::Question;

use super::check::{cells_named, names_digit};
use super::lesson_end::check_end;
use super::model::{Model, Next, Search};
use super::traced::{Traced, TracedUnit, unit};

/// What a caption at a stop is checked with: the trace's event at that
/// step and the model after it, the whole trace, the engine and the app at
/// the stop, and the caption's words in English and Chinese.
#[derive(Clone, Copy)]
pub(super) struct AtStop<'a> {
    pub step: u64,
    pub event: Traced,
    pub model: &'a Model,
    pub events: &'a [Traced],
    /// The trace's last step.
    pub end: u64,
    pub firsts: &'a Firsts,
    pub engine: &'a Engine,
    /// The caption's words, each with whether they are English.
    pub said: &'a [(String, bool)],
    pub ctx: &'a str,
    /// The puzzle, one line.
    pub line: &'a str,
    pub app: &'a App,
    /// The stop asks the quiz's question.
    pub ask: bool,
}

/// What the trace says happened first, step by step: each the step the
/// event led to, as this checker reads the trace.
#[derive(Default, Debug)]
pub(super) struct Firsts {
    pub enter: Option<u64>,
    pub place: Option<u64>,
    pub reject: [Option<u64>; 3],
    pub dead_end: Option<u64>,
    pub undo: Option<u64>,
    pub stale: Option<u64>,
    pub complete_undo: Option<u64>,
    pub skip: Option<u64>,
    pub force: Option<u64>,
    pub wipeout: Option<u64>,
    /// The first undo ending a run of n dead ends, by n.
    pub chains: Vec<(usize, u64)>,
}

pub(super) fn first(slot: &mut Option<u64>, step: u64) {
    slot.get_or_insert(step);
}

/// The English or the Chinese of a phrase.
pub(super) fn pick(en: bool, a: &'static str, b: &'static str) -> &'static str {
    if en { a } else { b }
}

pub(super) fn kind_of(kind: UnitKind) -> TracedUnit {
    match kind {
        UnitKind::Row => TracedUnit::Row,
        UnitKind::Column => TracedUnit::Column,
        UnitKind::Box => TracedUnit::Box,
    }
}

pub(super) fn unit_word(kind: UnitKind, en: bool) -> &'static str {
    match (kind, en) {
        (UnitKind::Row, true) => "row",
        (UnitKind::Column, true) => "column",
        (UnitKind::Box, true) => "box",
        (UnitKind::Row, false) => "行",
        (UnitKind::Column, false) => "列",
        (UnitKind::Box, false) => "宫",
    }
}

/// Checks a caption of a search's step; the end's captions go on to
/// [`check_end`].
#[allow(
    clippy::too_many_lines,
    reason = "one arm per kind of caption, each short"
)]
pub(super) fn check_caption(at: &AtStop, caption: &Caption) {
    let AtStop {
        step,
        event,
        model,
        events,
        end: _,
        firsts,
        engine,
        said,
        ctx,
        line: _,
        app: _,
        ask,
    } = *at;
    match caption {
        Caption::Ask { cell } => {
            assert!(ask, "{ctx}");
            assert!(
                matches!(event, Traced::Enter { cell: c, .. } if c == cell.index()),
                "{ctx}"
            );
            assert_eq!(model.next, Next::Try, "{ctx}");
            let q = Question::at(engine).expect("the quiz asks here");
            assert_eq!((q.cell, q.tried()), (*cell, Some(0)), "{ctx}");
            for (s, _) in said {
                assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
            }
        }
        Caption::Placement { cell, digit } => {
            assert_eq!(Some(step), firsts.place, "{ctx}");
            assert_eq!(
                event,
                Traced::Place {
                    cell: cell.index(),
                    digit: *digit
                },
                "{ctx}"
            );
            for (s, _) in said {
                assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                assert!(names_digit(s, *digit), "{ctx}: {s}");
                for n in [cell.row() + 1, cell.col() + 1, cell.box_index() + 1] {
                    assert!(names_digit(s, n as u64), "{ctx}: {s}");
                }
            }
        }
        Caption::Rejection {
            cell,
            digit,
            reason,
            by,
        } => {
            assert_eq!(Some(step), firsts.reject[*reason as usize], "{ctx}");
            assert_eq!(
                event,
                Traced::Reject {
                    cell: cell.index(),
                    digit: *digit,
                    reason: kind_of(*reason),
                    by: Some(by.index())
                },
                "{ctx}"
            );
            assert!(
                unit(cell.index(), kind_of(*reason)).contains(&by.index()),
                "{ctx}"
            );
            assert_eq!(model.grid[by.index()], *digit, "{ctx}");
            for (s, en) in said {
                assert_eq!(cells_named(s), [cell.index(), by.index()], "{ctx}: {s}");
                assert!(
                    names_digit(s, *digit) && s.contains(unit_word(*reason, *en)),
                    "{ctx}: {s}"
                );
            }
        }
        Caption::DeadEnd { cell } => {
            assert_eq!(Some(step), firsts.dead_end, "{ctx}");
            assert_eq!(event, Traced::DeadEnd { cell: cell.index() }, "{ctx}");
            let every_rejected = model.popped.as_ref().unwrap().placed().is_empty();
            for (s, en) in said {
                assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                let claim = pick(*en, "every one was rejected", "每个数字都被排除了");
                assert_eq!(s.contains(claim), every_rejected, "{ctx}: {s}");
            }
        }
        Caption::Backtrack {
            cell,
            digit,
            restored,
        } => {
            assert_eq!(Some(step), firsts.undo, "{ctx}");
            assert_eq!(
                event,
                Traced::Undo {
                    cell: cell.index(),
                    digit: *digit
                },
                "{ctx}"
            );
            assert_eq!(*restored, model.search != Search::ForgetRestore, "{ctx}");
            for (s, en) in said {
                assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                assert!(names_digit(s, *digit), "{ctx}: {s}");
                let finished = pick(*en, "finished", "试完");
                assert_eq!(s.contains(finished), *restored && *digit == 9, "{ctx}: {s}");
            }
        }
        Caption::Unwinding { dead_ends, back } => {
            let levels = dead_ends.len();
            let found = firsts
                .chains
                .iter()
                .find(|&&(n, _)| n == levels)
                .map(|&(_, s)| s);
            assert_eq!(Some(step), found, "{ctx}: {:?}", firsts.chains);
            let Traced::Undo { cell, .. } = event else {
                panic!("{ctx}: {event:?}")
            };
            assert_eq!(cell, back.index(), "{ctx}");
            // The dead ends since the last placement, as the trace has them.
            let since = events[..step as usize]
                .iter()
                .rposition(|e| matches!(e, Traced::Place { .. } | Traced::Enter { .. }))
                .unwrap();
            let traced: Vec<usize> = events[since + 1..step as usize]
                .iter()
                .filter_map(|e| match e {
                    Traced::DeadEnd { cell } => Some(*cell),
                    _ => None,
                })
                .collect();
            let claimed: Vec<usize> = dead_ends.iter().map(|c| c.index()).collect();
            assert_eq!(traced, claimed, "{ctx}");
            for (s, en) in said {
                let mut named = claimed.clone();
                named.push(back.index());
                assert_eq!(cells_named(s), named, "{ctx}: {s}");
                let levels_said = match en {
                    true => format!("unwinds {levels} levels"),
                    false => format!("连退 {levels} 层"),
                };
                assert!(s.contains(&levels_said), "{ctx}: {s}");
            }
        }
        Caption::StaleReject {
            cell,
            digit,
            reason,
        } => {
            assert_eq!(Some(step), firsts.stale, "{ctx}");
            assert_eq!(
                event,
                Traced::Reject {
                    cell: cell.index(),
                    digit: *digit,
                    reason: kind_of(*reason),
                    by: None
                },
                "{ctx}"
            );
            assert!(
                model
                    .holders(cell.index(), kind_of(*reason), *digit)
                    .is_empty(),
                "{ctx}"
            );
            for (s, en) in said {
                assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                assert!(
                    names_digit(s, *digit) && s.contains(unit_word(*reason, *en)),
                    "{ctx}: {s}"
                );
            }
        }
        Caption::CompleteUndo { cell, digit } => {
            assert_eq!(Some(step), firsts.complete_undo, "{ctx}");
            assert_eq!(
                event,
                Traced::Undo {
                    cell: cell.index(),
                    digit: *digit
                },
                "{ctx}"
            );
            for (s, _) in said {
                assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                assert!(names_digit(s, *digit), "{ctx}: {s}");
            }
        }
        Caption::Skipped { cell, skipped } => {
            assert_eq!(Some(step), firsts.skip, "{ctx}");
            let Traced::Enter { cell: entered, .. } = event else {
                panic!("{ctx}")
            };
            assert_eq!(entered, cell.index(), "{ctx}");
            let top = model.stack.last().unwrap();
            let passed: Vec<usize> = (0..81)
                .filter(|&c| model.grid[c] == 0 && top.passed_over & 1 << c != 0)
                .collect();
            let claimed: Vec<usize> = skipped.iter().map(|c| c.index()).collect();
            assert_eq!(passed, claimed, "{ctx}");
            for (s, _) in said {
                let mut named = vec![cell.index()];
                named.extend(&claimed);
                assert_eq!(cells_named(s), named, "{ctx}: {s}");
            }
        }
        Caption::Fewest { cell, candidates } => {
            assert_eq!(Some(step), firsts.enter, "{ctx}");
            let Traced::Enter { cell: entered, .. } = event else {
                panic!("{ctx}")
            };
            assert_eq!(entered, cell.index(), "{ctx}");
            assert_eq!(model.candidates(entered), *candidates as usize, "{ctx}");
            // Fewer than, or as few as, every other empty cell.
            let fewest = (0..81)
                .filter(|&c| model.grid[c] == 0)
                .map(|c| model.candidates(c))
                .min()
                .unwrap();
            assert_eq!(fewest, *candidates as usize, "{ctx}");
            for (s, _) in said {
                assert_eq!(cells_named(s), [entered], "{ctx}: {s}");
                assert!(names_digit(s, *candidates), "{ctx}: {s}");
            }
        }
        Caption::Forced { cell, digit, rule } => {
            assert_eq!(Some(step), firsts.force, "{ctx}");
            let rule_kind = match rule {
                crate::engine::ForceRule::OnlyCandidate => None,
                crate::engine::ForceRule::OnlyPlace(kind) => Some(kind_of(*kind)),
            };
            assert_eq!(
                event,
                Traced::Force {
                    cell: cell.index(),
                    digit: *digit,
                    rule: rule_kind
                },
                "{ctx}"
            );
            // No guess came before it: forced from the givens and the
            // forced moves before it.
            assert_eq!(model.placements, 0, "{ctx}");
            for (s, en) in said {
                assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                assert!(names_digit(s, *digit), "{ctx}: {s}");
                if let Some(kind) = rule_kind {
                    let unit_said = match (kind, en) {
                        (TracedUnit::Row, true) => format!("row {}", cell.row() + 1),
                        (TracedUnit::Column, true) => format!("column {}", cell.col() + 1),
                        (TracedUnit::Box, true) => format!("box {}", cell.box_index() + 1),
                        (TracedUnit::Row, false) => format!("第 {} 行", cell.row() + 1),
                        (TracedUnit::Column, false) => format!("第 {} 列", cell.col() + 1),
                        (TracedUnit::Box, false) => format!("第 {} 宫", cell.box_index() + 1),
                    };
                    assert!(s.contains(&unit_said), "{ctx}: {s}");
                }
            }
        }
        Caption::Wipeout { cell, by, digit } => {
            assert_eq!(Some(step), firsts.wipeout, "{ctx}");
            assert_eq!(
                event,
                Traced::Wipeout {
                    cell: cell.index(),
                    by: by.map(|b| b.index())
                },
                "{ctx}"
            );
            // The checker's own tables: no digit fits the cell.
            assert_eq!(model.candidates(cell.index()), 0, "{ctx}");
            if let Some(by) = by {
                assert_eq!(model.grid[by.index()], *digit, "{ctx}");
                // "takes it back at once": the next event undoes it.
                assert_eq!(
                    events.get(step as usize),
                    Some(&Traced::Undo {
                        cell: by.index(),
                        digit: *digit
                    }),
                    "{ctx}"
                );
            }
            for (s, _) in said {
                let mut named: Vec<usize> = by.iter().map(|b| b.index()).collect();
                named.push(cell.index());
                let said_cells = cells_named(s);
                for c in &named {
                    assert!(said_cells.contains(c), "{ctx}: {s}");
                }
                assert!(said_cells.iter().all(|c| named.contains(c)), "{ctx}: {s}");
                if by.is_some() {
                    assert!(names_digit(s, *digit), "{ctx}: {s}");
                }
            }
        }
        other => check_end(at, other),
    }
}
