//! What the solve screen says about an event: one plain sentence, and the
//! lines of the C++ listing (`assets/classic_dfs.cpp`) the event stands for.
//! Pure functions of the event and the engine's state after it.

use crate::engine::{Engine, Event, Strategy};
use crate::grid::{Cell, UnitKind};

use crate::format::thousands;

/// The classic algorithm in C++, as the code panel shows it.
pub const LISTING: &str = include_str!("../../assets/classic_dfs.cpp");

/// The sentence for the engine's last event (`None`: step 0).
pub fn narrate(engine: &Engine) -> String {
    let Some(event) = engine.last_event() else {
        return "step 0: the givens are in the tables; → takes the first step, Space plays"
            .to_string();
    };
    match event {
        Event::Enter { cell, depth } => match engine.strategy() {
            Strategy::RowMajor => format!("{cell}: the next empty cell, at depth {depth}"),
            Strategy::MostConstrained => {
                let candidates = engine.tables().candidates(cell).len();
                format!(
                    "{cell}: the empty cell with the fewest candidates ({candidates}), at depth {depth}"
                )
            }
        },
        Event::Place { cell, digit } => format!(
            "{cell}: try {digit} — it fits: mark row {}, column {}, box {}, write {digit}, go deeper",
            cell.row() + 1,
            cell.col() + 1,
            cell.box_index() + 1
        ),
        Event::Reject {
            cell,
            digit,
            reason,
            by,
        } => format!(
            "{cell}: try {digit} — rejected, {} already has {digit} at {by}",
            unit_name(cell, reason)
        ),
        Event::Undo { cell, digit } => format!(
            "{cell}: backtrack — nothing deeper worked with {digit}: unmark, clear, try the next digit"
        ),
        Event::DeadEnd { cell } => match engine.stack().last() {
            Some(parent) => format!("{cell}: no digit fits — backtrack to {}", parent.cell()),
            None => format!("{cell}: no digit fits — backtrack, and nothing is left to try"),
        },
        Event::Solved => {
            let counts = engine.counts();
            format!(
                "solved: no empty cell left, after {} placements and {} backtracks",
                thousands(counts.place),
                thousands(counts.undo)
            )
        }
        Event::Exhausted => "no solution: every digit has been tried in every cell".to_string(),
    }
}

/// `row 4`, `column 6`, `box 5`: the unit of that kind through `cell`.
fn unit_name(cell: Cell, kind: UnitKind) -> String {
    let index = match kind {
        UnitKind::Row => cell.row(),
        UnitKind::Column => cell.col(),
        UnitKind::Box => cell.box_index(),
    };
    format!("{kind} {}", index + 1)
}

/// The listing's lines (0-based) an event stands for; at step 0, the
/// givens being marked.
pub fn code_lines(event: Option<Event>) -> &'static [usize] {
    match event {
        None => &[23],
        Some(Event::Enter { .. }) => &[6],
        Some(Event::Solved) => &[7],
        Some(Event::Reject { .. }) => &[10, 11],
        Some(Event::Place { .. }) => &[12, 13, 14],
        Some(Event::Undo { .. }) => &[16, 17],
        Some(Event::DeadEnd { .. }) => &[19],
        Some(Event::Exhausted) => &[24],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::EventKind;
    use crate::grid::Grid;
    use crate::puzzles;

    fn example() -> Grid {
        puzzles::example().grid.clone()
    }

    /// The engine just after the first event of this kind.
    fn at_first(grid: &Grid, kind: EventKind) -> Engine {
        let mut engine = Engine::new(grid, Strategy::RowMajor).unwrap();
        engine.run_until(u64::MAX, |e| e.kind() == kind).unwrap();
        engine
    }

    #[test]
    fn sentences_say_what_happened() {
        let grid = example();
        let engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
        assert!(narrate(&engine).starts_with("step 0"));
        assert_eq!(
            narrate(&at_first(&grid, EventKind::Enter)),
            "r1c3: the next empty cell, at depth 0"
        );
        assert_eq!(
            narrate(&at_first(&grid, EventKind::Reject)),
            "r1c4: try 1 — rejected, row 1 already has 1 at r1c3"
        );
        assert_eq!(
            narrate(&at_first(&grid, EventKind::Place)),
            "r1c3: try 1 — it fits: mark row 1, column 3, box 1, write 1, go deeper"
        );
        let undo = narrate(&at_first(&grid, EventKind::Undo));
        assert!(undo.contains("backtrack"), "{undo}");
        let dead_end = at_first(&grid, EventKind::DeadEnd);
        let parent = dead_end.stack().last().unwrap().cell();
        assert!(
            narrate(&dead_end).ends_with(&format!("no digit fits — backtrack to {parent}")),
            "{}",
            narrate(&dead_end)
        );
        let mut done = Engine::new(&grid, Strategy::RowMajor).unwrap();
        done.run_to_end();
        assert!(narrate(&done).starts_with("solved: no empty cell left"));
    }

    #[test]
    fn a_box_reject_names_the_box_and_the_cell() {
        let mut engine = Engine::new(&example(), Strategy::RowMajor).unwrap();
        let found = engine.run_until(u64::MAX, |e| {
            matches!(
                e,
                Event::Reject {
                    reason: UnitKind::Box,
                    ..
                }
            )
        });
        let Some(Event::Reject {
            cell, digit, by, ..
        }) = found
        else {
            panic!("no box reject")
        };
        assert_eq!(
            narrate(&engine),
            format!(
                "{cell}: try {digit} — rejected, box {} already has {digit} at {by}",
                cell.box_index() + 1
            )
        );
    }

    #[test]
    fn each_event_points_at_its_line_of_code() {
        let lines: Vec<&str> = LISTING.lines().collect();
        let at = |event: Option<Event>| -> String {
            code_lines(event)
                .iter()
                .map(|&i| lines[i])
                .collect::<Vec<_>>()
                .join("\n")
        };
        let cell = Cell::at(0, 0);
        assert!(at(None).contains("markTheGivens"));
        assert!(at(Some(Event::Enter { cell, depth: 0 })).contains("nextEmptyCell"));
        assert!(at(Some(Event::Solved)).contains("return true;"));
        let reject = Event::Reject {
            cell,
            digit: 1,
            reason: UnitKind::Row,
            by: cell,
        };
        assert!(at(Some(reject)).contains("row[r][d] || col[c][d] || box[b][d]"));
        assert!(at(Some(reject)).contains("continue;"));
        let place = at(Some(Event::Place { cell, digit: 1 }));
        assert!(
            place.contains("= true;") && place.contains("'0' + d") && place.contains("dfs(board)")
        );
        let undo = at(Some(Event::Undo { cell, digit: 1 }));
        assert!(undo.contains("= false;") && undo.contains("'.'"));
        assert!(at(Some(Event::DeadEnd { cell })).contains("return false;"));
        assert!(at(Some(Event::Exhausted)).contains("!dfs(board)"));
    }
}
