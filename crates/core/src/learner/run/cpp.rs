//! C++: the harness (assets/harness/cpp/harness.cpp) is written to a
//! temporary directory and compiled with the learner's file included in
//! it (`-DSUDOKU_DFS_SOLUTION="path"`), by g++, else clang++; the binary
//! runs there on the puzzle. The learner's file is read, never copied or
//! changed, and the compiler's messages name it as the learner does.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::super::Language;
use super::compile::{Renames, compile};
use super::{End, Limits, SolutionRun, run_harness, tool_found};

/// The project's own harness, embedded so the binary needs no asset on disk.
pub const CPP_HARNESS: &str = include_str!("../../../../../assets/harness/cpp/harness.cpp");

/// The compilers tried, in order.
pub const CPP_COMPILERS: [&str; 2] = ["g++", "clang++"];

/// The first compiler of [`CPP_COMPILERS`] found here.
pub fn cpp_compiler() -> Option<&'static str> {
    CPP_COMPILERS
        .into_iter()
        .find(|program| tool_found(program, "--version"))
}

/// Runs the learner's C++ `file` on `puzzle` with the first compiler found.
pub fn run_cpp(file: &Path, puzzle: &str, limits: &Limits) -> SolutionRun {
    match cpp_compiler() {
        Some(compiler) => run_cpp_with(compiler, file, puzzle, limits),
        None => SolutionRun::not_started(
            Language::Cpp,
            End::ToolMissing {
                program: "g++".to_string(),
            },
            std::time::Instant::now(),
        ),
    }
}

/// Runs the learner's C++ `file` on `puzzle`, compiled by `compiler`.
pub fn run_cpp_with(compiler: &str, file: &Path, puzzle: &str, limits: &Limits) -> SolutionRun {
    let started = std::time::Instant::now();
    let not_started = |end| SolutionRun::not_started(Language::Cpp, end, started);
    let file: PathBuf = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let Ok(dir) = super::child::TempFolder::new("sudoku-dfs-cpp-") else {
        return not_started(End::Exited { code: None });
    };
    let harness = dir.path().join("harness.cpp");
    let binary = dir.path().join("solution");
    if std::fs::write(&harness, CPP_HARNESS).is_err() {
        return not_started(End::Exited { code: None });
    }
    let mut command = Command::new(compiler);
    // `-pipe` and TMPDIR: g++'s own temporary files (cc*.s, cc*.o) go
    // through pipes or into the run's folder, so a signal that ends
    // sudoku-dfs mid-compile leaves none in the system's /tmp.
    command
        .current_dir(dir.path())
        .env("TMPDIR", dir.path())
        .args([
            "-std=gnu++20",
            "-O2",
            "-w",
            "-pipe",
            "-fdiagnostics-color=never",
        ])
        .arg(format!("-DSUDOKU_DFS_SOLUTION=\"{}\"", file.display()))
        .arg("harness.cpp")
        .arg("-o")
        .arg(&binary);
    // The stand-ins' namespace said as nothing: the learner wrote
    // `vector<vector<char>>`, and reads it so.
    let renames = Renames::new(&file, dir.path())
        .with_rename("sudoku_dfs_learner::", "")
        .dropping("In file included from harness.cpp");
    let compile_elapsed = match compile(&mut command, compiler, limits, &renames) {
        Ok(elapsed) => elapsed,
        Err(end) => return not_started(end),
    };
    let mut command = Command::new(&binary);
    command.current_dir(dir.path()).arg(puzzle);
    let mut run = run_harness(Language::Cpp, &mut command, compiler, limits);
    run.compile_elapsed = Some(compile_elapsed);
    run
}
