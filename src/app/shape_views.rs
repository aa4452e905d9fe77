//! The state of the solve screen's views of the search's shape (issue 10):
//! whether the event log folds unwinding chains, and the heatmap with its
//! measure. The views themselves are rebuilt from the engine when drawn
//! (log, path); only the heatmap's counts are kept, because counting them
//! runs the search from step 0. The screen's own forward runs carry them
//! along ([`RunningCounts`]), so at the step a run stopped they are there
//! at once; at any other step they are counted from the nearest checkpoint
//! ([`HeatCache`], which those runs fill too) off the UI thread
//! ([`Effect::CountHeatmap`]) while the search is paused. The tree view
//! keeps the icicle it built until it zooms or the terminal is resized.

use std::ops::Range;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use super::solve::{FRAME, SLICE, START_PACE, Speed};
use super::{Action, App, Direction, Effect, Mode};
use crate::engine::{Counts, Engine, Event, Mistake, Strategy};
use crate::grid::Grid;
use crate::i18n::Text;
use crate::i18n::words::race_comparison;
use crate::search_shape::heatmap::{Heatmap, HeatmapCheckpoints, Measure};
use crate::search_shape::race::{Race, comparison};
use crate::search_shape::running_counts::RunningCounts;
use crate::search_shape::tree::{self, Choice, Icicle, Run};

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

/// The race and how it is being run.
#[derive(Clone, Debug)]
pub struct RaceView {
    pub race: Race,
    pub playing: bool,
    /// Events each side runs per frame flat out; grows while frames come
    /// back quickly and shrinks when they are late, so a frame stays near
    /// [`solve::SLICE`](super::solve::SLICE) without reading the clock.
    budget: u64,
    last_frame: Instant,
    /// Events due but not yet run at a visible speed: the fraction carried.
    owed: f64,
    /// The solve screen's speed before the race set it to turbo; put back
    /// when the race closes.
    speed_before: Speed,
}

impl RaceView {
    /// When the next frame is due while the race runs.
    pub fn next_frame(&self, speed: Speed) -> Option<Instant> {
        if !self.playing {
            return None;
        }
        Some(match speed.per_second() {
            None => self.last_frame,
            Some(_) => self.last_frame + FRAME,
        })
    }

    /// Plays on from `now` after a pause under a window (nothing owed for
    /// the time it was open).
    pub fn resume(&mut self, now: Instant) {
        self.playing = !self.race.is_finished();
        self.last_frame = now;
        self.owed = 0.0;
    }

    /// A frame: both sides run the same number of events.
    pub fn tick(&mut self, now: Instant, speed: Speed) {
        let elapsed = now.saturating_duration_since(self.last_frame);
        self.last_frame = now;
        if !self.playing {
            return;
        }
        let events = match speed.per_second() {
            None => {
                if elapsed < SLICE * 2 {
                    self.budget = (self.budget * 3 / 2).min(50_000_000);
                } else if elapsed > SLICE * 4 {
                    self.budget = (self.budget / 2).max(1_000);
                }
                self.budget
            }
            Some(per_second) => {
                self.owed += elapsed.as_secs_f64() * per_second as f64;
                let due = self.owed.floor().min(per_second as f64);
                self.owed = (self.owed - due).min(1.0);
                due as u64
            }
        };
        self.race.run(events);
        if self.race.is_finished() {
            self.playing = false;
        }
    }
}

/// What the tree view shows and which node is selected.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TreeView {
    /// The subtrees zoomed into, outermost first: the choices down to the
    /// parent of the top row and the steps shown (a node's, or an
    /// aggregate's). Empty: the whole search.
    pub zooms: Vec<(Vec<Choice>, Range<u64>)>,
    /// The selected node: its row (0 = the top one shown) and a column it
    /// covers.
    pub row: usize,
    pub column: usize,
    /// The icicle for the terminal size it was built for: built when the
    /// view opens, zooms or the terminal is resized (a few hundred bisections
    /// at full scale), so moving the selection and drawing only read it.
    /// The engine does not move while the tree is open.
    built: Option<((u16, u16), Icicle)>,
}

