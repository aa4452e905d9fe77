//! `solve` and `count`: many puzzles, every core, results in input order.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;

use super::progress::Progress;
use super::{BAD_INPUT, SolveStrategy, input};
use crate::batch::run_ordered;
use crate::engine::{Engine, Strategy, solve_row_major};
use crate::fast;
use crate::grid::{Grid, ParseError};
use crate::tables::conflicts;

/// What became of one input item.
enum Answer {
    /// The text to print for the puzzle, and whether it had a solution.
    Done(String, bool),
    /// A line that could not be used: the message for standard error.
    Bad(String),
}

/// Sorts answers into output, messages and the exit status.
struct Tally<W: Write> {
    out: W,
    progress: Progress,
    unsolved: bool,
    bad: bool,
}

impl<W: Write> Tally<W> {
    fn take(&mut self, answer: Answer) -> io::Result<()> {
        self.progress.advance();
        match answer {
            Answer::Done(text, solved) => {
                self.unsolved |= !solved;
                writeln!(self.out, "{text}")
            }
            Answer::Bad(message) => {
                self.bad = true;
                self.out.flush()?;
                self.progress.message(&format!("sudoku-dfs: {message}"));
                Ok(())
            }
        }
    }

    fn finish(mut self) -> Result<ExitCode> {
        self.progress.finish();
        self.out.flush()?;
        Ok(if self.bad {
            ExitCode::from(BAD_INPUT)
        } else if self.unsolved {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        })
    }
}

/// The item's puzzle, or the message for an unreadable line or conflicting givens.
fn usable(item: Result<(usize, Grid), ParseError>) -> Result<Grid, String> {
    let (line, grid) = item.map_err(|e| e.to_string())?;
    match conflicts(&grid).first() {
        Some(c) => Err(format!("line {line}: {c}")),
        None => Ok(grid),
    }
}

fn with_input(source: &str, jobs: usize, work: impl Fn(Grid) -> Answer + Sync) -> Result<ExitCode> {
    let puzzles = input::open(source)?;
    let mut tally = Tally {
        out: BufWriter::with_capacity(1 << 16, io::stdout().lock()),
        progress: Progress::for_source(source),
        unsolved: false,
        bad: false,
    };
    let mut failure = Ok(());
    let mut items = 0u64;
    run_ordered(
        puzzles.inspect(|_| items += 1),
        jobs,
        |item| match usable(item) {
            Ok(grid) => work(grid),
            Err(message) => Answer::Bad(message),
        },
        |answer| {
            if failure.is_ok() {
                failure = tally.take(answer);
            }
        },
    )?;
    match failure {
        // A closed pipe (`| head`) is not an error worth a message.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(ExitCode::SUCCESS),
        other => other?,
    }
    if items == 0 {
        anyhow::bail!("{}: no puzzle found", input::label(source));
    }
    tally.finish()
}

pub fn solve(source: &str, strategy: SolveStrategy, stats: bool, jobs: usize) -> Result<ExitCode> {
    with_input(source, jobs, |grid| {
        let start = Instant::now();
        let (solution, figures) = match strategy {
            SolveStrategy::Fast => (fast::solve(&grid), String::new()),
            SolveStrategy::RowMajor => row_major(&grid),
            SolveStrategy::MostConstrained => classic(&grid, Strategy::MostConstrained),
        };
        let micros = start.elapsed().as_micros();
        let mut text = match &solution {
            Some(s) => s.digits().map(|d| (b'0' + d) as char).iter().collect(),
            None => "no solution".to_string(),
        };
        if stats {
            text.push_str(&figures);
            text.push_str(&format!("\tmicros={micros}"));
        }
        Answer::Done(text, solution.is_some())
    })
}

/// The classic row-major search's answer and its figures, by the plain
/// search: the same counts as the engine's, without its step-back record.
fn row_major(grid: &Grid) -> (Option<Grid>, String) {
    let answer = solve_row_major(grid).expect("conflicts were checked");
    let c = answer.counts;
    let figures = format!(
        "\tplacements={}\trejects={}\tbacktracks={}\tmax_depth={}",
        c.place, c.reject, c.undo, c.max_depth
    );
    (answer.solution.map(Grid::from_digits), figures)
}

/// The classic search's answer and its figures, as `\tkey=value` fields.
fn classic(grid: &Grid, strategy: Strategy) -> (Option<Grid>, String) {
    let mut engine = Engine::new(grid, strategy).expect("conflicts were checked");
    engine.run_to_end();
    let c = engine.counts();
    let figures = format!(
        "\tplacements={}\trejects={}\tbacktracks={}\tmax_depth={}",
        c.place,
        c.rejects(),
        c.undo,
        c.max_depth
    );
    let solution = (c.solutions > 0).then(|| engine.grid());
    (solution, figures)
}

pub fn count(source: &str, limit: u64, jobs: usize) -> Result<ExitCode> {
    with_input(source, jobs, |grid| {
        // One more than the limit tells "exactly N" from "N or more".
        let n = fast::count_solutions(&grid, limit.saturating_add(1));
        let text = if n > limit {
            format!("{limit}+")
        } else {
            n.to_string()
        };
        Answer::Done(text, true)
    })
}
