//! The catalogue's keys area: what each key does, as the help screen and
//! the footer say it. The key table (`app::keys::BINDINGS`) names an entry
//! per binding; the help screen's own words are here too.

/// The headings of the help screen's sections, one per context keys go
/// to (the app's key table picks one: the catalogue names no type of the
/// app's).
#[derive(Debug)]
pub struct Headings {
    pub edit: &'static str,
    pub solve: &'static str,
    pub help: &'static str,
    pub picker: &'static str,
    pub prompt: &'static str,
    pub confirm_quit: &'static str,
    pub confirm_save: &'static str,
    pub opening: &'static str,
    pub recovered: &'static str,
    pub too_small: &'static str,
    pub tree: &'static str,
    pub race: &'static str,
    /// The notes of a watched run (`o`).
    pub notes: &'static str,
    /// The editor's watch run in progress (`W`).
    pub running: &'static str,
    /// The quiz's cell question (propagating strategies): its keys come
    /// before the solve screen's.
    pub quiz_cell: &'static str,
}

/// One language's entries for this area.
#[derive(Debug)]
pub struct Keys {
    /// The classroom's keys (record, contrast, pause at, the race's turbo).
    pub classroom: super::classroom::ClassroomKeys,
    /// The heading of a context's section on the help screen
    /// (`Editing the grid`, `Solving (Enter)`, `Puzzle picker (o)`…).
    pub context: Headings,
    /// The lesson keys' help and footer words.
    pub lesson: super::lesson::LessonKeys,
    /// The keys that edit a lesson's stops, and hide a caption.
    pub lesson_edit: super::lesson_edit::LessonEditKeys,
    /// Choosing who races.
    pub race: super::race::RaceKeys,
    /// `text`: the key label of "any printable character" (the prompt).
    pub any_text: &'static str,
    /// `:on` / `:off` after a switch's footer word (`a advance:on`).
    pub switch_state: fn(bool) -> &'static str,
    /// ` Keys`: the help screen's title, before how to close it.
    pub help_title: &'static str,
    /// ` or `, between `Esc` and `?` in the help's title.
    pub or: &'static str,
    /// ` closes this help`: the end of the help's title.
    pub closes_help: &'static str,
    /// ` scroll (2/5)`: after `↑↓` in the help's title, when it scrolls.
    pub scroll_position: fn(usize, usize) -> String,
    /// `mouse click`: the editor's help, in the keys column.
    pub mouse_click: &'static str,
    /// `select the cell clicked`: what a mouse click does.
    pub mouse_click_does: &'static str,
    /// `paste`: the editor's help, in the keys column.
    pub paste: &'static str,
    /// `a puzzle (81 cells or 9 lines) replaces the grid`: what pasting does.
    pub paste_does: &'static str,
    /// ` Glossary: every symbol and word on the screens`: the heading of the
    /// glossary at the end of the help.
    pub glossary_heading: &'static str,
    /// `move the cursor left`: on the help screen.
    pub move_left: &'static str,
    /// `move the cursor down`: on the help screen.
    pub move_down: &'static str,
    /// `move the cursor up`: on the help screen.
    pub move_up: &'static str,
    /// `move the cursor right`: on the help screen.
    pub move_right: &'static str,
    /// `write the digit in the cursor's cell`: on the help screen.
    pub write_digit: &'static str,
    /// `switch auto-advance: digits move to the next cell`: on the help screen.
    pub toggle_advance: &'static str,
    /// `clear the cell (auto-advance moves on)`: on the help screen.
    pub clear_and_advance: &'static str,
    /// `clear the cursor's cell`: on the help screen.
    pub clear_cell: &'static str,
    /// `undo the last edit (paste and open too)`: on the help screen.
    pub undo_edit: &'static str,
    /// `redo what was undone`: on the help screen.
    pub redo_edit: &'static str,
    /// `open a shipped puzzle`: on the help screen.
    pub open_picker: &'static str,
    /// `make a new puzzle of the chosen level (see o)`: on the help screen.
    pub generate: &'static str,
    /// `open a puzzle file by path`: on the help screen.
    pub prompt_open: &'static str,
    /// `save the grid to a file`: on the help screen.
    pub prompt_save: &'static str,
    /// `solve: watch the search step by step`: on the help screen.
    pub start_solve: &'static str,
    /// `show this help`: on the help screen.
    pub open_help: &'static str,
    /// `quit (asks when edits are unsaved)`: on the help screen.
    pub quit: &'static str,
    /// `play / pause`: on the help screen.
    pub play_pause: &'static str,
    /// `one step back`: on the help screen.
    pub step_back: &'static str,
    /// `one step forward`: on the help screen.
    pub step_forward: &'static str,
    /// `faster: double the steps a second, up to turbo`: on the help screen.
    pub faster: &'static str,
    /// `slower: half the steps a second`: on the help screen.
    pub slower: &'static str,
    /// `run forward to the next backtrack (undo)`: on the help screen.
    pub next_backtrack: &'static str,
    /// `run to the end: solved or no solution`: on the help screen.
    pub run_to_end: &'static str,
    /// `back to the editor, the grid as it was`: on the help screen.
    pub stop_solve: &'static str,
    /// `step size: every event / place+undo / undo`: on the help screen.
    pub step_size: &'static str,
    /// `go to step N (runs on to steps not reached)`: on the help screen.
    pub go_to_step: &'static str,
    /// `back to step 0`: on the help screen.
    pub to_start: &'static str,
    /// `switch strategy, back to step 0`: on the help screen.
    pub switch_strategy: &'static str,
    /// `next side panel: stack, path, tables, code, log, legend`: on the help screen.
    pub next_panel: &'static str,
    /// `heatmap per cell: placements, undos, dead ends, grid`: on the help screen.
    pub cycle_heatmap: &'static str,
    /// `event log: fold or unfold dead-end chains`: on the help screen.
    pub fold_log: &'static str,
    /// `the search tree so far (pauses)`: on the help screen.
    pub open_tree: &'static str,
    /// `race row-major against most-constrained`: on the help screen.
    pub open_race: &'static str,
    /// `bug lab: correct search, then each classic mistake, back to step 0`: on the help screen.
    pub cycle_variant: &'static str,
    /// `code listing in C++, Java, Python, Rust`: on the help screen.
    pub cycle_code_language: &'static str,
    /// `quiz: predict each next digit, dead end or cell`: on the help
    /// screen (short: the other contexts' compact lines do not wrap).
    pub toggle_quiz: &'static str,
    /// `quiz: this digit goes here next`: on the help screen.
    pub quiz_digit: &'static str,
    /// `quiz: this cell dead-ends`: on the help screen.
    pub quiz_dead_end: &'static str,
    /// `move the quiz's cursor left`: on the help screen (a cell question).
    pub quiz_cursor_left: &'static str,
    /// `move the quiz's cursor down`.
    pub quiz_cursor_down: &'static str,
    /// `move the quiz's cursor up`.
    pub quiz_cursor_up: &'static str,
    /// `move the quiz's cursor right`.
    pub quiz_cursor_right: &'static str,
    /// `answer: the cell under the cursor`.
    pub quiz_answer_cell: &'static str,
    /// `cell`: the footer's word for the quiz's cursor keys.
    pub word_quiz_cell: &'static str,
    /// `answer`: the footer's word for Enter at a cell question.
    pub word_quiz_answer: &'static str,
    /// `play / pause the race`: on the help screen.
    pub race_play_pause: &'static str,
    /// `faster, up to turbo (the start)`: on the help screen.
    pub race_faster: &'static str,
    /// `slower`: on the help screen.
    pub race_slower: &'static str,
    /// `close the race`: on the help screen.
    pub close_race: &'static str,
    /// `select the node to the left`: on the help screen.
    pub tree_left: &'static str,
    /// `select the node to the right`: on the help screen.
    pub tree_right: &'static str,
    /// `select the node above (its parent)`: on the help screen.
    pub tree_up: &'static str,
    /// `select a node below (a child)`: on the help screen.
    pub tree_down: &'static str,
    /// `go to the step where the selected choice was made`: on the help screen.
    pub tree_seek: &'static str,
    /// `zoom into the selected node's subtree`: on the help screen.
    pub tree_zoom_in: &'static str,
    /// `zoom back out`: on the help screen.
    pub tree_zoom_out: &'static str,
    /// `close the tree`: on the help screen.
    pub close_tree: &'static str,
    /// `select the puzzle above`: on the help screen.
    pub picker_up: &'static str,
    /// `select the puzzle below`: on the help screen.
    pub picker_down: &'static str,
    /// `open the selected puzzle, or make one`: on the help screen.
    pub picker_choose: &'static str,
    /// `close the picker`: on the help screen.
    pub close_picker: &'static str,
    /// `save, open, or go to the step`: on the help screen.
    pub prompt_submit: &'static str,
    /// `cancel`: on the help screen.
    pub prompt_cancel: &'static str,
    /// `delete the last character`: on the help screen.
    pub prompt_backspace: &'static str,
    /// `type (paste works too)`: on the help screen.
    pub prompt_type: &'static str,
    /// `replace the file (when it holds only a puzzle)`: on the help screen.
    pub replace_whole: &'static str,
    /// `replace only the puzzle's line (…), keep the rest`: on the help screen.
    pub replace_line: &'static str,
    /// `save to another file`: on the help screen.
    pub save_elsewhere: &'static str,
    /// `do not save`: on the help screen.
    pub do_not_save: &'static str,
    /// `stop waiting for the file`: on the help screen.
    pub stop_waiting: &'static str,
    /// `open the recovered grid (unsaved)`: on the help screen.
    pub open_recovered: &'static str,
    /// `discard it for good`: on the help screen.
    pub discard_recovered: &'static str,
    /// `decide at the next start`: on the help screen.
    pub decide_later: &'static str,
    /// `quit and lose the edits`: on the help screen.
    pub quit_confirmed: &'static str,
    /// `stay in the app`: on the help screen.
    pub stay: &'static str,
    /// `close the help`: on the help screen.
    pub close_help: &'static str,
    /// Watching a learner's run: to the first difference from the
    /// classic search (`D`), the notes window (`o`), closing it, and the
    /// editor's key that watches a solution file (`W`).
    pub first_difference: &'static str,
    pub open_notes: &'static str,
    pub close_notes: &'static str,
    pub watch_file: &'static str,
    pub cancel_run: &'static str,
    /// `scroll down a line`: on the help screen.
    pub scroll_down: &'static str,
    /// `scroll up a line`: on the help screen.
    pub scroll_up: &'static str,
    /// `scroll down a page`: on the help screen.
    pub page_down: &'static str,
    /// `scroll up a page`: on the help screen.
    pub page_up: &'static str,
    /// `move`: the footer's word (and the help's compact lines).
    pub word_move: &'static str,
    /// `write`: the footer's word (and the help's compact lines).
    pub word_write: &'static str,
    /// `advance`: the footer's word (and the help's compact lines).
    pub word_advance: &'static str,
    /// `clear`: the footer's word (and the help's compact lines).
    pub word_clear: &'static str,
    /// `undo`: the footer's word (and the help's compact lines).
    pub word_undo: &'static str,
    /// `puzzles`: the footer's word (and the help's compact lines).
    pub word_puzzles: &'static str,
    /// `solve`: the footer's word (and the help's compact lines).
    pub word_solve: &'static str,
    /// `help`: the footer's word (and the help's compact lines).
    pub word_help: &'static str,
    /// `quit`: the footer's word (and the help's compact lines).
    pub word_quit: &'static str,
    /// `play`: the footer's word (and the help's compact lines).
    pub word_play: &'static str,
    /// `step`: the footer's word (and the help's compact lines).
    pub word_step: &'static str,
    /// `speed`: the footer's word (and the help's compact lines).
    pub word_speed: &'static str,
    /// `next backtrack`: the footer's word (and the help's compact lines).
    pub word_next_backtrack: &'static str,
    /// `end`: the footer's word (and the help's compact lines).
    pub word_end: &'static str,
    /// `edit`: the footer's word (and the help's compact lines).
    pub word_edit: &'static str,
    /// `step size`: the footer's word (and the help's compact lines).
    pub word_step_size: &'static str,
    /// `go to`: the footer's word (and the help's compact lines).
    pub word_go_to: &'static str,
    /// `start`: the footer's word (and the help's compact lines).
    pub word_start: &'static str,
    /// `strategy`: the footer's word (and the help's compact lines).
    pub word_strategy: &'static str,
    /// `panel`: the footer's word (and the help's compact lines).
    pub word_panel: &'static str,
    /// `heatmap`: the footer's word (and the help's compact lines).
    pub word_heatmap: &'static str,
    /// `tree`: the footer's word (and the help's compact lines).
    pub word_tree: &'static str,
    /// `race`: the footer's word (and the help's compact lines).
    pub word_race: &'static str,
    /// `variant`: the footer's word (and the help's compact lines).
    pub word_variant: &'static str,
    /// `close`: the footer's word (and the help's compact lines).
    pub word_close: &'static str,
    /// `select`: the footer's word (and the help's compact lines).
    pub word_select: &'static str,
    /// `go there`: the footer's word (and the help's compact lines).
    pub word_go_there: &'static str,
    /// `zoom in`: the footer's word (and the help's compact lines).
    pub word_zoom_in: &'static str,
    /// `zoom out`: the footer's word (and the help's compact lines).
    pub word_zoom_out: &'static str,
    /// `open`: the footer's word (and the help's compact lines).
    pub word_open: &'static str,
    /// `cancel`: the footer's word (and the help's compact lines).
    pub word_cancel: &'static str,
    /// `confirm`: the footer's word (and the help's compact lines).
    pub word_confirm: &'static str,
    /// `delete`: the footer's word (and the help's compact lines).
    pub word_delete: &'static str,
    /// `replace`: the footer's word (and the help's compact lines).
    pub word_replace: &'static str,
    /// `its line`: the footer's word (and the help's compact lines).
    pub word_its_line: &'static str,
    /// `elsewhere`: the footer's word (and the help's compact lines).
    pub word_elsewhere: &'static str,
    /// `discard`: the footer's word (and the help's compact lines).
    pub word_discard: &'static str,
    /// `later`: the footer's word (and the help's compact lines).
    pub word_later: &'static str,
    /// `stay`: the footer's word (and the help's compact lines).
    pub word_stay: &'static str,
    /// `scroll`: the footer's word (and the help's compact lines).
    pub word_scroll: &'static str,
}
