//! The C++ listing of the search's strategy (`assets/`), with the lines the
//! current event stands for marked `▶` and in reverse video. Lines wider
//! than the panel wrap at spaces under their own indentation, so no token
//! is ever cut; a listing taller than the panel scrolls to keep the marked
//! lines in view.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::app::SolveState;
use crate::app::Theme;
use crate::i18n::Text;
use crate::listing::Listing;
use ratatui::style::Modifier;

/// The margin: `▶ ` on marked lines.
const MARGIN: usize = 2;

/// The listing's lines fitted to `width` columns (margin included): each
/// source line with the rows it takes, and whether it is marked. A line
/// that does not fit first moves its `// comment` to a row of its own
/// under the code; what still does not fit wraps at spaces, under its own
/// indentation and four columns more.
pub fn fitted(source: &str, marked: &[usize], width: usize) -> Vec<(String, bool)> {
    let room = width.saturating_sub(MARGIN).max(8);
    let mut out = Vec::new();
    for (i, text) in source.lines().enumerate() {
        let on = marked.contains(&i);
        let indent: String = text.chars().take_while(|c| *c == ' ').collect();
        let mut pieces = vec![text.to_string()];
        if crate::i18n::columns(text) > room
            && let Some(at) = text.find("  //")
            && !text[..at].trim().is_empty()
        {
            let comment = text[at..].trim_start();
            pieces = vec![text[..at].to_string(), format!("{indent}  {comment}")];
        }
        if text.is_empty() {
            out.push((String::new(), on));
        }
        for piece in pieces {
            let own: String = piece.chars().take_while(|c| *c == ' ').collect();
            let hanging = format!("{own}    ");
            let options = textwrap::Options::new(room)
                .subsequent_indent(&hanging)
                .break_words(false);
            for part in textwrap::wrap(&piece, options) {
                out.push((part.into_owned(), on));
            }
        }
    }
    out
}

/// The listing of the search the engine runs, in the solve's language:
/// the lines of the current event marked, the mistake's own lines (a bug
/// lab variant) in the error style, struck through when commented out.
/// [`fitted`], with each row also saying whether it belongs to a
/// mistake's line, and whether that line is commented out (struck).
fn fitted_marking(
    source: &str,
    marked: &[usize],
    mistakes: &[usize],
    width: usize,
) -> Vec<((String, bool), Option<bool>)> {
    let mut out = Vec::new();
    for (i, text) in source.lines().enumerate() {
        let struck = text.trim_start().starts_with("//") || text.trim_start().starts_with('#');
        let mistake = mistakes.contains(&i).then_some(struck);
        let on: &[usize] = if marked.contains(&i) { &[0] } else { &[] };
        // One line at a time, as `fitted` lays out the whole (an empty
        // line, which `lines()` of "" would drop, is passed as one).
        let line = if text.is_empty() { "\n" } else { text };
        for row in fitted(line, on, width) {
            out.push((row, mistake));
        }
    }
    out
}

pub fn render(frame: &mut Frame, area: Rect, solve: &SolveState, theme: Theme, text: &Text) {
    let engine = &solve.engine;
    let listing = Listing::of(solve.language, engine.strategy(), engine.mistake());
    // Comments in the screen's language; the lines, and so the marks
    // found on the English text, are where they were.
    let source = listing.text_in(text);
    let marked = listing.marked(engine.last_event().map(|e| e.kind()));
    let mistakes = listing.mistake_lines();
    let rows = fitted_marking(&source, &marked, &mistakes, area.width as usize);
    let room = (area.height as usize).saturating_sub(1);
    let first = rows.iter().position(|((_, on), _)| *on).unwrap_or(0);
    let start = first
        .saturating_sub(room / 2)
        .min(rows.len().saturating_sub(room));
    // The variant's name when it is a bug-lab mistake, else the strategy's.
    let search = match listing.mistake {
        Some(mistake) => (text.common.variant)(Some(mistake)),
        None => (text.common.strategy)(listing.strategy),
    };
    let mut lines = vec![Line::styled(
        (text.panels.code_heading)(listing.language.label(), search),
        theme.heading(),
    )];
    for ((text, on), mistake) in rows.iter().skip(start).take(room) {
        lines.push(match (*on, *mistake) {
            (true, _) => Line::styled(format!("▶ {text}"), theme.highlight()),
            (false, Some(struck)) => {
                let style = theme.error();
                let style = if struck {
                    style.add_modifier(Modifier::CROSSED_OUT)
                } else {
                    style
                };
                Line::styled(format!("✗ {text}"), style)
            }
            (false, None) => Line::raw(format!("  {text}")),
        });
    }
    frame.render_widget(Paragraph::new(lines), area);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::narration::{LISTING, LISTING_MOST_CONSTRAINED};

    /// Wrapped at 45 columns (the 80x24 panel), every token of the listing
    /// is still whole on some row.
    #[test]
    fn narrow_panels_wrap_code_without_cutting_a_token() {
        for source in [LISTING, LISTING_MOST_CONSTRAINED] {
            let rows = fitted(source, &[], 45);
            let words: Vec<&str> = rows
                .iter()
                .flat_map(|(t, _)| t.split_whitespace())
                .collect();
            for token in source.split_whitespace() {
                assert!(words.contains(&token), "{token} was cut");
            }
            for (text, _) in &rows {
                assert!(text.chars().count() + MARGIN <= 45, "{text}");
            }
        }
    }
}
