//! sudoku-dfs: the library behind a terminal app that teaches backtracking
//! with Sudoku.
//!
//! The core — `grid`, `tables`, `engine`, `search` (the one interface every
//! view reads a search through), `recording` (a search read from a list of
//! events), `fast`, `generate`, `batch`, `source`, `search_shape`, `quiz`,
//! `listing`, `puzzles`, `format` — knows nothing of terminals, argument
//! parsing or words: it returns data. `i18n`, the catalogue of the
//! interface's words, sits on it and says that data in a language. Both
//! build and test without the front ends
//! (`cargo test --lib --no-default-features`), which are behind features:
//! `app` (the terminal app: ratatui, crossterm) and `cli` (the command line
//! and its benchmark: clap, indicatif; on by default, and it includes
//! `app`). `tests/layers.rs` checks that no layer names one above it.

#[cfg(feature = "app")]
pub mod app;
pub mod batch;
#[cfg(feature = "cli")]
pub mod bench;
#[cfg(feature = "cli")]
pub mod cli;
pub mod engine;
pub mod exit_status;
pub mod fast;
pub mod format;
pub mod generate;
pub mod grid;
pub mod i18n;
pub mod listing;
pub mod puzzle_file;
pub mod puzzles;
pub mod quiz;
pub mod recording;
pub mod search;
pub mod search_shape;
pub mod source;
pub mod tables;
#[cfg(test)]
mod test_fixtures;

pub use grid::{Cell, Grid, Unit, UnitKind};
