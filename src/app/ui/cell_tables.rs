//! The row, column and box tables of the cursor's cell — which digits each
//! one uses, the same tables the solver checks — with the entries behind a
//! repeated digit marked, and the cell's candidates read from them.
//!
//! Entries are three columns wide (`5` and its marker, then a space), so a
//! marker never runs into the next entry.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::{Editor, Theme};
use crate::engine::Event;
use crate::grid::{Cell, Grid};
use crate::i18n::{Text, pad_to};
use crate::search::Search;

/// The solve tables' label column: `col 6 `.
const SEARCH_LABEL_WIDTH: usize = 6;
use crate::tables::Tables;

const LABEL_WIDTH: usize = 11;
/// The digits over the entries' columns.
const DIGITS: &str = "1  2  3  4  5  6  7  8  9";

/// One table entry: the digit (or `·`) and its marker, then a space
/// unless it is the ninth.
fn entry(shown: char, marker: char, digit: u8) -> String {
    let gap = if digit == 9 { "" } else { " " };
    format!("{shown}{marker}{gap}")
}

pub fn render(frame: &mut Frame, area: Rect, editor: &Editor, theme: Theme, text: &Text) {
    let cell = editor.cursor;
    let tables = editor.tables();
    let conflicts = editor.conflicts();
    let words = &text.panels;

    let mut lines = vec![
        Line::styled((words.tables_for)(cell), theme.heading()),
        Line::styled(
            format!("{}{DIGITS}", pad_to(words.uses_digit, LABEL_WIDTH)),
            theme.dim(),
        ),
    ];
    for unit in cell.units() {
        let used = tables.used_in(unit);
        let label = pad_to(&(words.unit_name)(unit), LABEL_WIDTH);
        let mut spans = vec![Span::raw(label)];
        for digit in 1..=9u8 {
            if !used.contains(digit) {
                spans.push(Span::styled(entry('·', ' ', digit), theme.dim()));
                continue;
            }
            let shown = (b'0' + digit) as char;
            let repeated = conflicts.iter().any(|c| c.unit == unit && c.digit == digit);
            spans.push(if repeated {
                Span::styled(entry(shown, '!', digit), theme.conflict())
            } else {
                Span::raw(entry(shown, ' ', digit))
            });
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::raw(""));
    lines.push(candidates_line(editor, cell, theme, text));
    lines.push(Line::styled(words.candidates_note, theme.dim()));
    lines.push(Line::raw(""));
    let [cursor, repeated, empty] = words.tables_key;
    lines.push(Line::from(vec![
        Span::styled("[5]", theme.given().patch(theme.cursor())),
        Span::raw(format!(" {cursor}  ")),
        Span::styled(" 5!", theme.given().patch(theme.conflict())),
        Span::raw(format!(" {repeated}  ")),
        Span::styled(" · ", theme.dim()),
        Span::raw(format!(" {empty}")),
    ]));
    frame.render_widget(Paragraph::new(lines), area);
}

/// `r4c6 candidates: 1 4 7`; for a filled cell, the candidates it would
/// have if it were cleared.
fn candidates_line(editor: &Editor, cell: Cell, theme: Theme, text: &Text) -> Line<'static> {
    let words = &text.panels;
    let digit = editor.grid.get(cell);
    if digit == 0 {
        let candidates = editor.tables().candidates(cell);
        let tail = if candidates.is_empty() {
            words.no_candidates.to_string()
        } else {
            candidates.to_string()
        };
        return Line::from(vec![
            Span::styled((words.candidates_of)(cell), theme.heading()),
            Span::raw(tail),
        ]);
    }
    let mut cleared: Grid = editor.grid.clone();
    cleared.set_given(cell, 0);
    let candidates = Tables::from_grid(&cleared).candidates(cell);
    // No candidate is said in the screen's words (a digit set's own
    // `none` is English).
    let candidates = match candidates.is_empty() {
        true => words.no_candidates.to_string(),
        false => candidates.to_string(),
    };
    Line::from(vec![
        Span::styled((words.holds)(cell, digit), theme.heading()),
        Span::raw((words.if_cleared)(&candidates)),
    ])
}

