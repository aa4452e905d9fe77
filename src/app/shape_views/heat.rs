//! The heatmap (`H`): which measure it shows, the counts it last received
//! and the request being counted; the checkpoints those counts start from
//! ([`HeatCheckpoints`], lent to the worker that counts and handed back);
//! and the solve screen's forward runs, which count as they go.
//!
//! A search that is not the engine (a recording) is counted from its own
//! events, through the seam: along the forward runs as the engine is, and
//! otherwise by a worker on a copy of it ([`RecordedSearch`]), from step 0
//! (its list is read at memory speed: no checkpoints needed).

use std::sync::{Arc, Mutex};

use super::ShapeViews;
use crate::app::Reply;
use crate::app::{App, Effect, Mode};
use crate::engine::{Engine, Event, Mistake, Strategy};
use crate::grid::Grid;
use crate::search::Search;
use crate::search_shape::heatmap::{Heatmap, HeatmapCheckpoints, Measure};
use crate::search_shape::running_counts::RunningCounts;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeatView {
    pub measure: Measure,
    /// The last counts received; their `step` may lag the engine's.
    pub counts: Option<Box<Heatmap>>,
    /// The request being counted, if any.
    pending: Option<u64>,
}

/// The search a heatmap's checkpoints belong to.
type HeatSearch = (Grid, Strategy, Option<Mistake>);

/// The heatmap's checkpoints ([`HeatmapCheckpoints`]) for one search, with
/// that search (its givens, strategy and variant).
pub type HeatCheckpoints = (HeatSearch, HeatmapCheckpoints);

/// The checkpoints a worker counts with ([`count_heatmap`]): those the
/// solve screen lent it, or none. A count for another search (puzzle,
/// strategy or variant) replaces them.
#[derive(Clone, Debug, Default)]
pub struct HeatCache(Arc<Mutex<Option<HeatCheckpoints>>>);

/// A copy of a search that is not the engine (a recording), for a worker
/// to count its heatmap from its events ([`Effect::CountHeatmap`]).
#[derive(Clone, Debug)]
pub struct RecordedSearch(pub Box<dyn Search>);

/// Two copies are equal when they are of the same search at the same step.
impl PartialEq for RecordedSearch {
    fn eq(&self, other: &RecordedSearch) -> bool {
        let key = |s: &dyn Search| {
            (
                s.grid().givens_only(),
                s.strategy(),
                s.mistake(),
                s.step_number(),
                *s.counts(),
            )
        };
        key(&*self.0) == key(&*other.0)
    }
}

impl Eq for RecordedSearch {}

impl ShapeViews {
    /// The search changed under the views (another strategy): counts kept
    /// or asked for are for the old one.
    pub fn forget_counts(&mut self) {
        if let Some(heat) = &mut self.heat {
            heat.counts = None;
            heat.pending = None;
        }
        self.checkpoints = None;
        self.lent = None;
        self.running = RunningCounts::default();
    }

    /// [`Engine::run`] for the solve screen: counts the heatmap as it goes
    /// and leaves checkpoints on the way, unless they are lent to a worker
    /// counting right now (then it goes on without them: the UI thread
    /// never waits for the worker).
    pub(in crate::app) fn run(&mut self, engine: &mut Engine, events: u64) -> u64 {
        if self.lent.is_some() {
            return self.running.run(engine, events, None);
        }
        let search = (
            engine.grid().givens_only(),
            engine.strategy(),
            engine.mistake(),
        );
        if self
            .checkpoints
            .as_ref()
            .is_none_or(|kept| kept.0 != search)
        {
            self.checkpoints = Some(Box::new((search, HeatmapCheckpoints::new(engine))));
        }
        let checkpoints = self.checkpoints.as_mut().map(|kept| &mut kept.1);
        self.running.run(engine, events, checkpoints)
    }

    /// [`Search::run`] for the solve screen on a search that is not the
    /// engine: counts the heatmap from the events it runs past.
    pub(in crate::app) fn run_search(&mut self, search: &mut dyn Search, events: u64) -> u64 {
        self.running.run_search(search, events)
    }

    /// [`Search::run_until`] for the solve screen, counting the heatmap.
    pub(in crate::app) fn run_until_search(
        &mut self,
        search: &mut dyn Search,
        budget: u64,
        stop: &dyn Fn(&Event) -> bool,
    ) -> Option<Event> {
        self.running.run_until_search(search, budget, stop)
    }

    /// [`Engine::run_until`] for the solve screen, counting the heatmap.
    pub(in crate::app) fn run_until(
        &mut self,
        engine: &mut Engine,
        budget: u64,
        stop: impl Fn(&Event) -> bool,
    ) -> Option<Event> {
        self.running.run_until(engine, budget, stop)
    }
}