impl TreeView {
    /// The parent of the top row and the steps shown.
    pub fn frame(&self, now: u64) -> (&[Choice], Range<u64>) {
        match self.zooms.last() {
            Some((parent, range)) => (parent, range.clone()),
            None => (&[], 0..now + 1),
        }
    }

    /// The icicle as drawn in a terminal of `size`: the one built for it,
    /// else built now.
    pub fn icicle(
        &self,
        engine: &crate::engine::Engine,
        size: ratatui::layout::Rect,
    ) -> std::borrow::Cow<'_, Icicle> {
        match &self.built {
            Some((built_for, icicle)) if *built_for == (size.width, size.height) => {
                std::borrow::Cow::Borrowed(icicle)
            }
            _ => {
                let (parent, range) = self.frame(engine.step_number());
                let (columns, rows) = super::ui::search_tree::geometry(size);
                std::borrow::Cow::Owned(tree::icicle(engine, parent, range, columns, rows))
            }
        }
    }

    /// Builds the icicle for `size` unless it is built already.
    pub fn build(&mut self, engine: &crate::engine::Engine, size: ratatui::layout::Rect) {
        if let std::borrow::Cow::Owned(icicle) = self.icicle(engine, size) {
            self.built = Some(((size.width, size.height), icicle));
        }
    }

    /// The selected node, if the selection is on one.
    pub fn selected<'a>(&self, icicle: &'a Icicle) -> Option<&'a Run> {
        icicle
            .rows
            .get(self.row)?
            .iter()
            .find(|r| r.first_column <= self.column && self.column < r.first_column + r.width)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeatView {
    pub measure: Measure,
    /// The last counts received; their `step` may lag the engine's.
    pub counts: Option<Box<Heatmap>>,
    /// The request being counted, if any.
    pending: Option<u64>,
}

/// The search a [`HeatCache`]'s checkpoints belong to.
type HeatSearch = (Grid, Strategy, Option<Mistake>);

/// The heatmap's checkpoints ([`HeatmapCheckpoints`]) for one search,
/// shared with the worker that counts: only the worker locks it, while it
/// counts, so the UI thread never waits on it. A count for another search
/// (puzzle, strategy or variant) replaces them; so does
/// [`ShapeViews::forget_counts`], which drops this handle.
#[derive(Clone, Debug, Default)]
pub struct HeatCache(Arc<Mutex<Option<(HeatSearch, HeatmapCheckpoints)>>>);

/// A cache is never part of what makes two views or two effects differ.
impl PartialEq for HeatCache {
    fn eq(&self, _: &HeatCache) -> bool {
        true
    }
}

impl Eq for HeatCache {}

impl ShapeViews {
    /// The search changed under the views (another strategy): counts kept
    /// or asked for are for the old one.
    pub fn forget_counts(&mut self) {
        if let Some(heat) = &mut self.heat {
            heat.counts = None;
            heat.pending = None;
        }
        self.heat_cache = HeatCache::default();
        self.running = RunningCounts::default();
    }

    /// [`Engine::run`] for the solve screen: counts the heatmap as it goes
    /// and leaves checkpoints in the cache on the way, unless a worker is
    /// counting with it right now (then it goes on without them: the UI
    /// thread never waits for the lock).
    pub(super) fn run(&mut self, engine: &mut Engine, events: u64) -> u64 {
        let search = (
            engine.grid().givens_only(),
            engine.strategy(),
            engine.mistake(),
        );
        match self.heat_cache.0.try_lock() {
            Ok(mut kept) => {
                if kept.as_ref().is_none_or(|(held, _)| *held != search) {
                    *kept = Some((search, HeatmapCheckpoints::new(engine)));
                }
                let checkpoints = kept.as_mut().map(|(_, checkpoints)| checkpoints);
                self.running.run(engine, events, checkpoints)
            }
            Err(_) => self.running.run(engine, events, None),
        }
    }

