use crate::grid::UnitKind;
use crate::panels::{Panels, Place, Term, term};

use Place::{Code, Editor, Grid, Lab, Path, Propagation, Stack, Tables, Watch, Word};

/// The glossary, in the order the legend shows it.
#[rustfmt::skip]
const GLOSSARY: &[Term] = &[
    term(Grid, "[·]", "filling", "the cell the search is filling, before a digit fits"),
    term(Grid, "[5]", "placed", "the digit just placed in that cell"),
    term(Grid, "(2)", "rejected", "the digit tried here and rejected"),
    term(Grid, ">2<", "holds it", "the cell holding that digit: the reason for the reject (at a wipeout: the placement that took the last candidate)"),
    term(Grid, "<9>", "taken back", "the digit just taken back (a backtrack); also in the stack"),
    term(Grid, "[x]", "dead end", "a dead end: every digit has been tried here; or a wipeout: no candidate is left here"),
    term(Grid, "·", "empty", "an empty cell (in the tables: a digit not used)"),
    term(Lab, "{·}", "skipped", "restart-column: an empty cell the scan for the next cell passed over"),
    term(Lab, "~·~", "erased", "forget-flag: an empty cell that held a digit when the grid was complete, erased since"),
    term(Lab, "-·-", "lost candidates", "forget-candidates: an empty cell whose kept candidates lack digits that fit it, removed by placements since taken back and never given back"),
    term(Lab, "?", "stale", "forget-restore, in the path: this digit was rejected here by a stale table entry, though no cell of its unit holds it (not placed, so not failed)"),
    term(Watch, "'5'", "left stale", "a watched solution's digit its code took back but left on its board (it never clears the cell): stale, not placed"),
    term(Watch, "9-6", "tried, 9 down", "a watched solution's level trying 9 down to 1: the digits it tried before this one"),
    term(Watch, "!", "refused", "a watched solution's level, in the path: this digit was refused here though no row, column or box holds it"),
    term(Stack, "2?", "trying", "the digit being tried at the top level, not placed"),
    term(Stack, "1-8", "tried", "the digits tried at this level before this one"),
    term(Stack, "–", "none", "nothing tried at this level before this digit"),
    term(Stack, "→", "trying", "the cell being tried: it holds no digit yet, so it has no level number (also in the path)"),
    term(Path, "r", "row", "this digit was rejected here: the row table holds it"),
    term(Path, "c", "column", "this digit was rejected here: the column table holds it"),
    term(Path, "b", "box", "this digit was rejected here: the box table holds it"),
    term(Path, "×", "failed", "this digit was placed here and failed deeper"),
    term(Path, "5", "on grid", "the digit on the grid at this level: the path goes on through it"),
    term(Path, "·", "untried", "this digit is not tried yet at this level"),
    term(Path, "N left", "to try", "how many digits this level has not tried yet"),
    term(Tables, "5*", "holds it", "this table holds the digit tried: why it is rejected"),
    term(Tables, "5+", "marked", "set by this placement"),
    term(Tables, "·-", "unmarked", "cleared by this backtrack"),
    term(Tables, "reversed", "read by the check", "the entries the check of the digit read"),
    term(Tables, "9?", "stale", "stale (bug lab, forget-restore): the table claims the digit, no cell of its unit holds it"),
    term(Code, "▶", "this event", "a line the current event stands for"),
    term(Code, "✗", "the mistake", "the bug lab's mistake: a line the variant leaves out (struck through) or gets wrong"),
    term(Editor, "5!", "repeats", "this digit repeats in a row, column or box"),
    term(Editor, "[5]", "cursor", "the cursor (the editor's, not the search's)"),
    term(Editor, "[5!", "cursor, repeats", "the cursor on a digit that repeats"),
    term(Word, "step", "one event", "one event of the search; step 0 is before the first"),
    term(Word, "depth", "digits placed", "digits the search has placed; stack and path levels count from 1 at the bottom, so the top placed level's number is the depth"),
    term(Word, "placement", "written", "a digit no table holds is marked and written"),
    term(Word, "reject", "refused", "a table already holds the digit: try the next"),
    term(Word, "backtrack", "undo", "an undo: the deeper search failed, so the digit is unmarked and cleared (the counter counts these)"),
    term(Word, "dead end", "all done", "all nine digits are done at a cell: return to the level above, which backtracks next"),
    term(Word, "failed deeper", "no completion", "the digit fitted, but no grid completed below it"),
    term(Propagation, "guess", "a choice", "a propagating search's own placement, at a cell where more than one digit could go"),
    term(Propagation, "forced", "no choice", "propagation: the cell's only candidate left, or the digit's only place left in its row, column or box, placed without a guess"),
    term(Propagation, "wipeout", "no candidate", "propagation: an empty cell left with no candidate by a placement; the search backtracks at once instead of walking into it"),
];

pub const PANELS: Panels = Panels {
    glossary: GLOSSARY,
    place: |place| match place {
        Place::Grid => "grid",
        Place::Stack => "stack",
        Place::Path => "path",
        Place::Tables => "tables",
        Place::Code => "code",
        Place::Lab => "bug lab",
        Place::Watch => "your solver",
        Place::Editor => "editor",
        Place::Word => "words",
        Place::Propagation => "propagation",
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
    path_key_stale: "? stale",
    path_key_stale_short: "?stale",
    path_key_refused: "! refused",
    path_key_refused_short: "!refused",
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
    tables_at_step_zero: |cell| format!("Tables for {cell}, filled first · step 0"),
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
    code_comments: &[],

    log_heading: |depth, fold| format!("Event log · depth {depth} and deeper · {fold}"),
    log_heading_short: |depth, fold| format!("Event log · depth {depth}+ · {fold}"),
    log_folds: "e folds",
    log_unfolds: "e unfolds",
    no_events: "  (no events yet)",
    forced_level: "forced",
    path_key_forced: "- forced",
    path_key_forced_short: "-forced",
    code_heading_without_propagation: |language, classic| {
        format!("Code ({language}, {classic}, no propagation)")
    },
    take_back: |forced, guess| {
        let moves = match forced {
            1 => "1 forced placement".to_string(),
            n => format!("{n} forced placements"),
        };
        match guess {
            Some((cell, digit)) => format!(
                "backtrack: {} undos — {moves} taken back, then the guess {digit} at {cell}",
                forced + 1
            ),
            None => format!("backtrack: {moves} taken back"),
        }
    },
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
