//! The heatmap, in place of the grid (`H`): for each cell how often the
//! search placed a digit there, undid one, or hit a dead end up to the
//! step counted, as a shade scaled to the busiest cell. The givens, which
//! the search never visits, show their digit instead of a shade. The cell
//! the search is at is the cursor (reverse video). Under the map, the
//! scale in numbers (the least count of each shade) and the given's mark;
//! then the cursor's count and the busiest cell's. It answers "where does
//! the search thrash?".
//!
//! ```text
//!  undos @ 50,175
//!  ·· ·· ░░ │ ░░ ·· ░░ │ ░░ ▒▒ ░░
//!   5  3 ░░ │ ░░  7 ░░ │ ░░ ▒▒ ░░
//!  ...
//!  ·· 0  ░░ ≥1  ▒▒ ≥159  ▓▓ ≥318
//!  ██ ≥476   5 given
//!  r1c3 7 · max r4c6 634
//! ```
//!
//! Shades are characters (`·` none, `░ ▒ ▓ █` by quarter of the maximum)
//! and a given is its digit, so they read without colour; the rows that
//! end a box are underlined (the map has no room for rules between boxes).

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::app::shape_views::HeatView;
use crate::format::thousands;
use crate::grid::{Cell, Grid};
use crate::i18n::{Text, columns};
use crate::search_shape::heatmap::{Heatmap, Measure};

/// The shades, from none to the busiest quarter.
const SHADES: [&str; 5] = ["··", "░░", "▒▒", "▓▓", "██"];

/// `cursor`: the cell the search is at (its last event's), drawn in
/// reverse video with its count on the last line.
#[allow(clippy::too_many_arguments)]
pub fn render(
    frame: &mut Frame,
    area: Rect,
    heat: &HeatView,
    grid: &Grid,
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
        let mut spans = Vec::new();
        for col in 0..9 {
            if col == 3 || col == 6 {
                spans.push(Span::raw("│ "));
            }
            let cell = Cell::at(row, col);
            let (mark, style) = match grid.is_given(cell) {
                true => (format!(" {}", grid.get(cell)), theme.given()),
                false => (
                    shade(counts.get(measure, cell), max).to_string(),
                    Default::default(),
                ),
            };
            let style = if cursor == Some(cell) {
                theme.cursor()
            } else {
                style
            };
            spans.push(Span::styled(mark, style));
            if col < 8 {
                spans.push(Span::raw(" "));
            }
        }
        let line = Line::from(spans);
        lines.push(match row {
            2 | 5 => line.patch_style(Modifier::UNDERLINED),
            _ => line,
        });
    }
    let width = area.width as usize;
    let under = (area.height as usize).saturating_sub(lines.len());
    let scale = scale_lines(max, width, theme, text);
    let room_for_counts = under > scale.len();
    lines.extend(scale);
    if room_for_counts {
        lines.push(Line::raw(counts_line(counts, measure, cursor, width, text)));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// Two characters: none, or a quarter-step shade of the maximum.
fn shade(n: u64, max: u64) -> &'static str {
    if n == 0 || max == 0 {
        return SHADES[0];
    }
    SHADES[((n * 4).div_ceil(max) as usize).min(4)]
}

/// The least count of each shade that some count takes (with a maximum
/// under 4 some quarters hold no whole number): `(shade, least)`.
pub fn scale(max: u64) -> Vec<(&'static str, u64)> {
    let mut out = vec![(SHADES[0], 0)];
    for (quarter, shade) in SHADES.iter().enumerate().skip(1) {
        let quarter = quarter as u64;
        let least = (quarter - 1) * max / 4 + 1;
        if least <= quarter * max / 4 {
            out.push((shade, least));
        }
    }
    out
}

/// `·· 0  ░░ ≥1  ▒▒ ≥159 …   5 given`, packed into lines of `width`.
fn scale_lines(max: u64, width: usize, theme: Theme, text: &Text) -> Vec<Line<'static>> {
    let mut entries: Vec<Vec<Span<'static>>> = scale(max)
        .into_iter()
        .map(|(shade, least)| {
            let number = match least {
                0 => "0".to_string(),
                n => format!("≥{}", thousands(n)),
            };
            vec![
                Span::raw(shade),
                Span::styled(format!(" {number}"), theme.dim()),
            ]
        })
        .collect();
    entries.push(vec![
        Span::styled(" 5", theme.given()),
        Span::styled(format!(" {}", text.views.heat_given), theme.dim()),
    ]);
    let mut lines = Vec::new();
    let mut line: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    for entry in entries {
        let wide: usize = entry.iter().map(|s| columns(&s.content)).sum();
        if used > 0 && used + 2 + wide > width {
            lines.push(Line::from(std::mem::take(&mut line)));
            used = 0;
        }
        if used > 0 {
            line.push(Span::raw("  "));
            used += 2;
        }
        line.extend(entry);
        used += wide;
    }
    lines.push(Line::from(line));
    lines
}

/// `r1c3 7 · max r4c6 634`, or what of it fits.
fn counts_line(
    counts: &Heatmap,
    measure: Measure,
    cursor: Option<Cell>,
    width: usize,
    text: &Text,
) -> String {
    let max_line = busiest(counts, measure, text);
    match cursor {
        Some(cell) => {
            let here = format!("{cell} {}", thousands(counts.get(measure, cell)));
            let both = format!("{here} · {max_line}");
            if columns(&both) <= width { both } else { here }
        }
        None => max_line,
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

    /// The scale's least counts are where the shades change: every count
    /// from 0 to the maximum has the shade of the last entry at or below
    /// it, for small maxima (some quarters empty) and large ones.
    #[test]
    fn the_scale_says_where_each_shade_starts() {
        for max in (0..=40).chain([634, 635, 1_000_003]) {
            let scale = super::scale(max);
            assert_eq!(scale[0], ("··", 0));
            let step = (max / 500).max(1);
            for n in (0..=max).step_by(step as usize).chain([max]) {
                let from_scale = scale.iter().rev().find(|(_, least)| *least <= n).unwrap().0;
                assert_eq!(super::shade(n, max), from_scale, "{n} of {max}");
            }
        }
        assert_eq!(
            super::scale(635),
            [("··", 0), ("░░", 1), ("▒▒", 159), ("▓▓", 318), ("██", 477)]
        );
        assert_eq!(super::scale(2), [("··", 0), ("▒▒", 1), ("██", 2)]);
    }

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
