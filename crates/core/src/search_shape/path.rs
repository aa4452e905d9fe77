//! The path: for each level of the stack, its cell and what happened to each
//! of its nine digits so far. Derived from the stack alone: while a level is
//! on the stack the levels above it (its ancestors) hold still, so a digit
//! it tried was rejected exactly when the tables built from the givens and
//! those ancestors hold it, and otherwise it was placed and failed deeper.

use crate::engine::Tried;
use crate::grid::{Cell, UnitKind};
use crate::search::Search;
use crate::tables::Tables;

/// What happened to one digit at one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A table held it; the first of row, column, box that did.
    Rejected(UnitKind),
    /// It was placed, and the search beneath it failed.
    Failed,
    /// Rejected by a table entry no cell of its unit backs: a stale claim
    /// (forget-restore), not a failure.
    Stale(UnitKind),
    /// A learner's search refused it though no row, column or box held it.
    Refused,
    /// On the grid now: the path goes on through it.
    Current,
    /// Not tried yet.
    Untried,
}

/// One level of the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub cell: Cell,
    /// Digits 1 to 9, at indexes 0 to 8.
    pub marks: [Mark; 9],
    /// A forced move's level: its one digit was placed without a guess, so
    /// none of the others is left to try.
    pub forced: bool,
}

impl Level {
    /// How many digits carry a mark of this kind (any table, for rejects).
    pub fn count(&self, kind: fn(Mark) -> bool) -> usize {
        self.marks.iter().filter(|&&m| kind(m)).count()
    }
    #[cfg(any(test, feature = "test-fixtures"))]
    pub fn rejected(&self) -> usize {
        self.count(|m| matches!(m, Mark::Rejected(_)))
    }
    #[cfg(any(test, feature = "test-fixtures"))]
    pub fn failed(&self) -> usize {
        self.count(|m| m == Mark::Failed)
    }
    pub fn untried(&self) -> usize {
        if self.forced {
            return 0;
        }
        self.count(|m| m == Mark::Untried)
    }
}

/// Every level of the search's stack, the root first.
pub fn path(search: &dyn Search) -> Vec<Level> {
    let mut tables = Tables::from_grid(&search.grid().givens_only());
    search
        .stack()
        .iter()
        .map(|frame| {
            let cell = frame.cell();
            let tried = frame.digit();
            let on_grid = tried != 0 && search.state().digit(cell) == tried;
            let mut marks = [Mark::Untried; 9];
            for (i, mark) in marks.iter_mut().enumerate() {
                let digit = i as u8 + 1;
                // Not tried at this visit: above the last one tried, or
                // below it for a learner's visit going 9 down to 1.
                *mark = if frame.tried(digit) == Tried::Not {
                    Mark::Untried
                } else if digit == tried && on_grid {
                    Mark::Current
                } else {
                    match (tables.rejecting_unit(cell, digit), frame.tried(digit)) {
                        (Some(unit), _) => Mark::Rejected(unit.kind()),
                        // Rejected, though no cell holds it: not "failed",
                        // which says it was placed.
                        (None, Tried::Rejected(_)) if search.is_learners() => Mark::Refused,
                        (None, Tried::Rejected(kind)) => Mark::Stale(kind),
                        (None, _) => Mark::Failed,
                    }
                };
            }
            if on_grid {
                tables.mark(cell, tried);
            }
            Level {
                cell,
                marks,
                forced: frame.forced().is_some(),
            }
        })
        .collect()
}
