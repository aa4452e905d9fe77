//! The trace as the checker reads it: each JSON line an event ([`Traced`]),
//! units named as the trace names them ([`TracedUnit`]), and the cells of
//! a cell's row, column and box.

use super::json::{Object, parse};

/// A unit of the grid, as the trace names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TracedUnit {
    Row,
    Column,
    Box,
}

impl TracedUnit {
    fn from_name(name: &str) -> TracedUnit {
        match name {
            "row" => TracedUnit::Row,
            "column" => TracedUnit::Column,
            "box" => TracedUnit::Box,
            other => panic!("reason {other:?}"),
        }
    }
}

/// One event of the trace; cells are indexes 0-80.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Traced {
    Enter {
        cell: usize,
        depth: u8,
    },
    Place {
        cell: usize,
        digit: u8,
    },
    /// `by`: the holding cell the trace names; `None` when it says stale.
    Reject {
        cell: usize,
        digit: u8,
        reason: TracedUnit,
        by: Option<usize>,
    },
    Undo {
        cell: usize,
        digit: u8,
    },
    DeadEnd {
        cell: usize,
    },
    /// `rule`: `None` for the cell's only candidate, the unit kind for
    /// the digit's only place in that unit.
    Force {
        cell: usize,
        digit: u8,
        rule: Option<TracedUnit>,
    },
    /// `by`: the placement the trace names, if any.
    Wipeout {
        cell: usize,
        by: Option<usize>,
    },
    Solved,
    Exhausted,
}

impl Traced {
    pub fn cell(&self) -> Option<usize> {
        match *self {
            Traced::Enter { cell, .. }
            | Traced::Place { cell, .. }
            | Traced::Reject { cell, .. }
            | Traced::Undo { cell, .. }
            | Traced::DeadEnd { cell }
            | Traced::Force { cell, .. }
            | Traced::Wipeout { cell, .. } => Some(cell),
            _ => None,
        }
    }
}

fn cell_of(o: &Object, row: &str, col: &str) -> usize {
    let (r, c) = (o.number(row), o.number(col));
    assert!((1..=9).contains(&r) && (1..=9).contains(&c));
    ((r - 1) * 9 + c - 1) as usize
}

/// The events of a trace, one a line, numbered from 1 without gaps.
pub fn read_trace(text: &str) -> Vec<Traced> {
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            let o = parse(line);
            assert_eq!(o.number("step"), i as u64 + 1, "{line}");
            let cell = || cell_of(&o, "row", "col");
            let digit = || {
                let d = o.number("digit");
                assert!((1..=9).contains(&d), "{line}");
                d as u8
            };
            match o.text("event") {
                "enter" => Traced::Enter {
                    cell: cell(),
                    depth: o.number("depth") as u8,
                },
                "place" => Traced::Place {
                    cell: cell(),
                    digit: digit(),
                },
                "reject" => {
                    let stale = o.flag("stale");
                    // A stale claim has no holder; any other names one.
                    assert_eq!(stale, !o.has("by_row"), "{line}");
                    assert_eq!(o.has("by_row"), o.has("by_col"), "{line}");
                    Traced::Reject {
                        cell: cell(),
                        digit: digit(),
                        reason: TracedUnit::from_name(o.text("reason")),
                        by: (!stale).then(|| cell_of(&o, "by_row", "by_col")),
                    }
                }
                "undo" => Traced::Undo {
                    cell: cell(),
                    digit: digit(),
                },
                "dead_end" => Traced::DeadEnd { cell: cell() },
                "force" => Traced::Force {
                    cell: cell(),
                    digit: digit(),
                    rule: match o.text("rule") {
                        "only_candidate" => None,
                        "only_place_in_row" => Some(TracedUnit::Row),
                        "only_place_in_column" => Some(TracedUnit::Column),
                        "only_place_in_box" => Some(TracedUnit::Box),
                        other => panic!("rule {other:?}"),
                    },
                },
                "wipeout" => {
                    assert_eq!(o.has("by_row"), o.has("by_col"), "{line}");
                    Traced::Wipeout {
                        cell: cell(),
                        by: o.has("by_row").then(|| cell_of(&o, "by_row", "by_col")),
                    }
                }
                "solved" => Traced::Solved,
                "exhausted" => Traced::Exhausted,
                other => panic!("event {other:?}"),
            }
        })
        .collect()
}

pub fn units_of(cell: usize) -> [(TracedUnit, Vec<usize>); 3] {
    let (r, c) = (cell / 9, cell % 9);
    let b = (r / 3) * 3 + c / 3;
    [
        (TracedUnit::Row, (0..9).map(|j| r * 9 + j).collect()),
        (TracedUnit::Column, (0..9).map(|i| i * 9 + c).collect()),
        (
            TracedUnit::Box,
            (0..9)
                .map(|k| ((b / 3) * 3 + k / 3) * 9 + (b % 3) * 3 + k % 3)
                .collect(),
        ),
    ]
}

pub fn unit(cell: usize, kind: TracedUnit) -> Vec<usize> {
    units_of(cell)
        .into_iter()
        .find(|(k, _)| *k == kind)
        .unwrap()
        .1
}
