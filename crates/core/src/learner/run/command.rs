//! Any other language: the learner's own command, run by `sh -c`, writes
//! the line protocol (docs/line-protocol.md) to the file named by
//! `SUDOKU_DFS_TRACE`, the puzzle given in `SUDOKU_DFS_PUZZLE`. The file is
//! read when the process has ended; the time limit kills it, and the
//! write limit is kept twice: the file may not grow past what that many
//! writes take (then the process is killed), and reading stops there.

use std::fs::File;
use std::io::BufReader;
use std::process::Command;
use std::thread;
use std::time::{Duration, Instant};

use super::super::Language;
use super::child::{ChildGuard, TempFolder, contained};
use super::{End, Limits, OutputReader, SolutionRun, StopReason, report};

/// The variable that names the file the learner's program writes to.
pub const TRACE_VARIABLE: &str = "SUDOKU_DFS_TRACE";
/// The variable that holds the puzzle, 81 characters, `.` for empty.
pub const PUZZLE_VARIABLE: &str = "SUDOKU_DFS_PUZZLE";

/// The longest a write's line can usefully be (`w 8 8 9 123456789\n` and
/// some spaces); past writes × this, the file is too long.
const BYTES_PER_WRITE: u64 = 32;

/// How often the file's length is looked at while the program runs.
const POLL: Duration = Duration::from_millis(20);

/// Runs `command` (a shell command line) on `puzzle` under `limits`.
pub fn run_command(command: &str, puzzle: &str, limits: &Limits) -> SolutionRun {
    let started = Instant::now();
    let not_started = |end| SolutionRun::not_started(Language::Command, end, started);
    let Ok(dir) = TempFolder::new("sudoku-dfs-cmd-") else {
        return not_started(End::Exited { code: None });
    };
    let trace = dir.path().join("trace.txt");
    if File::create(&trace).is_err() {
        return not_started(End::Exited { code: None });
    }
    let mut shell = Command::new("sh");
    // What the program prints, stdout and stderr alike, is the learner's
    // output: one pipe, in the order it was printed.
    shell
        .arg("-c")
        .arg(format!("exec 2>&1\n{command}"))
        .env(TRACE_VARIABLE, &trace)
        .env(PUZZLE_VARIABLE, puzzle)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped());
    let mut shell = contained(&shell, limits.memory);
    shell
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped());
    let mut child = match ChildGuard::spawn(&mut shell) {
        Ok(child) => child,
        Err(_) => {
            return not_started(End::ToolMissing {
                program: "sh".to_string(),
            });
        }
    };
    let pid = child.id();
    let stdout = child.child_mut().stdout.take().expect("piped stdout");
    let output = OutputReader::spawn(stdout, limits);
    let longest = (limits.writes as u64 + 1)
        .saturating_mul(BYTES_PER_WRITE)
        .saturating_add(1 << 16);
    let mut stopped = None;
    let status = loop {
        if let Ok(Some(status)) = child.child_mut().try_wait() {
            break Some(status);
        }
        if started.elapsed() >= limits.time || limits.cancelled() {
            stopped = Some(StopReason::Time);
            break None;
        }
        if std::fs::metadata(&trace).is_ok_and(|m| m.len() > longest) {
            stopped = Some(StopReason::Writes);
            break None;
        }
        thread::sleep(POLL);
    };
    child.end();
    let elapsed = started.elapsed();
    let output = output.finish();
    // The program may have put something else in the file's place: a link
    // to /dev/zero would be read without end, a FIFO would block the
    // open. Only a plain file (not followed through a link) is read.
    let plain = std::fs::symlink_metadata(&trace).is_ok_and(|m| m.file_type().is_file());
    let report = if plain {
        File::open(&trace)
            .map(|f| report::read_report(BufReader::new(f), limits.writes, limits.live.clone()))
            .unwrap_or_default()
    } else {
        report::HarnessReport::default()
    };
    let end = match stopped {
        Some(reason) => End::Stopped(reason),
        None if !plain || report.long_line => End::Stopped(StopReason::Report),
        None if report.over_write_limit => End::Stopped(StopReason::Writes),
        None => match (report.end, status.and_then(|s| s.code())) {
            (Some(end), _) => end,
            // A program that ended well and said nothing more returned.
            (None, Some(0)) => End::Returned {
                value: String::new(),
            },
            // `status` is the program's own (it ended before the limit).
            (None, _) => super::ended_without_report(status, status),
        },
    };
    SolutionRun {
        language: Language::Command,
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
