//! Runs of many events: [`Machine::run_to`] and its Try phase in bulk,
//! for every strategy; the row-major search's own faster loop is in
//! [`super::bulk`].

use super::{BOX_OF, COL_OF, Frame, Machine, OVERSHOOT, Phase, ROW_OF, digit_count, digits_after};
use crate::engine::Strategy;

impl Machine {
    /// Applies events until step `limit` is reached or the search finishes,
    /// without building events: the same transitions as [`Machine::step`],
    /// with the run of rejects before each placement counted in one go, and
    /// the event that always follows a placement (enter) or a dead end
    /// (undo) applied in the same pass.
    pub fn run_to(&mut self, limit: u64) {
        if self.mistake.is_some() {
            while self.state.step < limit && self.step_mistaken().is_some() {}
            return;
        }
        if self.state.strategy.propagates() {
            // Propagation makes its searches short: one step at a time.
            while self.state.step < limit && self.step().is_some() {}
            return;
        }
        while self.state.step < limit {
            // The row-major loop may go a few events past where it is asked
            // to stop (it finishes the transition it is in): it is asked to
            // stop early enough, and the last events are taken exactly. It
            // moves at least one event whenever it is called here.
            if self.state.strategy == Strategy::RowMajor
                && self.state.phase == Phase::Try
                && limit - self.state.step > OVERSHOOT
            {
                self.run_row_major(limit - OVERSHOOT);
                continue;
            }
            match self.state.phase {
                Phase::Try => self.try_digits(limit),
                Phase::Pick | Phase::Undo => {
                    let _ = self.step();
                }
                Phase::Solved | Phase::Exhausted => return,
            }
        }
    }

    /// The Try phase in bulk: every reject up to the next placeable digit
    /// (or to 9), then the placement or the dead end, all within `limit`.
    #[inline(always)]
    fn try_digits(&mut self, limit: u64) {
        let top = self.state.len as usize - 1;
        let Frame { cell, digit, .. } = self.state.stack[top];
        let i = cell as usize;
        let row = self.state.tables.rows[ROW_OF[i] as usize];
        let col = self.state.tables.cols[COL_OF[i] as usize];
        let bx = self.state.tables.boxes[BOX_OF[i] as usize];
        let after = digits_after(digit);
        let free = !(row | col | bx) & after;
        // The digits rejected before the next free one (or all the rest).
        let mut rejected = if free != 0 {
            (row | col | bx) & after & ((free & free.wrapping_neg()) - 1)
        } else {
            (row | col | bx) & after
        };
        let room = limit - self.state.step;
        if digit_count(rejected) > room {
            // Stop mid-run: keep only the lowest `room` rejects.
            let mut keep = 0u16;
            for _ in 0..room {
                keep |= rejected & rejected.wrapping_neg();
                rejected &= rejected - 1;
            }
            rejected = keep;
        }
        if rejected != 0 {
            let by_row = digit_count(rejected & row);
            let by_col = digit_count(rejected & col & !row);
            let by_box = digit_count(rejected & bx & !row & !col);
            self.state.counts.reject_row += by_row;
            self.state.counts.reject_col += by_col;
            self.state.counts.reject_box += by_box;
            self.state.step += by_row + by_col + by_box;
            let last = 15 - rejected.leading_zeros() as u8;
            let frame = &mut self.state.stack[top];
            frame.digit = last;
            frame.by_row |= rejected & row;
            frame.by_col |= rejected & col & !row;
            if self.state.step == limit {
                return;
            }
        }
        if free != 0 {
            let d = free.trailing_zeros() as u8;
            self.state.stack[top].digit = d;
            self.state.stack[top].placed |= 1 << d;
            self.place(i, d);
            self.state.counts.place += 1;
            if self.state.len > self.state.counts.max_depth {
                self.state.counts.max_depth = self.state.len;
            }
            self.state.step += 1;
            self.state.phase = Phase::Pick;
            // Enter the next cell at once (the Pick phase, inline).
            if self.state.step < limit
                && self.state.strategy == Strategy::RowMajor
                && self.open != 0
            {
                let cell = self.order[self.state.len as usize];
                self.state.stack[self.state.len as usize] = Frame::entering(cell);
                self.state.len += 1;
                self.state.counts.enter += 1;
                self.state.step += 1;
                self.state.phase = Phase::Try;
            }
        } else {
            self.state.ended = Some(self.state.stack[top]);
            self.state.stack[top] = Frame::default();
            self.state.len -= 1;
            self.state.counts.dead_end += 1;
            self.state.step += 1;
            self.state.phase = Phase::Undo;
            // Undo the parent's digit at once (the Undo phase, inline).
            if self.state.step < limit && self.state.len != 0 {
                let Frame { cell, digit, .. } = self.state.stack[self.state.len as usize - 1];
                self.unplace(cell as usize, digit);
                self.state.ended = None;
                self.state.counts.undo += 1;
                self.state.step += 1;
                self.state.phase = Phase::Try;
            }
        }
    }
}
