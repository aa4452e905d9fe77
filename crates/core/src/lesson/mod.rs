//! Lessons: a puzzle, a search (a strategy or a bug-lab mistake) and a
//! sequence of stops, each a place in the search and a caption.
//!
//! A built-in lesson never names a step: each stop is a [`Finder`] ("the
//! first dead end", "the first backtrack that unwinds three levels") run
//! over the engine's events, so the lesson stays true on another puzzle.
//! A caption is data — what kind of sentence, and the values read off the
//! search at the stop's step ([`Caption`]); the catalogue's lesson area
//! words it, and the narration's checker checks it against the trace.
//! A teacher's own stops name their step and carry their own text; they
//! are read from and written to a small plain-text lesson file
//! ([`file`], documented in docs/lessons.md).
//!
//! This module is part of the core: it imports nothing of the app and no
//! catalogue. A lesson file is data: nothing here runs a program; a stop
//! that would watch a learner's solver only names the file.

mod builtin;
pub mod file;
mod finder;
pub mod open;

pub use builtin::BuiltIn;
#[cfg(any(test, feature = "test-fixtures"))]
pub use finder::{Finder, find};

use std::path::PathBuf;

use crate::engine::{Engine, ForceRule, Mistake, Outcome, Strategy};
use crate::grid::{Cell, Grid, UnitKind};
use crate::tables::Conflict;

/// Which search a lesson shows: the correct search with a strategy, or the
/// row-major search making one of the bug lab's mistakes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SearchKind {
    /// The correct search.
    Strategy(Strategy),
    /// The bug lab's mistake (row-major, or forward checking for
    /// forget-candidates).
    Mistake(Mistake),
}

impl SearchKind {
    /// Every search, in the order a lesson file's `search` line lists them.
    pub const ALL: [SearchKind; 10] = [
        SearchKind::Strategy(Strategy::RowMajor),
        SearchKind::Strategy(Strategy::MostConstrained),
        SearchKind::Mistake(Mistake::ForgetRestore),
        SearchKind::Mistake(Mistake::ForgetFlag),
        SearchKind::Mistake(Mistake::RestartColumn),
        SearchKind::Strategy(Strategy::ForwardChecking),
        SearchKind::Strategy(Strategy::ForwardCheckingMrv),
        SearchKind::Strategy(Strategy::Singles),
        SearchKind::Strategy(Strategy::SinglesMrv),
        SearchKind::Mistake(Mistake::ForgetCandidates),
    ];

    /// The name a lesson file writes: `row-major`, `forget-flag`, …
    pub const fn name(self) -> &'static str {
        match self {
            SearchKind::Strategy(s) => s.name(),
            SearchKind::Mistake(m) => m.name(),
        }
    }

    /// The search of this name.
    pub fn from_name(name: &str) -> Option<SearchKind> {
        SearchKind::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The strategy the search picks cells by (a mistake's own:
    /// [`Mistake::strategy`]).
    pub const fn strategy(self) -> Strategy {
        match self {
            SearchKind::Strategy(s) => s,
            SearchKind::Mistake(m) => m.strategy(),
        }
    }

    /// The mistake; `None` for the correct search.
    pub const fn mistake(self) -> Option<Mistake> {
        match self {
            SearchKind::Strategy(_) => None,
            SearchKind::Mistake(m) => Some(m),
        }
    }

    /// The engine of this search at step 0; refused when givens conflict.
    pub fn engine(self, puzzle: &Grid) -> Result<Engine, Conflict> {
        match self {
            SearchKind::Strategy(s) => Engine::new(puzzle, s),
            SearchKind::Mistake(m) => Engine::with_mistake(puzzle, m),
        }
    }
}

/// Where a stop stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// In the editor, before any search (the first lesson's tables and
    /// conflict).
    Editor,
    /// On the solve screen at this step.
    Step(u64),
}

