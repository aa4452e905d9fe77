//! The row, column and box tables of the cursor's cell — which digits each
//! one uses, the same tables the solver checks — with the entries behind a
//! repeated digit marked, and the cell's candidates read from them.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{Editor, Theme};
use crate::engine::{Engine, Event};
use crate::grid::{Cell, Grid};
use crate::tables::Tables;

const LABEL_WIDTH: usize = 11;

pub fn render(frame: &mut Frame, area: Rect, editor: &Editor, theme: Theme) {
    let cell = editor.cursor;
    let tables = editor.tables();
    let conflicts = editor.conflicts();

    let mut lines = vec![
        Line::styled(format!("Tables for {cell}"), theme.heading()),
        Line::styled(
            format!("{:LABEL_WIDTH$}1 2 3 4 5 6 7 8 9", "uses digit"),
            theme.dim(),
        ),
    ];
    for unit in cell.units() {
        let used = tables.used_in(unit);
        let mut spans = vec![Span::raw(format!("{:LABEL_WIDTH$}", unit.to_string()))];
        for digit in 1..=9u8 {
            if !used.contains(digit) {
                spans.push(Span::styled("· ", theme.dim()));
                continue;
            }
            let repeated = conflicts.iter().any(|c| c.unit == unit && c.digit == digit);
            spans.push(if repeated {
                Span::styled(format!("{digit}!"), theme.conflict())
            } else {
                Span::raw(format!("{digit} "))
            });
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::raw(""));
    lines.push(candidates_line(editor, cell, theme));
    lines.push(Line::styled(
        "  (the digits none of its three tables uses)",
        theme.dim(),
    ));
    lines.push(Line::raw(""));
    lines.push(Line::from(vec![
        Span::styled("[5]", theme.given().patch(theme.cursor())),
        Span::raw(" cursor  "),
        Span::styled(" 5!", theme.given().patch(theme.conflict())),
        Span::raw(" repeated digit  "),
        Span::styled(" · ", theme.dim()),
        Span::raw(" empty"),
    ]));
    frame.render_widget(Paragraph::new(lines), area);
}

/// `r4c6 candidates: 1 4 7`; for a filled cell, the candidates it would
/// have if it were cleared.
fn candidates_line(editor: &Editor, cell: Cell, theme: Theme) -> Line<'static> {
    let digit = editor.grid.get(cell);
    if digit == 0 {
        let candidates = editor.tables().candidates(cell);
        let tail = if candidates.is_empty() {
            "none: a dead end".to_string()
        } else {
            candidates.to_string()
        };
        return Line::from(vec![
            Span::styled(format!("{cell} candidates: "), theme.heading()),
            Span::raw(tail),
        ]);
    }
    let mut cleared: Grid = editor.grid.clone();
    cleared.set_given(cell, 0);
    let candidates = Tables::from_grid(&cleared).candidates(cell);
    Line::from(vec![
        Span::styled(format!("{cell} holds {digit}"), theme.heading()),
        Span::raw(format!(" · if cleared, candidates: {candidates}")),
    ])
}

/// The solve screen's tables: those of the cell the search works on, the
/// entries its check of the current digit reads reversed — up to the one
/// that holds it on a reject (`5!`) — and the marks a placement sets
/// (`5+`) or an undo clears (`·-`) as they happen.
pub fn render_search(frame: &mut Frame, area: Rect, engine: &Engine, theme: Theme) {
    let event = engine.last_event();
    let cell = event
        .and_then(|e| e.cell())
        .or_else(|| engine.stack().last().map(|f| f.cell()));
    let Some(cell) = cell else {
        let text = match event {
            None => "Tables: the search has not started",
            Some(_) => "Tables: the search is over",
        };
        frame.render_widget(Paragraph::new(Line::styled(text, theme.heading())), area);
        return;
    };
    let digit = event.and_then(|e| e.digit());
    let tables = engine.tables();
    let heading = match digit {
        Some(d) => format!("Tables for {cell} · digit {d}"),
        None => format!("Tables for {cell}"),
    };
    let mut lines = vec![
        Line::styled(heading, theme.heading()),
        Line::styled(format!("{:9}1 2 3 4 5 6 7 8 9", ""), theme.dim()),
    ];
    for unit in cell.units() {
        let used = tables.used_in(unit);
        // Whether the check reads this table, and what it finds there.
        let read = match event {
            Some(Event::Reject { reason, .. }) => unit.kind() as u8 <= reason as u8,
            Some(Event::Place { .. } | Event::Undo { .. }) => true,
            _ => false,
        };
        let mut spans = vec![Span::raw(format!("{:9}", unit.to_string()))];
        for d in 1..=9u8 {
            let shown = if used.contains(d) {
                (b'0' + d) as char
            } else {
                '·'
            };
            if read && Some(d) == digit {
                let (marker, style) = match event {
                    Some(Event::Reject { reason, .. }) if unit.kind() == reason => {
                        ('!', theme.conflict().patch(theme.selected()))
                    }
                    Some(Event::Place { .. }) => ('+', theme.selected()),
                    Some(Event::Undo { .. }) => ('-', theme.selected()),
                    _ => (' ', theme.selected()),
                };
                spans.push(Span::styled(shown.to_string(), style));
                spans.push(Span::styled(marker.to_string(), style));
            } else if used.contains(d) {
                spans.push(Span::raw(format!("{shown} ")));
            } else {
                spans.push(Span::styled("· ", theme.dim()));
            }
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::styled("reversed: read by the check", theme.dim()));
    lines.push(Line::styled(
        "5! holds  5+ marked  ·- unmarked",
        theme.dim(),
    ));
    lines.push(Line::raw(""));
    lines.push(Line::styled(
        "[5] current  (5) rejected by >5<",
        theme.dim(),
    ));
    lines.push(Line::styled("<5> taken back  [x] dead end", theme.dim()));
    frame.render_widget(Paragraph::new(lines), area);
}
