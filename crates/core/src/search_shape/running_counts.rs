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
//!
//! Any other search (a recording) is carried the same way through the seam
//! ([`RunningCounts::run_search`]): the run moves it, and the events it
//! ran past the counts' step are read back from it and counted.

use super::heatmap::{Heatmap, HeatmapCheckpoints, count_events};
use crate::engine::{CellEventCounts, Engine, Event};
use crate::search::Search;

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

    /// [`Search::run`] for a search that is not the engine, counting the
    /// part of the run past the counts' step from its events.
    pub fn run_search(&mut self, search: &mut dyn Search, events: u64) -> u64 {
        let start = search.step_number();
        let ran = search.run(events);
        self.count_on(search, start);
        ran
    }

    /// [`Search::run_until`], counting as [`RunningCounts::run_search`].
    pub fn run_until_search(
        &mut self,
        search: &mut dyn Search,
        budget: u64,
        stop: &dyn Fn(&Event) -> bool,
    ) -> Option<Event> {
        let start = search.step_number();
        let found = search.run_until(budget, stop);
        self.count_on(search, start);
        found
    }

    /// After a run from `start`: the events from the counts' step to where
    /// the search now stands, counted, when the run started at or before
    /// the counts' step. A run that started ahead of them (after a jump
    /// forward) is not counted, as with the engine: that would cost all
    /// the events the jump passed over.
    fn count_on(&mut self, search: &dyn Search, start: u64) {
        let now = search.step_number();
        if start <= self.step && self.step < now {
            self.step = count_events(search, self.step, now, &mut self.counts);
        }
    }
}
