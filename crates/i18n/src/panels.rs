//! The catalogue's panels area: see [`super::Text`] for what it holds —
//! the side panels of the solve screen (stack, path, tables, code, log,
//! legend), the editor's tables panel, and the glossary behind the legend
//! and the help.

use crate::grid::{Cell, Unit, UnitKind};

pub use crate::search_shape::log::BackAt;

/// Where a term shows, which decides its group in the legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Grid,
    Stack,
    Path,
    Tables,
    /// The code panel's margin.
    Code,
    /// The bug lab's marks on the grid: what a mistake did to it. Left out
    /// of the compact legend (80x24), like the code's marks: the status
    /// line says the same in words.
    Lab,
    /// The marks of a watched solution (a learner's own search): left out
    /// of the compact legend, like the bug lab's.
    Watch,
    Editor,
    /// A word of the status line and the sentences.
    Word,
    /// A word of the propagating searches (guess, forced, wipeout): left out
    /// of the compact legend, like the bug lab's marks; the counters and
    /// the sentences say them in full.
    Propagation,
    /// A term of the lesson that no screen writes but a learner meets in
    /// the course the app goes with (the Chinese glossary's 回溯, 剪枝,
    /// 递归, how `r1c3` reads); only in the help's glossary.
    Lesson,
}

/// One row of the glossary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub place: Place,
    /// As the screen writes it.
    pub term: &'static str,
    /// A word or two, for the legend panel when it is short of room.
    pub short: &'static str,
    pub meaning: &'static str,
}

/// A row of a glossary table: a function, so each table reads one term a line.
pub const fn term(
    place: Place,
    term: &'static str,
    short: &'static str,
    meaning: &'static str,
) -> Term {
    Term {
        place,
        term,
        short,
        meaning,
    }
}

/// One language's entries for this area.
#[derive(Debug)]
pub struct Panels {
    /// Every symbol and word of the screens with its meaning: the legend
    /// panel and the help's glossary (English: docs/solve-screen.md's glossary too).
    pub glossary: &'static [Term],
    /// A glossary group's heading: `grid`, `stack`, `path`, `tables`,
    /// `code`, `editor`, `words`.
    pub place: fn(Place) -> &'static str,
    /// `Legend`: the legend panel's heading.
    pub legend_heading: &'static str,
    /// ` lists every term in full`, after the `?` key in the legend's heading.
    pub legend_more: &'static str,
    /// `: ` between a word and its meaning in the compact legend
    /// (`depth: digits placed`); its trailing space goes unstyled.
    pub legend_colon: &'static str,

    /// `stack`: its name in the Tab row above the side panels.
    pub name_stack: &'static str,
    /// `path`, in the Tab row.
    pub name_path: &'static str,
    /// `tables`, in the Tab row.
    pub name_tables: &'static str,
    /// `code`, in the Tab row.
    pub name_code: &'static str,
    /// `log`, in the Tab row.
    pub name_log: &'static str,
    /// `legend`, in the Tab row.
    pub name_legend: &'static str,
    /// ` next`, after the `Tab` key at the end of the Tab row.
    pub tab_next: &'static str,

