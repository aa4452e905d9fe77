//! The findings of issue 19, with fixed kinds: what the learner's search
//! does that the classic search does not, each as data (cells, digits,
//! steps) that the catalogue words. The steps are 1-based, as the solve
//! screen counts them.

use std::time::Duration;

mod answer;
mod replay;

pub use answer::wrong_answer;
#[cfg(any(test, feature = "test-fixtures"))]
pub use replay::replay;
pub use replay::{Replay, StaleProof};

use super::compare::{Reference, StaleCause};
use super::observed::{DownwardTry, OffOrder, Overwrite};
use super::run::StopReason;
use super::writes::CellOrder;
use crate::grid::{Cell, UnitKind};

/// The kinds, by their fixed names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FindingKind {
    SameAs,
    AcceptsConflict,
    RefusesCandidate,
    KeepsGoingAfterSolution,
    ReturnsIncomplete,
    NeverClears,
    WriteThenCheck,
    OverwritesWithoutClearing,
    CellOrder,
    DigitOrder,
    WrongAnswer,
    OddValues,
    Stopped,
    Error,
    CopiesAnswer,
    NeverTries,
    Propagates,
}

impl FindingKind {
    /// `same-as`, ...: the name `check --json` prints.
    pub const fn name(self) -> &'static str {
        match self {
            FindingKind::SameAs => "same-as",
            FindingKind::AcceptsConflict => "accepts-conflict",
            FindingKind::RefusesCandidate => "refuses-candidate",
            FindingKind::KeepsGoingAfterSolution => "keeps-going-after-solution",
            FindingKind::ReturnsIncomplete => "returns-incomplete",
            FindingKind::NeverClears => "never-clears",
            FindingKind::WriteThenCheck => "write-then-check",
            FindingKind::OverwritesWithoutClearing => "overwrites-without-clearing",
            FindingKind::CellOrder => "cell-order",
            FindingKind::DigitOrder => "digit-order",
            FindingKind::WrongAnswer => "wrong-answer",
            FindingKind::OddValues => "odd-values",
            FindingKind::Stopped => "stopped",
            FindingKind::Error => "error",
            FindingKind::CopiesAnswer => "copies-answer",
            FindingKind::NeverTries => "never-tries",
            FindingKind::Propagates => "propagates",
        }
    }
}

/// Why the learner's code could not run, or stopped running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    ToolMissing {
        program: String,
    },
    Syntax {
        line: u32,
        message: String,
    },
    /// The compiler refused the file: its first lines, and the learner's
    /// lines they name.
    Compile {
        output: Vec<String>,
        lines: Vec<u32>,
    },
    Raised {
        message: String,
        lines: Vec<u32>,
    },
    NoSolver,
    Exited {
        code: Option<i32>,
    },
    /// Ended by a signal it did not get from sudoku-dfs (a crash, or one
    /// sent from outside).
    Killed {
        signal: i32,
    },
}

/// A given the learner's code changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GivenChanged {
    pub cell: Cell,
    pub given: u8,
    /// What it wrote there; `None` for `.`.
    pub written: Option<u8>,
}

