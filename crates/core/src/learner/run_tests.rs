//! Real python3 processes on the project's own learner solutions in
//! tests/data/learner/python. Skipped, with a note, only where python3 is
//! missing — never on CI.

use super::run::*;
use super::writes::Write;
use crate::{Engine, Search, Strategy, parse_grid};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::test_fixtures::{LEETCODE as EXAMPLE, LEETCODE_SOLUTION};

fn fixture(name: &str) -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("tests/data/learner/python")
        .join(name)
}

/// False (with a note) when python3 is missing here; CI must have it.
fn have_python() -> bool {
    let found = Command::new("python3").arg("--version").output().is_ok();
    if !found {
        assert!(std::env::var_os("CI").is_none(), "python3 is missing on CI");
        eprintln!("note: python3 is missing: skipping this test");
    }
    found
}

fn run(name: &str, limits: &Limits) -> SolutionRun {
    run_python("python3", &fixture(name), EXAMPLE, limits)
}

/// Whether the process `pid` still exists (and is not a zombie).
fn process_alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => !stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z'),
        Err(_) => false,
    }
}

#[test]
fn classic_python_solution_writes_as_the_engine_places_and_undoes() {
    if !have_python() {
        return;
    }
    let run = run("classic.py", &Limits::default());
    assert_eq!(
        run.end,
        End::Returned {
            value: "None".into()
        },
        "output: {:?}",
        run.output
    );
    let mut engine = Engine::new(&parse_grid(EXAMPLE).unwrap(), Strategy::RowMajor).unwrap();
    engine.run_to_end();
    let counts = Search::counts(&engine);
    let digits = run.writes.iter().filter(|w| w.value.is_some()).count() as u64;
    let dots = run.writes.iter().filter(|w| w.value.is_none()).count() as u64;
    assert_eq!((run.writes.len(), digits, dots), (8365, 4208, 4157));
    assert_eq!((digits, dots), (counts.place, counts.undo));
    assert_eq!(run.odd_writes, 0);
    assert_eq!(run.final_board.as_deref(), Some(LEETCODE_SOLUTION));
    // The learner's lines: the placement (line 28) and the take-back (34).
    assert_eq!(
        run.writes[0],
        Write {
            row: 0,
            col: 2,
            value: Some(1),
            line: Some(28)
        }
    );
    assert!(
        run.writes
            .iter()
            .filter(|w| w.value.is_none())
            .all(|w| w.line == Some(34))
    );
    assert!(run.output.lines.is_empty());
}

#[test]
fn an_endless_loop_is_stopped_at_the_time_limit_and_its_process_is_gone() {
    if !have_python() {
        return;
    }
    for name in ["endless.py", "endless_quiet.py"] {
        // No write limit in the way: the time limit is what is tested.
        let limits = Limits {
            time: Duration::from_millis(1500),
            writes: usize::MAX,
            ..Limits::default()
        };
        let run = run(name, &limits);
        assert_eq!(run.end, End::Stopped(StopReason::Time), "{name}");
        // Shown as far as it went: the writes before the stop are read.
        assert_eq!(run.writes.is_empty(), name == "endless_quiet.py", "{name}");
        assert!(
            run.elapsed < Duration::from_secs(5),
            "{name}: took {:?}",
            run.elapsed
        );
        assert!(
            !process_alive(run.pid.unwrap()),
            "{name}: its process is left"
        );
    }
}

#[test]
fn an_endless_loop_is_stopped_at_the_write_limit_and_its_process_is_gone() {
    if !have_python() {
        return;
    }
    let limits = Limits {
        writes: 5000,
        ..Limits::default()
    };
    let run = run("endless.py", &limits);
    assert_eq!(run.end, End::Stopped(StopReason::Writes));
    assert_eq!(run.writes.len(), 5000);
    assert!(
        run.writes
            .iter()
            .all(|w| w.row == 0 && w.col == 2 && w.line.is_some())
    );
    assert!(!process_alive(run.pid.unwrap()));
}

