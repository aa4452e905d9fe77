//! Python: the harness (assets/harness/python/harness.py) is given to
//! `python3 -s -c` with the environment of [`pin_python`]; it loads the learner's file with LeetCode's names in
//! scope and hands the solver a board of list rows that report writes.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::super::Language;
use super::{Limits, SolutionRun, run_harness};

/// The project's own harness, embedded so the binary needs no asset on disk.
pub const PYTHON_HARNESS: &str = include_str!("../../../../../assets/harness/python/harness.py");

/// Runs the learner's `file` on `puzzle` (81 characters, `.` for empty)
/// with `python` (normally `"python3"`).
pub fn run_python(python: &str, file: &Path, puzzle: &str, limits: &Limits) -> SolutionRun {
    // An absolute path, so the harness can tell the learner's frames by name.
    let file: PathBuf = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let mut command = Command::new(python);
    pin_python(&mut command);
    command.arg("-c").arg(PYTHON_HARNESS).arg(&file).arg(puzzle);
    run_harness(Language::Python, &mut command, python, limits)
}

/// What `-I` gave, with the hash seed pinned: the same file gives the same
/// search on every run. A `set` of strings iterates in hash order, which
/// Python randomises per process; `-I` (and `-E`) ignore PYTHONHASHSEED,
/// so the isolation is made by hand: no user site (`-s`), no PYTHON*
/// variable of the caller's (PYTHONPATH, PYTHONSTARTUP, ...), the script's
/// folder not put on the path (PYTHONSAFEPATH), and PYTHONHASHSEED=0.
pub fn pin_python(command: &mut Command) {
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("PYTHON") {
            command.env_remove(&name);
        }
    }
    command
        .arg("-s")
        .env("PYTHONHASHSEED", "0")
        .env("PYTHONSAFEPATH", "1")
        .env("PYTHONNOUSERSITE", "1");
}
