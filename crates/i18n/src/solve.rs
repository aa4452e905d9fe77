//! The catalogue's solve area: see [`super::Text`] for what it holds.
//!
//! The solve screen's words: the narration of every event (shown under the
//! counters and in the event log), the status line, the speed and step
//! size, the messages of its controls, the bug lab's sentences and the
//! quiz's questions and reasons. A unit is passed as its kind and its
//! number (1-9), a list of digits as a slice, so each language words them
//! in its own order.

use crate::engine::{Mistake, Strategy};
use crate::grid::{Cell, UnitKind};

/// The placement a wipeout came after, if any: its cell and digit.
pub type LastPlacement = Option<(Cell, u8)>;

/// One language's entries for this area.
#[derive(Debug)]
pub struct Solve {
    // --- Narration: one sentence per event (status area, event log) ---
    /// `step 0: the givens are in the tables; the search has not begun`:
    /// before the first event. No key named: which key steps depends on
    /// what is open (a lesson's →, a quiz cursor's), and the footer says it.
    pub step_zero: &'static str,
    /// `r1c3: the next empty cell, at depth 0`: row-major enters a cell.
    pub enter_next: fn(Cell, u8) -> String,
    /// `r1c3: the empty cell with the fewest candidates (2), at depth 0`:
    /// most-constrained enters a cell (candidates, depth).
    pub enter_fewest: fn(Cell, usize, u8) -> String,
    /// `r2c5: the first empty cell the scan reads, from row 1 and column 5
    /// on, at depth 3`: restart-column enters a cell (its scan's start row
    /// and column, 1-based; depth).
    pub enter_scanned: fn(Cell, u8, u8, u8) -> String,
    /// `r1c3: try 1 — it fits: mark row 1, column 3, box 1, write 1, go
    /// deeper`: a placement (the row, column and box numbers come from the
    /// cell).
    pub place: fn(Cell, u8) -> String,
    /// `r1c4: try 1 — rejected, row 1 already has 1 at r1c3`: a reject
    /// (cell, digit, unit kind and number, the cell holding the digit).
    pub reject: fn(Cell, u8, UnitKind, u8, Cell) -> String,
    /// `r1c4: try 1 — rejected, the table of row 1 still claims 1, though
    /// no cell there holds it: it was never unmarked`: a reject by a stale
    /// entry (forget-restore only).
    pub stale_reject: fn(Cell, u8, UnitKind, u8) -> String,
    /// `r1c5: backtrack — nothing deeper worked with 4: unmark, clear, try
    /// the next digit`: an undo of a digit below 9.
    pub undo: fn(Cell, u8) -> String,
    /// `r1c5: backtrack — nothing deeper worked with 9: unmark, clear; 9
    /// was the last digit, so this cell is finished`: an undo of 9.
    pub undo_last: fn(Cell) -> String,
    /// `r9c7: undo 1 — the grid was complete below it, but the result is
    /// ignored, so it is undone: unmark, clear, try the next digit`: an undo
    /// after a complete grid (forget-flag); for 9 the cell is finished.
    pub undo_completed: fn(Cell, u8) -> String,
    /// `r4c5: 7 is its only candidate left — forced, placed without a
    /// guess`: a naked single placed by propagation.
    pub force_only_candidate: fn(Cell, u8) -> String,
    /// `r4c5: the only place left for 7 in box 5 — forced, placed without
    /// a guess`: a hidden single (cell, digit, unit kind and number).
    pub force_only_place: fn(Cell, u8, UnitKind, u8) -> String,
    /// `r4c5: undo the forced 7 — the guess it followed from failed:
    /// unmark, clear, go on taking back`: a forced move taken back.
    pub undo_forced: fn(Cell, u8) -> String,
    /// `wipeout: r4c5 has no candidate left after 7 at r4c1 (1 row r4c2,
    /// …) — back at once, without entering it`: forward checking finds a
    /// cell with no candidate (the cell, the last placement and its digit,
    /// the holders of each digit).
    pub wipeout_after: fn(Cell, Cell, u8, &str) -> String,
    /// `wipeout: r4c5 has no candidate left (…) before any placement`:
    /// the givens alone leave a cell none.
    pub wipeout_givens: fn(Cell, &str) -> String,
    /// `r1c8: backtrack — nothing deeper worked with 9: clear the cell, but
    /// the tables keep 9 marked (the mistake: no unmark); 9 was the last
    /// digit, so this cell is finished`: forget-restore's undo, which
    /// clears only (for a digit below 9: try the next digit).
    pub undo_keeping_marks: fn(Cell, u8) -> String,
    /// `no digit fits — all nine are rejected here`: why a cell dead-ends
    /// when every digit was rejected during the visit.
    pub dead_end_none_fit: &'static str,
    /// `all digits tried — 2 and 9 failed deeper, nothing left here`: why
    /// a cell dead-ends when some digits were placed and failed deeper.
    pub dead_end_failed: fn(&[u8]) -> String,
    /// `all digits tried — 2 failed deeper, 5 completed the grid (the
    /// result was ignored), nothing left here`: why a cell dead-ends when
    /// some digits completed the grid (forget-flag; the failed digits, which
    /// may be none, and the completed ones).
    pub dead_end_completed: fn(&[u8], &[u8]) -> String,
    /// `r2c5: {why}: back to r2c4`: a dead end with a parent cell.
    pub dead_end_back: fn(Cell, &str, Cell) -> String,
    /// `r1c3: {why}; it is the first cell, so the search is over`: a dead
    /// end at the first cell.
    pub dead_end_first: fn(Cell, &str) -> String,
    /// `solved: no empty cell left, after 1,024 placements and 977
    /// backtracks`.
    pub solved: fn(u64, u64) -> String,
    /// `solved: no empty cell left, after 0 guesses, 51 forced placements
    /// and 0 backtracks`: a propagating search's end (guesses, forced,
    /// undos).
    pub solved_with_forced: fn(u64, u64, u64) -> String,
    /// `"solved": the scan found no empty cell, yet 42 cells are still
    /// empty, after 30 placements and 2 backtracks`: restart-column's end
    /// (placements, undos, empty cells).
    pub solved_with_empty: fn(u64, u64, usize) -> String,
    /// `the search is over: at r1c3, the first cell, 5 completed the grid
    /// and 1 and 2 failed deeper; the grid was complete 8 times, each result
    /// ignored`: the end of a search that went on after complete grids
    /// (forget-flag; the first cell, its completed and failed digits, how
    /// many times the grid was complete).
    pub exhausted_after_complete: fn(Cell, &[u8], &[u8], u64) -> String,
    /// `the search gave up at r1c3, the first cell, where 1 failed deeper;
    /// 15 rejects in the search came from stale claims, so it proves
    /// nothing — the puzzle may have a solution`: the end of a search whose tables
    /// claimed digits no cell held (forget-restore; the first cell, its
    /// failed digits, the stale rejects).
    pub exhausted_after_stale: fn(Cell, &[u8], u64) -> String,
    /// `no solution: no grid completes these givens`: the end of a search
    /// with no empty cell to name.
    pub no_solution: &'static str,
    /// `no solution: no digit fits r1c1, the first cell, so no grid
    /// completes these givens`.
    pub no_solution_none_fit: fn(Cell) -> String,
    /// `no solution: at r3c1, the first cell, only 2 fits, and it failed
    /// deeper, so no grid completes these givens`.
    pub no_solution_only: fn(Cell, u8) -> String,
    /// `no solution: at r1c3, the first cell, every digit that fits (1, 2
    /// and 4) failed deeper, its last choice 4 too, so no grid completes
    /// these givens` (the digits, the last of them).
    pub no_solution_every: fn(Cell, &[u8], u8) -> String,
    /// `1 row r1c3`: under a dead end, a digit a table rejected, with the
    /// unit kind and the cell holding it.
    pub fate_rejected: fn(u8, UnitKind, Cell) -> String,
    /// `9 row, a stale claim`: under a dead end, a digit rejected by a
    /// table entry no cell backs (forget-restore).
    pub fate_stale: fn(u8, UnitKind) -> String,
    /// `5 completed the grid`: under a dead end, a digit placed with the
    /// grid complete below it (forget-flag).
    pub fate_completed: fn(u8) -> String,
    /// `9 failed deeper`: under a dead end, a digit that was placed and
    /// failed deeper.
    pub fate_failed: fn(u8) -> String,
    /// `2, 3 and 5 failed deeper`: the digits that failed deeper, said
    /// once, when the full list does not fit.
    pub fates_failed: fn(&[u8]) -> String,
    /// `why: {first reason}`: the first of a dead end's reasons.
    pub why: fn(&str) -> String,

