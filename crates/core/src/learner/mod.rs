//! A learner's own search: their LeetCode 37 solution run under one of the
//! project's harnesses ([`run`]), every write it makes to the board read
//! back, and those writes turned into the engine's events by rules
//! ([`writes`]).
//!
//! Part of the core crate: it cannot import app code or the catalogue of
//! words, and it returns data only; `check`, `watch` and `trace --from` in
//! the app and the command line word it.

pub mod analysis;
mod board;
pub mod compare;
pub mod findings;
pub mod observed;
pub mod propagation;
mod propagation_check;
pub mod run;
pub mod signals;
pub mod stream;
pub mod traceback;
pub mod writes;

use std::path::Path;

/// Kills every learner's process group still running: for the signal and
/// panic paths that end sudoku-dfs without unwinding (see [`run::child`]).
pub fn end_all() {
    run::child::end_all();
}

/// The language a solution file is run as, told by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// `.py`, run with python3.
    Python,
    /// `.js`, run with node.
    JavaScript,
    /// `.cpp`, `.cc`, compiled with g++ (else clang++).
    Cpp,
    /// `.java`, compiled with javac and run with java; the learner adds
    /// `Trace.write(board, r, c);`.
    Java,
    /// `.rs`, compiled with rustc; the learner adds
    /// `trace::write(board, r, c);`.
    Rust,
    /// Any other: the learner's own command writes the line protocol to
    /// a file ([`run::run_command`]); never told by an extension.
    Command,
}

impl Language {
    /// Every language, in the order the help lists them.
    pub const ALL: [Language; 6] = [
        Language::Python,
        Language::JavaScript,
        Language::Cpp,
        Language::Java,
        Language::Rust,
        Language::Command,
    ];

    /// The language of `file`, by its extension; `None` for one no harness
    /// runs (such a program can still be run as a command).
    pub fn of(file: &Path) -> Option<Language> {
        let extension = file.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "py" => Some(Language::Python),
            "js" | "cjs" => Some(Language::JavaScript),
            "cpp" | "cc" | "cxx" => Some(Language::Cpp),
            "java" => Some(Language::Java),
            "rs" => Some(Language::Rust),
            _ => None,
        }
    }

    /// The program that runs (or first compiles) a solution in it.
    pub fn tool(self) -> &'static str {
        match self {
            Language::Python => "python3",
            Language::JavaScript => "node",
            Language::Cpp => "g++",
            Language::Java => "javac",
            Language::Rust => "rustc",
            Language::Command => "sh",
        }
    }

    /// The name `check --json` prints.
    pub fn name(self) -> &'static str {
        match self {
            Language::Python => "python",
            Language::JavaScript => "javascript",
            Language::Cpp => "cpp",
            Language::Java => "java",
            Language::Rust => "rust",
            Language::Command => "command",
        }
    }
}

/// Whether `file` is something other than a regular file (a FIFO, whose
/// opening waits for a writer; a device, read without end; a folder):
/// such a learner's file is refused before it is opened, as the puzzle
/// reader refuses it. A link is followed. A missing file is not this.
pub fn not_a_plain_file(file: &Path) -> bool {
    std::fs::metadata(file).is_ok_and(|m| !m.is_file())
}

/// Runs the solution in `file` on `puzzle` (81 characters, `.` for empty)
/// under the harness of `language`. For [`Language::Command`], `file` is
/// the command line itself (see [`run_command`]).
pub fn run(
    language: Language,
    file: &Path,
    puzzle: &str,
    limits: &run::Limits,
) -> run::SolutionRun {
    match language {
        Language::Python => run::run_python("python3", file, puzzle, limits),
        Language::JavaScript => run::run_javascript("node", file, puzzle, limits),
        Language::Cpp => run::run_cpp(file, puzzle, limits),
        Language::Java => run::run_java(file, puzzle, limits),
        Language::Rust => run::run_rust(file, puzzle, limits),
        Language::Command => run::run_command(&file.to_string_lossy(), puzzle, limits),
    }
}

/// Runs `command` (a shell command line: `sh -c COMMAND`) on `puzzle`,
/// reading the line protocol it writes to the file `SUDOKU_DFS_TRACE`
/// names (docs/line-protocol.md).
pub fn run_command(command: &str, puzzle: &str, limits: &run::Limits) -> run::SolutionRun {
    run::run_command(command, puzzle, limits)
}

#[cfg(test)]
mod lang_tests;
#[cfg(test)]
mod run_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod truth_tests;
