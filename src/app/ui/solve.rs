//! The solve screen's panels, drawn in the areas of
//! [`SolveAreas`](super::layout::SolveAreas), at 80x24:
//!
//! ```text
//!  sudoku-dfs · Inkala 2012 · solve · row-major              step 1,204  header
//!
//!  ┌─────────┬─────────┬─────────┐  [stack] tables code legend · Tab next
//!  │ 8  ·  · │ ·  ·  · │ ·  ·  · │  Stack: depth 22          side panel
//!  │ ...                            level cell  digit  tried  (Tab: next)
//!  └─────────┴─────────┴─────────┘      → r4c6  5?     1-4
//!  paused · 4 steps/s · step size: every event · row-major    progress
//!  step 1,204 · depth 22 (max 31)
//!  placements 1,024 · rejects 9,311 · backtracks 977
//!  r4c6: try 5 — rejected, box 5 already has 5 at r5c4        narration
//!  (a dead end's nine reasons; the last action's message)
//!  Space play  ←→ step  +- speed  b next backtrack  f end     footer
//!  ...
//! ```
//!
//! Larger terminals add side-panel slots (see [`side`](super::side)).

use ratatui::Frame;

use super::grid::{self, CellMark, GridView};
use super::layout::SolveAreas;
use super::{footer, header, heatmap, race, search_tree, side, solve_status};
use crate::app::{App, SolveState};
use crate::engine::{Event, Mistake};
use crate::search::Search;

/// Draws the solve screen (not the overlays).
pub fn render(frame: &mut Frame, areas: &SolveAreas, app: &App, solve: &SolveState) {
    let search = &*solve.search;
    header::render_app(frame, areas.header, app);
    let grid = search.grid();
    let view = GridView {
        grid: &grid,
        // A cell question of the quiz: the learner's cursor.
        cursor: solve.cell_question().map(|_| solve.quiz_cursor()),
        repeated: Default::default(),
        marks: marks(search),
    };
    match &solve.shape.heat {
        Some(heat) => {
            let cursor = search.last_event().and_then(|e| e.cell());
            heatmap::render(
                frame,
                areas.grid,
                heat,
                &grid,
                search.step_number(),
                cursor,
                app.theme,
                app.text(),
            )
        }
        None => grid::render(frame, areas.grid, &view, app.theme),
    }
    side::render(frame, areas, app, solve);
    solve_status::render(
        frame,
        areas.progress,
        solve,
        app.lesson_layer(),
        app.message.as_ref(),
        app.theme,
        app.text(),
    );
    // Over the body: everything between the header and the footer.
    let body = ratatui::layout::Rect {
        y: areas.header.bottom(),
        height: areas.footer.y - areas.header.bottom(),
        ..areas.header
    };
    if let Some(view) = &solve.shape.race {
        let inner = body.inner(ratatui::layout::Margin::new(1, 0));
        race::render(frame, inner, view, solve.speed, app.theme, app.text());
    } else if let Some(view) = &solve.shape.tree {
        search_tree::render(
            frame,
            body.inner(ratatui::layout::Margin::new(1, 0)),
            app.size,
            search,
            view,
            app.theme,
            app.text(),
        );
    }
    footer::render(frame, areas.footer, app);
}

/// The cells the last event is about, and how to show them; then, in the
/// bug lab, what the mistake has done to the grid so far (the event's own
/// marks come first and win on a cell both name).
pub fn marks(search: &dyn Search) -> Vec<(crate::grid::Cell, CellMark)> {
    let mut marks = event_marks(search);
    marks.extend(mistake_marks(search));
    // A learner's digits left on its board, drawn as stale.
    marks.extend(
        search
            .leftovers()
            .into_iter()
            .map(|(cell, digit)| (cell, CellMark::Left(digit))),
    );
    marks
}

/// The bug lab's consequences on the grid: under restart-column the empty
/// cells the last scan passed over; under forget-flag, once the grid has
/// been complete, every empty cell, since each held a digit then (the
/// complete grid had none empty) and lost it to an undo after the ignored
/// result; under forget-candidates, the empty cells whose kept
/// candidates lost digits that fit them.
fn mistake_marks(search: &dyn Search) -> Vec<(crate::grid::Cell, CellMark)> {
    match search.mistake() {
        Some(Mistake::RestartColumn) => search
            .state()
            .skipped_cells()
            .into_iter()
            .map(|cell| (cell, CellMark::Skipped))
            .collect(),
        Some(Mistake::ForgetFlag) if search.counts().solutions > 0 => {
            let grid = search.grid();
            crate::grid::Cell::all()
                .filter(|&cell| grid.get(cell) == 0)
                .map(|cell| (cell, CellMark::Erased))
                .collect()
        }
        Some(Mistake::ForgetCandidates) => search
            .forgotten_candidates()
            .into_iter()
            .map(|(cell, _)| (cell, CellMark::Forgotten))
            .collect(),
        _ => Vec::new(),
    }
}

fn event_marks(search: &dyn Search) -> Vec<(crate::grid::Cell, CellMark)> {
    match search.last_event() {
        Some(Event::Enter { cell, .. } | Event::Place { cell, .. }) => {
            vec![(cell, CellMark::Current)]
        }
        Some(Event::Reject {
            cell, digit, by, ..
        }) => {
            let mut marks = vec![(cell, CellMark::Rejected(digit))];
            // A stale claim has no cell behind it to mark.
            marks.extend(by.map(|by| (by, CellMark::Blocking)));
            marks
        }
        Some(Event::Undo { cell, digit }) => vec![(cell, CellMark::Retracted(digit))],
        Some(Event::DeadEnd { cell }) => vec![(cell, CellMark::DeadEnd)],
        // The cell left with no candidate, and the placement that took its
        // last one: what the narration names.
        Some(Event::Wipeout { cell, by }) => {
            let mut marks = vec![(cell, CellMark::DeadEnd)];
            marks.extend(by.map(|by| (by, CellMark::Blocking)));
            marks
        }
        Some(Event::Force { cell, .. }) => vec![(cell, CellMark::Current)],
        Some(Event::Solved | Event::Exhausted) | None => Vec::new(),
    }
}
