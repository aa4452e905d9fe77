//! Watching a learner's own solver: what the solve screen keeps about the
//! run beside the search (the file and its text, how the run ended, what
//! the program printed, the notes against the classic search), and how a
//! run becomes a solve screen. `sudoku-dfs watch` (cli/watch.rs) and the
//! editor's watch key (`W`, run off the UI thread) both come here.
//!
//! The writes are read while the learner's program runs
//! ([`Live`]: the analysis on its own thread, the recording built on
//! another as it reads), so the first screen comes when the run ends.
//!
//! Files: `notes` (the analysis's findings worded for the screen), `screen`
//! (the watch's own keys and the running box).

mod notes;
/// The watch's path measured at scale, for examples/watch_scale.rs.
pub mod scale;
mod screen;
#[cfg(test)]
mod tests;
// Lost in the merge of branch issue19-truth: without it the checker
// below was never compiled nor run.
#[cfg(test)]
mod truth;

pub use notes::{WatchNotes, notes_of, watch_notes};
pub use screen::Cancel;
pub(in crate::app) use screen::Running;

use std::path::Path;
use std::sync::Arc;

use crate::grid::Grid;
use crate::i18n::Text;
use crate::learner::analysis::Live;
use crate::learner::run::{End, Limits, Output, SolutionRun, StopReason};
use crate::learner::stream::OffThread;
use crate::recording::{LearnerBuilder, LearnerRecording, Recording};
use crate::search::Search;

/// Everything the screen shows about a watched run besides the search.
#[derive(Clone, Debug, Default)]
pub struct Watch {
    /// The file's name as shown (its last component).
    pub file: String,
    /// The language it ran as (`Python`), or `trace` for a `.jsonl`.
    pub language: String,
    /// The learner's file, read once when the watch started; `None` for a
    /// trace, whose code panel shows the project's own listing.
    pub source: Option<Arc<str>>,
    /// How the run ended; `None` for a trace.
    pub end: Option<End>,
    /// The limits it ran under (the stopped sentence names them).
    pub limits: Limits,
    /// What the learner's program printed.
    pub output: Output,
    pub notes: WatchNotes,
}

/// The search watched: a learner's, or a trace replayed (both can cross
/// threads, which a boxed search cannot).
#[derive(Clone, Debug)]
// One value per watch, moved a few times: not worth a box.
#[allow(clippy::large_enum_variant)]
pub enum Watched {
    Learner(LearnerRecording),
    Trace(Recording),
}

impl Watched {
    pub fn boxed(self) -> Box<dyn Search> {
        match self {
            Watched::Learner(recording) => Box::new(recording),
            Watched::Trace(recording) => Box::new(recording),
        }
    }
}

/// A watch made off the UI thread: its search and notes, or why there is
/// nothing to watch. Compared by identity (an answer is one value).
#[derive(Clone, Debug)]
pub struct WatchAnswer(pub Arc<Result<(Watched, Watch), String>>);

impl PartialEq for WatchAnswer {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for WatchAnswer {}

/// What a `.jsonl` trace may hold (the same caps for `check`).
pub const TRACE_CAPS: crate::text_file::Caps = crate::text_file::TRACE_CAPS;

/// The learner's source shown beside the search: a solution is a few KiB,
/// so a file past 1 MiB (or not a plain file) shows no source rather than
/// filling the memory.
const SOURCE_CAPS: crate::text_file::Caps = crate::text_file::Caps {
    bytes: 1 << 20,
    line: 64 << 10,
};

/// Runs the solution in `file` on `puzzle` under `limits` and makes the
/// watch of it; `.jsonl` replays a trace instead. The error is one worded
/// sentence for the learner.
pub(crate) fn watch_file(
    puzzle: &Grid,
    file: &Path,
    limits: &Limits,
    text: &Text,
) -> Result<(Watched, Watch), String> {
    let shown = file.display().to_string();
    if crate::learner::not_a_plain_file(file) {
        return Err((text.watch.unreadable)(
            &shown,
            text.findings.not_a_plain_file,
        ));
    }
    if file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("jsonl"))
    {
        let lines = crate::text_file::read(file, TRACE_CAPS)
            .map_err(|e| (text.watch.unreadable)(&shown, &(text.files.text_file)(&e)))?;
        return from_trace(puzzle, file, &lines);
    }
    let Some(language) = crate::learner::Language::of(file) else {
        return Err((text.watch.unknown_language)(&shown));
    };
    if let Err(e) = std::fs::metadata(file) {
        return Err((text.watch.unreadable)(&shown, &(text.files.io)(e.kind())));
    }
    let live = Live::start(puzzle, building);
    let watched = Limits {
        live: Some(live.sender()),
        ..limits.clone()
    };
    let run = crate::learner::run(language, file, &puzzle.givens_only().to_line(), &watched);
    from_live(puzzle, file, run, limits, text, Some(live))
}

/// Runs `command` (`watch --command`: a shell command line writing the
/// line protocol) on `puzzle` under `limits` and makes the watch of it.
pub(crate) fn watch_command(
    puzzle: &Grid,
    command: &str,
    limits: &Limits,
    text: &Text,
) -> Result<(Watched, Watch), String> {
    let live = Live::start(puzzle, building);
    let watched = Limits {
        live: Some(live.sender()),
        ..limits.clone()
    };
    let run = crate::learner::run_command(command, &puzzle.givens_only().to_line(), &watched);
    from_live(puzzle, Path::new(command), run, limits, text, Some(live))
}

