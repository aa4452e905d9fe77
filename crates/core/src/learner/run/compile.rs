//! Compiling a learner's solution with the machine's own compiler, in a
//! temporary directory, bounded in time; a failure is data
//! ([`End::Compile`]): the compiler's first lines as the learner would
//! read them (their own file's name, not the paths we gave it) and the
//! learner's lines that its errors point at.

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use super::child::ChildGuard;
use super::{End, Limits, StopReason, report};

/// How many of the compiler's lines a failure keeps.
const KEPT_LINES: usize = 30;

/// What the compiler's messages say a path as, and what to say instead:
/// the learner's file as its own name, the temporary directory as nothing.
pub(super) struct Renames {
    pub(super) pairs: Vec<(String, String)>,
    /// The learner's file as the cleaned messages name it, whose line
    /// numbers are collected.
    pub(super) learner_name: String,
    /// Lines that say nothing to the learner (the harness including
    /// their file), left out.
    pub(super) dropped: Vec<String>,
}

impl Renames {
    /// The learner's `file` said as its file name, and `dir` (the
    /// temporary directory, with and without a trailing `/`) as nothing.
    pub(super) fn new(file: &Path, dir: &Path) -> Renames {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut pairs = Vec::new();
        pairs.push((file.to_string_lossy().into_owned(), name.clone()));
        let dir = dir.to_string_lossy().into_owned();
        pairs.push((format!("{dir}/"), String::new()));
        pairs.push((dir, String::new()));
        Renames {
            pairs,
            learner_name: name,
            dropped: Vec::new(),
        }
    }

    /// Also say `path` (a copy of the learner's file) as their file's name.
    pub(super) fn with_copy(mut self, path: &Path) -> Renames {
        let copy = path.to_string_lossy().into_owned();
        self.pairs.insert(0, (copy, self.learner_name.clone()));
        self
    }

    /// Also say `from` as `to` (a harness's own names).
    pub(super) fn with_rename(mut self, from: &str, to: &str) -> Renames {
        self.pairs.push((from.to_string(), to.to_string()));
        self
    }

    /// Also leave out the lines that start with `prefix`, once cleaned.
    pub(super) fn dropping(mut self, prefix: &str) -> Renames {
        self.dropped.push(prefix.to_string());
        self
    }

    fn clean(&self, line: &str) -> String {
        let mut line = line.to_string();
        for (from, to) in &self.pairs {
            if !from.is_empty() {
                line = line.replace(from.as_str(), to);
            }
        }
        line
    }
}

/// Runs `command` (a compiler, its arguments set) to its end: `Ok` with
/// the time it took when it succeeded, else how it failed.
pub(super) fn compile(
    command: &mut Command,
    program: &str,
    limits: &Limits,
    renames: &Renames,
) -> Result<Duration, End> {
    let started = Instant::now();
    let mut command = super::child::contained(command, Some(super::COMPILER_MEMORY));
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = ChildGuard::spawn(&mut command).map_err(|_| End::ToolMissing {
        program: program.to_string(),
    })?;
    let stdout = child.child_mut().stdout.take().expect("piped stdout");
    let stderr = child.child_mut().stderr.take().expect("piped stderr");
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let bytes = 256 * 1024;
    let errors = thread::spawn(move || {
        let output = report::read_output(stderr, KEPT_LINES, bytes);
        let _ = done_tx.send(());
        output
    });
    let messages = thread::spawn(move || report::read_output(stdout, KEPT_LINES, bytes));
    let timed_out = limits.wait_done(&done_rx, std::time::Instant::now(), limits.compile_time);
    let status = if timed_out { child.end() } else { child.wait() };
    let mut output: Vec<String> = errors.join().unwrap_or_default().lines;
    output.extend(messages.join().unwrap_or_default().lines);
    if timed_out {
        return Err(End::Stopped(StopReason::Time));
    }
    if status.is_some_and(|s| s.success()) {
        return Ok(started.elapsed());
    }
    let output: Vec<String> = output
        .iter()
        .map(|l| renames.clean(l))
        .filter(|l| !renames.dropped.iter().any(|p| l.starts_with(p.as_str())))
        .take(KEPT_LINES)
        .collect();
    let lines = learner_lines(&output, &renames.learner_name);
    Err(End::Compile { output, lines })
}

/// The line of a compiler's output that says what is wrong: the first
/// that says `error` (g++ opens with `In member function …`, and warnings
/// can come first), else the first line; `None` for no output.
pub fn headline(output: &[String]) -> Option<&str> {
    output
        .iter()
        .find(|l| says_error(l))
        .or(output.first())
        .map(String::as_str)
}

/// A compiler's error line: g++, clang++ and javac write `FILE:L[:C]:
/// error: …`, rustc `error[E…]: …` or `error: …` (a bare `contains`
/// would take `compile_error.cpp: In function …` for one).
fn says_error(line: &str) -> bool {
    line.starts_with("error:") || line.starts_with("error[") || line.contains(": error")
}

/// The learner's lines that the errors point at, in order, each once:
/// `NAME:L` on a line that says `error`, or on the lines after it up to
/// the next warning or note (rustc's ` --> NAME:L:C` comes on the line
/// after its `error[E…]`).
pub(super) fn learner_lines(output: &[String], name: &str) -> Vec<u32> {
    let mut lines = Vec::new();
    let mut in_error = false;
    let needle = format!("{name}:");
    for text in output {
        if says_error(text) {
            in_error = true;
        } else if text.contains("warning") || text.contains("note:") {
            in_error = false;
        }
        if !in_error {
            continue;
        }
        let mut rest = text.as_str();
        while let Some(at) = rest.find(&needle) {
            let after = &rest[at + needle.len()..];
            let digits: String = after.chars().take_while(|c| c.is_ascii_digit()).collect();
            if let Ok(n) = digits.parse::<u32>()
                && !lines.contains(&n)
            {
                lines.push(n);
            }
            rest = after;
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn the_headline_is_the_first_error_line_whatever_the_file_is_called() {
        let gcc = lines(
            "error_cases.cpp: In member function 'void Solution::solveSudoku()':\n\
             error_cases.cpp:5:23: error: 'digit' was not declared in this scope",
        );
        assert_eq!(
            headline(&gcc),
            Some("error_cases.cpp:5:23: error: 'digit' was not declared in this scope")
        );
        assert_eq!(learner_lines(&gcc, "error_cases.cpp"), [5]);
        let rustc =
            lines("warning: unused variable\nerror[E0308]: mismatched types\n --> a.rs:5:22");
        assert_eq!(headline(&rustc), Some("error[E0308]: mismatched types"));
        assert_eq!(learner_lines(&rustc, "a.rs"), [5]);
        // No error line at all: the first line is what there is.
        assert_eq!(
            headline(&lines("ld: cannot find -lfoo")),
            Some("ld: cannot find -lfoo")
        );
        assert_eq!(headline(&[]), None);
    }
}
