//! The puzzle picker: the named puzzles shipped in assets/, each with its
//! note.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::app::App;
use crate::app::ui::centered;
use crate::puzzles;

const NAME_WIDTH: usize = 19;

pub fn render(frame: &mut Frame, area: Rect, app: &App, selected: usize) {
    let theme = app.theme;
    let all = puzzles::all();
    let popup = centered(area, 78, all.len() as u16 + 4);
    let mut lines: Vec<Line> = all
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let marker = if i == selected { "▶ " } else { "  " };
            let line = Line::from(vec![
                Span::raw(marker),
                Span::styled(format!("{:NAME_WIDTH$}", p.name), theme.given()),
                Span::raw(" "),
                Span::raw(p.note),
            ]);
            if i == selected {
                line.style(theme.selected())
            } else {
                line
            }
        })
        .collect();
    lines.push(Line::raw(""));
    lines.push(Line::styled(
        " ↑/↓ select · Enter opens (u undoes) · Esc closes",
        theme.dim(),
    ));
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(" Open a shipped puzzle ", theme.heading()));
    frame.render_widget(Clear, popup);
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}
