//! [`SearchState`]: what any search shows at one step — the board and its
//! tables, the stack of frames, the counts, the event of this step and
//! how the search stands. Every [`Search`](crate::search::Search) keeps
//! one and lends it by reference; the views read it there.
//!
//! The engine steps its own state in place (its hot loop writes these
//! fields and nothing else), and a recording replays its list onto one,
//! so what a view reads is the same data whichever search it shows.

use crate::engine::{
    Counts, Event, Frame, Mistake, Outcome, Phase, StaleEntry, Strategy, skipped_by_restart_column,
    stale_entries,
};
use crate::grid::{Cell, Grid};
use crate::tables::Tables;

/// Where a search stands at one step. Only the core's searches write it;
/// everything else reads it through its methods.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchState {
    /// The puzzle's givens (0 elsewhere), fixed for the life of the search.
    pub(crate) givens: [u8; 81],
    /// The board: the givens and the digits the search has placed.
    pub(crate) digits: [u8; 81],
    /// The row, column and box tables as the search has them (a mistake
    /// may leave them out of step with the board).
    pub(crate) tables: Tables,
    /// The stack of frames, deepest last: `stack[..len]`. The frames past
    /// `len` are zeroed, so two searches in the same state compare equal.
    pub(crate) stack: [Frame; 81],
    pub(crate) len: u8,
    /// What the next step does.
    pub(crate) phase: Phase,
    /// The events of each kind so far.
    pub(crate) counts: Counts,
    /// The events applied so far.
    pub(crate) step: u64,
    /// The event that led to this step; `None` at step 0.
    pub(crate) last: Option<Event>,
    /// The frame the last event popped, while that event is a dead end or
    /// the end of the search just after the root's: what the dead end's
    /// sentence and the end's are about.
    pub(crate) ended: Option<Frame>,
    /// Rejects made by a table entry no cell backed (forget-restore's
    /// stale claims): once there is one, an exhausted search proves
    /// nothing.
    pub(crate) stale_rejects: u64,
    pub(crate) strategy: Strategy,
    /// The bug lab's mistake; `None` for the correct search.
    pub(crate) mistake: Option<Mistake>,
    /// The last step of a search read from a list (a recording, which may
    /// stop short of the end of its search); `None` for one that computes
    /// its events, which ends when its phase says so.
    pub(crate) last_step: Option<u64>,
}

impl SearchState {
    /// A search over `givens` at step 0.
    pub(crate) fn start(
        givens: [u8; 81],
        strategy: Strategy,
        mistake: Option<Mistake>,
    ) -> SearchState {
        SearchState {
            givens,
            digits: givens,
            tables: Tables::from_grid(&Grid::from_digits(givens)),
            stack: [Frame::default(); 81],
            len: 0,
            phase: Phase::Pick,
            counts: Counts::default(),
            step: 0,
            last: None,
            ended: None,
            stale_rejects: 0,
            strategy,
            mistake,
            last_step: None,
        }
    }

    /// The step reached: how many events have been applied.
    pub fn step_number(&self) -> u64 {
        self.step
    }
    /// The event that led to this step; `None` at step 0.
    pub fn last_event(&self) -> Option<Event> {
        self.last
    }
    /// What the next step does (the stack panel marks the top frame as
    /// trying while it is [`Phase::Try`]).
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// How many events of each kind so far.
    pub fn counts(&self) -> &Counts {
        &self.counts
    }
    /// The grid as the search has it now: givens, and the search's digits.
    pub fn grid(&self) -> Grid {
        crate::engine::searched_grid(&self.givens, &self.digits)
    }
    /// The digit in one cell now (0 when empty).
    pub fn digit(&self, cell: Cell) -> u8 {
        self.digits[cell.index()]
    }
    /// The board's digits, cell by cell in reading order (0: empty).
    pub fn digits(&self) -> &[u8; 81] {
        &self.digits
    }
    /// The stack, deepest frame last, each with its record of the digits
    /// it tried.
    pub fn stack(&self) -> &[Frame] {
        &self.stack[..self.len as usize]
    }
    /// The frame on top of the stack.
    pub fn top(&self) -> Option<Frame> {
        self.stack().last().copied()
    }
    /// Digits the search has on the grid (the top frame, while it tries
    /// digits, has none there yet).
    pub fn depth(&self) -> u8 {
        match self.phase {
            Phase::Try => self.len.saturating_sub(1),
            _ => self.len,
        }
    }
    /// The row, column and box tables as the search has them.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }
    /// The frame the last event ended, while that event is a dead end or
    /// the end of the search just after the root's.
    pub fn ended_frame(&self) -> Option<Frame> {
        self.ended
    }
    /// Rejects so far made by a table entry no cell backed.
    pub fn stale_rejects(&self) -> u64 {
        self.stale_rejects
    }
    /// How the search picks its next cell.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }
    /// The bug lab's mistake the search makes; `None` for the correct one.
    pub fn mistake(&self) -> Option<Mistake> {
        self.mistake
    }
    /// Nothing lies ahead: no step forward applies an event.
    pub fn is_finished(&self) -> bool {
        match self.last_step {
            Some(last) => self.step >= last,
            None => matches!(self.phase, Phase::Solved | Phase::Exhausted),
        }
    }
    /// How the search ended, once it has ended on a solution or exhausted.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Solved => Some(Outcome::Solved),
            Phase::Exhausted => Some(Outcome::Exhausted),
            _ => None,
        }
    }
    /// Table entries no digit on the grid backs (only forget-restore has any).
    /// (Read against the grid: a learner's search may write over a given,
    /// which the grid still shows.)
    pub fn stale_entries(&self) -> Vec<StaleEntry> {
        stale_entries(&self.tables, self.grid().digits())
    }
    /// Under restart-column, the empty cells the scan that found the
    /// current cell (the stack's top) passed over: those before it in
    /// reading order, which a scan from the first cell would have found
    /// first. At a "solved" end, where the last scan found nothing, every
    /// empty cell. Empty for every other search.
    pub fn skipped_cells(&self) -> Vec<Cell> {
        if self.mistake != Some(Mistake::RestartColumn) {
            return Vec::new();
        }
        let grid = self.grid();
        match (self.phase, self.top()) {
            (Phase::Solved, _) => skipped_by_restart_column(None, grid.digits()),
            (_, Some(top)) => skipped_by_restart_column(Some(top.cell()), grid.digits()),
            (_, None) => Vec::new(),
        }
    }
}
