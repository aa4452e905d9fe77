//! The steps that forget-restore, restart-column and forget-candidates
//! take differently from the correct search; every other step is
//! [`Machine::step`]'s.
//! (forget-flag needs no step of its own: it is the correct row-major
//! search that goes on after a complete grid, the engine's `keep_going`.)
//!
//! These searches are short (they go wrong early), so they run one step at
//! a time and never take the row-major bulk loop. The engine picks the step
//! function once ([`Machine::stepper`]), so the correct search pays nothing
//! per step for them.

use super::{Frame, Machine, Phase};
use crate::engine::event::Event;
use crate::engine::mistake::Mistake;
use crate::grid::Cell;

/// The 20 peers of each cell: the other cells of its row, column and box.
const PEERS: [[u8; 20]; 81] = {
    let mut t = [[0u8; 20]; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        let mut n = 0;
        let mut j = 0;
        while j < 81 {
            let (r2, c2) = (j / 9, j % 9);
            let same_box = r / 3 == r2 / 3 && c / 3 == c2 / 3;
            if j != i && (r == r2 || c == c2 || same_box) {
                t[i][n] = j as u8;
                n += 1;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

impl Machine {
    /// One step of the search making `self.mistake`.
    pub fn step_mistaken(&mut self) -> Option<Event> {
        let Some(mistake) = self.mistake else {
            return self.step();
        };
        match (mistake, self.state.phase) {
            (Mistake::RestartColumn, Phase::Pick) => Some(self.pick_from_last_filled()),
            (Mistake::ForgetRestore, Phase::Undo) if self.state.len != 0 => {
                Some(self.undo_leaving_the_tables())
            }
            (Mistake::ForgetCandidates, Phase::Pick) => Some(self.pick_by_kept_candidates()),
            (Mistake::ForgetCandidates, Phase::Try) => {
                let event = self.step();
                if let Some(Event::Place { cell, digit }) = event {
                    self.remove_from_peers(cell.index(), digit);
                }
                event
            }
            // The undo is the correct one (clear, unmark) and gives no
            // candidate back: that is the mistake, by omission.
            _ => self.step(),
        }
    }

    /// forget-candidates' Pick: forward checking's wipeout test, on the
    /// candidates it keeps rather than the tables', then the pick.
    fn pick_by_kept_candidates(&mut self) -> Event {
        let mut bits = self.open;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if self.kept[i] == 0 {
                self.state.counts.wipeout += 1;
                self.state.ended = None;
                self.state.phase = Phase::Undo;
                self.state.step += 1;
                let by = self
                    .state
                    .len
                    .checked_sub(1)
                    .map(|top| self.state.stack[top as usize].cell());
                return Event::Wipeout {
                    cell: Cell::new(i),
                    by,
                };
            }
        }
        let event = self.pick_event();
        self.state.step += 1;
        event
    }

    /// forget-candidates' placement: `digit` leaves the kept candidates of
    /// every empty peer of cell `i`, for good.
    fn remove_from_peers(&mut self, i: usize, digit: u8) {
        let bit = !(1u16 << digit);
        for &p in &PEERS[i] {
            if self.state.digits[p as usize] == 0 {
                self.kept[p as usize] &= bit;
            }
        }
    }

    /// restart-column's Pick: `for (i = h; ...) for (j = l; ...)` from the
    /// cell just filled (r1c1 at the root), then enter what it finds, or
    /// call the grid solved when it finds nothing.
    fn pick_from_last_filled(&mut self) -> Event {
        let from = match self.state.len {
            0 => 0,
            len => self.state.stack[len as usize - 1].cell as usize,
        };
        let (h, l) = (from / 9, from % 9);
        let found = (h..9)
            .flat_map(|r| (l..9).map(move |c| r * 9 + c))
            .find(|&i| self.state.digits[i] == 0);
        self.state.step += 1;
        self.state.ended = None;
        match found {
            None => {
                self.state.counts.solutions += 1;
                self.state.phase = Phase::Solved;
                Event::Solved
            }
            Some(i) => {
                let depth = self.state.len;
                self.state.stack[self.state.len as usize] = Frame::entering(i as u8);
                self.state.len += 1;
                self.state.counts.enter += 1;
                self.state.phase = Phase::Try;
                Event::Enter {
                    cell: Cell::new(i),
                    depth,
                }
            }
        }
    }

    /// forget-restore's Undo: the cell is cleared, the three tables keep
    /// the digit marked.
    fn undo_leaving_the_tables(&mut self) -> Event {
        let Frame { cell, digit, .. } = self.state.stack[self.state.len as usize - 1];
        self.state.ended = None;
        self.state.digits[cell as usize] = 0;
        self.open |= 1u128 << cell;
        self.state.counts.undo += 1;
        self.state.phase = Phase::Try;
        self.state.step += 1;
        Event::Undo {
            cell: Cell::new(cell as usize),
            digit,
        }
    }
}
