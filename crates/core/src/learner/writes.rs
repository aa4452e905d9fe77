//! Board writes → engine events, by the rules of issue 19, one per
//! function below: a digit into an empty cell is a placement; `.` over a
//! digit is an undo; a digit over another is an undo and a placement; `.`
//! over `.` is nothing; a write lower on the stack undoes the deeper cells
//! (the "never clears the board" shape); a conflicting digit written and
//! taken back before anything deeper is a rejection (write-then-check);
//! digits skipped at a cell are rejections, with the reason and holding
//! cell read from the board as the learner's search had it.
//!
//! Events with no write behind them are inferred from a known cell order
//! ([`CellOrder`]: reading order, fewest candidates, or the restart-column
//! scan): a cell where every digit is rejected, and the rejections after
//! the last try at a cell that dead-ends. With [`CellOrder::Unknown`] they
//! are left out rather than guessed. The rejections before the first try
//! and between two tries follow from the writes and the digit order alone
//! (1 to 9, or 9 to 1 with [`ReadOptions::descending`]), so they are given
//! in every cell order (those before the first try marked inferred);
//! where the writes show the digit order changing from cell to cell
//! ([`ReadOptions::mixed_digits`]) they are not given at all, nor the
//! rejections of a cell where every digit fails (its dead end is).
//!
//! A `.` over a digit the learner's code left on its board (a search that
//! never clears took it back implicitly, long before) is no event: the
//! search's board has no digit there. It is kept beside the events
//! ([`Reader::clears`]) so the grid stops drawing the stale digit exactly
//! where the learner's board lost it.
//!
//! `Solved` is given when the board has no empty cell left (as the engine
//! does: it does not check the digits), or, for the restart-column scan,
//! when the scan finds none at the end. `Exhausted` is the caller's to say
//! ([`Reader::finish_exhausted`]): only the learner's run knows it returned.

mod stack;

use super::board::Board;
use super::observed::Observed;
use crate::engine::Event;
use crate::grid::{Cell, Grid};

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellOrder {
    /// The first empty cell in reading order (the classic search).
    RowMajor,
    /// The empty cell with the fewest candidates, ties in reading order.
    MostConstrained,
    /// The first empty cell of a scan from the last filled cell's row, in
    /// each row only from its column on (the bug lab's restart-column).
    RestartColumn,
    /// Not known: give only what the writes show.
    Unknown,
}

/// How to read the writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadOptions {
    pub order: CellOrder,
    /// Digits tried from 9 down to 1 instead of 1 up to 9.
    pub descending: bool,
    /// The writes show the digits tried in an order that changes from
    /// cell to cell (a try above the last and a try below it, both seen):
    /// no rejection is inferred from a digit order, since none is proven;
    /// only the rejections the writes show are given.
    pub mixed_digits: bool,
    /// The learner's tables keep every digit ever placed (forget-restore):
    /// a rejection's reason is the first unit that ever held the digit, as
    /// the engine's forget-restore says it.
    pub stale_tables: bool,
    /// The learner's check lets conflicts through (some conflicting digit
    /// stayed while the search went deeper): a conflicting digit written
    /// and cleared again is a placement whose next cell failed, not a
    /// write-then-check rejection.
    pub accepts_conflicts: bool,
    /// The last digit of the digit order, which the search writes nowhere
    /// though a cell was left where no unit held it: its digit loop stops
    /// short of it (known at the end of the run). No rejection of it is
    /// inferred: the code never tried it.
    pub never_tried: Option<u8>,
    /// The writes are a propagating search's (they follow forward checking
    /// or singles write for write): a digit that no unit holds is one the
    /// code may never have looked at (it was struck off as a candidate, or
    /// another digit was forced there), so no rejection of one is inferred.
    pub propagating: bool,
}

impl ReadOptions {
    /// Reading `order` with digits 1 to 9 and tables that follow the board.
    pub const fn of(order: CellOrder) -> ReadOptions {
        ReadOptions {
            order,
            descending: false,
            mixed_digits: false,
            stale_tables: false,
            accepts_conflicts: false,
            never_tried: None,
            propagating: false,
        }
    }
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

/// A cell the learner's search is at: one level of its recursion (one
/// call of its solving function), the reader's stack holding one a level.
#[derive(Clone, Copy, Debug)]
struct CallLevel {
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
    options: ReadOptions,
    givens: [bool; 81],
    board: Board,
    stack: Vec<CallLevel>,
    /// Each cell's first level on the stack, as its index + 1 (0: none):
    /// a write's cell found without a walk down the stack.
    at: [u8; 81],
    /// Search-placed digits on the board: the depth.
    depth: u8,
    /// A digit written at the top cell that conflicts with the board: a
    /// placement, or a rejection if taken back before anything else.
    pending: Option<u8>,
    /// The line of the write that made `pending`.
    pending_line: Option<u32>,
    /// The line of the write being read.
    line: Option<u32>,
    steps: Vec<Step>,
    /// Steps handed out by [`Reader::drain`] already.
    drained: usize,
    observed: Observed,
    /// Cells holding a digit the learner's code left there after the
    /// search took it back (an implicit undo).
    left: [bool; 81],
    /// Each `.` written over such a digit: the cell, and how many events
    /// came before it (the index of the event it comes before).
    clears: Vec<(u64, Cell)>,
}

impl Reader {
    /// A reader for a search of `puzzle` that follows `order`.
    pub fn new(puzzle: &Grid, order: CellOrder) -> Reader {
        Reader::with_options(puzzle, ReadOptions::of(order))
    }