impl App {
    /// `H`: grid → placements → undos → dead ends → grid.
    pub(in crate::app) fn cycle_heatmap(&mut self) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let views = &mut solve.shape;
        views.heat = match views.heat.take() {
            None => Some(HeatView::default()),
            Some(heat) if heat.measure == Measure::DeadEnds => None,
            Some(mut heat) => {
                heat.measure = heat.measure.next();
                Some(heat)
            }
        };
    }

    /// A count has come back; kept if it answers the latest request. The
    /// checkpoints it hands back are kept unless the forward runs have
    /// since left further ones of the same search.
    pub(in crate::app) fn heatmap_counted(
        &mut self,
        request: u64,
        counts: Box<Heatmap>,
        checkpoints: Option<Box<HeatCheckpoints>>,
    ) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let search = (
            solve.search.grid().givens_only(),
            solve.search.strategy(),
            solve.search.mistake(),
        );
        let views = &mut solve.shape;
        if views.lent == Some(request) {
            views.lent = None;
        }
        if let Some(back) = checkpoints
            && back.0 == search
            && views
                .checkpoints
                .as_ref()
                .is_none_or(|kept| kept.0 != search || kept.1.furthest() < back.1.furthest())
        {
            views.checkpoints = Some(back);
        }
        if let Some(heat) = &mut views.heat
            && heat.pending == Some(request)
        {
            heat.pending = None;
            heat.counts = Some(counts);
        }
    }

    /// After every action: when the heatmap shows, the search is paused and
    /// the counts are not for the current step, ask for them.
    pub(in crate::app) fn request_heatmap_if_due(&mut self) -> Option<Effect> {
        let Mode::Solve(solve) = &mut self.mode else {
            return None;
        };
        let step = solve.search.step_number();
        let strategy = solve.search.strategy();
        let mistake = solve.search.mistake();
        let busy = solve.is_busy();
        let views = &mut solve.shape;
        let heat = views.heat.as_mut()?;
        let current = heat.counts.as_ref().is_some_and(|c| c.step == step);
        if !current && views.running.step() == step {
            // Counted on the way here: no count needed, even mid-run.
            heat.counts = Some(Box::new(views.running.heatmap()));
            heat.pending = None;
            return None;
        }
        if busy || current || heat.pending.is_some() {
            return None;
        }
        views.requests += 1;
        heat.pending = Some(views.requests);
        // A recording is counted from its own events, on a copy (its list
        // is shared, not copied); the engine's checkpoints stay here.
        let recorded = match solve.search.as_engine() {
            Some(_) => None,
            None => Some(RecordedSearch(solve.search.boxed_clone())),
        };
        let checkpoints = if recorded.is_some() {
            None
        } else {
            views.checkpoints.take()
        };
        if checkpoints.is_some() {
            views.lent = Some(views.requests);
        }
        Some(Effect::CountHeatmap {
            request: views.requests,
            puzzle: Box::new(self.editor.grid.givens_only()),
            strategy,
            mistake,
            step,
            checkpoints,
            recorded,
        })
    }
}

/// The answer to [`Effect::CountHeatmap`]: the counts from step 0 to
/// `step`, from the nearest checkpoint in `cache` when it holds this
/// search's.
pub fn count_heatmap(
    request: u64,
    puzzle: &Grid,
    strategy: Strategy,
    mistake: Option<Mistake>,
    step: u64,
    cache: &HeatCache,
) -> Option<Reply> {
    let search = (puzzle.givens_only(), strategy, mistake);
    // A count that panicked leaves checkpoints that may be half moved on:
    // start again.
    let mut kept = cache.0.lock().unwrap_or_else(|poisoned| {
        let mut kept = poisoned.into_inner();
        *kept = None;
        kept
    });
    if kept.as_ref().is_none_or(|(held, _)| *held != search) {
        // Counting never steps back: no record of snapshots to keep (a
        // variant's engine is never stepped here, so its record stays at
        // step 0).
        let engine = match mistake {
            None => Engine::forward_only(puzzle, strategy).ok()?,
            Some(mistake) => Engine::with_mistake(puzzle, mistake).ok()?,
        };
        *kept = Some((search, HeatmapCheckpoints::new(&engine)));
    }
    let (_, checkpoints) = kept.as_mut()?;
    let counts = checkpoints.count_to(step);
    Some(Reply::HeatmapCounted {
        request,
        counts: Box::new(counts),
        checkpoints: None,
    })
}

/// The answer to [`Effect::CountHeatmap`]: [`count_heatmap`] with the
/// checkpoints the solve screen lent, handed back with the counts; for a
/// search that is not the engine (`recorded`), the counts over its own
/// events.
pub fn count_heatmap_lent(
    request: u64,
    puzzle: &Grid,
    strategy: Strategy,
    mistake: Option<Mistake>,
    step: u64,
    lent: Option<Box<HeatCheckpoints>>,
    recorded: Option<RecordedSearch>,
) -> Option<Reply> {
    if let Some(RecordedSearch(search)) = recorded {
        return Some(Reply::HeatmapCounted {
            request,
            counts: Box::new(Heatmap::over_events(&*search, step)),
            checkpoints: lent,
        });
    }
    let cache = HeatCache(Arc::new(Mutex::new(lent.map(|kept| *kept))));
    let mut answer = count_heatmap(request, puzzle, strategy, mistake, step, &cache)?;
    if let Reply::HeatmapCounted { checkpoints, .. } = &mut answer {
        let mut kept = cache
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        *checkpoints = kept.take().map(Box::new);
    }
    Some(answer)
}

#[cfg(test)]
mod heat_cache_tests;

#[cfg(test)]
mod lending_tests;
