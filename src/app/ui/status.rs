//! The status lines: the diagnosis, the repeated digit explained in words,
//! and what the last action did.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::{App, Verdict};
use crate::grid::Cell;
use crate::tables::Conflict;

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let verdict = app.verdict();
    let verdict_style = match verdict {
        Verdict::Conflict | Verdict::NoSolution => theme.error(),
        Verdict::UniqueSolution => theme.good(),
        Verdict::Checking | Verdict::MultipleSolutions => theme.heading(),
    };
    let givens = app.grid.given_count();
    let mut lines = vec![Line::from(vec![
        Span::raw(format!(
            "{givens} given{} · ",
            if givens == 1 { "" } else { "s" }
        )),
        Span::styled(verdict.words(), verdict_style),
    ])];
    let conflicts = app.conflicts();
    lines.push(match explain(&conflicts, app.cursor) {
        Some(text) => Line::styled(text, theme.error()),
        None => Line::styled("no digit repeats in any row, column or box", theme.dim()),
    });
    if let Some(message) = &app.message {
        let style = if message.is_error {
            theme.error()
        } else {
            theme.good()
        };
        lines.push(Line::styled(message.text.clone(), style));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}

/// `conflict: 5 at r1c2 is already in row 1 (r1c1)`, about the cursor's
/// cell when it is involved, with how many more there are.
pub fn explain(conflicts: &[Conflict], cursor: Cell) -> Option<String> {
    let chosen = conflicts
        .iter()
        .find(|c| c.first == cursor || c.second == cursor)
        .or(conflicts.first())?;
    let (here, there) = if chosen.first == cursor {
        (chosen.first, chosen.second)
    } else {
        (chosen.second, chosen.first)
    };
    // Two cells can share a row and a box (or a column and a box): one
    // repeat, said once, naming both tables.
    let same_pair = |c: &&Conflict| c.first == chosen.first && c.second == chosen.second;
    let units: Vec<String> = conflicts
        .iter()
        .filter(same_pair)
        .map(|c| c.unit.to_string())
        .collect();
    let mut text = format!(
        "conflict: {} at {here} is already in {} ({there})",
        chosen.digit,
        units.join(" and ")
    );
    let others = conflicts.iter().filter(|c| !same_pair(c)).count();
    if others > 0 {
        text.push_str(&format!(" — and {others} more"));
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Unit;

    #[test]
    fn explains_from_the_cursor_side() {
        let c = Conflict {
            first: Cell::at(0, 0),
            second: Cell::at(0, 1),
            digit: 5,
            unit: Unit::Row(0),
        };
        assert_eq!(
            explain(&[c], Cell::at(0, 1)).unwrap(),
            "conflict: 5 at r1c2 is already in row 1 (r1c1)"
        );
        let in_box = Conflict {
            unit: Unit::Box(0),
            ..c
        };
        assert_eq!(
            explain(&[c, in_box], Cell::at(0, 0)).unwrap(),
            "conflict: 5 at r1c1 is already in row 1 and box 1 (r1c2)"
        );
        let other = Conflict {
            first: Cell::at(4, 4),
            second: Cell::at(4, 8),
            digit: 2,
            unit: Unit::Row(4),
        };
        assert_eq!(
            explain(&[other, c], Cell::at(0, 0)).unwrap(),
            "conflict: 5 at r1c1 is already in row 1 (r1c2) — and 1 more"
        );
        assert_eq!(explain(&[], Cell::at(0, 0)), None);
    }
}
