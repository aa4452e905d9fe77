//! The search tree explored so far, as an icicle: one row per depth, each
//! node a choice (a cell and the digit placed there), as wide as the events
//! spent beneath it.
//!
//! Bounded at any scale: nothing is kept over the search. The icicle is a
//! picture `columns` wide, and column `c` stands for the step in the middle
//! of its share of the range shown; the stack at that step (from
//! [`Engine::stack_at`]: the nearest snapshot and at most one snapshot
//! interval of replay) says which choice covers that column at every depth.
//! So building it costs `columns` replays and `columns x rows` cells of
//! memory, whether the search has a thousand events or 830 million. Nodes
//! too small to own a column's middle step do not show, as in any icicle
//! drawn at a finite width.
//!
//! The exact extent of one node — the step its digit was placed, the step
//! it was undone — is found by bisection on the same stacks
//! ([`extent`]): the steps at which a choice is on the grid form one
//! interval, because the search is depth-first.

use std::ops::Range;

use crate::engine::{Engine, Frame, Outcome};
use crate::grid::Cell;

/// A choice: the cell and the digit placed there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    pub cell: Cell,
    pub digit: u8,
}

/// The choices on the grid at a step, the root's first.
pub fn path_at(engine: &Engine, step: u64) -> Vec<Choice> {
    let (frames, placed) = engine.stack_at(step);
    choices(&frames[..placed])
}

fn choices(frames: &[Frame]) -> Vec<Choice> {
    frames
        .iter()
        .map(|f| Choice {
            cell: f.cell(),
            digit: f.digit(),
        })
        .collect()
}

/// How a node relates to where the search is now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fate {
    /// Tried and abandoned: everything beneath it failed.
    Failed,
    /// On the current path, still being explored.
    Current,
    /// On the path of the solution found.
    Solution,
}

/// One node as drawn: a run of columns in one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub first_column: usize,
    pub width: usize,
    /// The choices from the root down to this node.
    pub path: Vec<Choice>,
    pub fate: Fate,
    /// The step one of its columns stands for: a step at which it is on
    /// the grid, to start [`extent`] from.
    pub sample: u64,
}

impl Run {
    pub fn choice(&self) -> Choice {
        *self.path.last().expect("a run is at least one level deep")
    }
}

/// The icicle of the steps `range`, rows from depth `top` down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Icicle {
    pub range: Range<u64>,
    pub top: usize,
    pub columns: usize,
    /// `rows[r]` holds the runs at depth `top + r`, left to right.
    pub rows: Vec<Vec<Run>>,
    /// Digits not yet tried at each depth of the current path (`None`
    /// where the current path is not that deep), the "unexplored" rest.
    pub untried: Vec<Option<usize>>,
}

/// The icicle of the steps in `range` (capped at the current step), from
/// depth `top`, `columns` wide and at most `rows` deep.
pub fn icicle(
    engine: &Engine,
    range: Range<u64>,
    top: usize,
    columns: usize,
    rows: usize,
) -> Icicle {
    let now = engine.step_number();
    let range = range.start.min(now)..range.end.min(now + 1);
    let span = range.end.saturating_sub(range.start);
    let current = choices(&engine.stack()[..engine.depth() as usize]);
    let solved = engine.outcome() == Some(Outcome::Solved);
    let samples: Vec<(u64, Vec<Choice>)> = (0..columns)
        .map(|c| {
            let step = range.start + (2 * c as u64 + 1) * span / (2 * columns as u64).max(1);
            (step, path_at(engine, step))
        })
        .collect();
    let mut icicle_rows = Vec::with_capacity(rows);
    for depth in top..top + rows {
        let mut runs: Vec<Run> = Vec::new();
        for (column, (step, path)) in samples.iter().enumerate() {
            if path.len() <= depth || span == 0 {
                continue;
            }
            let prefix = &path[..=depth];
            match runs.last_mut() {
                Some(run) if run.first_column + run.width == column && run.path == prefix => {
                    run.width += 1
                }
                _ => {
                    let on_current = current.len() > depth && current[..=depth] == *prefix;
                    let fate = match (on_current, solved) {
                        (false, _) => Fate::Failed,
                        (true, false) => Fate::Current,
                        (true, true) => Fate::Solution,
                    };
                    runs.push(Run {
                        first_column: column,
                        width: 1,
                        path: prefix.to_vec(),
                        fate,
                        sample: *step,
                    });
                }
            }
        }
        if runs.is_empty() && depth > top {
            break;
        }
        icicle_rows.push(runs);
    }
    let path = crate::search_shape::path::path(engine);
    let untried = (top..top + icicle_rows.len())
        .map(|depth| path.get(depth).map(|level| level.untried()))
        .collect();
    Icicle {
        range,
        top,
        columns,
        rows: icicle_rows,
        untried,
    }
}

/// The steps at which the choices `path` are on the grid: from the step of
/// the last one's placement to the step of its undo (or one past the
/// current step when it is still there). `inside` is a step at which it is.
/// The number of events beneath the node is the length of this range.
pub fn extent(engine: &Engine, path: &[Choice], inside: u64) -> Range<u64> {
    let now = engine.step_number();
    let holds = |step: u64| path_at(engine, step).starts_with(path);
    debug_assert!(holds(inside));
    // First step that holds: in (0, inside].
    let (mut lo, mut hi) = (0u64, inside);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if holds(mid) { hi = mid } else { lo = mid + 1 }
    }
    let start = lo;
    // First step after `inside` that does not hold: in (inside, now + 1].
    let (mut lo, mut hi) = (inside + 1, now + 1);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if holds(mid) { lo = mid + 1 } else { hi = mid }
    }
    start..lo
}
