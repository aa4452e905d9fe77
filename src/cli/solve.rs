//! `solve` and `count`: many puzzles, every core, results in input order,
//! written straight into the buffered output as they come.

use std::io::{self, BufWriter, StdoutLock, Write};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;

use super::exit::{BAD_INPUT, SOME_UNSOLVED, WriteFailed};
use super::progress::Progress;
use super::{SolveStrategy, jobs};
use crate::batch::{BatchError, Sink, run_ordered};
use crate::engine::{Engine, Strategy, solve_row_major};
use crate::fast;
use crate::grid::{Grid, ParseError, Parsed, line_bytes};
use crate::search::Search;
use crate::source::PuzzleSource;
use crate::tables::{Conflict, conflicts};

/// Puzzles per batch: enough to make handing results over cost nothing
/// next to the work, few enough that a batch takes well under a second.
const BATCH: usize = 256;

/// What became of one input item: small and fixed in size, so a million
/// puzzles allocate nothing.
enum Answer {
    Solved(Option<Figures>, [u8; 81]),
    NoSolution(Option<Figures>),
    Count { solutions: u64, limit: u64 },
    Bad(Problem),
}

/// `--stats`: the classic search's counts (engine strategies), the time.
#[derive(Clone, Copy)]
struct Figures {
    classic: Option<[u64; 4]>,
    /// Forced placements and wipeouts, for a propagating strategy.
    propagation: Option<[u64; 2]>,
    micros: u128,
}

/// A line that could not be used.
enum Problem {
    Parse(ParseError),
    Conflict(usize, Conflict),
}

/// Writes answers to standard output, problems to standard error, and
/// keeps what the exit status needs.
struct AnswerWriter {
    out: BufWriter<StdoutLock<'static>>,
    progress: Progress,
    items: u64,
    unsolved: bool,
    bad: bool,
    /// Standard error could not take a message: the answers still go to
    /// standard output, and the exit status says so at the end.
    stderr_failed: Option<WriteFailed>,
}

impl AnswerWriter {
    fn write(&mut self, answer: &Answer) -> io::Result<()> {
        let out = &mut self.out;
        match answer {
            Answer::Solved(figures, digits) => {
                out.write_all(&line_bytes(digits))?;
                write_figures(out, figures)?;
            }
            Answer::NoSolution(figures) => {
                out.write_all(b"no solution")?;
                write_figures(out, figures)?;
            }
            Answer::Count { solutions, limit } if solutions > limit => write!(out, "{limit}+")?,
            Answer::Count { solutions, .. } => write!(out, "{solutions}")?,
            Answer::Bad(_) => return Ok(()),
        }
        out.write_all(b"\n")
    }
}

fn write_figures(out: &mut impl Write, figures: &Option<Figures>) -> io::Result<()> {
    let Some(f) = figures else { return Ok(()) };
    if let Some([place, rejects, undo, max_depth]) = f.classic {
        write!(
            out,
            "\tplacements={place}\trejects={rejects}\tbacktracks={undo}\tmax_depth={max_depth}"
        )?;
    }
    if let Some([forced, wipeouts]) = f.propagation {
        write!(out, "\tforced={forced}\twipeouts={wipeouts}")?;
    }
    write!(out, "\tmicros={}", f.micros)
}

impl Sink<Answer> for AnswerWriter {
    type Error = WriteFailed;

    fn take(&mut self, answer: Answer) -> Result<(), WriteFailed> {
        self.items += 1;
        self.progress.advance();
        match &answer {
            Answer::Bad(problem) => {
                self.bad = true;
                // The answers before it first, so the two streams interleave in order.
                self.out.flush().map_err(WriteFailed::stdout)?;
                let message = match problem {
                    Problem::Parse(e) => e.to_string(),
                    Problem::Conflict(line, c) => format!("line {line}: {c}"),
                };
                if let Err(failed) = self.progress.message(&format!("sudoku-dfs: {message}")) {
                    self.stderr_failed.get_or_insert(failed);
                }
                Ok(())
            }
            Answer::NoSolution(_) => {
                self.unsolved = true;
                self.write(&answer).map_err(WriteFailed::stdout)
            }
            _ => self.write(&answer).map_err(WriteFailed::stdout),
        }
    }

    fn pause(&mut self) -> Result<(), WriteFailed> {
        self.out.flush().map_err(WriteFailed::stdout)
    }
}

/// The first conflict of givens that made a search find nothing.
fn conflict_in(line: usize, grid: &Grid) -> Option<Answer> {
    conflicts(grid)
        .first()
        .map(|&c| Answer::Bad(Problem::Conflict(line, c)))
}

