//! The search tree (`t`): the subtrees zoomed into, the selected node and
//! the icicle built for them, and the tree's keys.

use std::ops::Range;

use crate::app::{Action, App, Direction, Mode};
use crate::engine::Engine;
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
                let (columns, rows) = crate::app::ui::search_tree::geometry(size);
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

impl App {
    /// The tree's keys: open, move the selection, zoom, go to a node, close.
    pub(in crate::app) fn control_tree(&mut self, action: Action) {
        let size = self.size;
        let words = &self.text().views;
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        if action == Action::OpenTree {
            solve.stop();
            let mut view = TreeView::default();
            view.build(&solve.engine, size);
            solve.shape.tree = Some(view);
            return;
        }
        let Some(view) = &mut solve.shape.tree else {
            return;
        };
        view.build(&solve.engine, size);
        let icicle = view.icicle(&solve.engine, size).into_owned();
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
                    view.build(&solve.engine, size);
                }
                None => message = Some(words.select_first.to_string()),
            },
            Action::TreeZoomOut => {
                view.zooms.pop();
                (view.row, view.column) = (0, 0);
                view.built = None;
                view.build(&solve.engine, size);
            }
            // To the choice's placement; an aggregate's first choice's.
            Action::TreeSeek => match selected {
                Some(run) => {
                    let range = run.steps.clone();
                    let Choice { cell, digit } = run.choice();
                    solve.engine.seek(range.start);
                    solve.shape.tree = None;
                    message = Some((words.went_to_node)(
                        range.start,
                        cell,
                        digit,
                        first_choice_events(&solve.engine, &run),
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
    pub(in crate::app) fn rebuild_tree(&mut self) {
        let size = self.size;
        if let Mode::Solve(solve) = &mut self.mode
            && let Some(view) = &mut solve.shape.tree
        {
            view.build(&solve.engine, size);
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
fn first_choice_events(engine: &Engine, run: &Run) -> u64 {
    if !run.is_aggregate() {
        return run.events;
    }
    let steps = tree::extent(engine, &run.path, run.steps.start);
    steps.end - steps.start
}
