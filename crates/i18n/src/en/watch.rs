use crate::grid::UnitKind;
use crate::watch::Watch;

use super::common::COMMON;

fn unit(kind: UnitKind, number: u8) -> String {
    format!("{} {number}", (COMMON.unit)(kind))
}

pub const WATCH: Watch = Watch {
    inferred: |sentence| format!("{sentence} (inferred: no write shows it)"),
    enter_chosen: |cell, depth| format!("{cell}: your search goes here next, at depth {depth}"),
    refused: |cell, digit| {
        format!("{cell}: {digit} refused, yet no row, column or box holds {digit}")
    },
    cleared: |cell, digit| format!("{cell}: backtrack — your code clears {digit} from the cell"),
    written: |cell, digit| {
        format!(
            "{cell}: try {digit} — your check passes (no row, column or box holds {digit}): {digit} is written, go deeper"
        )
    },
    place_conflict: |cell, digit, kind, number, by| {
        format!(
            "{cell}: placed {digit}, though {} already has {digit} at {by}",
            unit(kind, number)
        )
    },
    left_on_board: |cell, digit| {
        format!("{cell}: {digit} taken back, but left on the board: your code never clears it")
    },
    fate_refused: |digit| format!("{digit} refused, no unit holds it"),
    fate_not_tried: |digit| format!("{digit} not tried"),
    dead_end_nothing_written: "your code writes nothing here",
    dead_end_untried: |digits| format!("left without trying {}", (COMMON.and_list)(digits)),

    mode: |file, language| format!("watch · {file} ({language})"),
    code_heading: |file| format!("Your code · {file}"),
    code_unread: "(the file could not be read)",
    first_difference: |step| {
        format!("step {step}: the first difference from the classic row-major search")
    },
    no_difference_yet: |reference| {
        format!("as far as it was recorded, the same search as {reference}, event for event")
    },
    notes_title: "Your run",
    notes_run: "How it ended",
    notes_findings: "Findings",
    notes_message: "The interpreter's message",
    notes_output: "What your program printed",
    output_none: "(nothing)",
    output_dropped: |n| format!("… and {n} more lines not kept"),
    at_line: |line| format!("line {line}"),
    notes_hint: "o: your run (output, message, findings) · D: first difference",

    ended_returned: "your solver returned",
    stopped_time: |secs| {
        format!("stopped at the time limit ({secs} s): the search is shown as far as it went")
    },
    stopped_writes: |n| {
        format!(
            "stopped at the write limit ({} writes): the search is shown as far as it went",
            crate::format::thousands(n as u64)
        )
    },
    stopped_report: "stopped: the report of the writes broke the line protocol (a line over 64 KiB, or a trace file that is not a plain file); the search is shown as far as it was read",
    raised: |message, line| match line {
        Some(line) => {
            format!("your program raised {message} at line {line}: the search is shown up to there")
        }
        None => format!("your program raised {message}: the search is shown up to there"),
    },
    syntax: |line, message| format!("your file does not compile: line {line}, {message}"),
    compile: |line, error| match line {
        Some(line) if !error.contains(&format!(":{line}:")) => {
            format!("your file does not compile: line {line}, {error}")
        }
        _ => format!("your file does not compile: {error}"),
    },
    exited: |code| match code {
        Some(code) => {
            format!("your program exited early (exit code {code}): the search is shown up to there")
        }
        None => "your program was ended early: the search is shown up to there".to_string(),
    },
    killed: |signal| {
        use crate::learner::signals::{SignalKind, signal_kind, signal_label};
        let name = signal_label(signal);
        match signal_kind(signal) {
            SignalKind::Crash => {
                format!("your program crashed ({name}): the search is shown up to there")
            }
            SignalKind::SystemLimit => format!(
                "your program was ended by {name}, a limit of the system: the search is shown up to there"
            ),
            SignalKind::FromOutside => format!(
                "your program was ended by {name} from outside sudoku-dfs: the search is shown up to there"
            ),
        }
    },
    no_solver: "no class Solution with solveSudoku, nor a solveSudoku or solve_sudoku function, is in the file",
    tool_missing: |program| format!("{program} is not installed, and this file needs it"),

    running: |program, file| format!("running {program} on {file}…"),
    running_keys: " (q or Esc cancels)",
    cancelled_before_screen: "cancelled: your program was ended before the screen opened",
    nothing_recorded: |why| format!("nothing was recorded: {why}"),
    unknown_language: |file| {
        format!(
            "{file}: watch runs .py, .js, .cpp, .cc, .java and .rs solutions, or replays a trace (.jsonl); --command runs any other"
        )
    },
    unreadable: |file, why| format!("{file} cannot be read: {why}"),
    prompt: "Solution file to watch on this grid",
    running_status: |file| format!("running {file}… Esc cancels"),
    running_title: " Running ",
    cancelled: "the run was cancelled",
    grid_conflicts: "the grid's givens conflict: there is no search to watch",
    own_search_only: "this is your own search: no strategy, bug-lab variant, race or quiz replaces it (Esc, then Enter, for the engine's)",
};
