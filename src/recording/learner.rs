//! A recording of a learner's own search: the steps read from their
//! program's board writes (`learner::writes`), behind the same seam as the
//! engine, so every view of the solve screen shows it.
//!
//! The strict replay of a `trace` ([`Recording`](super::Recording))
//! refuses what a learner's search does; this one accepts it and keeps the
//! record true:
//!
//! - a dead end before digit 9 was tried (the cell order is not known): the
//!   visit ends there, its record holds the digits tried;
//! - digits in another order than 1 to 9: the visit's record
//!   ([`Frame`]) reads digits in rising order, what became of each up to
//!   the last one tried. A digit tried below one tried before makes the
//!   record's last digit that one, so the higher digits tried earlier read
//!   as not tried at this visit — the one thing it cannot say; the
//!   narration of such a visit says "not tried" for them, never a reason;
//! - a placement that conflicts: the digit goes on the board, and the
//!   tables stay what the board says (a digit is unmarked from a unit only
//!   when no other cell of the unit holds it);
//! - a reject that no unit backs (`by: None`): a refused candidate;
//! - an event at a cell that is not on top of the stack: counted and
//!   shown, the stack left as it is.
//!
//! Per step it keeps whether the event was inferred and the learner's
//! source line; and the digits the learner's code left on the board (the
//! undo of a search that never clears is inferred: the digit stays there,
//! stale, until the cell is written again: [`Search::leftovers`]). A write
//! of `.` over such a digit is not an event (the reader drops it), so it
//! stays drawn until the cell is next placed.
//!
//! Memory: the steps are packed (`packed.rs`, mostly a byte a step) and a
//! state is kept every [`INTERVAL`] steps for seeks, which replay at most
//! that many steps.

use std::collections::HashMap;
use std::sync::Arc;

use super::Recording;
use super::packed::Packed;
use crate::engine::{Counts, Event, EventKind, Frame, Mistake, Phase, Strategy, Tried};
use crate::grid::{Cell, Grid, UnitKind};
use crate::learner::writes::Step;
use crate::search::Search;
use crate::tables::Tables;

/// Steps between two kept states: a seek replays at most this many.
const INTERVAL: u64 = 4096;

/// A learner's search, read from its steps.
#[derive(Clone, Debug)]
pub struct LearnerRecording {
    givens: [u8; 81],
    packed: Arc<Packed>,
    /// The state at steps 0, INTERVAL, 2 x INTERVAL, ...
    kept: Arc<[State]>,
    len: u64,
    state: State,
}

/// Where the learner's search stands.
#[derive(Clone, Debug)]
struct State {
    step: u64,
    /// Where the next step's bytes start.
    offset: usize,
    /// The learner's line of the last step, and whether it was inferred.
    line: Option<u32>,
    inferred: bool,
    /// The board as the search has it: givens and placed digits.
    digits: [u8; 81],
    /// Digits the learner's code left on the board after an inferred undo.
    left: [u8; 81],
    tables: Tables,
    stack: [Frame; 81],
    len: u8,
    /// Digits the search has placed on the board now.
    placed: u8,
    ended: Option<Frame>,
    counts: Counts,
    stale_rejects: u64,
    phase: Phase,
    last: Option<Event>,
}

impl Recording {
    /// The learner's search over `puzzle` that made `steps`.
    pub(crate) fn from_learner(puzzle: &Grid, steps: &[Step]) -> LearnerRecording {
        let mut builder = LearnerBuilder::new(puzzle);
        for step in steps {
            builder.push(step);
        }
        builder.finish()
    }
}

/// Builds a [`LearnerRecording`] one step at a time, so a long search is
/// never held as a list of steps as well.
pub(crate) struct LearnerBuilder {
    givens: [u8; 81],
    state: State,
    packed: Packed,
    line_index: HashMap<u32, u32>,
    kept: Vec<State>,
    /// The last step pushed, applied once the next one shows whether the
    /// search goes on after it (a solution it goes on from).
    pending: Option<Step>,
}

impl LearnerBuilder {
    pub(crate) fn new(puzzle: &Grid) -> LearnerBuilder {
        let givens = *puzzle.givens_only().digits();
        let state = State::start(givens);
        LearnerBuilder {
            givens,
            kept: vec![state.clone()],
            state,
            packed: Packed::default(),
            line_index: HashMap::new(),
            pending: None,
        }
    }

