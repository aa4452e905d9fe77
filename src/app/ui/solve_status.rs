//! The solve screen's figures and words: playing or paused (or how it
//! ended), the speed and step size; the step, depth and counters; the
//! narration of the last event; the last action's message.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::narration::narrate;
use crate::app::solve::{Goal, StepSize};
use crate::app::{Message, SolveState, Theme};
use crate::engine::Outcome;
use crate::format::thousands;

pub fn render(
    frame: &mut Frame,
    area: Rect,
    solve: &SolveState,
    message: Option<&Message>,
    theme: Theme,
) {
    let engine = &solve.engine;
    let counts = engine.counts();
    let (state, style) = match (engine.outcome(), solve.goal) {
        (Some(Outcome::Solved), _) => ("solved".to_string(), theme.good()),
        (Some(Outcome::Exhausted), _) => ("no solution".to_string(), theme.error()),
        (None, Some(Goal::End)) => ("running to the end".to_string(), theme.heading()),
        (None, Some(Goal::Next(StepSize::Backtracks))) => {
            ("running to the next backtrack".to_string(), theme.heading())
        }
        (None, Some(Goal::Next(_))) => ("running to the next stop".to_string(), theme.heading()),
        (None, Some(Goal::Step(n))) => {
            (format!("running to step {}", thousands(n)), theme.heading())
        }
        (None, None) if solve.playing => ("▶ playing".to_string(), theme.heading()),
        (None, None) => ("paused".to_string(), theme.dim()),
    };
    let mut lines = vec![
        Line::from(vec![
            Span::styled(state, style),
            Span::raw(format!(
                " · {} · step size: {} · {}",
                solve.speed.label(),
                solve.step_size.label(),
                engine.strategy()
            )),
        ]),
        Line::raw(format!(
            "step {} · depth {} (max {})",
            thousands(engine.step_number()),
            engine.depth(),
            counts.max_depth
        )),
        Line::raw(format!(
            "placements {} · rejects {} · backtracks {}",
            thousands(counts.place),
            thousands(counts.rejects()),
            thousands(counts.undo)
        )),
    ];
    let narration = Paragraph::new(narrate(engine)).wrap(Wrap { trim: true });
    let message = message.map(|m| {
        Line::styled(
            m.text.clone(),
            if m.is_error {
                theme.error()
            } else {
                theme.good()
            },
        )
    });
    let figures = Rect::new(area.x, area.y, area.width, 3.min(area.height));
    lines.truncate(figures.height as usize);
    frame.render_widget(Paragraph::new(lines), figures);
    if area.height > 3 {
        let words = Rect::new(area.x, area.y + 3, area.width, (area.height - 3).min(2));
        frame.render_widget(narration, words);
    }
    if let (Some(message), true) = (message, area.height > 5) {
        let line = Rect::new(area.x, area.y + 5, area.width, 1);
        frame.render_widget(Paragraph::new(message), line);
    }
}
