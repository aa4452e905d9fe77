//! Running a learner's solution of LeetCode 37 and reading back every
//! write it makes to the board.
//!
//! The core returns data, no words: [`SolutionRun`] says what was written,
//! how the run ended and what the learner printed. Every child process is
//! ended on every path out — finished, timed out, too many writes, this
//! function unwinding, or sudoku-dfs itself ending on a signal — by
//! [`child`].
//!
//! One harness per language (assets/harness/<language>/, embedded here)
//! reports on its standard output in one line protocol ([`report`]); it
//! sends everything the learner prints, stdout and stderr alike, to
//! standard error, so the learner's output can never be read as a write.
//! Both pipes are drained by their own thread, so a learner that prints
//! without end never blocks on a full pipe. A language that is compiled
//! is compiled first, in a temporary directory ([`compile`]); any other
//! language writes the protocol to a file itself ([`command`]).

pub mod child;
pub mod command;
mod compile;
pub mod cpp;
pub mod java;
mod javascript;
pub mod python;
mod report;
pub use report::Batch;
pub mod rust;

use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use super::Language;
use super::writes::Write;
use child::ChildGuard;

pub use command::run_command;
pub use compile::headline as compile_headline;
pub use cpp::run_cpp;
pub use java::run_java;
pub use javascript::run_javascript;
pub use python::run_python;
pub use rust::run_rust;

/// Why the runner stopped the learner's process before it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    Time,
    Writes,
    /// The report broke its protocol in a way that cannot be read on: a
    /// line longer than [`report::LINE_MAX`] (bytes with no newline), or
    /// a `--command`'s trace file that is not a plain file.
    Report,
}

/// How the learner's run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// The solver returned; `value` is what it returned, as its language
    /// writes it (Python's `None`, JavaScript's `undefined`, `void` for a
    /// C++ or Java method that returns nothing, Rust's `()`).
    Returned { value: String },
    /// The solver (or the file's top level) raised: the interpreter's
    /// message and the learner's lines of the traceback, innermost last
    /// (empty where the language cannot tell them).
    Raised { message: String, lines: Vec<u32> },
    /// The file does not parse (Python, JavaScript).
    Syntax { line: u32, message: String },
    /// The file does not compile (C++, Java, Rust): the compiler's first
    /// lines, with the learner's file named as the learner named it and
    /// the temporary directory's path taken out, and the learner's lines
    /// its errors point at, in order.
    Compile {
        output: Vec<String>,
        lines: Vec<u32>,
    },
    /// No solver of a shape the harness knows (`class Solution` with
    /// `solveSudoku`, a top-level `solveSudoku` / `solve_sudoku`).
    NoSolver,
    /// Stopped by the runner at a limit.
    Stopped(StopReason),
    /// The process ended without the harness's report (killed from
    /// outside, `os._exit`, a crash the harness could not catch): its exit
    /// code if it had one; the first lines it printed are in the output.
    Exited { code: Option<i32> },
    /// The process was ended by a signal it did not get from sudoku-dfs
    /// (a crash: SIGSEGV, SIGABRT; or one sent from outside), before the
    /// harness's report.
    Killed { signal: i32 },
    /// A tool the language needs could not be started at all.
    ToolMissing { program: String },
}

/// The limits of one run.
#[derive(Clone, Debug)]
pub struct Limits {
    pub time: Duration,
    pub writes: usize,
    /// Of the learner's printed output, the first lines kept.
    pub output_lines: usize,
    /// ... and at most this many bytes of them.
    pub output_bytes: usize,
    /// How long a compiler may take before it is stopped (counted apart
    /// from `time`, which is the learner's program's own).
    pub compile_time: Duration,
    /// Set by someone else to end the run early (the editor's Esc): looked
    /// at every few milliseconds while the run goes.
    pub cancel: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// The learner's program's data segment, in bytes (RLIMIT_DATA; None:
    /// unlimited): a program that allocates without end fails with its
    /// language's out-of-memory error instead of taking the machine.
    pub memory: Option<u64>,
    /// Where to hand the writes as they come, for an analysis that reads
    /// them while the program runs ([`crate::learner::analysis::Live`]);
    /// the run's own list of writes is then left empty.
    pub live: Option<mpsc::SyncSender<Batch>>,
}

