//! Counting the placements, undos and dead ends of each cell up to a step
//! (what the heatmap shows), as a cursor that can be copied and resumed:
//! a copy taken at step s and moved on to step t counts exactly what a
//! count from step 0 to t would, so a caller can keep copies as
//! checkpoints.
//!
//! The correct row-major search is counted inside the engine's bulk loop
//! (about as fast as `Engine::run`); the other strategies and the bug lab's
//! variants are counted by [`Engine::replay_cell_events`]'s method, one
//! bulk call per placement.

use super::machine::{CellTally, Machine};
use super::replay::cell_events_to;
use super::{Engine, Event, EventKind};

/// Per-cell counts, indexed by kind (0 placements, 1 undos, 2 dead ends)
/// then cell index.
pub type CellEventCounts = [[u64; 81]; 3];

/// The index of a counted kind in [`CellEventCounts`].
pub const fn cell_event_slot(kind: EventKind) -> usize {
    match kind {
        EventKind::Place => 0,
        EventKind::Undo => 1,
        _ => 2,
    }
}

impl CellTally for CellEventCounts {
    #[inline(always)]
    fn count(&mut self, kind: EventKind, cell: u8) {
        self[cell_event_slot(kind)][cell as usize] += 1;
    }
}

/// A copy of the search with the per-cell counts of its events so far.
/// 2,784 bytes (the machine and three tables of 81 counters), no heap.
#[derive(Clone, Debug)]
pub struct CellEventCursor {
    machine: Machine,
    step_fn: fn(&mut Machine) -> Option<Event>,
    counts: CellEventCounts,
}

/// Two cursors are equal when their searches stand at the same state with
/// the same counts (the step function follows from the search).
impl PartialEq for CellEventCursor {
    fn eq(&self, other: &CellEventCursor) -> bool {
        self.machine == other.machine && self.counts == other.counts
    }
}

impl Eq for CellEventCursor {}

impl CellEventCursor {
    /// The step the counts run to.
    pub fn step(&self) -> u64 {
        self.machine.step_number()
    }

    /// The counts up to the step reached.
    pub fn counts(&self) -> &CellEventCounts {
        &self.counts
    }

    /// Whether the cursor has reached the step it was asked for.
    pub fn is_finished(&self) -> bool {
        self.machine.is_finished()
    }

    /// Counts on to step `to`, or to the search's end if it comes first.
    pub fn advance_to(&mut self, to: u64) {
        if self.machine.tallies_in_bulk() {
            self.machine.run_to_tallied(to, &mut self.counts);
            return;
        }
        let counts = &mut self.counts;
        cell_events_to(&mut self.machine, self.step_fn, to, |kind, cell| {
            counts.count(kind, cell.index() as u8)
        });
    }
}

impl Engine {
    /// A cursor at step 0 of this engine's search, with nothing counted.
    /// The engine does not move.
    pub fn cell_event_cursor(&self) -> CellEventCursor {
        let mut machine = self.machine.clone();
        machine.restore(self.history.at_or_before(0));
        CellEventCursor {
            machine,
            step_fn: self.step_fn,
            counts: [[0; 81]; 3],
        }
    }
}

/// Runs that count as they go, so the counts up to the furthest step a
/// screen has run to are known the moment the run stops (the heatmap
/// shown after `f` needs no count of its own). They make exactly the
/// moves [`Engine::run`] and [`Engine::run_until`] make and record the
/// same snapshots; the plain methods stay as they are, so a run that does
/// not count pays nothing for this.
impl Engine {
    /// [`Engine::run`], adding the cell of every placement, undo and dead
    /// end to `counts`. The correct row-major search counts in its bulk
    /// loop (about the cost of the plain run); the others as
    /// [`Engine::replay_cell_events`] does.
    pub fn run_counting_cells(&mut self, events: u64, counts: &mut CellEventCounts) -> u64 {
        let start = self.machine.step_number();
        let target = start.saturating_add(events);
        if target == start || self.machine.is_finished() {
            return 0;
        }
        // As in `run`: all but the last event in bulk, the last singly so
        // that `last_event` is known.
        while self.machine.step_number() < target - 1 && !self.machine.is_finished() {
            let stop = (target - 1).min(self.history.next_due());
            if self.machine.tallies_in_bulk() {
                self.machine.run_to_tallied(stop, counts);
            } else {
                cell_events_to(&mut self.machine, self.step_fn, stop, |kind, cell| {
                    counts.count(kind, cell.index() as u8)
                });
            }
            self.record_if_due();
        }
        if !self.machine.is_finished() {
            if let Some(event) = self.step() {
                count_event(counts, &event);
            }
        } else if self.machine.step_number() != start {
            self.machine.state.last = Some(self.final_event());
        }
        self.machine.step_number() - start
    }

    /// [`Engine::run_until`], adding the cell of every placement, undo and
    /// dead end to `counts`.
    pub fn run_until_counting_cells(
        &mut self,
        budget: u64,
        stop: impl Fn(&Event) -> bool,
        counts: &mut CellEventCounts,
    ) -> Option<Event> {
        for _ in 0..budget {
            let event = self.step()?;
            count_event(counts, &event);
            if stop(&event) {
                return Some(event);
            }
        }
        None
    }

    /// A cursor at the engine's current step holding `counts`, which must
    /// be the counts from step 0 to here: a checkpoint taken on the way of
    /// a counting run.
    pub fn cell_event_cursor_here(&self, counts: &CellEventCounts) -> CellEventCursor {
        CellEventCursor {
            machine: self.machine.clone(),
            step_fn: self.step_fn,
            counts: *counts,
        }
    }
}

fn count_event(counts: &mut CellEventCounts, event: &Event) {
    match *event {
        // A forced move is a placement, a wipeout a dead end found early
        // (as `cell_events_to` counts them).
        Event::Place { cell, .. } | Event::Force { cell, .. } => {
            counts.count(EventKind::Place, cell.index() as u8)
        }
        Event::Undo { cell, .. } => counts.count(EventKind::Undo, cell.index() as u8),
        Event::DeadEnd { cell } | Event::Wipeout { cell, .. } => {
            counts.count(EventKind::DeadEnd, cell.index() as u8)
        }
        _ => {}
    }
}
