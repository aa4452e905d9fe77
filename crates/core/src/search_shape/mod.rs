//! The shape of the search, read from the engine rather than from a log the
//! screen keeps, so each stays true after any jump (step back, go to, finish):
//!
//! - [`log`]: the last events before the current step, with chains of dead
//!   ends summarised as one unwinding line;
//! - [`path`]: every level of the stack with its nine digits marked rejected,
//!   failed deeper, current or not yet tried;
//! - [`heatmap`]: how often the search placed, undid or hit a dead end in
//!   each cell up to the current step ([`running_counts`]: carried along
//!   the screen's runs, so it is ready when a run stops);
//! - [`tree`]: the search tree as an icicle, with every node's events.
//!
//! Pure functions of a search behind the seam ([`Search`](crate::search::Search):
//! the engine, or a recording); no terminal.

pub mod heatmap;
// The log, the path and the race are read by the app's panels only;
// without the app they are built and tested alone (see `mod i18n` in
// lib.rs).
pub mod log;
pub mod path;
pub mod race;
pub mod running_counts;
pub mod tree;

#[cfg(any(test, feature = "test-fixtures"))]
pub mod test_entries;
#[cfg(test)]
mod tests;