    /// A reader for a search of `puzzle`, read as `options` say.
    pub fn with_options(puzzle: &Grid, options: ReadOptions) -> Reader {
        let mut givens = [false; 81];
        for cell in Cell::all() {
            givens[cell.index()] = puzzle.is_given(cell);
        }
        Reader {
            options,
            givens,
            board: Board::new(&puzzle.givens_only()),
            stack: Vec::with_capacity(81),
            at: [0; 81],
            depth: 0,
            pending: None,
            pending_line: None,
            line: None,
            steps: Vec::new(),
            drained: 0,
            observed: Observed::default(),
            left: [false; 81],
            clears: Vec::new(),
        }
    }

    /// The events not drained yet.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Hands out the events so far, for a caller that compares them as
    /// they come and keeps none.
    pub fn drain(&mut self) -> std::vec::Drain<'_, Step> {
        self.drained += self.steps.len();
        self.steps.drain(..)
    }

    /// The stale leftover digits the learner's `.` cleared so far: the
    /// cell, and the index (0-based) of the event the clear comes before,
    /// the number of events before it. Not events: the search's board had
    /// no digit there.
    pub fn clears(&self) -> &[(u64, Cell)] {
        &self.clears
    }

    /// What the reading noticed so far.
    pub fn observed(&self) -> &Observed {
        &self.observed
    }

    /// How many events so far, drained ones included.
    pub fn len(&self) -> usize {
        self.drained + self.steps.len()
    }

    /// Whether a conflicting digit waits for the next write to say if it
    /// was kept (a placement) or taken back (a write-then-check
    /// rejection): the write that made it made events not handed out yet.
    pub fn has_pending(&self) -> bool {
        self.pending.is_some()
    }

    /// Whether no event has been read yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Reads one write. Writes to givens are set aside (a given changed is
    /// the caller's finding, not a step of the search).
    pub fn write(&mut self, write: Write) {
        let cell = Cell::at(write.row as usize, write.col as usize);
        if self.givens[cell.index()] {
            return;
        }
        self.line = write.line;
        if let Some(digit) = write.value {
            self.observed.written |= 1 << digit;
        }
        // Any write takes a leftover digit off: a digit is read as a try
        // below (its placement puts the cell back on the search's board),
        // a `.` clears it, before whatever this write resolves.
        if std::mem::take(&mut self.left[cell.index()]) && write.value.is_none() {
            self.clears.push((self.len() as u64, cell));
        }
        let on_top = self.stack.last().is_some_and(|f| f.cell == cell);
        if let Some(digit) = self.pending.take() {
            if on_top {
                // Write-then-check: the conflicting digit is taken back.
                self.board.clear(cell);
                self.reject(cell, digit, false);
                self.top().last_tried = digit;
                self.observed.write_then_checks += 1;
                if self.observed.first_write_then_check.is_none() {
                    self.observed.first_write_then_check =
                        Some((self.len() as u64 - 1, cell, digit));
                }
            } else {
                // Kept: the placement was read from the write of its digit,
                // so it carries that write's line, not this one's.
                self.observed.kept_conflicts += 1;
                let line = std::mem::replace(&mut self.line, self.pending_line);
                self.commit_place(digit);
                self.line = line;
            }
        }
        let position = self.position(cell);
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
                let old = self.top().digit;
                if old != 0 {
                    self.undo_top(false);
                    if let Some(new) = value {
                        let step = self.len() as u64 - 1;
                        self.observed.overwrote(cell, old, new, step);
                    }
                }
                if let Some(digit) = value {
                    self.try_digit(digit);
                }
            }
        }
    }

    /// The events of all the writes not drained yet.
    pub fn finish(mut self) -> Vec<Step> {
        self.end();
        self.steps
    }

    /// [`Reader::finish`] for a search known to have tried everything (it
    /// returned with no digit of its own on the board): the cells still on
    /// the stack dead-end, and the search is exhausted.
    pub fn finish_exhausted(mut self) -> Vec<Step> {
        self.end();
        if self.steps.last().map(|s| s.event) != Some(Event::Solved) {
            while !self.stack.is_empty() {
                self.dead_end_top();
            }
            self.push(Event::Exhausted, false);
        }
        self.steps
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
