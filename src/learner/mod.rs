//! A learner's own search: their LeetCode 37 solution run under one of the
//! project's harnesses ([`run`]), every write it makes to the board read
//! back, and those writes turned into the engine's events by rules
//! ([`writes`]).
//!
//! Part of the core: it imports no app code and no catalogue of words
//! (`tests/layers.rs` checks it), and it returns data only.

// The watch and check front ends that read these are the next pieces of
// issue 19.
#![allow(dead_code)]

pub(crate) mod analysis;
mod board;
pub(crate) mod compare;
pub(crate) mod findings;
pub(crate) mod observed;
pub(crate) mod run;
pub(crate) mod writes;

use std::path::Path;

/// The language a solution file is run as, told by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// `.py`, run with python3.
    Python,
}

impl Language {
    /// The language of `file`, by its extension; `None` for one no harness
    /// runs.
    pub fn of(file: &Path) -> Option<Language> {
        let extension = file.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "py" => Some(Language::Python),
            _ => None,
        }
    }

    /// The name `check --json` prints.
    pub fn name(self) -> &'static str {
        match self {
            Language::Python => "python",
        }
    }
}

/// Runs the solution in `file` on `puzzle` (81 characters, `.` for empty)
/// under the harness of `language`.
pub(crate) fn run(
    language: Language,
    file: &Path,
    puzzle: &str,
    limits: &run::Limits,
) -> run::SolutionRun {
    match language {
        Language::Python => run::run_python("python3", file, puzzle, limits),
    }
}

#[cfg(test)]
mod run_tests;
#[cfg(test)]
mod tests;