#[test]
fn a_solution_that_raises_reports_the_error_at_the_learners_lines() {
    if !have_python() {
        return;
    }
    let run = run("raises.py", &Limits::default());
    let End::Raised { message, lines } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert!(message.starts_with("IndexError"), "{message}");
    // solveSudoku's call at line 6, then the failing index at line 9.
    assert_eq!(lines, &[6, 9]);
    assert_eq!(run.writes.len(), 2);
    assert_eq!(&run.final_board.unwrap()[..4], "5312");
}

#[test]
fn a_solution_that_prints_a_great_deal_does_not_hang_and_its_output_is_cut() {
    if !have_python() {
        return;
    }
    let limits = Limits {
        output_lines: 50,
        ..Limits::default()
    };
    let run = run("prints.py", &limits);
    assert_eq!(
        run.end,
        End::Returned {
            value: "None".into()
        }
    );
    assert_eq!(run.output.lines.len(), 50);
    assert_eq!(run.output.lines[0], format!("line 0 {}", ".".repeat(40)));
    assert_eq!(run.output.dropped_lines, 200_000 - 50);
    // Printing never reached the report: the one write is still read.
    assert_eq!(
        run.writes,
        [Write {
            row: 0,
            col: 2,
            value: Some(4),
            line: Some(5)
        }]
    );
}

#[test]
fn a_syntax_error_is_reported_with_its_line() {
    if !have_python() {
        return;
    }
    let run = run("syntax.py", &Limits::default());
    let End::Syntax { line, message } = &run.end else {
        panic!("{:?}", run.end)
    };
    assert_eq!(*line, 3);
    assert!(
        message.contains("expected ':'") || message.contains("invalid syntax"),
        "{message}"
    );
    assert!(run.writes.is_empty());
}

#[test]
fn a_top_level_solve_sudoku_is_found_and_slice_and_negative_writes_are_read() {
    if !have_python() {
        return;
    }
    let run = run("snake.py", &Limits::default());
    assert_eq!(
        run.end,
        End::Returned {
            value: "True".into()
        },
        "{:?}",
        run.output
    );
    let cells: Vec<_> = run
        .writes
        .iter()
        .map(|w| (w.row, w.col, w.value, w.line))
        .collect();
    // The slice is cells assigned together, as a row written back is: a
    // copy, with the one cell it changed (r2c2 was '.' already).
    assert_eq!(cells, [(0, 8, Some(2), Some(4)), (1, 0, Some(7), Some(5))]);
    let copies = run.copies.expect("the slice is a copy");
    assert_eq!(
        (
            copies.count,
            copies.first_line,
            copies.first_write,
            copies.writes
        ),
        (1, Some(5), 1, 1)
    );
}

#[test]
fn a_process_that_ends_without_a_report_gives_its_exit_code() {
    if !have_python() {
        return;
    }
    let run = run("exits.py", &Limits::default());
    assert_eq!(run.end, End::Exited { code: Some(3) });
    assert!(!process_alive(run.pid.unwrap()));
}

#[test]
fn a_file_with_no_solver_says_so() {
    if !have_python() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-nosolver-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("empty.py");
    std::fs::write(&file, "x = 1\n").unwrap();
    let run = run_python("python3", &file, EXAMPLE, &Limits::default());
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(run.end, End::NoSolver);
}

#[test]
fn a_missing_interpreter_is_reported_by_name() {
    let run = run_python(
        "python3-not-installed-here",
        &fixture("classic.py"),
        EXAMPLE,
        &Limits::default(),
    );
    assert_eq!(
        run.end,
        End::ToolMissing {
            program: "python3-not-installed-here".into()
        }
    );
}

#[test]
fn the_learners_file_is_not_changed_on_disk() {
    if !have_python() {
        return;
    }
    let before = std::fs::read(fixture("classic.py")).unwrap();
    let _ = run("classic.py", &Limits::default());
    assert_eq!(std::fs::read(fixture("classic.py")).unwrap(), before);
}

#[test]
fn process_alive_sees_a_live_process() {
    // So the "its process is gone" checks above can fail.
    assert!(process_alive(std::process::id()));
}