    pub(crate) fn push(&mut self, step: &Step) {
        if let Some(previous) = self.pending.replace(*step) {
            self.write(previous, true);
        }
    }

    pub(crate) fn finish(mut self) -> LearnerRecording {
        if let Some(last) = self.pending.take() {
            self.write(last, false);
        }
        let len = self.state.step;
        LearnerRecording {
            givens: self.givens,
            packed: Arc::new(self.packed),
            kept: self.kept.into(),
            len,
            state: State::start(self.givens),
        }
    }

    /// The line's place in the table: a learner's file writes the board
    /// from a few lines, so a short table is searched, a long one hashed.
    fn index_of(&mut self, line: u32) -> u32 {
        let lines = &mut self.packed.lines;
        if lines.len() < 16 {
            if let Some(at) = lines.iter().position(|&l| l == line) {
                return at as u32;
            }
        } else if let Some(&at) = self.line_index.get(&line) {
            return at;
        }
        let next = lines.len() as u32;
        lines.push(line);
        if lines.len() == 16 {
            self.line_index = lines
                .iter()
                .enumerate()
                .map(|(i, &l)| (l, i as u32))
                .collect();
        } else if lines.len() > 16 {
            self.line_index.insert(line, next);
        }
        next
    }

    fn write(&mut self, step: Step, more: bool) {
        let line_index = (step.line != self.state.line || self.state.step == 0)
            .then(|| step.line.map_or(0, |line| self.index_of(line) + 1));
        let enter_cell = match step.event {
            Event::Enter { cell, .. } => Some(cell),
            _ => None,
        };
        let expected = self.state.expected(step.event.kind(), enter_cell);
        let full = expected != Some(step.event);
        self.packed
            .push(step.event, step.inferred, line_index, full);
        self.state.line = step.line;
        self.state.apply(step.event, step.inferred, more);
        self.state.offset = self.packed.bytes.len();
        if self.state.step.is_multiple_of(INTERVAL) {
            self.kept.push(self.state.clone());
        }
    }
}

impl State {
    fn start(givens: [u8; 81]) -> State {
        State {
            step: 0,
            offset: 0,
            line: None,
            inferred: false,
            digits: givens,
            left: [0; 81],
            tables: Tables::from_grid(&Grid::from_digits(givens)),
            stack: [Frame::default(); 81],
            len: 0,
            placed: 0,
            ended: None,
            counts: Counts::default(),
            stale_rejects: 0,
            phase: Phase::Pick,
            last: None,
        }
    }

    fn top(&self) -> Option<Frame> {
        self.len.checked_sub(1).map(|i| self.stack[i as usize])
    }

    /// The top frame's index, when it is at `cell`.
    fn top_at(&self, cell: Cell) -> Option<usize> {
        self.top()
            .filter(|f| f.cell() == cell)
            .map(|_| self.len as usize - 1)
    }

