//! The code panel on a watched run: the learner's own file, numbered as
//! the interpreter numbers it, with the line of the current step's write
//! marked `▶` and kept in view. An inferred step has no write: no line
//! is marked, and the panel stays on the write it was read beside.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use super::code::fitted;
use crate::app::Theme;
use crate::app::watch::Watch;
use crate::i18n::Text;

/// The rows of `source` fitted to `width`, line numbers first, with
/// `marked` (1-based) flagged: what the panel draws before scrolling.
pub fn rows(source: &str, marked: Option<u32>, width: usize) -> Vec<(String, bool)> {
    let count = source.lines().count().max(1);
    let digits = count.to_string().len();
    let room = width.saturating_sub(digits + 1);
    let mut out = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let number = i + 1;
        let on = marked == Some(number as u32);
        let text = if line.is_empty() { "\n" } else { line };
        let mark: &[usize] = if on { &[0] } else { &[] };
        for (k, (part, _)) in fitted(text, mark, room, "#").into_iter().enumerate() {
            let label = if k == 0 {
                format!("{number:>digits$}")
            } else {
                " ".repeat(digits)
            };
            out.push((format!("{label} {part}"), on));
        }
    }
    out
}

pub fn render(
    frame: &mut Frame,
    area: Rect,
    watch: &Watch,
    line: Option<u32>,
    marked: Option<u32>,
    theme: Theme,
    text: &Text,
) {
    let mut lines = vec![Line::styled(
        (text.watch.code_heading)(&watch.file),
        theme.heading(),
    )];
    let Some(source) = &watch.source else {
        lines.push(Line::styled(text.watch.code_unread, theme.dim()));
        frame.render_widget(Paragraph::new(lines), area);
        return;
    };
    let width = area.width as usize;
    let room = (area.height as usize).saturating_sub(1);
    // Kept in view: `line`, marked or not.
    let first = rows(source, line, width)
        .iter()
        .position(|(_, on)| *on)
        .unwrap_or(0);
    let rows = rows(source, marked, width);
    let start = first
        .saturating_sub(room / 2)
        .min(rows.len().saturating_sub(room));
    for (row, on) in rows.iter().skip(start).take(room) {
        lines.push(match on {
            true => Line::styled(format!("▶ {row}"), theme.highlight()),
            false => Line::raw(format!("  {row}")),
        });
    }
    frame.render_widget(Paragraph::new(lines), area);
}

#[cfg(test)]
mod tests {
    use super::rows;

    /// A blank line of the learner's file took two rows, so the panel
    /// showed every blank line twice and fewer lines of code.
    #[test]
    fn a_blank_line_of_the_learners_file_takes_one_row() {
        let drawn = rows("a = 1\n\nb = 2\n", Some(3), 40);
        let texts: Vec<&str> = drawn.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(texts, ["1 a = 1", "2 ", "3 b = 2"]);
        assert_eq!(drawn.iter().filter(|(_, on)| *on).count(), 1);
    }
}
