//! `trace --from FILE [PUZZLE]`: a learner's search, read from the writes
//! of its solution, in `trace`'s own JSON Lines (the same fields, plus
//! `"inferred":true` on each event no write shows), so that it can be
//! diffed with the engine's trace; `--summary` prints one object with
//! `trace --summary`'s fields.
//!
//! The events are printed as a reading of the writes makes them, and none
//! is kept: the run is analysed first with nothing kept (as `check` does),
//! which settles how the writes are read (the cell and digit order, the
//! tables, copies: a write at the very end can change what every earlier
//! inferred event is), and the writes are then read once more so, each
//! event printed the moment it is made. The memory is the writes' (12
//! bytes a write), not the events' (about 216 bytes a write when kept).

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use anyhow::Result;

use super::super::check::{Checked, SolutionArgs, could_not_run, order_name, run_solution};
use super::super::exit::{BAD_INPUT, WriteFailed, note};
use super::{Decimal, JsonLines, Summary};
use crate::engine::{Counts, Event};
use crate::learner::analysis::{SearchResult, read_again};
use crate::learner::compare::Reference;
use crate::learner::findings::FindingKind;
use crate::learner::stream::StepSink;
use crate::learner::writes::Step;

pub fn trace_from(args: SolutionArgs, summary: bool, max_steps: Option<u64>) -> Result<ExitCode> {
    let lang = args.lang;
    let checked = match run_solution(&args, false)? {
        Ok(checked) => checked,
        Err(code) => return Ok(code),
    };
    let out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let limit = match summary {
        true => 0,
        false => max_steps.unwrap_or(u64::MAX),
    };
    let printer = StepPrinter::new(&checked, out, limit);
    let mut printer = read_again(&checked.puzzle, &checked.run, &checked.analysis, printer);
    let written = printer.finish().and_then(|()| match summary {
        true => writeln!(printer.out, "{}", summary_json(&checked, &printer)),
        false => Ok(()),
    });
    written
        .and_then(|()| printer.out.flush())
        .map_err(WriteFailed::stdout)?;
    drop(printer);
    // How the run ended, when it did not return, and that the events are
    // a copy's, not a search, when they are: one sentence each on
    // standard error, as `check` says it.
    let words = &lang.text().findings;
    for finding in &checked.analysis.findings {
        if matches!(
            finding.kind(),
            FindingKind::Error | FindingKind::Stopped | FindingKind::CopiesAnswer
        ) {
            note(&(words.finding)(finding))?;
        }
    }
    if could_not_run(&checked.run.end) {
        return Ok(ExitCode::from(BAD_INPUT));
    }
    Ok(ExitCode::SUCCESS)
}

/// The refusals prove a table left marked: the search is forget-restore's,
/// or its refusal finding names a stale cause.
fn stale_proven(checked: &Checked) -> bool {
    let a = &checked.analysis;
    a.same_as == Some(Reference::ForgetRestore)
        || a.findings.iter().any(|f| {
            matches!(
                f,
                crate::learner::findings::Finding::RefusesCandidate { stale: Some(_), .. }
            )
        })
}

/// Prints each step as the reading makes it (the first `limit`), and
/// counts them all with the engine's own definition of each count.
struct StepPrinter<W: Write> {
    out: W,
    lines: JsonLines,
    number: Decimal,
    left: u64,
    /// The first write that failed: nothing more is written after it.
    failed: Option<io::Error>,
    counts: Counts,
    steps: u64,
    /// Digits the search has on the grid, for the deepest level.
    placed: u8,
    /// The board the steps leave, over the givens.
    digits: [u8; 81],
    /// The refusals prove a table left marked (see [`stale_proven`]).
    stale_proven: bool,
}

impl<W: Write> StepPrinter<W> {
    fn new(checked: &Checked, out: W, limit: u64) -> StepPrinter<W> {
        StepPrinter {
            out,
            lines: JsonLines::new(),
            number: Decimal::new(0),
            left: limit,
            failed: None,
            counts: Counts::default(),
            steps: 0,
            placed: 0,
            digits: *checked.puzzle.givens_only().digits(),
            stale_proven: stale_proven(checked),
        }
    }

    /// Writes what is left in the buffer; the first error, if any.
    fn finish(&mut self) -> io::Result<()> {
        if let Some(error) = self.failed.take() {
            return Err(error);
        }
        self.out.write_all(self.lines.take())
    }
}

