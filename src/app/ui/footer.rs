//! The bottom two lines: the main keys of the current context, generated
//! from the key table, a switch with its state (`a advance:on`). When the
//! entries need both lines they are split where the two lines come out
//! most even, so no entry is left alone on the second; what fits on
//! neither is left out.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{App, Ask, keys};
use crate::i18n::columns;

/// The columns of a line of these entries (`keys word`, two spaces
/// between, one space of margin before).
fn line_width(entries: &[(String, String)]) -> usize {
    let words: usize = entries
        .iter()
        .map(|(k, w)| columns(k) + 1 + columns(w))
        .sum();
    1 + words + 2 * entries.len().saturating_sub(1)
}

/// Where the entries go: one line when they fit, else two split as evenly
/// as fits, else as many as fit line by line.
pub fn split(entries: &[(String, String)], width: usize, lines: usize) -> Vec<usize> {
    if line_width(entries) <= width || lines < 2 {
        let mut n = entries.len();
        while n > 0 && line_width(&entries[..n]) > width {
            n -= 1;
        }
        return vec![n];
    }
    let even = (1..entries.len())
        .filter(|&k| line_width(&entries[..k]) <= width && line_width(&entries[k..]) <= width)
        // The more even the better; on a tie, the fuller first line.
        .min_by_key(|&k| {
            let widest = line_width(&entries[..k]).max(line_width(&entries[k..]));
            (widest, std::cmp::Reverse(k))
        });
    match even {
        Some(k) => vec![k, entries.len() - k],
        None => {
            let mut first = entries.len();
            while first > 0 && line_width(&entries[..first]) > width {
                first -= 1;
            }
            let rest = split(&entries[first..], width, 1);
            vec![first, rest[0]]
        }
    }
}

/// The footer's entries for the app now, each with its action.
fn entries(app: &App) -> Vec<(String, String, &'static Ask)> {
    let words = &app.text().keys;
    keys::app_footer_bindings(app, words)
        .into_iter()
        .filter(|(_, _, action)| app.offers(action))
        .map(|(keys, word, action)| {
            let word = match app.switch_state(action) {
                Some(on) => format!("{word}{}", (words.switch_state)(on)),
                None => word.to_string(),
            };
            (keys, word, action)
        })
        .collect()
}

/// The actions of the entries a footer `width` columns by `lines` shows
/// (what does not fit is left out).
#[cfg(test)]
pub fn shown_actions(app: &App, width: u16, lines: u16) -> Vec<&'static Ask> {
    let all = entries(app);
    let words: Vec<(String, String)> = all.iter().map(|(k, w, _)| (k.clone(), w.clone())).collect();
    let counts = split(&words, width as usize, lines as usize);
    let mut shown = Vec::new();
    let mut at = 0;
    for count in counts {
        shown.extend(all[at..at + count].iter().map(|(_, _, action)| *action));
        at += count;
    }
    shown
}

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let entries: Vec<(String, String)> = entries(app)
        .into_iter()
        .map(|(keys, word, _)| (keys, word))
        .collect();
    let mut lines = Vec::new();
    let mut rest = &entries[..];
    for count in split(&entries, area.width as usize, area.height as usize) {
        let mut spans = vec![Span::raw(" ")];
        for (i, (keys, word)) in rest[..count].iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw("  "));
            }
            spans.push(Span::styled(keys.clone(), theme.key()));
            spans.push(Span::raw(format!(" {word}")));
        }
        lines.push(Line::from(spans));
        rest = &rest[count..];
    }
    frame.render_widget(Paragraph::new(lines), area);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(words: &[&str]) -> Vec<(String, String)> {
        words
            .iter()
            .map(|w| ("k".to_string(), w.to_string()))
            .collect()
    }

    #[test]
    fn two_lines_come_out_even_and_never_leave_one_entry_alone() {
        let e = entries(&["aaaa", "bbbb", "cccc", "dddd", "eeee"]);
        assert_eq!(split(&e, 80, 2), [5], "all on one line");
        // 1 + 5 * 6 + 4 * 2 = 39 columns: too many for 30.
        assert_eq!(split(&e, 30, 2), [3, 2]);
        assert_eq!(split(&e, 30, 1), [3], "one line: what fits");
    }

    #[test]
    fn chinese_words_count_two_columns_a_character() {
        // 1 + 5 * (1 + 1 + 4) + 4 * 2 = 39 columns, though 24 characters.
        let e = entries(&["移动", "填数", "清除", "撤销", "帮助"]);
        assert_eq!(split(&e, 39, 2), [5]);
        assert_eq!(split(&e, 38, 2), [3, 2]);
    }
}
