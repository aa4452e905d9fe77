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
//!   ([`Frame`]) reads digits in its direction, what became of each up to
//!   the last one tried: 1 up to 9, or 9 down to 1 for a visit whose first
//!   try is 9 (the reader gives every digit before a visit's first try, so
//!   a rising visit starts at 1). A digit tried against that direction
//!   makes the record's last digit that one, so the digits tried earlier
//!   past it read as not tried at this visit — the one thing it cannot
//!   say; the narration of such a visit says "not tried" for them, never a
//!   reason;
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
//! of `.` over such a digit is not an event; the reader keeps it beside
//! the events ([`Reader::clears`](crate::learner::writes::Reader::clears)),
//! and the digit stops being drawn at the step that clear comes before,
//! stepping forwards, back or seeking alike (the kept states hold where
//! the clears stand). A clear after the last step comes before no step:
//! it is not shown.
//!
//! Memory: the steps are packed (`packed.rs`, mostly a byte a step) and a
//! state is kept every [`INTERVAL`] steps for seeks, which replay at most
//! that many steps.

// What reads a learner's recording is the app's (the watch).

use std::collections::HashMap;
use std::sync::Arc;

mod state;

use super::Recording;
use super::packed::Packed;
use crate::engine::{Event, EventKind};
use crate::grid::{Cell, Grid};
use crate::learner::stream::StepSink;
use crate::learner::writes::Step;
use crate::search::{Search, SearchState};
use state::State;

/// Steps between two kept states: a seek replays at most this many.
const INTERVAL: u64 = 8192;

/// A learner's search, read from its steps.
#[derive(Clone, Debug)]
pub struct LearnerRecording {
    packed: Arc<Packed>,
    /// The state at steps 0, INTERVAL, 2 x INTERVAL, ...
    kept: Arc<[State]>,
    /// Stale leftover digits the learner's `.` cleared: the index of the
    /// step each comes before, in order.
    clears: Arc<[(u64, Cell)]>,
    len: u64,
    state: State,
}

impl Recording {
    /// The learner's search over `puzzle` that made `steps`, with no
    /// clears (the tests' lists of steps; a watch has its clears).
    #[cfg(any(test, feature = "test-fixtures"))]
    pub fn from_learner(puzzle: &Grid, steps: &[Step]) -> LearnerRecording {
        Recording::from_learner_clearing(puzzle, steps, &[])
    }

    /// [`Recording::from_learner`] with the stale digits the learner's
    /// `.` cleared (`clears`: the index of the step each comes before).
    /// The watch builds its recording as the analysis reads
    /// ([`LearnerBuilder`] is a step sink); the tests build from lists.
    #[cfg(any(test, feature = "test-fixtures"))]
    pub fn from_learner_clearing(
        puzzle: &Grid,
        steps: &[Step],
        clears: &[(u64, Cell)],
    ) -> LearnerRecording {
        let mut builder = LearnerBuilder::new(puzzle);
        builder.clears = clears.to_vec();
        // About a byte and a half a step: grown once or twice, not often.
        builder.packed.bytes.reserve(steps.len() + steps.len() / 2);
        for step in steps {
            builder.push(step);
        }
        builder.finish()
    }
}

/// Builds a [`LearnerRecording`] one step at a time, so a long search is
/// never held as a list of steps as well.
pub struct LearnerBuilder {
    givens: [u8; 81],
    state: State,
    packed: Packed,
    line_index: HashMap<u32, u32>,
    kept: Vec<State>,
    /// The clears to apply as the steps are written: all of them given
    /// at the start, or each given before the step it comes before
    /// ([`StepSink::clear`]).
    clears: Vec<(u64, Cell)>,
    /// The last step pushed, applied once the next one shows whether the
    /// search goes on after it (a solution it goes on from).
    /// (With whether it is known to be the step expected there.)
    pending: Option<(Step, bool)>,
    /// The last step written is a short reject (where its tag is, and
    /// where its run's count is once it is a run), that the next such one
    /// can join.
    open_run: Option<(usize, bool, Option<usize>)>,
}

impl LearnerBuilder {
    pub fn new(puzzle: &Grid) -> LearnerBuilder {
        let givens = *puzzle.givens_only().digits();
        let state = State::start(givens);
        LearnerBuilder {
            givens,
            kept: vec![state.clone()],
            state,
            packed: Packed::default(),
            line_index: HashMap::new(),
            pending: None,
            open_run: None,
            clears: Vec::new(),
        }
    }

    pub fn push(&mut self, step: &Step) {
        self.push_known(step, false);
    }

    /// `expected`: the step is known to be the one the state expects, so
    /// it is not worked out again.
    fn push_known(&mut self, step: &Step, expected: bool) {
        if let Some((previous, known)) = self.pending.replace((*step, expected)) {
            self.write(previous, true, known);
        }
    }