/// Two cells of a unit holding the same digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    pub unit: UnitKind,
    pub first: Cell,
    pub second: Cell,
    pub digit: u8,
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    SameAs {
        reference: Reference,
        placements: u64,
        backtracks: u64,
    },
    /// It placed `digit` at `cell` though `holder` in `unit` has it.
    AcceptsConflict {
        step: u64,
        cell: Cell,
        digit: u8,
        unit: UnitKind,
        holder: Cell,
        /// How many such placements in all.
        count: u64,
    },
    /// It refused `digit` at `cell`, which no unit held.
    RefusesCandidate {
        step: u64,
        cell: Cell,
        digit: u8,
        stale: Option<StaleCause>,
        /// How many rejects in all of a digit no unit held (inferred ones
        /// included): every step the watch says "refused".
        count: u64,
        /// The empty cell that `digit` at `cell` would have left with no
        /// candidate: a search that looks ahead (forward checking) passes
        /// over it, so the refusal proves no faulty check.
        wipes_out: Option<Cell>,
    },
    /// The board was full and right at `step`, and `more` events followed.
    KeepsGoingAfterSolution {
        step: u64,
        more: u64,
    },
    /// It returned with `empty` cells empty; `restart_scan` when its cells
    /// were found by the restart-column scan, which passed over them.
    ReturnsIncomplete {
        empty: Vec<Cell>,
        restart_scan: bool,
    },
    /// It went back from a deeper cell leaving its digit on the board.
    NeverClears {
        step: u64,
        cell: Cell,
        digit: u8,
        count: u64,
    },
    /// It wrote a digit, found it conflicting and took it back.
    WriteThenCheck {
        step: u64,
        cell: Cell,
        digit: u8,
        count: u64,
    },
    /// It wrote a digit over another with no `.` between.
    OverwritesWithoutClearing {
        first: Overwrite,
        count: u64,
    },
    /// The cells it fills are not taken in reading order.
    CellOrder {
        order: CellOrder,
        first_off: Option<OffOrder>,
    },
    /// It tries digits in another order than 1 to 9; `mixed`: in an order
    /// that changes from cell to cell (nothing inferred from it).
    DigitOrder {
        descending: bool,
        mixed: bool,
        first: DownwardTry,
    },
    /// It never writes `digit` anywhere, though `digit` fitted at `cell`
    /// (no unit held it) when the search left that cell at `step`: its
    /// digit loop stops short of `digit`.
    NeverTries {
        digit: u8,
        cell: Cell,
        step: u64,
    },
    /// The final board is not a solution of the puzzle.
    WrongAnswer {
        given_changed: Option<GivenChanged>,
        clash: Option<Clash>,
        /// Cells holding something other than a digit or `.`.
        odd: usize,
    },
    /// It wrote something other than the characters `'1'`-`'9'` and `'.'`
    /// (the number 5, say) `count` times, the first at `cell` on the
    /// learner's `line`: no step is read from such a write.
    OddValues {
        count: u64,
        cell: Cell,
        line: Option<u32>,
    },
    Stopped {
        reason: StopReason,
        writes: u64,
        elapsed: Duration,
    },
    Error(Failure),
    /// The board's cells were written by assigning whole rows or the whole
    /// board (`board[r] = g[r]`, `board[:] = ...`, `board = g`): a search run
    /// on a copy, its answer written back. `cells` of the writes are the
    /// copies' (read as placements, though no search made them one by one),
    /// `direct` the code's own; `count` assignments, the first at `line`
    /// where the language tells it.
    CopiesAnswer {
        line: Option<u32>,
        count: u64,
        cells: u64,
        direct: u64,
    },
    /// The board's empty cells were each written once, none cleared, none
    /// written twice, in a way no search on the board explains (in no
    /// order a search follows, or passing over a digit no unit held): an
    /// answer worked out out of sight (a copy, tables of its own) and
    /// written in cell by cell. `cells` writes.
    WrittenBack {
        cells: u64,
    },
    /// Every write is one a propagating search makes, though no engine
    /// search is followed to the end ([`super::propagation_check`]):
    /// `singles`, it fills a cell left with a single candidate while there
    /// is one and guesses only when none is left; else forward checking,
    /// passing over unwritten only digits that would leave an empty cell
    /// with no candidate.
    Propagates {
        singles: bool,
        /// Where it guesses: fewest candidates, reading order, or its own.
        order: CellOrder,
        /// Some tie among cells with the fewest candidates broken another
        /// way than reading order.
        own_ties: bool,
        /// `Some(false)` digits going up, `Some(true)` down, `None` in an
        /// order of its own.
        descending: Option<bool>,
        /// Where the singles search, after the same writes, places a hidden
        /// single and the code writes something else.
        hidden: Option<HiddenSingle>,
    },
}

/// The singles search's hidden single where a naked-singles search writes
/// something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiddenSingle {
    /// 1-based step of the learner's write there.
    pub step: u64,
    pub cell: Cell,
    pub digit: u8,
    pub unit: UnitKind,
    /// The learner's write there: its cell and digit (0 for a clear).
    pub yours: (Cell, u8),
}

impl Finding {
    pub fn kind(&self) -> FindingKind {
        match self {
            Finding::SameAs { .. } => FindingKind::SameAs,
            Finding::AcceptsConflict { .. } => FindingKind::AcceptsConflict,
            Finding::RefusesCandidate { .. } => FindingKind::RefusesCandidate,
            Finding::KeepsGoingAfterSolution { .. } => FindingKind::KeepsGoingAfterSolution,
            Finding::ReturnsIncomplete { .. } => FindingKind::ReturnsIncomplete,
            Finding::NeverClears { .. } => FindingKind::NeverClears,
            Finding::WriteThenCheck { .. } => FindingKind::WriteThenCheck,
            Finding::OverwritesWithoutClearing { .. } => FindingKind::OverwritesWithoutClearing,
            Finding::CellOrder { .. } => FindingKind::CellOrder,
            Finding::DigitOrder { .. } => FindingKind::DigitOrder,
            Finding::WrongAnswer { .. } => FindingKind::WrongAnswer,
            Finding::OddValues { .. } => FindingKind::OddValues,
            Finding::Stopped { .. } => FindingKind::Stopped,
            Finding::Error(_) => FindingKind::Error,
            Finding::CopiesAnswer { .. } | Finding::WrittenBack { .. } => FindingKind::CopiesAnswer,
            Finding::NeverTries { .. } => FindingKind::NeverTries,
            Finding::Propagates { .. } => FindingKind::Propagates,
        }
    }
}
