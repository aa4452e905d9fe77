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

impl CellEventCursor {
    /// The step the counts run to.
    pub fn step(&self) -> u64 {
        self.machine.step_number()
    }

    pub fn counts(&self) -> &CellEventCounts {
        &self.counts
    }

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
