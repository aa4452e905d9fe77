//! sudoku-dfs: the library behind a terminal app that teaches backtracking
//! with Sudoku. Everything here but `app` works without a terminal.

pub mod app;
pub mod batch;
pub mod bench;
pub mod cli;
pub mod engine;
pub mod fast;
pub mod format;
pub mod generate;
pub mod grid;
pub mod puzzles;
pub mod search_shape;
pub mod tables;

pub use grid::{Cell, Grid, Unit, UnitKind};
