//! The reader's search stack kept by the rules of [`super`]: cells
//! entered and left, digits tried, placed, taken back and rejected (with
//! the reason read from the board), and the cell a known order goes to
//! next.

use super::{CallLevel, CellOrder, Reader, Step};
use crate::engine::Event;
use crate::grid::{Cell, UnitKind};
use crate::learner::board::unit_ids;

impl Reader {
    pub(super) fn end(&mut self) {
        if let Some(digit) = self.pending.take() {
            self.commit_place(digit);
        }
        let solved = self.steps.last().map(|s| s.event) == Some(Event::Solved);
        if self.options.order == CellOrder::RestartColumn && !solved {
            let top = self.stack.last().copied();
            if top.is_some_and(|f| f.digit != 0)
                && self.board.restart_scan(top.map(|f| f.cell)).is_none()
            {
                self.push(Event::Solved, true);
            }
        }
    }

    pub(super) fn top(&mut self) -> &mut CallLevel {
        self.stack.last_mut().expect("a cell on the stack")
    }

    pub(super) fn push(&mut self, event: Event, inferred: bool) {
        self.steps.push(Step {
            event,
            inferred,
            line: self.line,
        });
    }

    pub(super) fn enter(&mut self, cell: Cell, inferred: bool) {
        if !inferred {
            // Every order is looked at, whichever one the reading
            // follows: the analysis reads the orders the writes fit from
            // the reading it makes (it guesses, and reads again if wrong).
            let last_filled = self.stack.last().map(|f| f.cell);
            let step = self.len() as u64;
            self.observed.enter(&self.board, cell, step, last_filled);
        }
        if let Some(parent) = self.stack.last_mut() {
            parent.had_child = true;
        }
        self.push(
            Event::Enter {
                cell,
                depth: self.depth,
            },
            inferred,
        );
        self.stack.push(CallLevel {
            cell,
            digit: 0,
            last_tried: 0,
            had_child: false,
        });
        if self.at[cell.index()] == 0 {
            self.at[cell.index()] = self.stack.len() as u8;
        }
    }

    /// Where `cell`'s first level is on the stack.
    pub(super) fn position(&self, cell: Cell) -> Option<usize> {
        (self.at[cell.index()] as usize).checked_sub(1)
    }

    pub(super) fn pop_level(&mut self) {
        if let Some(level) = self.stack.pop()
            && self.at[level.cell.index()] as usize == self.stack.len() + 1
        {
            self.at[level.cell.index()] = 0;
        }
    }

    /// The nine digits in the order the search tries them.
    pub(super) fn digit_order(&self) -> [u8; 9] {
        if self.options.descending {
            [9, 8, 7, 6, 5, 4, 3, 2, 1]
        } else {
            [1, 2, 3, 4, 5, 6, 7, 8, 9]
        }
    }

    /// How many digits come before `digit` and itself in the digit order;
    /// 0 for none tried.
    pub(super) fn rank(&self, digit: u8) -> usize {
        match (digit, self.options.descending) {
            (0, _) => 0,
            (d, false) => d as usize,
            (d, true) => 10 - d as usize,
        }
    }

    /// A try of `digit` at the top cell: the digits skipped since the last
    /// try are rejections, then it is placed (or held, if it conflicts).
    pub(super) fn try_digit(&mut self, digit: u8) {
        let level = *self.top();
        let (cell, last) = (level.cell, level.last_tried);
        if last != 0 {
            let step = self.len() as u64;
            self.observed.tried(cell, digit, last, step);
        }
        let (from, to) = (self.rank(last), self.rank(digit));
        if from + 1 < to {
            // No write shows these rejections: they follow from the digit
            // order, so they are given only where the writes prove that
            // order. Between two tries at a cell the two writes around
            // them and that order show them (not marked inferred); before
            // the first try they rest on the order alone (inferred).
            if !self.options.mixed_digits {
                let inferred = last == 0;
                for skipped in self.digit_order()[from..to - 1].iter().copied() {
                    self.pass_over(cell, skipped, inferred);
                }
            }
        }
        self.top().last_tried = digit;
        // The cell is empty here: what its units hold is what it conflicts with.
        let conflicts = self.board.holds(cell, digit);
        self.board.set(cell, digit);
        if conflicts && !self.options.accepts_conflicts {
            self.pending = Some(digit);
            self.pending_line = self.line;
        } else {
            self.commit_place(digit);
        }
    }