/// A learner's run as a search to watch, and what the screen keeps of it;
/// an error when nothing at all was recorded and it could not run (the
/// reason, worded, is for standard error).
#[cfg(test)]
pub(crate) fn from_run(
    puzzle: &Grid,
    file: &Path,
    run: SolutionRun,
    limits: &Limits,
    text: &Text,
) -> Result<(Watched, Watch), String> {
    from_live(puzzle, file, run, limits, text, None)
}

/// [`from_run`] for a run whose writes `live` read as they came (`None`:
/// they are read now).
fn from_live(
    puzzle: &Grid,
    file: &Path,
    mut run: SolutionRun,
    limits: &Limits,
    text: &Text,
    live: Option<Live<OffThread<LearnerBuilder>>>,
) -> Result<(Watched, Watch), String> {
    let (recording, notes) = match live {
        Some(live) => {
            let (analysis, builder) = live.finish(&mut run);
            (builder.finish().finish(), notes_of(&analysis, text))
        }
        None => watch_notes(puzzle, &run, text),
    };
    if run.writes.is_empty() && !ran(&run.end) {
        let why = end_sentence(&run.end, limits, text).unwrap_or_default();
        return Err((text.watch.nothing_recorded)(&why));
    }
    let watch = Watch {
        file: shown_name(file),
        language: language_name(&run),
        source: crate::text_file::read(file, SOURCE_CAPS)
            .ok()
            .map(Arc::from),
        end: Some(run.end),
        limits: limits.clone(),
        output: run.output,
        notes,
    };
    Ok((Watched::Learner(recording), watch))
}

/// The watch's recording, built on its own thread as the analysis reads.
fn building(puzzle: &Grid) -> OffThread<LearnerBuilder> {
    OffThread::new(LearnerBuilder::new(puzzle))
}

/// A `.jsonl` trace replayed as itself: the strict recording.
pub(crate) fn from_trace(
    puzzle: &Grid,
    file: &Path,
    lines: &str,
) -> Result<(Watched, Watch), String> {
    let recording = Recording::from_trace(puzzle, crate::engine::Strategy::RowMajor, None, lines)
        .map_err(|e| format!("{}: {e}", file.display()))?;
    let watch = Watch {
        file: shown_name(file),
        language: "trace".to_string(),
        ..Watch::default()
    };
    Ok((Watched::Trace(recording), watch))
}

fn shown_name(file: &Path) -> String {
    file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

fn language_name(run: &SolutionRun) -> String {
    use crate::learner::Language;
    match run.language {
        Language::Python => "Python",
        Language::JavaScript => "JavaScript",
        Language::Cpp => "C++",
        Language::Java => "Java",
        Language::Rust => "Rust",
        Language::Command => "sh",
    }
    .to_string()
}

/// The program ran (whatever it then did): false when it never started.
fn ran(end: &End) -> bool {
    !matches!(
        end,
        End::ToolMissing { .. } | End::Syntax { .. } | End::Compile { .. } | End::NoSolver
    )
}

/// The one sentence about how the run ended (under `limits`), when it did
/// not simply return.
pub fn end_sentence(end: &End, limits: &Limits, text: &Text) -> Option<String> {
    let words = &text.watch;
    Some(match end {
        End::Returned { .. } => return None,
        End::Stopped(StopReason::Time) => (words.stopped_time)(limits.time.as_secs()),
        End::Stopped(StopReason::Writes) => (words.stopped_writes)(limits.writes),
        End::Stopped(StopReason::Report) => words.stopped_report.to_string(),
        End::Raised { message, lines } => (words.raised)(message, lines.last().copied()),
        End::Syntax { line, message } => (words.syntax)(*line, message),
        End::Compile { output, lines } => (words.compile)(
            lines.first().copied(),
            crate::learner::run::compile_headline(output).unwrap_or(""),
        ),
        End::NoSolver => words.no_solver.to_string(),
        End::Exited { code } => (words.exited)(*code),
        End::Killed { signal } => (words.killed)(*signal),
        End::ToolMissing { program } => (words.tool_missing)(program),
    })
}

/// The interpreter's message, first lines, with the learner's line numbers.
pub fn message_lines(end: &End, text: &Text) -> Vec<String> {
    let at = text.watch.at_line;
    match end {
        End::Raised { message, lines } => {
            // Innermost first, each run of one line once with its count:
            // a deep recursion is a thousand frames of the same line.
            let mut out = vec![message.clone()];
            if let Some((&last, callers)) = lines.split_last() {
                out.push(format!("  {}", at(last)));
                let told = crate::learner::traceback::callers(callers);
                out.extend(told.runs.iter().map(|&(line, n)| match n {
                    1 => format!("  {}", at(line)),
                    n => format!("  {} ×{n}", at(line)),
                }));
                if told.more > 0 {
                    out.push(format!("  … +{}", told.more));
                }
            }
            out
        }
        End::Syntax { line, message } => vec![format!("{}: {message}", at(*line))],
        End::Compile { output, .. } => output.clone(),
        _ => Vec::new(),
    }
}
