//! The 9x9 grid. Each cell is three characters wide: ` 5 ` normally,
//! `[5]` under the cursor, ` 5!` when the digit repeats in a row, column or
//! box, ` · ` when empty. [`cell_rect`] is the one place that says where a
//! cell is, for drawing and for mouse clicks alike.

use std::collections::HashSet;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::App;
use crate::grid::Cell;

/// Nine cells of three characters and four vertical lines.
pub const WIDTH: u16 = 31;
/// Nine rows and four horizontal lines.
pub const HEIGHT: u16 = 13;

const TOP: &str = "┌─────────┬─────────┬─────────┐";
const MIDDLE: &str = "├─────────┼─────────┼─────────┤";
const BOTTOM: &str = "└─────────┴─────────┴─────────┘";

/// The screen rectangle of one cell inside the grid's area.
pub fn cell_rect(area: Rect, cell: Cell) -> Rect {
    let (row, col) = (cell.row() as u16, cell.col() as u16);
    Rect::new(
        area.x + 1 + col * 3 + col / 3,
        area.y + 1 + row + row / 3,
        3,
        1,
    )
}

/// The cell at a screen position, if the position is on one.
pub fn cell_at(area: Rect, column: u16, row: u16) -> Option<Cell> {
    Cell::all().find(|&cell| {
        let r = cell_rect(area, cell);
        (r.x..r.right()).contains(&column) && r.y == row
    })
}

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let theme = app.theme;
    let repeated: HashSet<Cell> = app
        .conflicts()
        .iter()
        .flat_map(|c| [c.first, c.second])
        .collect();
    let mut lines = Vec::with_capacity(HEIGHT as usize);
    lines.push(Line::styled(TOP, theme.border()));
    for row in 0..9 {
        if row == 3 || row == 6 {
            lines.push(Line::styled(MIDDLE, theme.border()));
        }
        let mut spans = Vec::with_capacity(13);
        for col in 0..9 {
            if col % 3 == 0 {
                spans.push(Span::styled("│", theme.border()));
            }
            let cell = Cell::at(row, col);
            spans.push(cell_span(app, cell, repeated.contains(&cell)));
        }
        spans.push(Span::styled("│", theme.border()));
        lines.push(Line::from(spans));
    }
    lines.push(Line::styled(BOTTOM, theme.border()));
    frame.render_widget(Paragraph::new(lines), area);
}

fn cell_span(app: &App, cell: Cell, repeated: bool) -> Span<'static> {
    let theme = app.theme;
    let digit = app.grid.get(cell);
    let (symbol, mut style) = match digit {
        0 => ('·', theme.dim()),
        d if app.grid.is_given(cell) => ((b'0' + d) as char, theme.given()),
        d => ((b'0' + d) as char, theme.placed()),
    };
    let c = app.cursor;
    if cell.row() == c.row() || cell.col() == c.col() || cell.box_index() == c.box_index() {
        style = style.patch(theme.cursor_units());
    }
    if repeated {
        style = style.patch(theme.conflict());
    }
    let text = if cell == app.cursor {
        style = style.patch(theme.cursor());
        format!("[{symbol}]")
    } else if repeated {
        format!(" {symbol}!")
    } else {
        format!(" {symbol} ")
    };
    Span::styled(text, Style::default().patch(style))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_rectangles_and_hit_testing_agree() {
        let area = Rect::new(1, 2, WIDTH, HEIGHT);
        assert_eq!(cell_rect(area, Cell::at(0, 0)), Rect::new(2, 3, 3, 1));
        assert_eq!(cell_rect(area, Cell::at(8, 8)), Rect::new(28, 13, 3, 1));
        for cell in Cell::all() {
            let r = cell_rect(area, cell);
            for x in r.x..r.right() {
                assert_eq!(cell_at(area, x, r.y), Some(cell));
            }
        }
        // Borders are no cell.
        assert_eq!(cell_at(area, 1, 3), None);
        assert_eq!(cell_at(area, 11, 3), None);
        assert_eq!(cell_at(area, 2, 6), None);
    }
}
