//! Rust: the harness (assets/harness/rust/harness.rs) is written to a
//! temporary directory with the learner's path in it, compiled by
//! `rustc -O --cfg sudoku_dfs` and run. The learner adds
//! `trace::write(board, r, c);` after each write: a `&mut Vec<Vec<char>>`
//! cannot be made to report writes without changing its type.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::super::Language;
use super::compile::{Renames, compile};
use super::{End, Limits, SolutionRun, run_harness};

/// The stand-in the learner pastes to run the same file elsewhere
/// (`sudoku-dfs tracer rust` prints it); set aside under the harness.
pub const RUST_TRACE: &str = include_str!("../../../../../assets/harness/rust/trace.rs");

const RUST_HARNESS: &str = include_str!("../../../../../assets/harness/rust/harness.rs");

/// Where the harness takes the learner's path, a string literal.
const PATH_PLACEHOLDER: &str = "\"SUDOKU_DFS_SOLUTION\"";

/// Runs the learner's Rust `file` on `puzzle` with `rustc`.
pub fn run_rust(file: &Path, puzzle: &str, limits: &Limits) -> SolutionRun {
    let started = std::time::Instant::now();
    let not_started = |end| SolutionRun::not_started(Language::Rust, end, started);
    let file: PathBuf = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let Some(path) = file.to_str() else {
        return not_started(End::Exited { code: None });
    };
    let Ok(dir) = super::child::TempFolder::new("sudoku-dfs-rust-") else {
        return not_started(End::Exited { code: None });
    };
    // `{:?}` writes the path as a Rust string literal, escapes and all.
    let harness = RUST_HARNESS.replace(PATH_PLACEHOLDER, &format!("{path:?}"));
    if std::fs::write(dir.path().join("main.rs"), harness).is_err() {
        return not_started(End::Exited { code: None });
    }
    let binary = dir.path().join("solution");
    let mut command = Command::new("rustc");
    command
        .current_dir(dir.path())
        .args(["--edition", "2021", "-O", "--cfg", "sudoku_dfs"])
        .args(["--color", "never", "-A", "warnings", "main.rs", "-o"])
        .arg(&binary);
    let renames = Renames::new(&file, dir.path());
    let compile_elapsed = match compile(&mut command, "rustc", limits, &renames) {
        Ok(elapsed) => elapsed,
        Err(end) => return not_started(end),
    };
    let mut command = Command::new(&binary);
    command.current_dir(dir.path()).arg(puzzle);
    let mut run = run_harness(Language::Rust, &mut command, "rustc", limits);
    run.compile_elapsed = Some(compile_elapsed);
    run
}
