//! Reading past events back without moving the engine: the teaching views
//! (event log, heatmap) are rebuilt from here, so they are true after any
//! jump and need no log of their own.
//!
//! A replay runs a copy of the machine (a few hundred bytes, no heap) from
//! the nearest snapshot, so it costs at most one snapshot interval of bulk
//! events plus the events visited, and nothing on the engine's own paths.
//! It steps with the engine's own step function, so a bug-lab variant's
//! past is read back as that variant made it.

use super::history::History;
use super::machine::Machine;
use super::{Engine, Event, EventKind, Frame, Phase};
use crate::grid::Cell;
use crate::tables::DigitSet;

impl Engine {
    /// Calls `visit(step, event)` for the events that led to steps
    /// `from + 1 ..= to` (`to` is capped at the current step), in order.
    /// The engine itself does not move.
    pub fn replay(&self, from: u64, to: u64, mut visit: impl FnMut(u64, &Event)) {
        self.replay_while(from, to, |step, event| {
            visit(step, event);
            true
        })
    }

    /// [`Engine::replay`], stopping after the first event `visit` answers
    /// false to.
    pub fn replay_while(&self, from: u64, to: u64, mut visit: impl FnMut(u64, &Event) -> bool) {
        let to = to.min(self.machine.step_number());
        if from >= to {
            return;
        }
        let mut machine = self.machine.clone();
        machine.restore(self.history.at_or_before(from));
        machine.run_to(from);
        while machine.step_number() < to {
            let Some(event) = (self.step_fn)(&mut machine) else {
                break;
            };
            if !visit(machine.step_number(), &event) {
                break;
            }
        }
    }

    /// A copy of the search at step `step` (capped at the current step)
    /// with a record of its own holding only step 0: it costs one snapshot
    /// interval's replay, not a copy of this engine's record (megabytes).
    /// Stepping it forward says, event by event, what the engine said at
    /// those steps; stepping it back works but replays from step 0.
    pub fn copy_at(&self, step: u64) -> Engine {
        let step = step.min(self.machine.step_number());
        let mut machine = self.machine.clone();
        machine.restore(self.history.at_or_before(step.saturating_sub(1)));
        machine.state.last = None;
        if step > 0 {
            machine.run_to(step - 1);
            machine.state.last = (self.step_fn)(&mut machine);
        }
        Engine {
            history: History::new(*self.history.at_or_before(0)),
            machine,
            step_fn: self.step_fn,
        }
    }

    /// The stack as it was at `step` (capped at the current step): its
    /// frames, and how many of them have their digit on the grid (the top
    /// one, while it is trying digits, has not). One snapshot interval of
    /// replay at most; the engine does not move.
    pub fn stack_at(&self, step: u64) -> ([Frame; 81], usize) {
        let step = step.min(self.machine.step_number());
        let mut machine = self.machine.clone();
        machine.restore(self.history.at_or_before(step));
        machine.run_to(step);
        let snapshot = machine.snapshot();
        let placed = match snapshot.phase {
            Phase::Try => snapshot.len.saturating_sub(1),
            _ => snapshot.len,
        };
        (snapshot.frames, placed as usize)
    }

    /// An engine that keeps almost no record for stepping back (two
    /// snapshots): for a search that only runs forward, like one side of a
    /// strategy race, so that two of them cost kilobytes, not megabytes.
    /// Stepping back still works, by replaying from far back.
    pub fn forward_only(
        puzzle: &crate::grid::Grid,
        strategy: super::Strategy,
    ) -> Result<Engine, crate::tables::Conflict> {
        let mut engine = Engine::new(puzzle, strategy)?;
        engine.history = History::with_capacity(engine.machine.snapshot(), 2);
        Ok(engine)
    }

    /// [`Engine::forward_only`] for a bug-lab mistake (the race of a
    /// mistake against the correct search).
    pub fn forward_only_with_mistake(
        puzzle: &crate::grid::Grid,
        mistake: super::Mistake,
    ) -> Result<Engine, crate::tables::Conflict> {
        let mut engine = Engine::with_mistake(puzzle, mistake)?;
        engine.history = History::with_capacity(engine.machine.snapshot(), 2);
        Ok(engine)
    }

    /// Calls `visit(kind, cell)` for every placement, undo and dead end of
    /// the search from step 0 to step `to` (or its end), in order, and
    /// returns the step reached. It runs on a copy from step 0, so `to` may
    /// lie beyond the current step, and the engine does not move.
    ///
    /// Rejects are not visited, so they are applied in bulk: before each
    /// try, the tables say how many digits will be rejected before the next
    /// placement or the dead end, and the machine runs exactly that far.
    /// This costs about one bulk call per placement instead of one built
    /// event per step (rejects are most of the events).
    pub fn replay_cell_events(&self, to: u64, visit: impl FnMut(EventKind, Cell)) -> u64 {
        let mut machine = self.machine.clone();
        machine.restore(self.history.at_or_before(0));
        cell_events_to(&mut machine, self.step_fn, to, visit);
        machine.step_number()
    }
}

/// Runs `machine` on to step `to` (or the search's end) with `step`, its
/// engine's step function, calling `visit(kind, cell)` for every placement,
/// undo and dead end on the way, with the rejects applied in bulk (see
/// [`Engine::replay_cell_events`]).
pub(super) fn cell_events_to(
    machine: &mut Machine,
    step: fn(&mut Machine) -> Option<Event>,
    to: u64,
    mut visit: impl FnMut(EventKind, Cell),
) {
    while machine.step_number() < to && !machine.is_finished() {
        if machine.state.phase != Phase::Try {
            // A forced move is a placement in its cell, a wipeout a dead
            // end found before the search walks into it.
            match step(machine) {
                Some(Event::Undo { cell, .. }) => visit(EventKind::Undo, cell),
                Some(Event::Force { cell, .. }) => visit(EventKind::Place, cell),
                Some(Event::Wipeout { cell, .. }) => visit(EventKind::DeadEnd, cell),
                _ => {}
            }
            continue;
        }
        let top = machine.state.top().expect("Try has a frame");
        let cell = top.cell();
        let after = DigitSet::ALL.0 & !((2u16 << top.digit()) - 1);
        let free = machine.state.tables.candidates(cell).0 & after;
        let rejected = match free {
            0 => after,
            _ => after & ((free & free.wrapping_neg()) - 1),
        };
        let outcome = machine.step_number() + u64::from(rejected.count_ones()) + 1;
        machine.run_to(outcome.min(to));
        if machine.step_number() == outcome {
            let kind = if free == 0 {
                EventKind::DeadEnd
            } else {
                EventKind::Place
            };
            visit(kind, cell);
        }
    }
}
