//! `bench`: the fast solver's speed on puzzle files, next to the figures of
//! the fastest known solvers on the same sets (see [`crate::bench`]).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Result;

use super::exit::{BAD_INPUT, WriteFailed, note};

use crate::bench::{REFERENCE, Timing, bench_files_timed};

/// The folder of the reference sets, inside the project (puzzles/README.md).
const SETS_DIR: &str = "puzzles";

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

/// The four reference sets shipped in the project's puzzles/ folder: the
/// one of the checkout this binary was built from (its path is compiled
/// in), else `puzzles/` in the current directory (a binary copied away, or
/// a checkout moved, run from the project's top folder).
fn default_files() -> Result<Vec<PathBuf>> {
    let built_from = Path::new(env!("CARGO_MANIFEST_DIR")).join(SETS_DIR);
    sets_in_first_of(&[built_from, Path::new(".").join(SETS_DIR)])
}

/// The reference sets of the first of `dirs` that holds all four.
fn sets_in_first_of(dirs: &[PathBuf]) -> Result<Vec<PathBuf>> {
    if let Some(files) = dirs.iter().find_map(|dir| reference_sets_in(dir)) {
        return Ok(files);
    }
    let looked_in: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    let sets: Vec<&str> = REFERENCE.iter().map(|(stem, ..)| *stem).collect();
    anyhow::bail!(
        "no FILE given, and the reference sets ({}, each STEM.txt or STEM.txt.gz) \
         are not in {}: name the puzzle files to measure",
        sets.join(", "),
        looked_in.join(" nor in ")
    )
}

/// The four sets in `dir`, each as `STEM.txt` or `STEM.txt.gz`, if all are there.
fn reference_sets_in(dir: &Path) -> Option<Vec<PathBuf>> {
    REFERENCE
        .iter()
        .map(|(stem, ..)| {
            [format!("{stem}.txt"), format!("{stem}.txt.gz")]
                .into_iter()
                .map(|name| dir.join(name))
                .find(|file| file.is_file())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_sets_are_found_in_the_project_plain_or_gzipped() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(SETS_DIR);
        let files = reference_sets_in(&dir).expect("puzzles/ holds the four reference sets");
        let names: Vec<_> = files
            .iter()
            .map(|f| f.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            [
                "royle-17clue.txt.gz",
                "magictour-top1465.txt",
                "forum-hardest-1905-11plus.txt.gz",
                "forum-hardest-1106.txt"
            ]
        );
        // Found from any current directory: the path is the checkout's.
        assert_eq!(default_files().unwrap(), files);
    }

    #[test]
    fn without_the_sets_it_says_where_it_looked_and_what_to_do() {
        let project = Path::new(env!("CARGO_MANIFEST_DIR")).join(SETS_DIR);
        let nowhere = project.join("no such folder");
        let elsewhere = PathBuf::from("neither here");
        // The first folder that holds them all wins.
        let found = sets_in_first_of(&[nowhere.clone(), project.clone()]).unwrap();
        assert!(found.iter().all(|f| f.starts_with(&project)));

        let error = sets_in_first_of(&[nowhere.clone(), elsewhere]).unwrap_err();
        let message = error.to_string();
        assert!(
            message.starts_with("no FILE given, and the reference sets (royle-17clue, "),
            "{message}"
        );
        assert!(
            message.contains(&format!(
                "are not in {} nor in neither here",
                nowhere.display()
            )),
            "{message}"
        );
        assert!(
            message.ends_with("name the puzzle files to measure"),
            "{message}"
        );
    }
}
