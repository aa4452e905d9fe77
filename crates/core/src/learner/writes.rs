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

use super::board::{Board, unit_ids};
use super::observed::Observed;
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
    options: ReadOptions,
    givens: [bool; 81],
    board: Board,
    stack: Vec<Frame>,
    /// Each cell's first frame on the stack, as its index + 1 (0: none):
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

    fn end(&mut self) {
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
        self.stack.push(Frame {
            cell,
            digit: 0,
            last_tried: 0,
            had_child: false,
        });
        if self.at[cell.index()] == 0 {
            self.at[cell.index()] = self.stack.len() as u8;
        }
    }

    /// Where `cell`'s first frame is on the stack.
    fn position(&self, cell: Cell) -> Option<usize> {
        (self.at[cell.index()] as usize).checked_sub(1)
    }

    fn pop_frame(&mut self) {
        if let Some(frame) = self.stack.pop()
            && self.at[frame.cell.index()] as usize == self.stack.len() + 1
        {
            self.at[frame.cell.index()] = 0;
        }
    }

    /// The nine digits in the order the search tries them.
    fn digit_order(&self) -> [u8; 9] {
        if self.options.descending {
            [9, 8, 7, 6, 5, 4, 3, 2, 1]
        } else {
            [1, 2, 3, 4, 5, 6, 7, 8, 9]
        }
    }

    /// How many digits come before `digit` and itself in the digit order;
    /// 0 for none tried.
    fn rank(&self, digit: u8) -> usize {
        match (digit, self.options.descending) {
            (0, _) => 0,
            (d, false) => d as usize,
            (d, true) => 10 - d as usize,
        }
    }

    /// A try of `digit` at the top cell: the digits skipped since the last
    /// try are rejections, then it is placed (or held, if it conflicts).
    fn try_digit(&mut self, digit: u8) {
        let frame = *self.top();
        let (cell, last) = (frame.cell, frame.last_tried);
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

    fn commit_place(&mut self, digit: u8) {
        let frame = self.top();
        frame.digit = digit;
        frame.had_child = false;
        let cell = frame.cell;
        self.depth += 1;
        self.push(Event::Place { cell, digit }, false);
        if self.board.empty == 0 {
            // No empty cell left: the engine's pick finds none.
            self.push(Event::Solved, false);
        }
    }

    /// The cell the search's order goes to next, with the top cell's digit
    /// on the board; `None` when the order is unknown.
    fn next_cell(&self) -> Option<Cell> {
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
    fn undo_top(&mut self, implicit: bool) {
        let frame = *self.top();
        let child = if frame.had_child {
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
            self.pop_frame();
            self.push(Event::DeadEnd { cell: next }, true);
        }
        self.board.clear(frame.cell);
        self.left[frame.cell.index()] = implicit;
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
    /// after its last try rejected (known order), and its dead end.
    fn dead_end_top(&mut self) {
        if self.top().digit != 0 {
            self.undo_top(true);
        }
        let frame = *self.top();
        if self.options.order != CellOrder::Unknown && !self.options.mixed_digits {
            let from = self.rank(frame.last_tried);
            for digit in self.digit_order()[from..].iter().copied() {
                self.pass_over(frame.cell, digit, true);
            }
        }
        self.pop_frame();
        self.push(Event::DeadEnd { cell: frame.cell }, false);
    }

    /// A digit the search passed over with no write at `cell`: a
    /// rejection, unless the search propagates and no unit holds it. Such
    /// a digit was struck off as a candidate (writing it would leave some
    /// empty cell with no candidate), or another was forced there; whether
    /// the code looked at it at all the writes do not say: no event is
    /// given for it.
    fn pass_over(&mut self, cell: Cell, digit: u8, inferred: bool) {
        if self.options.propagating && !self.board.holds(cell, digit) {
            self.observed.lookaheads += 1;
            self.observed.passed_over_ahead[digit as usize] |= 1 << cell.index();
            return;
        }
        self.reject(cell, digit, inferred);
    }

    fn reject(&mut self, cell: Cell, digit: u8, inferred: bool) {
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
    fn stale_reason(&self, cell: Cell, digit: u8) -> (UnitKind, Option<Cell>) {
        let units = cell.units();
        let ids = unit_ids(cell);
        match (0..3).find(|&k| self.board.ever[ids[k]] & (1 << digit) != 0) {
            Some(k) => (units[k].kind(), self.board.holder_in(units[k], cell, digit)),
            None => (UnitKind::Row, None),
        }
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
