//! The row, column and box tables of the cursor's cell — which digits each
//! one uses, the same tables the solver checks — with the entries behind a
//! repeated digit marked, and the cell's candidates read from them.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::App;
use crate::grid::{Cell, Grid};
use crate::tables::Tables;

const LABEL_WIDTH: usize = 11;

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let cell = app.cursor;
    let tables = Tables::from_grid(&app.grid);
    let conflicts = app.conflicts();

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
    lines.push(candidates_line(app, cell));
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
fn candidates_line(app: &App, cell: Cell) -> Line<'static> {
    let digit = app.grid.get(cell);
    if digit == 0 {
        let candidates = Tables::from_grid(&app.grid).candidates(cell);
        let tail = if candidates.is_empty() {
            "none: a dead end".to_string()
        } else {
            candidates.to_string()
        };
        return Line::from(vec![
            Span::styled(format!("{cell} candidates: "), app.theme.heading()),
            Span::raw(tail),
        ]);
    }
    let mut cleared: Grid = app.grid.clone();
    cleared.set_given(cell, 0);
    let candidates = Tables::from_grid(&cleared).candidates(cell);
    Line::from(vec![
        Span::styled(format!("{cell} holds {digit}"), app.theme.heading()),
        Span::raw(format!(" · if cleared, candidates: {candidates}")),
    ])
}
