//! The classic recursive search turned inside out: an explicit stack of
//! frames and a phase saying what the next event will be, so the search can
//! stop after any event and go on later. Nothing here allocates.
//!
//! The recursion `dfs()` maps onto the phases like this:
//!
//! ```text
//! Pick   cell = pick_cell(); if none -> Solved        (return true)
//!        else push a frame, emit Enter
//! Try    d = frame.digit + 1
//!        d > 9                      -> DeadEnd, pop    (return false)
//!        row/col/box holds d        -> Reject          (continue)
//!        else mark, write           -> Place, Pick     (recurse)
//! Undo   stack empty                -> Exhausted
//!        else unmark, clear top     -> Undo, Try       (the recursion failed)
//! ```

use super::event::{Counts, Event, Strategy};
use super::mistake::Mistake;
use crate::grid::{Cell, Grid, UnitKind};
use crate::search::SearchState;
use crate::tables::{DigitSet, Tables};

mod bulk;
pub use bulk::CellTally;
mod frame;
pub use frame::{Frame, Tried};
mod mistaken;
mod propagate;
mod run;
mod snapshot;
pub use snapshot::Snapshot;

/// What the next step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Choose the next empty cell (or find there is none: solved).
    Pick,
    /// Try the next digit in the top frame's cell.
    Try,
    /// Take back the top frame's digit (or, with an empty stack, give up).
    Undo,
    /// Finished with a solution on the grid.
    Solved,
    /// Finished: every possibility tried.
    Exhausted,
}

const fn unit_tables() -> ([u8; 81], [u8; 81], [u8; 81]) {
    let mut row = [0u8; 81];
    let mut col = [0u8; 81];
    let mut bx = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        row[i] = (i / 9) as u8;
        col[i] = (i % 9) as u8;
        bx[i] = ((i / 27) * 3 + (i % 9) / 3) as u8;
        i += 1;
    }
    (row, col, bx)
}

const UNITS: ([u8; 81], [u8; 81], [u8; 81]) = unit_tables();
const ROW_OF: [u8; 81] = UNITS.0;
const COL_OF: [u8; 81] = UNITS.1;
const BOX_OF: [u8; 81] = UNITS.2;

/// How many digits a 1-9 mask holds, by table: the baseline x86-64 target
/// has no popcount instruction, and the bulk loop counts three masks a cell.
const DIGIT_COUNT: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

#[inline(always)]
fn digit_count(mask: u16) -> u64 {
    DIGIT_COUNT[(mask >> 1) as usize & 511] as u64
}

/// The most events the row-major bulk loop goes past its stop: nine
/// rejects, then a dead end and an undo (or fewer rejects, a placement and
/// an enter).
const OVERSHOOT: u64 = 11;

/// Bits for the digits above `d`: `after(0)` is all nine, `after(9)` none.
#[inline(always)]
const fn digits_after(d: u8) -> u16 {
    DigitSet::ALL.0 & !((2u16 << d) - 1)
}

/// The search machine: the state every view reads ([`SearchState`]: the
/// board, tables, stack, counts, phase, step), which its steps write in
/// place, and what only its own steps need beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Machine {
    /// Where the search stands. The engine lends it to the views as it is:
    /// its event of the step (`last`) and its mistake as shown are the
    /// engine's to set.
    pub(super) state: SearchState,

    // The puzzle, fixed for the life of the machine.
    /// The puzzle's empty cells in reading order: row-major visits exactly
    /// these, so its pick is `order[depth]` instead of a scan.
    order: [u8; 81],
    /// For each entry of `order`, its row, column and box: the row-major
    /// bulk loop reads its three tables from here without dividing.
    order_units: [[u8; 3]; 81],
    /// How many cells are empty at the start: `order[..open_count]`.
    open_count: u8,
    open_at_start: u128,
    keep_going: bool,
    /// A mistake whose steps differ from the correct search's (see
    /// `mistaken.rs`); `None` for the correct search and for forget-flag
    /// (which the state's `mistake` names: it is what the search shows).
    mistake: Option<Mistake>,

    // The search, beside its state.
    /// Cells still empty, one bit per cell: most-constrained scans these.
    open: u128,
    /// Each cell's candidates (bits 1-9) as forget-candidates keeps them:
    /// a placement removes its digit from its empty peers', an undo gives
    /// nothing back. Kept only under that mistake (see `mistaken.rs`); all
    /// zero for every other search, whose candidates are the tables'.
    kept: [u16; 81],
}

