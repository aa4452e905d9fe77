//! The catalogue's chrome area: the frame of every screen (header, status
//! lines, popups, prompts, the picker, the too-small note) and the messages
//! the editor's actions leave on the status line.

use crate::generate::Difficulty;
use crate::grid::{Cell, Unit};
use crate::puzzles::NamedPuzzle;

/// The diagnosis's words, one per diagnosis of the editor (the app picks
/// one: the catalogue names no type of the app's).
#[derive(Debug)]
pub struct DiagnosisWords {
    pub conflict: &'static str,
    /// The worker has not answered for this grid yet.
    pub checking: &'static str,
    pub no_solution: &'static str,
    pub unique_solution: &'static str,
    pub multiple_solutions: &'static str,
}

/// One language's entries for this area.
#[derive(Debug)]
pub struct Chrome {
    // The header.
    /// `edit`: the editor's mode in the header.
    pub mode_edit: &'static str,
    /// `solve`: the solve screen's mode in the header, before the strategy.
    pub mode_solve: &'static str,
    /// `step 1,204 `: the header's right end while solving.
    pub header_step: fn(u64) -> String,
    /// `unsaved edits `: the header's right end in the editor.
    pub unsaved_edits: &'static str,

    // The editor's status lines.
    /// `30 givens`: the start of the diagnosis line.
    pub givens: fn(usize) -> String,
    /// `conflict`, `checking…`, `no solution`, `unique solution`,
    /// `multiple solutions`: the diagnosis, one word each.
    pub diagnosis: DiagnosisWords,
    /// `multiple solutions (8)`; `at_least` when the count stopped at the
    /// limit: `multiple solutions (at least 100)`.
    pub multiple_solutions: fn(u64, bool) -> String,
    /// `no solution: r4c5 has no candidate`.
    pub no_candidate: fn(Cell) -> String,
    /// `no digit repeats in any row, column or box`: the second status
    /// line when nothing conflicts.
    pub no_repeats: &'static str,
    /// `row 1`, `column 3`, `box 5`: a unit named with its number.
    pub unit_named: fn(Unit) -> String,
    /// `row 2 (r2c5)`, `column 2 and box 1 (r3c2)`: a place a cell's
    /// digit is already in: the units, already joined, and the cell.
    pub conflict_place: fn(&str, Cell) -> String,
    /// `conflict: 9 at r2c2 is already in row 2 (r2c5), column 2 and box 1
    /// (r3c2)`: the repeat at (or nearest) the cursor, with every place
    /// (from [`Chrome::conflict_place`]) its digit is already in.
    pub conflict: fn(u8, Cell, &[String]) -> String,
    /// ` — and 2 more`: after the conflict sentence when it stands alone
    /// (a message), the repeats elsewhere counted (one per unit).
    pub conflict_others: fn(usize) -> String,
    /// `5 at r1c1 and r1c3 in row 1 and box 1`: a repeat of two other
    /// cells, its units already joined.
    pub repeat_pair: fn(u8, Cell, Cell, &str) -> String,
    /// `also: ` before the repeats elsewhere (from [`Chrome::repeat_pair`],
    /// joined by ` · `): `also: 5 at r1c1 and r1c3 in row 1 · 7 at …`.
    pub repeats_also: &'static str,
    /// ` — 2 more: column 2, box 1; a larger terminal shows them`: after
    /// what the status had room for, the repeats left out (one per unit)
    /// and their units; with no units named, only the count.
    pub repeats_hidden: fn(usize, &[String]) -> String,
    /// ` and `, joining the units of one repeat (`row 1 and box 1`).
    pub units_and: &'static str,

