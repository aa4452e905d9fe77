//! A recorded search: a list of events made elsewhere (a `trace` in JSON
//! Lines; a learner's own program has its `LearnerRecording`), replayed
//! behind the same seam as the engine ([`Search`]), so every view shows it
//! without knowing.
//!
//! [`Recording::from_trace`] reads the lines, refusing the first one that
//! is malformed with its line number and what is wrong with it, and
//! replays every event once on the way: an event that cannot follow the
//! ones before it (a placement at a cell not on top of the stack, an undo
//! of a digit that is not there) is refused there too. Replaying keeps the
//! grid, the stack with each frame's record of what became of every digit
//! tried (what the narration's sentences are read from), the tables and the
//! counts, as the engine keeps them.
//!
//! Stepping back goes to the state kept every [`INTERVAL`] events at or
//! before the step wanted, and replays forward from it: each event is
//! applied the one way, forwards, so there is no second, inverse rule to
//! get wrong, and a step back costs at most one interval of events.
//!
//! Part of the core: it imports nothing of the app, and its errors are
//! data (the English `Display` is for the command line and for tests).

use std::fmt;
use std::sync::Arc;

use crate::engine::{Event, EventKind, Frame, Mistake, Phase, Strategy, Tried};
use crate::grid::{Cell, Grid, UnitKind};
use crate::search::{Search, SearchState};

mod json;
mod learner;
mod packed;

pub use learner::LearnerBuilder;
pub use learner::LearnerRecording;

/// Events between two kept states: a step back replays at most this many.
const INTERVAL: usize = 256;

/// A search read from a list of events.
#[derive(Clone, Debug)]
pub struct Recording {
    /// Every event, in order: the one leading to step n is `events[n - 1]`.
    events: Arc<[Event]>,
    /// The state at steps 0, INTERVAL, 2 x INTERVAL, ... (shared by copies).
    kept: Arc<[SearchState]>,
    state: SearchState,
}

/// What is wrong with one line of a recording.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Malformed {
    /// Not a flat JSON object: what was expected, at which column (1-based).
    Syntax {
        column: usize,
        expected: &'static str,
    },
    /// A field every event of its kind has is not there.
    MissingField(&'static str),
    /// A field holds something else than it must.
    BadField {
        field: &'static str,
        expected: &'static str,
    },
    /// The `"event"` names no event of the search.
    UnknownEvent(String),
    /// Steps count 1, 2, 3, ... one a line.
    StepOutOfOrder { expected: u64, found: u64 },
    /// The event cannot follow the ones before it: why not.
    CannotFollow { event: EventKind, why: &'static str },
}

/// A recording refused: the line (1-based) and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordingError {
    /// The line, counting from 1.
    pub line: usize,
    /// What is wrong with it.
    pub malformed: Malformed,
}

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Malformed::Syntax { column, expected } => {
                write!(f, "column {column}: expected {expected}")
            }
            Malformed::MissingField(field) => write!(f, "no \"{field}\" field"),
            Malformed::BadField { field, expected } => {
                write!(f, "\"{field}\" must be {expected}")
            }
            Malformed::UnknownEvent(name) => write!(f, "no event is called \"{name}\""),
            Malformed::StepOutOfOrder { expected, found } => {
                write!(f, "step {found} where step {expected} comes next")
            }
            Malformed::CannotFollow { event, why } => {
                write!(f, "this {} cannot come here: {why}", event.name())
            }
        }
    }
}

impl fmt::Display for RecordingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.malformed)
    }
}

impl std::error::Error for RecordingError {}

