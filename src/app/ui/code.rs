//! The C++ listing of the classic algorithm, with the lines the current
//! event stands for marked `▶` and in reverse video. A listing taller than
//! the panel scrolls to keep them in view.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::app::narration::{LISTING, code_lines};
use crate::engine::Engine;

pub fn render(frame: &mut Frame, area: Rect, engine: &Engine, theme: Theme) {
    let listing: Vec<&str> = LISTING.lines().collect();
    let marked = code_lines(engine.last_event());
    let room = (area.height as usize).saturating_sub(1);
    let first = marked.first().copied().unwrap_or(0);
    let start = first
        .saturating_sub(room / 2)
        .min(listing.len().saturating_sub(room));
    let mut lines = vec![Line::styled("Code (C++)", theme.heading())];
    for (i, text) in listing.iter().enumerate().skip(start).take(room) {
        lines.push(if marked.contains(&i) {
            Line::styled(format!("▶ {text}"), theme.highlight())
        } else {
            Line::raw(format!("  {text}"))
        });
    }
    frame.render_widget(Paragraph::new(lines), area);
}
