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
    /// Row-major, with forward checking: after each placement, an empty
    /// cell left with no candidate is a wipeout, and the search backtracks
    /// at once instead of walking into it.
    ForwardChecking,
    /// Forward checking with the fewest-candidates choice.
    ForwardCheckingMrv,
    /// Row-major, with singles propagation: after each placement, forward
    /// checking, then every cell with one candidate and every digit with one
    /// place in a unit is placed as a forced move, repeatedly, before the
    /// next guess.
    Singles,
    /// Singles propagation with the fewest-candidates choice.
    SinglesMrv,
}

impl Strategy {
    /// The two classic strategies, without propagation, row-major first:
    /// the pair the app's two-sided race and the classic listings compare.
    pub const ALL: [Strategy; 2] = [Strategy::RowMajor, Strategy::MostConstrained];

    /// Every strategy the engine runs, in the order the app's strategy
    /// switch goes through them: the command line's choices.
    pub const EVERY: [Strategy; 6] = [
        Strategy::RowMajor,
        Strategy::MostConstrained,
        Strategy::ForwardChecking,
        Strategy::ForwardCheckingMrv,
        Strategy::Singles,
        Strategy::SinglesMrv,
    ];

    /// `row-major` / `most-constrained` / ...: the name used on the command
    /// line (and by `reference/classic_dfs.cpp`'s modes).
    pub const fn name(self) -> &'static str {
        match self {
            Strategy::RowMajor => "row-major",
            Strategy::MostConstrained => "most-constrained",
            Strategy::ForwardChecking => "forward-checking",
            Strategy::ForwardCheckingMrv => "forward-checking-mrv",
            Strategy::Singles => "singles",
            Strategy::SinglesMrv => "singles-mrv",
        }
    }

    /// The strategy after this one in [`Strategy::EVERY`]'s order, the last
    /// going back to row-major: what the app's strategy switch goes to.
    pub const fn next(self) -> Strategy {
        match self {
            Strategy::RowMajor => Strategy::MostConstrained,
            Strategy::MostConstrained => Strategy::ForwardChecking,
            Strategy::ForwardChecking => Strategy::ForwardCheckingMrv,
            Strategy::ForwardCheckingMrv => Strategy::Singles,
            Strategy::Singles => Strategy::SinglesMrv,
            Strategy::SinglesMrv => Strategy::RowMajor,
        }
    }

    /// Where this strategy stands in [`Strategy::EVERY`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether the next cell is the one with the fewest candidates (else
    /// the first empty one in reading order).
    pub const fn fewest_candidates(self) -> bool {
        matches!(
            self,
            Strategy::MostConstrained | Strategy::ForwardCheckingMrv | Strategy::SinglesMrv
        )
    }

    /// Whether the search looks for wipeouts after each placement (every
    /// propagating strategy does).
    pub const fn propagates(self) -> bool {
        !matches!(self, Strategy::RowMajor | Strategy::MostConstrained)
    }

    /// Whether the search places forced moves (naked and hidden singles).
    pub const fn forces_singles(self) -> bool {
        matches!(self, Strategy::Singles | Strategy::SinglesMrv)
    }

    /// The strategy named `name` on the command line, if any.
    pub fn from_name(name: &str) -> Option<Strategy> {
        Strategy::EVERY.into_iter().find(|s| s.name() == name)
    }
}

/// Why a forced placement is forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ForceRule {
    /// The digit is the cell's only candidate left (a naked single).
    OnlyCandidate,
    /// The cell is the digit's only place left in its row, column or box
    /// (a hidden single).
    OnlyPlace(UnitKind),
}

impl ForceRule {
    /// `only_candidate` / `only_place_in_row` / ...: the trace's name.
    pub const fn name(self) -> &'static str {
        match self {
            ForceRule::OnlyCandidate => "only_candidate",
            ForceRule::OnlyPlace(UnitKind::Row) => "only_place_in_row",
            ForceRule::OnlyPlace(UnitKind::Column) => "only_place_in_column",
            ForceRule::OnlyPlace(UnitKind::Box) => "only_place_in_box",
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
    /// Propagation: `digit` is the only choice `rule` leaves, so it is
    /// placed without a guess (marked and written like a placement; taken
    /// back with an undo like one).
    Force {
        /// The cell.
        cell: Cell,
        /// The digit written.
        digit: u8,
        /// Why nothing else is possible.
        rule: ForceRule,
    },
    /// Forward checking: the empty `cell` has no candidate left, so the
    /// placements since the last guess, and that guess, are taken back at
    /// once. `by`: the last placement, the one that took its last candidate
    /// (`None` when the givens alone leave it none).
    Wipeout {
        /// The cell with no candidate.
        cell: Cell,
        /// The placement that took its last candidate.
        by: Option<Cell>,
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
    /// [`Event::Force`].
    Force,
    /// [`Event::Wipeout`].
    Wipeout,
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
            EventKind::Force => "force",
            EventKind::Wipeout => "wipeout",
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
            Event::Force { .. } => EventKind::Force,
            Event::Wipeout { .. } => EventKind::Wipeout,
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
            | Event::DeadEnd { cell }
            | Event::Force { cell, .. }
            | Event::Wipeout { cell, .. } => Some(cell),
            Event::Solved | Event::Exhausted => None,
        }
    }

    /// The digit the event is about, if any.
    pub const fn digit(&self) -> Option<u8> {
        match *self {
            Event::Place { digit, .. }
            | Event::Reject { digit, .. }
            | Event::Undo { digit, .. }
            | Event::Force { digit, .. } => Some(digit),
            _ => None,
        }
    }
}

/// How many events of each kind the search has produced so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counts {
    /// Cells entered.
    pub enter: u64,
    /// Digits placed by a choice of the search (guesses).
    pub place: u64,
    /// Digits placed because propagation left no other (forced moves).
    pub force: u64,
    /// Cells found with no candidate left right after a placement.
    pub wipeout: u64,
    /// Digits rejected because their row held them.
    pub reject_row: u64,
    /// Digits rejected because their column held them.
    pub reject_col: u64,
    /// Digits rejected because their box held them.
    pub reject_box: u64,
    /// Digits taken back (backtracks), guessed or forced.
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
            Event::Force { .. } => self.force += 1,
            Event::Wipeout { .. } => self.wipeout += 1,
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
                Event::Place { .. } | Event::Force { .. } => placed = placed.saturating_add(1),
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
            + self.force
            + self.wipeout
            + self.rejects()
            + self.undo
            + self.dead_end
            + self.solutions
            + self.exhausted
    }
}

#[cfg(test)]
mod strategy_order_tests {
    use super::Strategy;

    /// The switch visits every strategy once before it comes back, in
    /// `EVERY`'s order, and `index` is the place in that order.
    #[test]
    fn the_switch_goes_through_every_strategy_in_order() {
        for (i, s) in Strategy::EVERY.into_iter().enumerate() {
            assert_eq!(s.index(), i);
            assert_eq!(s.next(), Strategy::EVERY[(i + 1) % Strategy::EVERY.len()]);
        }
    }
}
