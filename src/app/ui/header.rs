//! The top line: the program, the puzzle's name, the mode; unsaved edits,
//! or the solve's step number, at the right. A long name is cut short so
//! the right-hand words always show.

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{App, Mode, Theme};
use crate::format::thousands;

/// What the header shows.
pub struct Header {
    pub title: String,
    /// `edit`, or `solve · row-major`.
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
        let (mode, right) = match &app.mode {
            Mode::Edit => (
                "edit".to_string(),
                app.has_unsaved_edits().then_some(Right::UnsavedEdits),
            ),
            Mode::Solve(solve) => (
                format!("solve · {}", solve.engine.strategy()),
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

pub fn render(frame: &mut Frame, area: Rect, header: &Header, theme: Theme) {
    let right = header.right.as_ref().map(|right| match right {
        Right::Step(step) => Line::styled(format!("step {} ", thousands(*step)), theme.heading()),
        Right::UnsavedEdits => Line::styled("unsaved edits ", theme.dim()),
    });
    let program = " sudoku-dfs";
    let mode = format!(" · {}", header.mode);
    // Room for the title: the line less the fixed words and a space
    // before the right-hand words.
    let reserved = program.chars().count()
        + mode.chars().count()
        + 3
        + right.as_ref().map_or(0, |r| r.width() + 1);
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

/// `text` cut to `room` characters, ending in `…` when cut.
fn shorten(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let kept: String = text.chars().take(room.saturating_sub(1)).collect();
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
}
