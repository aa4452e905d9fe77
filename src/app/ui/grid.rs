//! The 9x9 grid, drawn from a [`GridView`] so the editor and the solve
//! screen share it. Each cell is three characters wide: ` 5 ` normally,
//! `[5]` under the cursor, ` 5!` when the digit repeats in a row, column or
//! box, ` · ` when empty; the solve screen's [`CellMark`]s add their own
//! brackets. On a large terminal ([`size_for`]) each cell is drawn larger,
//! five columns by three rows with the same marks in its middle, so a class
//! reads the digits from the back row. [`cell_rect`] is the one place that
//! says where a cell is, for drawing and for mouse clicks alike.

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
    /// `-·-` an empty cell whose kept candidates lost digits that fit it:
    /// removed by placements since taken back, never given back
    /// (forget-candidates).
    Forgotten,
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
            CellMark::Forgotten => format!("-{symbol}-"),
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

/// The large grid: nine cells of five columns and four lines; nine rows
/// of three and four lines.
pub const LARGE_WIDTH: u16 = 9 * 5 + 4;
pub const LARGE_HEIGHT: u16 = 9 * 3 + 4;
/// The smallest terminal whose solve screen gets the large grid: there
/// its panels and progress still have their room beside and under it.
/// (80x24 and 120x40 keep the small one.)
pub const LARGE_TERMINAL: (u16, u16) = (130, 46);
/// The smallest terminal whose editor gets the large grid: the tables and
/// the status go beside it, so it needs only its own rows, the header's
/// and the footer's (120x40 has it: the editor does not leave half the
/// screen empty there).
pub const LARGE_EDITOR_TERMINAL: (u16, u16) = (110, LARGE_HEIGHT + 5);

const TOP: &str = "┌─────────┬─────────┬─────────┐";
const MIDDLE: &str = "├─────────┼─────────┼─────────┤";
const BOTTOM: &str = "└─────────┴─────────┴─────────┘";

/// The grid's size on a terminal of this size.
pub fn size_for(terminal: Rect) -> (u16, u16) {
    if terminal.width >= LARGE_TERMINAL.0 && terminal.height >= LARGE_TERMINAL.1 {
        (LARGE_WIDTH, LARGE_HEIGHT)
    } else {
        (WIDTH, HEIGHT)
    }
}

/// The editor's grid size on a terminal of this size.
pub fn editor_size_for(terminal: Rect) -> (u16, u16) {
    let (width, height) = LARGE_EDITOR_TERMINAL;
    if terminal.width >= width && terminal.height >= height {
        (LARGE_WIDTH, LARGE_HEIGHT)
    } else {
        (WIDTH, HEIGHT)
    }
}

/// A cell's columns and rows in a grid drawn in `area`.
fn cell_size(area: Rect) -> (u16, u16) {
    if area.width >= LARGE_WIDTH && area.height >= LARGE_HEIGHT {
        (5, 3)
    } else {
        (3, 1)
    }
}

/// The screen rectangle of one cell inside the grid's area.
pub fn cell_rect(area: Rect, cell: Cell) -> Rect {
    let (row, col) = (cell.row() as u16, cell.col() as u16);
    let (width, height) = cell_size(area);
    Rect::new(
        area.x + 1 + col * width + col / 3,
        area.y + 1 + row * height + row / 3,
        width,
        height,
    )
}

/// The cell at a screen position, if the position is on one.
pub fn cell_at(area: Rect, column: u16, row: u16) -> Option<Cell> {
    Cell::all().find(|&cell| {
        let r = cell_rect(area, cell);
        (r.x..r.right()).contains(&column) && (r.y..r.bottom()).contains(&row)
    })
}

/// A border line of the large grid: `left`, three boxes of fifteen `─`
/// split by `split`, `right`.
fn large_line(left: char, split: char, right: char) -> String {
    let bar = "─".repeat(15);
    format!("{left}{bar}{split}{bar}{split}{bar}{right}")
}

pub fn render(frame: &mut Frame, area: Rect, view: &GridView, theme: Theme) {
    if cell_size(area) != (3, 1) {
        render_large(frame, area, view, theme);
        return;
    }
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
            let (text, style, _) = cell_look(view, theme, Cell::at(row, col));
            spans.push(Span::styled(text, style));
        }
        spans.push(Span::styled("│", theme.border()));
        lines.push(Line::from(spans));
    }
    lines.push(Line::styled(BOTTOM, theme.border()));
    frame.render_widget(Paragraph::new(lines), area);
}

