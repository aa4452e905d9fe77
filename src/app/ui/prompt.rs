//! The one-line prompt: a path, for saving (w) and opening (e), or a step
//! number to go to (g), with the current step and the end when known.

use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crossterm::event::KeyCode;

use crate::app::keys::Key;
use crate::app::ui::centered;
use crate::app::{Action, App, PromptKind};
use crate::format::thousands;

/// The keys the prompt names, and what the key table must do with them
/// (checked in `keys`' tests).
pub const HINTS: &[(Key, Action)] = &[
    (Key::Code(KeyCode::Enter), Action::PromptSubmit),
    (Key::Code(KeyCode::Esc), Action::Close),
];

pub fn render(frame: &mut Frame, area: Rect, app: &App, kind: PromptKind, text: &str) {
    let theme = app.theme;
    let popup = centered(area, 70, 5);
    let inner_width = popup.width.saturating_sub(4) as usize;
    // Show the end of a path too long for the box: that is where typing goes.
    let chars: Vec<char> = text.chars().collect();
    let shown: String = chars[chars.len().saturating_sub(inner_width - 1)..]
        .iter()
        .collect();
    // The go-to prompt says where the search is and how far it goes.
    let about = match (kind, app.solve()) {
        (PromptKind::GoToStep, Some(solve)) => format!(
            " now at step {} · {}",
            thousands(solve.step()),
            match solve.known_end() {
                Some(end) => format!("the end is step {}", thousands(end)),
                None => "end not reached yet".to_string(),
            }
        ),
        _ => String::new(),
    };
    let lines = vec![
        Line::raw(format!(" {shown}")),
        Line::styled(about, theme.dim()),
        Line::styled(
            format!(
                " {} confirms · {} cancels",
                HINTS[0].0.label(),
                HINTS[1].0.label()
            ),
            theme.dim(),
        ),
    ];
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(format!(" {} ", kind.title()), theme.heading()));
    frame.render_widget(Clear, popup);
    frame.render_widget(Paragraph::new(lines).block(block), popup);
    frame.set_cursor_position(Position::new(
        popup.x + 2 + shown.chars().count() as u16,
        popup.y + 1,
    ));
}
