//! `bench`: the fast solver's speed on puzzle files, next to the figures of
//! the fastest known solvers on the same sets (see [`crate::bench`]).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Result;

use super::exit::{BAD_INPUT, WriteFailed, note};

use crate::bench::{REFERENCE, Timing, bench_files_timed};

/// Where the reference sets live, relative to the project directory.
const SHARED_PUZZLES: &str = "../shared/puzzles";

pub fn bench(files: &[PathBuf], seconds: f64, jobs: usize) -> Result<ExitCode> {
    let jobs = super::jobs_or_stop(jobs)?;
    let Ok(total) = std::time::Duration::try_from_secs_f64(seconds) else {
        anyhow::bail!("--seconds {seconds}: not a number of seconds");
    };
    let files = if files.is_empty() {
        default_files()?
    } else {
        files.to_vec()
    };
    note(&format!(
        "measuring {} file(s), about {:.1} s each…",
        files.len(),
        if jobs > 1 { 6.0 } else { 2.0 } * seconds
    ))?;
    let report = bench_files_timed(&files, Timing::lasting(total), jobs)?;
    let mut out = io::stdout().lock();
    writeln!(out, "{report}")
        .and_then(|()| out.flush())
        .map_err(WriteFailed::stdout)?;
    // Lines that were not puzzles are input that could not be used, as
    // for `solve`: measured without them, and the status says so.
    let skipped = report.files.iter().any(|file| file.skipped > 0);
    Ok(if skipped {
        ExitCode::from(BAD_INPUT)
    } else {
        ExitCode::SUCCESS
    })
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
