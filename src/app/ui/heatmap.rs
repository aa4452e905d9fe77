//! The heatmap, in place of the grid (`H`): for each cell how often the
//! search placed a digit there, undid one, or hit a dead end up to the
//! step counted, as a shade scaled to the busiest cell. The cell the search
//! is at is the cursor (reverse video); its count and the busiest cell's
//! are under the map. It answers "where does the search thrash?".
//!
//! ```text
//!  undos @ 50,175
//!  ·· ·· ░░ │ ░░ ·· ░░ │ ░░ ▒▒ ░░
//!  ...
//!  r1c3 7 · max r4c6 634
//! ```
//!
//! Shades are characters (`·` none, `░ ▒ ▓ █` by quarter of the maximum),
//! so they read without colour.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::app::shape_views::HeatView;
use crate::format::thousands;
use crate::grid::Cell;
use crate::i18n::{Text, columns};
use crate::search_shape::heatmap::{Heatmap, Measure};

/// `cursor`: the cell the search is at (its last event's), drawn in
/// reverse video with its count on the last line.
pub fn render(
    frame: &mut Frame,
    area: Rect,
    heat: &HeatView,
    step: u64,
    cursor: Option<Cell>,
    theme: Theme,
    text: &Text,
) {
    let measure = heat.measure;
    let words = &text.views;
    let name = (words.measure)(measure);
    let Some(counts) = heat.counts.as_deref() else {
        let lines = vec![
            Line::styled((words.heatmap_waiting)(name), theme.heading()),
            Line::styled((words.counting_to)(step), theme.dim()),
        ];
        frame.render_widget(Paragraph::new(lines), area);
        return;
    };
    // Counts lag while the search runs; they are recounted once it pauses.
    let title = (words.heatmap_title)(name, counts.step, counts.step != step);
    let mut lines = vec![Line::styled(title, theme.heading())];
    let max = counts.max(measure);
    for row in 0..9 {
        if row == 3 || row == 6 {
            lines.push(Line::styled(
                "─────────┼──────────┼─────────",
                theme.border(),
            ));
        }
        let mut spans = Vec::new();
        for col in 0..9 {
            if col == 3 || col == 6 {
                spans.push(Span::raw("│ "));
            }
            let cell = Cell::at(row, col);
            let text = shade(counts.get(measure, cell), max);
            spans.push(if cursor == Some(cell) {
                Span::styled(text, theme.cursor())
            } else {
                Span::raw(text)
            });
            if col < 8 {
                spans.push(Span::raw(" "));
            }
        }
        lines.push(Line::from(spans));
    }
    let max_line = busiest(counts, measure, text);
    let last = match cursor {
        Some(cell) => {
            let here = format!("{cell} {}", thousands(counts.get(measure, cell)));
            let both = format!("{here} · {max_line}");
            if columns(&both) <= area.width as usize {
                both
            } else {
                here
            }
        }
        None => max_line,
    };
    lines.push(Line::raw(last));
    frame.render_widget(Paragraph::new(lines), area);
}

/// Two characters: none, or a quarter-step shade of the maximum.
fn shade(n: u64, max: u64) -> &'static str {
    if n == 0 || max == 0 {
        return "··";
    }
    match (n * 4).div_ceil(max) {
        1 => "░░",
        2 => "▒▒",
        3 => "▓▓",
        _ => "██",
    }
}

/// `max r4c6 634`: the busiest cell and its count.
fn busiest(counts: &Heatmap, measure: Measure, text: &Text) -> String {
    let Some(cell) =
        Cell::all().max_by_key(|&c| (counts.get(measure, c), std::cmp::Reverse(c.index())))
    else {
        return String::new();
    };
    if counts.get(measure, cell) == 0 {
        return (text.views.none_yet)((text.views.measure)(measure));
    }
    (text.views.busiest)(cell, counts.get(measure, cell))
}

#[cfg(test)]
mod tests {
    use crate::app::ui::grid;
    use crate::i18n::{Lang, columns};
    use crate::search_shape::heatmap::Measure;

    /// The title stands over the map, in the grid's place: it fits the
    /// grid's width in both languages, even for a nine-digit step whose
    /// counts lag.
    #[test]
    fn the_title_fits_over_the_map_in_both_languages() {
        for lang in Lang::ALL {
            let words = &lang.text().views;
            for measure in Measure::ALL {
                let title = (words.heatmap_title)((words.measure)(measure), 999_999_999, true);
                assert!(
                    columns(&title) <= grid::WIDTH as usize,
                    "{title:?}: {} columns",
                    columns(&title)
                );
            }
        }
        let zh = Lang::Zh.text();
        assert_eq!(
            (zh.views.heatmap_title)("撤销次数", 50_175, false),
            "撤销次数 · 50,175 步"
        );
    }
}
