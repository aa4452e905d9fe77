//! Propagation, for the strategies that have it: what the Pick phase does
//! before it chooses a cell. One event a step, in this order:
//!
//! ```text
//! an empty cell has no candidate  -> Wipeout, Undo     (forward checking)
//! an empty cell has one candidate -> Force, Pick       (naked single)
//! a digit has one place in a unit -> Force, Pick       (hidden single)
//! otherwise                       -> the Pick phase: Enter or Solved
//! ```
//!
//! (the singles only for `singles` and `singles-mrv`). Each scan takes the
//! first in reading order, and the units rows, then columns, then boxes,
//! digits 1 to 9: `reference/classic_dfs.cpp` does the same, and the
//! counts must be equal.
//!
//! The candidates are kept incrementally by the three tables themselves: a
//! cell's candidates are the digits none of its row, column and box masks
//! holds, and a placement or an undo changes those masks in three writes.
//! The undo trail is the stack: a forced move is a frame like a guess
//! (marked forced), so backtracking takes it back with the same undo, in
//! the reverse order, and a snapshot restores it like any placement.
//! Nothing here allocates.

use super::{BOX_OF, COL_OF, Frame, Machine, Phase, ROW_OF};
use crate::engine::{Event, ForceRule};
use crate::grid::{Cell, UnitKind};
use crate::tables::DigitSet;

/// The nine cells of each unit: rows 0-8, columns 0-8, boxes 0-8.
const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut t = [[0u8; 9]; 27];
    let mut u = 0;
    while u < 9 {
        let mut k = 0;
        while k < 9 {
            t[u][k] = (u * 9 + k) as u8;
            t[9 + u][k] = (k * 9 + u) as u8;
            t[18 + u][k] = ((u / 3) * 27 + (u % 3) * 3 + (k / 3) * 9 + k % 3) as u8;
            k += 1;
        }
        u += 1;
    }
    t
};

impl Machine {
    /// The candidates of cell `i`: the digits (bits 1-9) its row, column
    /// and box do not hold.
    #[inline(always)]
    pub(super) fn candidates(&self, i: usize) -> u16 {
        !(self.state.tables.rows[ROW_OF[i] as usize]
            | self.state.tables.cols[COL_OF[i] as usize]
            | self.state.tables.boxes[BOX_OF[i] as usize])
            & DigitSet::ALL.0
    }

    /// The table of unit `u` (0-8 rows, 9-17 columns, 18-26 boxes).
    #[inline(always)]
    fn unit_mask(&self, u: usize) -> u16 {
        match u / 9 {
            0 => self.state.tables.rows[u],
            1 => self.state.tables.cols[u - 9],
            _ => self.state.tables.boxes[u - 18],
        }
    }

    /// The propagation event due before the next pick, applied; `None`
    /// when there is none (or the strategy does not propagate).
    #[inline(always)]
    pub(super) fn propagated(&mut self) -> Option<Event> {
        if !self.state.strategy.propagates() {
            return None;
        }
        if let Some(cell) = self.wiped_out() {
            self.state.counts.wipeout += 1;
            self.state.ended = None;
            self.state.phase = Phase::Undo;
            let by = self
                .state
                .len
                .checked_sub(1)
                .map(|top| self.state.stack[top as usize].cell());
            return Some(Event::Wipeout {
                cell: Cell::new(cell as usize),
                by,
            });
        }
        if !self.state.strategy.forces_singles() {
            return None;
        }
        let (cell, digit, rule) = self.single()?;
        self.state.stack[self.state.len as usize] = Frame::forcing(cell, digit, rule);
        self.state.len += 1;
        self.place(cell as usize, digit);
        self.state.counts.force += 1;
        self.state.counts.max_depth = self.state.counts.max_depth.max(self.state.len);
        self.state.ended = None;
        Some(Event::Force {
            cell: Cell::new(cell as usize),
            digit,
            rule,
        })
    }

    /// The first empty cell with no candidate left, if any.
    fn wiped_out(&self) -> Option<u8> {
        let mut bits = self.open;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if self.candidates(i) == 0 {
                return Some(i as u8);
            }
        }
        None
    }

    /// The first forced move: a cell with one candidate (reading order),
    /// else a digit with one place in a unit (rows, columns, boxes; digits
    /// 1-9).
    fn single(&self) -> Option<(u8, u8, ForceRule)> {
        let mut bits = self.open;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let c = self.candidates(i);
            if c.is_power_of_two() {
                return Some((i as u8, c.trailing_zeros() as u8, ForceRule::OnlyCandidate));
            }
        }
        for (u, cells) in UNIT_CELLS.iter().enumerate() {
            let missing = !self.unit_mask(u) & DigitSet::ALL.0;
            if missing == 0 {
                continue;
            }
            // For each digit: seen once (`one`), seen twice or more (`many`).
            let (mut one, mut many) = (0u16, 0u16);
            let mut place = [0u8; 10];
            for &i in cells {
                if self.state.digits[i as usize] != 0 {
                    continue;
                }
                let c = self.candidates(i as usize);
                many |= one & c;
                one |= c;
                let mut new = c;
                while new != 0 {
                    let d = new.trailing_zeros() as usize;
                    new &= new - 1;
                    place[d] = i;
                }
            }
            let single = one & !many & missing;
            if single != 0 {
                let d = single.trailing_zeros() as u8;
                let kind = UnitKind::ALL[u / 9];
                return Some((place[d as usize], d, ForceRule::OnlyPlace(kind)));
            }
        }
        None
    }
}
