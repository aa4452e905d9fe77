//! The event vocabulary of the search, and the running counts of each kind.

use std::fmt;

use crate::grid::{Cell, UnitKind};

/// How the search chooses the next cell to fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Strategy {
    /// The first empty cell in reading order: the classic LeetCode 37 solution.
    #[default]
    RowMajor,
    /// The empty cell with the fewest candidates; ties go to reading order.
    MostConstrained,
}

impl Strategy {
    /// Both strategies, row-major first.
    pub const ALL: [Strategy; 2] = [Strategy::RowMajor, Strategy::MostConstrained];

    /// `row-major` / `most-constrained`: the name used on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Strategy::RowMajor => "row-major",
            Strategy::MostConstrained => "most-constrained",
        }
    }

    /// The other strategy: what the app's strategy switch goes to.
    pub const fn next(self) -> Strategy {
        match self {
            Strategy::RowMajor => Strategy::MostConstrained,
            Strategy::MostConstrained => Strategy::RowMajor,
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One step of the search. Each mirrors a line of the classic recursive
/// solution; see DESIGN.md, "Event vocabulary".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// The search arrives at the next cell to fill; `depth` = digits the
    /// search has on the grid.
    Enter {
        /// The cell.
        cell: Cell,
        /// Digits on the grid that the search placed.
        depth: u8,
    },
    /// No table holds `digit`: mark the tables, write it, go one level deeper.
    Place {
        /// The cell.
        cell: Cell,
        /// The digit written.
        digit: u8,
    },
    /// A table holds `digit`: `reason` is the first of row, column, box that
    /// does, and `by` the cell holding the digit there; `None` when no cell
    /// does (a stale claim: only forget-restore leaves any).
    Reject {
        /// The cell.
        cell: Cell,
        /// The digit tried.
        digit: u8,
        /// The first unit whose table holds it.
        reason: UnitKind,
        /// The cell holding it there, if any.
        by: Option<Cell>,
    },
    /// The deeper search failed: unmark the tables, clear the cell (a backtrack).
    Undo {
        /// The cell.
        cell: Cell,
        /// The digit taken back.
        digit: u8,
    },
    /// All nine digits are done here: return false to the parent.
    DeadEnd {
        /// The cell no digit fits.
        cell: Cell,
    },
    /// No empty cell is left.
    Solved,
    /// The root reached its dead end: every possibility has been tried.
    Exhausted,
}

/// The kinds of event, for counting and for "run to the next ..." controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventKind {
    /// [`Event::Enter`].
    Enter,
    /// [`Event::Place`].
    Place,
    /// [`Event::Reject`].
    Reject,
    /// [`Event::Undo`].
    Undo,
    /// [`Event::DeadEnd`].
    DeadEnd,
    /// [`Event::Solved`].
    Solved,
    /// [`Event::Exhausted`].
    Exhausted,
}

impl EventKind {
    /// The name used in the trace's `"event"` field.
    pub const fn name(self) -> &'static str {
        match self {
            EventKind::Enter => "enter",
            EventKind::Place => "place",
            EventKind::Reject => "reject",
            EventKind::Undo => "undo",
            EventKind::DeadEnd => "dead_end",
            EventKind::Solved => "solved",
            EventKind::Exhausted => "exhausted",
        }
    }
}

impl Event {
    /// The kind of event, without its cells and digits.
    pub const fn kind(&self) -> EventKind {
        match self {
            Event::Enter { .. } => EventKind::Enter,
            Event::Place { .. } => EventKind::Place,
            Event::Reject { .. } => EventKind::Reject,
            Event::Undo { .. } => EventKind::Undo,
            Event::DeadEnd { .. } => EventKind::DeadEnd,
            Event::Solved => EventKind::Solved,
            Event::Exhausted => EventKind::Exhausted,
        }
    }

    /// The cell the event is about, if any.
    pub const fn cell(&self) -> Option<Cell> {
        match *self {
            Event::Enter { cell, .. }
            | Event::Place { cell, .. }
            | Event::Reject { cell, .. }
            | Event::Undo { cell, .. }
            | Event::DeadEnd { cell } => Some(cell),
            Event::Solved | Event::Exhausted => None,
        }
    }

    /// The digit the event is about, if any.
    pub const fn digit(&self) -> Option<u8> {
        match *self {
            Event::Place { digit, .. }
            | Event::Reject { digit, .. }
            | Event::Undo { digit, .. } => Some(digit),
            _ => None,
        }
    }
}

/// How many events of each kind the search has produced so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counts {
    /// Cells entered.
    pub enter: u64,
    /// Digits placed.
    pub place: u64,
    /// Digits rejected because their row held them.
    pub reject_row: u64,
    /// Digits rejected because their column held them.
    pub reject_col: u64,
    /// Digits rejected because their box held them.
    pub reject_box: u64,
    /// Digits taken back (backtracks).
    pub undo: u64,
    /// Cells where no digit fitted.
    pub dead_end: u64,
    /// `solved` events: 1 at most unless the search goes on after a solution.
    pub solutions: u64,
    /// `exhausted` events: 0 or 1.
    pub exhausted: u64,
    /// The most search-placed digits on the grid at one time.
    pub max_depth: u8,
}

impl Counts {
    /// Counts one `event`; `placed`: the search-placed digits on the grid
    /// after it, the most of which `max_depth` keeps. The one definition
    /// of what each field counts: a learner's recording and `trace --from
    /// --summary` count with it, and the engine, which counts inline in
    /// its hot loops, is tested to agree with it on every strategy and
    /// mistake (`engine/tests`).
    pub fn add(&mut self, event: &Event, placed: u8) {
        match event {
            Event::Enter { .. } => self.enter += 1,
            Event::Place { .. } => self.place += 1,
            Event::Reject { reason, .. } => match reason {
                UnitKind::Row => self.reject_row += 1,
                UnitKind::Column => self.reject_col += 1,
                UnitKind::Box => self.reject_box += 1,
            },
            Event::Undo { .. } => self.undo += 1,
            Event::DeadEnd { .. } => self.dead_end += 1,
            Event::Solved => self.solutions += 1,
            Event::Exhausted => self.exhausted += 1,
        }
        self.max_depth = self.max_depth.max(placed);
    }

    /// The counts of a whole list of events, from the start of a search:
    /// each placement puts a digit on the grid, each undo takes one off.
    pub fn of(events: impl IntoIterator<Item = Event>) -> Counts {
        let mut counts = Counts::default();
        let mut placed: u8 = 0;
        for event in events {
            match event {
                Event::Place { .. } => placed = placed.saturating_add(1),
                Event::Undo { .. } => placed = placed.saturating_sub(1),
                _ => {}
            }
            counts.add(&event, placed);
        }
        counts
    }

    /// Rejections of every kind.
    pub const fn rejects(&self) -> u64 {
        self.reject_row + self.reject_col + self.reject_box
    }

    /// Every event so far: the step number.
    pub const fn events(&self) -> u64 {
        self.enter
            + self.place
            + self.rejects()
            + self.undo
            + self.dead_end
            + self.solutions
            + self.exhausted
    }
}
