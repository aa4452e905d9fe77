//! Real node, g++, javac/java and rustc on the project's own learner
//! solutions in tests/data/learner/{javascript,cpp,java,rust}, and the
//! command protocol through `sh`. A test skips its language, with a note,
//! only where its tool is missing here — never on CI. Each compiled
//! fixture is compiled once per test.

use super::Language;
use super::run::*;
use super::writes::{CellOrder, events_from_writes};
use crate::{Engine, Event, Strategy, parse_grid};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::test_fixtures::{LEETCODE as EXAMPLE, LEETCODE_SOLUTION as SOLVED};

fn fixture(language: &str, name: &str) -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("tests/data/learner")
        .join(language)
        .join(name)
}

/// False (with a note) when none of `programs` runs here; CI must have them.
fn have(programs: &[&str]) -> bool {
    let missing: Vec<&str> = programs
        .iter()
        .copied()
        .filter(|p| !tool_found(p, "--version"))
        .collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "{missing:?} missing on CI"
    );
    eprintln!("note: {missing:?} missing: skipping this test");
    false
}

fn have_cpp() -> bool {
    if super::run::cpp::cpp_compiler().is_some() {
        return true;
    }
    have(&["g++"])
}

fn run(language: Language, dir: &str, name: &str) -> SolutionRun {
    super::run(language, &fixture(dir, name), EXAMPLE, &Limits::default())
}

/// The classic search's own events, row-major, on the LeetCode example.
fn engine_events() -> Vec<Event> {
    let mut engine = Engine::new(&parse_grid(EXAMPLE).unwrap(), Strategy::RowMajor).unwrap();
    std::iter::from_fn(|| engine.step()).collect()
}

/// A classic solution read back: 8,365 writes (4,208 digits, 4,157 `.`),
/// each with the learner's line, the solved board, and the engine's own
/// row-major events from its writes.
fn assert_classic(run: &SolutionRun, value: &str) {
    assert_eq!(
        run.end,
        End::Returned {
            value: value.into()
        },
        "{:?} output: {:?}",
        run.language,
        run.output
    );
    let digits = run.writes.iter().filter(|w| w.value.is_some()).count();
    let dots = run.writes.iter().filter(|w| w.value.is_none()).count();
    assert_eq!((run.writes.len(), digits, dots), (8365, 4208, 4157));
    assert_eq!(run.odd_writes, 0);
    assert!(run.writes.iter().all(|w| w.line.is_some()), "lines");
    assert_eq!(run.final_board.as_deref(), Some(SOLVED));
    let got: Vec<Event> = events_from_writes(
        &parse_grid(EXAMPLE).unwrap(),
        CellOrder::RowMajor,
        &run.writes,
    )
    .into_iter()
    .map(|s| s.event)
    .collect();
    assert!(
        got == engine_events(),
        "{:?}: not the engine's events",
        run.language
    );
}

/// The lines the writes were made at, each once, in order of first use.
fn write_lines(run: &SolutionRun) -> Vec<u32> {
    let mut lines = Vec::new();
    for w in &run.writes {
        if let Some(line) = w.line
            && !lines.contains(&line)
        {
            lines.push(line);
        }
    }
    lines
}

// JavaScript.

#[test]
fn the_classic_javascript_solution_writes_as_the_engine_places_and_undoes() {
    if !have(&["node"]) {
        return;
    }
    let run = run(Language::JavaScript, "javascript", "classic.js");
    assert_classic(&run, "undefined");
    assert_eq!(write_lines(&run), [35, 40]);
}

#[test]
fn a_javascript_class_that_scans_the_board_with_top_level_code_is_read_the_same() {
    if !have(&["node"]) {
        return;
    }
    let run = run(Language::JavaScript, "javascript", "class_scan.js");
    assert_classic(&run, "undefined");
    // The top level's prints are the learner's output, never the report.
    assert_eq!(
        run.output.lines,
        ["my own test run", "written to stdout", "true"]
    );
}