    // --- The status area: state, figures ---
    /// `solved`: the search found a solution.
    pub state_solved: &'static str,
    /// `no solution`: the search ended without one.
    pub state_no_solution: &'static str,
    /// `ended: it says "solved"`: a bug-lab variant ended on its own
    /// verdict of solved, which its holes may belie (restart-column).
    pub state_mistake_says_solved: &'static str,
    /// `ended: it says "no solution"`: a bug-lab variant gave up; the
    /// puzzle may well have a solution (forget-restore, forget-flag).
    pub state_mistake_says_no_solution: &'static str,
    /// `running to the end` (f).
    pub state_to_end: &'static str,
    /// `running to the next backtrack` (b).
    pub state_to_backtrack: &'static str,
    /// `running to the next stop`: a long step of the current size.
    pub state_to_next_stop: &'static str,
    /// `running to step 1,204` (g).
    pub state_to_step: fn(u64) -> String,
    /// `▶ playing`.
    pub state_playing: &'static str,
    /// `paused`.
    pub state_paused: &'static str,
    /// ` · 4 steps/s · step size: every event · row-major`: after the
    /// state (the speed, empty while running; the step size's name; the
    /// strategy or variant).
    pub settings_line: fn(&str, &str, &str) -> String,
    /// `12,345,678 events · 31,234,567 events/s`: in the status line in
    /// place of the speed while a run goes flat out (`f`, `b`, `g`): the
    /// events it has run so far, and how fast (once a frame has timed it).
    pub run_progress: fn(u64, Option<u64>) -> String,
    /// `bug lab: forget-restore`: in the status line, the variant running.
    pub bug_lab_variant: fn(Mistake) -> String,
    /// `step 1,204 · depth 22 (max 31)`.
    pub step_and_depth: fn(u64, u8, u8) -> String,
    /// `placements 1,024 · rejects 9,311 · backtracks 977`.
    pub counters: fn(u64, u64, u64) -> String,
    /// `guesses 5 · forced 30 · wipeouts 2 · rejects 28 · backtracks 1`: a
    /// propagating search's counters, its guesses and forced placements
    /// apart (guesses, forced, wipeouts, rejects, undos).
    pub counters_propagating: fn(u64, u64, u64, u64, u64) -> String,
    /// `singles: 52 events, 0 guesses, 51 forced; row-major: 50,175 events,
    /// 4,208 guesses, 0 forced`: two strategies' totals side by side, the
    /// one with fewer events first (each: its name, events, guesses,
    /// forced placements). Said when a propagating one is of the pair,
    /// whose guesses alone would not say what it did.
    pub totals_side_by_side: fn(&str, [u64; 3], &str, [u64; 3]) -> String,

