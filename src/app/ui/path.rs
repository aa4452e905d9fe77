//! The path: the stack with every level's nine digits, so a learner sees
//! which choices are used up and how much is left at each level — above all
//! at the root. Deepest level on top, the root always on the last line.
//! Levels are numbered as the stack panel numbers them (from 1 at the root,
//! so the top placed level's number is the depth; the cell still being
//! tried shows `→`):
//!
//! ```text
//!  Path: depth 23
//!  r c b rejected by a table · × failed · · left
//!   → r4c6 rr×c····· 5 left
//!  23 r4c5 ×r×r×r7·· 2 left
//!   … 20 more
//!   1 r1c3 ××1······ 6 left
//! ```
//!
//! The marks are characters, so they read the same without colour; colour
//! only adds emphasis. The marks come from
//! [`search_shape::path`](crate::search_shape::path).

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::engine::Phase;
use crate::grid::UnitKind;
use crate::i18n::{Text, columns, pad_to};
use crate::search::Search;
use crate::search_shape::path::{Level, Mark, path};

pub fn render(frame: &mut Frame, area: Rect, search: &dyn Search, theme: Theme, text: &Text) {
    let levels = path(search);
    // The key, long when it fits, short otherwise.
    let words = &text.panels;
    let legend = if area.width as usize >= columns(words.path_key) {
        words.path_key
    } else {
        words.path_key_short
    };
    let mut lines = vec![
        Line::styled((words.path_heading)(search.depth()), theme.heading()),
        Line::styled(legend, theme.dim()),
    ];
    let room = (area.height as usize).saturating_sub(lines.len());
    // Deepest first; when they do not all fit, the deepest that do, a line
    // saying how many are hidden, and the root.
    let order: Vec<usize> = (0..levels.len()).rev().collect();
    let shown: Vec<Option<usize>> = if order.len() <= room {
        order.into_iter().map(Some).collect()
    } else if room >= 3 {
        let mut v: Vec<Option<usize>> = order[..room - 2].iter().map(|&i| Some(i)).collect();
        v.push(None);
        v.push(Some(0));
        v
    } else {
        order[..room].iter().map(|&i| Some(i)).collect()
    };
    let hidden = levels.len().saturating_sub(shown.iter().flatten().count());
    for item in shown {
        match item {
            Some(index) => {
                // As in the stack panel: the top level while a digit is
                // being tried holds none yet, so it has no number.
                let trying = search.phase() == Phase::Try && index + 1 == levels.len();
                let label = if trying {
                    "→".to_string()
                } else {
                    (index + 1).to_string()
                };
                lines.push(level_line(&label, &levels[index], theme, text))
            }
            None => lines.push(Line::styled((words.path_more)(hidden), theme.dim())),
        }
    }
    if levels.is_empty() {
        lines.push(Line::styled(words.empty, theme.dim()));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// The columns every mark takes: those of the widest reject mark (one in
/// English, two for Chinese 行/列/宫).
fn mark_width(text: &Text) -> usize {
    [UnitKind::Row, UnitKind::Column, UnitKind::Box]
        .into_iter()
        .map(|kind| columns((text.panels.rejected_mark)(kind)))
        .max()
        .unwrap_or(1)
}

/// `23 r4c6 rr×c····· 5 left`.
fn level_line(label: &str, level: &Level, theme: Theme, text: &Text) -> Line<'static> {
    let mut spans = vec![Span::raw(format!("{label:>2} {} ", level.cell))];
    let rejected = text.panels.rejected_mark;
    let width = mark_width(text);
    for (i, mark) in level.marks.iter().enumerate() {
        let (shown, style) = match mark {
            Mark::Rejected(kind) => (rejected(*kind).to_string(), theme.dim()),
            Mark::Failed => ("×".to_string(), theme.retracted()),
            Mark::Current => ((i + 1).to_string(), theme.heading()),
            Mark::Untried => ("·".to_string(), theme.dim()),
        };
        spans.push(Span::styled(pad_to(&shown, width), style));
    }
    spans.push(Span::raw((text.panels.digits_left)(level.untried())));
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::i18n::Lang;

    fn level() -> Level {
        use Mark::{Current, Failed, Rejected, Untried};
        Level {
            cell: Cell::at(3, 5),
            marks: [
                Rejected(UnitKind::Row),
                Rejected(UnitKind::Row),
                Failed,
                Rejected(UnitKind::Column),
                Current,
                Untried,
                Untried,
                Untried,
                Untried,
            ],
        }
    }

    /// In Chinese the marks are 行/列/宫 and every mark takes two columns,
    /// so digit d stands in the same column on every level's line.
    #[test]
    fn path_marks_line_up_in_both_languages() {
        let english = level_line("23", &level(), Theme::PLAIN, Lang::En.text());
        assert_eq!(english.to_string(), "23 r4c6 rr×c5···· 4 left");
        let chinese = level_line("23", &level(), Theme::PLAIN, Lang::Zh.text());
        assert_eq!(chinese.to_string(), "23 r4c6 行行× 列5 · · · ·  剩 4");
        // The nine marks take 18 columns whatever they are.
        let marks: usize = chinese.spans[1..10].iter().map(|s| s.width()).sum();
        assert_eq!(marks, 18);
    }
}
