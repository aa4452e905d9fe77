//! The runs the checker watches: each Python findings fixture and the
//! classic solution of each language, run for real (a language whose tool
//! is missing is skipped, and said so), and lists of writes made by hand
//! for the shapes a learner's code can have.

use std::time::Duration;

use super::{Case, fixture};
use crate::engine::{Engine, Event, Strategy};
use crate::grid::{Cell, Grid};
use crate::learner::Language;
use crate::learner::run::{End, Limits, Output, SolutionRun, StopReason};
use crate::learner::writes::Write;

/// The file whose lines the hand-made writes name: a digit is written at
/// its line 26, a `.` at its line 30.
const HAND_FILE: &str = "tests/data/learner/python/sticky_box.py";
const WRITE_LINE: u32 = 26;
const CLEAR_LINE: u32 = 30;

fn run_of(path: &str) -> Option<Case> {
    let file = fixture(path);
    let language = Language::of(&file).expect("a fixture's language");
    let puzzle = super::puzzle().givens_only().to_line();
    let run = crate::learner::run(language, &file, &puzzle, &Limits::default());
    if let End::ToolMissing { program } = &run.end {
        eprintln!("skipped {path}: {program} is not installed");
        return None;
    }
    Some(Case {
        name: path.rsplit('/').next().unwrap_or(path).to_string(),
        file,
        run,
    })
}

/// Every Python findings fixture.
pub fn findings() -> Vec<Case> {
    let dir = fixture("tests/data/learner/python/findings");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".py"))
        .collect();
    names.sort();
    names
        .iter()
        .filter_map(|n| run_of(&format!("tests/data/learner/python/findings/{n}")))
        .filter(|case| !case.run.writes.is_empty())
        .collect()
}

/// A search on a copy of the board, its answer written back by whole rows
/// or the whole board, in each language whose harness sees that (the
/// Python one is among [`findings`] too).
pub fn copies() -> Vec<Case> {
    [
        "tests/data/learner/python/findings/copies_answer.py",
        "tests/data/learner/javascript/findings/copies_answer.js",
        "tests/data/learner/cpp/findings/copies_answer.cpp",
    ]
    .into_iter()
    .filter_map(run_of)
    .collect()
}

/// The classic solution in each language.
pub fn classics() -> Vec<Case> {
    [
        "tests/data/learner/python/classic.py",
        "tests/data/learner/javascript/classic.js",
        "tests/data/learner/cpp/classic.cpp",
        "tests/data/learner/java/Classic.java",
        "tests/data/learner/rust/classic.rs",
    ]
    .into_iter()
    .filter_map(run_of)
    .collect()
}

fn write(cell: Cell, value: Option<u8>) -> Write {
    Write {
        row: cell.row() as u8,
        col: cell.col() as u8,
        value,
        line: Some(if value.is_some() {
            WRITE_LINE
        } else {
            CLEAR_LINE
        }),
    }
}

fn hand(name: &str, writes: Vec<Write>, end: End) -> Case {
    Case {
        name: name.to_string(),
        file: fixture(HAND_FILE),
        run: SolutionRun {
            language: Language::Python,
            writes,
            odd_writes: 0,
            first_odd: None,
            final_board: None,
            end,
            output: Output::default(),
            elapsed: Duration::ZERO,
            pid: None,
            copies: None,
            compile_elapsed: None,
        },
    }
}

fn returned() -> End {
    End::Returned {
        value: "None".to_string(),
    }
}

/// The classic search's writes: a digit for each placement, a `.` for
/// each undo when `clears`; with `checks`, every rejected digit is also
/// written and cleared again first (write-then-check).
fn classic_writes(puzzle: &Grid, clears: bool, checks: bool) -> Vec<Write> {
    let mut engine = Engine::new(puzzle, Strategy::RowMajor).unwrap();
    let mut writes = Vec::new();
    while let Some(event) = engine.step() {
        match event {
            Event::Place { cell, digit } => writes.push(write(cell, Some(digit))),
            Event::Undo { cell, .. } if clears => writes.push(write(cell, None)),
            Event::Reject { cell, digit, .. } if checks => {
                writes.push(write(cell, Some(digit)));
                writes.push(write(cell, None));
            }
            _ => {}
        }
    }
    writes
}

pub fn hand_made(puzzle: &Grid) -> Vec<Case> {
    let c = |row: usize, col: usize| Cell::at(row, col);
    let mut stopped = classic_writes(puzzle, true, false);
    stopped.truncate(3_000);
    // 2 at r1c3 first (1, which no unit holds, refused); 5 at r1c4
    // though r1c1 holds 5 (row 1), kept while r1c6 takes 1; then both
    // cleared and r1c4 takes 6.
    let conflict = vec![
        write(c(0, 2), Some(2)),
        write(c(0, 3), Some(5)),
        write(c(0, 5), Some(1)),
        write(c(0, 5), None),
        write(c(0, 3), None),
        write(c(0, 3), Some(6)),
    ];
    // A conflicting 5 at r1c3 (line 26) kept while r1c4 is filled from
    // another line (17): the placement is read from line 26.
    let mut kept = vec![write(c(0, 2), Some(5)), write(c(0, 3), Some(2))];
    kept[1].line = Some(17);
    vec![
        hand("kept-conflict", kept, returned()),
        hand(
            "never-clears",
            classic_writes(puzzle, false, false),
            returned(),
        ),
        hand(
            "write-then-check",
            classic_writes(puzzle, true, true),
            returned(),
        ),
        hand("stopped", stopped, End::Stopped(StopReason::Time)),
        hand("conflict-and-refused", conflict, returned()),
    ]
}

/// A digit the learner's code left on its board (never clears), cleared
/// late by a `.` written while the search is elsewhere: no event, a clear
/// the recording applies at the next step.
pub fn late_clear() -> Case {
    let c = |row: usize, col: usize| Cell::at(row, col);
    // r1c3 takes 1, r1c4 takes 2, r1c3 is written 4 over its 1 (r1c4's 2
    // left there), then r1c4's stale 2 is cleared late, r1c3 is cleared
    // and takes 2.
    let writes = vec![
        write(c(0, 2), Some(1)),
        write(c(0, 3), Some(2)),
        write(c(0, 2), Some(4)),
        write(c(0, 3), None),
        write(c(0, 2), None),
        write(c(0, 2), Some(2)),
    ];
    hand("late-clear", writes, returned())
}
