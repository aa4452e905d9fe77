//! The help screen: every key with what it does, generated from the key
//! table the input handler uses, then the glossary of every symbol and
//! word the screens use. The current mode's keys (editor or solve screen)
//! get a line each; every other context's keys a compact line or two, as
//! the footer words them. Taller than the terminal, it scrolls (↑↓).

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

use super::legend;
use crate::app::keys::{self, Context};
use crate::app::{Action, App};

const KEYS_WIDTH: usize = 28;

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let mut lines = lines(app, area.width as usize);
    let first = (app.help_scroll as usize).min(max_scroll(lines.len(), area.height));
    let mut title = vec![
        Span::styled(" Keys", app.theme.heading()),
        Span::raw(" — "),
        Span::styled("Esc", app.theme.key()),
        Span::raw(" or "),
        Span::styled("?", app.theme.key()),
        Span::raw(" closes this help"),
    ];
    if lines.len() + 1 > area.height as usize {
        title.push(Span::raw(" · "));
        title.push(Span::styled("↑↓", app.theme.key()));
        title.push(Span::raw(format!(
            " scroll ({}/{})",
            first + 1,
            max_scroll(lines.len(), area.height) + 1
        )));
    }
    let shown: Vec<Line> = std::iter::once(Line::from(title))
        .chain(lines.drain(first..))
        .collect();
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(shown), area);
}

/// The furthest the help scrolls: its last line on the last row.
pub fn max_scroll(lines: usize, height: u16) -> usize {
    // The title row stays on top.
    lines.saturating_sub((height as usize).saturating_sub(1))
}

/// The help's lines under its title row, for a terminal this wide.
pub fn lines(app: &App, width: usize) -> Vec<Line<'static>> {
    let theme = app.theme;
    let mut lines = Vec::new();
    let current = app.mode_context();
    lines.push(Line::styled(
        format!(" {}", current.heading()),
        theme.heading(),
    ));
    // The key that opened the help is not worth a line inside it.
    // What does not fit wraps under itself: no help text is cut.
    let room = width.saturating_sub(KEYS_WIDTH + 3).max(20);
    for binding in keys::bindings(current).filter(|b| b.action != Action::OpenHelp) {
        for (i, part) in textwrap::wrap(binding.help, room).into_iter().enumerate() {
            let keys = if i == 0 {
                binding.keys_label()
            } else {
                String::new()
            };
            lines.push(Line::from(vec![
                Span::styled(format!("   {keys:KEYS_WIDTH$}"), theme.key()),
                Span::raw(part.into_owned()),
            ]));
        }
    }
    let extras: &[(&str, &str)] = match current {
        Context::Edit => &[
            ("mouse click", "select the cell clicked"),
            ("paste", "a puzzle (81 cells or 9 lines) replaces the grid"),
        ],
        _ => &[],
    };
    for (what, does) in extras {
        lines.push(Line::from(vec![
            Span::styled(format!("   {what:KEYS_WIDTH$}"), theme.key()),
            Span::raw(*does),
        ]));
    }
    // The title line already says how to close the help.
    let others = Context::ALL
        .into_iter()
        .filter(|&c| c != current && c != Context::Help);
    for context in others {
        lines.extend(compact_section(app, context, width));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled(
        " Glossary: every symbol and word on the screens",
        theme.heading(),
    ));
    for line in legend::full_lines(
        &legend::ALL_PLACES,
        width.saturating_sub(1),
        theme,
        app.text(),
    ) {
        let mut spans = vec![Span::raw(" ")];
        spans.extend(line.spans);
        lines.push(Line::from(spans));
    }
    lines
}

const HEADING_WIDTH: usize = 25;

/// One overlay's keys after its heading, `keys word` entries separated by
/// ` · `, going on to an indented second line when they do not fit.
fn compact_section(app: &App, context: Context, width: usize) -> Vec<Line<'static>> {
    let theme = app.theme;
    let mut lines = Vec::new();
    let mut spans = vec![Span::styled(
        format!(" {:HEADING_WIDTH$}", context.heading()),
        theme.heading(),
    )];
    let mut used = HEADING_WIDTH + 1;
    for (keys, word) in entries(context) {
        let separator = if used > HEADING_WIDTH + 1 { " · " } else { "" };
        let entry = separator.len() + keys.chars().count() + 1 + word.len();
        if used + entry > width && used > HEADING_WIDTH + 1 {
            lines.push(Line::from(std::mem::take(&mut spans)));
            spans.push(Span::raw(" ".repeat(HEADING_WIDTH + 1)));
            used = HEADING_WIDTH + 1;
        } else if !separator.is_empty() {
            spans.push(Span::raw(separator));
            used += separator.len();
        }
        used += keys.chars().count() + 1 + word.len();
        spans.push(Span::styled(keys, theme.key()));
        spans.push(Span::raw(format!(" {word}")));
    }
    lines.push(Line::from(spans));
    lines
}

/// A context's entries for a compact section, as the footer has them
/// (`←↓↑→ move`, `u undo`); bindings without a footer word with all their
/// keys and their help (`Ctrl-r/Ctrl-y redo what was undone`).
fn entries(context: Context) -> Vec<(String, &'static str)> {
    let mut out = keys::footer(context);
    for binding in keys::bindings(context).filter(|b| b.footer.is_none()) {
        let labels: Vec<String> = binding.keys.iter().map(|k| k.label()).collect();
        out.push((labels.join("/"), binding.help));
    }
    out
}
