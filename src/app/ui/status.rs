//! The status lines: the diagnosis, the repeated digit explained in words,
//! and what the last action did.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::editor::explain;
use crate::app::{App, Verdict};

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let verdict = app.verdict();
    let verdict_style = match verdict {
        Verdict::Conflict | Verdict::NoSolution => theme.error(),
        Verdict::UniqueSolution => theme.good(),
        Verdict::Checking | Verdict::MultipleSolutions => theme.heading(),
    };
    let givens = app.editor.grid.given_count();
    let mut lines = vec![Line::from(vec![
        Span::raw(format!(
            "{givens} given{} · ",
            if givens == 1 { "" } else { "s" }
        )),
        Span::styled(verdict.words(), verdict_style),
    ])];
    let conflicts = app.conflicts();
    lines.push(match explain(conflicts, app.editor.cursor) {
        Some(text) => Line::styled(text, theme.error()),
        None => Line::styled("no digit repeats in any row, column or box", theme.dim()),
    });
    if let Some(message) = &app.message {
        let style = if message.is_error {
            theme.error()
        } else {
            theme.good()
        };
        lines.push(Line::styled(message.text.clone(), style));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}
