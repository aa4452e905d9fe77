//! The search's stack: one line per level, deepest on top — the level, the
//! cell, the digit placed there, and the digits tried before it. Levels
//! count from 1 at the bottom and only levels holding a placed digit get a
//! number, so the top number is the status line's depth; the cell still
//! being tried is marked `→` instead (its digit `2?`, `·` before the first
//! try, `<9>` just after one was taken back). When the stack is taller than the panel, the deepest levels
//! show and a last line counts the rest.
//!
//! ```text
//!  Stack: depth 2
//!  level cell  digit  tried
//!      → r1c6  2?     1
//!      2 r1c4  2      1
//!      1 r1c3  1      –
//! ```

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::engine::{Event, Phase};
use crate::grid::Cell;
use crate::i18n::{Text, columns, pad_to};
use crate::search::Search;

/// One line of the stack panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// 1-based; `None` for the cell being tried, which holds no digit yet.
    pub level: Option<usize>,
    pub cell: Cell,
    /// The digit placed, or being tried (0 before the first try).
    pub digit: u8,
    /// The cell being tried has just had this digit taken back.
    pub undone: bool,
    /// The digits tried before this one, first and last (`9-6` for a
    /// learner's visit that tries 9 down to 1); `None` for none.
    pub before: Option<(u8, u8)>,
    /// A forced move's level: no digit was tried there.
    pub forced: bool,
}

impl Row {
    /// `   12 r4c6  5      1-4`, or `    → r4c7  3?     1-2`; a forced
    /// level `   13 r4c8  7      forced` (`forced`: the word for it).
    pub fn text_in(self, forced: &str) -> String {
        if self.forced {
            let level = self.level.map_or("→".to_string(), |l| l.to_string());
            return format!("{level:>5} {}  {:<6} {forced}", self.cell, self.digit);
        }
        self.text()
    }

    /// `   12 r4c6  5      1-4`, or `    → r4c7  3?     1-2`.
    pub fn text(self) -> String {
        let level = self.level.map_or("→".to_string(), |l| l.to_string());
        let digit = match (self.digit, self.level) {
            (0, _) => "·".to_string(),
            (d, None) if self.undone => format!("<{d}>"),
            (d, None) => format!("{d}?"),
            (d, Some(_)) => d.to_string(),
        };
        // Digits go one way (1 to 9, or a learner's 9 to 1): those before
        // this one were all tried.
        let tried = match self.before {
            None => "–".to_string(),
            Some((a, b)) if a == b => a.to_string(),
            Some((a, b)) => format!("{a}-{b}"),
        };
        format!("{level:>5} {}  {digit:<6} {tried}", self.cell)
    }
}

/// The stack's rows, deepest first.
pub fn rows(search: &dyn Search) -> Vec<Row> {
    let stack = search.stack();
    // In Try the top frame's digit is not on the grid (yet, or any more).
    let trying = search.phase() == Phase::Try;
    let undone = matches!(search.last_event(), Some(Event::Undo { .. }));
    stack
        .iter()
        .enumerate()
        .rev()
        .map(|(i, frame)| Row {
            level: (!(trying && i + 1 == stack.len())).then_some(i + 1),
            cell: frame.cell(),
            digit: frame.digit(),
            undone: undone && i + 1 == stack.len(),
            before: frame.tried_before(),
            forced: frame.forced().is_some(),
        })
        .collect()
}

/// `level cell  digit  tried`: each head over its column of
/// [`Row::text`], measured in columns so Chinese heads stand there too.
pub fn column_heads(text: &Text) -> String {
    let [level, cell, digit, tried] = text.panels.stack_columns;
    let level = format!(
        "{}{level}",
        " ".repeat(5usize.saturating_sub(columns(level)))
    );
    format!("{level} {}  {} {tried}", pad_to(cell, 4), pad_to(digit, 6))
}

