use crate::app::glossary::{GLOSSARY, Place};
use crate::grid::UnitKind;
use crate::i18n::panels::Panels;

pub const PANELS: Panels = Panels {
    glossary: GLOSSARY,
    place: |place| match place {
        Place::Grid => "grid",
        Place::Stack => "stack",
        Place::Path => "path",
        Place::Tables => "tables",
        Place::Code => "code",
        Place::Editor => "editor",
        Place::Word => "words",
        Place::Lesson => "lesson",
    },
    legend_heading: "Legend",
    legend_more: " lists every term in full",
    legend_colon: ": ",

    name_stack: "stack",
    name_path: "path",
    name_tables: "tables",
    name_code: "code",
    name_log: "log",
    name_legend: "legend",
    tab_next: " next",

    stack_heading: |depth| format!("Stack: depth {depth}"),
    stack_columns: ["level", "cell", "digit", "tried"],
    more_below: |n| format!("  … {n} more below"),
    empty: "  (empty)",

    path_heading: |depth| format!("Path: depth {depth}"),
    path_key: "r c b rejected by a table · × failed · · left",
    path_key_short: "rcb table ×failed ·left",
    rejected_mark: |kind| match kind {
        UnitKind::Row => "r",
        UnitKind::Column => "c",
        UnitKind::Box => "b",
    },
    path_more: |n| format!("  … {n} more"),
    digits_left: |n| format!(" {n} left"),

    tables_for: |cell| format!("Tables for {cell}"),
    tables_for_digit: |cell, digit| format!("Tables for {cell} · digit {digit}"),
    tables_at_start: "Tables: the search is at step 0",
    tables_over: "Tables: the search is over",
    uses_digit: "uses digit",
    unit_name: |unit| unit.to_string(),
    table_label: |kind, number| {
        let name = match kind {
            UnitKind::Row => "row",
            UnitKind::Column => "col",
            UnitKind::Box => "box",
        };
        format!("{name} {number}")
    },
    candidates_of: |cell| format!("{cell} candidates: "),
    no_candidates: "none: a dead end",
    candidates_note: "  (the digits none of its three tables uses)",
    holds: |cell, digit| format!("{cell} holds {digit}"),
    if_cleared: |candidates| format!(" · if cleared, candidates: {candidates}"),
    tables_key: ["cursor", "repeated digit", "empty"],
    read_by_check: "reversed: read by the check",

    code_heading: |language, search| format!("Code ({language}, {search})"),

    log_heading: |depth, fold| format!("Event log · depth {depth} and deeper · {fold}"),
    log_heading_short: |depth, fold| format!("Event log · depth {depth}+ · {fold}"),
    log_folds: "e folds",
    log_unfolds: "e unfolds",
    no_events: "  (no events yet)",
    unwinding: |levels, first, finished, back_at| {
        let mut text = format!("unwinding {levels} levels: {first} dead end");
        for cell in finished {
            text += &format!(" → {cell} finished");
        }
        if let Some((cell, next)) = back_at {
            text += &format!(" → back at {cell}");
            if let Some(digit) = next {
                text += &format!(", trying {digit}");
            }
        }
        text
    },
    log_unfolded_message: "the log shows every event",
    log_folded_message: "the log folds dead-end chains into one unwinding line",
};