impl Limits {
    /// Whether the run was cancelled from outside.
    pub fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// Waits for `done` until `limit` after `started`; true when the time
    /// ran out or the run was cancelled first (a cancelled run ends as a
    /// stopped one, and its caller drops it).
    pub fn wait_done(&self, done: &mpsc::Receiver<()>, started: Instant, limit: Duration) -> bool {
        loop {
            let left = limit.saturating_sub(started.elapsed());
            if self.cancelled() || left.is_zero() {
                return true;
            }
            match done.recv_timeout(left.min(Duration::from_millis(20))) {
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                _ => return false,
            }
        }
    }
}

/// The learner's program's memory by default: far more than any Sudoku
/// search needs (the JVM and V8 at start take under 200 MB of it).
pub const DEFAULT_MEMORY: u64 = 1 << 30;

/// A compiler's memory (g++ on the C++ harness takes about 300 MB).
pub const COMPILER_MEMORY: u64 = 2 << 30;

/// How long a program asked to end (SIGTERM at a limit) has to write out
/// the report it holds before it is killed.
const GRACE: Duration = Duration::from_millis(300);

/// How long the learner's printed output is still read once the program
/// has ended: a process it left behind (outside a PID namespace) may hold
/// the pipe open for ever.
const OUTPUT_AFTER_END: Duration = Duration::from_millis(300);

/// The variable that tells a harness its time limit in milliseconds (the
/// JavaScript harness stops a search that never yields to the event loop
/// a little before it, to write out its report).
pub const TIME_LIMIT_VARIABLE: &str = "SUDOKU_DFS_TIME_LIMIT_MS";

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Duration::from_secs(10),
            // A run cut here opens within a tenth of a second in every
            // language measured (`live_watch_at_scale`); ten million
            // writes open 0.1 s after a Python run, 0.8 s after a C++ one.
            writes: 1_000_000,
            output_lines: 200,
            output_bytes: 64 * 1024,
            compile_time: Duration::from_secs(120),
            memory: Some(DEFAULT_MEMORY),
            cancel: None,
            live: None,
        }
    }
}

/// What the learner printed: the first lines, and how many were dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    pub lines: Vec<String>,
    pub dropped_lines: usize,
}

/// Where the learner's code assigned whole rows or the whole board (the
/// protocol's `copy` line): the cells such an assignment changed are in
/// [`SolutionRun::writes`] like any write, but no search wrote them one by
/// one (a search run on a copy of the board, its answer written back).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Copies {
    /// How many assignments.
    pub count: u64,
    /// The learner's line of the first, where the language tells it.
    pub first_line: Option<u32>,
    /// The index in `writes` the first one's writes start at.
    pub first_write: usize,
    /// The `w` lines that came from copies, in all (odd ones counted).
    pub writes: u64,
}

/// The whole of one run, as data.
#[derive(Clone, Debug)]
pub struct SolutionRun {
    /// The language the file was run as.
    pub language: Language,
    pub writes: Vec<Write>,
    /// Writes of anything but `'1'..='9'` or `'.'` (not in `writes`).
    pub odd_writes: usize,
    /// The first of them: its cell and the learner's line (no value).
    pub first_odd: Option<Write>,
    /// The board at the end, 81 characters, if the harness reported it.
    pub final_board: Option<String>,
    pub end: End,
    pub output: Output,
    /// How long the learner's program ran (its compiling not counted).
    pub elapsed: Duration,
    /// How long compiling took, for a compiled language that got that far.
    pub compile_elapsed: Option<Duration>,
    /// The learner's process id while it ran (ended and reaped by now).
    pub pid: Option<u32>,
    /// Whole rows or the board assigned, if it ever was.
    pub copies: Option<Copies>,
}

