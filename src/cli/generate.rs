//! `generate`: puzzles with exactly one solution, graded, reproducible from
//! a seed. Puzzle `i` is made from its own seed, so the puzzles are made on
//! every core and still come out the same, in the same order.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Result;

use crate::batch::run_ordered;
use crate::generate::{Difficulty, generate as make, puzzle_seed};

pub fn generate(
    count: u64,
    seed: Option<u64>,
    difficulty: Difficulty,
    stats: bool,
    jobs: usize,
) -> Result<ExitCode> {
    let seed = seed.unwrap_or_else(clock_seed);
    // Standard error, so a run can be repeated without spoiling the output.
    eprintln!("sudoku-dfs: generate --seed {seed} --difficulty {difficulty} --count {count}");
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failure = Ok(());
    run_ordered(
        0..count,
        jobs,
        |i| {
            let made = make(puzzle_seed(seed, i), difficulty);
            let mut line = made.puzzle.to_line();
            if stats {
                let at_least = if made.grade.finished { "" } else { ">=" };
                line.push_str(&format!(
                    "\tgivens={}\tplacements={at_least}{}\tcandidates={}",
                    made.puzzle.given_count(),
                    made.grade.placements,
                    made.candidates
                ));
            }
            line
        },
        |line| {
            if failure.is_ok() {
                failure = writeln!(out, "{line}");
            }
        },
    )?;
    match failure.and_then(|()| out.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        other => other.map(|()| ExitCode::SUCCESS).map_err(Into::into),
    }
}

/// A seed from the clock: nanoseconds since 1970.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
