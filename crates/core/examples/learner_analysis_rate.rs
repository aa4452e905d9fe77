//! How fast a learner's run is analysed: Platinum Blonde's classic search
//! written back as board writes (2,229,482 of them) and analysed as
//! `check` analyses a run (one reading, five reference searches compared).
//!
//! A measurement, not a timed test:
//!
//! cargo run --release -p sudoku-dfs-core --example learner_analysis_rate

// A failed check ends the measurement with its reason, as a test would.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use sudoku_dfs_core::engine::{Engine, Event, Strategy};
use sudoku_dfs_core::learner::Language;
use sudoku_dfs_core::learner::analysis::analyse;
use sudoku_dfs_core::learner::compare::Reference;
use sudoku_dfs_core::learner::run::{End, Output, SolutionRun};
use sudoku_dfs_core::learner::writes::Write;
use sudoku_dfs_core::puzzles;

fn main() {
    let puzzle = &puzzles::all()
        .iter()
        .find(|p| p.name == "Platinum Blonde")
        .unwrap()
        .grid;
    let mut engine = Engine::new(puzzle, Strategy::RowMajor).unwrap();
    let writes: Vec<Write> = std::iter::from_fn(|| engine.step())
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
        .collect();
    // A Python solver that made these writes and returned.
    let run = SolutionRun {
        language: Language::Python,
        writes,
        odd_writes: 0,
        first_odd: None,
        copies: None,
        final_board: None,
        end: End::Returned {
            value: "None".into(),
        },
        output: Output::default(),
        elapsed: Duration::ZERO,
        compile_elapsed: None,
        pid: None,
    };
    let start = Instant::now();
    let a = analyse(puzzle, &run);
    let seconds = start.elapsed().as_secs_f64();
    assert_eq!(a.same_as, Some(Reference::RowMajor));
    println!(
        "{} writes -> {} events, analysed (one reading, five comparisons) in {seconds:.2} s: {:.1} million writes/second",
        run.writes.len(),
        a.steps.len(),
        run.writes.len() as f64 / seconds / 1e6
    );
}