/// The cell the search enters first: its first event, run on a copy at
/// step 0 (a grid without an empty cell has none).
fn first_cell(search: &dyn Search) -> Option<Cell> {
    match search.copy_at(0).step() {
        Some(Event::Enter { cell, .. }) => Some(cell),
        _ => None,
    }
}

/// The solve screen's tables: those of the cell the search works on, the
/// entries its check of the current digit reads reversed — up to the one
/// that holds it on a reject (`5!`) — and the marks a placement sets
/// (`5+`) or an undo clears (`·-`) as they happen.
pub fn render_search(
    frame: &mut Frame,
    area: Rect,
    search: &dyn Search,
    theme: Theme,
    text: &Text,
) {
    let words = &text.panels;
    let event = search.last_event();
    // At step 0 the tables hold the givens: those of the cell the search
    // enters first (its own first event, whatever the strategy).
    let cell = event
        .and_then(|e| e.cell())
        .or_else(|| search.stack().last().map(|f| f.cell()))
        .or_else(|| event.is_none().then(|| first_cell(search)).flatten());
    let Some(cell) = cell else {
        let said = match event {
            None => words.tables_at_start,
            Some(_) => words.tables_over,
        };
        frame.render_widget(Paragraph::new(Line::styled(said, theme.heading())), area);
        return;
    };
    let digit = event.and_then(|e| e.digit());
    let tables = search.tables();
    let heading = match (event, digit) {
        (None, _) => (words.tables_at_step_zero)(cell),
        (_, Some(d)) => (words.tables_for_digit)(cell, d),
        (_, None) => (words.tables_for)(cell),
    };
    let mut lines = vec![
        Line::styled(heading, theme.heading()),
        Line::styled(format!("{:SEARCH_LABEL_WIDTH$}{DIGITS}", ""), theme.dim()),
    ];
    // forget-restore's stale entries: the table claims the digit, no cell
    // of the unit holds it. The correct search never has one.
    let mut any_stale = false;
    for unit in cell.units() {
        let used = tables.used_in(unit);
        let stale =
            |d: u8| used.contains(d) && unit.cells().iter().all(|&c| search.state().digit(c) != d);
        // Whether the check reads this table, and what it finds there.
        let read = match event {
            Some(Event::Reject { reason, .. }) => unit.kind() as u8 <= reason as u8,
            Some(Event::Place { .. } | Event::Undo { .. }) => true,
            _ => false,
        };
        // `row 4`, `col 6`, `box 5`: the names of the listing's tables.
        let label = (words.table_label)(unit.kind(), unit.index() + 1);
        let mut spans = vec![Span::raw(pad_to(&label, SEARCH_LABEL_WIDTH))];
        for d in 1..=9u8 {
            let shown = if used.contains(d) {
                (b'0' + d) as char
            } else {
                '·'
            };
            if read && Some(d) == digit {
                let (marker, style) = match event {
                    Some(Event::Reject { reason, .. }) if unit.kind() == reason => {
                        ('*', theme.conflict().patch(theme.selected()))
                    }
                    Some(Event::Place { .. }) => ('+', theme.selected()),
                    Some(Event::Undo { .. }) => ('-', theme.selected()),
                    _ => (' ', theme.selected()),
                };
                spans.push(Span::styled(format!("{shown}{marker}"), style));
                if d < 9 {
                    spans.push(Span::raw(" "));
                }
            } else if stale(d) {
                any_stale = true;
                spans.push(Span::styled(entry(shown, '?', d), theme.error()));
            } else if used.contains(d) {
                spans.push(Span::raw(entry(shown, ' ', d)));
            } else {
                spans.push(Span::styled(entry('·', ' ', d), theme.dim()));
            }
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::styled(words.read_by_check, theme.dim()));
    if any_stale {
        lines.push(Line::styled(
            crate::app::lab::stale_mark(text),
            theme.error(),
        ));
    }
    // The rows of the tables fit the narrowest slot (33 columns); the
    // stale mark's sentence may not, so it wraps instead of being cut.
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}
