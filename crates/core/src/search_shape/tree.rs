//! The search tree explored so far, as an icicle: one row per depth, each
//! node a choice (a cell and the digit placed there), as wide as the events
//! spent beneath it.
//!
//! Built from any search behind the seam: the engine, or a recording of
//! one made elsewhere (a `trace`, a learner's program), read the same way.
//!
//! Exact at any scale, and bounded: nothing is kept over the search. The
//! icicle is built top-down from the stacks of the past
//! ([`Search::stack_at`], [`Search::for_each_event`]: for the engine, the
//! nearest snapshot and at most one snapshot interval of replay each; for
//! a recording, its nearest kept state and at most one interval of its
//! list). The children of a node (the
//! digits placed at the next cell) come one after another, each on the
//! grid for one interval of steps, because the search is depth-first: the
//! first is placed after the parent's placement with only an enter and
//! rejects between (a dozen events for the engine), found by a short
//! replay; where it ends (its undo) is found by bisection on the stacks
//! ([`extent`]); the next is placed after that undo with only rejects
//! between, and so on. So every child of a drawn node gets its
//! exact event count, at a cost of one bisection per child.
//!
//! Aggregation by depth and digit beyond what fits: a row's columns map
//! steps linearly, and children narrower than [`MIN_WIDTH`] columns are
//! merged with their narrow neighbours (a run of neighbouring digits) into
//! one aggregate node with the sum of their events; the rows below go on
//! only under nodes drawn on their own. So the work and the memory are
//! bounded by the rows shown times the nodes drawn per row times nine
//! digits, whatever the length of the search: no per-node state is kept
//! between draws. A child on the current path is never merged, so the
//! path stays visible to its last level.
//!
//! A propagating search places forced moves after a guess (and the givens'
//! before the first), one after another with nothing else between: such a
//! chain is one node, the chain of choices, drawn in one row; it opens in
//! its details (every move of it, with its rule). So a level of the tree is
//! a guess or a whole chain, and a row's depth counts those levels, not the
//! digits on the grid ([`levels`]).

use std::ops::Range;

use crate::engine::{Event, Frame, Outcome};
use crate::grid::Cell;
use crate::search::Search;

/// A choice: the cell and the digit placed there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The cell the choice fills.
    pub cell: Cell,
    /// The digit placed there.
    pub digit: u8,
    /// Placed by propagation (the only choice left), not guessed.
    pub forced: bool,
}

/// The levels of the tree a path goes down: one per guess, one per chain
/// of forced moves (a run of them with no guess between).
pub fn levels(path: &[Choice]) -> usize {
    path.iter()
        .enumerate()
        .filter(|&(i, c)| !c.forced || i == 0 || !path[i - 1].forced)
        .count()
}

/// The choices on the grid at a step, the root's first.
pub fn path_at(search: &dyn Search, step: u64) -> Vec<Choice> {
    let (frames, placed) = search.stack_at(step);
    choices(&frames[..placed])
}

