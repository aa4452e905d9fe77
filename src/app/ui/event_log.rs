//! The event log: the events just before the current step, newest at the
//! bottom, indented by stack level, each in the narration's words; a chain
//! of dead ends reads as one unwinding line unless unfolded with `e`.
//!
//! ```text
//!  Event log · depth 40 and deeper · e unfolds
//!  r5c2: try 7 — rejected, row 5 already has 7 at r5c8
//!   r5c3: the next empty cell, at depth 41
//!   unwinding 2 levels: r5c4 dead end → r5c3 finished → back at r5c2, trying 8
//! ```
//!
//! Rebuilt from the search at every draw ([`crate::search_shape::log`]), so it is
//! the same after a jump as after stepping there; that costs at most one
//! snapshot interval of replay, whatever the search's length.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::app::narration::narrate;
use crate::i18n::words::log_line;
use crate::i18n::{Text, columns};
use crate::search::Search;
use crate::search_shape::log::{self, Line as LogLine};

/// Indentation stops growing here, so deep searches keep their words.
const MAX_INDENT: usize = 12;

pub fn render(
    frame: &mut Frame,
    area: Rect,
    search: &dyn Search,
    expanded: bool,
    theme: Theme,
    text: &Text,
) {
    let room = (area.height as usize).saturating_sub(1);
    // Folding can turn many events into one line: read enough to fill.
    let wanted = if expanded { room } else { room * 8 } as u64;
    let entries = log::recent_entries(search, wanted, |e| narrate(e, text));
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
            LogLine::Unwinding { .. } | LogLine::TakeBack { .. } => theme.retracted(),
            LogLine::Event(_) => ratatui::style::Style::default(),
        };
        for (i, row) in wrap(&log_line(line, text), indent, area.width as usize)
            .into_iter()
            .enumerate()
        {
            starts.push(i == 0);
            rows.push(Line::styled(row, style));
        }
    }
    let words = &text.panels;
    let fold = if expanded {
        words.log_folds
    } else {
        words.log_unfolds
    };
    let mut heading = (words.log_heading)(base, fold);
    // A narrow slot (the log beside the code at 120x40) gets the short
    // form rather than a cut one.
    if columns(&heading) > area.width as usize {
        heading = (words.log_heading_short)(base, fold);
    }
    let mut lines = vec![Line::styled(heading, theme.heading())];
    if shown.is_empty() {
        lines.push(Line::styled(words.no_events, theme.dim()));
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

use super::wrap::prose_indented as wrap;

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

    /// The Chinese heading is measured in columns: 33 columns do not fit
    /// a 30-column slot, so the short form shows, whole.
    #[test]
    fn a_narrow_chinese_log_takes_the_short_heading() {
        let grid = &puzzles::example().grid;
        let mut engine = Engine::new(grid, Strategy::RowMajor).unwrap();
        engine.run(44);
        let mut terminal = Terminal::new(TestBackend::new(30, 6)).unwrap();
        let text = crate::i18n::Lang::Zh.text();
        terminal
            .draw(|f| super::render(f, f.area(), &engine, false, Theme::PLAIN, text))
            .unwrap();
        // A double-width symbol covers the cell after it too.
        let mut top = String::new();
        let mut x = 0;
        while x < 30 {
            let symbol = terminal.backend().buffer()[(x, 0)].symbol();
            top.push_str(symbol);
            x += crate::i18n::columns(symbol).max(1) as u16;
        }
        assert_eq!(top.trim_end(), "事件日志 · 深度 3+ · e 展开");
    }

    #[test]
    fn long_lines_wrap_at_words_under_their_indent() {
        let rows = super::wrap("unwinding 2 levels: r1c9 dead end", 1, 20);
        assert_eq!(rows, [" unwinding 2 levels:", "   r1c9 dead end"]);
        assert_eq!(super::wrap("short", 0, 20), ["short"]);
    }

    /// A Chinese line fills each row to the width in columns and goes on
    /// on the next, cut between characters, never wider than the panel.
    #[test]
    fn chinese_lines_wrap_by_columns_between_characters() {
        let line = "回退 2 层：r1c9 死路 → r1c8 试完 → 回到 r1c7，尝试 9";
        let rows = super::wrap(line, 1, 20);
        for row in &rows {
            assert!(crate::i18n::columns(row) <= 20, "{row:?} in {rows:?}");
        }
        let joined: String = rows.iter().map(|r| r.trim()).collect();
        let unspaced: String = line.split(' ').collect();
        assert_eq!(joined.replace(' ', ""), unspaced);
        // Closing marks stay with what they close, opening ones with what
        // they open; a cell's name is never cut.
        assert_eq!(
            super::wrap("第 1 行已有 2（在 r1c4）", 0, 12),
            ["第 1 行已有", "  2（在", "  r1c4）"]
        );
        for width in 6..12 {
            let rows = super::wrap("回到r1c7，尝试", 0, width);
            assert!(rows.iter().any(|r| r.contains("r1c7，")), "{rows:?}");
        }
    }
}