    /// [`Engine::run_until`] for the solve screen, counting the heatmap.
    pub(super) fn run_until(
        &mut self,
        engine: &mut Engine,
        budget: u64,
        stop: impl Fn(&Event) -> bool,
    ) -> Option<Event> {
        self.running.run_until(engine, budget, stop)
    }
}

impl App {
    /// The race's keys: open (flat out, from step 0), play or pause, close.
    pub(super) fn control_race(&mut self, action: Action) {
        let now = self.clock;
        let grid = self.editor.grid.givens_only();
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        match action {
            Action::OpenRace => {
                solve.stop();
                let speed_before = solve.speed;
                solve.speed = Speed::TURBO;
                // The givens were checked when the solve started.
                let race = Race::new(&grid).expect("givens without conflict");
                solve.shape.race = Some(RaceView {
                    race,
                    playing: true,
                    budget: START_PACE / 2,
                    last_frame: now,
                    owed: 0.0,
                    speed_before,
                });
            }
            Action::CloseRace => {
                if let Some(view) = solve.shape.race.take() {
                    solve.speed = view.speed_before;
                }
            }
            Action::RacePlayPause => {
                if let Some(view) = &mut solve.shape.race {
                    view.playing = !view.playing && !view.race.is_finished();
                    view.last_frame = now;
                }
            }
            _ => {}
        }
    }

    /// After every action: a search run to the end keeps its totals; when
    /// the other strategy's are known too, the comparison is said.
    pub(super) fn keep_totals(&mut self) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        // A bug-lab variant's totals are not its strategy's: not kept.
        if !solve.search.is_finished() || solve.search.mistake().is_some() {
            return;
        }
        let strategy = solve.search.strategy();
        let index = strategy_index(strategy);
        let counts = *solve.search.counts();
        if solve.shape.totals[index] == Some(counts) {
            return;
        }
        solve.shape.totals[index] = Some(counts);
        if let Some(line) = totals_comparison(&solve.shape.totals, self.lang.text()) {
            self.info(line);
        }
    }

    /// The tree's keys: open, move the selection, zoom, go to a node, close.
    pub(super) fn control_tree(&mut self, action: Action) {
        let size = self.size;
        let words = &self.text().views;
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        if action == Action::OpenTree {
            if solve.search.as_engine().is_none() {
                self.info(words.needs_engine);
                return;
            }
            solve.stop();
            let mut view = TreeView::default();
            view.build(engine_of(&*solve.search), size);
            solve.shape.tree = Some(view);
            return;
        }
        let Some(view) = &mut solve.shape.tree else {
            return;
        };
        view.build(engine_of(&*solve.search), size);
        let icicle = view.icicle(engine_of(&*solve.search), size).into_owned();
        let selected = view.selected(&icicle).cloned();
        let mut message = None;
        match action {
            Action::CloseTree => solve.shape.tree = None,
            Action::TreeMove(direction) => move_selection(view, &icicle, direction),
            // Into a choice's subtree, or spread out an aggregate's choices.
            Action::TreeZoomIn => match selected {
                Some(run) => {
                    view.zooms.push((run.parent().to_vec(), run.steps.clone()));
                    (view.row, view.column) = (0, 0);
                    view.built = None;
                    view.build(engine_of(&*solve.search), size);
                }
                None => message = Some(words.select_first.to_string()),
            },
            Action::TreeZoomOut => {
                view.zooms.pop();
                (view.row, view.column) = (0, 0);
                view.built = None;
                view.build(engine_of(&*solve.search), size);
            }
            // To the choice's placement; an aggregate's first choice's.
            Action::TreeSeek => match selected {
                Some(run) => {
                    let range = run.steps.clone();
                    let Choice { cell, digit } = run.choice();
                    solve.search.seek(range.start);
                    solve.shape.tree = None;
                    message = Some((words.went_to_node)(
                        range.start,
                        cell,
                        digit,
                        first_choice_events(engine_of(&*solve.search), &run),
                    ));
                }
                None => message = Some(words.select_first.to_string()),
            },
            _ => {}
        }
        if let Some(text) = message {
            self.info(text);
        }
    }

    /// After a resize: the open tree is built again for the new size.
    pub(super) fn rebuild_tree(&mut self) {
        let size = self.size;
        if let Mode::Solve(solve) = &mut self.mode
            && let Some(view) = &mut solve.shape.tree
        {
            view.build(engine_of(&*solve.search), size);
        }
    }

    /// `e`: fold or unfold the log's unwinding lines.
    pub(super) fn toggle_log_folding(&mut self) {
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

    /// `H`: grid → placements → undos → dead ends → grid.
    pub(super) fn cycle_heatmap(&mut self) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        if solve.search.as_engine().is_none() {
            self.info(self.text().views.needs_engine);
            return;
        }
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
        let step = solve.search.step_number();
        let strategy = solve.search.strategy();
        let mistake = solve.search.mistake();
        let busy = solve.is_busy();
        let views = &mut solve.shape;
        let Some(heat) = &mut views.heat else { return };
        let current = heat.counts.as_ref().is_some_and(|c| c.step == step);
        if !current && views.running.step() == step {
            // Counted on the way here: no count needed, even mid-run.
            heat.counts = Some(Box::new(views.running.heatmap()));
            heat.pending = None;
            return;
        }
        if busy || current || heat.pending.is_some() {
            return;
        }
        views.requests += 1;
        heat.pending = Some(views.requests);
        self.effects.push(Effect::CountHeatmap {
            request: views.requests,
            puzzle: Box::new(self.editor.grid.givens_only()),
            strategy,
            mistake,
            step,
            cache: views.heat_cache.clone(),
        });
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
) -> Option<Action> {
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
    Some(Action::HeatmapCounted {
        request,
        counts: Box::new(counts),
    })
}

