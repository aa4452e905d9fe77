//! The state of the solve screen's views of the search's shape (issue 10):
//! whether the event log folds unwinding chains, and the heatmap with its
//! measure. The views themselves are rebuilt from the engine when drawn
//! (log, path); only the heatmap's counts are kept, because counting them
//! replays the search from step 0 and so runs off the UI thread
//! ([`Effect::CountHeatmap`]) while the search is paused.

use super::{Action, App, Effect, Mode};
use crate::search_shape::heatmap::{Heatmap, Measure};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShapeViews {
    /// The log shows every event instead of folding unwinding chains.
    pub log_expanded: bool,
    /// The heatmap in place of the grid, when shown.
    pub heat: Option<HeatView>,
    /// Numbers the heatmap's count requests, so a late answer is known.
    requests: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeatView {
    pub measure: Measure,
    /// The last counts received; their `step` may lag the engine's.
    pub counts: Option<Box<Heatmap>>,
    /// The request being counted, if any.
    pending: Option<u64>,
}

impl ShapeViews {
    /// The search changed under the views (another strategy): counts kept
    /// or asked for are for the old one.
    pub fn forget_counts(&mut self) {
        if let Some(heat) = &mut self.heat {
            heat.counts = None;
            heat.pending = None;
        }
    }
}

impl App {
    /// `e`: fold or unfold the log's unwinding lines.
    pub(super) fn toggle_log_folding(&mut self) {
        if let Mode::Solve(solve) = &mut self.mode {
            let views = &mut solve.shape;
            views.log_expanded = !views.log_expanded;
            let how = if views.log_expanded {
                "the log shows every event"
            } else {
                "the log folds dead-end chains into one unwinding line"
            };
            self.info(how);
        }
    }

    /// `H`: grid → placements → undos → dead ends → grid.
    pub(super) fn cycle_heatmap(&mut self) {
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

    /// A count has come back; kept if it answers the latest request.
    pub(super) fn heatmap_counted(&mut self, request: u64, counts: Box<Heatmap>) {
        if let Mode::Solve(solve) = &mut self.mode
            && let Some(heat) = &mut solve.shape.heat
            && heat.pending == Some(request)
        {
            heat.pending = None;
            heat.counts = Some(counts);
        }
    }

    /// After every action: when the heatmap shows, the search is paused and
    /// the counts are not for the current step, ask for them.
    pub(super) fn request_heatmap_if_due(&mut self) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let step = solve.engine.step_number();
        let strategy = solve.engine.strategy();
        let busy = solve.is_busy();
        let views = &mut solve.shape;
        let Some(heat) = &mut views.heat else { return };
        let current = heat.counts.as_ref().is_some_and(|c| c.step == step);
        if busy || current || heat.pending.is_some() {
            return;
        }
        views.requests += 1;
        heat.pending = Some(views.requests);
        self.effects.push(Effect::CountHeatmap {
            request: views.requests,
            puzzle: Box::new(self.editor.grid.givens_only()),
            strategy,
            step,
        });
    }
}

/// The answer to [`Effect::CountHeatmap`]: the counts from step 0 to `step`.
pub fn count_heatmap(
    request: u64,
    puzzle: &crate::grid::Grid,
    strategy: crate::engine::Strategy,
    step: u64,
) -> Option<Action> {
    let mut engine = crate::engine::Engine::new(puzzle, strategy).ok()?;
    let counts = Heatmap::run_counting(&mut engine, step);
    Some(Action::HeatmapCounted {
        request,
        counts: Box::new(counts),
    })
}
