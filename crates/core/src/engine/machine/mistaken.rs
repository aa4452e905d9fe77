//! The steps that forget-restore and restart-column take differently from
//! the correct search; every other step is [`Machine::step`]'s.
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

impl Machine {
    /// One step of the search making `self.mistake`.
    pub fn step_mistaken(&mut self) -> Option<Event> {
        let Some(mistake) = self.mistake else {
            return self.step();
        };
        match (mistake, self.phase) {
            (Mistake::RestartColumn, Phase::Pick) => Some(self.pick_from_last_filled()),
            (Mistake::ForgetRestore, Phase::Undo) if self.len != 0 => {
                Some(self.undo_leaving_the_tables())
            }
            _ => self.step(),
        }
    }

    /// restart-column's Pick: `for (i = h; ...) for (j = l; ...)` from the
    /// cell just filled (r1c1 at the root), then enter what it finds, or
    /// call the grid solved when it finds nothing.
    fn pick_from_last_filled(&mut self) -> Event {
        let from = match self.len {
            0 => 0,
            len => self.stack[len as usize - 1].cell as usize,
        };
        let (h, l) = (from / 9, from % 9);
        let found = (h..9)
            .flat_map(|r| (l..9).map(move |c| r * 9 + c))
            .find(|&i| self.digits[i] == 0);
        self.step += 1;
        self.ended = Frame::default();
        match found {
            None => {
                self.counts.solutions += 1;
                self.phase = Phase::Solved;
                Event::Solved
            }
            Some(i) => {
                let depth = self.len;
                self.stack[self.len as usize] = Frame::entering(i as u8);
                self.len += 1;
                self.counts.enter += 1;
                self.phase = Phase::Try;
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
        let Frame { cell, digit, .. } = self.stack[self.len as usize - 1];
        self.ended = Frame::default();
        self.digits[cell as usize] = 0;
        self.open |= 1u128 << cell;
        self.counts.undo += 1;
        self.phase = Phase::Try;
        self.step += 1;
        Event::Undo {
            cell: Cell::new(cell as usize),
            digit,
        }
    }
}