    // --- Speed and step size ---
    /// `1 step/s`, `1,024 steps/s`: a playing speed, steps a second.
    pub speed: fn(u64) -> String,
    /// `turbo`: as fast as the engine goes.
    pub turbo: &'static str,
    /// `every event`: a step stops at each event.
    pub step_every: &'static str,
    /// `placements and backtracks`: a step stops at those only.
    pub step_placements_and_backtracks: &'static str,
    /// `backtracks only`: a step stops at undos only.
    pub step_backtracks: &'static str,

    // --- Messages of the solve screen's controls ---
    /// `already at step 0 — → or Space goes forward`: ← at step 0.
    pub refused_at_start: &'static str,
    /// `the quiz waits for your answer — x turns the quiz off`: → with a
    /// question of the quiz open and unanswered.
    pub refused_question_open: &'static str,
    /// `no backtrack left — the search solves from here`: b, no undo
    /// before the end, which solves.
    pub refused_no_backtrack_solves: &'static str,
    /// `no backtrack left — only dead ends remain before the end (f)`.
    pub refused_no_backtrack_dead_ends: &'static str,
    /// `no solution — Home or ← to go back`: a step at the end.
    pub refused_at_end_no_solution: &'static str,
    /// `solved — Home or ← to go back`: a step at the end.
    pub refused_at_end_solved: &'static str,
    /// `the search has ended — Home or ← to go back`: a step at a bug-lab
    /// variant's end, whose verdict is not the puzzle's.
    pub refused_at_end_mistake: &'static str,
    /// `the recording ends here — Home or ← to go back`: a step at the
    /// last event of a recorded search that was cut before its end.
    pub refused_at_end_recording: &'static str,
    /// `row-major: the search starts again at step 0`: after m.
    pub strategy_restarted: fn(Strategy) -> String,
    /// `after each placement, a cell left with no candidate is a wipeout:
    /// back at once`: what a propagating strategy adds, said after m.
    pub strategy_propagates: fn(Strategy) -> &'static str,
    /// `not a step number: "12a"`: the go-to-step prompt's error (the
    /// text as typed, quoted).
    pub not_a_step_number: fn(&str) -> String,