#[test]
fn a_javascript_function_given_as_module_exports_is_found() {
    if !have(&["node"]) {
        return;
    }
    let run = run(Language::JavaScript, "javascript", "free_function.js");
    assert_eq!(
        run.end,
        End::Returned {
            value: "true".into()
        }
    );
    assert_eq!(write_lines(&run), [4, 5]);
}

#[test]
fn a_javascript_syntax_error_is_reported_with_its_line() {
    if !have(&["node"]) {
        return;
    }
    let run = run(Language::JavaScript, "javascript", "syntax.js");
    let End::Syntax { line, message } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert_eq!(*line, 4, "{message}");
    assert!(run.writes.is_empty());
}

#[test]
fn a_javascript_solution_that_throws_reports_the_error_at_the_learners_lines() {
    if !have(&["node"]) {
        return;
    }
    let run = run(Language::JavaScript, "javascript", "raises.js");
    let End::Raised { message, lines } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert!(message.starts_with("TypeError"), "{message}");
    assert_eq!(lines, &[5, 9]);
    assert_eq!(run.writes.len(), 2);
    assert_eq!(&run.final_board.unwrap()[..4], "5312");
}

// C++.

#[test]
fn the_classic_cpp_solution_writes_as_the_engine_places_and_undoes() {
    if !have_cpp() {
        return;
    }
    let run = run(Language::Cpp, "cpp", "classic.cpp");
    assert_classic(&run, "void");
    assert_eq!(write_lines(&run), [27, 30]);
    assert!(run.compile_elapsed.is_some());
}

#[test]
fn a_free_cpp_function_with_its_own_headers_and_main_is_read_the_same() {
    if !have_cpp() {
        return;
    }
    let run = run(Language::Cpp, "cpp", "free_main.cpp");
    assert_classic(&run, "void");
    // Its main was set aside: it never ran, so never printed.
    assert!(run.output.lines.is_empty(), "{:?}", run.output);
}

#[test]
fn cpp_rows_work_with_the_standard_algorithms_iteration_and_copies() {
    if !have_cpp() {
        return;
    }
    let run = run(Language::Cpp, "cpp", "algorithms.cpp");
    assert_eq!(
        run.end,
        End::Returned {
            value: "true".into()
        },
        "{:?}",
        run.output
    );
    let writes: Vec<_> = run
        .writes
        .iter()
        .map(|w| (w.row, w.col, w.value, w.line))
        .collect();
    // Nine rows' first empty cell written through iteration (no line
    // known there), nothing of the copy, then three writes at r1c3.
    assert_eq!(writes.len(), 18 + 3);
    assert_eq!(writes[0], (0, 2, Some(9), None));
    assert_eq!(writes[1], (0, 2, None, None));
    assert_eq!(
        writes[18..],
        [
            (0, 2, Some(5), Some(12)),
            (0, 2, Some(6), Some(13)),
            (0, 2, Some(1), Some(14))
        ]
    );
}

#[test]
fn a_cpp_compile_error_names_the_learners_file_and_line() {
    if !have_cpp() {
        return;
    }
    let run = run(Language::Cpp, "cpp", "compile_error.cpp");
    let End::Compile { output, lines } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert_eq!(lines.first(), Some(&5), "{output:#?}");
    assert!(
        output.iter().any(|l| l.starts_with("compile_error.cpp:5:")),
        "{output:#?}"
    );
    // No path of ours, nor the learner's directory, is left in it.
    assert!(
        output
            .iter()
            .all(|l| !l.contains("/tmp") && !l.contains("tests/data")),
        "{output:#?}"
    );
    assert!(run.writes.is_empty() && run.pid.is_none());
}

#[test]
fn a_cpp_solution_that_reads_out_of_range_reports_it_with_the_writes_before() {
    if !have_cpp() {
        return;
    }
    let run = run(Language::Cpp, "cpp", "crash.cpp");
    let End::Raised { message, .. } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert!(message.contains("index 9"), "{message}");
    assert_eq!(run.writes.len(), 2);
    assert_eq!(write_lines(&run), [5, 6]);
    assert_eq!(&run.final_board.unwrap()[..4], "5312");
}

