//! The top line: the program, the puzzle's name, the mode; unsaved edits,
//! or the solve's step number.

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{App, Mode};
use crate::format::thousands;

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let mode = match &app.mode {
        Mode::Edit => "edit".to_string(),
        Mode::Solve(solve) => format!("solve · {}", solve.engine.strategy()),
    };
    let left = Line::from(vec![
        Span::styled(" sudoku-dfs", theme.heading()),
        Span::raw(format!(" · {} · {mode}", app.editor.title)),
    ]);
    frame.render_widget(Paragraph::new(left), area);
    if let Some(solve) = app.solve() {
        let right = Line::styled(
            format!("step {} ", thousands(solve.step())),
            theme.heading(),
        );
        frame.render_widget(Paragraph::new(right).alignment(Alignment::Right), area);
    } else if app.has_unsaved_edits() {
        let right = Line::styled("unsaved edits ", theme.dim());
        frame.render_widget(Paragraph::new(right).alignment(Alignment::Right), area);
    }
}
