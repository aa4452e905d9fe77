//! The event log: the events just before the current step, newest at the
//! bottom, indented by stack level, each in the narration's words; a chain
//! of dead ends reads as one unwinding line unless unfolded with `e`.
//!
//! ```text
//!  Event log · depth 40 and deeper · e unfolds
//!  r5c2: try 7 — rejected, row 5 already has 7 at r5c8
//!   r5c3: the next empty cell, at depth 41
//!   unwinding 3 levels: r5c4 dead end → r5c3 finished → back at r5c2, trying 8
//! ```
//!
//! Rebuilt from the engine at every draw ([`crate::search_shape::log`]), so it is
//! the same after a jump as after stepping there; that costs at most one
//! snapshot interval of replay, whatever the search's length.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::app::narration::narrate;
use crate::engine::Engine;
use crate::i18n::Text;
use crate::search_shape::log::{self, Line as LogLine};

/// Indentation stops growing here, so deep searches keep their words.
const MAX_INDENT: usize = 12;

pub fn render(
    frame: &mut Frame,
    area: Rect,
    engine: &Engine,
    expanded: bool,
    theme: Theme,
    text: &Text,
) {
    let room = (area.height as usize).saturating_sub(1);
    // Folding can turn many events into one line: read enough to fill.
    let wanted = if expanded { room } else { room * 8 } as u64;
    let entries = log::recent_entries(engine, wanted, |e| narrate(e, text));
    let all = log::lines(entries, expanded);
    let shown = &all[all.len().saturating_sub(room)..];
    let base = shown.iter().map(LogLine::level).min().unwrap_or(0);
    // Each log line wrapped to the panel, newest last; the rows that fit.
    let mut rows: Vec<Line> = Vec::new();
    // Which rows begin a log line (the others continue one).
    let mut starts: Vec<bool> = Vec::new();
    for line in shown {
        let indent = (line.level() - base).min(MAX_INDENT);
        let style = match line {
            LogLine::Unwinding { .. } => theme.retracted(),
            LogLine::Event(_) => ratatui::style::Style::default(),
        };
        for (i, row) in wrap(line.text(), indent, area.width as usize)
            .into_iter()
            .enumerate()
        {
            starts.push(i == 0);
            rows.push(Line::styled(row, style));
        }
    }
    let fold = if expanded { "e folds" } else { "e unfolds" };
    let mut heading = format!("Event log · depth {base} and deeper · {fold}");
    // A narrow slot (the log beside the code at 120x40) gets the short
    // form rather than a cut one.
    if heading.chars().count() > area.width as usize {
        heading = format!("Event log · depth {base}+ · {fold}");
    }
    let mut lines = vec![Line::styled(heading, theme.heading())];
    if shown.is_empty() {
        lines.push(Line::styled("  (no events yet)", theme.dim()));
    }
    // The rows that fit, starting at the beginning of a line: a line's
    // tail alone at the top would read as a line of its own.
    let mut first = rows.len().saturating_sub(room);
    while first < rows.len() && !starts[first] {
        first += 1;
    }
    lines.extend(rows.split_off(first));
    frame.render_widget(Paragraph::new(lines), area);
}

/// `text` indented by `indent` and cut at word breaks into rows of at most
/// `width` characters; continuation rows are indented two more.
fn wrap(text: &str, indent: usize, width: usize) -> Vec<String> {
    let mut rows = Vec::new();
    let mut row = " ".repeat(indent);
    let mut row_is_empty = true;
    for word in text.split(' ') {
        let len = row.chars().count();
        if !row_is_empty && len + 1 + word.chars().count() > width {
            rows.push(std::mem::replace(&mut row, " ".repeat(indent + 2)));
            row_is_empty = true;
        }
        if !row_is_empty {
            row.push(' ');
        }
        row.push_str(word);
        row_is_empty = false;
    }
    rows.push(row);
    rows
}

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use crate::app::Theme;
    use crate::engine::{Engine, Strategy};
    use crate::puzzles;

    /// In a narrow, short slot the heading takes its short form and the
    /// top row begins a line: nothing shows cut.
    #[test]
    fn a_narrow_log_cuts_neither_its_heading_nor_a_line() {
        let grid = &puzzles::example().grid;
        let mut engine = Engine::new(grid, Strategy::RowMajor).unwrap();
        engine.run(44);
        let mut terminal = Terminal::new(TestBackend::new(41, 6)).unwrap();
        terminal
            .draw(|f| {
                super::render(
                    f,
                    f.area(),
                    &engine,
                    false,
                    Theme::PLAIN,
                    crate::i18n::Lang::En.text(),
                )
            })
            .unwrap();
        let top: String = (0..41)
            .map(|x| terminal.backend().buffer()[(x, 0)].symbol().to_string())
            .collect();
        assert_eq!(top.trim_end(), "Event log · depth 3+ · e unfolds");
        // Every line starts whole: the row under the heading is not the
        // tail of a wrapped line (those are indented two more).
        let second: String = (0..41)
            .map(|x| terminal.backend().buffer()[(x, 1)].symbol().to_string())
            .collect();
        let second = second.trim_start();
        assert!(
            second.starts_with("r1c") || second.starts_with("unwinding"),
            "{second:?}"
        );
    }

    #[test]
    fn long_lines_wrap_at_words_under_their_indent() {
        let rows = super::wrap("unwinding 3 levels: r1c9 dead end", 1, 20);
        assert_eq!(rows, [" unwinding 3 levels:", "   r1c9 dead end"]);
        assert_eq!(super::wrap("short", 0, 20), ["short"]);
    }
}
