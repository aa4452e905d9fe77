//! The top line: the program, the puzzle's name, the mode; unsaved edits,
//! or the solve's step number, at the right. A long name is cut short so
//! the right-hand words always show.

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{App, Mode, Theme};
use crate::i18n::{Text, columns};

/// What the header shows.
pub struct Header {
    pub title: String,
    /// `edit`, `solve · row-major`, or `solve · forget-restore` in the
    /// bug lab.
    pub mode: String,
    /// The step number (solving) or "unsaved edits".
    pub right: Option<Right>,
}

pub enum Right {
    Step(u64),
    UnsavedEdits,
}

impl Header {
    pub fn of(app: &App) -> Header {
        let text = app.text();
        let (mode, right) = match &app.mode {
            Mode::Edit => (
                text.chrome.mode_edit.to_string(),
                app.has_unsaved_edits().then_some(Right::UnsavedEdits),
            ),
            // A bug-lab variant is named instead of its strategy (always
            // row-major): the title says which search runs.
            // A watched run: the learner's file and language name the search.
            Mode::Solve(solve) if solve.watch.is_some() => {
                let watch = solve.watch.as_ref().expect("a watch");
                (
                    (text.watch.mode)(&watch.file, &watch.language),
                    Some(Right::Step(solve.step())),
                )
            }
            Mode::Solve(solve) => (
                format!(
                    "{} · {}",
                    text.chrome.mode_solve,
                    match solve.search.mistake() {
                        Some(mistake) => (text.common.variant)(Some(mistake)),
                        None => (text.common.strategy)(solve.search.strategy()),
                    }
                ),
                Some(Right::Step(solve.step())),
            ),
        };
        Header {
            title: app.editor.title.clone(),
            mode,
            right,
        }
    }
}

/// Draws the app's header line: what [`Header::of`] reads from it.
pub fn render_app(frame: &mut Frame, area: Rect, app: &App) {
    render(frame, area, &Header::of(app), app.theme, app.text());
}

pub fn render(frame: &mut Frame, area: Rect, header: &Header, theme: Theme, text: &Text) {
    let right = header.right.as_ref().map(|right| match right {
        Right::Step(step) => Line::styled((text.chrome.header_step)(*step), theme.heading()),
        Right::UnsavedEdits => Line::styled(text.chrome.unsaved_edits, theme.dim()),
    });
    let program = " sudoku-dfs";
    let mode = format!(" · {}", header.mode);
    // Room for the title: the line less the fixed words and a space
    // before the right-hand words.
    let reserved =
        columns(program) + columns(&mode) + 3 + right.as_ref().map_or(0, |r| r.width() + 1);
    let room = (area.width as usize).saturating_sub(reserved);
    let title = shorten(&header.title, room);
    let left = Line::from(vec![
        Span::styled(program, theme.heading()),
        Span::raw(format!(" · {title}{mode}")),
    ]);
    frame.render_widget(Paragraph::new(left), area);
    if let Some(right) = right {
        frame.render_widget(Paragraph::new(right).alignment(Alignment::Right), area);
    }
}

/// `text` cut to `room` columns, ending in `…` when cut; a double-width
/// character that would not fit whole is left out, never halved.
fn shorten(text: &str, room: usize) -> String {
    if columns(text) <= room {
        return text.to_string();
    }
    let mut kept = String::new();
    let mut used = 0;
    for c in text.chars() {
        let width = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + width > room.saturating_sub(1) {
            break;
        }
        used += width;
        kept.push(c);
    }
    format!("{kept}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_title_is_cut_so_the_step_shows() {
        assert_eq!(
            shorten("generated medium #1796048223017064112", 20),
            "generated medium #1…"
        );
        assert_eq!(shorten("LeetCode 37 example", 40), "LeetCode 37 example");
    }

    #[test]
    fn a_chinese_title_is_cut_by_columns_never_mid_character() {
        // 生成的简单题目 takes 14 columns: 9 of room keep four characters
        // (8 columns) and the ellipsis.
        assert_eq!(shorten("生成的简单题目", 9), "生成的简…");
        assert_eq!(shorten("生成的简单题目", 10), "生成的简…");
        assert_eq!(shorten("生成的简单题目", 14), "生成的简单题目");
    }
}
