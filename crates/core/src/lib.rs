//! The core of sudoku-dfs: everything the app and the command line show,
//! as data. It knows nothing of terminals, argument parsing or words —
//! the crate depends on neither ratatui, crossterm, clap nor the catalogue
//! (crates/i18n), so a module here that reaches for one does not compile.
//!
//! What it holds:
//! - the puzzle: [`grid`] (cells, units, the parser), [`tables`] (the
//!   row/column/box tables the search and the editor's conflicts share),
//!   [`puzzles`] (the built-in ones), [`source`], [`puzzle_file`] and
//!   [`text_file`] (reading them);
//! - the search: [`engine`] (the event-by-event depth-first search, its
//!   strategies and the bug lab's mistakes; no allocation per step, no
//!   recursion, every event reversible), [`search`] (the one interface
//!   every view reads a search through), [`recording`] (a search read from
//!   a list of events), [`fast`] (the fast solver), [`batch`],
//!   [`generate`];
//! - what the teaching views draw: [`search_shape`] (stack, path, tree,
//!   heatmap, event log, the race), [`visible`], [`quiz`], [`listing`]
//!   (the code panel's programs), [`lesson`] (lessons as data);
//! - [`learner`]: a learner's own solver run, its writes read as a search
//!   and compared with the engine's;
//! - [`format`]: numbers as the views print them.
//!
//! It may use: std, memchr, tempfile, rustix and (feature `gzip`) flate2.
//!
//! ```
//! use sudoku_dfs_core::{Engine, Outcome, Search, Strategy, example, fast};
//!
//! // The LeetCode 37 example, shipped in assets/puzzles.txt.
//! let grid = &example().grid;
//! // The classic depth-first search, run to its end.
//! let mut engine = Engine::new(grid, Strategy::RowMajor).expect("givens that do not conflict");
//! engine.run_to_end();
//! assert_eq!(engine.outcome(), Some(Outcome::Solved));
//! // Read through the seam every view reads a search through.
//! let search: &dyn Search = &engine;
//! assert_eq!(search.counts().place, 4208);
//! // The fast solver finds the same grid, and finds it the only one.
//! assert_eq!(fast::solve(grid), Some(engine.grid()));
//! assert_eq!(fast::count_solutions(grid, 2), 1);
//! ```

pub mod batch;
pub mod engine;
pub mod fast;
pub mod format;
pub mod generate;
pub mod grid;
pub mod learner;
pub mod lesson;
pub mod listing;
pub mod puzzle_file;
pub mod puzzles;
pub mod quiz;
pub mod recording;
pub mod search;
pub mod search_shape;
pub mod source;
pub mod tables;
#[cfg(any(test, feature = "test-fixtures"))]
pub mod test_fixtures;
pub mod text_file;
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
pub use search::{Search, SearchState};
pub use source::{PuzzleSource, SourceError};
pub use tables::{Conflict, DigitSet, Tables};
