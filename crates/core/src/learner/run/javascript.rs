//! JavaScript: the harness (assets/harness/javascript/harness.js) is
//! given to `node -e`; it runs the learner's file in a scope of its own and
//! hands the solver a board of Proxy rows that report writes.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::super::Language;
use super::{Limits, SolutionRun, run_harness};

/// The project's own harness, embedded so the binary needs no asset on disk.
pub const JAVASCRIPT_HARNESS: &str =
    include_str!("../../../../../assets/harness/javascript/harness.js");

/// Runs the learner's `file` on `puzzle` with `node` (normally `"node"`).
pub fn run_javascript(node: &str, file: &Path, puzzle: &str, limits: &Limits) -> SolutionRun {
    // An absolute path, so the harness can tell the learner's frames by name.
    let file: PathBuf = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let mut command = Command::new(node);
    command
        .arg("-e")
        .arg(JAVASCRIPT_HARNESS)
        .arg(&file)
        .arg(puzzle);
    run_harness(Language::JavaScript, &mut command, node, limits)
}
