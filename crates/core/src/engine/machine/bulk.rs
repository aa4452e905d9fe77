//! The row-major search in bulk: what `Engine::run` spends its time in on
//! the long searches (the anti-brute-force puzzle is 830 million events).
//!
//! It makes the same transitions as [`Machine::step`] with much less work,
//! because in row-major order the search is simple to follow:
//!
//! - the frame at depth k is always on `order[k]`, so a frame is its digit;
//! - a frame's tables do not change while it tries its digits (deeper
//!   frames undo what they did before it tries the next), so the digits it
//!   will place are known when it is entered: `!(row | col | box)`, kept as
//!   a mask that a placement takes its lowest bit from, and a backtrack
//!   needs no table read at all;
//! - every digit between two placements (or after the last, up to 9) is a
//!   reject, so the step count moves by subtraction, and the reasons of a
//!   frame's rejects can be counted once, on entering it, for all nine
//!   digits; what the frames still on the stack have not tried yet is taken
//!   back out when the loop stops.
//!
//! The grid, the open cells and the stack are written back on the way out.

use super::{
    BOX_OF, COL_OF, Counts, DigitSet, Frame, Machine, OVERSHOOT, Phase, ROW_OF, digit_count,
    digits_after,
};
use crate::engine::{Event, EventKind, Strategy};

/// The rejects a frame makes among `digits`, by reason, given the tables as
/// it sees them: row first, then column, then box (the classic order).
#[inline(always)]
fn rejects_by_reason(digits: u16, row: u16, col: u16, bx: u16) -> [u64; 3] {
    let by_row = digit_count(digits & row);
    let by_col = digit_count(digits & col & !row);
    let by_box = digit_count(digits & bx & !row & !col);
    [by_row, by_col, by_box]
}

impl Machine {
    /// From the Try phase, whole transitions (the rejects up to a placement
    /// and the enter after it, or the rejects up to a dead end and the undo
    /// after it) until step `stop` is reached or passed by at most
    /// [`OVERSHOOT`] events. Stops before a solution (Pick) and before the
    /// end (Undo at the root): [`Machine::step`] takes those.
    pub(super) fn run_row_major(&mut self, stop: u64) {
        self.run_row_major_tallied(stop, &mut ());
    }

    /// Whether [`Machine::run_to_tallied`] can run this search: the
    /// correct row-major one (forget-flag included, which differs only
    /// after a solution, where the bulk loop never goes).
    pub fn tallies_in_bulk(&self) -> bool {
        self.mistake.is_none() && self.state.strategy == Strategy::RowMajor
    }

    /// Like [`Machine::run_to`] for a search that
    /// [`Machine::tallies_in_bulk`], telling `tally` the cell of each
    /// placement, undo and dead end up to step `limit`: the bulk loop up to
    /// [`OVERSHOOT`] events before it, then single steps.
    pub fn run_to_tallied<T: CellTally>(&mut self, limit: u64, tally: &mut T) {
        debug_assert!(self.tallies_in_bulk());
        while self.state.step < limit {
            if self.state.phase == Phase::Try && limit - self.state.step > OVERSHOOT {
                self.run_row_major_tallied(limit - OVERSHOOT, tally);
                continue;
            }
            match self.step() {
                Some(Event::Place { cell, digit }) => {
                    tally.wrote(EventKind::Place, cell.index() as u8, digit)
                }
                Some(Event::Undo { cell, digit }) => {
                    tally.wrote(EventKind::Undo, cell.index() as u8, digit)
                }
                Some(Event::DeadEnd { cell }) => {
                    tally.count(EventKind::DeadEnd, cell.index() as u8)
                }
                Some(_) => {}
                None => return,
            }
        }
    }

