//! The help screen: every key with what it does, generated from the key
//! table the input handler uses, then the glossary of every symbol and
//! word the screens use. The current mode's keys (editor or solve screen)
//! get a line each — with a lesson open, the lesson's keys first, since
//! they come first; every other context's keys a compact line or two, as
//! the footer words them. Taller than the terminal, it scrolls (↑↓).

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

use super::legend;
use super::wrap::prose as wrap;
use crate::app::WindowAsk;
use crate::app::keys::{self, Context};
use crate::app::{App, Ask};
use crate::i18n::keys::Keys;
use crate::i18n::{columns, pad_to};

/// The key column's least width: wider when a language's longest key
/// label needs it (see [`keys_width`]).
const KEYS_WIDTH: usize = 28;

/// Columns between a column's longest entry and the next column.
const GAP: usize = 2;

/// The key column of the current mode's lines: every label and the gap.
fn keys_width(words: &Keys) -> usize {
    Context::ALL
        .into_iter()
        .flat_map(keys::bindings)
        .map(|b| columns(&b.keys_label(words)) + GAP)
        .chain([KEYS_WIDTH])
        .max()
        .unwrap_or(KEYS_WIDTH)
}

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let mut lines = lines(app, area.width as usize);
    let first = (app.help_scroll as usize).min(max_scroll(lines.len(), area.height));
    let words = &app.text().keys;
    let mut title = vec![
        Span::styled(words.help_title, app.theme.heading()),
        Span::raw(" — "),
        Span::styled("Esc", app.theme.key()),
        Span::raw(words.or),
        Span::styled("?", app.theme.key()),
        Span::raw(words.closes_help),
    ];
    if lines.len() + 1 > area.height as usize {
        title.push(Span::raw(" · "));
        title.push(Span::styled("↑↓", app.theme.key()));
        title.push(Span::raw((words.scroll_position)(
            first + 1,
            max_scroll(lines.len(), area.height) + 1,
        )));
    }
    let shown: Vec<Line> = std::iter::once(Line::from(title))
        .chain(lines.drain(first..))
        .collect();
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(shown), area);
}

/// How far the help the current screen opens scrolls in the app's
/// terminal size.
pub fn max_scroll_in(app: &App) -> u16 {
    let lines = lines(app, app.size.width as usize).len();
    u16::try_from(max_scroll(lines, app.size.height)).unwrap_or(u16::MAX)
}

/// The furthest the help scrolls: its last line on the last row.
pub fn max_scroll(lines: usize, height: u16) -> usize {
    // The title row stays on top.
    lines.saturating_sub((height as usize).saturating_sub(1))
}

/// The help's lines under its title row, for a terminal this wide.
pub fn lines(app: &App, width: usize) -> Vec<Line<'static>> {
    let theme = app.theme;
    let words = &app.text().keys;
    let mut lines = Vec::new();
    let current = app.mode_context();
    // A cell question's keys, then a lesson's, take the screen's first
    // (→ ←): said first, in full.
    let in_lesson = app.lesson.is_some() && matches!(current, Context::Edit | Context::Solve);
    let mut full = Vec::with_capacity(3);
    if app.quiz_cell_open() {
        full.push(Context::QuizCell);
    }
    if in_lesson {
        full.push(Context::Lesson);
    }
    full.push(current);
    // The key that opened the help is not worth a line inside it.
    // What does not fit wraps under itself: no help text is cut.
    let keys_width = keys_width(words);
    let room = width.saturating_sub(keys_width + 3).max(20);
    for &context in &full {
        lines.push(Line::styled(
            format!(" {}", context.heading(words)),
            theme.heading(),
        ));
        for binding in
            keys::bindings(context).filter(|b| b.action != Ask::Window(WindowAsk::OpenHelp))
        {
            // Wrapped as the status area's words are: by display width, and
            // Chinese between characters, never before `，` `）` `、`.
            for (i, part) in wrap(binding.help(words), room).into_iter().enumerate() {
                let keys = if i == 0 {
                    binding.keys_label(words)
                } else {
                    String::new()
                };
                lines.push(Line::from(vec![
                    Span::styled(format!("   {}", pad_to(&keys, keys_width)), theme.key()),
                    Span::raw(part),
                ]));
            }
        }
    }
    let extras: &[(&str, &str)] = match current {
        Context::Edit => &[
            (words.mouse_click, words.mouse_click_does),
            (words.paste, words.paste_does),
        ],
        _ => &[],
    };
    for (what, does) in extras {
        lines.push(Line::from(vec![
            Span::styled(format!("   {}", pad_to(what, keys_width)), theme.key()),
            Span::raw(*does),
        ]));
    }
    // The title line already says how to close the help.
    let others = Context::ALL
        .into_iter()
        .filter(|&c| !full.contains(&c) && c != Context::Help);
    for context in others {
        lines.extend(compact_section(app, context, width));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled(words.glossary_heading, theme.heading()));
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

/// The headings' column of the other contexts' sections: the longest
/// heading in this language and the gap (`A grid recovered at start`
/// once ran into its first key), at least 25 columns.
fn heading_width(words: &Keys) -> usize {
    Context::ALL
        .into_iter()
        .map(|c| columns(c.heading(words)) + GAP)
        .chain([25])
        .max()
        .unwrap_or(25)
}

/// One overlay's keys after its heading, `keys word` entries separated by
/// ` · `, going on to an indented second line when they do not fit.
fn compact_section(app: &App, context: Context, width: usize) -> Vec<Line<'static>> {
    let theme = app.theme;
    let words = &app.text().keys;
    let heading_width = heading_width(words);
    let mut lines = Vec::new();
    let mut spans = vec![Span::styled(
        format!(" {}", pad_to(context.heading(words), heading_width)),
        theme.heading(),
    )];
    let mut used = heading_width + 1;
    for (keys, word) in entries(context, words) {
        let separator = if used > heading_width + 1 { " · " } else { "" };
        // ` · ` takes three columns but has always been counted as four
        // (its length in bytes): kept, so the English help wraps as before.
        let separator_room = separator.len();
        let entry = separator_room + columns(&keys) + 1 + columns(word);
        if used + entry > width && used > heading_width + 1 {
            lines.push(Line::from(std::mem::take(&mut spans)));
            spans.push(Span::raw(" ".repeat(heading_width + 1)));
            used = heading_width + 1;
        } else if !separator.is_empty() {
            spans.push(Span::raw(separator));
            used += separator_room;
        }
        used += columns(&keys) + 1 + columns(word);
        spans.push(Span::styled(keys, theme.key()));
        spans.push(Span::raw(format!(" {word}")));
    }
    lines.push(Line::from(spans));
    lines
}

/// A context's entries for a compact section, as the footer has them
/// (`←↓↑→ move`, `u undo`); bindings without a footer word with all their
/// keys and their help (`Ctrl-r/Ctrl-y redo what was undone`).
fn entries(context: Context, words: &Keys) -> Vec<(String, &'static str)> {
    let mut out = keys::footer(context, words);
    for binding in keys::bindings(context).filter(|b| b.footer.is_none()) {
        let labels: Vec<String> = binding.keys.iter().map(|k| k.label(words)).collect();
        out.push((labels.join("/"), binding.help(words)));
    }
    out
}
