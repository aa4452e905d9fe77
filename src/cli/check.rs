//! `check FILE [PUZZLE]`: runs a learner's LeetCode 37 solution under the
//! harness of its language, with no screen, and says what its search did:
//! the result, the counts, the reference search it equals or the first
//! difference with the nearest one, the findings, what the learner's code
//! printed and how long it ran — as sentences, or with `--json` as one
//! object. The words follow `--lang` (else the environment, as the app).
//!
//! Exit status: 0 when the learner's search solved the puzzle correctly,
//! 1 when it ran and did not, 2 when it could not be run (an unreadable
//! file, an extension no harness runs, no tool, no solver, a file that
//! does not compile), 3 when the output could not be written.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;
use serde_json::json;

use super::exit::{BAD_INPUT, SOME_UNSOLVED, WriteFailed, note};
use crate::grid::Grid;
use crate::i18n::Lang;
use crate::learner::analysis::{Analysis, Live, SearchResult};
use crate::learner::findings::FindingKind;
use crate::learner::run::{End, Limits, SolutionRun};
use crate::learner::writes::CellOrder;
use crate::learner::{self, Language};
use crate::source::PuzzleSource;

/// What `check` (and `trace --from`) was asked to run.
pub struct SolutionArgs {
    pub file: PathBuf,
    /// The PUZZLE argument; `None` is the LeetCode 37 example.
    pub puzzle: Option<String>,
    pub time_limit: f64,
    pub write_limit: usize,
    /// The learner's memory in MiB; 0 is no limit.
    pub memory_limit: u64,
    /// `file` is a shell command line (`--command`).
    pub command: bool,
    pub lang: Lang,
}

/// A learner's solution, run and analysed.
pub(crate) struct Checked {
    /// The memory limit the run had, in MiB (0: none), named when the
    /// program ran out of it.
    pub memory_limit: u64,
    pub puzzle: Grid,
    pub run: SolutionRun,
    pub analysis: Analysis,
    /// The file was a `trace` (`.jsonl`), replayed, not a program run.
    pub replayed: bool,
}

/// Reads the puzzle, runs the solution and analyses it; `Err` with the
/// exit status once a sentence has said why it could not run.
pub(crate) fn run_solution(
    args: &SolutionArgs,
    keep_steps: bool,
) -> Result<std::result::Result<Checked, ExitCode>> {
    let puzzle = match &args.puzzle {
        Some(arg) => PuzzleSource::from_arg(arg)?.first_puzzle()?.1,
        None => crate::puzzles::example().grid.clone(),
    };
    if let Some(conflict) = crate::tables::conflicts(&puzzle.givens_only()).first() {
        anyhow::bail!("the givens conflict: {conflict}");
    }
    if !(args.time_limit.is_finite() && args.time_limit > 0.0) {
        anyhow::bail!("--time-limit must be a number of seconds above 0");
    }
    let words = args.lang.text();
    let file_name = args.file.display().to_string();
    // A command line is no file to read.
    if !args.command && learner::not_a_plain_file(&args.file) {
        note(&(words.findings.unreadable)(
            &file_name,
            words.findings.not_a_plain_file,
        ))?;
        return Ok(Err(ExitCode::from(BAD_INPUT)));
    }
    if !args.command
        && let Err(error) = readable(&args.file, words)
    {
        note(&(words.findings.unreadable)(&file_name, &error))?;
        return Ok(Err(ExitCode::from(BAD_INPUT)));
    }
    if !args.command && is_trace(&args.file) {
        return replay_trace(args, puzzle, keep_steps);
    }
    let language = match args.command {
        true => Some(Language::Command),
        false => Language::of(&args.file),
    };
    let Some(language) = language else {
        note(&(words.findings.unknown_extension)(&file_name))?;
        return Ok(Err(ExitCode::from(BAD_INPUT)));
    };
    let limits = Limits {
        time: Duration::from_secs_f64(args.time_limit),
        writes: args.write_limit,
        memory: learner::run::memory_bytes(args.memory_limit),
        ..Limits::default()
    };
    // A signal that ends sudoku-dfs ends the learner's process first.
    super::learner_signals::end_learners_when_ending();
    // The writes are read as they come, on their own thread; the steps
    // are kept only for `trace --from`, which prints them.
    let run_live = |live: std::sync::mpsc::SyncSender<_>| {
        let limits = Limits {
            live: Some(live),
            ..limits.clone()
        };
        learner::run(language, &args.file, &puzzle.to_line(), &limits)
    };
    let (run, analysis) = if keep_steps {
        let live = Live::start(&puzzle, |_| Vec::new());
        let mut run = run_live(live.sender());
        let (mut analysis, steps) = live.finish(&mut run);
        analysis.steps = steps;
        (run, analysis)
    } else {
        let live = Live::start(&puzzle, |_| ());
        let mut run = run_live(live.sender());
        let (analysis, ()) = live.finish(&mut run);
        (run, analysis)
    };
    Ok(Ok(Checked {
        memory_limit: args.memory_limit,
        puzzle,
        run,
        analysis,
        replayed: false,
    }))
}