impl Machine {
    /// A machine at step 0. The caller has checked the givens do not conflict.
    pub fn new(puzzle: &Grid, strategy: Strategy, keep_going: bool) -> Machine {
        let givens = *puzzle.givens_only().digits();
        let mut order = [0u8; 81];
        let mut open = 0u128;
        let mut n = 0;
        for (i, &d) in givens.iter().enumerate() {
            if d == 0 {
                order[n] = i as u8;
                n += 1;
                open |= 1 << i;
            }
        }
        let order_units = order.map(|i| {
            let i = i as usize;
            [ROW_OF[i], COL_OF[i], BOX_OF[i]]
        });
        Machine {
            state: SearchState::start(givens, strategy, None),
            order,
            order_units,
            open_count: n as u8,
            open_at_start: open,
            keep_going,
            mistake: None,
            open,
            kept: [0; 81],
        }
    }

    /// The same machine making `mistake` (forget-restore, restart-column
    /// or forget-candidates) at every step it concerns.
    pub fn with_mistake(mut self, mistake: Mistake) -> Machine {
        debug_assert_ne!(mistake, Mistake::ForgetFlag, "that is keep_going");
        self.mistake = Some(mistake);
        if mistake == Mistake::ForgetCandidates {
            // At the start the candidates kept are the true ones.
            let mut bits = self.open;
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.kept[i] = self.candidates(i);
            }
        }
        self
    }

    pub fn step_number(&self) -> u64 {
        self.state.step
    }
    /// The candidates forget-candidates keeps (all zero for other searches).
    pub fn kept_candidates(&self) -> &[u16; 81] {
        &self.kept
    }
    pub fn is_finished(&self) -> bool {
        matches!(self.state.phase, Phase::Solved | Phase::Exhausted)
    }

    /// The next cell to fill, or `None` when the grid is full.
    #[inline(always)]
    fn pick(&self) -> Option<u8> {
        match self.state.strategy {
            // Every cell before order[len] is filled: the frames below hold them.
            Strategy::RowMajor => (self.open != 0).then(|| self.order[self.state.len as usize]),
            _ if !self.state.strategy.fewest_candidates() => {
                // Forced moves fill cells out of reading order: scan.
                (self.open != 0).then(|| self.open.trailing_zeros() as u8)
            }
            _ => {
                let mut bits = self.open;
                let mut best = u32::MAX;
                let mut best_cell = None;
                while bits != 0 {
                    let i = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let n = self.used(i).count_zeros();
                    if n < best {
                        best = n;
                        best_cell = Some(i as u8);
                        if n == 0 {
                            break;
                        }
                    }
                }
                best_cell
            }
        }
    }

    /// The digits the three tables hold for cell `i`, with the spare bits
    /// (0 and 10-15) set so that `count_zeros()` counts the candidates.
    #[inline(always)]
    fn used(&self, i: usize) -> u16 {
        self.state.tables.rows[ROW_OF[i] as usize]
            | self.state.tables.cols[COL_OF[i] as usize]
            | self.state.tables.boxes[BOX_OF[i] as usize]
            | !DigitSet::ALL.0
    }

    /// The reason the classic check rejects `digit` at cell `i`.
    fn reason(&self, i: usize, digit: u8) -> UnitKind {
        let bit = 1u16 << digit;
        if self.state.tables.rows[ROW_OF[i] as usize] & bit != 0 {
            UnitKind::Row
        } else if self.state.tables.cols[COL_OF[i] as usize] & bit != 0 {
            UnitKind::Column
        } else {
            UnitKind::Box
        }
    }

    #[inline(always)]
    fn place(&mut self, i: usize, digit: u8) {
        let bit = 1u16 << digit;
        self.state.tables.rows[ROW_OF[i] as usize] |= bit;
        self.state.tables.cols[COL_OF[i] as usize] |= bit;
        self.state.tables.boxes[BOX_OF[i] as usize] |= bit;
        self.state.digits[i] = digit;
        self.open &= !(1u128 << i);
    }

    #[inline(always)]
    fn unplace(&mut self, i: usize, digit: u8) {
        let bit = !(1u16 << digit);
        self.state.tables.rows[ROW_OF[i] as usize] &= bit;
        self.state.tables.cols[COL_OF[i] as usize] &= bit;
        self.state.tables.boxes[BOX_OF[i] as usize] &= bit;
        self.state.digits[i] = 0;
        self.open |= 1u128 << i;
    }

    /// The Pick phase's event: the next cell entered, or solved.
    #[inline(always)]
    fn pick_event(&mut self) -> Event {
        match self.pick() {
            None => {
                self.state.counts.solutions += 1;
                self.state.ended = None;
                self.state.phase = if self.keep_going {
                    // Every digit on the grid has the grid complete
                    // below it; the search goes on and undoes them.
                    for frame in &mut self.state.stack[..self.state.len as usize] {
                        frame.completed |= 1 << frame.digit;
                    }
                    Phase::Undo
                } else {
                    Phase::Solved
                };
                Event::Solved
            }
            Some(cell) => {
                let depth = self.state.len;
                self.state.stack[self.state.len as usize] = Frame::entering(cell);
                self.state.len += 1;
                self.state.counts.enter += 1;
                self.state.ended = None;
                self.state.phase = Phase::Try;
                Event::Enter {
                    cell: Cell::new(cell as usize),
                    depth,
                }
            }
        }
    }

    /// The step function for this machine's search, to be chosen once:
    /// [`Machine::step`] for the correct search (and forget-flag), which
    /// then pays nothing per step for the mistakes.
    pub fn stepper(&self) -> fn(&mut Machine) -> Option<Event> {
        match self.mistake {
            None => Machine::step,
            Some(_) => Machine::step_mistaken,
        }
    }

    /// Applies exactly one event of the correct search and returns it;
    /// `None` once finished. A machine making a mistake steps with
    /// [`Machine::stepper`]'s function.
    pub fn step(&mut self) -> Option<Event> {
        let event = match self.state.phase {
            Phase::Solved | Phase::Exhausted => return None,
            Phase::Pick => match self.propagated() {
                Some(event) => event,
                None => self.pick_event(),
            },
            Phase::Try => {
                let top = self.state.len as usize - 1;
                let Frame { cell, digit, .. } = self.state.stack[top];
                let i = cell as usize;
                if digit == 9 {
                    self.state.ended = Some(self.state.stack[top]);
                    self.state.stack[top] = Frame::default();
                    self.state.len -= 1;
                    self.state.counts.dead_end += 1;
                    self.state.phase = Phase::Undo;
                    Event::DeadEnd { cell: Cell::new(i) }
                } else {
                    let d = digit + 1;
                    let bit = 1u16 << d;
                    let frame = &mut self.state.stack[top];
                    frame.digit = d;
                    self.state.ended = None;
                    if self.used(i) & bit != 0 {
                        let reason = self.reason(i, d);
                        let frame = &mut self.state.stack[top];
                        match reason {
                            UnitKind::Row => {
                                self.state.counts.reject_row += 1;
                                frame.by_row |= bit;
                            }
                            UnitKind::Column => {
                                self.state.counts.reject_col += 1;
                                frame.by_col |= bit;
                            }
                            UnitKind::Box => self.state.counts.reject_box += 1,
                        }
                        let unit = Cell::new(i).units()[reason as usize];
                        // Only forget-restore's stale entries have no cell
                        // behind them.
                        let by = unit
                            .cells()
                            .into_iter()
                            .find(|c| self.state.digits[c.index()] == d);
                        if by.is_none() {
                            self.state.stale_rejects += 1;
                        }
                        Event::Reject {
                            cell: Cell::new(i),
                            digit: d,
                            reason,
                            by,
                        }
                    } else {
                        self.state.stack[top].placed |= bit;
                        self.place(i, d);
                        self.state.counts.place += 1;
                        self.state.counts.max_depth =
                            self.state.counts.max_depth.max(self.state.len);
                        self.state.phase = Phase::Pick;
                        Event::Place {
                            cell: Cell::new(i),
                            digit: d,
                        }
                    }
                }
            }
            Phase::Undo => {
                if self.state.len == 0 {
                    // `ended` stays: the end is about the root's frame.
                    self.state.counts.exhausted += 1;
                    self.state.phase = Phase::Exhausted;
                    Event::Exhausted
                } else {
                    let top = self.state.stack[self.state.len as usize - 1];
                    let Frame { cell, digit, .. } = top;
                    self.unplace(cell as usize, digit);
                    self.state.counts.undo += 1;
                    self.state.ended = None;
                    if top.forced().is_some() {
                        // A forced move has no other digit to try: the
                        // undoing goes on down to the guess that led to it.
                        self.state.stack[self.state.len as usize - 1] = Frame::default();
                        self.state.len -= 1;
                    } else {
                        self.state.phase = Phase::Try;
                    }
                    Event::Undo {
                        cell: Cell::new(cell as usize),
                        digit,
                    }
                }
            }
        };
        self.state.step += 1;
        Some(event)
    }
}
