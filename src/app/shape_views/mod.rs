//! The state of the solve screen's views of the search's shape (issue 10):
//! whether the event log folds unwinding chains, and the heatmap with its
//! measure. The views themselves are rebuilt from the search (the engine
//! or a recording, through the seam) when drawn (log, path); only the
//! heatmap's counts are kept, because counting them reads the search from
//! step 0. The screen's own forward runs carry them
//! along ([`RunningCounts`]), so at the step a run stopped they are there
//! at once; at any other step they are counted from the nearest checkpoint
//! ([`HeatCheckpoints`], which those runs leave too) off the UI thread
//! ([`Effect::CountHeatmap`](super::Effect::CountHeatmap)) while the search
//! is paused. The tree's icicle is built off the UI thread too
//! ([`Effect::BuildTree`](super::Effect::BuildTree)), for the search, the
//! zooms and the terminal's size the view shows, and kept while they stay.
//!
//! One file per view, each with its own state and keys: `heat` (the
//! heatmap, its counts and their checkpoints), `tree` (the search tree's
//! selection and zooms) and `race` (the strategy race); here, what they
//! share (the [`ShapeViews`] that holds them), the log's folding and the
//! strategies' kept totals.

mod heat;
mod race;
mod tree;

pub use heat::{HeatCheckpoints, HeatView, RecordedSearch, count_heatmap_lent};
pub use race::RaceView;
pub use tree::{TreeBuild, TreeView};

use super::{App, Mode};
use crate::engine::{Counts, Strategy};
use crate::i18n::Text;
use crate::i18n::words::race_comparison;
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
    /// The checkpoints of the heatmap's counts so far, left by the
    /// screen's forward runs and by the counts, for the next request: kept
    /// while the heatmap is hidden, so showing it again at another step is
    /// quick. Plain data of this state: lent to the worker that counts
    /// (with [`Effect::CountHeatmap`](super::Effect::CountHeatmap)) and
    /// handed back with its counts.
    checkpoints: Option<Box<HeatCheckpoints>>,
    /// The request the checkpoints are lent to, while it counts: the
    /// forward runs meanwhile go on without them.
    lent: Option<u64>,
    /// The heatmap's counts carried along the screen's forward runs: when
    /// the engine stands at their step (after `f`, `g N`, `b`, play), the
    /// heatmap shows them at once instead of asking for a count.
    running: RunningCounts,
    /// The search tree, when open (it takes the keys).
    pub tree: Option<TreeView>,
    /// Numbers the tree's build requests, so a late answer is known.
    tree_requests: u64,
    /// The tree's build under way, if any: given up when nobody waits
    /// for it any more.
    tree_under_way: Option<u64>,
    /// The strategy race, when open (it takes the keys).
    pub race: Option<RaceView>,
    /// The totals of each strategy's search once run to the end, indexed
    /// like `Strategy::EVERY`: kept across strategy switches to compare.
    pub totals: [Option<Counts>; Strategy::EVERY.len()],
    /// The last two different strategies run to the end, the latest
    /// first: the pair the comparison is said of (of six, the two the
    /// learner has just been looking at).
    pub compared: [Option<Strategy>; 2],
}

impl App {
    /// After every action: a search run to the end keeps its totals; when
    /// another strategy's are known too, the comparison with the one run
    /// to the end before it is said.
    pub(in crate::app) fn keep_totals(&mut self) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        // A bug-lab variant's totals are not its strategy's: not kept. Nor
        // are a recording's that stops before its search ended (cut at a
        // limit): they are not the strategy's totals either.
        let ended = solve.search.outcome().is_some();
        if !solve.search.is_finished() || !ended || solve.search.mistake().is_some() {
            return;
        }
        let strategy = solve.search.strategy();
        let counts = *solve.search.counts();
        let views = &mut solve.shape;
        if views.totals[strategy.index()] == Some(counts) {
            return;
        }
        views.totals[strategy.index()] = Some(counts);
        if views.compared[0] != Some(strategy) {
            views.compared = [Some(strategy), views.compared[0]];
        }
        if let Some(line) = totals_comparison(views, self.lang.text()) {
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

/// The comparison of the last two strategies run to the end, once there
/// are two. Two classic searches differ in their placements alone, so
/// those are compared (as the race does); a propagating one's placements
/// are guesses and forced moves, so then both sides' events, guesses and
/// forced placements are said, fewer events first.
pub fn totals_comparison(views: &ShapeViews, text: &Text) -> Option<String> {
    let [Some(latest), Some(before)] = views.compared else {
        return None;
    };
    let total = |s: Strategy| views.totals[s.index()].map(|counts| (s, counts));
    let ((a, one), (b, other)) = (total(before)?, total(latest)?);
    if !a.propagates() && !b.propagates() {
        return Some(race_comparison(comparison((a, &one), (b, &other)), text));
    }
    let ((a, one), (b, other)) = if one.events() <= other.events() {
        ((a, one), (b, other))
    } else {
        ((b, other), (a, one))
    };
    let figures = |c: Counts| [c.events(), c.place, c.force];
    Some((text.solve.totals_side_by_side)(
        (text.common.strategy)(a),
        figures(one),
        (text.common.strategy)(b),
        figures(other),
    ))
}

#[cfg(test)]
mod chinese_message_tests;