impl Recording {
    /// The search over `puzzle` (its givens) that `strategy` and `mistake`
    /// name, as the `trace` lines in `lines` record it: `trace --strategy`
    /// and `--bug` say which, since its lines do not.
    pub fn from_trace(
        puzzle: &Grid,
        strategy: Strategy,
        mistake: Option<Mistake>,
        lines: &str,
    ) -> Result<Recording, RecordingError> {
        let mut events = Vec::new();
        for (index, line) in lines.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let at = |malformed| RecordingError {
                line: index + 1,
                malformed,
            };
            let (step, event) = json::event(line).map_err(at)?;
            let expected = events.len() as u64 + 1;
            if step != expected {
                return Err(at(Malformed::StepOutOfOrder {
                    expected,
                    found: step,
                }));
            }
            events.push((index + 1, event));
        }
        Recording::from_events(puzzle, strategy, mistake, &events)
    }

    /// The search over `puzzle` that made `events` (each with the line it
    /// was read from, for errors): every event is replayed once, and the
    /// first that cannot follow the ones before it is refused.
    pub fn from_events(
        puzzle: &Grid,
        strategy: Strategy,
        mistake: Option<Mistake>,
        events: &[(usize, Event)],
    ) -> Result<Recording, RecordingError> {
        let givens = *puzzle.givens_only().digits();
        let mut state = SearchState::start(givens, strategy, mistake);
        // Its list ends the search shown, where the search may go on.
        state.last_step = Some(events.len() as u64);
        let mut kept = vec![state.clone()];
        for (i, &(line, event)) in events.iter().enumerate() {
            let more = i + 1 < events.len();
            apply(&mut state, event, more).map_err(|why| RecordingError {
                line,
                malformed: Malformed::CannotFollow {
                    event: event.kind(),
                    why,
                },
            })?;
            if (state.step as usize).is_multiple_of(INTERVAL) {
                kept.push(state.clone());
            }
        }
        Ok(Recording {
            events: events.iter().map(|&(_, event)| event).collect(),
            state: kept[0].clone(),
            kept: kept.into(),
        })
    }

    /// How many events the recording holds: its last step.
    pub fn len(&self) -> u64 {
        self.events.len() as u64
    }

    /// True for a recording of no event at all.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    fn more_after(&self, step: u64) -> bool {
        step + 1 < self.len()
    }
}

/// The top frame, which `cell` must be, trying `digit` next.
fn trying(state: &SearchState, cell: Cell, digit: u8) -> Result<Frame, &'static str> {
    if state.phase != Phase::Try {
        return Err("no cell is trying digits now");
    }
    let top = state.top().ok_or("the stack is empty")?;
    if top.cell() != cell {
        return Err("it is not the cell on top of the stack");
    }
    if digit != top.digit() + 1 {
        return Err("digits are tried in order, 1 to 9, each once");
    }
    Ok(top)
}

/// Applies `event` to `state` as the search did; `more`: another event
/// follows (a solution the search goes on from). Forget-restore (the
/// state's mistake) leaves the tables marked on undo.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per event, each the search's rule for it"
)]
fn apply(state: &mut SearchState, event: Event, more: bool) -> Result<(), &'static str> {
    if matches!(state.phase, Phase::Solved | Phase::Exhausted) {
        return Err("the search has ended");
    }
    let mut ended = None;
    match event {
        Event::Enter { cell, depth } => {
            if state.phase != Phase::Pick {
                return Err("a cell is entered first or after a placement");
            }
            if state.digits[cell.index()] != 0 {
                return Err("the cell is not empty");
            }
            if depth != state.len {
                return Err("its depth is not the number of digits placed");
            }
            state.stack[state.len as usize] = Frame::entering(cell.index() as u8);
            state.len += 1;
            state.counts.enter += 1;
            state.phase = Phase::Try;
        }
        Event::Reject {
            cell,
            digit,
            reason,
            by,
        } => {
            let top = trying(state, cell, digit)?;
            state.stack[state.len as usize - 1] = top.trying(digit, Tried::Rejected(reason));
            match reason {
                UnitKind::Row => state.counts.reject_row += 1,
                UnitKind::Column => state.counts.reject_col += 1,
                UnitKind::Box => state.counts.reject_box += 1,
            }
            if by.is_none() {
                state.stale_rejects += 1;
            }
        }
        Event::Place { cell, digit } => {
            let top = trying(state, cell, digit)?;
            let placed = Tried::Placed { completed: false };
            state.stack[state.len as usize - 1] = top.trying(digit, placed);
            state.digits[cell.index()] = digit;
            state.tables.mark(cell, digit);
            state.counts.place += 1;
            state.counts.max_depth = state.counts.max_depth.max(state.len);
            state.phase = Phase::Pick;
        }
        Event::Undo { cell, digit } => {
            let top = state.top().filter(|_| state.phase == Phase::Undo);
            let top = top.ok_or("nothing is to be taken back now")?;
            if top.cell() != cell || top.digit() != digit {
                return Err("it is not the digit on top of the stack");
            }
            state.digits[cell.index()] = 0;
            if state.mistake != Some(Mistake::ForgetRestore) {
                state.tables.unmark(cell, digit);
            }
            state.counts.undo += 1;
            state.phase = Phase::Try;
        }
        Event::Force { .. } | Event::Wipeout { .. } => {
            return Err("a propagation event: only the engine's own strategies make these");
        }
        Event::DeadEnd { cell } => {
            let top = state.top().filter(|_| state.phase == Phase::Try);
            let top = top.ok_or("no cell is trying digits now")?;
            if top.cell() != cell {
                return Err("it is not the cell on top of the stack");
            }
            if top.digit() != 9 {
                return Err("a dead end comes after all nine digits");
            }
            ended = Some(top);
            state.len -= 1;
            state.stack[state.len as usize] = Frame::default();
            state.counts.dead_end += 1;
            state.phase = Phase::Undo;
        }
        Event::Solved => {
            if state.phase != Phase::Pick {
                return Err("a solution comes after a placement, or first");
            }
            state.counts.solutions += 1;
            state.phase = if more {
                // Going on from a solution: every digit on the grid had
                // the grid complete below it.
                for frame in &mut state.stack[..state.len as usize] {
                    *frame = frame.completing();
                }
                Phase::Undo
            } else {
                Phase::Solved
            };
        }
        Event::Exhausted => {
            if state.phase != Phase::Undo || state.len != 0 {
                return Err("the search gives up only after the root's dead end");
            }
            // The end is about the root's frame, as the dead end was.
            ended = state.ended;
            state.counts.exhausted += 1;
            state.phase = Phase::Exhausted;
        }
    }
    state.ended = ended;
    state.step += 1;
    state.last = Some(event);
    Ok(())
}

