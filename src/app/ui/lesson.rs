//! A lesson on screen: the caption box of the stop shown, and the two
//! lists (the lessons, `c`; the open lesson's stops, `A`).
//!
//! The caption box goes where it hides least of what it talks about: in
//! the editor over the status lines under the grid (the tables beside the
//! grid stay in view); on the solve screen at the bottom of the panel
//! beside the grid (grid, narration and figures stay in view). At 80x24:
//!
//! ```text
//!  ┌ grid ┐  stack …
//!  │      │  ┌ Lesson 3 · stop 2/3 ───────────────┐
//!  │      │  │ The first dead end: no digit fits…  │
//!  │      │  │ → next stop  ← previous             │
//!  └──────┘  └─────────────────────────────────────┘
//! ```

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Padding, Paragraph};

use crate::app::keys::{self, Context};
use crate::app::lesson::title;
use crate::app::ui::{EditorAreas, SolveAreas, centered};
use crate::app::{App, Mode};
use crate::i18n::{columns, shorten_middle};
use crate::lesson::{BuiltIn, Place};

/// The caption's lines in `width` columns.
fn wrapped(text: &str, width: usize) -> Vec<String> {
    super::wrap::prose(text, width.max(8))
}

/// The area the caption box may take on the screen the app shows.
fn room(app: &App, size: Rect) -> Option<Rect> {
    match &app.mode {
        Mode::Edit => EditorAreas::of(size).map(|a| a.status),
        Mode::Solve(solve) if solve.shape.race.is_none() && solve.shape.tree.is_none() => {
            SolveAreas::of(size).and_then(|a| a.slots[0])
        }
        Mode::Solve(_) => None,
    }
}

/// Where the caption box goes on a `size` screen, when one is shown: the
/// side panel under it lays itself out above it, so the box hides none of
/// its lines (a code panel's current line among them).
pub fn caption_area(app: &App, size: Rect) -> Option<Rect> {
    caption_box(app, size).map(|(area, _, _)| area)
}

