//! "Unsaved edits: quit anyway?"

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::app::keys::Key;
use crate::app::ui::centered;
use crate::app::{Action, App};
use crossterm::event::KeyCode;

/// The keys the popup names, and what the key table must do with them
/// (checked in `keys`' tests).
pub const HINTS: &[(Key, Action)] = &[
    (Key::Char('y'), Action::QuitConfirmed),
    (Key::Char('n'), Action::Close),
    (Key::Code(KeyCode::Esc), Action::Close),
];

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let popup = centered(area, 46, 5);
    let lines = vec![
        Line::raw(" The grid has edits that are not saved."),
        Line::raw(""),
        Line::from(vec![
            Span::raw(" "),
            Span::styled(HINTS[0].0.label(), theme.key()),
            Span::raw(" quits and loses them · "),
            Span::styled(HINTS[1].0.label(), theme.key()),
            Span::raw(" or "),
            Span::styled(HINTS[2].0.label(), theme.key()),
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
