//! Board writes → engine events, by the rules of issue 19, one per
//! function below: a digit into an empty cell is a placement; `.` over a
//! digit is an undo; a digit over another is an undo and a placement; `.`
//! over `.` is nothing; a write lower on the stack undoes the deeper cells
//! (the "never clears the board" shape); a conflicting digit written and
//! taken back before anything deeper is a rejection (write-then-check);
//! digits skipped at a cell are rejections, with the reason and holding
//! cell read from the board as the learner's search had it.
//!
//! Events with no write behind them are inferred only for the row-major
//! cell order ([`CellOrder::RowMajor`]): a cell where every digit is
//! rejected, and the rejections after the last try at a cell that dead-ends.
//! With [`CellOrder::Unknown`] they are left out rather than guessed. The
//! rejections before the first try and between two tries follow from the
//! writes with the digit order 1 to 9 alone, so they are given in both.
//!
//! The end is the caller's: `Solved` is given when the board is full and
//! valid; `Exhausted` is never guessed.

use crate::engine::Event;
use crate::grid::{Cell, Grid, UnitKind};

/// One write to the board: 0-based row and column, `None` for `.`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Write {
    /// 0-based row.
    pub row: u8,
    /// 0-based column.
    pub col: u8,
    /// The digit written, or `None` for `.`.
    pub value: Option<u8>,
    /// The learner's source line of the assignment, where the language
    /// tells it.
    pub line: Option<u32>,
}

/// The cell order the learner's search is taken to follow, for inference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellOrder {
    /// The first empty cell in reading order: infer what leaves no write.
    RowMajor,
    /// Not known: give only what the writes show.
    Unknown,
}

/// One event of the learner's search, and whether it was inferred (no write
/// shows it) rather than read from the writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The event, in the engine's vocabulary.
    pub event: Event,
    /// True when no write shows it: inferred from the cell order, or an
    /// undo of a digit the learner's code left on the board (a search that
    /// never clears: the digit stays there, stale, until overwritten).
    pub inferred: bool,
    /// The learner's source line of the write it was read from, where the
    /// language tells it.
    pub line: Option<u32>,
}

/// A cell the search is at: a frame of its stack.
#[derive(Clone, Copy, Debug)]
struct Frame {
    cell: Cell,
    /// The digit the search has there now, 0 for none.
    digit: u8,
    /// The last digit tried there (placed or rejected), 0 for none yet.
    last_tried: u8,
    /// Whether a deeper cell was entered from the current digit.
    had_child: bool,
}

/// The translation, one write at a time.
pub struct Reader {
    order: CellOrder,
    givens: [bool; 81],
    /// The board as the learner's search has it: digits it took back
    /// implicitly (never cleared on the real board) are 0 here.
    search: [u8; 81],
    stack: Vec<Frame>,
    /// Search-placed digits on the board: the depth.
    depth: u8,
    /// A digit written at the top cell that conflicts with the board: a
    /// placement, or a rejection if taken back before anything else.
    pending: Option<u8>,
    /// The line of the write being read.
    line: Option<u32>,
    steps: Vec<Step>,
}

impl Reader {
    /// A reader for a search of `puzzle` that follows `order`.
    pub fn new(puzzle: &Grid, order: CellOrder) -> Reader {
        let mut givens = [false; 81];
        for cell in Cell::all() {
            givens[cell.index()] = puzzle.is_given(cell);
        }
        Reader {
            order,
            givens,
            search: *puzzle.digits(),
            stack: Vec::new(),
            depth: 0,
            pending: None,
            line: None,
            steps: Vec::new(),
        }
    }

    /// The events so far.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Reads one write. Writes to givens are set aside (a given changed is
    /// the caller's finding, not a step of the search).
    pub fn write(&mut self, write: Write) {
        let cell = Cell::at(write.row as usize, write.col as usize);
        if self.givens[cell.index()] {
            return;
        }
        self.line = write.line;
        let on_top = self.stack.last().is_some_and(|f| f.cell == cell);
        if let Some(digit) = self.pending {
            if on_top {
                // Write-then-check: the conflicting digit is taken back.
                self.pending = None;
                self.search[cell.index()] = 0;
                self.reject(cell, digit, false);
                self.top().last_tried = digit;
            } else {
                self.pending = None;
                self.commit_place(digit);
            }
        }
        let position = self.stack.iter().position(|f| f.cell == cell);
        match (position, write.value) {
            // `.` over `.`: nothing.
            (None, None) => {}
            (None, Some(digit)) => {
                if self.stack.last().is_some_and(|f| f.digit == 0) {
                    // The top cell was left with no digit: it dead-ends.
                    self.dead_end_top();
                }
                self.enter(cell, false);
                self.try_digit(digit);
            }
            (Some(at), value) => {
                // Deeper cells still on the stack are undone: the
                // implicit undo of a search that never clears.
                while self.stack.len() > at + 1 {
                    self.dead_end_top();
                }
                if self.top().digit != 0 {
                    self.undo_top(false);
                }
                if let Some(digit) = value {
                    self.try_digit(digit);
                }
            }
        }
    }