#[cfg(any(test, feature = "test-fixtures"))]
impl SolutionRun {
    /// The tests' run: a Python solver that made `writes` and returned.
    pub fn returned(writes: Vec<Write>) -> SolutionRun {
        SolutionRun {
            language: Language::Python,
            writes,
            odd_writes: 0,
            first_odd: None,
            final_board: None,
            end: End::Returned {
                value: "None".into(),
            },
            output: Output::default(),
            elapsed: Duration::from_millis(5),
            pid: None,
            copies: None,
            compile_elapsed: None,
        }
    }
}

/// `--memory-limit`'s MiB as the limit's bytes (0: no limit).
pub fn memory_bytes(mib: u64) -> Option<u64> {
    (mib > 0).then(|| mib.saturating_mul(1 << 20))
}

impl SolutionRun {
    /// Whether the program ended by running out of memory, as each
    /// language says it: Python's MemoryError, Java's OutOfMemoryError,
    /// C++'s std::bad_alloc, V8's "heap out of memory", Rust's
    /// "memory allocation of N bytes failed".
    pub fn out_of_memory(&self) -> bool {
        const SAID: [&str; 6] = [
            "MemoryError",
            "OutOfMemoryError",
            "bad_alloc",
            "out of memory",
            "memory allocation of",
            "Cannot allocate memory",
        ];
        let says = |text: &str| SAID.iter().any(|s| text.contains(s));
        match &self.end {
            End::Raised { message, .. } if says(message) => true,
            End::Returned { .. } | End::Stopped(StopReason::Writes) => false,
            _ => self.output.lines.iter().any(|l| says(l)),
        }
    }

    /// A run that ended before the learner's program started: a tool
    /// missing, a file that does not compile.
    pub fn not_started(language: Language, end: End, started: Instant) -> SolutionRun {
        SolutionRun {
            language,
            writes: Vec::new(),
            odd_writes: 0,
            first_odd: None,
            final_board: None,
            end,
            output: Output::default(),
            elapsed: started.elapsed(),
            compile_elapsed: None,
            pid: None,
            copies: None,
        }
    }
}

