//! Running a learner's solution of LeetCode 37 and reading back every
//! write it makes to the board.
//!
//! The core returns data, no words: [`SolutionRun`] says what was written,
//! how the run ended and what the learner printed. The child process is
//! ended on every path out — finished, timed out, too many writes, or this
//! function unwinding — by [`ChildGuard`].
//!
//! Channels: the harness (assets/harness/python/harness.py) reports writes
//! and the end on its standard output; it sends everything the learner
//! prints, stdout and stderr alike, to standard error, so the learner's
//! output can never be read as a write. Both pipes are drained by their own
//! thread, so a learner that prints without end never blocks on a full pipe.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use super::Language;
use super::writes::Write;

/// The project's own harness, embedded so the binary needs no asset on disk.
pub(crate) const PYTHON_HARNESS: &str = include_str!("../../assets/harness/python/harness.py");

/// Why the runner stopped the learner's process before it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StopReason {
    Time,
    Writes,
}

/// How the learner's run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// The solver returned; `value` is Python's repr of what it returned.
    Returned { value: String },
    /// The solver (or the file's top level) raised: the interpreter's
    /// message and the learner's lines of the traceback, innermost last.
    Raised { message: String, lines: Vec<u32> },
    /// The file does not compile.
    Syntax { line: u32, message: String },
    /// No `class Solution` with `solveSudoku`, nor a top-level
    /// `solveSudoku` / `solve_sudoku`.
    NoSolver,
    /// Stopped by the runner at a limit.
    Stopped(StopReason),
    /// The process ended without the harness's report (killed from
    /// outside, `os._exit`, the interpreter itself failing): its exit code
    /// if it had one, and the first lines it printed are in the output.
    Exited { code: Option<i32> },
    /// The interpreter could not be started at all.
    ToolMissing { program: String },
}

/// The limits of one run.
#[derive(Clone, Debug)]
pub(crate) struct Limits {
    pub(crate) time: Duration,
    pub(crate) writes: usize,
    /// Of the learner's printed output, the first lines kept.
    pub(crate) output_lines: usize,
    /// ... and at most this many bytes of them.
    pub(crate) output_bytes: usize,
    /// Set by someone else to end the run early (the editor's Esc): looked
    /// at every few milliseconds while the run goes.
    pub(crate) cancel: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Duration::from_secs(10),
            writes: 10_000_000,
            output_lines: 200,
            output_bytes: 64 * 1024,
            cancel: None,
        }
    }
}

/// What the learner printed: the first lines, and how many were dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Output {
    pub(crate) lines: Vec<String>,
    pub(crate) dropped_lines: usize,
}

/// The whole of one run, as data.
#[derive(Clone, Debug)]
pub(crate) struct SolutionRun {
    /// The language the file was run as.
    pub(crate) language: Language,
    pub(crate) writes: Vec<Write>,
    /// Writes of anything but `'1'..='9'` or `'.'` (not in `writes`).
    pub(crate) odd_writes: usize,
    /// The board at the end, 81 characters, if the harness reported it.
    pub(crate) final_board: Option<String>,
    pub(crate) end: End,
    pub(crate) output: Output,
    pub(crate) elapsed: Duration,
    /// The learner's process id while it ran (ended and reaped by now).
    pub(crate) pid: Option<u32>,
}

/// Kills and reaps the child when dropped, so no path out of [`run_python`]
/// — a panic included — leaves the learner's process running.
struct ChildGuard(Child);

impl Drop for ChildGuard {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
        }
        let _ = self.0.wait();
    }
}

/// The harness's report, read line by line on its own thread.
#[derive(Default)]
struct Report {
    writes: Vec<Write>,
    odd_writes: usize,
    final_board: Option<String>,
    end: Option<End>,
    over_write_limit: bool,
}

