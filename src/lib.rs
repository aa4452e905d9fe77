//! sudoku-dfs: the library behind a terminal app that teaches backtracking
//! with Sudoku.
//!
//! The core — `grid`, `tables`, `engine`, `search` (the one interface every
//! view reads a search through), `recording` (a search read from a list of
//! events), `fast`, `generate`, `batch`, `source`, `search_shape`, `quiz`,
//! `listing`, `lesson`, `puzzles`, `format` — knows nothing of terminals, argument
//! parsing or words: it returns data. `i18n`, the catalogue of the
//! interface's words, sits on it and says that data in a language. Both
//! build and test without the front ends
//! (`cargo test --lib --no-default-features`), which are behind features:
//! `app` (the terminal app: ratatui, crossterm) and `cli` (the command line
//! and its benchmark: clap, indicatif; on by default, and it includes
//! `app`). `tests/layers.rs` checks that no layer names one above it.
//!
//! The library's surface is the list re-exported here — the engine and its
//! events, the grid and its parser, the tables, the fast solver, the batch
//! runner, the generator, the [`Search`] seam and a [`Recording`] behind
//! it, and their errors — plus [`search_shape`], the data the teaching
//! views draw, and `cli::main`, which the binary runs. Every other module is
//! the crate's own.
//!
//! ```
//! use sudoku_dfs::{Engine, Outcome, Search, Strategy, fast, parse_grid};
//!
//! let grid = parse_grid(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! )?;
//! // The classic depth-first search, run to its end.
//! let mut engine = Engine::new(&grid, Strategy::RowMajor).expect("givens that do not conflict");
//! engine.run_to_end();
//! assert_eq!(engine.outcome(), Some(Outcome::Solved));
//! // Read through the seam every view reads a search through.
//! let search: &dyn Search = &engine;
//! assert_eq!(search.counts().place, 4208);
//! // The fast solver finds the same grid, and finds it the only one.
//! assert_eq!(fast::solve(&grid), Some(engine.grid()));
//! assert_eq!(fast::count_solutions(&grid, 2), 1);
//! # Ok::<(), sudoku_dfs::ParseError>(())
//! ```

#![warn(missing_docs)]

#[cfg(feature = "app")]
mod app;
pub mod batch;
#[cfg(feature = "cli")]
mod bench;
#[cfg(feature = "cli")]
pub mod cli;
mod engine;
#[cfg(feature = "cli")]
mod exit_status;
pub mod fast;
mod format;
mod generate;
mod grid;
mod learner;
#[cfg_attr(not(feature = "app"), allow(dead_code))]
mod lesson;
// The catalogue of words, the quiz and the listings have no reader but the
// app; without it they are built and tested alone, so that the layering
// holds (a core module that reaches for a front end fails to build), and
// nothing else reads them.
#[cfg_attr(not(feature = "app"), allow(dead_code))]
mod i18n;
#[cfg_attr(not(feature = "app"), allow(dead_code))]
mod listing;
mod puzzle_file;
mod puzzles;
#[cfg_attr(not(feature = "app"), allow(dead_code))]
mod quiz;
mod recording;
mod search;
pub mod search_shape;
mod source;
mod tables;
#[cfg(test)]
mod test_fixtures;
#[cfg_attr(not(feature = "app"), allow(dead_code))]
mod text_file;
pub mod visible;

pub use engine::{
    CellEventCursor, Counts, Engine, Event, EventKind, ForceRule, Frame, Mistake, Outcome,
    PlainCounts, PlainSolve, Strategy, solve_row_major,
};
pub use generate::{Difficulty, Generated, Grade, clock_seed, generate, grade, puzzle_seed};
pub use grid::{
    Cell, Grid, ParseError, ParseErrorKind, PuzzleReader, Unit, UnitKind, parse_grid, parse_puzzles,
};
pub use puzzle_file::read_puzzle_file;
pub use puzzles::{NamedPuzzle, example};
pub use recording::{Recording, RecordingError};
pub use search::Search;
pub use source::{PuzzleSource, SourceError};
pub use tables::{Conflict, DigitSet, Tables};