    // --- The bug lab ---
    /// `the correct search: starts again at step 0`: after v, back to
    /// the correct search.
    pub correct_started: &'static str,
    /// `bug lab: {what is wrong} — starts again at step 0`: after v, a
    /// mistake.
    pub mistake_started: fn(Mistake) -> String,
    /// `forget-restore: undo clears the cell but leaves the tables
    /// marked`: the mistake in a few words.
    pub what_is_wrong: fn(Mistake) -> &'static str,
    /// `?: stale, claimed but no cell holds it`: under the tables panel
    /// when it shows a stale entry (`5?`).
    pub stale_mark: &'static str,
    /// `the code in Java`: after L (the language's label).
    pub language_shown: fn(&str) -> String,
    /// `row 1 claims 5`: a stale table entry (unit kind, number, digit).
    pub stale_entry: fn(UnitKind, u8, u8) -> String,
    /// `stale: row 1 claims 5, col 3 claims 5 and 2 more — no cell holds
    /// these digits` (the entries named, how many more).
    pub stale_entries: fn(&[String], usize) -> String,
    /// `the grid is complete — but the result is ignored: the search
    /// undoes it and goes on`: forget-flag at its complete grid.
    pub complete_ignored: &'static str,
    /// `the grid was complete once and has been erased since` (how many
    /// times).
    pub complete_erased: fn(u64) -> String,
    /// `skipped by the scan, still empty: r1c3, r2c1 and 3 more`
    /// (restart-column; the cells named, how many more).
    pub skipped_cells: fn(&[Cell], usize) -> String,
    /// `"solved"`, `"solved" with 42 cells empty`, `"no solution"`: how a
    /// mistake ended (`None`: no solution; `Some(n)`: solved with n empty
    /// cells).
    pub mistake_ended: fn(Option<usize>) -> String,
    /// `the correct search solves this puzzle in 50,175 steps` (the
    /// mistake's strategy: another than row-major is named).
    pub correct_solves: fn(Strategy, u64) -> String,
    /// `the correct search finds no solution either, in 1,234 steps`.
    pub correct_no_solution: fn(Strategy, u64) -> String,
    /// `candidates never given back: r1c3 (lost 4), r2c5 (lost 1 and 7) and 3
    /// more`: forget-candidates' lost candidates now (each cell's named,
    /// how many more cells).
    pub forgotten_candidates: fn(&[String], usize) -> String,
    /// `r1c3 (lost 4)`, `r2c5 (lost 1 and 7)`: one cell's lost candidates.
    pub forgotten_entry: fn(Cell, &[u8]) -> String,
    /// `wipeout, a false one: r4c5 has no candidate left in the search's
    /// record after 7 at r4c1, yet 2 fits it — removed by placements since
    /// taken back and never given back (the mistake); back at once; 1 row
    /// r4c2, …`: forget-candidates' wipeout where digits still fit (the
    /// cell, the last placement, the holders of the other digits, the
    /// digits). The holders come last, where a small screen may cut them.
    pub wipeout_forgotten: fn(Cell, LastPlacement, &str, &[u8]) -> String,
    /// `the correct search is not known for this puzzle`.
    pub correct_unknown: &'static str,
    /// `forget-restore ended "no solution" at step 84; {the correct
    /// search}`: a mistake's end (how it ended, its last step).
    pub mistake_end: fn(Mistake, &str, u64, &str) -> String,

