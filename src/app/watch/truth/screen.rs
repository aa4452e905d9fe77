//! The drawn watch, read back and checked against the model: the counts
//! line, every cell of the grid (its digit, its mark, the digits the
//! learner's code left stale), and the code panel's marked line.

use ratatui::buffer::Buffer;

use super::model::Model;
use super::{EN, Tally};
use crate::app::App;
use crate::app::screen_tests::screens::{draw, row};
use crate::engine::Event;
use crate::grid::Cell;

/// What one step's screen must show.
pub struct Expected<'a> {
    pub step: u64,
    pub event: Event,
    pub model: &'a Model,
    pub stale: Vec<(Cell, u8)>,
    /// The learner's line the code panel marks, `None` for no mark.
    pub line: Option<u32>,
}

fn rows(buffer: &Buffer) -> Vec<String> {
    (0..buffer.area.height).map(|y| row(buffer, y)).collect()
}

/// The grid's top-left corner on the screen.
fn grid_origin(rows: &[String]) -> (usize, usize) {
    for (y, line) in rows.iter().enumerate() {
        if let Some(x) = line.find("┌─────────┬") {
            // Columns, not bytes: everything before is one column a char.
            return (line[..x].chars().count(), y);
        }
    }
    panic!("no grid on the screen:\n{}", rows.join("\n"));
}

/// The three characters drawn for `cell`.
fn cell_text(rows: &[String], origin: (usize, usize), cell: Cell) -> String {
    let (row, col) = (cell.row(), cell.col());
    let y = origin.1 + 1 + row + row / 3;
    let x = origin.0 + 1 + col * 3 + col / 3;
    rows[y].chars().skip(x).take(3).collect()
}

fn symbol(digit: u8) -> char {
    match digit {
        0 => '·',
        d => (b'0' + d) as char,
    }
}

pub fn check(app: &App, expected: &Expected, at: &str, tally: &mut Tally) {
    let terminal = draw(app, 120, 40);
    let rows = rows(terminal.backend().buffer());
    let screen = rows.join("\n");
    let model = expected.model;
    let solve = &EN.solve;
    let figures = (solve.step_and_depth)(expected.step, model.placed, model.max_placed);
    let counts = (solve.counters)(model.placements, model.rejects, model.undos);
    assert!(screen.contains(&figures), "{at}: {figures}\n{screen}");
    assert!(screen.contains(&counts), "{at}: {counts}\n{screen}");
    check_grid(&rows, expected, at, tally);
    check_code(&rows, expected, at, tally);
    tally.screens += 1;
}

fn check_grid(rows: &[String], expected: &Expected, at: &str, tally: &mut Tally) {
    let origin = grid_origin(rows);
    let board = &expected.model.search;
    let event = expected.event;
    let by = match event {
        Event::Reject { by, .. } => by,
        _ => None,
    };
    for cell in Cell::all() {
        let drawn = cell_text(rows, origin, cell);
        let here = board[cell.index()];
        let stale = expected
            .stale
            .iter()
            .find(|(c, _)| *c == cell)
            .map(|&(_, d)| d);
        let want = if event.cell() == Some(cell) {
            match event {
                Event::Enter { .. } | Event::Place { .. } => format!("[{}]", symbol(here)),
                Event::Reject { digit, .. } => format!("({digit})"),
                Event::Undo { digit, .. } => format!("<{digit}>"),
                Event::DeadEnd { .. } => "[x]".to_string(),
                Event::Solved | Event::Exhausted => unreachable!("no cell"),
                Event::Force { .. } | Event::Wipeout { .. } => {
                    unreachable!("a learner's search has no propagation events")
                }
            }
        } else if by == Some(cell) {
            format!(">{}<", symbol(here))
        } else if let Some(digit) = stale {
            tally.stale_drawn += 1;
            format!("'{digit}'")
        } else {
            format!(" {} ", symbol(here))
        };
        assert_eq!(drawn, want, "{at}: {cell}\n{}", rows.join("\n"));
    }
}

/// The code panel marks the line the step was read from, and only it; on
/// an inferred step, none.
fn check_code(rows: &[String], expected: &Expected, at: &str, tally: &mut Tally) {
    let marked: Vec<u32> = rows
        .iter()
        .filter_map(|r| {
            let from = r.find("▶ ")?;
            let rest = &r[from + "▶ ".len()..];
            // A wrapped line's next rows have no number: spaces as wide as
            // one, and the code's own indentation.
            let lead = rest.len() - rest.trim_start().len();
            if lead >= 3 {
                return None;
            }
            let rest = rest.trim_start();
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect();
    match expected.line {
        Some(line) => {
            assert_eq!(marked, [line], "{at}: the marked line\n{}", rows.join("\n"));
            tally.lines_marked += 1;
        }
        None => assert!(
            marked.is_empty(),
            "{at}: marked {marked:?}\n{}",
            rows.join("\n")
        ),
    }
}
