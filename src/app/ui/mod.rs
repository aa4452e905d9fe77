//! Drawing: one file per panel, each a free `render(frame, area, app)`
//! reading `&App` and never changing it.
//!
//! The editor screen at 80x24 (larger terminals keep this layout at the
//! top left):
//!
//! ```text
//!  sudoku-dfs · LeetCode 37 example · edit                  header
//!
//!  ┌─────────┬─────────┬─────────┐  Tables for r1c3         grid │ tables
//!  │ 5  3 [·]│ ·  7  · │ ·  ·  · │             1 2 3 4 5 6 7 8 9
//!  │ 6  ·  · │ 1  9  5 │ ·  ·  · │  row 1      · · 3 · 5 · 7 · ·
//!  │ ...     │         │         │  column 3   · · · · · · · 8 ·
//!  ...                              box 1      · · 3 · 5 6 · 8 9
//!  └─────────┴─────────┴─────────┘  r1c3 candidates: 1 2 4
//!
//!  30 givens · unique solution                               status
//!  (the conflict explained, or that there is none)
//!  (the last action's message)
//!  ←↓↑→ move  1-9 write  a advance:off  0 clear  u undo  ...   footer
//!  ? help  q quit
//! ```
//!
//! The solve screen has its own layout: see [`solve`].
//!
//! Overlays (help, picker, prompt, quit confirmation) are drawn last, on
//! top. Below [`MIN_WIDTH`]x[`MIN_HEIGHT`] only a note asking for a larger
//! terminal is drawn.

pub mod cell_tables;
pub mod code;
pub mod confirm;
pub mod event_log;
pub mod footer;
pub mod grid;
pub mod header;
pub mod heatmap;
pub mod help;
pub mod layout;
pub mod learner_code;
pub mod legend;
pub mod lesson;
pub mod path;
pub mod picker;
pub mod prompt;
pub mod question;
pub mod race;
pub mod search_tree;
pub mod side;
pub mod solve;
pub mod solve_status;
pub mod stack;
pub mod status;
pub mod watch_notes;
pub mod wrap;

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use super::{App, Mode, Overlay};

pub use layout::{EditorAreas, MIN_HEIGHT, MIN_WIDTH, SolveAreas, centered};

/// Draws the whole screen.
pub fn render(frame: &mut Frame, app: &App) {
    let size = frame.area();
    let Some(areas) = EditorAreas::of(size) else {
        // Nothing else draws (and no key but quit acts) until it grows.
        render_too_small(frame, size, app);
        return;
    };
    match &app.mode {
        Mode::Edit => {
            header::render_app(frame, areas.header, app);
            grid::render(frame, areas.grid, &grid::GridView::editor(app), app.theme);
            cell_tables::render(frame, areas.tables, &app.editor, app.theme, app.text());
            status::render(
                frame,
                areas.status,
                &app.editor,
                app.message.as_ref(),
                app.theme,
                app.text(),
            );
            footer::render(frame, areas.footer, app);
        }
        Mode::Solve(state) => {
            if let Some(areas) = SolveAreas::of(size) {
                solve::render(frame, &areas, app, state);
            }
        }
    }
    lesson::render_caption(frame, size, app);
    match &app.overlay {
        Overlay::None => {}
        Overlay::Lessons { selected } => lesson::render_lessons(frame, size, app, *selected),
        Overlay::Stops { selected } => lesson::render_stops(frame, size, app, *selected),
        Overlay::Help => help::render(frame, size, app),
        Overlay::Picker { selected } => picker::render(frame, size, app, *selected),
        Overlay::Prompt { kind, text } => prompt::render(frame, size, app, *kind, text),
        Overlay::ConfirmQuit => confirm::render(frame, size, app),
        Overlay::ConfirmSave { typed, holds } => {
            question::confirm_save(frame, size, app, typed, holds)
        }
        Overlay::Opening { typed, .. } => question::opening(frame, size, app, typed),
        Overlay::Recovered => question::recovered(frame, size, app),
        Overlay::Notes { scroll } => watch_notes::render(frame, size, app, *scroll),
        Overlay::Running { typed } => question::running(frame, size, app, typed),
    }
}

fn render_too_small(frame: &mut Frame, size: Rect, app: &App) {
    let chrome = &app.text().chrome;
    let text: Vec<Line> = if app.overlay == Overlay::ConfirmQuit {
        chrome.too_small_quit.into_iter().map(Line::from).collect()
    } else {
        (chrome.too_small)(MIN_WIDTH, MIN_HEIGHT, size.width, size.height)
            .into_iter()
            .map(Line::from)
            .collect()
    };
    let top = size.height.saturating_sub(3) / 2;
    let area = Rect::new(size.x, size.y + top, size.width, size.height - top);
    frame.render_widget(
        Paragraph::new(text)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true }),
        area,
    );
}
