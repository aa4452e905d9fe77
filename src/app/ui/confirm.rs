//! "Unsaved edits: quit anyway?"

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::app::WindowAsk;
use crate::app::keys::Key;
use crate::app::ui::centered;
use crate::app::{App, Ask};
use crossterm::event::KeyCode;

/// The keys the popup names, and what the key table must do with them
/// (checked in `keys`' tests).
pub const HINTS: &[(Key, Ask)] = &[
    (Key::Char('y'), Ask::Window(WindowAsk::QuitConfirmed)),
    (Key::Char('n'), Ask::Window(WindowAsk::Close)),
    (Key::Code(KeyCode::Esc), Ask::Window(WindowAsk::Close)),
];

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let (words, keys) = (&app.text().chrome, &app.text().keys);
    let popup = centered(area, 46, 5);
    let lines = vec![
        Line::raw(words.quit_unsaved),
        Line::raw(""),
        Line::from(vec![
            Span::raw(" "),
            Span::styled(HINTS[0].0.label(keys), theme.key()),
            Span::raw(words.quit_loses),
            Span::styled(HINTS[1].0.label(keys), theme.key()),
            Span::raw(words.or),
            Span::styled(HINTS[2].0.label(keys), theme.key()),
            Span::raw(words.quit_stays),
        ]),
    ];
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(words.quit_title, theme.heading()));
    frame.render_widget(Clear, popup);
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}
