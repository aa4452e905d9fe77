//! `trace --from FILE [PUZZLE]`: a learner's search, read from the writes
//! of its solution, in `trace`'s own JSON Lines (the same fields, plus
//! `"inferred":true` on each event no write shows), so that it can be
//! diffed with the engine's trace; `--summary` prints one object with
//! `trace --summary`'s fields.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use anyhow::Result;

use super::super::check::{Checked, SolutionArgs, could_not_run, order_name, run_solution};
use super::super::exit::{BAD_INPUT, WriteFailed, note};
use super::{Summary, write_steps};
use crate::engine::{Counts, Event};
use crate::learner::analysis::SearchResult;
use crate::learner::compare::Reference;
use crate::learner::findings::Kind;
use crate::learner::writes::Step;

pub fn trace_from(args: SolutionArgs, summary: bool, max_steps: Option<u64>) -> Result<ExitCode> {
    let lang = args.lang;
    let checked = match run_solution(&args, true)? {
        Ok(checked) => checked,
        Err(code) => return Ok(code),
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let steps = &checked.analysis.steps;
    let written = if summary {
        writeln!(out, "{}", summary_json(&checked))
    } else {
        write_steps(
            steps,
            max_steps.unwrap_or(u64::MAX),
            stale_proven(&checked),
            &mut out,
        )
    };
    written
        .and_then(|()| out.flush())
        .map_err(WriteFailed::stdout)?;
    drop(out);
    // How the run ended, when it did not return, and that the events are
    // a copy's, not a search, when they are: one sentence each on
    // standard error, as `check` says it.
    let words = &lang.text().findings;
    for finding in &checked.analysis.findings {
        if matches!(
            finding.kind(),
            Kind::Error | Kind::Stopped | Kind::CopiesAnswer
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

fn summary_json(checked: &Checked) -> String {
    let a = &checked.analysis;
    // The engine's own definition of each count, not a second copy here.
    let c = Counts::of(a.steps.iter().map(|s| s.event));
    let grid = grid_at_end(checked);
    let s = Summary {
        // As `trace` names it: the strategy of the search it equals (the
        // bug lab's run row-major), else the cell order read.
        strategy: match a.same_as {
            Some(Reference::MostConstrained) => "most-constrained",
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
        steps: a.steps.len() as u64,
        // The engine's trace says a search that took its solution back
        // is exhausted: the summary keeps its vocabulary.
        result: match a.result {
            SearchResult::SolvedThenUndone => SearchResult::Exhausted.name(),
            other => other.name(),
        },
        solution: (a.result == SearchResult::Solved).then(|| grid.clone()),
        grid,
        history_bytes: std::mem::size_of_val(a.steps.as_slice()),
        micros: checked.run.elapsed.as_micros(),
        ..Summary::counted(&c)
    };
    serde_json::to_string(&s).expect("a struct of numbers and strings serializes")
}

/// The learner's board at the end, as the harness reported it; else the
/// search's board replayed from the steps.
fn grid_at_end(checked: &Checked) -> String {
    if let Some(board) = &checked.run.final_board {
        return board.clone();
    }
    let mut digits = *checked.puzzle.givens_only().digits();
    for Step { event, .. } in &checked.analysis.steps {
        match *event {
            Event::Place { cell, digit } => digits[cell.index()] = digit,
            Event::Undo { cell, .. } => digits[cell.index()] = 0,
            _ => {}
        }
    }
    crate::grid::Grid::from_digits(digits).to_line()
}
