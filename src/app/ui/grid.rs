//! The 9x9 grid, drawn from a [`GridView`] so the editor and the solve
//! screen share it. Each cell is three characters wide: ` 5 ` normally,
//! `[5]` under the cursor, ` 5!` when the digit repeats in a row, column or
//! box, ` · ` when empty; the solve screen's [`CellMark`]s add their own
//! brackets. [`cell_rect`] is the one place that says where a cell is, for
//! drawing and for mouse clicks alike.

use std::collections::HashSet;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::{App, Theme};
use crate::grid::{Cell, Grid};

/// What the search is doing to a cell, shown by brackets (and styles).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellMark {
    /// `[·]` the cell being worked on, or `[5]` with the digit just placed.
    Current,
    /// `(5)` a digit tried there and rejected (crossed out).
    Rejected(u8),
    /// `>5<` the cell whose digit caused the rejection.
    Blocking,
    /// `<5>` the digit just taken back: a backtrack.
    Retracted(u8),
    /// `[x]` no digit fits here: a dead end.
    DeadEnd,
    /// `{·}` an empty cell the scan for the next cell passed over
    /// (restart-column, the bug lab).
    Skipped,
    /// `~·~` an empty cell that held a digit when the grid was complete,
    /// erased since because the result was ignored (forget-flag).
    Erased,
    /// `'5'` a digit a learner's code took back but left on its board
    /// (it never clears): stale, not placed.
    Left(u8),
}

impl CellMark {
    /// The three characters of a marked cell holding `symbol`.
    fn text(self, symbol: char) -> String {
        match self {
            CellMark::Current => format!("[{symbol}]"),
            CellMark::Rejected(d) => format!("({d})"),
            CellMark::Blocking => format!(">{symbol}<"),
            CellMark::Retracted(d) => format!("<{d}>"),
            CellMark::DeadEnd => "[x]".to_string(),
            CellMark::Skipped => format!("{{{symbol}}}"),
            CellMark::Erased => format!("~{symbol}~"),
            CellMark::Left(d) => format!("'{d}'"),
        }
    }
}

/// What the grid shows.
pub struct GridView<'a> {
    pub grid: &'a Grid,
    /// The editor's cursor, with its row, column and box shaded.
    pub cursor: Option<Cell>,
    /// Cells whose digit repeats in a unit.
    pub repeated: HashSet<Cell>,
    pub marks: Vec<(Cell, CellMark)>,
}

impl GridView<'_> {
    /// The editor's view: cursor and repeats.
    pub fn editor(app: &App) -> GridView<'_> {
        GridView {
            grid: &app.editor.grid,
            cursor: Some(app.editor.cursor),
            repeated: app
                .conflicts()
                .iter()
                .flat_map(|c| [c.first, c.second])
                .collect(),
            marks: Vec::new(),
        }
    }

    fn mark(&self, cell: Cell) -> Option<CellMark> {
        self.marks.iter().find(|(c, _)| *c == cell).map(|&(_, m)| m)
    }
}

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

pub fn render(frame: &mut Frame, area: Rect, view: &GridView, theme: Theme) {
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
            spans.push(cell_span(view, theme, cell));
        }
        spans.push(Span::styled("│", theme.border()));
        lines.push(Line::from(spans));
    }
    lines.push(Line::styled(BOTTOM, theme.border()));
    frame.render_widget(Paragraph::new(lines), area);
}

fn cell_span(view: &GridView, theme: Theme, cell: Cell) -> Span<'static> {
    let grid = view.grid;
    let repeated = view.repeated.contains(&cell);
    let digit = grid.get(cell);
    let (symbol, mut style) = match digit {
        0 => ('·', theme.dim()),
        d if grid.is_given(cell) => ((b'0' + d) as char, theme.given()),
        d => ((b'0' + d) as char, theme.placed()),
    };
    if let Some(mark) = view.mark(cell) {
        style = style.patch(match mark {
            CellMark::Current | CellMark::DeadEnd => theme.cursor(),
            CellMark::Rejected(_) => theme.rejected(),
            CellMark::Blocking => theme.conflict(),
            CellMark::Retracted(_) | CellMark::Left(_) => theme.retracted(),
            CellMark::Skipped | CellMark::Erased => theme.error(),
        });
        return Span::styled(mark.text(symbol), style);
    }
    let Some(c) = view.cursor else {
        return Span::styled(format!(" {symbol} "), style);
    };
    if cell.row() == c.row() || cell.col() == c.col() || cell.box_index() == c.box_index() {
        style = style.patch(theme.cursor_units());
    }
    if repeated {
        style = style.patch(theme.conflict());
    }
    let text = if cell == c {
        style = style.patch(theme.cursor());
        // A repeat under the cursor keeps its marker: `[5!`.
        if repeated {
            format!("[{symbol}!")
        } else {
            format!("[{symbol}]")
        }
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
