//! `generate`: puzzles with exactly one solution, graded, reproducible from
//! a seed. Puzzle `i` is made from its own seed, so the puzzles are made on
//! every core and still come out the same, in the same order; each is
//! written as soon as it and those before it are made.

use std::io::{self, BufWriter, StdoutLock, Write};
use std::process::ExitCode;

use anyhow::Result;

use super::exit::{WriteFailed, note};
use super::jobs;
use crate::batch::{BatchError, Items, Sink, run_ordered};
use crate::generate::{Difficulty, clock_seed, generate as make, puzzle_seed};

/// Writes each line as it comes; flushed whenever the workers are busy, so
/// a closed pipe is noticed after one puzzle, not after thousands.
struct Lines(BufWriter<StdoutLock<'static>>);

impl Sink<String> for Lines {
    type Error = WriteFailed;

    fn take(&mut self, line: String) -> Result<(), WriteFailed> {
        writeln!(self.0, "{line}").map_err(WriteFailed::stdout)
    }

    fn pause(&mut self) -> Result<(), WriteFailed> {
        self.0.flush().map_err(WriteFailed::stdout)
    }
}

pub fn generate(
    count: u64,
    seed: Option<u64>,
    difficulty: Difficulty,
    stats: bool,
    jobs_requested: usize,
) -> Result<ExitCode> {
    let seed = seed.unwrap_or_else(clock_seed);
    // Standard error, so a run can be repeated without spoiling the output.
    // One that cannot take it fails the run at the end, not the puzzles.
    let noted = note(&format!(
        "generate --seed {seed} --difficulty {difficulty} --count {count}"
    ));
    let (threads, capped) = jobs(jobs_requested);
    let mut lines = Lines(BufWriter::new(io::stdout().lock()));
    let made = run_ordered(
        Items(0..count),
        threads,
        1, // each puzzle takes milliseconds: hand each over at once
        move |i| {
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
        &mut lines,
    );
    match made {
        Ok(()) => {
            noted.and(capped)?;
            Ok(ExitCode::SUCCESS)
        }
        Err(BatchError::Sink(failed)) => Err(failed.into()),
        Err(other) => Err(anyhow::anyhow!("{other}")),
    }
}
