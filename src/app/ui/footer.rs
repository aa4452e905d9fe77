//! The bottom two lines: the main keys of the current context, generated
//! from the key table, a switch with its state (`a advance:on`); entries
//! that do not fit go on to the next line when there is one, else are left
//! out.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{App, keys};

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let mut lines = Vec::new();
    let mut spans = vec![Span::raw(" ")];
    let mut width = 1;
    for (keys, word, action) in keys::footer_bindings(app.context()) {
        let word = match app.switch_state(action) {
            Some(true) => format!("{word}:on"),
            Some(false) => format!("{word}:off"),
            None => word.to_string(),
        };
        let entry = keys.chars().count() + 1 + word.chars().count() + 2;
        // The last entry's two trailing spaces may fall off the edge.
        if width + entry - 2 > area.width as usize {
            if lines.len() + 1 >= area.height as usize {
                break;
            }
            lines.push(Line::from(std::mem::replace(
                &mut spans,
                vec![Span::raw(" ")],
            )));
            width = 1;
        }
        width += entry;
        spans.push(Span::styled(keys, theme.key()));
        spans.push(Span::raw(format!(" {word}  ")));
    }
    lines.push(Line::from(spans));
    frame.render_widget(Paragraph::new(lines), area);
}
