//! A recorded search: a list of events made elsewhere (a `trace` in JSON
//! Lines; later, a learner's own program), replayed behind the same seam
//! as the engine ([`Search`]), so every view shows it without knowing.
//!
//! [`Recording::from_trace`] reads the lines, refusing the first one that
//! is malformed with its line number and what is wrong with it, and
//! replays every event once on the way: an event that cannot follow the
//! ones before it (a placement at a cell not on top of the stack, an undo
//! of a digit that is not there) is refused there too. Replaying keeps the
//! grid, the stack with each visit's record of what became of every digit
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

use crate::engine::{Counts, Event, EventKind, Frame, Mistake, Phase, Strategy, Tried};
use crate::grid::{Cell, Grid, UnitKind};
use crate::search::Search;
use crate::tables::Tables;

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
    givens: [u8; 81],
    strategy: Strategy,
    mistake: Option<Mistake>,
    /// Every event, in order: the one leading to step n is `events[n - 1]`.
    events: Arc<[Event]>,
    /// The state at steps 0, INTERVAL, 2 x INTERVAL, ... (shared by copies).
    kept: Arc<[State]>,
    state: State,
}

/// Where a recorded search stands: what the engine's machine holds.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    step: u64,
    digits: [u8; 81],
    tables: Tables,
    stack: [Frame; 81],
    len: u8,
    /// The visit the last dead end ended, while it is the last event (or
    /// the end of the search just after it).
    ended: Option<Frame>,
    counts: Counts,
    stale_rejects: u64,
    phase: Phase,
    last: Option<Event>,
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
        let mut state = State::start(givens);
        let mut kept = vec![state.clone()];
        for (i, &(line, event)) in events.iter().enumerate() {
            let more = i + 1 < events.len();
            state
                .apply(event, more, mistake)
                .map_err(|why| RecordingError {
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
            givens,
            strategy,
            mistake,
            events: events.iter().map(|&(_, event)| event).collect(),
            kept: kept.into(),
            state: State::start(givens),
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

impl State {
    fn start(givens: [u8; 81]) -> State {
        State {
            step: 0,
            digits: givens,
            tables: Tables::from_grid(&Grid::from_digits(givens)),
            stack: [Frame::default(); 81],
            len: 0,
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

    /// The top frame, which `cell` must be, trying `digit` next.
    fn trying(&self, cell: Cell, digit: u8) -> Result<Frame, &'static str> {
        if self.phase != Phase::Try {
            return Err("no cell is trying digits now");
        }
        let top = self.top().ok_or("the stack is empty")?;
        if top.cell() != cell {
            return Err("it is not the cell on top of the stack");
        }
        if digit != top.digit() + 1 {
            return Err("digits are tried in order, 1 to 9, each once");
        }
        Ok(top)
    }

    /// Applies `event` as the search did; `more`: another event follows (a
    /// solution the search goes on from). `mistake`: forget-restore leaves
    /// the tables marked on undo.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per event, each the search's rule for it"
    )]
    fn apply(
        &mut self,
        event: Event,
        more: bool,
        mistake: Option<Mistake>,
    ) -> Result<(), &'static str> {
        if matches!(self.phase, Phase::Solved | Phase::Exhausted) {
            return Err("the search has ended");
        }
        let mut ended = None;
        match event {
            Event::Enter { cell, depth } => {
                if self.phase != Phase::Pick {
                    return Err("a cell is entered first or after a placement");
                }
                if self.digits[cell.index()] != 0 {
                    return Err("the cell is not empty");
                }
                if depth != self.len {
                    return Err("its depth is not the number of digits placed");
                }
                self.stack[self.len as usize] = Frame::entering(cell.index() as u8);
                self.len += 1;
                self.counts.enter += 1;
                self.phase = Phase::Try;
            }
            Event::Reject {
                cell,
                digit,
                reason,
                by,
            } => {
                let top = self.trying(cell, digit)?;
                self.stack[self.len as usize - 1] = top.trying(digit, Tried::Rejected(reason));
                match reason {
                    UnitKind::Row => self.counts.reject_row += 1,
                    UnitKind::Column => self.counts.reject_col += 1,
                    UnitKind::Box => self.counts.reject_box += 1,
                }
                if by.is_none() {
                    self.stale_rejects += 1;
                }
            }
            Event::Place { cell, digit } => {
                let top = self.trying(cell, digit)?;
                let placed = Tried::Placed { completed: false };
                self.stack[self.len as usize - 1] = top.trying(digit, placed);
                self.digits[cell.index()] = digit;
                self.tables.mark(cell, digit);
                self.counts.place += 1;
                self.counts.max_depth = self.counts.max_depth.max(self.len);
                self.phase = Phase::Pick;
            }
            Event::Undo { cell, digit } => {
                let top = self.top().filter(|_| self.phase == Phase::Undo);
                let top = top.ok_or("nothing is to be taken back now")?;
                if top.cell() != cell || top.digit() != digit {
                    return Err("it is not the digit on top of the stack");
                }
                self.digits[cell.index()] = 0;
                if mistake != Some(Mistake::ForgetRestore) {
                    self.tables.unmark(cell, digit);
                }
                self.counts.undo += 1;
                self.phase = Phase::Try;
            }
            Event::Force { .. } | Event::Wipeout { .. } => {
                return Err("a propagation event: only the engine's own strategies make these");
            }
            Event::DeadEnd { cell } => {
                let top = self.top().filter(|_| self.phase == Phase::Try);
                let top = top.ok_or("no cell is trying digits now")?;
                if top.cell() != cell {
                    return Err("it is not the cell on top of the stack");
                }
                if top.digit() != 9 {
                    return Err("a dead end comes after all nine digits");
                }
                ended = Some(top);
                self.len -= 1;
                self.stack[self.len as usize] = Frame::default();
                self.counts.dead_end += 1;
                self.phase = Phase::Undo;
            }
            Event::Solved => {
                if self.phase != Phase::Pick {
                    return Err("a solution comes after a placement, or first");
                }
                self.counts.solutions += 1;
                self.phase = if more {
                    // Going on from a solution: every digit on the grid had
                    // the grid complete below it.
                    for frame in &mut self.stack[..self.len as usize] {
                        *frame = frame.completing();
                    }
                    Phase::Undo
                } else {
                    Phase::Solved
                };
            }
            Event::Exhausted => {
                if self.phase != Phase::Undo || self.len != 0 {
                    return Err("the search gives up only after the root's dead end");
                }
                // The end is about the root's visit, as the dead end was.
                ended = self.ended;
                self.counts.exhausted += 1;
                self.phase = Phase::Exhausted;
            }
        }
        self.ended = ended;
        self.step += 1;
        self.last = Some(event);
        Ok(())
    }
}

impl Recording {
    /// Applies the next event, which was checked when the recording was read.
    fn advance(&mut self) -> Option<Event> {
        let event = *self.events.get(self.state.step as usize)?;
        let more = self.more_after(self.state.step);
        self.state
            .apply(event, more, self.mistake)
            .expect("replayed once when read");
        Some(event)
    }
}

impl Search for Recording {
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
    fn strategy(&self) -> Strategy {
        self.strategy
    }
    fn mistake(&self) -> Option<Mistake> {
        self.mistake
    }
    fn is_finished(&self) -> bool {
        self.state.step == self.len()
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
            past.apply(event, more, self.mistake)
                .expect("replayed once when read");
        }
        let placed = match past.phase {
            Phase::Try => past.len.saturating_sub(1),
            _ => past.len,
        };
        (past.stack, placed as usize)
    }
    fn visit_events(&self, from: u64, to: u64, visit: &mut dyn FnMut(u64, &Event) -> bool) {
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