    // The too-small note.
    /// `sudoku-dfs needs a terminal of at least 80x24;` / `this one is
    /// 60x20.` / `Enlarge it, or press q to quit.`: minimum, then actual.
    pub too_small: fn(u16, u16, u16, u16) -> [String; 3],
    /// The too-small note while asking about quitting: `Edits are
    /// unsaved.` / `y quits and loses them,` / `n or Esc stays.`
    pub too_small_quit: [&'static str; 3],

    // The quit question.
    /// ` Quit? `: the popup's title.
    pub quit_title: &'static str,
    /// ` The grid has edits that are not saved.`
    pub quit_unsaved: &'static str,
    /// ` quits and loses them · ` after `y`.
    pub quit_loses: &'static str,
    /// ` or ` between `n` and `Esc`.
    pub or: &'static str,
    /// ` stays` after `Esc`.
    pub quit_stays: &'static str,

    // The picker.
    /// ` Open a shipped puzzle, or make one `: the picker's title.
    pub picker_title: &'static str,
    /// ` ↑/↓ select · Enter opens or makes (u undoes) · Esc closes`, given
    /// the four keys' labels.
    pub picker_hint: fn(&str, &str, &str, &str) -> String,
    /// A shipped puzzle's name: proper names stay, descriptive ones are
    /// translated (`LeetCode 37 example`).
    pub puzzle_name: fn(&'static str) -> &'static str,
    /// A shipped puzzle's note (`LeetCode problem 37; classic DFS: 4,208
    /// placements`).
    pub puzzle_note: fn(&'static NamedPuzzle) -> &'static str,
    /// `New easy puzzle`: a picker entry that makes a puzzle.
    pub new_puzzle: fn(Difficulty) -> String,
    /// `the row-major DFS places 1,000 to 9,999 digits`, or with no upper
    /// end `… places 100,000 digits or more`: a level's band.
    pub level_band: fn(u64, Option<u64>) -> String,

    // The prompt.
    /// `Save the puzzle to`: the save prompt's title.
    pub prompt_save: &'static str,
    /// `Open the first puzzle of`: the open prompt's title.
    pub prompt_open: &'static str,
    /// `Go to step`: the go-to prompt's title.
    pub prompt_step: &'static str,
    /// ` now at step 1,204 · the end is step 4,208` (`end not reached
    /// yet` while unknown): under the go-to prompt.
    pub prompt_step_about: fn(u64, Option<u64>) -> String,
    /// ` Enter confirms · Esc cancels`, given the two keys' labels.
    pub prompt_hint: fn(&str, &str) -> String,

    // The questions.
    /// ` Save over a file? `: the question's title.
    pub save_over_title: &'static str,
    /// ` exists and holds 10 puzzles; this session did not write it.`,
    /// given what the file holds (the files area's `holds`).
    pub save_over_exists: fn(&str) -> String,
    /// ` l puts the grid on line 5, where it was opened from,`
    pub save_over_line: fn(usize) -> String,
    /// ` l puts the grid on line 3, where its puzzle is; the rest stays,`:
    /// the file's only puzzle, the grid not opened from it.
    pub save_over_lone_line: fn(usize) -> String,
    /// ` y replaces that puzzle with the grid,`
    pub save_over_whole: &'static str,
    /// ` Replacing it would lose them,`
    pub save_over_loses: &'static str,
    /// ` s saves to another file instead.`
    pub save_over_elsewhere: &'static str,
    /// ` Opening `: the title while a file is read.
    pub opening_title: &'static str,
    /// ` Reading puzzles.txt…`
    pub opening_reading: fn(&str) -> String,
    /// ` A FIFO waits for a writer; the keys below still work.`
    pub opening_fifo: &'static str,
    /// ` A recovered grid `: the title of the recovery question.
    pub recovered_title: &'static str,
    /// ` The app was stopped last time with edits not saved.`
    pub recovered_stopped: &'static str,
    /// ` Kept: LeetCode 37 example (31 givens).`
    pub recovered_kept: fn(&str, usize) -> String,
    /// ` It was to be saved to ~/p.txt.`
    pub recovered_path: fn(&str) -> String,

    // Titles the editor gives a grid.
    /// `empty grid`: the title of `--empty`.
    pub title_empty: &'static str,
    /// `puzzle from the command line`.
    pub title_command_line: &'static str,
    /// `pasted puzzle`.
    pub title_pasted: &'static str,
    /// `generated medium · --seed 482913`: a made puzzle, with what makes it
    /// again.
    pub title_generated: fn(Difficulty, u64) -> String,

    // Messages of the editor's actions.
    /// `auto-advance on: each digit moves on to the next cell` / `auto-advance off`.
    pub auto_advance: fn(bool) -> &'static str,
    /// `nothing to undo`.
    pub nothing_to_undo: &'static str,
    /// `nothing to redo`.
    pub nothing_to_redo: &'static str,
    /// `cannot solve: ` before the conflict sentence.
    pub cannot_solve: fn(&str) -> String,
    /// `pasted text of 5,000,000 bytes ignored: a puzzle or path is far shorter`.
    pub paste_too_long: fn(u64) -> String,
    /// `pasted a puzzle (u undoes)`.
    pub pasted: &'static str,
    /// `not a puzzle, grid unchanged: ` before the parse error.
    pub not_a_puzzle: fn(&str) -> String,
    /// `opened Red Dwarf (u undoes)`: a shipped puzzle or a file.
    pub opened: fn(&str) -> String,
    /// `making a hard puzzle…`.
    pub making: fn(Difficulty) -> String,
    /// `new easy puzzle: the row-major DFS makes 812 placements (u undoes);
    /// again: sudoku-dfs generate --seed 5 --difficulty easy`; `finished`
    /// false puts `at least` before the count.
    pub generated: fn(Difficulty, u64, bool, u64) -> String,
}
