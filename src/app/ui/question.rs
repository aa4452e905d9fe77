//! The popups that ask before something happens to a file or a grid:
//! saving over a file this session did not write, waiting for a slow file,
//! and the grid a stopped session left. Their key hints come from the key
//! table, like the footer.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use crate::app::save::Holds;
use crate::app::ui::centered;
use crate::app::{App, keys};

/// "ten.txt holds 10 puzzles. Replace line 5, or save elsewhere?"
pub fn confirm_save(frame: &mut Frame, area: Rect, app: &App, typed: &str, holds: &Holds) {
    let words = &app.text().chrome;
    let mut lines = vec![
        Line::raw(format!(" {typed}")),
        Line::raw((words.save_over_exists)(&holds.describe(app.text()))),
    ];
    // What each offered key does; the hints below offer the same keys.
    let whole = holds.is_only_a_puzzle();
    if whole {
        lines.push(Line::raw(words.save_over_whole));
    }
    match app.line_in(holds) {
        Some((line, _)) if app.was_opened_from(holds) => {
            lines.push(Line::raw((words.save_over_line)(line)))
        }
        Some((line, _)) => lines.push(Line::raw((words.save_over_lone_line)(line))),
        None if whole => {}
        None => lines.push(Line::raw(words.save_over_loses)),
    }
    lines.push(Line::raw(words.save_over_elsewhere));
    popup(frame, area, app, words.save_over_title, lines);
}

/// "Opening pipe… Esc stops waiting."
pub fn opening(frame: &mut Frame, area: Rect, app: &App, typed: &str) {
    let words = &app.text().chrome;
    let lines = vec![
        Line::raw((words.opening_reading)(typed)),
        Line::raw(words.opening_fifo),
    ];
    popup(frame, area, app, words.opening_title, lines);
}

/// "Running solution.py… Esc cancels." (the editor's `W`).
pub fn running(frame: &mut Frame, area: Rect, app: &App, typed: &str) {
    let words = &app.text().watch;
    let lines = vec![Line::raw((words.running_status)(typed))];
    popup(frame, area, app, words.running_title, lines);
}

/// "A grid was recovered: r opens it, d discards it."
pub fn recovered(frame: &mut Frame, area: Rect, app: &App) {
    let Some(recovered) = app.recovered() else {
        return;
    };
    let words = &app.text().chrome;
    // The file keeps the title in the language of the session that wrote
    // it: a shipped puzzle's name is said in this one's.
    let shipped = crate::puzzles::all().iter().find(|p| {
        crate::i18n::Lang::ALL
            .iter()
            .any(|lang| (lang.text().chrome.puzzle_name)(p.name) == recovered.title)
    });
    let title = shipped.map_or(recovered.title.as_str(), |p| (words.puzzle_name)(p.name));
    let mut lines = vec![
        Line::raw(words.recovered_stopped),
        Line::raw((words.recovered_kept)(title, recovered.grid.given_count())),
    ];
    if let Some(path) = &recovered.path {
        lines.push(Line::raw((words.recovered_path)(path)));
    }
    popup(frame, area, app, words.recovered_title, lines);
}

/// The popups' width, borders included.
const WIDTH: u16 = 70;

/// A centred box with `lines`, then the context's keys from the key table
/// that can do something now ([`App::offers`]).
fn popup(frame: &mut Frame, area: Rect, app: &App, title: &str, mut lines: Vec<Line<'static>>) {
    let theme = app.theme;
    let mut hint = vec![Span::raw(" ")];
    for (keys, word, action) in keys::footer_bindings(app.context(), &app.text().keys) {
        if !app.offers(action) {
            continue;
        }
        hint.push(Span::styled(keys, theme.key()));
        hint.push(Span::raw(format!(" {word}  ")));
    }
    lines.push(Line::raw(""));
    lines.push(Line::from(hint));
    // As tall as the lines are once wrapped: a line that wraps must not
    // push the key hints out of the box.
    let inner = usize::from(WIDTH.min(area.width).saturating_sub(2)).max(1);
    let rows: usize = lines
        .iter()
        .map(|line| {
            let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
            super::wrap::prose(&text, inner).len().max(1)
        })
        .sum();
    let popup = centered(area, WIDTH, u16::try_from(rows + 2).unwrap_or(u16::MAX));
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.border())
        .title(Span::styled(title.to_string(), theme.heading()));
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        popup,
    );
}
