use crate::engine::{Mistake, Strategy};
use crate::format::thousands;
use crate::grid::{Cell, UnitKind};
use crate::solve::Solve;

use super::common::COMMON;

/// `row 4`, `column 6`, `box 5`.
fn unit(kind: UnitKind, number: u8) -> String {
    format!("{} {number}", (COMMON.unit)(kind))
}

/// `search ` or `forward-checking search `: the correct search a
/// mistake is compared with, named when it is not row-major.
fn correct_search(strategy: Strategy) -> String {
    match strategy {
        Strategy::RowMajor => "search ".to_string(),
        other => format!("{other} search "),
    }
}

/// The names joined by `, `, then ` and N more` when some were left out.
fn named_and_more(names: &[String], more: usize) -> String {
    match more {
        0 => names.join(", "),
        n => format!("{} and {n} more", names.join(", ")),
    }
}

/// How a cell question is answered: the cursor keys and Enter.
const CELL_KEYS: &str = "←↓↑→ hjkl move, Enter answers";
const PROMPT: &str = "which digit goes here next (1-9), or d for a dead end?";

pub const SOLVE: Solve = Solve {
    step_zero: "step 0: the givens are in the tables; the search has not begun",
    enter_next: |cell, depth| format!("{cell}: the next empty cell, at depth {depth}"),
    enter_fewest: |cell, candidates, depth| {
        format!(
            "{cell}: the empty cell with the fewest candidates ({candidates}), at depth {depth}"
        )
    },
    enter_scanned: |cell, row, col, depth| {
        format!(
            "{cell}: the first empty cell the scan reads, from row {row} and column {col} on, at depth {depth}"
        )
    },
    place: |cell, digit| {
        format!(
            "{cell}: try {digit} — it fits: mark row {}, column {}, box {}, write {digit}, go deeper",
            cell.row() + 1,
            cell.col() + 1,
            cell.box_index() + 1
        )
    },
    reject: |cell, digit, kind, number, by| {
        format!(
            "{cell}: try {digit} — rejected, {} already has {digit} at {by}",
            unit(kind, number)
        )
    },
    stale_reject: |cell, digit, kind, number| {
        format!(
            "{cell}: try {digit} — rejected, the table of {} still claims {digit}, though no cell there holds it: it was never unmarked",
            unit(kind, number)
        )
    },
    undo: |cell, digit| {
        format!(
            "{cell}: backtrack — nothing deeper worked with {digit}: unmark, clear, try the next digit"
        )
    },
    undo_last: |cell| {
        format!(
            "{cell}: backtrack — nothing deeper worked with 9: unmark, clear; 9 was the last digit, so this cell is finished"
        )
    },
    force_only_candidate: |cell, digit| {
        format!("{cell}: {digit} is its only candidate left — forced, placed without a guess")
    },
    force_only_place: |cell, digit, kind, number| {
        format!(
            "{cell}: the only place left for {digit} in {} — forced, placed without a guess",
            unit(kind, number)
        )
    },
    undo_forced: |cell, digit| {
        format!(
            "{cell}: backtrack — undo the forced {digit}, which followed from a guess that failed: unmark, clear, go on taking back"
        )
    },
    wipeout_after: |cell, by, digit, held| {
        format!(
            "wipeout: {cell} has no candidate left after {digit} at {by} ({held}) — back at once, without entering it"
        )
    },
    wipeout_givens: |cell, held| {
        format!("wipeout: {cell} has no candidate left ({held}) before any placement")
    },
    undo_completed: |cell, digit| {
        let then = match digit {
            9 => "9 was the last digit, so this cell is finished",
            _ => "try the next digit",
        };
        format!(
            "{cell}: undo {digit} — the grid was complete below it, but the result is ignored, so it is undone: unmark, clear, {then}"
        )
    },
    undo_keeping_marks: |cell, digit| {
        let then = match digit {
            9 => "; 9 was the last digit, so this cell is finished",
            _ => ", try the next digit",
        };
        format!(
            "{cell}: backtrack — nothing deeper worked with {digit}: clear the cell, but the tables keep {digit} marked (the mistake: no unmark){then}"
        )
    },
    dead_end_none_fit: "no digit fits — all nine are rejected here",
    dead_end_failed: |digits| {
        format!(
            "all digits tried — {} failed deeper, nothing left here",
            (COMMON.and_list)(digits)
        )
    },
    dead_end_completed: |failed, completed| {
        let failed = match failed {
            [] => String::new(),
            digits => format!("{} failed deeper, ", (COMMON.and_list)(digits)),
        };
        format!(
            "all digits tried — {failed}{} completed the grid (the result was ignored), nothing left here",
            (COMMON.and_list)(completed)
        )
    },
    dead_end_back: |cell, why, parent| format!("{cell}: {why}: back to {parent}"),
    dead_end_first: |cell, why| {
        format!("{cell}: {why}; it is the first cell, so the search is over")
    },
    solved: |placements, undos| {
        format!(
            "solved: no empty cell left, after {} placements and {} backtracks",
            thousands(placements),
            thousands(undos)
        )
    },
    solved_with_forced: |guesses, forced, undos| {
        format!(
            "solved: no empty cell left, after {} {}, {} forced {} and {} backtracks",
            thousands(guesses),
            if guesses == 1 { "guess" } else { "guesses" },
            thousands(forced),
            if forced == 1 {
                "placement"
            } else {
                "placements"
            },
            thousands(undos)
        )
    },
    solved_with_empty: |placements, undos, empty| {
        format!(
            "\"solved\": the scan found no empty cell, yet {empty} cells are still empty, after {} placements and {} backtracks",
            thousands(placements),
            thousands(undos)
        )
    },
    exhausted_after_complete: |first, completed, failed, times| {
        let failed = match failed {
            [] => String::new(),
            digits => format!(" and {} failed deeper", (COMMON.and_list)(digits)),
        };
        let times = match times {
            1 => "once, the result ignored".to_string(),
            n => format!("{} times, each result ignored", thousands(n)),
        };
        format!(
            "the search is over: at {first}, the first cell, {} completed the grid{failed}; the grid was complete {times}",
            (COMMON.and_list)(completed)
        )
    },
    exhausted_after_stale: |first, failed, stale| {
        let failed = match failed {
            [] => String::new(),
            digits => format!(", where {} failed deeper", (COMMON.and_list)(digits)),
        };
        let rejects = match stale {
            1 => "1 reject in the search came".to_string(),
            n => format!("{} rejects in the search came", thousands(n)),
        };
        format!(
            "the search gave up at {first}, the first cell{failed}; {rejects} from stale claims, so it proves nothing — the puzzle may have a solution"
        )
    },
    no_solution: "no solution: no grid completes these givens",
    no_solution_none_fit: |first| {
        format!(
            "no solution: no digit fits {first}, the first cell, so no grid completes these givens"
        )
    },
    no_solution_only: |first, only| {
        format!(
            "no solution: at {first}, the first cell, only {only} fits, and it failed deeper, so no grid completes these givens"
        )
    },
    no_solution_every: |first, digits, last| {
        format!(
            "no solution: at {first}, the first cell, every digit that fits ({}) failed deeper, its last choice {last} too, so no grid completes these givens",
            (COMMON.and_list)(digits)
        )
    },
    fate_rejected: |digit, kind, by| format!("{digit} {} {by}", (COMMON.unit)(kind)),
    fate_stale: |digit, kind| format!("{digit} {}, a stale claim", (COMMON.unit)(kind)),
    fate_completed: |digit| format!("{digit} completed the grid"),
    fate_failed: |digit| format!("{digit} failed deeper"),
    fates_failed: |digits| format!("{} failed deeper", (COMMON.and_list)(digits)),
    why: |first| format!("why: {first}"),

    state_solved: "solved",
    state_no_solution: "no solution",
    state_mistake_says_solved: "ended: it says \"solved\"",
    state_mistake_says_no_solution: "ended: it says \"no solution\"",
    state_to_end: "running to the end",
    state_to_backtrack: "running to the next backtrack",
    state_to_next_stop: "running to the next stop",
    state_to_step: |step| format!("running to step {}", thousands(step)),
    state_playing: "▶ playing",
    state_paused: "paused",
    settings_line: |speed, step_size, search| {
        let speed = match speed {
            "" => String::new(),
            speed => format!(" · {speed}"),
        };
        format!("{speed} · step size: {step_size} · {search}")
    },
    run_progress: |events, per_second| match per_second {
        Some(rate) => format!(
            "{} events · {} events/s",
            thousands(events),
            thousands(rate)
        ),
        None => format!("{} events", thousands(events)),
    },
    bug_lab_variant: |mistake| format!("bug lab: {mistake}"),
    step_and_depth: |step, depth, max| {
        format!("step {} · depth {depth} (max {max})", thousands(step))
    },
    counters: |placements, rejects, undos| {
        format!(
            "placements {} · rejects {} · backtracks {}",
            thousands(placements),
            thousands(rejects),
            thousands(undos)
        )
    },
    totals_side_by_side: |one, ours, other, theirs| {
        let side = |name: &str, [events, guesses, forced]: [u64; 3]| {
            format!(
                "{name}: {} events, {} guesses, {} forced",
                thousands(events),
                thousands(guesses),
                thousands(forced)
            )
        };
        format!("{}; {}", side(one, ours), side(other, theirs))
    },
    counters_propagating: |guesses, forced, wipeouts, rejects, undos| {
        format!(
            "guesses {} · forced {} · wipeouts {} · rejects {} · backtracks {}",
            thousands(guesses),
            thousands(forced),
            thousands(wipeouts),
            thousands(rejects),
            thousands(undos)
        )
    },

    speed: |per_second| match per_second {
        1 => "1 step/s".to_string(),
        n => format!("{} steps/s", thousands(n)),
    },
    turbo: "turbo",
    step_every: "every event",
    step_placements_and_backtracks: "placements and backtracks",
    step_backtracks: "backtracks only",

    refused_at_start: "already at step 0 — → or Space goes forward",
    refused_question_open: "the quiz waits for your answer — Space plays on without it, x turns the quiz off",
    refused_no_backtrack_solves: "no backtrack left — the search solves from here",
    refused_no_backtrack_dead_ends: "no backtrack left — only dead ends remain before the end (f)",
    refused_at_end_no_solution: "no solution — Home or ← to go back",
    refused_at_end_solved: "solved — Home or ← to go back",
    refused_at_end_mistake: "the search has ended — Home or ← to go back",
    refused_at_end_recording: "the recording ends here — Home or ← to go back",
    strategy_propagates: |strategy| match strategy {
        Strategy::ForwardChecking | Strategy::ForwardCheckingMrv => {
            "after each placement, an empty cell left with no candidate is a wipeout: back at once"
        }
        Strategy::Singles | Strategy::SinglesMrv => {
            "after each placement, every cell with one candidate and every digit with one place in a unit is forced, before the next guess"
        }
        Strategy::RowMajor | Strategy::MostConstrained => "",
    },
    strategy_restarted: |strategy| format!("{strategy}: the search starts again at step 0"),
    not_a_step_number: |typed| format!("not a step number: {typed:?}"),

    correct_started: "the correct search: starts again at step 0",
    mistake_started: |mistake| match mistake.strategy() {
        Strategy::RowMajor => format!(
            "bug lab: {} — starts again at step 0",
            (SOLVE.what_is_wrong)(mistake)
        ),
        // The strategy changes with the variant: say so.
        strategy => format!(
            "bug lab: {} — the strategy is {strategy}; starts again at step 0",
            (SOLVE.what_is_wrong)(mistake)
        ),
    },
    what_is_wrong: |mistake| match mistake {
        Mistake::ForgetRestore => {
            "forget-restore: undo clears the cell but leaves the tables marked"
        }
        Mistake::ForgetFlag => "forget-flag: the deeper call's result is ignored",
        Mistake::RestartColumn => {
            "restart-column: the next cell is scanned for from the last one's column"
        }
        Mistake::ForgetCandidates => {
            "forget-candidates: forward checking whose undo never gives back the candidates its placement removed"
        }
    },
    stale_mark: "?: stale, claimed but no cell holds it",
    language_shown: |label| format!("the code in {label}"),
    stale_entry: |kind, number, digit| {
        let kind = match kind {
            UnitKind::Row => "row",
            UnitKind::Column => "col",
            UnitKind::Box => "box",
        };
        format!("{kind} {number} claims {digit}")
    },
    stale_entries: |named, more| {
        format!(
            "stale: {} — no cell holds these digits",
            named_and_more(named, more)
        )
    },
    complete_ignored: "the grid is complete — but the result is ignored: the search undoes it and goes on",
    complete_erased: |times| {
        format!(
            "the grid was complete {} and has been erased since",
            match times {
                1 => "once".to_string(),
                n => format!("{} times", thousands(n)),
            }
        )
    },
    skipped_cells: |cells, more| {
        let named: Vec<String> = cells.iter().map(Cell::to_string).collect();
        format!(
            "skipped by the scan, still empty: {}",
            named_and_more(&named, more)
        )
    },
    mistake_ended: |empty| match empty {
        None => "\"no solution\"".to_string(),
        Some(0) => "\"solved\"".to_string(),
        Some(n) => format!("\"solved\" with {n} cells empty"),
    },
    correct_solves: |strategy, steps| {
        format!(
            "the correct {}solves this puzzle in {} steps",
            correct_search(strategy),
            thousands(steps)
        )
    },
    correct_no_solution: |strategy, steps| {
        format!(
            "the correct {}finds no solution either, in {} steps",
            correct_search(strategy),
            thousands(steps)
        )
    },
    forgotten_candidates: |named, more| {
        format!(
            "candidates never given back: {}",
            named_and_more(named, more)
        )
    },
    forgotten_entry: |cell, digits| format!("{cell} (lost {})", (COMMON.and_list)(digits)),
    wipeout_forgotten: |cell, by, held, digits| {
        let after = match by {
            Some((by, digit)) => format!(" after {digit} at {by}"),
            None => String::new(),
        };
        let fits = match digits.len() {
            1 => "fits",
            _ => "fit",
        };
        // The holders of the other digits come last: on a small screen
        // they are what an ellipsis may cut, never the mistake.
        let held = match held.is_empty() {
            true => String::new(),
            false => format!("; {held}"),
        };
        format!(
            "wipeout, a false one: {cell} has no candidate left in the search's record{after}, yet {} {fits} it — removed by placements since taken back and never given back (the mistake); back at once{held}",
            (COMMON.and_list)(digits)
        )
    },
    correct_unknown: "the correct search is not known for this puzzle",
    mistake_end: |mistake, ended, step, correct| {
        format!(
            "{mistake} ended {ended} at step {}; {correct}",
            thousands(step)
        )
    },

    quiz_score: |right, asked| format!("quiz {right}/{asked}"),
    quiz_question: |cell| format!("{cell}: {PROMPT}"),
    quiz_question_after: |cell, tried| format!("{cell} (tried up to {tried}): {PROMPT}"),
    quiz_no_question: "the search is not at a cell to ask about",
    quiz_next: |key| format!("{key} brings the next question"),
    quiz_in_unit: |digit, kind, number, by| format!("{digit} is in {} at {by}", unit(kind, number)),
    quiz_stale: |digit, kind, number| {
        format!(
            "{}'s table still claims {digit} (no cell holds it: it was never unmarked)",
            unit(kind, number)
        )
    },
    quiz_so_next: |digit| format!("so {digit} comes next"),
    quiz_so_dead_end: "so no digit fits: the cell dead-ends and the search backtracks",
    quiz_yes_placed: |digit| format!("yes: no table holds {digit}, so it is placed"),
    quiz_yes_dead_end: |why| {
        format!("yes: every digit left is used — {why}; the search backtracks")
    },
    quiz_yes_nothing_left: "yes: no digit is left to try; the search backtracks",
    quiz_no_not_a_digit: |then| format!("no: digits are 1-9, {then}"),
    quiz_no_tried: |digit, tried, then| {
        format!("no: {digit} was tried here already (up to {tried}), {then}")
    },
    quiz_no_rejected: |why, then| format!("no: {why}, {then}"),
    quiz_no_comes_first: |digit| {
        format!("no: {digit} comes first — no table holds it, so it is placed")
    },
    quiz_no_still_fits: |digit| {
        format!("no: {digit} still fits — no table holds it, so it is placed")
    },
    quiz_dead_end: "dead end",
    quiz_wrong: |cell, said, was| format!("{cell} said {said}, was {was}"),
    quiz_wrong_cell: |what, said, was| format!("{what}: said {said}, was {was}"),
    quiz_forced_word: "forced",
    quiz_wipeout_word: "wipeout",
    quiz_ask_forced: |cursor| format!("which cell is forced next? {cursor}? {CELL_KEYS}"),
    quiz_ask_wipeout: |cursor| {
        format!("where does the wipeout come (a cell with no candidate)? {cursor}? {CELL_KEYS}")
    },
    quiz_only_candidate: |cell, digit| format!("{cell} has one candidate left, {digit}"),
    quiz_only_place: |cell, digit, kind, number| {
        format!(
            "the only place for {digit} in {} is {cell}",
            unit(kind, number)
        )
    },
    quiz_emptied_by: |cell, by, digit| {
        format!("{cell} has no candidate left after {digit} at {by}")
    },
    quiz_emptied_by_givens: |cell| {
        format!("{cell} has no candidate left with only the givens placed")
    },
    quiz_yes_cell: |why| format!("yes: {why}"),
    quiz_no_forced: |picked, why| format!("no: {picked}; forced next: {why}"),
    quiz_no_wipeout: |picked, why| format!("no: {picked}; the wipeout: {why}"),
    quiz_cell_filled: |cell| format!("{cell} is filled already"),
    quiz_cell_candidates: |cell, count, digits| {
        let digits: Vec<String> = digits.iter().map(u8::to_string).collect();
        format!(
            "{cell} has {count} {} left ({})",
            if count == 1 {
                "candidate"
            } else {
                "candidates"
            },
            digits.join(" ")
        )
    },
    quiz_cell_forced_later: |cell, why, first| {
        format!("{cell} is forced too ({why}), but the scan reaches {first} first")
    },
    quiz_cell_empty_later: |cell, first| {
        format!("{cell} has no candidate left either, but the scan reaches {first} first")
    },
    quiz_off_all_right: |score| format!("{score} · quiz off, no wrong answers"),
    quiz_off_review: |score, wrong| format!("{score} · quiz off · wrong: {}", wrong.join(" · ")),
};