/// The caption box of the stop shown, when a lesson is open.
pub fn render_caption(frame: &mut Frame, size: Rect, app: &App) {
    let Some((area, heading, lines)) = caption_box(app, size) else {
        return;
    };
    let theme = app.theme;
    let block = Block::default()
        .borders(Borders::ALL)
        .padding(Padding::horizontal(1))
        .border_style(theme.border())
        .title(Span::styled(format!(" {heading} "), theme.heading()));
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

/// The caption box's area, heading and lines.
fn caption_box(app: &App, size: Rect) -> Option<(Rect, String, Vec<Line<'static>>)> {
    let (Some(run), Some(room)) = (&app.lesson, room(app, size)) else {
        return None;
    };
    // The teacher hid it (`i`): the panel under it takes the room.
    if run.hidden {
        return None;
    }
    let (theme, words) = (app.theme, &app.text().lesson);
    let inner = room.width.saturating_sub(4) as usize;
    let watched = app.solve().and_then(|s| s.watch.as_ref());
    let (heading, text) = match (run.at, run.current()) {
        // A learner's search run from the stop: the caption's question is
        // answered, and the stop's step is not this search's.
        (Some(i), Some(_)) if let Some(watch) = watched => (
            (words.stop_heading)(run.number(), i + 1, run.lesson.stops.len()),
            (words.watching)(&watch.file),
        ),
        (Some(i), Some(stop)) => {
            let mut heading = (words.stop_heading)(run.number(), i + 1, run.lesson.stops.len());
            if let (Place::Step(step), Some(solve)) = (stop.place, app.solve())
                && solve.step() != step
            {
                heading.push_str(&(words.off_stop)(solve.step()));
            }
            (heading, app.caption_words(&stop.caption))
        }
        _ => (
            title(&run.lesson, app.text()),
            words.before_first.to_string(),
        ),
    };
    let mut lines: Vec<Line> = wrapped(&text, inner).into_iter().map(Line::raw).collect();
    let captions = lines.len();
    // In the editor the box lies over the status lines, the message's
    // among them: the message a key left (Enter's refusal, a write's
    // note) is said in the box, so no key's result hides under it.
    // (Not the hint again: the last stop's → says it as both.)
    let hint = match run.over {
        true => words.after_last,
        false => words.box_hint,
    };
    if let (Mode::Edit, Some(message)) = (&app.mode, &app.message)
        && message.text != hint
        && message.text != text
    {
        let style = match message.is_error {
            true => theme.error(),
            false => theme.good(),
        };
        lines.extend(
            wrapped(&message.fitted(inner), inner)
                .into_iter()
                .map(|l| Line::styled(l, style)),
        );
    }
    lines.extend(
        wrapped(hint, inner)
            .into_iter()
            .map(|l| Line::styled(l, theme.dim())),
    );
    let height = (lines.len() as u16 + 2).min(room.height);
    // Keep the hint: the caption's last lines go first when it is too long.
    let hint_lines = lines.len() - captions;
    if lines.len() > height.saturating_sub(2) as usize {
        let keep = (height.saturating_sub(2) as usize).saturating_sub(hint_lines);
        let hint = lines.split_off(captions);
        lines.truncate(keep);
        lines.extend(hint);
    }
    let area = Rect::new(room.x, room.y + room.height - height, room.width, height);
    let heading = shorten_middle(&heading, inner.saturating_sub(2));
    Some((area, heading, lines))
}

/// One entry of a list, marked when selected.
fn entry<'a>(app: &App, selected: bool, text: String) -> Line<'a> {
    let marker = if selected { "▶ " } else { "  " };
    let line = Line::raw(format!("{marker}{text}"));
    match selected {
        true => line.style(app.theme.selected()),
        false => line,
    }
}

/// What the list's keys do, from the key table (`↑↓ select  Enter go
/// there  e caption …`), wrapped to `width` columns between entries.
fn footer_lines(context: Context, app: &App, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for (keys, word) in keys::footer(context, &app.text().keys) {
        let entry = format!("{keys} {word}");
        match lines.last_mut() {
            Some(line) if columns(line) + 2 + columns(&entry) <= width => {
                line.push_str("  ");
                line.push_str(&entry);
            }
            _ => lines.push(entry),
        }
    }
    lines
}

fn list(
    frame: &mut Frame,
    size: Rect,
    app: &App,
    (heading, context): (&str, Context),
    entries: Vec<Line>,
) {
    let width = 78usize.min(size.width as usize).saturating_sub(4);
    let footer = footer_lines(context, app, width);
    let height = entries.len() + 3 + footer.len();
    let popup = centered(size, 78, (height as u16).min(size.height));
    let mut lines = entries;
    lines.push(Line::raw(""));
    lines.extend(
        footer
            .into_iter()
            .map(|line| Line::styled(line, app.theme.dim())),
    );
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(app.theme.border())
        .title(Span::styled(format!(" {heading} "), app.theme.heading()));
    frame.render_widget(Clear, popup);
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}

/// The built-in lessons, numbered as `sudoku-dfs lesson N` opens them.
pub fn render_lessons(frame: &mut Frame, size: Rect, app: &App, selected: usize) {
    let words = &app.text().lesson;
    let entries = BuiltIn::ALL
        .iter()
        .enumerate()
        .map(|(i, b)| {
            entry(
                app,
                i == selected,
                format!("{:>2} {}", b.number(), (words.title)(*b)),
            )
        })
        .collect();
    list(
        frame,
        size,
        app,
        (words.list_title, Context::Lessons),
        entries,
    );
}

/// The open lesson's stops: where each stands and the start of its caption.
pub fn render_stops(frame: &mut Frame, size: Rect, app: &App, selected: usize) {
    let Some(run) = &app.lesson else { return };
    let words = &app.text().lesson;
    let width = 78usize.min(size.width as usize).saturating_sub(4);
    // As many stops as fit, around the one selected, with the keys under
    // them.
    let footer = footer_lines(Context::Stops, app, width).len();
    let fit = (size.height as usize).saturating_sub(5 + footer).max(1);
    let first = selected.saturating_sub(fit.saturating_sub(1));
    let entries = run
        .lesson
        .stops
        .iter()
        .enumerate()
        .skip(first)
        .take(fit)
        .map(|(i, stop)| {
            let place = match stop.place {
                Place::Step(n) => (words.stop_place)(Some(n)),
                Place::Editor => (words.stop_place)(None),
            };
            let head = format!("{} {place}  ", i + 1);
            let room = width.saturating_sub(columns(&head) + 2);
            let caption = app.caption_words(&stop.caption);
            let caption = match columns(&caption) > room {
                true => format!("{}…", cut_to(&caption, room.saturating_sub(1))),
                false => caption,
            };
            entry(app, i == selected, format!("{head}{caption}"))
        })
        .collect();
    list(
        frame,
        size,
        app,
        (words.stops_title, Context::Stops),
        entries,
    );
}

/// The start of `text` in at most `width` columns.
fn cut_to(text: &str, width: usize) -> &str {
    let mut used = 0;
    for (i, c) in text.char_indices() {
        used += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used > width {
            return &text[..i];
        }
    }
    text
}
