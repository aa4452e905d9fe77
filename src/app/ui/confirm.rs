//! "Unsaved edits: quit anyway?"

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::app::App;
use crate::app::ui::centered;

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let popup = centered(area, 46, 5);
    let lines = vec![
        Line::raw(" The grid has edits that are not saved."),
        Line::raw(""),
        Line::from(vec![
            Span::styled(" y", theme.key()),
            Span::raw(" quits and loses them · "),
            Span::styled("n", theme.key()),
            Span::raw(" or "),
            Span::styled("Esc", theme.key()),
            Span::raw(" stays"),
        ]),
    ];
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(" Quit? ", theme.heading()));
    frame.render_widget(Clear, popup);
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}
