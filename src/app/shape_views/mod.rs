//! The state of the solve screen's views of the search's shape (issue 10):
//! whether the event log folds unwinding chains, and the heatmap with its
//! measure. The views themselves are rebuilt from the engine when drawn
//! (log, path); only the heatmap's counts are kept, because counting them
//! runs the search from step 0. The screen's own forward runs carry them
//! along ([`RunningCounts`]), so at the step a run stopped they are there
//! at once; at any other step they are counted from the nearest checkpoint
//! ([`HeatCache`], which those runs fill too) off the UI thread
//! ([`Effect::CountHeatmap`](super::Effect::CountHeatmap)) while the search is paused. The tree view
//! keeps the icicle it built until it zooms or the terminal is resized.
//!
//! One file per view, each with its own state and keys: `heat` (the
//! heatmap, its counts and their checkpoints), `tree` (the search tree's
//! selection and zooms) and `race` (the strategy race); here, what they
//! share (the [`ShapeViews`] that holds them), the log's folding and the
//! strategies' kept totals.

mod heat;
mod race;
mod tree;

pub use heat::{HeatCache, HeatView, count_heatmap};
pub use race::RaceView;
pub use tree::TreeView;

use super::{App, Mode};
use crate::engine::{Counts, Strategy};
use crate::i18n::Text;
use crate::search_shape::race::comparison;
use crate::search_shape::running_counts::RunningCounts;

#[derive(Clone, Debug, Default)]
pub struct ShapeViews {
    /// The log shows every event instead of folding unwinding chains.
    pub log_expanded: bool,
    /// The heatmap in place of the grid, when shown.
    pub heat: Option<HeatView>,
    /// Numbers the heatmap's count requests, so a late answer is known.
    requests: u64,
    /// The checkpoints of the heatmap's counts so far, for the next
    /// request: kept while the heatmap is hidden, so showing it again at
    /// another step is quick.
    heat_cache: HeatCache,
    /// The heatmap's counts carried along the screen's forward runs: when
    /// the engine stands at their step (after `f`, `g N`, `b`, play), the
    /// heatmap shows them at once instead of asking for a count.
    running: RunningCounts,
    /// The search tree, when open (it takes the keys).
    pub tree: Option<TreeView>,
    /// The strategy race, when open (it takes the keys).
    pub race: Option<RaceView>,
    /// The totals of each strategy's search once run to the end, indexed
    /// like `Strategy::ALL`: kept across strategy switches to compare.
    pub totals: [Option<Counts>; 2],
}

impl App {
    /// After every action: a search run to the end keeps its totals; when
    /// the other strategy's are known too, the comparison is said.
    pub(in crate::app) fn keep_totals(&mut self) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        // A bug-lab variant's totals are not its strategy's: not kept.
        if !solve.engine.is_finished() || solve.engine.mistake().is_some() {
            return;
        }
        let strategy = solve.engine.strategy();
        let index = strategy_index(strategy);
        let counts = *solve.engine.counts();
        if solve.shape.totals[index] == Some(counts) {
            return;
        }
        solve.shape.totals[index] = Some(counts);
        if let Some(line) = totals_comparison(&solve.shape.totals, self.lang.text()) {
            self.info(line);
        }
    }

    /// `e`: fold or unfold the log's unwinding lines.
    pub(in crate::app) fn toggle_log_folding(&mut self) {
        let words = &self.text().panels;
        if let Mode::Solve(solve) = &mut self.mode {
            let views = &mut solve.shape;
            views.log_expanded = !views.log_expanded;
            let how = if views.log_expanded {
                words.log_unfolded_message
            } else {
                words.log_folded_message
            };
            self.info(how);
        }
    }
}

fn strategy_index(strategy: Strategy) -> usize {
    Strategy::ALL
        .iter()
        .position(|&s| s == strategy)
        .expect("every strategy is in ALL")
}

/// The comparison of both strategies' kept totals, once both are known.
pub fn totals_comparison(totals: &[Option<Counts>; 2], text: &Text) -> Option<String> {
    let [Some(a), Some(b)] = totals else {
        return None;
    };
    Some(comparison(
        (Strategy::ALL[0], a),
        (Strategy::ALL[1], b),
        text,
    ))
}

#[cfg(test)]
mod chinese_message_tests;
