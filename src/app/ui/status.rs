//! The status lines: the diagnosis, the repeated digits explained in words,
//! and what the last action did.
//!
//! The repeats take the rows the status has: every place the cursor's
//! digit is already in, then every repeat elsewhere; when they do not all
//! fit, as many as fit, in that order, and the rest counted, with their
//! units and how to see them (a larger terminal).

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::solve_status::flow;
use super::wrap::prose;
use crate::app::editor::{Repeats, units_named};
use crate::app::{Diagnosis, Editor, Message, Theme};
use crate::grid::Unit;
use crate::i18n::Text;

pub fn render(
    frame: &mut Frame,
    area: Rect,
    editor: &Editor,
    message: Option<&Message>,
    theme: Theme,
    text: &Text,
) {
    let width = area.width as usize;
    let diagnosis = editor.diagnosis();
    let verdict_style = match diagnosis {
        Diagnosis::Conflict | Diagnosis::NoSolution => theme.error(),
        Diagnosis::UniqueSolution => theme.good(),
        Diagnosis::Checking | Diagnosis::MultipleSolutions => theme.heading(),
    };
    let givens = editor.grid.given_count();
    let first = format!(
        "{} · {}",
        (text.chrome.givens)(givens),
        editor.diagnosis_text(text)
    );
    let mut lines: Vec<Line> = prose(&first, width)
        .into_iter()
        .enumerate()
        .map(|(i, row)| match i {
            // The givens in plain text, the diagnosis in its style.
            0 => {
                let plain = format!("{} · ", (text.chrome.givens)(givens));
                match row.strip_prefix(&plain) {
                    Some(rest) => Line::from(vec![
                        Span::raw(plain),
                        Span::styled(rest.to_string(), verdict_style),
                    ]),
                    None => Line::styled(row, verdict_style),
                }
            }
            _ => Line::styled(row, verdict_style),
        })
        .collect();
    let message_rows = message
        .map(|m| prose(&m.fitted(width), width))
        .unwrap_or_default();
    let room = (area.height as usize)
        .saturating_sub(lines.len() + message_rows.len())
        .max(1);
    match Repeats::of(editor.conflicts(), editor.cursor) {
        Some(repeats) => {
            for row in repeat_rows(&repeats, text, width, room) {
                lines.push(Line::styled(row, theme.error()));
            }
        }
        None => lines.push(Line::styled(text.chrome.no_repeats, theme.dim())),
    }
    if let Some(message) = message {
        let style = if message.is_error {
            theme.error()
        } else {
            theme.good()
        };
        for row in message_rows {
            lines.push(Line::styled(row, style));
        }
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// The repeats in at most `rows` rows of `width` columns: the sentence
/// with every place the digit is already in, then a line with every repeat
/// elsewhere. When that does not fit, the first places and repeats that
/// do, and the rest counted (one per unit) with their units named, or
/// only counted when naming them does not fit either.
pub fn repeat_rows(repeats: &Repeats, text: &Text, width: usize, rows: usize) -> Vec<String> {
    let places = repeats.places.len();
    let total = places + repeats.elsewhere.len();
    let showing = |shown, name_the_rest| {
        let fitted = repeat_rows_showing(repeats, shown, name_the_rest, text, width);
        (fitted.len() <= rows).then_some(fitted)
    };
    if let Some(all) = showing(total, false) {
        return all;
    }
    // Naming the units of the rest says where to look: worth showing a
    // repeat fewer; only the count when no naming fits at all. Showing
    // more takes more rows, so the most that fit is found by halving (a
    // grid of one digit repeats hundreds of times).
    for name_the_rest in [true, false] {
        let (mut fits, mut too_many) = (0, total);
        while too_many - fits > 1 {
            let middle = (fits + too_many) / 2;
            match showing(middle, name_the_rest) {
                Some(_) => fits = middle,
                None => too_many = middle,
            }
        }
        if fits > 0 {
            return showing(fits, name_the_rest).unwrap_or_default();
        }
    }
    let mut tightest = repeat_rows_showing(repeats, 1, false, text, width);
    tightest.truncate(rows.max(1));
    tightest
}

/// The rows of the repeats with the first `shown` of them (places first,
/// then repeats elsewhere, each of those whole on a row when it fits),
/// the rest counted after them.
fn repeat_rows_showing(
    repeats: &Repeats,
    shown: usize,
    name_the_rest: bool,
    text: &Text,
    width: usize,
) -> Vec<String> {
    let places = repeats.places.len();
    let mut rows = vec![repeats.sentence(shown.min(places), text)];
    if shown > places {
        let mut pairs: Vec<String> = (0..shown - places).map(|i| repeats.pair(i, text)).collect();
        pairs[0].insert_str(0, text.chrome.repeats_also);
        rows.extend(flow(&pairs, " · ", width));
    }
    // What is left out: how many repeats (one per unit) and, when there
    // is room, their units, each once, rows before columns before boxes.
    let mut hidden: Vec<Unit> = repeats
        .places
        .iter()
        .map(|(_, units)| units)
        .chain(repeats.elsewhere.iter().map(|p| &p.3))
        .skip(shown)
        .flatten()
        .copied()
        .collect();
    if !hidden.is_empty() {
        let count = hidden.len();
        hidden.sort_by_key(|u| (u.kind() as u8, u.index()));
        hidden.dedup();
        let named: Vec<String> = match name_the_rest {
            true => hidden.iter().map(|&u| units_named(&[u], text)).collect(),
            false => Vec::new(),
        };
        let tail = (text.chrome.repeats_hidden)(count, &named);
        // `rows` starts with the sentence, so there is a last row.
        if let Some(last) = rows.last_mut() {
            last.push_str(&tail);
        }
    }
    rows.iter().flat_map(|row| prose(row, width)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, parse_grid};
    use crate::i18n::Lang;
    use crate::tables::conflicts;

    use crate::test_fixtures::LEETCODE;

    /// The LeetCode example with 9 typed at r2c2: row 2 holds 9 at r2c5,
    /// column 2 and box 1 at r3c2.
    fn nine_at_r2c2() -> Repeats {
        let mut grid = parse_grid(LEETCODE).unwrap();
        grid.set_given(Cell::at(1, 1), 9);
        Repeats::of(&conflicts(&grid), Cell::at(1, 1)).unwrap()
    }

    /// Many repeats: rows 1 and 3 hold the same digits, so every column
    /// and box repeats one; the cursor on r3c1.
    fn crowded() -> Repeats {
        let mut grid = parse_grid(&".".repeat(81)).unwrap();
        for c in 0..9 {
            grid.set_given(Cell::at(0, c), c as u8 + 1);
            grid.set_given(Cell::at(2, c), c as u8 + 1);
        }
        Repeats::of(&conflicts(&grid), Cell::at(2, 0)).unwrap()
    }

    #[test]
    fn every_unit_and_cell_is_named_when_there_is_room() {
        let en = Lang::En.text();
        assert_eq!(
            repeat_rows(&nine_at_r2c2(), en, 78, 5),
            ["conflict: 9 at r2c2 is already in row 2 (r2c5), column 2 and box 1 (r3c2)"]
        );
        let zh = Lang::Zh.text();
        assert_eq!(
            repeat_rows(&nine_at_r2c2(), zh, 78, 5),
            ["冲突：r2c2 的 9 在第 2 行（r2c5）、第 2 列和第 1 宫（r3c2）已经有了"]
        );
        // Narrower, the same words wrap onto the rows there are.
        let rows = repeat_rows(&nine_at_r2c2(), en, 40, 5);
        assert_eq!(rows.len(), 2, "{rows:?}");
        assert_eq!(
            rows.join(" "),
            "conflict: 9 at r2c2 is already in row 2 (r2c5), column 2 and box 1 (r3c2)"
        );
        // 118x21 (the status of 120x40) has room for every repeat.
        let rows = repeat_rows(&crowded(), en, 118, 21);
        let said = rows.join(" ");
        assert!(said.starts_with("conflict: 1 at r3c1 is already in column 1 and box 1 (r1c1)"));
        for c in 2..=9 {
            let pair = format!(
                "{c} at r1c{c} and r3c{c} in column {c} and box {}",
                (c + 2) / 3
            );
            assert!(said.contains(&pair), "{pair} not in {said}");
        }
        assert!(!said.contains("more"), "{said}");
    }

    /// Every repeat is either named or counted after what is named, and
    /// the units of those counted are named when they fit.
    #[test]
    fn what_does_not_fit_is_counted_with_its_units_and_how_to_see_it() {
        let en = Lang::En.text();
        let repeats = crowded();
        let rows = repeat_rows(&repeats, en, 78, 5);
        assert_eq!(rows.len(), 5, "{rows:#?}");
        let said = rows.join(" ");
        assert!(said.ends_with("; a larger terminal shows them"), "{said}");
        let shown = (2..=9)
            .filter(|c| said.contains(&format!("{c} at r1c{c} and r3c{c}")))
            .count();
        assert!(shown >= 3, "{said}");
        // Each pair left out repeats in its column and its box.
        let hidden = 2 * (8 - shown);
        let tail = format!(" — {hidden} more: column {}", shown + 2);
        assert!(said.contains(&tail), "{tail} not in {said}");
        assert!(said.contains("column 9, box 2, box 3;"), "{said}");
        for row in &rows {
            assert!(crate::i18n::columns(row) <= 78, "{row}");
        }

        // No room to name the units: only the count.
        let rows = repeat_rows(&repeats, en, 78, 2);
        assert_eq!(
            rows,
            [
                "conflict: 1 at r3c1 is already in column 1 and box 1 (r1c1) — 16 more; a",
                "larger terminal shows them"
            ]
        );
        // No room even for that: the rows there are, never more.
        assert_eq!(repeat_rows(&repeats, en, 78, 1), rows[..1]);
        let zh = Lang::Zh.text();
        let rows = repeat_rows(&repeats, zh, 78, 5);
        assert_eq!(rows.len(), 5, "{rows:#?}");
        assert!(
            rows.concat().ends_with("；终端再大一些就能全部显示"),
            "{rows:#?}"
        );
    }

    /// A grid of one digit repeats 972 times: the rows still fit (found
    /// by halving, a few tries, not one per repeat).
    #[test]
    fn a_grid_of_one_digit_fits_its_rows() {
        let grid = parse_grid(&"1".repeat(81)).unwrap();
        let found = conflicts(&grid);
        assert_eq!(found.len(), 972);
        let repeats = Repeats::of(&found, Cell::at(4, 4)).unwrap();
        for (width, rows) in [(78, 5), (118, 21)] {
            let fitted = repeat_rows(&repeats, Lang::En.text(), width, rows);
            assert!(fitted.len() <= rows, "{fitted:#?}");
            assert!(fitted.concat().ends_with("a larger terminal shows them"));
        }
    }
}