fn choices(frames: &[Frame]) -> Vec<Choice> {
    frames
        .iter()
        .map(|f| Choice {
            cell: f.cell(),
            digit: f.digit(),
            forced: f.forced().is_some(),
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

/// Children narrower than this (in columns) are merged with their narrow
/// neighbours into one aggregate node.
pub const MIN_WIDTH: usize = 2;

/// One node as drawn: a run of columns in one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The first column of the run.
    pub first_column: usize,
    /// Columns; 0 for a node too small to show even merged.
    pub width: usize,
    /// The choices from the root down to this node; for an aggregate, down
    /// to its first choice.
    pub path: Vec<Choice>,
    /// How it relates to where the search is now.
    pub fate: Fate,
    /// The steps it covers: from its (first) placement to its (last) undo,
    /// or one past the current step.
    pub steps: Range<u64>,
    /// The events beneath it: the length of `steps` for one choice; for an
    /// aggregate, the sum of its choices' (the parent's rejects between
    /// them are the parent's own).
    pub events: u64,
    /// The digits of an aggregate, in order (two or more); empty for one
    /// choice.
    pub merged: Vec<u8>,
}

impl Run {
    /// The choice the node stands for; a chain's first forced move.
    pub fn choice(&self) -> Choice {
        self.chain()
            .first()
            .copied()
            .unwrap_or_else(|| *self.path.last().expect("a run is at least one level deep"))
    }

    /// A chain node's forced moves, in order; empty for a guess.
    pub fn chain(&self) -> &[Choice] {
        let guesses = self
            .path
            .iter()
            .rposition(|c| !c.forced)
            .map_or(0, |i| i + 1);
        &self.path[guesses..]
    }

    /// Whether it stands for several narrow nodes merged.
    pub fn is_aggregate(&self) -> bool {
        !self.merged.is_empty()
    }

    /// Its depth in the tree: 0 for a choice at the root's cell (the row
    /// `d 0`); a chain of forced moves is one level.
    pub fn depth(&self) -> usize {
        levels(&self.path) - 1
    }

    /// The choices down to the node's parent.
    pub fn parent(&self) -> &[Choice] {
        &self.path[..self.path.len() - self.chain().len().max(1)]
    }
}

/// The icicle of the steps `range`, rows from depth `top` down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Icicle {
    /// The steps the icicle shows.
    pub range: Range<u64>,
    /// The depth of its first row (in levels: a chain is one).
    pub top: usize,
    /// Its width in columns.
    pub columns: usize,
    /// `rows[r]` holds the runs at depth `top + r`, left to right.
    pub rows: Vec<Vec<Run>>,
    /// Digits not yet tried at each depth of the current path (`None`
    /// where the current path is not that deep), the "unexplored" rest.
    pub untried: Vec<Option<usize>>,
}

/// A node's children within `within` (capped at one past the current
/// step): each node's choices (one guess, or a chain of forced moves) and
/// the steps it is on the grid, in order. `from` is a step at or after the
/// parent's placement at which none of them is on the grid yet. Exact: a
/// short replay finds each placement, a bisection each undo.
pub fn children(
    search: &dyn Search,
    parent: &[Choice],
    within: Range<u64>,
    from: u64,
) -> Vec<(Vec<Choice>, Range<u64>)> {
    let end = within.end.min(search.step_number() + 1);
    let mut found = Vec::new();
    let mut cursor = from;
    let mut path = parent.to_vec();
    while cursor + 1 < end {
        // The next placement at this depth comes after an enter and
        // rejects only (at most eight, in the engine's search); anything
        // else first means the parent is done (a dead end, and its own
        // undo; a solution).
        // Forced moves come right after the placement before them, one
        // after another: a chain, ended by the first other event.
        let mut next: Option<u64> = None;
        let mut node: Vec<Choice> = Vec::new();
        search.for_each_event(cursor, end - 1, &mut |step, event| match *event {
            Event::Place { cell, digit } if node.is_empty() => {
                next = Some(step);
                node.push(Choice {
                    cell,
                    digit,
                    forced: false,
                });
                false
            }
            Event::Force { cell, digit, .. } => {
                next.get_or_insert(step);
                node.push(Choice {
                    cell,
                    digit,
                    forced: true,
                });
                true
            }
            Event::Enter { .. } | Event::Reject { .. } => node.is_empty(),
            _ => false,
        });
        let Some(placed) = next else { break };
        let last_placed = placed + node.len() as u64 - 1;
        path.extend(&node);
        if path_at(search, last_placed) != path {
            // Deeper or shallower: `within` went past the parent's end.
            break;
        }
        // The node leaves the grid when its first choice does (a chain's
        // moves are taken back last first, the first one last).
        path.truncate(parent.len() + 1);
        let undone = first_without(search, &path, placed, end);
        path.truncate(parent.len());
        found.push((node, placed..undone));
        cursor = undone;
    }
    found
}

/// The first step in `(inside, end)` at which `path` is no longer on the
/// grid, or `end`: by bisection, since the steps it is on the grid form
/// one interval.
fn first_without(search: &dyn Search, path: &[Choice], inside: u64, end: u64) -> u64 {
    let (mut lo, mut hi) = (inside + 1, end);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if path_at(search, mid).starts_with(path) {
            lo = mid + 1
        } else {
            hi = mid
        }
    }
    lo
}

/// The icicle of the children of `parent` (the root's when empty) within
/// the steps `range` and everything drawn beneath them, `columns` wide and
/// at most `rows` deep: the top row is at depth `parent.len()`.
pub fn icicle(
    search: &dyn Search,
    parent: &[Choice],
    range: Range<u64>,
    columns: usize,
    rows: usize,
) -> Icicle {
    icicle_unless(search, parent, range, columns, rows, &|| false).expect("never given up")
}

