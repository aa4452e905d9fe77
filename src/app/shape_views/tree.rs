//! The search tree (`t`): the subtrees zoomed into and the selected node,
//! and the tree's keys. The icicle they stand for is not kept in the
//! state: it is built from the search, the zooms and the terminal's size
//! when it is first read (by the view drawing it, or a key moving over
//! it) and read again while none of these changes ([`TreeView::built`]).

use std::cell::RefCell;
use std::ops::Range;
use std::sync::Arc;

use ratatui::layout::Rect;

use crate::app::measure::tree_geometry;
use crate::app::{Action, App, Direction, Mode};
use crate::engine::{Engine, Mistake, Strategy};
use crate::grid::Grid;
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
}

/// What an icicle is built from: the search (its givens, strategy and
/// variant, and the step the engine stands at), the parent of the top row
/// and the steps shown, and the icicle's columns and rows.
#[derive(Clone, Debug, PartialEq, Eq)]
struct BuiltFrom {
    search: (Grid, Strategy, Option<Mistake>, u64),
    frame: (Vec<Choice>, Range<u64>),
    geometry: (usize, usize),
}

thread_local! {
    /// The icicle last built on this thread (the UI thread, where the view
    /// draws it and the keys move over it), with what it was built from.
    static LAST_BUILT: RefCell<Option<(BuiltFrom, Arc<Icicle>)>> = const { RefCell::new(None) };
}

impl TreeView {
    /// The parent of the top row and the steps shown.
    pub fn frame(&self, now: u64) -> (&[Choice], Range<u64>) {
        match self.zooms.last() {
            Some((parent, range)) => (parent, range.clone()),
            None => (&[], 0..now + 1),
        }
    }

    #[cfg(test)]
    /// The icicle as drawn in a terminal of `size`, a copy of
    /// [`TreeView::built`]'s.
    pub fn icicle(&self, engine: &Engine, size: Rect) -> std::borrow::Cow<'_, Icicle> {
        std::borrow::Cow::Owned(Icicle::clone(&self.built(engine, size)))
    }

    /// The icicle as drawn in a terminal of `size`: built the first time it
    /// is read (a few hundred bisections at full scale), then the same one
    /// while the search, the zooms and the size stay, so opening, zooming
    /// or resizing builds it once and drawing and moving the selection
    /// only read it. The engine does not move while the tree is open.
    pub fn built(&self, engine: &Engine, size: Rect) -> Arc<Icicle> {
        let step = engine.step_number();
        let (parent, range) = self.frame(step);
        let (columns, rows) = tree_geometry(size);
        let from = BuiltFrom {
            search: (
                engine.grid().givens_only(),
                engine.strategy(),
                engine.mistake(),
                step,
            ),
            frame: (parent.to_vec(), range.clone()),
            geometry: (columns, rows),
        };
        LAST_BUILT.with(|last| {
            if let Some((held, icicle)) = &*last.borrow()
                && *held == from
            {
                return Arc::clone(icicle);
            }
            let icicle = Arc::new(tree::icicle(engine, parent, range, columns, rows));
            *last.borrow_mut() = Some((from, Arc::clone(&icicle)));
            icicle
        })
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
    pub(in crate::app) fn control_tree(&mut self, action: Action) {
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
            solve.shape.tree = Some(TreeView::default());
            return;
        }
        let Some(view) = &mut solve.shape.tree else {
            return;
        };
        // The keys that read the nodes read them as drawn.
        let reads_nodes = matches!(
            action,
            Action::TreeMove(_) | Action::TreeZoomIn | Action::TreeSeek
        );
        let icicle = reads_nodes.then(|| view.built(engine_of(&*solve.search), size));
        let selected = icicle.as_ref().and_then(|i| view.selected(i).cloned());
        let mut message = None;
        match action {
            Action::CloseTree => solve.shape.tree = None,
            Action::TreeMove(direction) => {
                if let Some(icicle) = &icicle {
                    move_selection(view, icicle, direction)
                }
            }
            // Into a choice's subtree, or spread out an aggregate's choices.
            Action::TreeZoomIn => match selected {
                Some(run) => {
                    view.zooms.push((run.parent().to_vec(), run.steps.clone()));
                    (view.row, view.column) = (0, 0);
                }
                None => message = Some(words.select_first.to_string()),
            },
            Action::TreeZoomOut => {
                view.zooms.pop();
                (view.row, view.column) = (0, 0);
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
}

/// The engine behind the solve screen's search: the tree is built by
/// running it, and opens on nothing else ([`App::control_tree`]).
fn engine_of(search: &dyn crate::search::Search) -> &Engine {
    search
        .as_engine()
        .expect("the tree opens on the engine only")
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
fn first_choice_events(engine: &Engine, run: &Run) -> u64 {
    if !run.is_aggregate() {
        return run.events;
    }
    let steps = tree::extent(engine, &run.path, run.steps.start);
    steps.end - steps.start
}

#[cfg(test)]
mod built_tests;
