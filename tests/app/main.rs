//! The app from outside: the real binary in a pseudo-terminal. (Its
//! screens drawn on ratatui's TestBackend, which reach into the app, are
//! unit tests: src/app/screen_tests.)

// A test's unwrap is its failure report (the workspace denies unwrap elsewhere).
#![allow(clippy::unwrap_used)]

use sudoku_dfs_core::test_fixtures;

mod pty;
mod pty_lesson;
mod pty_watch;