impl Recording {
    /// Applies the next event, which was checked when the recording was read.
    fn advance(&mut self) -> Option<Event> {
        let event = *self.events.get(self.state.step as usize)?;
        let more = self.more_after(self.state.step);
        apply(&mut self.state, event, more).expect("replayed once when read");
        Some(event)
    }
}

impl Search for Recording {
    fn state(&self) -> &SearchState {
        &self.state
    }
    fn step(&mut self) -> Option<Event> {
        self.advance()
    }
    fn run(&mut self, events: u64) -> u64 {
        let start = self.state.step;
        let target = start.saturating_add(events).min(self.len());
        while self.state.step < target {
            self.advance();
        }
        target - start
    }
    fn seek(&mut self, n: u64) -> u64 {
        let n = n.min(self.len());
        if n < self.state.step {
            self.state = self.kept[n as usize / INTERVAL].clone();
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
        // The event leading to step n is events[n - 1]; this step's own
        // does not count.
        let now = self.state.step as usize;
        let found = (1..now).rev().find(|&n| wanted(&self.events[n - 1]));
        self.seek(found.unwrap_or(0) as u64);
        found.map(|n| self.events[n - 1])
    }
    fn copy_at(&self, step: u64) -> Box<dyn Search> {
        let mut copy = self.clone();
        copy.seek(step.min(self.state.step));
        Box::new(copy)
    }
    fn boxed_clone(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }
    fn stack_at(&self, step: u64) -> ([Frame; 81], usize) {
        // From the kept state at or before it, as a seek does, on a copy.
        let step = step.min(self.state.step);
        let mut past = self.kept[step as usize / INTERVAL].clone();
        while past.step < step {
            let more = self.more_after(past.step);
            let event = self.events[past.step as usize];
            apply(&mut past, event, more).expect("replayed once when read");
        }
        (past.stack, past.depth() as usize)
    }
    fn for_each_event(&self, from: u64, to: u64, visit: &mut dyn FnMut(u64, &Event) -> bool) {
        // Straight from the list: no state to replay.
        let to = to.min(self.state.step);
        for step in from.saturating_add(1)..=to {
            if !visit(step, &self.events[step as usize - 1]) {
                break;
            }
        }
    }
}

#[cfg(test)]
mod learner_tests;
#[cfg(test)]
mod tests;