#[test]
fn a_cpp_recursion_that_overflows_the_stack_is_reported_with_the_writes_before() {
    if !have_cpp() {
        return;
    }
    let run = run(Language::Cpp, "cpp", "endless_recursion.cpp");
    let End::Raised { message, .. } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert!(message.starts_with("SIGSEGV"), "{message}");
    assert_eq!(write_lines(&run), [5, 6]);
    assert_eq!(&run.final_board.unwrap()[..5], "53127");
}

// Java.

#[test]
fn the_classic_java_solution_writes_as_the_engine_places_and_undoes() {
    if !have(&["javac", "java"]) {
        return;
    }
    let run = run(Language::Java, "java", "Classic.java");
    assert_classic(&run, "void");
    assert_eq!(write_lines(&run), [28, 32]);
}

#[test]
fn a_java_main_and_a_pasted_trace_are_set_aside() {
    if !have(&["javac", "java"]) {
        return;
    }
    let run = run(Language::Java, "java", "MainAndTrace.java");
    assert_eq!(
        run.end,
        End::Returned {
            value: "void".into()
        },
        "{:?}",
        run.output
    );
    assert_eq!(write_lines(&run), [8, 11]);
    assert_eq!(run.output.lines, ["printed by the learner"]);
}

#[test]
fn a_java_compile_error_names_the_learners_file_and_line() {
    if !have(&["javac", "java"]) {
        return;
    }
    let run = run(Language::Java, "java", "CompileError.java");
    let End::Compile { output, lines } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert_eq!(lines, &[5], "{output:#?}");
    assert!(
        output[0].starts_with("CompileError.java:5: error:"),
        "{output:#?}"
    );
}

#[test]
fn a_java_solution_that_throws_reports_the_error_at_the_learners_lines() {
    if !have(&["javac", "java"]) {
        return;
    }
    let run = run(Language::Java, "java", "Crash.java");
    let End::Raised { message, lines } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert!(
        message.contains("ArrayIndexOutOfBoundsException"),
        "{message}"
    );
    assert_eq!(lines, &[8, 12]);
    assert_eq!(run.writes.len(), 2);
}

// Rust.

#[test]
fn the_classic_rust_solution_writes_as_the_engine_places_and_undoes() {
    if !have(&["rustc"]) {
        return;
    }
    let run = run(Language::Rust, "rust", "classic.rs");
    assert_classic(&run, "()");
    assert_eq!(write_lines(&run), [38, 46]);
}

#[test]
fn a_free_rust_function_with_its_own_main_and_stand_in_is_found() {
    if !have(&["rustc"]) {
        return;
    }
    let run = run(Language::Rust, "rust", "free_main.rs");
    assert_eq!(
        run.end,
        End::Returned {
            value: "true".into()
        },
        "{:?}",
        run.output
    );
    assert_eq!(write_lines(&run), [6, 9]);
    assert_eq!(run.output.lines, ["printed by the learner"]);
}

#[test]
fn a_rust_compile_error_names_the_learners_file_and_line() {
    if !have(&["rustc"]) {
        return;
    }
    let run = run(Language::Rust, "rust", "compile_error.rs");
    let End::Compile { output, lines } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert_eq!(lines, &[5], "{output:#?}");
    assert!(
        output.iter().any(|l| l.contains("--> compile_error.rs:5:")),
        "{output:#?}"
    );
}

#[test]
fn a_rust_solution_that_panics_reports_the_message_at_the_learners_line() {
    if !have(&["rustc"]) {
        return;
    }
    let run = run(Language::Rust, "rust", "panics.rs");
    let End::Raised { message, lines } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert!(message.contains("index out of bounds"), "{message}");
    assert_eq!(lines, &[9]);
    assert_eq!(run.writes.len(), 2);
    assert_eq!(&run.final_board.unwrap()[..4], "5312");
}

// Any other language: the line protocol through a file.