    /// [`Machine::run_row_major`], telling `tally` the cell of each
    /// placement, undo and dead end it makes (the heatmap's counts). With
    /// `()` as the tally the calls compile to nothing, so the plain run
    /// pays nothing for them.
    #[allow(
        clippy::too_many_lines,
        reason = "the engine's bulk loop, kept whole so its state stays in locals across every iteration"
    )]
    pub fn run_row_major_tallied<T: CellTally>(&mut self, stop: u64, tally: &mut T) {
        if self.state.phase != Phase::Try {
            return;
        }
        let solved_at = self.open_count as usize;
        // Per depth: the digit on the grid (or last tried, at the top) and
        // the free digits not yet tried.
        let mut digit = [0u8; 81];
        let mut untried = [0u16; 81];
        let mut counts = self.state.counts;
        // Counted as if every frame on the stack will try all its digits;
        // corrected on the way out.
        self.each_frame_as_it_sees_the_tables(|k, frame, [row, col, bx]| {
            let left = digits_after(frame.digit);
            add(&mut counts, rejects_by_reason(left, row, col, bx));
            digit[k] = frame.digit;
            untried[k] = !(row | col | bx) & left;
        });
        let mut rows = self.state.tables.rows;
        let mut cols = self.state.tables.cols;
        let mut boxes = self.state.tables.boxes;
        let mut step = self.state.step;
        let mut k = self.state.len as usize - 1;
        // The shallowest depth popped: the frames below it are the same
        // visits at the end, and keep what only single steps record (a
        // complete grid below a digit).
        let mut lowest_popped = k + 1;
        let completed = self.state.stack.map(|f| f.completed);
        while step < stop {
            let free = untried[k];
            if free != 0 {
                let d = free.trailing_zeros() as u8;
                untried[k] = free & (free - 1);
                let rejected = (d - digit[k] - 1) as u64;
                digit[k] = d;
                let [r, c, b] = self.order_units[k].map(usize::from);
                let bit = 1u16 << d;
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[b] |= bit;
                counts.place += 1;
                tally.wrote(EventKind::Place, self.order[k], d);
                k += 1;
                counts.max_depth = counts.max_depth.max(k as u8);
                if k == solved_at {
                    step += rejected + 1;
                    self.state.phase = Phase::Pick;
                    break;
                }
                // Enter the next cell.
                let [r, c, b] = self.order_units[k].map(usize::from);
                let (row, col, bx) = (rows[r], cols[c], boxes[b]);
                add(
                    &mut counts,
                    rejects_by_reason(DigitSet::ALL.0, row, col, bx),
                );
                digit[k] = 0;
                untried[k] = !(row | col | bx) & DigitSet::ALL.0;
                counts.enter += 1;
                step += rejected + 2;
            } else {
                let rejected = (9 - digit[k]) as u64;
                counts.dead_end += 1;
                tally.count(EventKind::DeadEnd, self.order[k]);
                lowest_popped = lowest_popped.min(k);
                if k == 0 {
                    step += rejected + 1;
                    self.state.phase = Phase::Undo;
                    break;
                }
                // Undo the parent's digit.
                k -= 1;
                let [r, c, b] = self.order_units[k].map(usize::from);
                let bit = !(1u16 << digit[k]);
                rows[r] &= bit;
                cols[c] &= bit;
                boxes[b] &= bit;
                counts.undo += 1;
                tally.wrote(EventKind::Undo, self.order[k], digit[k]);
                step += rejected + 2;
            }
        }
        self.state.len = match self.state.phase {
            Phase::Try => k as u8 + 1,
            Phase::Pick => k as u8,
            _ => 0,
        };
        self.state.stack = [Frame::default(); 81];
        for (j, frame) in self.state.stack[..self.state.len as usize]
            .iter_mut()
            .enumerate()
        {
            *frame = Frame {
                cell: self.order[j],
                digit: digit[j],
                ..Frame::default()
            };
        }
        self.state.tables.rows = rows;
        self.state.tables.cols = cols;
        self.state.tables.boxes = boxes;
        self.state.step = step;
        self.state.digits = self.state.givens;
        self.open = self.open_at_start;
        let placed = match self.state.phase {
            Phase::Try => k,
            _ => self.state.len as usize,
        };
        for f in &self.state.stack[..placed] {
            self.state.digits[f.cell as usize] = f.digit;
            self.open &= !(1u128 << f.cell);
        }
        // Take back the rejects the frames on the stack have not made yet,
        // and write what each frame's visit did so far.
        let mut records = [Frame::default(); 81];
        self.each_frame_as_it_sees_the_tables(|k, frame, masks| {
            let [row, col, bx] = masks;
            let [by_row, by_col, by_box] =
                rejects_by_reason(digits_after(frame.digit), row, col, bx);
            counts.reject_row -= by_row;
            counts.reject_col -= by_col;
            counts.reject_box -= by_box;
            records[k] = frame.with_record_from(masks);
        });
        for (k, frame) in self.state.stack[..self.state.len as usize]
            .iter_mut()
            .enumerate()
        {
            *frame = records[k];
            if k < lowest_popped {
                frame.completed = completed[k];
            }
        }
        self.state.ended = None;
        if self.state.phase == Phase::Undo {
            // The root's dead end: its visit is what the end is about. The
            // tables are back to the givens', as the root saw them.
            let [r, c, b] = self.order_units[0].map(usize::from);
            let root = Frame {
                cell: self.order[0],
                digit: 9,
                completed: completed[0],
                ..Frame::default()
            };
            self.state.ended = Some(root.with_record_from([rows[r], cols[c], boxes[b]]));
        }
        self.state.counts = counts;
        debug_assert_eq!(self.state.step, self.state.counts.events());
        debug_assert!(self.state.step < stop + OVERSHOOT);
    }

    /// Calls `f(depth, frame, [row, col, box])` for each frame on the stack,
    /// deepest first, with the masks of its cell's row, column and box as
    /// they were while it tried its digits: the tables less the digits of
    /// this frame and of the frames above it.
    fn each_frame_as_it_sees_the_tables(&self, mut f: impl FnMut(usize, Frame, [u16; 3])) {
        let placed = match self.state.phase {
            Phase::Try => self.state.len.saturating_sub(1) as usize,
            _ => self.state.len as usize,
        };
        let mut tables = self.state.tables;
        for k in (0..self.state.len as usize).rev() {
            let frame = self.state.stack[k];
            let i = frame.cell as usize;
            if k < placed {
                tables.unmark(frame.cell(), frame.digit);
            }
            let masks = [
                tables.rows[ROW_OF[i] as usize],
                tables.cols[COL_OF[i] as usize],
                tables.boxes[BOX_OF[i] as usize],
            ];
            f(k, frame, masks);
        }
    }
}

/// Where the bulk loop reports the cells of its placements, undos and
/// dead ends (cell = index 0..81).
pub trait CellTally {
    fn count(&mut self, kind: EventKind, cell: u8);
    /// A placement or an undo, with its digit (the one placed or taken
    /// back): the writes a learner's classic search makes. Counted as
    /// [`CellTally::count`] unless a tally wants the digit.
    #[inline(always)]
    fn wrote(&mut self, kind: EventKind, cell: u8, digit: u8) {
        let _ = digit;
        self.count(kind, cell);
    }
}

/// No tally: the plain bulk run.
impl CellTally for () {
    #[inline(always)]
    fn count(&mut self, _: EventKind, _: u8) {}
}

#[inline(always)]
fn add(counts: &mut Counts, [by_row, by_col, by_box]: [u64; 3]) {
    counts.reject_row += by_row;
    counts.reject_col += by_col;
    counts.reject_box += by_box;
}