    /// `Stack: depth 2`: the stack panel's heading.
    pub stack_heading: fn(u8) -> String,
    /// `level`, `cell`, `digit`, `tried`: the stack's column heads (the
    /// first is right-aligned over the level numbers, five columns).
    pub stack_columns: [&'static str; 4],
    /// `  … 3 more below`: the stack's levels that do not fit.
    pub more_below: fn(usize) -> String,
    /// `  (empty)`: the stack or path before the first cell.
    pub empty: &'static str,

    /// `Path: depth 23`: the path panel's heading.
    pub path_heading: fn(u8) -> String,
    /// `r c b rejected by a table · × failed · · left`: the path's key,
    /// shown when the panel has the room.
    pub path_key: &'static str,
    /// `rcb table ×failed ·left`: the path's key in a narrow panel.
    pub path_key_short: &'static str,
    /// `? stale`: after the key while the path shows a stale reject
    /// (forget-restore); `?stale` in the short key.
    pub path_key_stale: &'static str,
    pub path_key_stale_short: &'static str,
    /// `! refused`: after the key while the path shows a digit a
    /// learner's search refused though no unit held it; `!refused` short.
    pub path_key_refused: &'static str,
    pub path_key_refused_short: &'static str,
    /// `r`, `c`, `b`: the path's mark of a digit a row, column or box
    /// table rejected. Every mark of a path line takes the columns of the
    /// widest of these, so the digits' columns line up level under level.
    pub rejected_mark: fn(UnitKind) -> &'static str,
    /// `  … 20 more`: the path's levels hidden between the deepest and the root.
    pub path_more: fn(usize) -> String,
    /// ` 5 left`: the digits a level of the path has not tried yet.
    pub digits_left: fn(usize) -> String,

    /// `Tables for r4c6`: the tables panel's heading.
    pub tables_for: fn(Cell) -> String,
    /// `Tables for r4c6 · digit 5`: the solve screen's, with the digit checked.
    pub tables_for_digit: fn(Cell, u8) -> String,
    /// `Tables: the search is at step 0` (a grid without an empty cell).
    pub tables_at_start: &'static str,
    /// `Tables for r1c3, filled first · step 0`: before the first event,
    /// the tables (the givens only) of the cell the search enters first.
    pub tables_at_step_zero: fn(Cell) -> String,
    /// `Tables: the search is over`.
    pub tables_over: &'static str,
    /// `uses digit`: the editor's tables, over the unit names.
    pub uses_digit: &'static str,
    /// `row 1`, `column 3`, `box 1`: the editor's tables' row labels.
    pub unit_name: fn(Unit) -> String,
    /// `row 4`, `col 6`, `box 5`: the solve screen's tables' row labels
    /// (the listing's tables; at most six columns with their gap).
    pub table_label: fn(UnitKind, usize) -> String,
    /// `r4c6 candidates: `: the start of the candidates line.
    pub candidates_of: fn(Cell) -> String,
    /// `none: a dead end`: an empty cell without candidates.
    pub no_candidates: &'static str,
    /// `  (the digits none of its three tables uses)`, under the candidates.
    pub candidates_note: &'static str,
    /// `r4c6 holds 5`: a filled cell under the cursor.
    pub holds: fn(Cell, u8) -> String,
    /// ` · if cleared, candidates: 1 4 7` (the digits as given).
    pub if_cleared: fn(&str) -> String,
    /// `cursor`, `repeated digit`, `empty`: the editor tables' key.
    pub tables_key: [&'static str; 3],
    /// `reversed: read by the check`: under the solve screen's tables.
    pub read_by_check: &'static str,

    /// `Code (C++, row-major)`: the code panel's heading, with the
    /// listing's language and the strategy's or the variant's name.
    pub code_heading: fn(&str, &str) -> String,
    /// The listings' comments in this language: pairs of a phrase as
    /// `assets/` writes it and as this language says it, each replaced
    /// inside comments only (see `Listing::text_in`). None for English,
    /// the listings' own language.
    pub code_comments: &'static [(&'static str, &'static str)],

    /// `Event log · depth 3 and deeper · e unfolds` (the last part is
    /// [`Panels::log_unfolds`] or [`Panels::log_folds`]).
    pub log_heading: fn(usize, &str) -> String,
    /// `Event log · depth 3+ · e unfolds`: the heading in a narrow slot.
    pub log_heading_short: fn(usize, &str) -> String,
    /// `e folds`: the log shows every event; `e` folds the chains again.
    pub log_folds: &'static str,
    /// `e unfolds`: the log folds chains; `e` shows every event.
    pub log_unfolds: &'static str,
    /// `  (no events yet)`.
    pub no_events: &'static str,
    /// `unwinding 2 levels: r1c9 dead end → r1c8 finished → back at r1c7,
    /// trying 9`: a chain of dead ends folded into one line. The values:
    /// the levels the stack fell (one per dead end), the first dead end,
    /// the cells finished after it, and the cell the search is back at
    /// with the digit it tries next (`None` after 9).
    pub unwinding: fn(usize, Cell, &[Cell], BackAt) -> String,
    /// `backtrack: 7 undos — 6 forced placements taken back, then the
    /// guess 4 at r2c3`: a propagating search's run of undos folded into
    /// one line. The values: the forced moves taken back, and the guess
    /// taken back after them (`None` when the run does not reach one).
    pub take_back: fn(usize, Option<(Cell, u8)>) -> String,
    /// `forced`: a forced move's level, in the stack and the path, where
    /// a guess's shows the digits tried or left.
    pub forced_level: &'static str,
    /// `Code (C++, row-major, no propagation)`: the heading of the classic
    /// listing shown for a propagating strategy (the language, the classic
    /// strategy of the same cell choice).
    pub code_heading_without_propagation: fn(&str, &str) -> String,
    /// `- forced` (no other digit tried), and its short form: named after
    /// the path's key while the path shows a forced level.
    pub path_key_forced: &'static str,
    pub path_key_forced_short: &'static str,
    /// `the log shows every event`: the message when `e` unfolds.
    pub log_unfolded_message: &'static str,
    /// `the log folds dead-end chains into one unwinding line`: when `e` folds.
    pub log_folded_message: &'static str,
}
