//! How fast a learner's writes become the engine's events: the LeetCode
//! example's classic search written back as board writes (a digit for
//! each placement, a `.` for each undo) and read 200 times by the rules
//! of `learner::writes`.
//!
//! A measurement, not a timed test:
//!
//! cargo run --release -p sudoku-dfs-core --example learner_rate

// A failed check ends the measurement with its reason, as a test would.
#![allow(clippy::unwrap_used)]

use std::time::Instant;

use sudoku_dfs_core::engine::{Engine, Event, Strategy};
use sudoku_dfs_core::learner::writes::{CellOrder, Write, events_from_writes};
use sudoku_dfs_core::puzzles;

/// The writes the engine's search makes: each Place a digit, each Undo a `.`.
fn writes_of(engine: &mut Engine) -> Vec<Write> {
    std::iter::from_fn(|| engine.step())
        .filter_map(|e| {
            let (cell, value) = match e {
                Event::Place { cell, digit } => (cell, Some(digit)),
                Event::Undo { cell, .. } => (cell, None),
                _ => return None,
            };
            Some(Write {
                row: cell.row() as u8,
                col: cell.col() as u8,
                value,
                line: None,
            })
        })
        .collect()
}

fn main() {
    let puzzle = &puzzles::example().grid;
    let writes = writes_of(&mut Engine::new(puzzle, Strategy::RowMajor).unwrap());
    let rounds = 200;
    let start = Instant::now();
    let mut steps = 0;
    for _ in 0..rounds {
        steps += events_from_writes(puzzle, CellOrder::RowMajor, &writes).len();
    }
    let seconds = start.elapsed().as_secs_f64();
    let total = (writes.len() * rounds) as f64;
    println!(
        "{total} writes -> {steps} events: {:.1} million writes/second",
        total / seconds / 1e6
    );
}