    // --- The quiz ---
    /// `quiz 7/9`: the score (right, asked).
    pub quiz_score: fn(u32, u32) -> String,
    /// `r1c4: which digit goes here next (1-9), or d for a dead end?`:
    /// the question before the first digit at a cell.
    pub quiz_question: fn(Cell) -> String,
    /// `r1c4 (tried up to 3): which digit goes here next (1-9), or d for a
    /// dead end?`: the question after some digits.
    pub quiz_question_after: fn(Cell, u8) -> String,
    /// `the search is not at a cell to ask about`: the quiz is on, no
    /// question open and no verdict.
    pub quiz_no_question: &'static str,
    /// `→ brings the next question`: after a verdict, the key that moves
    /// on to the next question (`l` in a lesson, where → is the next stop).
    pub quiz_next: fn(&str) -> String,
    /// `2 is in row 1 at r1c4`: why a digit is rejected (digit, unit kind,
    /// number, the cell holding it).
    pub quiz_in_unit: fn(u8, UnitKind, u8, Cell) -> String,
    /// `row 1's table still claims 2 (no cell holds it: it was never
    /// unmarked)`: a stale entry rejects it (digit, unit kind, number).
    pub quiz_stale: fn(u8, UnitKind, u8) -> String,
    /// `so 3 comes next`.
    pub quiz_so_next: fn(u8) -> String,
    /// `so no digit fits: the cell dead-ends and the search backtracks`.
    pub quiz_so_dead_end: &'static str,
    /// `yes: no table holds 2, so it is placed`.
    pub quiz_yes_placed: fn(u8) -> String,
    /// `yes: every digit left is used — {why the last is rejected}; the
    /// search backtracks`.
    pub quiz_yes_dead_end: fn(&str) -> String,
    /// `yes: no digit is left to try; the search backtracks`.
    pub quiz_yes_nothing_left: &'static str,
    /// `no: digits are 1-9, {what happens}`.
    pub quiz_no_not_a_digit: fn(&str) -> String,
    /// `no: 2 was tried here already (up to 3), {what happens}`.
    pub quiz_no_tried: fn(u8, u8, &str) -> String,
    /// `no: {why rejected}, {what happens}`.
    pub quiz_no_rejected: fn(&str, &str) -> String,
    /// `no: 3 comes first — no table holds it, so it is placed`: the
    /// answer is a digit after the one placed.
    pub quiz_no_comes_first: fn(u8) -> String,
    /// `no: 2 still fits — no table holds it, so it is placed`: the
    /// answer was a dead end.
    pub quiz_no_still_fits: fn(u8) -> String,
    /// `dead end`: an answer, in the review.
    pub quiz_dead_end: &'static str,
    /// `r1c4 said 1, was 2`: a wrong answer, in the review.
    pub quiz_wrong: fn(Cell, &str, &str) -> String,
    /// `r4c5 said r2c3, was r4c5` for a cell question: `what` is
    /// [`Solve::quiz_forced_word`] or [`Solve::quiz_wipeout_word`].
    pub quiz_wrong_cell: fn(&str, Cell, Cell) -> String,
    /// `forced`: a forced-cell question, in the review.
    pub quiz_forced_word: &'static str,
    /// `wipeout`: a wipeout question, in the review.
    pub quiz_wipeout_word: &'static str,
    // --- The quiz's cell questions (propagating strategies) ---
    /// `which cell is forced next? cursor at r4c5 (←↓↑→ hjkl move, Enter
    /// answers)`.
    pub quiz_ask_forced: fn(Cell) -> String,
    /// `where does the wipeout come (the cell left with no candidate)?
    /// cursor at r4c5 (...)`.
    pub quiz_ask_wipeout: fn(Cell) -> String,
    /// `r4c5 has one candidate left, 7`: a cell forced as a naked single.
    pub quiz_only_candidate: fn(Cell, u8) -> String,
    /// `the only place for 7 in box 6 is r5c4` (cell, digit, unit kind,
    /// number): a cell forced as a hidden single.
    pub quiz_only_place: fn(Cell, u8, UnitKind, u8) -> String,
    /// `r3c7 has no candidate left after 4 at r3c2` (the cell, the
    /// placement's cell and digit).
    pub quiz_emptied_by: fn(Cell, Cell, u8) -> String,
    /// `r3c7 has no candidate left with only the givens placed`.
    pub quiz_emptied_by_givens: fn(Cell) -> String,
    /// `yes: {why}`.
    pub quiz_yes_cell: fn(&str) -> String,
    /// `no: {what the learner's cell is}; the next forced cell: {why}`.
    pub quiz_no_forced: fn(&str, &str) -> String,
    /// `no: {what the learner's cell is}; the wipeout comes first at: {why}`.
    pub quiz_no_wipeout: fn(&str, &str) -> String,
    /// `r2c3 is filled already`.
    pub quiz_cell_filled: fn(Cell) -> String,
    /// `r2c3 has 3 candidates left (2 4 8)` (the count, the digits).
    pub quiz_cell_candidates: fn(Cell, usize, &[u8]) -> String,
    /// `r6c1 is forced too ({why}), but the scan reaches r4c5 first`:
    /// the learner's cell is a single later in the engine's scan.
    pub quiz_cell_forced_later: fn(Cell, &str, Cell) -> String,
    /// `r8c2 has no candidate left either, but the scan reaches r3c7
    /// first`.
    pub quiz_cell_empty_later: fn(Cell, Cell) -> String,
    /// `quiz 7/9 · quiz off, no wrong answers`: after x, no wrong answer.
    pub quiz_off_all_right: fn(&str) -> String,
    /// `quiz 7/9 · quiz off · wrong: {answers, joined by " · "}`.
    pub quiz_off_review: fn(&str, &[String]) -> String,
}
