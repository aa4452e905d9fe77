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
//!  footer                                     2 rows
//! ```
//!
//! From 110x36 (120x40 has it) the editor's grid is the large one and the
//! status goes under the tables beside it, so no half of the screen is
//! left empty:
//!
//! ```text
//!  header                                     1 row
//!                                             1 row
//!  ┌ grid 49x31 ┐  tables                     10 rows
//!  │            │
//!  │            │  status (the rest)
//!  └────────────┘
//!  footer                                     2 rows
//! ```
//!
//! The solve screen: the body holds the grid and the side-panel slots
//! (see [`super::side`]); the first slot, beside the grid, always shows,
//! under a row naming the panels Tab cycles through.
//!
//! ```text
//!  header                                              1 row
//!                                                      1 row
//!  ┌ grid ┐  names of the panels (Tab)              1 row
//!  │      │  slot 0 │ slot 1 │ slot 2   (1 to 3 columns, as wide allows)
//!  slot 3 (under the grid, when 8 rows fit)
//!  progress                                            7 rows
//!  footer                                              2 rows
//! ```

use ratatui::layout::{Constraint, Layout, Margin, Rect, Size};

use super::grid;

/// The smallest terminal the app is made for: the model's (it decides
/// which keys act), drawn to here.
pub use crate::app::measure::{MIN_HEIGHT, MIN_WIDTH, fits};

/// Rows of the solve screen's progress block: three of figures, three of
/// narration (a dead end's reasons take two), one message.
pub const PROGRESS_HEIGHT: u16 = 7;
/// The narrowest column worth a slot of its own beside the first.
const SLOT_MIN_WIDTH: u16 = 40;
/// The rows of the editor's tables beside the grid (see `cell_tables`):
/// the heading, the digits, three units, the candidates and the key.
const EDITOR_TABLES_HEIGHT: u16 = 10;
/// The fewest rows worth a slot under the solve screen's grid.
const UNDER_MIN_HEIGHT: u16 = 8;
/// Side-panel slots at most: three columns and one under the grid.
pub const SLOTS: usize = 4;

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

/// The solve screen's panels. `slots[0]` (beside the grid) is always
/// there; the others when the terminal has room for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveAreas {
    pub header: Rect,
    pub grid: Rect,
    /// The row over the side panels beside the grid that names them all.
    pub names: Rect,
    pub slots: [Option<Rect>; SLOTS],
    pub progress: Rect,
    pub footer: Rect,
}

