//! The search tree (`t`): the subtrees zoomed into and the selected node,
//! the icicle on screen, and the tree's keys. The icicle is built from the
//! search (the engine or a recording, through the seam), the zooms and the
//! terminal's size off the UI thread (at full scale a few hundred
//! bisections, hundreds of milliseconds): after every
//! action, when the one held is not for what the view now shows, a build
//! is asked for ([`Effect::BuildTree`]) and the screen says what it is
//! building until [`Reply::TreeBuilt`] brings it; an answer to an older
//! request is dropped, and closing the tree gives the build up.

use std::ops::Range;
use std::sync::Arc;

use ratatui::layout::Rect;

use crate::app::measure::tree_geometry;
use crate::app::{App, Direction, Effect, Mode, Reply, TreeAsk};
use crate::engine::{Mistake, Strategy};
use crate::grid::Grid;
use crate::search::Search;
use crate::search_shape::tree::{self, Choice, Icicle, Run};

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
    /// The icicle last built, with what it was built from: shown while
    /// that is what the view shows.
    held: Option<(BuiltFrom, Arc<Icicle>)>,
    /// The build asked for and not back yet: its request and what it is
    /// built from.
    building: Option<(u64, BuiltFrom)>,
}

/// What an icicle is built from: the search (its givens, strategy and
/// variant, and the step it stands at), the parent of the top row
/// and the steps shown, and the icicle's columns and rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuiltFrom {
    search: (Grid, Strategy, Option<Mistake>, u64),
    frame: (Vec<Choice>, Range<u64>),
    geometry: (usize, usize),
}

impl BuiltFrom {
    /// What `view` shows of `search` in a terminal of `size`.
    fn of(view: &TreeView, search: &dyn Search, size: Rect) -> BuiltFrom {
        let step = search.step_number();
        let (parent, range) = view.frame(step);
        BuiltFrom {
            search: (
                search.grid().givens_only(),
                search.strategy(),
                search.mistake(),
                step,
            ),
            frame: (parent.to_vec(), range),
            geometry: tree_geometry(size),
        }
    }

    /// The steps the icicle covers, as built (capped at one past the step).
    pub fn steps(&self) -> Range<u64> {
        let now = self.search.3;
        let range = &self.frame.1;
        range.start.min(now)..range.end.min(now + 1)
    }
}

/// A build of the tree's icicle for the loop to run off the UI thread
/// ([`Effect::BuildTree`]): the search is a copy, so the screen's own goes
/// on answering keys meanwhile.
#[derive(Clone)]
pub struct TreeBuild {
    pub request: u64,
    pub from: BuiltFrom,
    pub search: Box<dyn Search>,
}

/// Two builds are the same build when they answer the same request for
/// the same icicle (the copy is of the search `from` names).
impl PartialEq for TreeBuild {
    fn eq(&self, other: &TreeBuild) -> bool {
        self.request == other.request && self.from == other.from
    }
}

impl Eq for TreeBuild {}

impl std::fmt::Debug for TreeBuild {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TreeBuild")
            .field("request", &self.request)
            .field("from", &self.from)
            .finish_non_exhaustive()
    }
}

impl TreeBuild {
    /// Builds the icicle, unless `given_up` says nobody waits for it any
    /// more; the answer is [`Reply::TreeBuilt`].
    pub fn run(self, given_up: &dyn Fn() -> bool) -> Option<Reply> {
        let (parent, range) = &self.from.frame;
        let (columns, rows) = self.from.geometry;
        let icicle = tree::icicle_unless(
            &*self.search,
            parent,
            range.clone(),
            columns,
            rows,
            given_up,
        )?;
        Some(Reply::TreeBuilt {
            request: self.request,
            icicle: Arc::new(icicle),
        })
    }
}

impl TreeView {
    /// The parent of the top row and the steps shown.
    pub fn frame(&self, now: u64) -> (&[Choice], Range<u64>) {
        match self.zooms.last() {
            Some((parent, range)) => (parent, range.clone()),
            None => (&[], 0..now + 1),
        }
    }

    /// The icicle as drawn in a terminal of `size`, when the one built is
    /// for what the view shows now (a comparison, no building: that is
    /// the worker's, see [`Effect::BuildTree`]); `None` while it is built.
    pub fn built(&self, search: &dyn Search, size: Rect) -> Option<&Arc<Icicle>> {
        let (from, icicle) = self.held.as_ref()?;
        (*from == BuiltFrom::of(self, search, size)).then_some(icicle)
    }