/// [`icicle`], given up (`None`) as soon as `given_up` says so: it is asked
/// before each parent's children are looked for (a few bisections each), so
/// a build nobody waits for any more stops within milliseconds.
pub fn icicle_unless(
    search: &dyn Search,
    parent: &[Choice],
    range: Range<u64>,
    columns: usize,
    rows: usize,
    given_up: &dyn Fn() -> bool,
) -> Option<Icicle> {
    let now = search.step_number();
    let range = range.start.min(now)..range.end.min(now + 1);
    let span = range.end.saturating_sub(range.start).max(1);
    let top = levels(parent);
    let current = choices(&search.stack()[..search.depth() as usize]);
    // Only a search that ended on a solution has a solution's path: one
    // cut short (a recording stopped at a limit) is still under way.
    let solved = search.outcome() == Some(Outcome::Solved);
    let column = |step: u64| {
        let offset = step.clamp(range.start, range.end) - range.start;
        (u128::from(offset) * columns as u128 / u128::from(span)) as usize
    };
    let fate = |path: &[Choice]| match (current.starts_with(path), solved) {
        (false, _) => Fate::Failed,
        (true, false) => Fate::Current,
        (true, true) => Fate::Solution,
    };
    // The parents of the next row: their choices, the steps to look in,
    // and a step before their first child.
    let from = if range.start > 0 && path_at(search, range.start).len() > parent.len() {
        range.start - 1
    } else {
        range.start
    };
    let mut parents: Vec<(Vec<Choice>, Range<u64>, u64)> =
        vec![(parent.to_vec(), range.clone(), from)];
    let mut icicle_rows = Vec::with_capacity(rows);
    for _ in 0..rows {
        let mut row = Vec::new();
        for (path, within, from) in &parents {
            if given_up() {
                return None;
            }
            let kids = children(search, path, within.clone(), *from);
            row.extend(lay_out(path, &kids, &column, &fate));
        }
        if row.is_empty() {
            break;
        }
        parents = row
            .iter()
            .filter(|run| {
                !run.is_aggregate() && (run.width >= MIN_WIDTH || run.fate != Fate::Failed)
            })
            // A chain's children come after its last forced move.
            .map(|run| {
                let last_placed = run.steps.start + run.chain().len().saturating_sub(1) as u64;
                (run.path.clone(), run.steps.clone(), last_placed)
            })
            .collect();
        icicle_rows.push(row);
    }
    // The current path's levels of the tree: a guess's untried digits are
    // its stack level's; a chain has none to try.
    let path = crate::search_shape::path::path(search);
    let guess_levels: Vec<Option<usize>> = (0..current.len())
        .filter(|&i| !current[i].forced || i == 0 || !current[i - 1].forced)
        .map(|i| (!current[i].forced).then_some(i))
        .collect();
    let untried = (top..top + icicle_rows.len())
        .map(|depth| {
            guess_levels
                .get(depth)
                .copied()
                .flatten()
                .and_then(|i| path.get(i).map(|level| level.untried()))
        })
        .collect();
    Some(Icicle {
        range,
        top,
        columns,
        rows: icicle_rows,
        untried,
    })
}

/// One parent's children as runs: each wide one (or on the current path)
/// on its own, each stretch of narrow neighbours merged into one.
fn lay_out(
    parent: &[Choice],
    kids: &[(Vec<Choice>, Range<u64>)],
    column: &impl Fn(u64) -> usize,
    fate: &impl Fn(&[Choice]) -> Fate,
) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    let mut path = parent.to_vec();
    for (node, steps) in kids {
        path.extend(node);
        let choice = node[0];
        let (first, last) = (column(steps.start), column(steps.end));
        let node_fate = fate(&path);
        let events = steps.end - steps.start;
        // A chain is never merged: it is its parent's only child.
        let narrow = last - first < MIN_WIDTH && node_fate == Fate::Failed && !choice.forced;
        match runs.last_mut() {
            // A narrow one next to a narrow one (or to an aggregate of
            // them): merged.
            Some(prev)
                if prev.chain().is_empty()
                    && (narrow && prev.fate == Fate::Failed && prev.width < MIN_WIDTH
                        || narrow && prev.is_aggregate()) =>
            {
                if prev.merged.is_empty() {
                    prev.merged.push(prev.choice().digit);
                }
                prev.merged.push(choice.digit);
                prev.steps.end = steps.end;
                prev.events += events;
                prev.width = last.saturating_sub(prev.first_column);
            }
            _ => {
                let first = match runs.last() {
                    // The current path's node gets a column even when it
                    // has few events: the last one of its parent's.
                    Some(prev) => first.max(prev.first_column + prev.width),
                    None => first,
                };
                let last = if node_fate == Fate::Failed {
                    last
                } else {
                    last.max(first + 1)
                };
                runs.push(Run {
                    first_column: first,
                    width: last.saturating_sub(first),
                    path: path.clone(),
                    fate: node_fate,
                    steps: steps.clone(),
                    events,
                    merged: Vec::new(),
                });
            }
        }
        path.truncate(parent.len());
    }
    runs
}

/// The steps at which the choices `path` are on the grid: from the step of
/// the last one's placement to the step of its undo (or one past the
/// current step when it is still there). `inside` is a step at which it is.
/// The number of events beneath the node is the length of this range.
pub fn extent(search: &dyn Search, path: &[Choice], inside: u64) -> Range<u64> {
    let now = search.step_number();
    let holds = |step: u64| path_at(search, step).starts_with(path);
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
