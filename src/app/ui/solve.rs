//! The solve screen's panels, drawn in the areas of
//! [`SolveAreas`](super::layout::SolveAreas):
//!
//! ```text
//!  sudoku-dfs · Inkala 2012 · solve · row-major              step 1,204  header
//!
//!  ┌─────────┬─────────┬─────────┐  Stack: 23 levels     Code (C++)
//!  │ 8  ·  · │ ·  ·  · │ ·  ·  · │  depth cell digit tried    ▶ if (row[r]...
//!  │ ...                            22 r4c6  5   1 2 3 4         continue;
//!  └─────────┴─────────┴─────────┘  21 r4c5  7   1 2 ...        ...
//!  Tables for r4c6 · digit 5                                  (width >= 102)
//!           1 2 3 4 5 6 7 8 9          (height >= 29)
//!  row 4    · 2 · · 5!· 7 · ·
//!  ...
//!  paused · 4 steps/s · every event · row-major               progress
//!  step 1,204 · depth 23 (max 31)
//!  placements 1,024 · rejects 9,311 · backtracks 977
//!  r4c6: try 5 — rejected, box 5 already has 5 at r5c4        narration
//!  (the last action's message)
//!
//!  Space play  ←→ step  +- speed  b backtrack  f end  ? help  footer
//!  s step size  g go to  Home start  m strategy
//! ```
//!
//! 80x24 shows the grid, the stack beside it and the progress; taller
//! terminals add the tables under the grid, wider ones the code.

use ratatui::Frame;

use super::grid::{self, GridView, Mark};
use super::layout::SolveAreas;
use super::{
    cell_tables, code, event_log, footer, header, heatmap, path, race, search_tree, solve_status,
};
use crate::app::{App, SolveState};
use crate::engine::{Engine, Event};

/// Draws the solve screen (not the overlays).
pub fn render(frame: &mut Frame, areas: &SolveAreas, app: &App, solve: &SolveState) {
    let engine = &solve.engine;
    header::render(frame, areas.header, &header::Header::of(app), app.theme);
    let grid = engine.grid();
    let view = GridView {
        grid: &grid,
        cursor: None,
        repeated: Default::default(),
        marks: marks(engine),
    };
    match &solve.shape.heat {
        Some(heat) => {
            let cursor = engine.last_event().and_then(|e| e.cell());
            heatmap::render(
                frame,
                areas.grid,
                heat,
                engine.step_number(),
                cursor,
                app.theme,
            )
        }
        None => grid::render(frame, areas.grid, &view, app.theme),
    }
    path::render(frame, areas.stack, engine, app.theme);
    if let Some(area) = areas.tables {
        cell_tables::render_search(frame, area, engine, app.theme);
    }
    if let Some(area) = areas.code {
        code::render(frame, area, engine, app.theme);
    }
    if let Some(area) = areas.log {
        event_log::render(frame, area, engine, solve.shape.log_expanded, app.theme);
    }
    solve_status::render(
        frame,
        areas.progress,
        solve,
        app.message.as_ref(),
        app.theme,
    );
    // Over the body: everything between the header and the footer.
    let body = ratatui::layout::Rect {
        y: areas.header.bottom(),
        height: areas.footer.y - areas.header.bottom(),
        ..areas.header
    };
    if let Some(view) = &solve.shape.race {
        let inner = body.inner(ratatui::layout::Margin::new(1, 0));
        race::render(frame, inner, view, solve.speed, app.theme);
    } else if let Some(view) = &solve.shape.tree {
        search_tree::render(
            frame,
            body.inner(ratatui::layout::Margin::new(1, 0)),
            app.size,
            engine,
            view,
            app.theme,
        );
    }
    footer::render(frame, areas.footer, app.context(), app.theme);
}

/// The cells the last event is about, and how to show them.
pub fn marks(engine: &Engine) -> Vec<(crate::grid::Cell, Mark)> {
    match engine.last_event() {
        Some(Event::Enter { cell, .. } | Event::Place { cell, .. }) => vec![(cell, Mark::Current)],
        Some(Event::Reject {
            cell, digit, by, ..
        }) => vec![(cell, Mark::Rejected(digit)), (by, Mark::Blocking)],
        Some(Event::Undo { cell, digit }) => vec![(cell, Mark::Retracted(digit))],
        Some(Event::DeadEnd { cell }) => vec![(cell, Mark::DeadEnd)],
        Some(Event::Solved | Event::Exhausted) | None => Vec::new(),
    }
}
