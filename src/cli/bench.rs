//! `bench`: the fast solver's speed on puzzle files, next to the figures of
//! the fastest known solvers on the same sets (see [`crate::bench`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Result;

use crate::batch::default_jobs;
use crate::bench::{REFERENCE, bench_files_on};

/// Where the reference sets live, relative to the project directory.
const SHARED_PUZZLES: &str = "../shared/puzzles";

pub fn bench(files: &[PathBuf], jobs: usize) -> Result<ExitCode> {
    let jobs = if jobs == 0 { default_jobs() } else { jobs };
    let files = if files.is_empty() {
        default_files()?
    } else {
        files.to_vec()
    };
    eprintln!(
        "sudoku-dfs: measuring {} file(s), about {} s each…",
        files.len(),
        if jobs > 1 { 6 } else { 2 }
    );
    println!("{}", bench_files_on(&files, jobs)?);
    Ok(ExitCode::SUCCESS)
}

/// The four reference sets, when ../shared/puzzles holds them.
fn default_files() -> Result<Vec<PathBuf>> {
    let dir = Path::new(SHARED_PUZZLES);
    let files: Vec<PathBuf> = REFERENCE
        .iter()
        .map(|(stem, ..)| dir.join(format!("{stem}.txt")))
        .collect();
    if files.iter().all(|f| f.is_file()) {
        Ok(files)
    } else {
        anyhow::bail!(
            "no FILE given and {SHARED_PUZZLES} does not hold the reference sets \
             (royle-17clue.txt, magictour-top1465.txt, …): name the puzzle files to measure"
        )
    }
}
