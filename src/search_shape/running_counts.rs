//! The heatmap's counts carried along the screen's own forward runs, so
//! that when a run stops (`f`, `g N`, `b`, play) the counts at that step are
//! already there: the heatmap shows at once, with no count of its own.
//!
//! [`RunningCounts`] holds the counts from step 0 to one step, the furthest
//! a counting run has reached: three tables of 81 counters, no heap. A
//! forward run from that step counts as it goes
//! ([`Engine::run_counting_cells`]: for the correct row-major search, the
//! engine's bulk loop with the counters, about the cost of the plain run);
//! a run from an earlier step (after a step back) runs plainly up to it and
//! counts from there on. Jumps back and forth move only the engine, never
//! the counts, which stay exact for their step and are used again whenever
//! the engine stands there. On its way a counting run leaves checkpoints in
//! the [`HeatmapCheckpoints`] given to it (bounded there: at most 1,024 of
//! 2,784 bytes), so later counts at earlier steps resume from them.

use super::heatmap::{Heatmap, HeatmapCheckpoints};
use crate::engine::{CellEventCounts, Engine, Event};

/// The counts from step 0 to [`RunningCounts::step`] of one search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunningCounts {
    counts: CellEventCounts,
    step: u64,
}

impl Default for RunningCounts {
    fn default() -> RunningCounts {
        RunningCounts {
            counts: [[0; 81]; 3],
            step: 0,
        }
    }
}

impl RunningCounts {
    /// The step the counts run to.
    pub fn step(&self) -> u64 {
        self.step
    }

    /// The counts as a heatmap, for the engine standing at
    /// [`RunningCounts::step`].
    pub fn heatmap(&self) -> Heatmap {
        Heatmap::from_counts(self.counts, self.step)
    }

    /// [`Engine::run`]`(events)`, counting the part of it past the counts'
    /// step; `checkpoints` (of this search) receive the copies due on the
    /// way. Returns the events run.
    pub fn run(
        &mut self,
        engine: &mut Engine,
        events: u64,
        mut checkpoints: Option<&mut HeatmapCheckpoints>,
    ) -> u64 {
        let start = engine.step_number();
        let target = start.saturating_add(events);
        if engine.step_number() < self.step {
            // Explored already: plainly up to where the counts are.
            engine.run(self.step.min(target) - start);
        }
        while engine.step_number() == self.step
            && engine.step_number() < target
            && !engine.is_finished()
        {
            let now = engine.step_number();
            let due = checkpoints
                .as_deref()
                .map_or(u64::MAX, HeatmapCheckpoints::next_due);
            let stop = if due > now { due.min(target) } else { target };
            engine.run_counting_cells(stop - now, &mut self.counts);
            self.step = engine.step_number();
            if let Some(kept) = checkpoints.as_deref_mut()
                && self.step == due
            {
                kept.offer(engine.cell_event_cursor_here(&self.counts));
            }
        }
        if engine.step_number() < target {
            // Ahead of the counts (moved without them): a plain run.
            engine.run(target - engine.step_number());
        }
        engine.step_number() - start
    }

    /// [`Engine::run_until`], counting when it starts at the counts' step.
    pub fn run_until(
        &mut self,
        engine: &mut Engine,
        budget: u64,
        stop: impl Fn(&Event) -> bool,
    ) -> Option<Event> {
        if engine.step_number() != self.step {
            return engine.run_until(budget, stop);
        }
        let found = engine.run_until_counting_cells(budget, stop, &mut self.counts);
        self.step = engine.step_number();
        found
    }
}