    /// [`TreeView::built`], for tests that have run the build where they
    /// are (as `apply` does the effects).
    #[cfg(test)]
    pub fn icicle(&self, search: &dyn Search, size: Rect) -> std::borrow::Cow<'_, Icicle> {
        std::borrow::Cow::Borrowed(self.built(search, size).expect("the icicle is built"))
    }

    /// What is being built, while nothing built is shown.
    pub fn building(&self) -> Option<&BuiltFrom> {
        self.building.as_ref().map(|(_, from)| from)
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

impl App {
    /// The tree's keys: open, move the selection, zoom, go to a node, close.
    pub(in crate::app) fn control_tree(&mut self, ask: TreeAsk) {
        let size = self.size;
        let words = &self.text().views;
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        if ask == TreeAsk::Open {
            solve.stop();
            solve.shape.tree = Some(TreeView::default());
            return;
        }
        let Some(view) = &mut solve.shape.tree else {
            return;
        };
        // The keys that read the nodes read them as drawn.
        let reads_nodes = matches!(ask, TreeAsk::Move(_) | TreeAsk::ZoomIn | TreeAsk::Seek);
        let icicle = view.built(&*solve.search, size).cloned();
        if reads_nodes && icicle.is_none() {
            self.info(words.tree_still_building);
            return;
        }
        let selected = icicle.as_ref().and_then(|i| view.selected(i).cloned());
        let mut message = None;
        match ask {
            TreeAsk::Close => solve.shape.tree = None,
            TreeAsk::Move(direction) => {
                if let Some(icicle) = &icicle {
                    move_selection(view, icicle, direction)
                }
            }
            // Into a choice's subtree, or spread out an aggregate's choices.
            TreeAsk::ZoomIn => match selected {
                Some(run) => {
                    view.zooms.push((run.parent().to_vec(), run.steps.clone()));
                    (view.row, view.column) = (0, 0);
                }
                None => message = Some(words.select_first.to_string()),
            },
            TreeAsk::ZoomOut => {
                view.zooms.pop();
                (view.row, view.column) = (0, 0);
            }
            // To the choice's placement; an aggregate's first choice's.
            TreeAsk::Seek => match selected {
                Some(run) => {
                    let range = run.steps.clone();
                    let Choice { cell, digit, .. } = run.choice();
                    solve.search.seek(range.start);
                    solve.shape.tree = None;
                    message = Some((words.went_to_node)(
                        range.start,
                        cell,
                        digit,
                        first_choice_events(&*solve.search, &run),
                    ));
                }
                None => message = Some(words.select_first.to_string()),
            },
            TreeAsk::Open => {}
        }
        if let Some(text) = message {
            self.info(text);
        }
    }
}

impl App {
    /// After every action: when the tree is open and the icicle held is
    /// not for what it shows, a build is asked for, unless that one is
    /// under way; a build under way that nobody waits for any more (the
    /// tree closed, or zoomed back out to the icicle held) is given up.
    pub(in crate::app) fn request_tree_if_due(&mut self) -> Option<Effect> {
        let size = self.size;
        let Mode::Solve(solve) = &mut self.mode else {
            return None;
        };
        let mut effect = None;
        let views = &mut solve.shape;
        let search = &*solve.search;
        let wanted = match &mut views.tree {
            Some(view) => {
                let from = BuiltFrom::of(view, search, size);
                if view.held.as_ref().is_some_and(|(held, _)| *held == from) {
                    view.building = None;
                    None
                } else if let Some((request, _)) = view
                    .building
                    .as_ref()
                    .filter(|(_, under_way)| *under_way == from)
                {
                    Some(*request)
                } else {
                    views.tree_requests += 1;
                    let request = views.tree_requests;
                    view.building = Some((request, from.clone()));
                    // A copy of the search (the engine's step-back record
                    // is a few MB: a millisecond or two; a recording's list
                    // is shared, not copied), so the screen's own stays
                    // free; the worker builds on the copy.
                    effect = Some(Effect::BuildTree(TreeBuild {
                        request,
                        from,
                        search: search.boxed_clone(),
                    }));
                    Some(request)
                }
            }
            None => None,
        };
        if views.tree_under_way.is_some() && wanted.is_none() {
            effect = Some(Effect::GiveUpTreeBuild);
        }
        views.tree_under_way = wanted;
        effect
    }

    /// A built icicle has come back: shown if it answers the build the view
    /// waits for, else dropped (an older zoom, size or search, or a tree
    /// since closed).
    pub(in crate::app) fn tree_built(&mut self, request: u64, icicle: Arc<Icicle>) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let Some(view) = &mut solve.shape.tree else {
            return;
        };
        if let Some((_, from)) = view.building.take_if(|(awaited, _)| *awaited == request) {
            view.held = Some((from, icicle));
            solve.shape.tree_under_way = None;
        }
    }
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

/// The events beneath a run's (first) choice: an aggregate's first choice
/// is found again, by bisection.
fn first_choice_events(search: &dyn Search, run: &Run) -> u64 {
    if !run.is_aggregate() {
        return run.events;
    }
    let steps = tree::extent(search, &run.path, run.steps.start);
    steps.end - steps.start
}

#[cfg(test)]
mod built_tests;