/// Moves the selection to the neighbouring node: left and right within the
/// row, up to the parent, down to the widest child under the selection.
fn move_selection(view: &mut TreeView, icicle: &Icicle, direction: Direction) {
    let Some(row) = icicle.rows.get(view.row) else {
        (view.row, view.column) = (0, 0);
        return;
    };
    let at = row
        .iter()
        .position(|r| r.first_column <= view.column && view.column < r.first_column + r.width);
    match direction {
        // Nodes too small to show (no column) are passed over.
        Direction::Left => {
            let before = at.unwrap_or(row.partition_point(|r| r.first_column < view.column));
            if let Some(run) = row[..before].iter().rev().find(|r| r.width > 0) {
                view.column = run.first_column;
            }
        }
        Direction::Right => {
            let after = match at {
                Some(i) => i + 1,
                None => row.partition_point(|r| r.first_column <= view.column),
            };
            if let Some(run) = row[after.min(row.len())..].iter().find(|r| r.width > 0) {
                view.column = run.first_column;
            }
        }
        Direction::Up => view.row = view.row.saturating_sub(1),
        Direction::Down => {
            if let Some(below) = icicle.rows.get(view.row + 1) {
                // The widest child under the selected node (the first of
                // the widest), or of any node below.
                let (from, to) = match at.map(|i| &row[i]) {
                    Some(run) => (run.first_column, run.first_column + run.width),
                    None => (0, usize::MAX),
                };
                let under = below.iter().filter(|r| {
                    r.width > 0 && r.first_column + r.width > from && r.first_column < to
                });
                if let Some(child) = under.rev().max_by_key(|r| r.width) {
                    view.row += 1;
                    view.column = child.first_column.max(from);
                }
            }
        }
    }
}

/// The engine behind the solve screen's search: the tree is built by
/// running it, and opens on nothing else ([`App::control_tree`]).
fn engine_of(search: &dyn crate::search::Search) -> &Engine {
    search
        .as_engine()
        .expect("the tree opens on the engine only")
}

/// The events beneath a run's (first) choice: an aggregate's first choice
/// is found again, by bisection.
fn first_choice_events(engine: &Engine, run: &Run) -> u64 {
    if !run.is_aggregate() {
        return run.events;
    }
    let steps = tree::extent(engine, &run.path, run.steps.start);
    steps.end - steps.start
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
    Some(race_comparison(
        comparison((Strategy::ALL[0], a), (Strategy::ALL[1], b)),
        text,
    ))
}