    pub(super) fn commit_place(&mut self, digit: u8) {
        let level = self.top();
        level.digit = digit;
        level.had_child = false;
        let cell = level.cell;
        self.depth += 1;
        self.push(Event::Place { cell, digit }, false);
        if self.board.empty == 0 {
            // No empty cell left: the engine's pick finds none.
            self.push(Event::Solved, false);
        }
    }

    /// The cell the search's order goes to next, with the top cell's digit
    /// on the board; `None` when the order is unknown.
    pub(super) fn next_cell(&self) -> Option<Cell> {
        match self.options.order {
            CellOrder::RowMajor => self.board.first_empty(),
            CellOrder::MostConstrained => self.board.fewest_candidates(),
            CellOrder::RestartColumn => self.board.restart_scan(self.stack.last().map(|f| f.cell)),
            CellOrder::Unknown => None,
        }
    }

    /// Takes back the top cell's digit (`implicit`: no write to the cell
    /// does it, the digit stays on the learner's board); with a known
    /// order, a digit taken back with no deeper write had a child where
    /// every digit failed.
    pub(super) fn undo_top(&mut self, implicit: bool) {
        let level = *self.top();
        let child = if level.had_child {
            None
        } else {
            self.next_cell()
        };
        // A classic search takes a digit back with nothing deeper written
        // only when every digit failed at the next cell. A propagating
        // search takes it back when some empty cell is left with no
        // candidate, without going deeper: no child is inferred.
        let looked_ahead = self.options.propagating && child.is_some();
        let child = if looked_ahead {
            self.observed.lookaheads += 1;
            None
        } else {
            child
        };
        if let Some(next) = child {
            self.enter(next, true);
            // Which digits the code looked at there, and in what order, only
            // a proven digit order tells: with none, the dead end alone.
            if !self.options.mixed_digits {
                for digit in self.digit_order() {
                    self.pass_over(next, digit, true);
                }
            }
            self.pop_level();
            self.push(Event::DeadEnd { cell: next }, true);
        }
        self.board.clear(level.cell);
        self.left[level.cell.index()] = implicit;
        self.depth -= 1;
        let top = self.top();
        top.digit = 0;
        self.push(
            Event::Undo {
                cell: level.cell,
                digit: level.digit,
            },
            implicit,
        );
    }

    /// The top cell is left for good: its digit taken back, the digits
    /// after its last try rejected (known order), and its dead end.
    pub(super) fn dead_end_top(&mut self) {
        if self.top().digit != 0 {
            self.undo_top(true);
        }
        let level = *self.top();
        if self.options.order != CellOrder::Unknown && !self.options.mixed_digits {
            let from = self.rank(level.last_tried);
            for digit in self.digit_order()[from..].iter().copied() {
                self.pass_over(level.cell, digit, true);
            }
        }
        self.pop_level();
        self.push(Event::DeadEnd { cell: level.cell }, false);
    }

    /// A digit the search passed over with no write at `cell`: a
    /// rejection, unless the search propagates and no unit holds it. Such
    /// a digit was struck off as a candidate (writing it would leave some
    /// empty cell with no candidate), or another was forced there; whether
    /// the code looked at it at all the writes do not say: no event is
    /// given for it.
    pub(super) fn pass_over(&mut self, cell: Cell, digit: u8, inferred: bool) {
        if self.options.propagating && !self.board.holds(cell, digit) {
            self.observed.lookaheads += 1;
            self.observed.passed_over_ahead[digit as usize] |= 1 << cell.index();
            return;
        }
        self.reject(cell, digit, inferred);
    }

    pub(super) fn reject(&mut self, cell: Cell, digit: u8, inferred: bool) {
        // A digit no unit holds is a refused candidate: no holding cell,
        // and `Row` by convention for the reason.
        let (reason, by) = if self.options.stale_tables {
            self.stale_reason(cell, digit)
        } else {
            match self.board.holder(cell, digit) {
                Some((kind, by)) => (kind, Some(by)),
                None => (UnitKind::Row, None),
            }
        };
        self.push(
            Event::Reject {
                cell,
                digit,
                reason,
                by,
            },
            inferred,
        );
    }

    /// Forget-restore's reason: the first unit whose tables hold `digit`,
    /// and the tables hold every digit the unit ever had; the holding cell
    /// is the one of that unit that has it now, if any.
    pub(super) fn stale_reason(&self, cell: Cell, digit: u8) -> (UnitKind, Option<Cell>) {
        let units = cell.units();
        let ids = unit_ids(cell);
        match (0..3).find(|&k| self.board.ever[ids[k]] & (1 << digit) != 0) {
            Some(k) => (units[k].kind(), self.board.holder_in(units[k], cell, digit)),
            None => (UnitKind::Row, None),
        }
    }
}