/// A file of `trace` JSON Lines, which `watch` replays (`.jsonl`).
fn is_trace(file: &Path) -> bool {
    file.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("jsonl"))
}

/// A `trace` file read as `watch` reads it (every event checked against
/// the ones before it), then told as a learner's search is: its events
/// as the writes they make to the board, analysed by the same reading,
/// so that `check` says of it what it says of a program that made them.
fn replay_trace(
    args: &SolutionArgs,
    puzzle: Grid,
    keep_steps: bool,
) -> Result<std::result::Result<Checked, ExitCode>> {
    use crate::search::Search;
    let shown = args.file.display().to_string();
    // Capped as `watch` caps it: a trace past the caps is refused before
    // it fills the memory.
    let lines = match crate::text_file::read(&args.file, crate::text_file::TRACE_CAPS) {
        Ok(lines) => lines,
        Err(error) => {
            let words = args.lang.text();
            note(&format!("{shown}: {}", (words.files.text_file)(&error)))?;
            return Ok(Err(ExitCode::from(BAD_INPUT)));
        }
    };
    let started = std::time::Instant::now();
    let mut recording = match crate::recording::Recording::from_trace(
        &puzzle,
        crate::engine::Strategy::RowMajor,
        None,
        &lines,
    ) {
        Ok(recording) => recording,
        Err(error) => {
            note(&format!("{shown}: {error}"))?;
            return Ok(Err(ExitCode::from(BAD_INPUT)));
        }
    };
    drop(lines);
    let mut writes = Vec::new();
    while let Some(event) = recording.step() {
        let (cell, value) = match event {
            crate::engine::Event::Place { cell, digit } => (cell, Some(digit)),
            crate::engine::Event::Undo { cell, .. } => (cell, None),
            _ => continue,
        };
        writes.push(learner::writes::Write {
            row: cell.row() as u8,
            col: cell.col() as u8,
            value,
            line: None,
        });
    }
    let mut run = SolutionRun::not_started(
        Language::Command,
        End::Returned {
            value: String::new(),
        },
        started,
    );
    run.writes = writes;
    run.final_board = Some(recording.grid().to_line());
    let mut analysis = learner::analysis::analyse(&puzzle, &run);
    if !keep_steps {
        analysis.steps = Vec::new();
    }
    Ok(Ok(Checked {
        puzzle,
        run,
        analysis,
        replayed: true,
        // Nothing ran: no limit was set.
        memory_limit: 0,
    }))
}

/// The file can be opened and read (a directory cannot).
/// The reason is worded in the user's language, not the system's.
fn readable(file: &Path, words: &crate::i18n::Text) -> std::result::Result<(), String> {
    use std::io::Read;
    let why = |e: std::io::Error| (words.files.io)(e.kind());
    let mut f = std::fs::File::open(file).map_err(why)?;
    f.read(&mut [0; 1]).map(|_| ()).map_err(why)
}

/// The run could not start the learner's search at all.
pub(crate) fn could_not_run(end: &End) -> bool {
    matches!(
        end,
        End::ToolMissing { .. } | End::NoSolver | End::Syntax { .. } | End::Compile { .. }
    )
}

/// The exit status of a checked run.
pub(crate) fn status(checked: &Checked) -> ExitCode {
    let a = &checked.analysis;
    if could_not_run(&checked.run.end) {
        ExitCode::from(BAD_INPUT)
    } else if a.result == SearchResult::Solved
        && !a
            .findings
            .iter()
            .any(|f| f.kind() == FindingKind::WrongAnswer)
    {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(SOME_UNSOLVED)
    }
}

pub fn check(args: SolutionArgs, json: bool) -> Result<ExitCode> {
    let checked = match run_solution(&args, false)? {
        Ok(checked) => checked,
        Err(code) => return Ok(code),
    };
    let text = if json {
        json_report(&checked, args.lang)
    } else {
        text_report(&checked, args.lang)
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(WriteFailed::stdout)?;
    Ok(status(&checked))
}

/// The name of a cell order in `check --json` and `trace --from --summary`.
pub(crate) fn order_name(order: CellOrder) -> &'static str {
    match order {
        CellOrder::RowMajor => "row-major",
        CellOrder::MostConstrained => "most-constrained",
        CellOrder::RestartColumn => "restart-column",
        CellOrder::Unknown => "unknown",
    }
}

