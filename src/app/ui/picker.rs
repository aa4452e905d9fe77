//! The puzzle picker: the named puzzles shipped in assets/, each with its
//! note, then one entry per level of generated puzzle.

use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::app::WindowAsk;
use crate::app::keys::Key;
use crate::app::overlay::picker_entries;
use crate::app::ui::centered;
use crate::app::{App, Ask};
use crate::i18n::pad_to;

const NAME_WIDTH: usize = 19;

/// The keys the picker names, and what the key table must do with them
/// (checked in `keys`' tests).
pub const HINTS: [(Key, Ask); 4] = [
    (Key::Code(KeyCode::Up), Ask::Window(WindowAsk::PickerUp)),
    (Key::Code(KeyCode::Down), Ask::Window(WindowAsk::PickerDown)),
    (
        Key::Code(KeyCode::Enter),
        Ask::Window(WindowAsk::PickerChoose { seed: 0 }),
    ),
    (Key::Code(KeyCode::Esc), Ask::Window(WindowAsk::Close)),
];

pub fn render(frame: &mut Frame, area: Rect, app: &App, selected: usize) {
    let theme = app.theme;
    let words = &app.text().chrome;
    let entries = picker_entries(app.text());
    let popup = centered(area, 78, entries.len() as u16 + 4);
    let mut lines: Vec<Line> = entries
        .into_iter()
        .enumerate()
        .map(|(i, entry)| {
            let (name, note) = (entry.name, entry.note);
            let marker = if i == selected { "▶ " } else { "  " };
            let line = Line::from(vec![
                Span::raw(marker),
                Span::styled(pad_to(&name, NAME_WIDTH), theme.given()),
                Span::raw(" "),
                Span::raw(note),
            ]);
            if i == selected {
                line.style(theme.selected())
            } else {
                line
            }
        })
        .collect();
    lines.push(Line::raw(""));
    let [up, down, choose, close] = HINTS.map(|(key, _)| key.label(&app.text().keys));
    lines.push(Line::styled(
        (words.picker_hint)(&up, &down, &choose, &close),
        theme.dim(),
    ));
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(words.picker_title, theme.heading()));
    frame.render_widget(Clear, popup);
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}
