//! The status lines: the diagnosis, the repeated digit explained in words,
//! and what the last action did.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::editor::explain;
use crate::app::{Editor, Message, Theme, Verdict};

pub fn render(
    frame: &mut Frame,
    area: Rect,
    editor: &Editor,
    message: Option<&Message>,
    theme: Theme,
) {
    let verdict = editor.verdict();
    let verdict_style = match verdict {
        Verdict::Conflict | Verdict::NoSolution => theme.error(),
        Verdict::UniqueSolution => theme.good(),
        Verdict::Checking | Verdict::MultipleSolutions => theme.heading(),
    };
    let givens = editor.grid.given_count();
    let mut lines = vec![Line::from(vec![
        Span::raw(format!(
            "{givens} given{} · ",
            if givens == 1 { "" } else { "s" }
        )),
        Span::styled(editor.diagnosis(), verdict_style),
    ])];
    lines.push(match explain(editor.conflicts(), editor.cursor) {
        Some(text) => Line::styled(text, theme.error()),
        None => Line::styled("no digit repeats in any row, column or box", theme.dim()),
    });
    if let Some(message) = message {
        let style = if message.is_error {
            theme.error()
        } else {
            theme.good()
        };
        lines.push(Line::styled(message.text.clone(), style));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}
