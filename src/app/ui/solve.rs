//! The solve screen's layout: a pure function of the terminal's size.
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
use ratatui::layout::Rect;

use super::grid::{self, GridView, Mark};
use super::{MIN_HEIGHT, MIN_WIDTH, code, footer, header, progress, stack, tables};
use crate::app::{App, SolveState};
use crate::engine::{Engine, Event};

/// Rows of the progress block: three of figures, two of narration, one message.
pub const PROGRESS_HEIGHT: u16 = 6;
/// The stack's width when the code panel sits beside it.
const STACK_WIDTH: u16 = 24;
/// The narrowest code panel worth showing.
const CODE_MIN_WIDTH: u16 = 42;
/// The fewest rows worth giving the tables.
const TABLES_MIN_HEIGHT: u16 = 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveAreas {
    pub header: Rect,
    pub grid: Rect,
    pub stack: Rect,
    pub tables: Option<Rect>,
    pub code: Option<Rect>,
    pub progress: Rect,
    pub footer: Rect,
}

impl SolveAreas {
    pub fn of(size: Rect) -> Option<SolveAreas> {
        if size.width < MIN_WIDTH || size.height < MIN_HEIGHT {
            return None;
        }
        let left = size.x + 1;
        let top = size.y + 2;
        // Two lines: every control has its place in the footer.
        let footer = Rect::new(size.x, size.bottom() - 2, size.width, 2);
        let progress_top = footer.y.saturating_sub(PROGRESS_HEIGHT);
        let progress = Rect::new(left, progress_top, size.width - 2, PROGRESS_HEIGHT);
        let body_height = progress_top.saturating_sub(top + 1);
        let grid = Rect::new(left, top, grid::WIDTH, grid::HEIGHT);
        let tables_top = grid.bottom() + 1;
        let tables = (body_height >= grid::HEIGHT + 1 + TABLES_MIN_HEIGHT).then(|| {
            Rect::new(
                left,
                tables_top,
                grid::WIDTH + 2,
                top + body_height - tables_top,
            )
        });
        let right_x = grid.right() + 2;
        let right_width = size.right().saturating_sub(right_x + 1);
        let (stack, code) = if right_width >= STACK_WIDTH + 2 + CODE_MIN_WIDTH {
            let code_x = right_x + STACK_WIDTH + 2;
            (
                Rect::new(right_x, top, STACK_WIDTH, body_height),
                Some(Rect::new(
                    code_x,
                    top,
                    size.right() - 1 - code_x,
                    body_height,
                )),
            )
        } else {
            (Rect::new(right_x, top, right_width, body_height), None)
        };
        Some(SolveAreas {
            header: Rect::new(size.x, size.y, size.width, 1),
            grid,
            stack,
            tables,
            code,
            progress,
            footer,
        })
    }
}

/// Draws the solve screen (not the overlays).
pub fn render(frame: &mut Frame, areas: &SolveAreas, app: &App, solve: &SolveState) {
    let engine = &solve.engine;
    header::render(frame, areas.header, app);
    let grid = engine.grid();
    let view = GridView {
        grid: &grid,
        cursor: None,
        repeated: Default::default(),
        marks: marks(engine),
    };
    grid::render(frame, areas.grid, &view, app.theme);
    stack::render(frame, areas.stack, app, engine);
    if let Some(area) = areas.tables {
        tables::render_search(frame, area, app, engine);
    }
    if let Some(area) = areas.code {
        code::render(frame, area, app, engine);
    }
    progress::render(frame, areas.progress, app, solve);
    footer::render(frame, areas.footer, app);
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
