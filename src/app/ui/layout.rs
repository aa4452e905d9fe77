//! Where every panel goes, for both screens: a pure function of the
//! terminal's size, built from ratatui `Layout` constraints. Drawing and
//! the input layer's hit-testing use the same areas. A new panel is a
//! field here and one line in the screen's split.
//!
//! The editor (at 80x24 the rows are as shown; wider and taller
//! terminals give the extra room to the tables and the status):
//!
//! ```text
//!  header                                     1 row
//!                                             1 row
//!  ┌ grid 31x13 ┐  tables (the rest)          13 rows
//!                                             1 row
//!  status (the rest, 1 column in from each side)
//!                                             1 row
//!  footer                                     1 row
//! ```
//!
//! The solve screen:
//!
//! ```text
//!  header                                              1 row
//!                                                      1 row
//!  ┌ grid ┐  stack (24 wide when code fits) │ code     the rest
//!                                          │ log (when 22 rows fit)
//!  tables (under the grid, when 5 rows fit)
//!                                                      1 row
//!  progress                                            6 rows
//!  footer                                              2 rows
//! ```

use ratatui::layout::{Constraint, Layout, Margin, Rect, Size};

use super::grid;

pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Rows of the solve screen's progress block: three of figures, two of
/// narration, one message.
pub const PROGRESS_HEIGHT: u16 = 6;
/// The stack's width when the code panel sits beside it.
const STACK_WIDTH: u16 = 24;
/// The narrowest code panel worth showing.
const CODE_MIN_WIDTH: u16 = 42;
/// The code column's height from which the event log shares it.
const LOG_BESIDE_CODE_MIN_HEIGHT: u16 = 22;
/// The fewest rows worth giving the tables under the solve screen's grid.
const TABLES_MIN_HEIGHT: u16 = 5;

use Constraint::{Fill, Length};

/// The editor's panels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EditorAreas {
    pub header: Rect,
    pub grid: Rect,
    pub tables: Rect,
    pub status: Rect,
    pub footer: Rect,
}

/// The solve screen's panels; the optional ones show when they fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveAreas {
    pub header: Rect,
    pub grid: Rect,
    pub stack: Rect,
    pub tables: Option<Rect>,
    pub code: Option<Rect>,
    /// The event log, under the code when the column is tall enough.
    pub log: Option<Rect>,
    pub progress: Rect,
    pub footer: Rect,
}

/// Below this size only a note asking for more room is drawn.
pub fn fits(size: Rect) -> bool {
    size.width >= MIN_WIDTH && size.height >= MIN_HEIGHT
}

/// The body's columns: a margin, the grid, a gap, the rest, a margin.
fn body_columns(body: Rect) -> (Rect, Rect) {
    let [_, grid_column, _, right, _] = body.layout(&Layout::horizontal([
        Length(1),
        Length(grid::WIDTH),
        Length(2),
        Fill(1),
        Length(1),
    ]));
    (grid_column, right)
}

/// One column in from each side.
fn indented(area: Rect) -> Rect {
    area.inner(Margin::new(1, 0))
}

impl EditorAreas {
    /// The layout for a terminal of this size; `None` when it is too small.
    pub fn of(size: Rect) -> Option<EditorAreas> {
        if !fits(size) {
            return None;
        }
        let [header, _, body, _, status, _, footer] = size.layout(&Layout::vertical([
            Length(1),
            Length(1),
            Length(grid::HEIGHT),
            Length(1),
            Fill(1),
            Length(1),
            Length(1),
        ]));
        let (grid, tables) = body_columns(body);
        Some(EditorAreas {
            header,
            grid,
            tables,
            status: indented(status),
            footer,
        })
    }
}

impl SolveAreas {
    /// The layout for a terminal of this size; `None` when it is too small.
    pub fn of(size: Rect) -> Option<SolveAreas> {
        if !fits(size) {
            return None;
        }
        // Two footer lines: every control has its place there.
        let [header, _, body, _, progress, footer] = size.layout(&Layout::vertical([
            Length(1),
            Length(1),
            Fill(1),
            Length(1),
            Length(PROGRESS_HEIGHT),
            Length(2),
        ]));
        let (left, right) = body_columns(body);
        let [grid, _, below] = left.layout(&Layout::vertical([
            Length(grid::HEIGHT),
            Length(1),
            Fill(1),
        ]));
        // The tables' labels need two columns more than the grid.
        let tables = (below.height >= TABLES_MIN_HEIGHT)
            .then(|| below.resize(Size::new(grid::WIDTH + 2, below.height)));
        let (stack, code) = if right.width >= STACK_WIDTH + 2 + CODE_MIN_WIDTH {
            let [stack, _, code] = right.layout(&Layout::horizontal([
                Length(STACK_WIDTH),
                Length(2),
                Fill(1),
            ]));
            (stack, Some(code))
        } else {
            (right, None)
        };
        let (code, log) = match code {
            Some(column) if column.height >= LOG_BESIDE_CODE_MIN_HEIGHT => {
                let [code, _, log] =
                    column.layout(&Layout::vertical([Fill(1), Length(1), Fill(1)]));
                (Some(code), Some(log))
            }
            other => (other, None),
        };
        Some(SolveAreas {
            header,
            grid: grid.resize(Size::new(grid::WIDTH, grid::HEIGHT)),
            stack,
            tables,
            code,
            log,
            progress: indented(progress),
            footer,
        })
    }
}

/// A rectangle of at most `width` x `height` centred in `area` (popups).
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_editor_at_80x24() {
        let areas = EditorAreas::of(Rect::new(0, 0, 80, 24)).unwrap();
        assert_eq!(areas.header, Rect::new(0, 0, 80, 1));
        assert_eq!(areas.grid, Rect::new(1, 2, 31, 13));
        assert_eq!(areas.tables, Rect::new(34, 2, 45, 13));
        assert_eq!(areas.status, Rect::new(1, 16, 78, 6));
        assert_eq!(areas.footer, Rect::new(0, 23, 80, 1));
        assert_eq!(EditorAreas::of(Rect::new(0, 0, 79, 24)), None);
    }

    #[test]
    fn the_solve_screen_grows_panels_as_they_fit() {
        let small = SolveAreas::of(Rect::new(0, 0, 80, 24)).unwrap();
        assert_eq!(small.grid, Rect::new(1, 2, 31, 13));
        assert_eq!(small.stack, Rect::new(34, 2, 45, 13));
        assert_eq!((small.tables, small.code), (None, None));
        assert_eq!(small.progress, Rect::new(1, 16, 78, 6));
        assert_eq!(small.footer, Rect::new(0, 22, 80, 2));
        let large = SolveAreas::of(Rect::new(0, 0, 120, 40)).unwrap();
        assert_eq!(large.tables, Some(Rect::new(1, 16, 33, 15)));
        assert_eq!(large.stack, Rect::new(34, 2, 24, 29));
        assert_eq!(large.code, Some(Rect::new(60, 2, 59, 14)));
        assert_eq!(large.log, Some(Rect::new(60, 17, 59, 14)));
        assert_eq!(small.log, None);
    }
}