    /// The event of `kind` a search of this shape makes next: at the top
    /// cell, its next digit, a reject's holder read from the board.
    fn expected(&self, kind: EventKind, enter_cell: Option<Cell>) -> Option<Event> {
        let top = self.top();
        let next = top
            .map(|f| (f.cell(), f.digit() + 1))
            .filter(|&(_, d)| d <= 9);
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
        })
    }

    /// The first unit (row, column, box) where another cell holds `digit`,
    /// and that cell: the tables (true to the board) say which units to
    /// look in. Written out by index: the builder asks it at every reject.
    fn holder(&self, cell: Cell, digit: u8) -> Option<(UnitKind, Cell)> {
        let bit = 1u16 << digit;
        let (row, col, bx) = (cell.row(), cell.col(), cell.box_index());
        let find = |cells: &mut dyn Iterator<Item = usize>| self.held_in(cells, cell, digit);
        if self.tables.rows[row] & bit != 0
            && let Some(by) = find(&mut (row * 9..row * 9 + 9))
        {
            return Some((UnitKind::Row, by));
        }
        if self.tables.cols[col] & bit != 0
            && let Some(by) = find(&mut (col..81).step_by(9))
        {
            return Some((UnitKind::Column, by));
        }
        if self.tables.boxes[bx] & bit != 0 {
            let top = (bx / 3) * 27 + (bx % 3) * 3;
            let mut cells = (0..9).map(|k| top + (k / 3) * 9 + k % 3);
            if let Some(by) = find(&mut cells) {
                return Some((UnitKind::Box, by));
            }
        }
        None
    }

    fn held_in(
        &self,
        cells: &mut dyn Iterator<Item = usize>,
        cell: Cell,
        digit: u8,
    ) -> Option<Cell> {
        for i in cells {
            if i != cell.index() && self.digits[i] == digit {
                return Some(Cell::new(i));
            }
        }
        None
    }

    /// Takes `digit` out of `cell`'s units' tables where no other cell of
    /// the unit holds it (a conflicting placement left two there).
    fn unmark_unheld(&mut self, cell: Cell, digit: u8) {
        let bit = !(1u16 << digit);
        for unit in cell.units() {
            let held = unit
                .cells()
                .into_iter()
                .any(|c| c != cell && self.digits[c.index()] == digit);
            if held {
                continue;
            }
            let index = unit.index();
            match unit.kind() {
                UnitKind::Row => self.tables.rows[index] &= bit,
                UnitKind::Column => self.tables.cols[index] &= bit,
                UnitKind::Box => self.tables.boxes[index] &= bit,
            }
        }
    }

    /// Applies one step, whatever it is; `more`: another step follows.
    fn apply(&mut self, event: Event, inferred: bool, more: bool) {
        let mut ended = None;
        match event {
            Event::Enter { cell, .. } => {
                // 81 frames at most: a cell entered twice without leaving
                // (a learner's search never does that) is shown, not
                // stacked past the grid.
                if (self.len as usize) < self.stack.len() {
                    self.stack[self.len as usize] = Frame::entering(cell.index() as u8);
                    self.len += 1;
                }
                self.counts.enter += 1;
                self.phase = Phase::Try;
            }
            Event::Reject {
                cell,
                digit,
                reason,
                by,
            } => {
                if let Some(top) = self.top_at(cell) {
                    self.stack[top] = self.stack[top].trying(digit, Tried::Rejected(reason));
                }
                match reason {
                    UnitKind::Row => self.counts.reject_row += 1,
                    UnitKind::Column => self.counts.reject_col += 1,
                    UnitKind::Box => self.counts.reject_box += 1,
                }
                // A refused candidate: no unit holds it (a stale reading
                // may name no holder where another unit has one).
                if by.is_none() && self.holder(cell, digit).is_none() {
                    self.stale_rejects += 1;
                }
                self.phase = Phase::Try;
            }
            Event::Place { cell, digit } => {
                if let Some(top) = self.top_at(cell) {
                    let placed = Tried::Placed { completed: false };
                    self.stack[top] = self.stack[top].trying(digit, placed);
                }
                if self.digits[cell.index()] == 0 {
                    self.placed += 1;
                }
                self.digits[cell.index()] = digit;
                self.left[cell.index()] = 0;
                self.tables.mark(cell, digit);
                self.counts.place += 1;
                self.counts.max_depth = self.counts.max_depth.max(self.placed);
                self.phase = Phase::Pick;
            }
            Event::Undo { cell, digit } => {
                if self.digits[cell.index()] == digit && digit != 0 {
                    self.digits[cell.index()] = 0;
                    self.placed = self.placed.saturating_sub(1);
                    self.unmark_unheld(cell, digit);
                }
                // An inferred undo is a digit the learner's code left there.
                self.left[cell.index()] = if inferred { digit } else { 0 };
                self.counts.undo += 1;
                self.phase = Phase::Try;
            }
            Event::DeadEnd { cell } => {
                if let Some(top) = self.top_at(cell) {
                    ended = Some(self.stack[top]);
                    self.len -= 1;
                    self.stack[top] = Frame::default();
                }
                self.counts.dead_end += 1;
                self.phase = Phase::Undo;
            }
            Event::Solved => {
                self.counts.solutions += 1;
                self.phase = if more {
                    for frame in &mut self.stack[..self.len as usize] {
                        *frame = frame.completing();
                    }
                    Phase::Undo
                } else {
                    Phase::Solved
                };
            }
            Event::Exhausted => {
                ended = self.ended;
                self.counts.exhausted += 1;
                self.phase = Phase::Exhausted;
            }
        }
        self.ended = ended;
        self.inferred = inferred;
        self.step += 1;
        self.last = Some(event);
    }
}

#[cfg_attr(not(test), allow(dead_code))]
impl LearnerRecording {
    /// How many steps the recording holds: its last step.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// True for a recording of no step at all.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes the recording holds: its packed steps, line table and kept
    /// states (what the README's figure per write measures).
    pub fn heap_bytes(&self) -> usize {
        self.packed.bytes.capacity()
            + self.packed.lines.capacity() * 4
            + self.kept.len() * std::mem::size_of::<State>()
    }

