//! The bottom line: the main keys of the current context, generated from
//! the key table.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{App, keys};

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let mut spans = vec![Span::raw(" ")];
    let mut width = 1;
    for (keys, word) in keys::footer(app.context()) {
        let entry = keys.chars().count() + 1 + word.len() + 2;
        // The last entry's two trailing spaces may fall off the edge.
        if width + entry - 2 > area.width as usize {
            break;
        }
        width += entry;
        spans.push(Span::styled(keys, theme.key()));
        spans.push(Span::raw(format!(" {word}  ")));
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
}