/// Runs the learner's `file` on `puzzle` (81 characters, `.` for empty)
/// with `python` (normally `"python3"`).
pub(crate) fn run_python(python: &str, file: &Path, puzzle: &str, limits: &Limits) -> SolutionRun {
    let started = Instant::now();
    // An absolute path, so the harness can tell the learner's frames by name.
    let file: PathBuf = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let spawned = Command::new(python)
        .arg("-I")
        .arg("-c")
        .arg(PYTHON_HARNESS)
        .arg(&file)
        .arg(puzzle)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => ChildGuard(child),
        Err(_) => {
            return SolutionRun {
                language: Language::Python,
                writes: Vec::new(),
                odd_writes: 0,
                final_board: None,
                end: End::ToolMissing {
                    program: python.to_string(),
                },
                output: Output::default(),
                elapsed: started.elapsed(),
                pid: None,
            };
        }
    };
    let pid = child.0.id();
    let stdout = child.0.stdout.take().expect("piped stdout");
    let stderr = child.0.stderr.take().expect("piped stderr");
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let write_limit = limits.writes;
    let report_thread = thread::spawn(move || {
        let report = read_report(stdout, write_limit);
        let _ = done_tx.send(());
        report
    });
    let (lines, bytes) = (limits.output_lines, limits.output_bytes);
    let output_thread = thread::spawn(move || read_output(stderr, lines, bytes));

    // The report ends when the harness exits or hits the write limit; the
    // time limit is counted from the start.
    let timed_out = loop {
        let left = limits.time.saturating_sub(started.elapsed());
        let cancelled = limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed));
        // A cancelled run ends as a stopped one; its caller drops it.
        if cancelled || left.is_zero() {
            break true;
        }
        match done_rx.recv_timeout(left.min(Duration::from_millis(20))) {
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            _ => break false,
        }
    };
    // Ending the child closes its pipes, which ends both reader threads.
    let _ = child.0.kill();
    let status = child.0.wait().ok();
    let report = report_thread.join().unwrap_or_default();
    let output = output_thread.join().unwrap_or_default();
    let end = if timed_out {
        End::Stopped(StopReason::Time)
    } else if report.over_write_limit {
        End::Stopped(StopReason::Writes)
    } else {
        report.end.unwrap_or(End::Exited {
            code: status.and_then(|s| s.code()),
        })
    };
    SolutionRun {
        language: Language::Python,
        writes: report.writes,
        odd_writes: report.odd_writes,
        final_board: report.final_board,
        end,
        output,
        elapsed: started.elapsed(),
        pid: Some(pid),
    }
}

fn read_report(stdout: impl Read, write_limit: usize) -> Report {
    let mut report = Report::default();
    let mut reader = BufReader::with_capacity(1 << 16, stdout);
    let mut line = Vec::new();
    let mut raised: Option<(String, Vec<u32>)> = None;
    loop {
        line.clear();
        match reader.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        if let Some(rest) = text.strip_prefix("w ") {
            match parse_write(rest) {
                Some(Some(write)) => {
                    if report.writes.len() == write_limit {
                        report.over_write_limit = true;
                        break;
                    }
                    report.writes.push(write);
                }
                Some(None) => report.odd_writes += 1,
                None => {}
            }
        } else if let Some(rest) = text.strip_prefix("at ") {
            if let (Some((_, lines)), Ok(n)) = (raised.as_mut(), rest.parse()) {
                lines.push(n);
            }
        } else if let Some(rest) = text.strip_prefix("board ") {
            report.final_board = Some(rest.to_string());
        } else if let Some(rest) = text.strip_prefix("returned ") {
            report.end = Some(End::Returned {
                value: rest.to_string(),
            });
        } else if let Some(rest) = text.strip_prefix("raised ") {
            raised = Some((rest.to_string(), Vec::new()));
        } else if let Some(rest) = text.strip_prefix("syntax ") {
            let (line, message) = rest.split_once(' ').unwrap_or((rest, ""));
            report.end = Some(End::Syntax {
                line: line.parse().unwrap_or(0),
                message: message.to_string(),
            });
        } else if text == "nosolver" {
            report.end = Some(End::NoSolver);
        }
    }
    if let Some((message, lines)) = raised {
        report.end = Some(End::Raised { message, lines });
    }
    report
}

/// `R C V L` → a write; `Some(None)` for an odd value; `None` if malformed.
fn parse_write(rest: &str) -> Option<Option<Write>> {
    let mut parts = rest.split(' ');
    let row: u8 = parts.next()?.parse().ok()?;
    let col: u8 = parts.next()?.parse().ok()?;
    let value = match parts.next()?.as_bytes() {
        [b'.'] => None,
        [d @ b'1'..=b'9'] => Some(d - b'0'),
        _ => return Some(None),
    };
    let line: u32 = parts.next()?.parse().ok()?;
    Some(Some(Write {
        row,
        col,
        value,
        line: (line > 0).then_some(line),
    }))
}

/// Keeps the first lines of what the learner printed and drains the rest,
/// so the child never blocks on a full pipe.
fn read_output(stderr: impl Read, max_lines: usize, max_bytes: usize) -> Output {
    let mut output = Output::default();
    let mut reader = BufReader::new(stderr);
    let mut line = Vec::new();
    let mut kept_bytes = 0;
    loop {
        line.clear();
        // A line without end is read in bounded pieces, not whole.
        match reader
            .by_ref()
            .take(max_bytes as u64 + 1)
            .read_until(b'\n', &mut line)
        {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if output.lines.len() < max_lines && kept_bytes + line.len() <= max_bytes {
            kept_bytes += line.len();
            let text = String::from_utf8_lossy(&line);
            output
                .lines
                .push(text.trim_end_matches(['\n', '\r']).to_string());
        } else {
            output.dropped_lines += 1;
        }
    }
    output
}