    /// The events of all the writes, and `Solved` if the board they leave
    /// is full and valid.
    pub fn finish(mut self) -> Vec<Step> {
        if let Some(digit) = self.pending.take() {
            self.commit_place(digit);
        }
        if Grid::from_digits(self.search).is_solved() {
            self.push(Event::Solved, false);
        }
        self.steps
    }

    fn top(&mut self) -> &mut Frame {
        self.stack.last_mut().expect("a cell on the stack")
    }

    fn push(&mut self, event: Event, inferred: bool) {
        self.steps.push(Step {
            event,
            inferred,
            line: self.line,
        });
    }

    fn enter(&mut self, cell: Cell, inferred: bool) {
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
        self.stack.push(Frame {
            cell,
            digit: 0,
            last_tried: 0,
            had_child: false,
        });
    }

    /// A try of `digit` at the top cell: the digits skipped since the last
    /// try are rejections, then it is placed (or held, if it conflicts).
    fn try_digit(&mut self, digit: u8) {
        let cell = self.top().cell;
        let first_try = self.top().last_tried == 0;
        for skipped in self.top().last_tried + 1..digit {
            self.reject(cell, skipped, first_try);
        }
        self.top().last_tried = digit;
        self.search[cell.index()] = digit;
        if self.holder(cell, digit).is_some() {
            self.pending = Some(digit);
        } else {
            self.commit_place(digit);
        }
    }

    fn commit_place(&mut self, digit: u8) {
        let frame = self.top();
        frame.digit = digit;
        frame.had_child = false;
        let cell = frame.cell;
        self.depth += 1;
        self.push(Event::Place { cell, digit }, false);
    }

    /// Takes back the top cell's digit (`implicit`: no write to the cell
    /// does it, the digit stays on the learner's board); under row-major, a
    /// digit taken back with no deeper write had a child where every digit
    /// failed.
    fn undo_top(&mut self, implicit: bool) {
        let frame = *self.top();
        let child = match self.order {
            CellOrder::RowMajor if !frame.had_child => self.first_empty(),
            _ => None,
        };
        if let Some(next) = child {
            self.enter(next, true);
            for digit in 1..=9 {
                self.reject(next, digit, true);
            }
            self.stack.pop();
            self.push(Event::DeadEnd { cell: next }, true);
        }
        self.search[frame.cell.index()] = 0;
        self.depth -= 1;
        let top = self.top();
        top.digit = 0;
        self.push(
            Event::Undo {
                cell: frame.cell,
                digit: frame.digit,
            },
            implicit,
        );
    }

    /// The top cell is left for good: its digit taken back, the digits
    /// after its last try rejected (row-major), and its dead end.
    fn dead_end_top(&mut self) {
        if self.top().digit != 0 {
            self.undo_top(true);
        }
        let frame = *self.top();
        if self.order == CellOrder::RowMajor {
            for digit in frame.last_tried + 1..=9 {
                self.reject(frame.cell, digit, true);
            }
        }
        self.stack.pop();
        self.push(Event::DeadEnd { cell: frame.cell }, false);
    }

    fn reject(&mut self, cell: Cell, digit: u8, inferred: bool) {
        // A digit no unit holds is a refused candidate: no holding cell,
        // and `Row` by convention for the reason.
        let (reason, by) = match self.holder(cell, digit) {
            Some((kind, by)) => (kind, Some(by)),
            None => (UnitKind::Row, None),
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

    /// The first unit (row, column, box) where another cell holds `digit`
    /// on the search's board, and that cell.
    fn holder(&self, cell: Cell, digit: u8) -> Option<(UnitKind, Cell)> {
        cell.units().into_iter().find_map(|unit| {
            unit.cells()
                .into_iter()
                .find(|&c| c != cell && self.search[c.index()] == digit)
                .map(|c| (unit.kind(), c))
        })
    }

    fn first_empty(&self) -> Option<Cell> {
        Cell::all().find(|c| self.search[c.index()] == 0)
    }
}

/// The events of a whole list of writes (see [`Reader`]).
pub fn events_from_writes(puzzle: &Grid, order: CellOrder, writes: &[Write]) -> Vec<Step> {
    let mut reader = Reader::new(puzzle, order);
    for &write in writes {
        reader.write(write);
    }
    reader.finish()
}
