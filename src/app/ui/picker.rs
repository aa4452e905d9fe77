//! The puzzle picker: the named puzzles shipped in assets/, each with its
//! note, then one entry per level of generated puzzle.

use crate::format::thousands;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::app::ui::centered;
use crate::app::{App, picker_len};
use crate::generate::Difficulty;
use crate::puzzles;

const NAME_WIDTH: usize = 19;

pub fn render(frame: &mut Frame, area: Rect, app: &App, selected: usize) {
    let theme = app.theme;
    let all = puzzles::all();
    let generated = Difficulty::ALL.map(|level| {
        let (low, high) = level.band();
        let note = match high {
            Some(high) => format!(
                "the row-major DFS places {} to {} digits",
                thousands(low),
                thousands(high - 1)
            ),
            None => format!("the row-major DFS places {} digits or more", thousands(low)),
        };
        (format!("New {level} puzzle"), note)
    });
    let entries = all
        .iter()
        .map(|p| (p.name.to_string(), p.note.to_string()))
        .chain(generated);
    let popup = centered(area, 78, picker_len() as u16 + 4);
    let mut lines: Vec<Line> = entries
        .enumerate()
        .map(|(i, (name, note))| {
            let marker = if i == selected { "▶ " } else { "  " };
            let line = Line::from(vec![
                Span::raw(marker),
                Span::styled(format!("{name:NAME_WIDTH$}"), theme.given()),
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
    lines.push(Line::styled(
        " ↑/↓ select · Enter opens or makes (u undoes) · Esc closes",
        theme.dim(),
    ));
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(
            " Open a shipped puzzle, or make one ",
            theme.heading(),
        ));
    frame.render_widget(Clear, popup);
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}