/// What a stop says: the kind of sentence and the values read off the
/// search (or the editor's grid) at the stop. The catalogue words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Caption {
    /// The row, column and box tables, and what each holds.
    Tables,
    /// The first conflict of the grid, found through the tables.
    Conflict(Conflict),
    /// The search is refused while a conflict stands.
    Refused(Conflict),
    /// The quiz's question at `cell`: what will the search do here?
    Ask { cell: Cell },
    /// The first placement.
    Placement { cell: Cell, digit: u8 },
    /// A rejection by a table, and the cell holding the digit there.
    Rejection {
        cell: Cell,
        digit: u8,
        reason: UnitKind,
        by: Cell,
    },
    /// A cell where no digit fits.
    DeadEnd { cell: Cell },
    /// A digit taken back; `restored`: the tables were unmarked too (false
    /// only under forget-restore).
    Backtrack {
        cell: Cell,
        digit: u8,
        restored: bool,
    },
    /// One backtrack that unwound several levels: the cells that dead-ended
    /// in order, and the cell the search is back at.
    Unwinding { dead_ends: Vec<Cell>, back: Cell },
    /// A reject by a table entry no cell backs (forget-restore).
    StaleReject {
        cell: Cell,
        digit: u8,
        reason: UnitKind,
    },
    /// A digit taken back from a complete grid (forget-flag).
    CompleteUndo { cell: Cell, digit: u8 },
    /// The cell a restart-column scan found, and the empty cells it passed.
    Skipped { cell: Cell, skipped: Vec<Cell> },
    /// The cell most-constrained picked, and its candidates.
    Fewest { cell: Cell, candidates: u8 },
    /// The end of the search.
    End {
        outcome: Outcome,
        steps: u64,
        placements: u64,
        undos: u64,
        /// Cells left empty at a "solved" (restart-column's false one).
        empty: usize,
        /// Rejects by stale table entries (forget-restore): digits that
        /// fitted were never tried, so an end proves nothing.
        stale_rejects: u64,
    },
    /// The end, beside the row-major search's end on the same puzzle.
    Compared { steps: u64, row_major_steps: u64 },
    /// The first forced placement: `digit` at `cell`, and why nothing
    /// else could go there.
    Forced {
        cell: Cell,
        digit: u8,
        rule: ForceRule,
    },
    /// The first wipeout: `cell` left with no candidate right after
    /// `digit` was placed at `by` (`None`, and 0: by the givens alone).
    Wipeout {
        cell: Cell,
        by: Option<Cell>,
        digit: u8,
    },
    /// The end of a propagating search: its events, guesses, forced
    /// placements and backtracks (no guess: propagation alone solved it).
    Propagated {
        outcome: Outcome,
        steps: u64,
        guesses: u64,
        forced: u64,
        backtracks: u64,
    },
    /// The race that opens here: each strategy with the events its search
    /// takes to its end on this puzzle, in the race's order.
    Race { totals: Vec<(Strategy, u64)> },
    /// `sudoku-dfs watch FILE` compares a learner's solver with this
    /// search; `file`, when a lesson names one, is asked about before
    /// anything runs.
    Watch { file: Option<PathBuf> },
    /// A teacher's own words.
    Own(String),
}

/// One stop of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    pub place: Place,
    pub caption: Caption,
    /// The quiz asks its question here (the caption is the question).
    pub ask: bool,
    /// The search this stop shows when it is not the lesson's (a lesson
    /// that compares searches: forward checking's wipeout, then singles').
    pub search: Option<SearchKind>,
}

/// A lesson's title: a built-in lesson's (worded by the catalogue) or a
/// teacher's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Title {
    BuiltIn(BuiltIn),
    Own(String),
}

/// A lesson ready to show: its stops found on its puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub title: Title,
    pub puzzle: Grid,
    pub search: SearchKind,
    pub stops: Vec<Stop>,
}

impl Lesson {
    /// The search stop `i` shows: its own, or the lesson's.
    pub fn search_at(&self, i: usize) -> SearchKind {
        self.stops
            .get(i)
            .and_then(|s| s.search)
            .unwrap_or(self.search)
    }

    /// A teacher's lesson with no stops yet, on `puzzle`.
    pub fn own(title: String, puzzle: Grid, search: SearchKind) -> Lesson {
        Lesson {
            title: Title::Own(title),
            puzzle,
            search,
            stops: Vec::new(),
        }
    }

    /// Adds a stop at `place` with the teacher's `caption`, after the last
    /// stop at or before it (a stop already at that step gets the new
    /// caption; an editor stop goes after the editor stops there are);
    /// returns its index.
    pub fn mark(&mut self, place: Place, caption: String) -> usize {
        if let Place::Step(_) = place
            && let Some(i) = self.stops.iter().position(|s| s.place == place)
        {
            self.stops[i].caption = Caption::Own(caption);
            self.stops[i].ask = false;
            return i;
        }
        // After the last stop at or before `place`: step order when the
        // stops are in step order, and near its neighbours in time when a
        // teacher has put them in an order of their own.
        let at = self
            .stops
            .iter()
            .rposition(|s| s.place <= place)
            .map_or(0, |i| i + 1);
        self.stops.insert(
            at,
            Stop {
                place,
                caption: Caption::Own(caption),
                ask: false,
                search: None,
            },
        );
        at
    }

    /// Gives stop `i` the teacher's `caption` (a built-in stop's words
    /// become the teacher's own; a question stays a question). False when
    /// there is no such stop.
    pub fn recaption(&mut self, i: usize, caption: String) -> bool {
        match self.stops.get_mut(i) {
            Some(stop) => {
                stop.caption = Caption::Own(caption);
                true
            }
            None => false,
        }
    }

    /// Takes stop `i` out of the lesson.
    pub fn remove(&mut self, i: usize) -> Option<Stop> {
        (i < self.stops.len()).then(|| self.stops.remove(i))
    }

    /// Moves stop `i` one place earlier (`up`) or later in the lesson's
    /// order, which is the order → shows them in, whatever their steps;
    /// returns its new index, `None` when it cannot move that way.
    pub fn move_stop(&mut self, i: usize, up: bool) -> Option<usize> {
        let to = match up {
            true => i.checked_sub(1)?,
            false => i + 1,
        };
        if i >= self.stops.len() || to >= self.stops.len() {
            return None;
        }
        self.stops.swap(i, to);
        Some(to)
    }
}

#[cfg(test)]
mod tests;