#[test]
fn a_command_writing_the_protocol_to_its_file_is_read() {
    let script = "printf 'w 0 2 1 7\\nw 0 2 .\\nw 0 3 x 8\\n' >> \"$SUDOKU_DFS_TRACE\"\n\
                  echo \"puzzle $SUDOKU_DFS_PUZZLE\"\n\
                  echo \"board $SUDOKU_DFS_PUZZLE\" >> \"$SUDOKU_DFS_TRACE\"\n\
                  echo returned >> \"$SUDOKU_DFS_TRACE\"";
    let run = run_command(script, EXAMPLE, &Limits::default());
    assert_eq!(
        run.end,
        End::Returned {
            value: String::new()
        },
        "{:?}",
        run.output
    );
    let writes: Vec<_> = run
        .writes
        .iter()
        .map(|w| (w.row, w.col, w.value, w.line))
        .collect();
    assert_eq!(writes, [(0, 2, Some(1), Some(7)), (0, 2, None, None)]);
    assert_eq!(run.odd_writes, 1);
    assert_eq!(run.final_board.as_deref(), Some(EXAMPLE));
    assert_eq!(run.output.lines, [format!("puzzle {EXAMPLE}")]);
}

#[test]
fn the_classic_perl_program_of_the_protocols_doc_is_read_as_the_engines_search() {
    if !have(&["perl"]) {
        return;
    }
    let file = fixture("command", "classic.pl");
    let command = format!("perl '{}'", file.display());
    let run = run_command(&command, EXAMPLE, &Limits::default());
    assert_classic(&run, "");
    assert_eq!(write_lines(&run), [19, 21]);
    // docs/line-protocol.md shows this very file.
    let doc = std::fs::read_to_string(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("docs/line-protocol.md"),
    )
    .unwrap();
    assert!(doc.contains(&std::fs::read_to_string(&file).unwrap()));
}

#[test]
fn a_command_that_fails_gives_its_exit_code_and_what_it_printed() {
    let run = run_command(
        "echo 'w 0 2 1' >> \"$SUDOKU_DFS_TRACE\"; echo oops >&2; exit 4",
        EXAMPLE,
        &Limits::default(),
    );
    assert_eq!(run.end, End::Exited { code: Some(4) });
    assert_eq!(run.writes.len(), 1);
    assert_eq!(run.output.lines, ["oops"]);
}

#[test]
fn an_endless_command_is_stopped_at_the_time_and_the_write_limits() {
    let limits = Limits {
        time: Duration::from_millis(800),
        ..Limits::default()
    };
    let run = run_command("while :; do :; done", EXAMPLE, &limits);
    assert_eq!(run.end, End::Stopped(StopReason::Time));
    assert!(run.elapsed < Duration::from_secs(5), "{:?}", run.elapsed);
    let limits = Limits {
        writes: 1000,
        ..Limits::default()
    };
    let run = run_command(
        "while :; do echo 'w 0 2 1 1'; done >> \"$SUDOKU_DFS_TRACE\"",
        EXAMPLE,
        &limits,
    );
    assert_eq!(run.end, End::Stopped(StopReason::Writes));
    assert_eq!(run.writes.len(), 1000);
}

#[test]
fn each_extension_gives_its_language() {
    for (name, language) in [
        ("a.py", Some(Language::Python)),
        ("a.js", Some(Language::JavaScript)),
        ("a.cpp", Some(Language::Cpp)),
        ("a.CC", Some(Language::Cpp)),
        ("A.java", Some(Language::Java)),
        ("a.rs", Some(Language::Rust)),
        ("a.go", None),
        ("Makefile", None),
    ] {
        assert_eq!(Language::of(Path::new(name)), language, "{name}");
    }
}

#[test]
fn a_missing_compiler_is_reported_by_name() {
    let run = super::run::cpp::run_cpp_with(
        "g++-not-installed-here",
        &fixture("cpp", "classic.cpp"),
        EXAMPLE,
        &Limits::default(),
    );
    assert_eq!(
        run.end,
        End::ToolMissing {
            program: "g++-not-installed-here".into()
        }
    );
}