#[cfg(test)]
mod heat_cache_tests {
    use super::*;
    use crate::grid::parse_grid;

    /// Platinum Blonde: 13.4 million events row-major, so counts to a
    /// million steps leave checkpoints.
    const PLATINUM_BLONDE: &str =
        ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";

    fn counted(action: Option<Action>) -> Heatmap {
        match action {
            Some(Action::HeatmapCounted { counts, .. }) => *counts,
            other => panic!("not a count: {other:?}"),
        }
    }

    fn furthest_checkpoint(cache: &HeatCache) -> Option<u64> {
        let kept = cache.0.lock().unwrap();
        kept.as_ref().map(|(_, checkpoints)| checkpoints.furthest())
    }

    /// A later count of the same search starts from the checkpoints the
    /// first one left, and still counts what a count from zero does; a
    /// count of another search replaces them.
    #[test]
    fn heatmap_counts_reuse_the_checkpoints_of_the_same_search() {
        let puzzle = parse_grid(PLATINUM_BLONDE).unwrap();
        let cache = HeatCache::default();
        let from_zero = |strategy, mistake, step| {
            let engine = match mistake {
                None => Engine::new(&puzzle, strategy).unwrap(),
                Some(mistake) => Engine::with_mistake(&puzzle, mistake).unwrap(),
            };
            Heatmap::up_to(&engine, step)
        };
        let row_major = Strategy::RowMajor;
        let first = counted(count_heatmap(
            1, &puzzle, row_major, None, 1_000_000, &cache,
        ));
        assert_eq!(first, from_zero(row_major, None, 1_000_000));
        let furthest = furthest_checkpoint(&cache).unwrap();
        assert!(furthest > 0 && furthest <= 1_000_000, "{furthest}");
        for step in [777_777, 1_000_000, 1_234_567, 3] {
            let again = counted(count_heatmap(2, &puzzle, row_major, None, step, &cache));
            assert_eq!(again, from_zero(row_major, None, step), "{step}");
        }
        assert!(furthest_checkpoint(&cache).unwrap() > furthest);
        // Another variant of the same puzzle: its own checkpoints.
        let forget = Some(Mistake::ForgetRestore);
        let other = counted(count_heatmap(
            3, &puzzle, row_major, forget, 200_000, &cache,
        ));
        assert_eq!(other, from_zero(row_major, forget, 200_000));
        let kept = cache.0.lock().unwrap();
        assert_eq!(kept.as_ref().unwrap().0.2, forget);
    }
}

#[cfg(test)]
mod chinese_message_tests {
    use super::*;
    use crate::app::Theme;
    use crate::i18n::Lang;

    fn said(app: &App) -> String {
        app.message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default()
    }

    /// The views' messages are made in the app's language when the key is
    /// pressed.
    #[test]
    fn the_views_messages_are_in_the_apps_language() {
        let mut app = App::with_example(Theme::PLAIN).in_language(Lang::Zh);
        app.update(Action::StartSolve);
        app.update(Action::ToggleLogFolding);
        assert_eq!(said(&app), "日志显示每一个事件");
        app.update(Action::ToggleLogFolding);
        assert_eq!(said(&app), "日志把连续的死路折叠成一行回退");
        // At step 0 the tree has no node to select.
        app.update(Action::OpenTree);
        app.update(Action::TreeZoomIn);
        assert_eq!(said(&app), "先用方向键选中一个节点");
        // Later, going to the first root choice says where, in Chinese.
        app.update(Action::CloseTree);
        if let Mode::Solve(solve) = &mut app.mode {
            solve.search.run(500);
        }
        app.update(Action::OpenTree);
        app.update(Action::TreeSeek);
        let went = said(&app);
        assert!(
            went.starts_with("第 ") && went.contains(" = 1 已放入；它下面有 "),
            "{went}"
        );

        let mut app = App::with_example(Theme::PLAIN);
        app.update(Action::StartSolve);
        app.update(Action::ToggleLogFolding);
        assert_eq!(said(&app), "the log shows every event");
    }
}