/// The digit order the writes prove: `ascending`, `descending`,
/// `changing` (from cell to cell: nothing inferred from it), or null
/// where no cell shows a second try.
fn digit_order_name(a: &crate::learner::analysis::Analysis) -> Option<&'static str> {
    let seen = &a.observed;
    match (seen.upward_tries > 0, seen.downward_tries > 0) {
        (true, true) => Some("changing"),
        (true, false) => Some("ascending"),
        (false, true) => Some("descending"),
        (false, false) => None,
    }
}

fn json_report(checked: &Checked, lang: Lang) -> String {
    let words = &lang.text().findings;
    let a = &checked.analysis;
    let run = &checked.run;
    let observed = !could_not_run(&run.end);
    let findings: Vec<serde_json::Value> = a
        .findings
        .iter()
        .map(|f| json!({"kind": f.kind().name(), "sentence": (words.finding)(f)}))
        .collect();
    let object = json!({
        "language": if checked.replayed { "trace" } else { run.language.name() },
        "writes": a.counts.writes,
        "placements": a.counts.placements,
        "rejects": a.counts.rejects,
        "backtracks": a.counts.backtracks,
        "steps": a.len,
        "result": a.result.name(),
        // A file that never ran showed no search, and with no cell entered
        // no order was read: none is claimed, nothing near.
        "order": (observed && a.observed.order.enters > 0).then(|| order_name(a.order)),
        "digit_order": digit_order_name(a),
        "same_as": a.same_as.filter(|_| observed).map(|r| r.name()),
        "nearest": a.nearest.filter(|_| observed && a.len > 0).map(|r| r.name()),
        "first_difference": a.first_difference.map(|d| json!({
            "step": d.step,
            "reference": d.reference.name(),
            "kind": d.departure.name(),
            "inferred": d.inferred,
            "sentence": (words.difference)(&d),
        })),
        "findings": findings,
        "output": run.output.lines,
        "output_dropped": run.output.dropped_lines,
        "micros": run.elapsed.as_micros() as u64,
        "compile_micros": run.compile_elapsed.map(|d| d.as_micros() as u64),
    });
    format!("{object}\n")
}

/// How many of the compiler's lines `check` prints under its sentence.
const COMPILER_LINES: usize = 12;

fn text_report(checked: &Checked, lang: Lang) -> String {
    let words = &lang.text().findings;
    let a = &checked.analysis;
    let run = &checked.run;
    let mut lines = Vec::new();
    if could_not_run(&run.end) {
        // Nothing of a search to tell, and nothing ran: the one sentence of
        // why, and the compiler's own first lines under it.
        lines.extend(a.findings.iter().map(|f| capitalised(&(words.finding)(f))));
        if let End::Compile { output, .. } = &run.end {
            lines.extend(
                output
                    .iter()
                    .take(COMPILER_LINES)
                    .map(|l| format!("  | {l}")),
            );
        }
    } else {
        lines.push((words.result)(a.result).to_string());
        lines.push((words.counts)(&a.counts));
        if let Some(d) = &a.first_difference {
            lines.push(capitalised(&(words.difference)(d)));
        }
        for finding in &a.findings {
            lines.push(format!("  - {}", (words.finding)(finding)));
        }
    }
    // A replayed trace printed nothing and took no time: nothing ran.
    let started = !could_not_run(&run.end) && !checked.replayed;
    if run.output.lines.is_empty() {
        if started {
            lines.push(words.printed_nothing.to_string());
        }
    } else {
        lines.push((words.printed)(
            run.output.lines.len(),
            run.output.dropped_lines,
        ));
        lines.extend(run.output.lines.iter().map(|l| format!("  | {l}")));
    }
    if started {
        if run.out_of_memory() && checked.memory_limit > 0 {
            lines.push((words.out_of_memory)(checked.memory_limit));
        }
        // Compiling and running timed apart, each said as it was.
        if let Some(compiled) = run.compile_elapsed {
            lines.push((words.compiled_in)(compiled));
        }
        lines.push((words.took)(run.elapsed));
    }
    // What the learner's program printed, raised or the compiler said is
    // in these lines: every control character in them is shown, not sent.
    let mut text = lines
        .iter()
        .map(|line| crate::visible::visible(line))
        .collect::<Vec<_>>()
        .join("\n");
    text.push('\n');
    text
}

/// The sentence with its first letter upper-case (a Chinese one is as
/// it is).
fn capitalised(sentence: &str) -> String {
    let mut chars = sentence.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
