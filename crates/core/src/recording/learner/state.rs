//! Where a learner's recorded search stands, and how one step moves it:
//! the lenient replay (see `learner.rs` for what it accepts), and the
//! event a search of the classic shape makes next, which the packing
//! leaves out.

use crate::engine::{Event, EventKind, Frame, Phase, Strategy, Tried};
use crate::grid::{Cell, UnitKind};
use crate::search::SearchState;

/// The cells of the 27 units: rows 0-8, columns 9-17, boxes 18-26.
const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut units = [[0u8; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut j = 0;
        while j < 9 {
            units[k][j] = (k * 9 + j) as u8;
            units[9 + k][j] = (j * 9 + k) as u8;
            units[18 + k][j] = ((k / 3) * 27 + (k % 3) * 3 + (j / 3) * 9 + j % 3) as u8;
            j += 1;
        }
        k += 1;
    }
    units
};

/// Where the learner's search stands: what it shows (`search`), and what
/// reading its steps needs beside it.
#[derive(Clone, Debug)]
pub(super) struct State {
    /// The board (changed only by [`State::set_digit`], which keeps `at`
    /// with it), tables, stack, counts and event of the step, as shown.
    pub(super) search: SearchState,
    /// Where the next step's bytes start.
    pub(super) offset: usize,
    /// The learner's line of the last step, and whether it was inferred.
    pub(super) line: Option<u32>,
    pub(super) inferred: bool,
    /// Rejects left of the run being read (each the one expected).
    pub(super) run_left: u8,
    /// Where each digit is in each unit: bit j of `at[u][d]` is set when
    /// the j-th cell of unit `u` (in [`UNIT_CELLS`]' order) holds `d`, so
    /// a reject's holder is a lowest set bit, not a walk over the units.
    at: [[u16; 10]; 27],
    /// Digits the learner's code left on the board after an inferred undo.
    pub(super) left: [u8; 81],
    /// The recording's clears applied so far (see `learner.rs`).
    pub(super) next_clear: usize,
    /// Digits the search has placed on the board now.
    pub(super) placed: u8,
}

/// A cell's three units (row, column, box: their indexes in
/// [`UNIT_CELLS`]) and its place in each.
const fn places(i: usize) -> [(usize, u32); 3] {
    let (r, c) = (i / 9, i % 9);
    [
        (r, c as u32),
        (9 + c, r as u32),
        (18 + (r / 3) * 3 + c / 3, ((r % 3) * 3 + c % 3) as u32),
    ]
}

impl State {
    /// The learner's search over `givens` at step 0 (its own cell order:
    /// row-major as far as the seam tells; the recording, once read, sets
    /// its last step).
    pub(super) fn start(givens: [u8; 81]) -> State {
        let mut state = State {
            search: SearchState::start(givens, Strategy::RowMajor, None),
            offset: 0,
            line: None,
            inferred: false,
            run_left: 0,
            at: [[0; 10]; 27],
            left: [0; 81],
            next_clear: 0,
            placed: 0,
        };
        for (i, &digit) in givens.iter().enumerate() {
            state.set_digit(i, digit);
        }
        state
    }

    /// Puts `digit` (0: none) at cell `i`.
    fn set_digit(&mut self, i: usize, digit: u8) {
        let old = self.search.digits[i];
        for (unit, place) in places(i) {
            self.at[unit][old as usize] &= !(1 << place);
            self.at[unit][digit as usize] |= 1 << place;
        }
        self.search.digits[i] = digit;
    }

    /// The top frame's index, when it is at `cell`.
    pub(super) fn top_at(&self, cell: Cell) -> Option<usize> {
        self.search
            .top()
            .filter(|f| f.cell() == cell)
            .map(|_| self.search.len as usize - 1)
    }

    /// The event of `kind` a search of this shape makes next: at the top
    /// cell, its next digit, a reject's holder read from the board.
    pub(super) fn expected(&self, kind: EventKind, enter_cell: Option<Cell>) -> Option<Event> {
        let top = self.search.top();
        let next = top.and_then(|f| Some((f.cell(), f.next_digit()?)));
        Some(match kind {
            EventKind::Enter => Event::Enter {
                cell: enter_cell?,
                depth: self.placed,
            },
            EventKind::Place => {
                let (cell, digit) = next?;
                Event::Place { cell, digit }
            }
            EventKind::Reject => {
                let (cell, digit) = next?;
                let (reason, by) = match self.holder(cell, digit) {
                    Some((kind, by)) => (kind, Some(by)),
                    None => (UnitKind::Row, None),
                };
                Event::Reject {
                    cell,
                    digit,
                    reason,
                    by,
                }
            }
            EventKind::Undo => {
                let top = top?;
                Event::Undo {
                    cell: top.cell(),
                    digit: top.digit(),
                }
            }
            EventKind::DeadEnd => Event::DeadEnd { cell: top?.cell() },
            EventKind::Solved => Event::Solved,
            EventKind::Exhausted => Event::Exhausted,
            // A learner's writes never show propagation as such.
            EventKind::Force | EventKind::Wipeout => return None,
        })
    }