pub fn render(frame: &mut Frame, area: Rect, search: &dyn Search, theme: Theme, text: &Text) {
    let rows = rows(search);
    let mut lines = vec![
        Line::styled((text.panels.stack_heading)(search.depth()), theme.heading()),
        Line::styled(column_heads(text), theme.dim()),
    ];
    let room = (area.height as usize).saturating_sub(lines.len());
    let shown = if rows.len() > room {
        room.saturating_sub(1)
    } else {
        rows.len()
    };
    for (i, row) in rows.iter().take(shown).enumerate() {
        lines.push(if i == 0 {
            Line::from(Span::styled(
                row.text_in(text.panels.forced_level),
                theme.heading(),
            ))
        } else {
            Line::raw(row.text_in(text.panels.forced_level))
        });
    }
    if shown < rows.len() {
        lines.push(Line::styled(
            (text.panels.more_below)(rows.len() - shown),
            theme.dim(),
        ));
    }
    if rows.is_empty() {
        lines.push(Line::styled(text.panels.empty, theme.dim()));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// The heads stand over their columns in both languages: the level's
    /// right edge, the cell, the digit and the tried digits start where a
    /// row's do.
    #[test]
    fn the_column_heads_stand_over_their_columns() {
        assert_eq!(column_heads(Lang::En.text()), "level cell  digit  tried");
        let row = Row {
            level: Some(12),
            cell: Cell::at(3, 5),
            digit: 5,
            undone: false,
            before: Some((1, 4)),
            forced: false,
        }
        .text();
        assert_eq!(row, "   12 r4c6  5      1-4");
        let heads = column_heads(Lang::Zh.text());
        assert_eq!(heads, "   层 格    数字   已试");
        // Where each head starts, in columns, is where its column starts.
        let start = |line: &str, word: &str| columns(&line[..line.find(word).unwrap()]);
        assert_eq!(start(&heads, "层") + 2, start(&row, "12") + 2);
        assert_eq!(start(&heads, "格"), start(&row, "r4c6"));
        assert_eq!(start(&heads, "数字"), start(&row, "5 "));
        assert_eq!(start(&heads, "已试"), start(&row, "1-4"));
    }

    /// A forced level says so where a guess lists the digits tried before
    /// it (none were: `1-4` would be false).
    #[test]
    fn a_forced_level_is_said_forced_not_tried() {
        use crate::engine::{Engine, Event, Strategy};
        let grid = crate::grid::parse_grid(crate::test_fixtures::LEETCODE).unwrap();
        let mut engine = Engine::new(&grid, Strategy::Singles).unwrap();
        let forced = engine
            .run_until(
                u64::MAX,
                |e: &Event| matches!(e, Event::Force { digit, .. } if *digit > 1),
            )
            .expect("a forced move");
        let top = rows(&engine)[0];
        assert!(top.forced, "{forced:?}");
        let said = top.text_in(Lang::En.text().panels.forced_level);
        assert!(said.ends_with(" forced"), "{said}");
        assert_eq!(said.trim_start().split(' ').next(), Some("1"), "{said}");
        let path = crate::search_shape::path::path(&engine);
        assert_eq!(path[0].untried(), 0);
    }

    /// A learner's visit that tries 9 down to 1 had 9 to 6 tried before
    /// its 5, not 1 to 4.
    #[test]
    fn a_descending_visit_lists_the_digits_above_as_tried() {
        let frame = crate::engine::Frame::entering(30).descending();
        let mut frame = frame;
        for d in [9, 8, 7, 6, 5] {
            frame = frame.trying(
                d,
                crate::engine::Tried::Rejected(crate::grid::UnitKind::Row),
            );
        }
        assert_eq!(frame.tried_before(), Some((9, 6)));
        assert_eq!(frame.tried(4), crate::engine::Tried::Not);
        assert_ne!(frame.tried(7), crate::engine::Tried::Not);
        let row = Row {
            level: None,
            cell: frame.cell(),
            digit: 5,
            undone: false,
            before: frame.tried_before(),
            forced: false,
        };
        assert!(row.text().ends_with("9-6"), "{}", row.text());
        let rising = crate::engine::Frame::entering(30).trying(
            1,
            crate::engine::Tried::Rejected(crate::grid::UnitKind::Row),
        );
        assert_eq!(rising.tried_before(), None);
        assert_eq!(
            rising.trying(2, crate::engine::Tried::Not).tried_before(),
            Some((1, 1))
        );
    }
}