/// The body's columns: a margin, the grid (`grid_width`), a gap, the
/// rest, a margin.
fn body_columns(body: Rect, grid_width: u16) -> (Rect, Rect) {
    let [_, grid_column, _, right, _] = body.layout(&Layout::horizontal([
        Length(1),
        Length(grid_width),
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
        // Two footer lines, as on the solve screen: every key has room.
        let (grid_width, grid_height) = grid::editor_size_for(size);
        if grid_height == grid::LARGE_HEIGHT {
            let [header, _, body, footer] = size.layout(&Layout::vertical([
                Length(1),
                Length(1),
                Fill(1),
                Length(2),
            ]));
            let (grid, beside) = body_columns(body, grid_width);
            let [tables, _, status] = beside.layout(&Layout::vertical([
                Length(EDITOR_TABLES_HEIGHT),
                Length(1),
                Fill(1),
            ]));
            return Some(EditorAreas {
                header,
                grid: grid.resize(Size::new(grid_width, grid_height)),
                tables,
                status,
                footer,
            });
        }
        let [header, _, body, _, status, footer] = size.layout(&Layout::vertical([
            Length(1),
            Length(1),
            Length(grid_height),
            Length(1),
            Fill(1),
            Length(2),
        ]));
        let (grid, tables) = body_columns(body, grid_width);
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
        // Two footer lines: every control has its place there. No gap above
        // the progress: at 80x24 its seventh row is worth more.
        let [header, _, body, progress, footer] = size.layout(&Layout::vertical([
            Length(1),
            Length(1),
            Fill(1),
            Length(PROGRESS_HEIGHT),
            Length(2),
        ]));
        let (grid_width, grid_height) = grid::size_for(size);
        let (left, beside) = body_columns(body, grid_width);
        let [names, right] = beside.layout(&Layout::vertical([Length(1), Fill(1)]));
        let [grid, _, below] =
            left.layout(&Layout::vertical([Length(grid_height), Length(1), Fill(1)]));
        let mut slots = [None; SLOTS];
        // As many columns beside the grid as are worth it, 2 apart.
        let columns = (1..=3u16)
            .rev()
            .find(|&n| right.width + 2 >= n * (SLOT_MIN_WIDTH + 2))
            .unwrap_or(1);
        let mut constraints = Vec::new();
        for i in 0..columns {
            if i > 0 {
                constraints.push(Length(2));
            }
            constraints.push(Fill(1));
        }
        let cells = right.layout_vec(&Layout::horizontal(constraints));
        for (slot, area) in slots.iter_mut().zip(cells.iter().step_by(2)) {
            *slot = Some(*area);
        }
        // The tables' labels need two columns more than the grid.
        if below.height >= UNDER_MIN_HEIGHT {
            slots[SLOTS - 1] = Some(below.resize(Size::new(grid_width + 2, below.height)));
        }
        Some(SolveAreas {
            header,
            grid: grid.resize(Size::new(grid_width, grid_height)),
            names,
            slots,
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

    /// Every area lies on the screen and no two overlap; the grid is drawn
    /// whole. (Where each area stands is the snapshots' to pin.)
    fn on_screen_and_apart(screen: Rect, grid_size: (u16, u16), grid_area: Rect, areas: &[Rect]) {
        assert_eq!((grid_area.width, grid_area.height), grid_size);
        for (i, a) in areas.iter().enumerate() {
            assert_eq!(a.intersection(screen), *a, "{a:?} runs off {screen:?}");
            for b in &areas[i + 1..] {
                assert!(!a.intersects(*b), "{a:?} overlaps {b:?}");
            }
        }
    }

    #[test]
    fn the_editor_needs_80x24_and_keeps_its_areas_on_the_screen() {
        for (width, height) in [(80, 24), (120, 40), (130, 46), (160, 50), (200, 60)] {
            let screen = Rect::new(0, 0, width, height);
            let a = EditorAreas::of(screen).unwrap();
            let all = [a.header, a.grid, a.tables, a.status, a.footer];
            on_screen_and_apart(screen, grid::editor_size_for(screen), a.grid, &all);
        }
        // 120x40 has the large grid, and the status beside it.
        let a = EditorAreas::of(Rect::new(0, 0, 120, 40)).unwrap();
        assert_eq!(a.grid.height, grid::LARGE_HEIGHT);
        assert!(
            a.status.x > a.grid.right() && a.status.height >= 20,
            "{a:?}"
        );
        let a = EditorAreas::of(Rect::new(0, 0, 109, 40)).unwrap();
        assert_eq!(a.grid.height, grid::HEIGHT);
        assert_eq!(EditorAreas::of(Rect::new(0, 0, 79, 24)), None);
    }

    #[test]
    fn the_solve_screen_grows_panels_as_they_fit() {
        let shown = |width, height| {
            let screen = Rect::new(0, 0, width, height);
            let a = SolveAreas::of(screen).unwrap();
            let mut all = vec![a.header, a.grid, a.names, a.progress, a.footer];
            all.extend(a.slots.iter().flatten());
            on_screen_and_apart(screen, grid::size_for(screen), a.grid, &all);
            a.slots.map(|slot| slot.is_some())
        };
        assert_eq!(shown(80, 24), [true, false, false, false]);
        assert_eq!(shown(120, 40), [true, true, false, true]);
        assert_eq!(shown(130, 46), [true, false, false, false]);
        assert_eq!(shown(160, 50), [true, true, false, false]);
        assert_eq!(shown(200, 60), [true; SLOTS]);
    }
}
