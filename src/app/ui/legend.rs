//! The legend panel: what the solve screen's symbols and words mean, from
//! the [glossary](crate::app::glossary). With room, one term a line (its
//! meaning wrapped under itself); short of room, each group's symbols on
//! a few lines with a word or two each, and the words after them (without
//! the heading when they need every row, as at 80x24).
//!
//! ```text
//!  Legend · ? lists every term in full
//!  grid   [·] filling  [5] placed  (2) rejected
//!         >2< holds it  <9> taken back ...
//! ```

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::app::glossary::{Place, Term};
use crate::i18n::{Text, columns, pad_to};

/// The groups the solve screen uses, in order.
const PLACES: [Place; 9] = [
    Place::Grid,
    Place::Stack,
    Place::Path,
    Place::Tables,
    Place::Code,
    Place::Lab,
    Place::Watch,
    Place::Word,
    Place::Propagation,
];
/// The groups of the compact form (80x24), which has 12 rows and needs
/// them all: the code panel's two margin marks are left to the full form
/// and the help's glossary (the code panel itself is shown instead of the
/// legend, never beside it), and so are the bug lab's two grid marks (the
/// status line says in words what they show) and the propagation's words
/// (its counters and sentences say them in full).
const COMPACT_PLACES: [Place; 5] = [
    Place::Grid,
    Place::Stack,
    Place::Path,
    Place::Tables,
    Place::Word,
];
/// Every group, for the help's glossary (a group the language's glossary
/// has no term in is left out: English has no lesson terms).
pub const ALL_PLACES: [Place; 11] = [
    Place::Grid,
    Place::Stack,
    Place::Path,
    Place::Tables,
    Place::Code,
    Place::Lab,
    Place::Watch,
    Place::Editor,
    Place::Word,
    Place::Propagation,
    Place::Lesson,
];
/// The width of the term column of the full form: the longest term
/// ("failed deeper") and a gap, indented by two.
const TERM_WIDTH: usize = 17;
/// The width of the group column of the compact form.
const GROUP_WIDTH: usize = 7;

fn terms(place: Place, text: &Text) -> impl Iterator<Item = &'static Term> {
    text.panels
        .glossary
        .iter()
        .filter(move |t| t.place == place)
}

/// Each term of these groups on its own line(s): `term  meaning`, wrapped
/// under the meaning.
pub fn full_lines(places: &[Place], width: usize, theme: Theme, text: &Text) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let meaning_width = width.saturating_sub(TERM_WIDTH).max(10);
    for &place in places {
        if terms(place, text).next().is_none() {
            continue;
        }
        lines.push(Line::styled(
            (text.panels.place)(place).to_string(),
            theme.heading(),
        ));
        for term in terms(place, text) {
            let wrapped = super::wrap::prose(term.meaning, meaning_width);
            for (i, part) in wrapped.iter().enumerate() {
                let label = if i == 0 { term.term } else { "" };
                lines.push(Line::from(vec![
                    Span::styled(format!("  {}", pad_to(label, TERM_WIDTH - 2)), theme.key()),
                    Span::raw(part.to_string()),
                ]));
            }
        }
    }
    lines
}

/// Each group on a few lines: `grid   [·] filling  [5] placed …`.
pub fn compact_lines(width: usize, theme: Theme, text: &Text) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for place in COMPACT_PLACES {
        let mut spans = vec![Span::styled(
            pad_to((text.panels.place)(place), GROUP_WIDTH),
            theme.heading(),
        )];
        let mut used = GROUP_WIDTH;
        // Words read as `depth: digits placed` (`深度：已放入数`), symbols
        // as `2? trying`: the mark goes with the term, the space with
        // the meaning.
        let between = if place == Place::Word {
            text.panels.legend_colon
        } else {
            " "
        };
        let mark = between.trim_end();
        let space = &between[mark.len()..];
        for term in terms(place, text) {
            let entry = columns(term.term) + columns(between) + columns(term.short);
            if used > GROUP_WIDTH && used + 2 + entry > width {
                lines.push(Line::from(std::mem::take(&mut spans)));
                spans.push(Span::raw(" ".repeat(GROUP_WIDTH)));
                used = GROUP_WIDTH;
            } else if used > GROUP_WIDTH {
                spans.push(Span::raw("  "));
                used += 2;
            }
            spans.push(Span::styled(format!("{}{mark}", term.term), theme.key()));
            spans.push(Span::raw(format!("{space}{}", term.short)));
            used += entry;
        }
        lines.push(Line::from(spans));
    }
    lines
}

pub fn render(frame: &mut Frame, area: Rect, theme: Theme, text: &Text) {
    let width = area.width as usize;
    let mut lines = vec![Line::from(vec![
        Span::styled(text.panels.legend_heading, theme.heading()),
        Span::raw(" · "),
        Span::styled("?", theme.key()),
        Span::raw(text.panels.legend_more),
    ])];
    let full = full_lines(&PLACES, width, theme, text);
    if full.len() < area.height as usize {
        lines.extend(full);
    } else {
        let compact = compact_lines(width, theme, text);
        // At 80x24 the heading gives way to the terms: the row above the
        // panel already names it, and `?` says where the full list is.
        if compact.len() >= area.height as usize {
            lines.clear();
        }
        lines.extend(compact);
    }
    frame.render_widget(Paragraph::new(lines), area);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compact_legend_fits_the_80x24_panel() {
        for lang in crate::i18n::Lang::ALL {
            let text = lang.text();
            let lines = compact_lines(45, Theme::PLAIN, text);
            // The panel is 12 rows under the names row (the heading gives
            // way when the terms need all of them).
            assert!(lines.len() <= 12, "{} lines: {lines:#?}", lines.len());
            for line in &lines {
                assert!(line.width() <= 45, "{line:?}");
            }
            let shown: String = lines.iter().map(|l| l.to_string()).collect();
            for term in COMPACT_PLACES.iter().flat_map(|&p| terms(p, text)) {
                assert!(shown.contains(term.term), "{}", term.term);
            }
        }
    }

    /// The full form's meanings start at one column in Chinese too: a
    /// term of double-width characters is padded by its columns.
    #[test]
    fn chinese_terms_keep_the_meanings_in_one_column() {
        let text = crate::i18n::Lang::Zh.text();
        let lines = full_lines(&ALL_PLACES, 50, Theme::PLAIN, text);
        // Long Chinese meanings wrap by columns, within the width.
        for line in &lines {
            assert!(line.width() <= 50, "{line:?}");
        }
        let mut terms_seen = 0;
        for line in lines.iter().filter(|l| l.spans.len() == 2) {
            assert_eq!(line.spans[0].width(), TERM_WIDTH, "{line:?}");
            terms_seen += 1;
        }
        assert!(terms_seen >= text.panels.glossary.len());
        let all: String = lines.iter().map(|l| l.to_string()).collect();
        assert!(all.contains("概念") && all.contains("剪枝"), "{all}");
        // English has no lesson group: no heading for it.
        let english = full_lines(&ALL_PLACES, 50, Theme::PLAIN, crate::i18n::Lang::En.text());
        assert!(!english.iter().any(|l| l.to_string() == "lesson"));
    }
}