impl<W: Write> StepSink for StepPrinter<W> {
    fn step(&mut self, step: &Step) {
        self.steps += 1;
        match step.event {
            Event::Place { cell, digit } => {
                self.placed = self.placed.saturating_add(1);
                self.digits[cell.index()] = digit;
            }
            Event::Undo { cell, .. } => {
                self.placed = self.placed.saturating_sub(1);
                self.digits[cell.index()] = 0;
            }
            _ => {}
        }
        self.counts.add(&step.event, self.placed);
        if self.left == 0 || self.failed.is_some() {
            return;
        }
        self.left -= 1;
        self.number.increment();
        if self.lines.is_full()
            && let Err(error) = self.out.write_all(self.lines.take())
        {
            self.failed = Some(error);
            return;
        }
        super::put_step(&mut self.lines, &self.number, step, self.stale_proven);
    }
}

fn summary_json<W: Write>(checked: &Checked, printed: &StepPrinter<W>) -> String {
    let a = &checked.analysis;
    let c = printed.counts;
    let grid = grid_at_end(checked, printed);
    let s = Summary {
        // As `trace` names it: the strategy of the search it equals (the
        // bug lab's run row-major), else the cell order read.
        strategy: match a.same_as {
            Some(Reference::MostConstrained) => "most-constrained",
            Some(r) if r.propagates() => r.name(),
            Some(_) => "row-major",
            None => order_name(a.order),
        }
        .to_string(),
        bug: a.same_as.and_then(|r| match r {
            Reference::ForgetRestore | Reference::ForgetFlag | Reference::RestartColumn => {
                Some(r.name().to_string())
            }
            _ => None,
        }),
        steps: printed.steps,
        // The engine's trace says a search that took its solution back
        // is exhausted: the summary keeps its vocabulary.
        result: match a.result {
            SearchResult::SolvedThenUndone => SearchResult::Exhausted.name(),
            other => other.name(),
        },
        solution: (a.result == SearchResult::Solved).then(|| grid.clone()),
        grid,
        // The events are printed as they are made and none is kept.
        history_bytes: 0,
        micros: checked.run.elapsed.as_micros(),
        ..Summary::counted(&c)
    };
    serde_json::to_string(&s).expect("a struct of numbers and strings serializes")
}

/// The learner's board at the end, as the harness reported it; else the
/// search's board the steps leave.
fn grid_at_end<W: Write>(checked: &Checked, printed: &StepPrinter<W>) -> String {
    if let Some(board) = &checked.run.final_board {
        return board.clone();
    }
    crate::grid::Grid::from_digits(printed.digits).to_line()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Engine, Strategy};
    use crate::learner::Language;
    use crate::learner::analysis::analyse;
    use crate::learner::run::{End, SolutionRun};
    use crate::learner::writes::Write;

    /// The writes a program makes that searches as `strategy` does: each
    /// placement a digit, each undo a `.` (none with `clears` false).
    fn run_of(
        puzzle: &crate::grid::Grid,
        strategy: Strategy,
        clears: bool,
        cut: usize,
    ) -> SolutionRun {
        let mut engine = Engine::new(puzzle, strategy).expect("givens that do not conflict");
        let mut writes = Vec::new();
        while let Some(event) = engine.step() {
            let (cell, value) = match event {
                Event::Place { cell, digit } => (cell, Some(digit)),
                Event::Undo { cell, .. } if clears => (cell, None),
                _ => continue,
            };
            writes.push(Write {
                row: cell.row() as u8,
                col: cell.col() as u8,
                value,
                line: None,
            });
        }
        writes.truncate(cut);
        let mut run = SolutionRun::not_started(
            Language::Python,
            End::Returned {
                value: "None".to_string(),
            },
            std::time::Instant::now(),
        );
        run.writes = writes;
        run
    }

    #[test]
    fn the_steps_read_again_are_the_steps_the_analysis_kept() {
        let puzzle = crate::puzzles::example().grid.clone();
        for (strategy, clears, cut) in [
            (Strategy::RowMajor, true, usize::MAX),
            (Strategy::MostConstrained, true, usize::MAX),
            (Strategy::RowMajor, false, 3_000),
            (Strategy::RowMajor, true, 777),
        ] {
            let run = run_of(&puzzle, strategy, clears, cut);
            let kept = analyse(&puzzle, &run);
            assert!(!kept.steps.is_empty());
            let again = read_again(&puzzle, &run, &kept, Vec::new());
            assert_eq!(
                again, kept.steps,
                "{strategy:?}, clears {clears}, cut {cut}"
            );
        }
    }
}
