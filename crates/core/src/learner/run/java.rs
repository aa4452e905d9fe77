//! Java: the learner's file is copied into a temporary directory as
//! Solution.java (javac wants a public class in a file of its name; the
//! learner's own file is not touched), compiled with the project's
//! Trace.java and harness, and run. The learner adds
//! `Trace.write(board, r, c);` after each write: Java gives no way to see
//! a write to a `char[][]` otherwise.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::super::Language;
use super::compile::{Renames, compile};
use super::{End, Limits, SolutionRun, run_harness};

/// The tracer the learner keeps next to their solution (`sudoku-dfs
/// tracer java` prints it); a no-op unless the harness turns it on.
pub const JAVA_TRACE: &str = include_str!("../../../../../assets/harness/java/Trace.java");

const JAVA_HARNESS: &str = include_str!("../../../../../assets/harness/java/SudokuDfsHarness.java");

/// Runs the learner's Java `file` on `puzzle` with `javac` and `java`.
pub fn run_java(file: &Path, puzzle: &str, limits: &Limits) -> SolutionRun {
    let started = std::time::Instant::now();
    let not_started = |end| SolutionRun::not_started(Language::Java, end, started);
    let file: PathBuf = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let Ok(source) = std::fs::read_to_string(&file) else {
        return not_started(End::Exited { code: None });
    };
    let Ok(dir) = super::child::TempFolder::new("sudoku-dfs-java-") else {
        return not_started(End::Exited { code: None });
    };
    let copy = dir.path().join("Solution.java");
    let source = with_leetcode_imports(&set_aside_own_trace(&source));
    let written = std::fs::write(&copy, source)
        .and_then(|()| std::fs::write(dir.path().join("Trace.java"), JAVA_TRACE))
        .and_then(|()| std::fs::write(dir.path().join("SudokuDfsHarness.java"), JAVA_HARNESS));
    if written.is_err() {
        return not_started(End::Exited { code: None });
    }
    let mut command = Command::new("javac");
    command
        .current_dir(dir.path())
        .args(["-encoding", "UTF-8", "-nowarn", "-d", "classes"])
        .args(["Solution.java", "Trace.java", "SudokuDfsHarness.java"]);
    let renames = Renames::new(&file, dir.path()).with_copy(Path::new("Solution.java"));
    let compile_elapsed = match compile(&mut command, "javac", limits, &renames) {
        Ok(elapsed) => elapsed,
        Err(end) => return not_started(end),
    };
    let mut command = Command::new("java");
    command
        .current_dir(dir.path())
        .args(["-XX:+UseSerialGC", "-cp", "classes", "SudokuDfsHarness"])
        .arg(puzzle);
    let mut run = run_harness(Language::Java, &mut command, "java", limits);
    run.compile_elapsed = Some(compile_elapsed);
    run
}

/// The packages LeetCode's Java runner imports for every solution, so a
/// solution that uses `Set` or `Collectors` with no import of its own
/// compiles here as it does there.
pub const LEETCODE_IMPORTS: &str = "import java.util.*; import java.util.function.*; \
import java.util.stream.*; import java.math.*; import java.io.*; ";

/// The learner's source with [`LEETCODE_IMPORTS`] put before its first
/// line, on that line, so the lines the compiler names stay the
/// learner's. A file with a `package` line is left as it is (an import
/// cannot come before it). The learner's own single-type imports win
/// over these on-demand ones, so nothing they import clashes.
fn with_leetcode_imports(source: &str) -> String {
    let packaged = source
        .lines()
        .any(|l| l.trim_start().starts_with("package ") && l.trim_end().ends_with(';'));
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    if packaged {
        return source.to_string();
    }
    format!("{LEETCODE_IMPORTS}{source}")
}

/// The learner's source with a `class Trace` of its own (the no-op
/// pasted for LeetCode) renamed, so the project's one is compiled and
/// reports; the line count is kept, so errors point at the learner's lines.
fn set_aside_own_trace(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut rest = source;
    while let Some(at) = rest.find("class Trace") {
        let after = &rest[at + "class Trace".len()..];
        out.push_str(&rest[..at]);
        out.push_str("class Trace");
        if !after.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
            out.push_str("SetAsideBySudokuDfs");
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn leetcodes_imports_come_first_on_the_first_line() {
        let source = "class Solution {\n  Set<Integer> s;\n}\n";
        let given = super::with_leetcode_imports(source);
        assert!(given.starts_with("import java.util.*;"));
        assert_eq!(given.lines().count(), source.lines().count());
        let packaged = "package p;\nclass Solution {}\n";
        assert_eq!(super::with_leetcode_imports(packaged), packaged);
    }

    #[test]
    fn a_pasted_trace_class_is_renamed_and_nothing_else() {
        assert_eq!(
            super::set_aside_own_trace("class Trace { }\nclass Tracer {}\n"),
            "class TraceSetAsideBySudokuDfs { }\nclass Tracer {}\n"
        );
    }
}