fn with_input(
    arg: &str,
    jobs_requested: usize,
    work: impl Fn(usize, Grid) -> Answer + Send + Sync + 'static,
) -> Result<ExitCode> {
    let source = PuzzleSource::from_arg(arg)?;
    let puzzles = source.puzzles()?;
    let (threads, noted) = jobs(jobs_requested);
    let mut answers = AnswerWriter {
        out: BufWriter::with_capacity(1 << 16, io::stdout().lock()),
        progress: Progress::for_source(arg),
        items: 0,
        unsolved: false,
        bad: false,
        stderr_failed: noted.err(),
    };
    let run = run_ordered(
        puzzles,
        threads,
        BATCH,
        move |item: Parsed| match item {
            Ok((line, grid)) => work(line, grid),
            Err(e) => Answer::Bad(Problem::Parse(e)),
        },
        &mut answers,
    );
    answers.progress.finish();
    match run {
        Ok(()) => {}
        Err(BatchError::Sink(failed)) => return Err(failed.into()),
        Err(other) => return Err(anyhow::anyhow!("{other}")),
    }
    if let Some(failed) = answers.stderr_failed {
        return Err(failed.into());
    }
    if answers.items == 0 {
        anyhow::bail!("{}: no puzzle found", source.label());
    }
    Ok(if answers.bad {
        ExitCode::from(BAD_INPUT)
    } else if answers.unsolved {
        ExitCode::from(SOME_UNSOLVED)
    } else {
        ExitCode::SUCCESS
    })
}

pub fn solve(source: &str, strategy: SolveStrategy, stats: bool, jobs: usize) -> Result<ExitCode> {
    with_input(source, jobs, move |line, grid| {
        // The clock is read only for `--stats`: on 17-clue puzzles a read
        // per puzzle is measurable.
        let start = stats.then(Instant::now);
        let engine_strategy = match strategy {
            SolveStrategy::Fast => None,
            SolveStrategy::RowMajor => Some(Strategy::RowMajor),
            SolveStrategy::MostConstrained => Some(Strategy::MostConstrained),
            SolveStrategy::ForwardChecking => Some(Strategy::ForwardChecking),
            SolveStrategy::ForwardCheckingMrv => Some(Strategy::ForwardCheckingMrv),
            SolveStrategy::Singles => Some(Strategy::Singles),
            SolveStrategy::SinglesMrv => Some(Strategy::SinglesMrv),
        };
        let (solution, classic, propagation) = match engine_strategy {
            None => (fast::solve_digits(grid.digits()), None, None),
            // The plain search: the engine's counts without its record.
            Some(Strategy::RowMajor) => match row_major(&grid) {
                Ok((solution, figures)) => (solution, Some(figures), None),
                Err(c) => return Answer::Bad(Problem::Conflict(line, c)),
            },
            Some(engine_strategy) => match classic(&grid, engine_strategy) {
                Ok((solution, figures, propagation)) => (
                    solution,
                    Some(figures),
                    engine_strategy.propagates().then_some(propagation),
                ),
                Err(c) => return Answer::Bad(Problem::Conflict(line, c)),
            },
        };
        let figures = start.map(|start| Figures {
            classic,
            propagation,
            micros: start.elapsed().as_micros(),
        });
        match solution {
            Some(digits) => Answer::Solved(figures, digits),
            None => conflict_in(line, &grid).unwrap_or(Answer::NoSolution(figures)),
        }
    })
}

/// The classic row-major search's solution and its counts, by the plain
/// search: the same counts as the engine's, without its step-back record.
fn row_major(grid: &Grid) -> Result<(Option<[u8; 81]>, [u64; 4]), Conflict> {
    let answer = solve_row_major(grid)?;
    let c = answer.counts;
    Ok((
        answer.solution,
        [c.place, c.reject, c.undo, c.max_depth as u64],
    ))
}

/// The engine's solution, and its counts for `--stats`: placements
/// (guesses), rejects, backtracks (undo events), max depth; then forced
/// placements and wipeouts.
type EngineAnswer = (Option<[u8; 81]>, [u64; 4], [u64; 2]);

fn classic(grid: &Grid, strategy: Strategy) -> Result<EngineAnswer, Conflict> {
    let mut engine = Engine::new(grid, strategy)?;
    engine.run_to_end();
    let c = engine.counts();
    let figures = [c.place, c.rejects(), c.undo, c.max_depth as u64];
    let solution = (c.solutions > 0).then(|| *engine.grid().digits());
    Ok((solution, figures, [c.force, c.wipeout]))
}

pub fn count(source: &str, limit: u64, jobs: usize) -> Result<ExitCode> {
    with_input(source, jobs, move |line, grid| {
        // One more than the limit tells "exactly N" from "N or more".
        let solutions = fast::count_digits(grid.digits(), limit.saturating_add(1));
        if solutions == 0
            && let Some(bad) = conflict_in(line, &grid)
        {
            return bad;
        }
        Answer::Count { solutions, limit }
    })
}
