//! The notes of a watched run (`o`): how it ended, the first difference
//! from the classic search, the findings, the interpreter's message and
//! what the learner's program printed — in a window over the side panels,
//! never over the grid, scrolled by lines.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use super::layout::SolveAreas;
use crate::app::watch::{Watch, end_sentence, message_lines};
use crate::app::{App, Mode};
use crate::i18n::Text;

/// The notes' lines, unwrapped: headings flagged. What the learner's
/// program printed or raised is among them, so each line is made visible
/// (an escape sequence shown, not sent to the terminal).
pub fn lines(watch: &Watch, text: &Text) -> Vec<(String, bool)> {
    unsafe_lines(watch, text)
        .into_iter()
        .map(
            |(line, heading)| match crate::visible::visible_line(&line) {
                std::borrow::Cow::Borrowed(_) => (line, heading),
                std::borrow::Cow::Owned(shown) => (shown, heading),
            },
        )
        .collect()
}

/// [`lines`] as they were written or printed.
fn unsafe_lines(watch: &Watch, text: &Text) -> Vec<(String, bool)> {
    let words = &text.watch;
    let mut out = Vec::new();
    if let Some(end) = &watch.end {
        out.push((words.notes_run.to_string(), true));
        let ended = end_sentence(end, &watch.limits, text);
        out.push((
            ended.unwrap_or_else(|| words.ended_returned.to_string()),
            false,
        ));
    }
    out.push((String::new(), false));
    out.push((words.notes_findings.to_string(), true));
    out.push((
        match (&watch.notes.difference, &watch.notes.same_as) {
            (Some(difference), _) => difference.clone(),
            (None, Some(same)) => same.clone(),
            (None, None) => String::new(),
        },
        false,
    ));
    out.extend(watch.notes.sentences.iter().map(|s| (s.clone(), false)));
    let message = watch
        .end
        .as_ref()
        .map(|end| message_lines(end, text))
        .unwrap_or_default();
    if !message.is_empty() {
        out.push((String::new(), false));
        out.push((words.notes_message.to_string(), true));
        out.extend(message.into_iter().map(|l| (l, false)));
    }
    if watch.end.is_some() {
        out.push((String::new(), false));
        out.push((words.notes_output.to_string(), true));
        if watch.output.lines.is_empty() {
            out.push((words.output_none.to_string(), false));
        }
        out.extend(watch.output.lines.iter().map(|l| (l.clone(), false)));
        if watch.output.dropped_lines > 0 {
            out.push(((words.output_dropped)(watch.output.dropped_lines), false));
        }
    }
    out
}

/// Draws the notes right of the grid.
pub fn render(frame: &mut Frame, size: Rect, app: &App, scroll: u16) {
    let (Mode::Solve(solve), Some(areas)) = (&app.mode, SolveAreas::of(size)) else {
        return;
    };
    let Some(watch) = &solve.watch else {
        return;
    };
    let x = areas.grid.right() + 1;
    let area = Rect {
        x,
        y: areas.header.bottom(),
        width: size.width.saturating_sub(x),
        height: areas.footer.y.saturating_sub(areas.header.bottom()),
    };
    let theme = app.theme;
    let text = app.text();
    let inner_width = area.width.saturating_sub(2).max(1) as usize;
    let mut rows: Vec<Line> = Vec::new();
    for (line, heading) in lines(watch, text) {
        let style = if heading {
            theme.heading()
        } else {
            Default::default()
        };
        if line.is_empty() {
            rows.push(Line::raw(""));
            continue;
        }
        // The learner's output is shown as printed: wrapped, never cut.
        for part in super::wrap::prose(&line, inner_width) {
            rows.push(Line::from(Span::styled(part, style)));
        }
    }
    let room = area.height.saturating_sub(2) as usize;
    let start = (scroll as usize).min(rows.len().saturating_sub(room));
    let shown: Vec<Line> = rows.into_iter().skip(start).take(room).collect();
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(
            format!(" {} ", text.watch.notes_title),
            theme.heading(),
        ));
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(shown).block(block), area);
}
