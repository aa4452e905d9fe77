//! sudoku-dfs: the terminal app that teaches backtracking with Sudoku,
//! and its command line, on the two crates below them: the core
//! (`sudoku-dfs-core`, crates/core: the grid, the engine, every view's data,
//! a learner's search; no terminal, no words) and the catalogue of words
//! (`sudoku-dfs-i18n`, crates/i18n). This crate holds what talks to a
//! person: `app` (ratatui and crossterm), `cli` (clap) and `bench`; the
//! binary in main.rs only calls [`cli::main`]. It may use everything; the
//! crates below it cannot name it, so the layers are the compiler's to keep.
//!
//! The library's surface is the core's, re-exported here — the engine and
//! its events, the grid and its parser, the tables, the fast solver, the
//! batch runner, the generator, the [`Search`] seam and a [`Recording`]
//! behind it, and their errors — plus [`search_shape`], the data the
//! teaching views draw, and `cli::main`, which the binary runs.
//!
//! ```
//! use sudoku_dfs::{Engine, Outcome, Search, Strategy, example, fast};
//!
//! // The LeetCode 37 example, shipped in assets/puzzles.txt.
//! let grid = &example().grid;
//! let mut engine = Engine::new(grid, Strategy::RowMajor).expect("givens that do not conflict");
//! engine.run_to_end();
//! assert_eq!(engine.outcome(), Some(Outcome::Solved));
//! let search: &dyn Search = &engine;
//! assert_eq!(search.counts().place, 4208);
//! assert_eq!(fast::solve(grid), Some(engine.grid()));
//! ```

#![warn(missing_docs)]

mod app;
mod bench;
pub mod cli;
mod exit_status;
#[doc(hidden)]
pub mod measure;

// The core's modules and the catalogue under their own names: the app and
// the command line read `crate::engine::Engine` or `crate::i18n::Lang`
// whichever crate holds them.
#[cfg(test)]
use sudoku_dfs_core::test_fixtures;
use sudoku_dfs_core::{
    engine, format, grid, learner, lesson, listing, puzzle_file, puzzles, quiz, recording, search,
    source, tables, text_file,
};
use sudoku_dfs_i18n as i18n;

pub use sudoku_dfs_core::{batch, fast, search_shape, visible};

pub use sudoku_dfs_core::grid::Cell;
pub use sudoku_dfs_core::{
    CellEventCursor, Conflict, Counts, Difficulty, DigitSet, Engine, Event, EventKind, ForceRule,
    Frame, Generated, Grade, Grid, Mistake, NamedPuzzle, Outcome, ParseError, ParseErrorKind,
    PlainCounts, PlainSolve, PuzzleReader, PuzzleSource, Recording, RecordingError, Search,
    SearchState, SourceError, Strategy, Tables, Unit, UnitKind, clock_seed, example, generate,
    grade, parse_grid, parse_puzzles, puzzle_seed, read_puzzle_file, solve_row_major,
};