    pub fn finish(mut self) -> LearnerRecording {
        if let Some((last, known)) = self.pending.take() {
            self.write(last, false, known);
        }
        let len = self.state.search.step;
        let mut start = State::start(self.givens);
        for state in self.kept.iter_mut().chain([&mut start]) {
            state.search.last_step = Some(len);
        }
        // The bytes were reserved for a guess at their number: what is not
        // used is given back (a shrink in place, not a copy).
        self.packed.bytes.shrink_to_fit();
        self.packed.lines.shrink_to_fit();
        LearnerRecording {
            packed: Arc::new(self.packed),
            kept: self.kept.into(),
            clears: self.clears.into(),
            len,
            state: start,
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

    fn write(&mut self, step: Step, more: bool, known_expected: bool) {
        let line_index = (step.line != self.state.line || self.state.search.step == 0)
            .then(|| step.line.map_or(0, |line| self.index_of(line) + 1));
        let enter_cell = match step.event {
            Event::Enter { cell, .. } => Some(cell),
            _ => None,
        };
        let expected = || self.state.expected(step.event.kind(), enter_cell);
        debug_assert!(!known_expected || expected() == Some(step.event));
        let full = !known_expected && expected() != Some(step.event);
        let short_reject = !full && matches!(step.event, Event::Reject { .. });
        // A short reject after another with the same flag and line joins
        // its run: no byte of its own.
        let joined = match self.open_run {
            Some((tag_at, inferred, count_at))
                if short_reject && line_index.is_none() && inferred == step.inferred =>
            {
                self.packed.extend_run(tag_at, count_at).map(|count_at| {
                    self.open_run = Some((tag_at, inferred, Some(count_at)));
                })
            }
            _ => None,
        };
        if joined.is_none() {
            let tag_at = self.packed.bytes.len();
            self.packed
                .push(step.event, step.inferred, line_index, full);
            self.open_run = short_reject.then_some((tag_at, step.inferred, None));
        }
        self.state.line = step.line;
        self.state.clear_before(&self.clears);
        self.state.apply(step.event, step.inferred, more);
        self.state.offset = self.packed.bytes.len();
        if self.state.search.step.is_multiple_of(INTERVAL) {
            // A kept state starts reading after every byte so far: the
            // run is closed here.
            self.open_run = None;
            self.kept.push(self.state.clone());
        }
    }
}

/// The watch builds its recording as the analysis reads the writes.
impl StepSink for LearnerBuilder {
    fn clear(&mut self, before: u64, cell: Cell) {
        self.clears.push((before, cell));
    }
    fn step(&mut self, step: &Step) {
        self.push(step);
    }
    fn expected_step(&mut self, step: &Step) {
        self.push_known(step, true);
    }
    fn expected_steps(&mut self, steps: &[Step]) {
        for step in steps {
            self.push_known(step, true);
        }
    }
}

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
            + std::mem::size_of_val(&*self.clears)
    }

    /// Applies the next step.
    fn advance(&mut self) -> Option<Event> {
        if self.state.search.step >= self.len {
            return None;
        }
        let more = self.state.search.step + 1 < self.len;
        if self.state.run_left > 0 {
            // The rest of a run: the reject expected, flag and line kept.
            let event = self
                .state
                .expected(EventKind::Reject, None)
                .expect("a run of rejects at the top cell");
            self.state.run_left -= 1;
            let inferred = self.state.inferred;
            self.state.clear_before(&self.clears);
            self.state.apply(event, inferred, more);
            return Some(event);
        }
        let raw = self.packed.read(self.state.offset);
        if let Some(line) = raw.line {
            self.state.line = line;
        }
        let event = raw
            .full
            .or_else(|| self.state.expected(raw.kind, raw.cell))
            .expect("a step written short follows from the state before it");
        self.state.clear_before(&self.clears);
        self.state.apply(event, raw.inferred, more);
        self.state.run_left = raw.count - 1;
        self.state.offset = raw.next;
        Some(event)
    }
}

/// The learner's own cell order, whatever it is, shows as row-major: the
/// narration asks [`Search::is_learners`] before it says how a cell was
/// chosen.
impl Search for LearnerRecording {
    fn state(&self) -> &SearchState {
        &self.state.search
    }
    fn step(&mut self) -> Option<Event> {
        self.advance()
    }
    fn run(&mut self, events: u64) -> u64 {
        let start = self.state.search.step;
        let target = start.saturating_add(events).min(self.len);
        while self.state.search.step < target {
            self.advance();
        }
        target - start
    }
    fn seek(&mut self, n: u64) -> u64 {
        let n = n.min(self.len);
        if n < self.state.search.step || n - self.state.search.step > INTERVAL {
            self.state = self.kept[(n / INTERVAL) as usize].clone();
        }
        self.run(n - self.state.search.step);
        self.state.search.step
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
        let now = self.state.search.step;
        let mut block = now.saturating_sub(1) / INTERVAL;
        loop {
            let end = ((block + 1) * INTERVAL).min(now.saturating_sub(1));
            let mut scan = self.clone();
            scan.state = self.kept[block as usize].clone();
            let mut found = None;
            while scan.state.search.step < end {
                let event = scan.advance().expect("before this step");
                if wanted(&event) {
                    found = Some((scan.state.search.step, event));
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
        copy.seek(step.min(self.state.search.step));
        Box::new(copy)
    }
    fn boxed_clone(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }
    fn leftovers(&self) -> Vec<(Cell, u8)> {
        Cell::all()
            .filter(|c| self.state.left[c.index()] != 0 && self.state.search.digits[c.index()] == 0)
            .map(|c| (c, self.state.left[c.index()]))
            .collect()
    }
    fn inferred(&self) -> bool {
        self.state.search.step > 0 && self.state.inferred
    }
    fn source_line(&self) -> Option<u32> {
        self.state.line.filter(|_| self.state.search.step > 0)
    }
    fn is_learners(&self) -> bool {
        true
    }
}
