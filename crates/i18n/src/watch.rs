//! The catalogue's watch area: what the solve screen says about a
//! learner's own search (`sudoku-dfs watch`, and the editor's watch key):
//! the sentences of events the classic search never makes (an inferred
//! event, a refused candidate, a conflicting placement, a digit left on
//! the board), the title, the code panel's heading, how the run ended, the
//! notes window (first difference, findings, what the program printed),
//! and the messages of `watch` on standard error.

use crate::grid::{Cell, UnitKind};

/// One language's entries for this area.
#[derive(Debug)]
pub struct Watch {
    // --- Narration of a learner's step ---
    /// `… (inferred: no write shows it)`: wraps an inferred event's sentence.
    pub inferred: fn(&str) -> String,
    /// `r4c5: your search goes here next, at depth 3`: a cell entered that
    /// is not the first empty one in reading order.
    pub enter_chosen: fn(Cell, u8) -> String,
    /// `r1c5: 7 refused, yet no row, column or box holds 7`.
    pub refused: fn(Cell, u8) -> String,
    /// `r2c7: try 4 — your check passes (no row, column or box holds 4):
    /// 4 is written, go deeper`: a learner's placement, in its own terms
    /// (its writes show no table, so none is said to be marked).
    pub written: fn(Cell, u8) -> String,
    /// `r1c3: backtrack — your code clears 4 from the cell`: a learner's
    /// undo, in its own terms (its writes show no table to unmark).
    pub cleared: fn(Cell, u8) -> String,
    /// `r2c2: placed 4, though row 2 already has 4 at r2c7`.
    pub place_conflict: fn(Cell, u8, UnitKind, u8, Cell) -> String,
    /// `r1c3: 4 taken back, but left on the board: your code never clears it`.
    pub left_on_board: fn(Cell, u8) -> String,
    /// A dead end's fate of a digit refused with no unit holding it.
    pub fate_refused: fn(u8) -> String,
    /// A dead end's fate of a digit not tried at this visit.
    pub fate_not_tried: fn(u8) -> String,
    /// Why a cell is left when some digits were never tried there.
    pub dead_end_untried: fn(&[u8]) -> String,
    /// `your code writes nothing here`: a learner's dead end at a cell it
    /// wrote no digit to, its digit order unproven (which digits it looked
    /// at, and whether it tried any, no write tells).
    pub dead_end_nothing_written: &'static str,

    // --- The screen ---
    /// `watch · solution.py (Python)`: the header's mode.
    pub mode: fn(&str, &str) -> String,
    /// `Your code · solution.py`: the code panel's heading.
    pub code_heading: fn(&str) -> String,
    /// The code panel when the file could not be read.
    pub code_unread: &'static str,
    /// `step 57: the first difference from the classic search`.
    pub first_difference: fn(u64) -> String,
    /// The steps recorded match a reference search's (named) as far as
    /// they go.
    pub no_difference_yet: fn(&str) -> String,
    /// The notes window's title.
    pub notes_title: &'static str,
    /// Its sections.
    pub notes_run: &'static str,
    pub notes_findings: &'static str,
    pub notes_message: &'static str,
    pub notes_output: &'static str,
    /// The program printed nothing.
    pub output_none: &'static str,
    /// `… and 12 more lines not kept`.
    pub output_dropped: fn(usize) -> String,
    /// `line 12`: a line of the learner's file.
    pub at_line: fn(u32) -> String,
    /// `o: what your program printed` under the narration.
    pub notes_hint: &'static str,

    // --- How the run ended (one sentence on the screen) ---
    pub ended_returned: &'static str,
    /// Stopped at the time limit (seconds).
    pub stopped_time: fn(u64) -> String,
    /// Stopped at the write limit.
    pub stopped_writes: fn(usize) -> String,
    /// Stopped because the report could not be read on (a line longer
    /// than 64 KiB, a trace file that is not a plain file).
    pub stopped_report: &'static str,
    /// `your program raised ValueError: … at line 12`.
    pub raised: fn(&str, Option<u32>) -> String,
    /// `your file does not compile: line 3, invalid syntax`.
    pub syntax: fn(u32, &str) -> String,
    /// `your file does not compile: compile_error.cpp:5:23: error: …`: the
    /// learner's line (when the compiler named one) and the compiler's
    /// error line.
    pub compile: fn(Option<u32>, &str) -> String,
    /// The process ended without reporting (its exit code, if any).
    pub exited: fn(Option<i32>) -> String,
    /// The program was ended by a signal (its name) not sent by sudoku-dfs.
    pub killed: fn(i32) -> String,
    /// No solver was found in the file.
    pub no_solver: &'static str,
    /// The interpreter is missing.
    pub tool_missing: fn(&str) -> String,

    // --- `watch` on standard error, and the editor's watch ---
    /// `running python3 on solution.py…`.
    pub running: fn(&str, &str) -> String,
    /// After it on a terminal, where the keys are read while the run goes.
    pub running_keys: &'static str,
    /// `watch` ended on q or Esc before the screen opened.
    pub cancelled_before_screen: &'static str,
    /// Nothing was recorded and it could not run: the reason follows.
    pub nothing_recorded: fn(&str) -> String,
    /// `notes.txt: watch runs .py files, or replays a .jsonl trace`.
    pub unknown_language: fn(&str) -> String,
    /// The file cannot be read.
    pub unreadable: fn(&str, &str) -> String,
    /// The editor's prompt for a solution file.
    pub prompt: &'static str,
    /// The editor's status while the run goes: `running solution.py… Esc cancels`.
    pub running_status: fn(&str) -> String,
    /// The title of the editor's running window.
    pub running_title: &'static str,
    /// The editor's run was cancelled.
    pub cancelled: &'static str,
    /// The editor's grid has conflicting givens: nothing to watch.
    pub grid_conflicts: &'static str,
    /// A strategy, variant or quiz asked for while the learner's own search
    /// is shown.
    pub own_search_only: &'static str,
}
