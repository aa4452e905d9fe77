//! The top line: the program, the puzzle's name, the mode, unsaved edits.

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{App, Mode};

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let mode = match app.mode {
        Mode::Edit => "edit",
    };
    let left = Line::from(vec![
        Span::styled(" sudoku-dfs", theme.heading()),
        Span::raw(format!(" · {} · {mode}", app.title)),
    ]);
    frame.render_widget(Paragraph::new(left), area);
    if app.has_unsaved_edits() {
        let right = Line::styled("unsaved edits ", theme.dim());
        frame.render_widget(Paragraph::new(right).alignment(Alignment::Right), area);
    }
}
