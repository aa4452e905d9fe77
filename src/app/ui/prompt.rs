//! The one-line prompt: a path, for saving (w) and opening (e), or a step
//! number to go to (g), with the current step and the end when known.

use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crossterm::event::KeyCode;

use crate::app::WindowAsk;
use crate::app::keys::Key;
use crate::app::ui::centered;
use crate::app::{App, Ask, PromptKind};
use crate::i18n::columns;

/// The keys the prompt names, and what the key table must do with them
/// (checked in `keys`' tests).
pub const HINTS: &[(Key, Ask)] = &[
    (
        Key::Code(KeyCode::Enter),
        Ask::Window(WindowAsk::PromptSubmit),
    ),
    (Key::Code(KeyCode::Esc), Ask::Window(WindowAsk::Close)),
];

pub fn render(frame: &mut Frame, area: Rect, app: &App, kind: PromptKind, text: &str) {
    let theme = app.theme;
    let (words, keys) = (&app.text().chrome, &app.text().keys);
    let popup = centered(area, 70, 5);
    let inner_width = popup.width.saturating_sub(4) as usize;
    // Show the end of a path too long for the box: that is where typing goes.
    let shown = tail_within(text, inner_width - 1);
    // The go-to prompt says where the search is and how far it goes.
    let about = match (kind, app.solve()) {
        (PromptKind::GoToStep, Some(solve)) => {
            (words.prompt_step_about)(solve.step(), solve.known_end())
        }
        (PromptKind::StopCaption(place), _) => (app.text().lesson.stop_place)(match place {
            crate::lesson::Place::Step(step) => Some(step),
            crate::lesson::Place::Editor => None,
        }),
        _ => String::new(),
    };
    let lines = vec![
        Line::raw(format!(" {shown}")),
        Line::styled(about, theme.dim()),
        Line::styled(
            (words.prompt_hint)(&HINTS[0].0.label(keys), &HINTS[1].0.label(keys)),
            theme.dim(),
        ),
    ];
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(
            format!(" {} ", kind.title(app.text())),
            theme.heading(),
        ));
    frame.render_widget(Clear, popup);
    frame.render_widget(Paragraph::new(lines).block(block), popup);
    frame.set_cursor_position(Position::new(
        popup.x + 2 + columns(shown) as u16,
        popup.y + 1,
    ));
}

/// The end of `text` that fits in `room` columns: a path typed with
/// Chinese names takes two columns a character.
fn tail_within(text: &str, room: usize) -> &str {
    let mut used = 0;
    for (i, c) in text.char_indices().rev() {
        used += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used > room {
            return &text[i + c.len_utf8()..];
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::tail_within;

    #[test]
    fn the_tail_of_a_long_path_fits_by_columns() {
        assert_eq!(tail_within("/tmp/abc", 20), "/tmp/abc");
        assert_eq!(tail_within("/tmp/abc", 3), "abc");
        // 题目.txt is 8 columns: 5 of room keep `.txt` and no half of 目.
        assert_eq!(tail_within("/tmp/题目.txt", 5), ".txt");
        assert_eq!(tail_within("/tmp/题目.txt", 6), "目.txt");
    }
}
