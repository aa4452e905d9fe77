use crate::chrome::{Chrome, DiagnosisWords};
use crate::format::thousands;

pub const CHROME: Chrome = Chrome {
    mode_edit: "edit",
    mode_solve: "solve",
    header_step: |step| format!("step {} ", thousands(step)),
    unsaved_edits: "unsaved edits ",

    givens: |n| format!("{n} given{}", if n == 1 { "" } else { "s" }),
    diagnosis: DiagnosisWords {
        conflict: "conflict",
        checking: "checking…",
        no_solution: "no solution",
        unique_solution: "unique solution",
        multiple_solutions: "multiple solutions",
    },
    multiple_solutions: |n, at_least| {
        if at_least {
            format!("multiple solutions (at least {n})")
        } else {
            format!("multiple solutions ({n})")
        }
    },
    no_candidate: |cell| format!("no solution: {cell} has no candidate"),
    no_repeats: "no digit repeats in any row, column or box",
    unit_named: |unit| unit.to_string(),
    conflict_place: |units, there| format!("{units} ({there})"),
    conflict: |digit, here, places| {
        format!(
            "conflict: {digit} at {here} is already in {}",
            places.join(", ")
        )
    },
    conflict_others: |others| format!(" — and {others} more"),
    repeat_pair: |digit, a, b, units| format!("{digit} at {a} and {b} in {units}"),
    repeats_also: "also: ",
    repeats_hidden: |hidden, units| match units {
        [] => format!(" — {hidden} more; a larger terminal shows them"),
        _ => format!(
            " — {hidden} more: {}; a larger terminal shows them",
            units.join(", ")
        ),
    },
    units_and: " and ",

    too_small: |min_width, min_height, width, height| {
        [
            format!("sudoku-dfs needs a terminal of at least {min_width}x{min_height};"),
            format!("this one is {width}x{height}."),
            "Enlarge it, or press q to quit.".to_string(),
        ]
    },
    too_small_quit: [
        "Edits are unsaved.",
        "y quits and loses them,",
        "n or Esc stays.",
    ],

    quit_title: " Quit? ",
    quit_unsaved: " The grid has edits that are not saved.",
    quit_loses: " quits and loses them · ",
    or: " or ",
    quit_stays: " stays",

    picker_title: " Open a shipped puzzle, or make one ",
    picker_hint: |up, down, choose, close| {
        format!(" {up}/{down} select · {choose} opens or makes (u undoes) · {close} closes")
    },
    puzzle_name: |name| name,
    puzzle_note: |puzzle| puzzle.note,
    new_puzzle: |level| format!("New {level} puzzle"),
    level_band: |low, high| match high {
        Some(high) => format!(
            "the row-major DFS places {} to {} digits",
            thousands(low),
            thousands(high - 1)
        ),
        None => format!("the row-major DFS places {} digits or more", thousands(low)),
    },

    prompt_save: "Save the puzzle to",
    prompt_open: "Open the first puzzle of",
    prompt_step: "Go to step",
    prompt_step_about: |step, end| {
        format!(
            " now at step {} · {}",
            thousands(step),
            match end {
                Some(end) => format!("the end is step {}", thousands(end)),
                None => "end not reached yet".to_string(),
            }
        )
    },
    prompt_hint: |confirm, cancel| format!(" {confirm} confirms · {cancel} cancels"),

    save_over_title: " Save over a file? ",
    save_over_exists: |holds| format!(" exists and holds {holds}; this session did not write it."),
    save_over_line: |line| format!(" l puts the grid on line {line}, where it was opened from,"),
    save_over_lone_line: |line| {
        format!(" l puts the grid on line {line}, where its puzzle is; the rest stays,")
    },
    save_over_whole: " y replaces that puzzle with the grid,",
    save_over_loses: " Replacing it would lose them,",
    save_over_elsewhere: " s saves to another file instead.",
    opening_title: " Opening ",
    opening_reading: |typed| format!(" Reading {typed}…"),
    opening_fifo: " A FIFO waits for a writer; the keys below still work.",
    recovered_title: " A recovered grid ",
    recovered_stopped: " The app was stopped last time with edits not saved.",
    recovered_kept: |title, givens| format!(" Kept: {title} ({givens} givens)."),
    recovered_path: |path| format!(" It was to be saved to {path}."),

    title_empty: "empty grid",
    title_command_line: "puzzle from the command line",
    title_pasted: "pasted puzzle",
    title_generated: |level, seed| format!("generated {level} · --seed {seed}"),

    auto_advance: |on| {
        if on {
            "auto-advance on: each digit moves on to the next cell"
        } else {
            "auto-advance off"
        }
    },
    nothing_to_undo: "nothing to undo",
    nothing_to_redo: "nothing to redo",
    cannot_solve: |why| format!("cannot solve: {why}"),
    paste_too_long: |bytes| {
        format!(
            "pasted text of {} bytes ignored: a puzzle or path is far shorter",
            thousands(bytes)
        )
    },
    pasted: "pasted a puzzle (u undoes)",
    not_a_puzzle: |error| format!("not a puzzle, grid unchanged: {error}"),
    opened: |what| format!("opened {what} (u undoes)"),
    making: |level| format!("making a {level} puzzle…"),
    generated: |level, placements, finished, seed| {
        let at_least = if finished { "" } else { "at least " };
        format!(
            "new {level} puzzle: the row-major DFS makes {at_least}{} placements (u undoes); \
             again: sudoku-dfs generate --seed {seed} --difficulty {level}",
            thousands(placements)
        )
    },
};