/// Whether `program` can be started here (run with `version_flag`; only
/// whether it started counts, not what it said).
pub fn tool_found(program: &str, version_flag: &str) -> bool {
    Command::new(program)
        .arg(version_flag)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// The learner's printed output, read on its own thread.
pub(super) struct OutputReader {
    shared: Arc<Mutex<Output>>,
    done: mpsc::Receiver<()>,
}

impl OutputReader {
    pub(super) fn spawn(pipe: impl std::io::Read + Send + 'static, limits: &Limits) -> Self {
        let (lines, bytes) = (limits.output_lines, limits.output_bytes);
        let shared = Arc::new(Mutex::new(Output::default()));
        let (tx, done) = mpsc::channel::<()>();
        let into = Arc::clone(&shared);
        thread::spawn(move || {
            report::read_output_into(pipe, lines, bytes, &into);
            let _ = tx.send(());
        });
        OutputReader { shared, done }
    }

    /// What was read, once the program has ended: the rest of the pipe
    /// is waited for [`OUTPUT_AFTER_END`] at most (a process that escaped
    /// the containment may hold it open; its thread is then left blocked
    /// on it, and ends when it closes).
    pub(super) fn finish(self) -> Output {
        let _ = self.done.recv_timeout(OUTPUT_AFTER_END);
        std::mem::take(&mut *self.shared.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// Runs a harness process (`command`, its arguments set) that reports on
/// its standard output and sends the learner's printing to standard
/// error, under `limits`; `program` is the name told when it cannot start.
pub(super) fn run_harness(
    language: Language,
    command: &mut Command,
    program: &str,
    limits: &Limits,
) -> SolutionRun {
    let started = Instant::now();
    command.env(TIME_LIMIT_VARIABLE, limits.time.as_millis().to_string());
    let mut command = child::contained(command, limits.memory);
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = match ChildGuard::spawn(&mut command) {
        Ok(child) => child,
        Err(_) => {
            let end = End::ToolMissing {
                program: program.to_string(),
            };
            return SolutionRun::not_started(language, end, started);
        }
    };
    let pid = child.id();
    let stdout = child.child_mut().stdout.take().expect("piped stdout");
    let stderr = child.child_mut().stderr.take().expect("piped stderr");
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let write_limit = limits.writes;
    let live = limits.live.clone();
    let cut = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let report_thread = {
        let cut = Arc::clone(&cut);
        thread::spawn(move || {
            // The report ends at its last line (`board`), not at the
            // pipe's end: a process the program started may hold the pipe
            // open.
            let report = report::read_report_until_board(stdout, write_limit, live);
            // Cut short (a limit): the program is not waited for.
            cut.store(
                report.over_write_limit || report.long_line,
                std::sync::atomic::Ordering::Relaxed,
            );
            let _ = done_tx.send(());
            report
        })
    };
    let output = OutputReader::spawn(stderr, limits);

    // The report ends when the harness exits or hits the write limit; the
    // time limit is counted from the start.
    let timed_out = limits.wait_done(&done_rx, started, limits.time);
    // The status of a program that ended by itself, read before sudoku-dfs
    // ends the rest, so that a signal of its own (SIGSEGV) is not mistaken
    // for the SIGKILL that ends it.
    let mut own_status = None;
    let status = if timed_out && !limits.cancelled() {
        // Asked first, so the harness writes out the writes it holds; the
        // report is read on meanwhile.
        child.terminate(GRACE);
        let _ = done_rx.recv_timeout(GRACE);
        child.end()
    } else {
        // Ended, or its report is: a moment to exit by itself, then the
        // rest (a child it left behind) is ended.
        if !cut.load(std::sync::atomic::Ordering::Relaxed) {
            child.wait_a_moment(GRACE);
        }
        own_status = child.child_mut().try_wait().ok().flatten();
        child.end()
    };
    let elapsed = started.elapsed();
    // Every process of the run is gone now, unless one escaped the
    // containment: then its pipes are read no longer than this.
    let report = match done_rx.recv_timeout(OUTPUT_AFTER_END) {
        Err(mpsc::RecvTimeoutError::Timeout) => report::HarnessReport::default(),
        _ => report_thread.join().unwrap_or_default(),
    };
    let output = output.finish();
    let end = if timed_out {
        End::Stopped(StopReason::Time)
    } else if report.over_write_limit {
        End::Stopped(StopReason::Writes)
    } else if report.long_line {
        End::Stopped(StopReason::Report)
    } else {
        report
            .end
            .unwrap_or_else(|| ended_without_report(own_status, status))
    };
    SolutionRun {
        language,
        writes: report.writes,
        odd_writes: report.odd_writes,
        first_odd: report.first_odd,
        final_board: report.final_board,
        end,
        output,
        elapsed,
        compile_elapsed: None,
        pid: Some(pid),
        copies: report.copies,
    }
}

/// The end of a program that left no report: the signal that ended it by
/// itself (`own`), else its exit code (`None` where sudoku-dfs ended it).
pub fn ended_without_report(
    own: Option<std::process::ExitStatus>,
    status: Option<std::process::ExitStatus>,
) -> End {
    #[cfg(unix)]
    if let Some(signal) = own.as_ref().and_then(child::signal_of_status) {
        return End::Killed { signal };
    }
    #[cfg(not(unix))]
    let _ = own;
    End::Exited {
        code: status.and_then(|s| s.code()),
    }
}
