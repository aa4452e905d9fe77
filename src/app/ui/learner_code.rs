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

/// The room a line of `source` has in `width` columns, after its number
/// (what `rows` hands to `fitted`, which keeps two for the mark).
fn room_for(source: &str, width: usize) -> usize {
    let digits = source.lines().count().max(1).to_string().len();
    width.saturating_sub(digits + 1)
}

/// The room `fitted` leaves a line's text in `width` (its `▶ ` margin off).
fn text_room(source: &str, width: usize) -> usize {
    room_for(source, width).saturating_sub(2).max(8)
}

fn indent(line: &str) -> usize {
    line.chars().take_while(|c| *c == ' ' || *c == '\t').count()
}

/// How many columns of indentation to hide so that line `focus` (1-based)
/// fits in `width`: a learner's code is deeply indented, and a narrow
/// panel would otherwise wrap the very line it marks. Never more than the
/// line's own indentation, less two, so its nesting still shows.
pub fn shift_for(source: &str, focus: Option<u32>, width: usize) -> usize {
    let room = text_room(source, width);
    let Some(line) = focus.and_then(|n| source.lines().nth((n as usize).checked_sub(1)?)) else {
        return 0;
    };
    let long = line.trim_end().chars().count();
    if long <= room {
        return 0;
    }
    indent(line).saturating_sub(2).min(long - room)
}

/// The rows of `source` fitted to `width`, line numbers first, with
/// `marked` (1-based) flagged and up to `shift` columns of indentation
/// hidden from every line: what the panel draws before scrolling.
pub fn rows(source: &str, marked: Option<u32>, width: usize, shift: usize) -> Vec<(String, bool)> {
    let count = source.lines().count().max(1);
    let digits = count.to_string().len();
    let room = room_for(source, width);
    let mut out = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let number = i + 1;
        let on = marked == Some(number as u32);
        let hidden = indent(line).min(shift);
        let line = line.get(hidden..).unwrap_or(line);
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
    let shift = shift_for(source, line, width);
    // Kept in view: `line`, marked or not.
    let first = rows(source, line, width, shift)
        .iter()
        .position(|(_, on)| *on)
        .unwrap_or(0);
    let rows = rows(source, marked, width, shift);
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
    use super::{rows, shift_for};

    /// A deeply indented line the panel marks is shown whole: the
    /// indentation every line shares with it is hidden instead of the
    /// line being wrapped mid-word.
    #[test]
    fn a_deep_line_is_shown_whole_by_hiding_indentation() {
        let source = "def f():\n                        board[r][c] = d\n    return\n";
        let shift = shift_for(source, Some(2), 24);
        // 39 columns in 20 of room: 19 of its 24 columns of indentation hidden.
        assert_eq!(shift, 19, "hide what the line needs, not all of it");
        let drawn = rows(source, Some(2), 24, shift);
        let texts: Vec<&str> = drawn.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(
            texts[1]
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .trim(),
            "board[r][c] = d"
        );
        assert!(texts[1].len() <= 24, "{texts:?}");
        assert_eq!(texts[0], "1 def f():");
        assert_eq!(
            shift_for(source, Some(1), 24),
            0,
            "a line that fits hides nothing"
        );
    }

    /// A blank line of the learner's file took two rows, so the panel
    /// showed every blank line twice and fewer lines of code.
    #[test]
    fn a_blank_line_of_the_learners_file_takes_one_row() {
        let drawn = rows("a = 1\n\nb = 2\n", Some(3), 40, 0);
        let texts: Vec<&str> = drawn.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(texts, ["1 a = 1", "2 ", "3 b = 2"]);
        assert_eq!(drawn.iter().filter(|(_, on)| *on).count(), 1);
    }
}
