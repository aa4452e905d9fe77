//! The status lines: the diagnosis, the repeated digit explained in words,
//! and what the last action did.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::editor::explain;
use crate::app::{Editor, Message, Theme, Verdict};
use crate::i18n::Text;

pub fn render(
    frame: &mut Frame,
    area: Rect,
    editor: &Editor,
    message: Option<&Message>,
    theme: Theme,
    text: &Text,
) {
    let verdict = editor.verdict();
    let verdict_style = match verdict {
        Verdict::Conflict | Verdict::NoSolution => theme.error(),
        Verdict::UniqueSolution => theme.good(),
        Verdict::Checking | Verdict::MultipleSolutions => theme.heading(),
    };
    let givens = editor.grid.given_count();
    let mut lines = vec![Line::from(vec![
        Span::raw(format!("{} · ", (text.chrome.givens)(givens))),
        Span::styled(editor.diagnosis(text), verdict_style),
    ])];
    lines.push(match explain(editor.conflicts(), editor.cursor, text) {
        Some(sentence) => Line::styled(sentence, theme.error()),
        None => Line::styled(text.chrome.no_repeats, theme.dim()),
    });
    if let Some(message) = message {
        let style = if message.is_error {
            theme.error()
        } else {
            theme.good()
        };
        lines.push(Line::styled(message.fitted(area.width as usize), style));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}