    /// Applies the next step.
    fn advance(&mut self) -> Option<Event> {
        if self.state.step >= self.len {
            return None;
        }
        let raw = self.packed.read(self.state.offset);
        if let Some(line) = raw.line {
            self.state.line = line;
        }
        let event = raw
            .full
            .or_else(|| self.state.expected(raw.kind, raw.cell))
            .expect("a step written short follows from the state before it");
        let more = self.state.step + 1 < self.len;
        self.state.apply(event, raw.inferred, more);
        self.state.offset = raw.next;
        Some(event)
    }
}

impl Search for LearnerRecording {
    fn step_number(&self) -> u64 {
        self.state.step
    }
    fn last_event(&self) -> Option<Event> {
        self.state.last
    }
    fn phase(&self) -> Phase {
        self.state.phase
    }
    fn counts(&self) -> &Counts {
        &self.state.counts
    }
    fn grid(&self) -> Grid {
        crate::engine::searched_grid(&self.givens, &self.state.digits)
    }
    fn digit(&self, cell: Cell) -> u8 {
        self.state.digits[cell.index()]
    }
    fn stack(&self) -> &[Frame] {
        &self.state.stack[..self.state.len as usize]
    }
    fn tables(&self) -> &Tables {
        &self.state.tables
    }
    fn ended_visit(&self) -> Option<Frame> {
        self.state.ended
    }
    fn stale_rejects(&self) -> u64 {
        self.state.stale_rejects
    }
    /// The learner's own order, whatever it is: the narration asks
    /// [`Search::is_learners`] before it says how a cell was chosen.
    fn strategy(&self) -> Strategy {
        Strategy::RowMajor
    }
    fn mistake(&self) -> Option<Mistake> {
        None
    }
    fn is_finished(&self) -> bool {
        self.state.step == self.len
    }
    fn step(&mut self) -> Option<Event> {
        self.advance()
    }
    fn run(&mut self, events: u64) -> u64 {
        let start = self.state.step;
        let target = start.saturating_add(events).min(self.len);
        while self.state.step < target {
            self.advance();
        }
        target - start
    }
    fn seek(&mut self, n: u64) -> u64 {
        let n = n.min(self.len);
        if n < self.state.step || n - self.state.step > INTERVAL {
            self.state = self.kept[(n / INTERVAL) as usize].clone();
        }
        self.run(n - self.state.step);
        self.state.step
    }
    fn run_until(&mut self, budget: u64, stop: &dyn Fn(&Event) -> bool) -> Option<Event> {
        for _ in 0..budget {
            let event = self.advance()?;
            if stop(&event) {
                return Some(event);
            }
        }
        None
    }
    fn seek_back_to(&mut self, wanted: &dyn Fn(&Event) -> bool) -> Option<Event> {
        // The steps cannot be read backwards: each kept interval before
        // this step is replayed, latest first, for the last match in it
        // (this step's own event does not count).
        let now = self.state.step;
        let mut block = now.saturating_sub(1) / INTERVAL;
        loop {
            let end = ((block + 1) * INTERVAL).min(now.saturating_sub(1));
            let mut scan = self.clone();
            scan.state = self.kept[block as usize].clone();
            let mut found = None;
            while scan.state.step < end {
                let event = scan.advance().expect("before this step");
                if wanted(&event) {
                    found = Some((scan.state.step, event));
                }
            }
            if let Some((step, event)) = found {
                self.seek(step);
                return Some(event);
            }
            if block == 0 {
                self.seek(0);
                return None;
            }
            block -= 1;
        }
    }
    fn copy_at(&self, step: u64) -> Box<dyn Search> {
        let mut copy = self.clone();
        copy.seek(step.min(self.state.step));
        Box::new(copy)
    }
    fn boxed_clone(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }
    fn leftovers(&self) -> Vec<(Cell, u8)> {
        Cell::all()
            .filter(|c| self.state.left[c.index()] != 0 && self.state.digits[c.index()] == 0)
            .map(|c| (c, self.state.left[c.index()]))
            .collect()
    }
    fn inferred(&self) -> bool {
        self.state.step > 0 && self.state.inferred
    }
    fn source_line(&self) -> Option<u32> {
        self.state.line.filter(|_| self.state.step > 0)
    }
    fn is_learners(&self) -> bool {
        true
    }
}