    /// The first unit (row, column, box) where another cell holds `digit`,
    /// and that cell: the first of that unit, in its order, that holds it.
    /// Read from the position masks: the builder asks it at every reject.
    pub(super) fn holder(&self, cell: Cell, digit: u8) -> Option<(UnitKind, Cell)> {
        const KINDS: [UnitKind; 3] = [UnitKind::Row, UnitKind::Column, UnitKind::Box];
        for (kind, (unit, place)) in KINDS.into_iter().zip(places(cell.index())) {
            let others = self.at[unit][digit as usize] & !(1 << place);
            if others != 0 {
                let i = UNIT_CELLS[unit][others.trailing_zeros() as usize];
                return Some((kind, Cell::new(i as usize)));
            }
        }
        None
    }

    /// Takes `digit` out of `cell`'s units' tables where no other cell of
    /// the unit holds it (a conflicting placement left two there).
    pub(super) fn unmark_unheld(&mut self, cell: Cell, digit: u8) {
        let bit = !(1u16 << digit);
        for (k, (unit, place)) in places(cell.index()).into_iter().enumerate() {
            if self.at[unit][digit as usize] & !(1 << place) != 0 {
                continue;
            }
            let index = unit - 9 * k;
            match k {
                0 => self.search.tables.rows[index] &= bit,
                1 => self.search.tables.cols[index] &= bit,
                _ => self.search.tables.boxes[index] &= bit,
            }
        }
    }

    /// The top frame about to try `digit`, told its direction at its first
    /// try: the reader gives every digit before a visit's first try, in
    /// the search's order, so a visit that starts at 9 goes down (one that
    /// goes up starts at 1).
    ///
    /// A try that is not the next digit in the visit's direction (the
    /// reader gives every digit between two tries when the order is
    /// proven) is a visit in no one order: a reading of digits tried in an
    /// order that changes from cell to cell gives no digit it skipped, and
    /// the record keeps only what was tried.
    fn frame_going(&self, top: usize, digit: u8) -> Frame {
        let frame = self.search.stack[top];
        let next = match frame.digit() {
            0 if digit == 9 => return frame.descending(),
            0 => Some(1),
            _ => frame.next_digit(),
        };
        if frame.is_mixed() || next == Some(digit) {
            frame
        } else {
            frame.mixed()
        }
    }

    /// Takes off the board the leftover digits the learner's `.` cleared
    /// before the step about to be applied (`clears`: in step order).
    pub(super) fn clear_before(&mut self, clears: &[(u64, Cell)]) {
        while let Some(&(before, cell)) = clears.get(self.next_clear) {
            if before > self.search.step {
                break;
            }
            self.left[cell.index()] = 0;
            self.next_clear += 1;
        }
    }

    /// Applies one step, whatever it is; `more`: another step follows.
    pub(super) fn apply(&mut self, event: Event, inferred: bool, more: bool) {
        let mut ended = None;
        match event {
            Event::Enter { cell, .. } => {
                // 81 frames at most: a cell entered twice without leaving
                // (a learner's search never does that) is shown, not
                // stacked past the grid.
                if (self.search.len as usize) < self.search.stack.len() {
                    self.search.stack[self.search.len as usize] =
                        Frame::entering(cell.index() as u8);
                    self.search.len += 1;
                }
                self.search.phase = Phase::Try;
            }
            Event::Reject {
                cell,
                digit,
                reason,
                by,
            } => {
                if let Some(top) = self.top_at(cell) {
                    let frame = self.frame_going(top, digit);
                    self.search.stack[top] = frame.trying(digit, Tried::Rejected(reason));
                }
                // A refused candidate: no unit holds it (a stale reading
                // may name no holder where another unit has one).
                if by.is_none() && self.holder(cell, digit).is_none() {
                    self.search.stale_rejects += 1;
                }
                self.search.phase = Phase::Try;
            }
            Event::Place { cell, digit } => {
                if let Some(top) = self.top_at(cell) {
                    let placed = Tried::Placed { completed: false };
                    self.search.stack[top] = self.frame_going(top, digit).trying(digit, placed);
                }
                if self.search.digits[cell.index()] == 0 {
                    self.placed += 1;
                }
                self.set_digit(cell.index(), digit);
                self.left[cell.index()] = 0;
                self.search.tables.mark(cell, digit);
                self.search.phase = Phase::Pick;
            }
            Event::Undo { cell, digit } => {
                if self.search.digits[cell.index()] == digit && digit != 0 {
                    self.set_digit(cell.index(), 0);
                    self.placed = self.placed.saturating_sub(1);
                    self.unmark_unheld(cell, digit);
                }
                // An inferred undo is a digit the learner's code left there.
                self.left[cell.index()] = if inferred { digit } else { 0 };
                self.search.phase = Phase::Try;
            }
            Event::DeadEnd { cell } => {
                if let Some(top) = self.top_at(cell) {
                    ended = Some(self.search.stack[top]);
                    self.search.len -= 1;
                    self.search.stack[top] = Frame::default();
                }
                self.search.phase = Phase::Undo;
            }
            Event::Solved => {
                self.search.phase = if more {
                    for frame in &mut self.search.stack[..self.search.len as usize] {
                        *frame = frame.completing();
                    }
                    Phase::Undo
                } else {
                    Phase::Solved
                };
            }
            Event::Exhausted => {
                ended = self.search.ended;
                self.search.phase = Phase::Exhausted;
            }
            // Read from writes, a learner's steps are in the classic
            // vocabulary: a forced move is a placement there.
            Event::Force { .. } | Event::Wipeout { .. } => {}
        }
        // After the event: `placed` is the digits on the grid with it.
        self.search.counts.add(&event, self.placed);
        self.search.ended = ended;
        self.inferred = inferred;
        self.search.step += 1;
        self.search.last = Some(event);
    }
}