/// Each cell five columns by three rows: its three characters in the
/// middle, the rest in the cell's background (the cursor's units shaded).
fn render_large(frame: &mut Frame, area: Rect, view: &GridView, theme: Theme) {
    let mut lines = Vec::with_capacity(LARGE_HEIGHT as usize);
    lines.push(Line::styled(large_line('┌', '┬', '┐'), theme.border()));
    for row in 0..9 {
        if row == 3 || row == 6 {
            lines.push(Line::styled(large_line('├', '┼', '┤'), theme.border()));
        }
        let looks: Vec<_> = (0..9)
            .map(|col| cell_look(view, theme, Cell::at(row, col)))
            .collect();
        for part in 0..3 {
            let mut spans = Vec::with_capacity(40);
            for (col, (text, style, around)) in looks.iter().enumerate() {
                if col % 3 == 0 {
                    spans.push(Span::styled("│", theme.border()));
                }
                if part == 1 {
                    spans.push(Span::styled(" ", *around));
                    spans.push(Span::styled(text.clone(), *style));
                    spans.push(Span::styled(" ", *around));
                } else {
                    spans.push(Span::styled("     ", *around));
                }
            }
            spans.push(Span::styled("│", theme.border()));
            lines.push(Line::from(spans));
        }
    }
    lines.push(Line::styled(large_line('└', '┴', '┘'), theme.border()));
    frame.render_widget(Paragraph::new(lines), area);
}

/// A cell's three characters, their style, and the style of the space
/// around them in a large cell (the cursor's units shaded).
fn cell_look(view: &GridView, theme: Theme, cell: Cell) -> (String, Style, Style) {
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
            CellMark::Skipped | CellMark::Erased | CellMark::Forgotten => theme.error(),
        });
        return (mark.text(symbol), style, Style::default());
    }
    let Some(c) = view.cursor else {
        return (format!(" {symbol} "), style, Style::default());
    };
    let mut around = Style::default();
    if cell.row() == c.row() || cell.col() == c.col() || cell.box_index() == c.box_index() {
        style = style.patch(theme.cursor_units());
        around = theme.cursor_units();
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
    (text, Style::default().patch(style), around)
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
        // The large grid: every row and column of a cell is that cell.
        let area = Rect::new(1, 2, LARGE_WIDTH, LARGE_HEIGHT);
        for cell in Cell::all() {
            let r = cell_rect(area, cell);
            assert_eq!((r.width, r.height), (5, 3));
            for (x, y) in (r.x..r.right()).flat_map(|x| (r.y..r.bottom()).map(move |y| (x, y))) {
                assert_eq!(cell_at(area, x, y), Some(cell));
            }
        }
        assert_eq!(cell_at(area, 1, 3), None, "the left border");
        assert_eq!(cell_at(area, 2, 2), None, "the top border");
        assert_eq!(cell_at(area, 17, 3), None, "between boxes");
        assert_eq!(cell_at(area, 2, 12), None, "between bands");
        assert_eq!(size_for(Rect::new(0, 0, 120, 40)), (WIDTH, HEIGHT));
        assert_eq!(
            size_for(Rect::new(0, 0, 160, 50)),
            (LARGE_WIDTH, LARGE_HEIGHT)
        );
    }

    /// Every mark the grid draws has an entry in the glossary, as the
    /// glossary writes it (its example digit): the match names every
    /// variant, so a new mark does not compile here until it is given the
    /// symbol its entry shows, and fails until the entry is written.
    #[test]
    fn every_mark_the_grid_draws_has_a_glossary_entry() {
        use crate::app::glossary::GLOSSARY;
        use crate::i18n::panels::Place;
        let marks = [
            CellMark::Current,
            CellMark::Rejected(2),
            CellMark::Blocking,
            CellMark::Retracted(9),
            CellMark::DeadEnd,
            CellMark::Skipped,
            CellMark::Erased,
            CellMark::Forgotten,
            CellMark::Left(5),
        ];
        for mark in marks {
            let (symbol, places): (char, &[Place]) = match mark {
                CellMark::Current => ('·', &[Place::Grid]),
                CellMark::Rejected(_) | CellMark::Retracted(_) | CellMark::DeadEnd => {
                    ('·', &[Place::Grid])
                }
                CellMark::Blocking => ('2', &[Place::Grid]),
                CellMark::Skipped | CellMark::Erased | CellMark::Forgotten => ('·', &[Place::Lab]),
                CellMark::Left(_) => ('·', &[Place::Watch]),
            };
            let drawn = mark.text(symbol);
            assert!(
                GLOSSARY
                    .iter()
                    .any(|t| t.term == drawn && places.contains(&t.place)),
                "{drawn} ({mark:?}) has no glossary entry"
            );
        }
    }
}
