//! The search's stack: one line per level, deepest on top — depth, cell,
//! the digit placed there (or being tried, at the top), and the digits
//! already tried before it. When it is taller than the panel, the deepest
//! levels show and a last line counts the rest.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::engine::{Engine, Phase};

pub fn render(frame: &mut Frame, area: Rect, engine: &Engine, theme: Theme) {
    let stack = engine.stack();
    let mut lines = vec![
        Line::styled(
            format!(
                "Stack: {} level{}",
                stack.len(),
                if stack.len() == 1 { "" } else { "s" }
            ),
            theme.heading(),
        ),
        Line::styled("depth cell  digit  tried", theme.dim()),
    ];
    let room = (area.height as usize).saturating_sub(lines.len());
    let shown = if stack.len() > room {
        room.saturating_sub(1)
    } else {
        stack.len()
    };
    for (depth, frame_) in stack.iter().enumerate().rev().take(shown) {
        let top = depth + 1 == stack.len();
        let digit = frame_.digit();
        let digit_text = if digit == 0 {
            "·".to_string()
        } else {
            digit.to_string()
        };
        // The top frame in Try has tried its digit without placing it.
        let state = if top && engine.phase() == Phase::Try && digit > 0 {
            "?"
        } else {
            " "
        };
        // Digits go 1 to 9 in order: those before this one were all tried.
        let tried = match digit {
            0 | 1 => "–".to_string(),
            2 => "1".to_string(),
            d => format!("1-{}", d - 1),
        };
        let text = format!(
            "{depth:>5} {}  {digit_text}{state}    {tried}",
            frame_.cell()
        );
        lines.push(if top {
            Line::from(Span::styled(text, theme.heading()))
        } else {
            Line::raw(text)
        });
    }
    if shown < stack.len() {
        lines.push(Line::styled(
            format!("  … {} more below", stack.len() - shown),
            theme.dim(),
        ));
    }
    if stack.is_empty() {
        lines.push(Line::styled("  (empty)", theme.dim()));
    }
    frame.render_widget(Paragraph::new(lines), area);
}
