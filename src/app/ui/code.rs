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
use crate::engine::Strategy;
use crate::i18n::Text;
use crate::listing::Listing;
use ratatui::style::Modifier;

/// The margin: `▶ ` on marked lines.
const MARGIN: usize = 2;

/// The listing's lines fitted to `width` columns (margin included): each
/// source line with the rows it takes, and whether it is marked. A line
/// that does not fit first moves its trailing comment (`comment` is the
/// language's marker, `//` or `#`) to a row of its own under the code;
/// what still does not fit wraps at spaces: code under its own indentation
/// and four columns more, a comment under its own indentation after its
/// marker again, so a continuation never reads as code.
pub fn fitted(source: &str, marked: &[usize], width: usize, comment: &str) -> Vec<(String, bool)> {
    let room = width.saturating_sub(MARGIN).max(8);
    let trailing = format!("  {comment}");
    let mut out = Vec::new();
    for (i, text) in source.lines().enumerate() {
        let on = marked.contains(&i);
        let indent: String = text.chars().take_while(|c| *c == ' ').collect();
        let mut pieces = vec![text.to_string()];
        if crate::i18n::columns(text) > room
            && let Some(at) = text.find(&trailing)
            && !text[..at].trim().is_empty()
        {
            let remark = text[at..].trim_start();
            pieces = vec![text[..at].to_string(), format!("{indent}  {remark}")];
        }
        if text.is_empty() {
            // One row: wrapping "" would give a second.
            out.push((String::new(), on));
            continue;
        }
        for piece in pieces {
            let own: String = piece.chars().take_while(|c| *c == ' ').collect();
            let hanging = match piece.trim_start().starts_with(comment) {
                true => format!("{own}{comment} "),
                false => format!("{own}    "),
            };
            for part in super::wrap::code(&piece, room, &hanging) {
                out.push((part, on));
            }
        }
    }
    out
}

/// The listing of the search watched, in the solve's language:
/// the lines of the current event marked, the mistake's own lines (a bug
/// lab variant) in the error style, struck through when commented out.
/// [`fitted`], with each row also saying whether it belongs to a
/// mistake's line, and whether that line is commented out (struck).
fn fitted_marking(
    source: &str,
    marked: &[usize],
    mistakes: &[usize],
    width: usize,
    comment: &str,
) -> Vec<((String, bool), Option<bool>)> {
    let mut out = Vec::new();
    for (i, text) in source.lines().enumerate() {
        let struck = text.trim_start().starts_with(comment);
        let mistake = mistakes.contains(&i).then_some(struck);
        let on: &[usize] = if marked.contains(&i) { &[0] } else { &[] };
        // One line at a time, as `fitted` lays out the whole (an empty
        // line, which `lines()` of "" would drop, is passed as one).
        let line = if text.is_empty() { "\n" } else { text };
        for row in fitted(line, on, width, comment) {
            out.push((row, mistake));
        }
    }
    out
}

pub fn render(frame: &mut Frame, area: Rect, solve: &SolveState, theme: Theme, text: &Text) {
    let search = &*solve.search;
    // A watched run shows the learner's own file (a trace, the listing).
    if let Some(watch) = solve.watch.as_ref().filter(|w| w.source.is_some()) {
        // An inferred step has no write behind it: no line is marked as
        // this step's, and the panel stays on the last write's line.
        let line = search.source_line();
        let marked = line.filter(|_| !search.inferred());
        return super::learner_code::render(frame, area, watch, line, marked, theme, text);
    }
    let listing = Listing::of(solve.language, search.strategy(), search.mistake());
    // Comments in the screen's language; the lines, and so the marks
    // found on the English text, are where they were.
    let source = listing.text_in(text.panels.code_comments);
    let marked = listing.marked(search.last_event().map(|e| e.kind()));
    let mistakes = listing.mistake_lines();
    let comment = listing.language.comment();
    let rows = fitted_marking(&source, &marked, &mistakes, area.width as usize, comment);
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
    // A propagating strategy has no listing of its own: the classic one of
    // the same cell choice is shown, and said to be without propagation
    // (its forced moves and wipeouts mark no line).
    let heading = if listing.mistake.is_none() && listing.strategy.propagates() {
        let classic = match listing.strategy.fewest_candidates() {
            true => Strategy::MostConstrained,
            false => Strategy::RowMajor,
        };
        (text.panels.code_heading_without_propagation)(
            listing.language.label(),
            (text.common.strategy)(classic),
        )
    } else {
        (text.panels.code_heading)(listing.language.label(), search)
    };
    let mut lines = vec![Line::styled(heading, theme.heading())];
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

    /// Wrapped at 45 columns (the 80x24 panel), every token of the listing
    /// is still whole on some row.
    #[test]
    fn narrow_panels_wrap_code_without_cutting_a_token() {
        for source in crate::listing::Listing::all().map(|l| l.text) {
            let rows = fitted(source, &[], 45, "//");
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

    /// Issue 20: a comment wrapped at 80x24 went on as `next empty cell`
    /// under `# the`, reading as code. In every listing, at every width,
    /// each row after a comment's first carries the language's marker at
    /// the comment's own indentation.
    #[test]
    fn a_wrapped_comment_goes_on_with_its_marker_at_its_indent() {
        use crate::listing::Listing;
        let mut continued = 0;
        for listing in Listing::all() {
            let marker = listing.language.comment();
            // 45: the panel at 80x24, the smallest terminal.
            for width in [45, 50, 56, 64, 72] {
                for line in listing.text.lines().filter(|l| l.contains(marker)) {
                    let rows = fitted(line, &[], width, marker);
                    let Some(first) = rows
                        .iter()
                        .position(|(r, _)| r.trim_start().starts_with(marker))
                    else {
                        continue;
                    };
                    let indent = rows[first].0.len() - rows[first].0.trim_start().len();
                    for (row, _) in &rows[first + 1..] {
                        continued += 1;
                        assert!(
                            row[indent..].starts_with(&format!("{marker} "))
                                && row[..indent].trim().is_empty(),
                            "{} at {width}: {row:?} after {:?}",
                            listing.title(),
                            rows[first].0
                        );
                    }
                }
            }
        }
        assert!(continued > 50, "{continued}");
    }
}
