//! What the solve screen says about an event: one plain sentence, the
//! reasons behind a dead end, and the lines of the C++ listing the event
//! stands for. Each sentence words a [`Claim`] (see `claim.rs`), read from
//! the search's own record of what each visit did (the engine's, or a
//! recording's), so it is true for every way the search can arrive at it
//! and in every bug-lab variant:
//!
//! - a dead end says "no digit fits" only when all nine digits were rejected
//!   at that cell during this visit; otherwise it names the digits that were
//!   placed and failed deeper (or, under forget-flag, completed the grid);
//! - an undo after a complete grid says so, not that nothing worked;
//! - an undo of 9 says the cell is finished (there is no next digit);
//! - the end of an unsolvable search names the first cell and what became of
//!   its choices, never a claim about every cell; it says "no solution" only
//!   when the search proved it (not after forget-flag's complete grids, nor
//!   after forget-restore's stale claims rejected digits that fitted);
//! - "backtrack" is only ever the undo event (the counter counts those);
//! - "depth" is the number of digits the search has placed (see the legend).
//!
//! The words come from the catalogue passed in (`text.solve`), and each
//! language says the same facts and no more: the Chinese dead end says
//! 没有数字可以放 only when all nine were rejected, and 回溯 (backtrack) is
//! only ever the undo event. The tests check both languages.

use crate::engine::{Event, ForceRule};
use crate::search::Search;

use crate::i18n::Text;

pub use super::claim::{Attempt, Claim, Pick, claim};
use super::claim::{digits_that, ended_frame_fates};

/// What stopped each digit, one entry a digit: `1 row r1c3`, …,
/// `9 failed deeper`.
pub fn fate_entries(fates: &[Attempt; 9], text: &Text) -> Vec<String> {
    (1..=9u8)
        .zip(fates)
        .map(|(digit, fate)| fate_entry(digit, *fate, text))
        .collect()
}

fn fate_entry(digit: u8, fate: Attempt, text: &Text) -> String {
    let solve = &text.solve;
    match fate {
        Attempt::Rejected {
            reason,
            by: Some(by),
        } => (solve.fate_rejected)(digit, reason, by),
        Attempt::Rejected { reason, by: None } => (solve.fate_stale)(digit, reason),
        Attempt::FailedDeeper => (solve.fate_failed)(digit),
        Attempt::Completed => (solve.fate_completed)(digit),
        Attempt::Refused => (text.watch.fate_refused)(digit),
        Attempt::NotTried => (text.watch.fate_not_tried)(digit),
    }
}

/// The sentence for the search's last event, in the words of `text`.
pub fn narrate(search: &dyn Search, text: &Text) -> String {
    word(&claim(search), text)
}

/// A claim in the words of `text`.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per claim: the sentence each claim words"
)]
pub fn word(claim: &Claim, text: &Text) -> String {
    let solve = &text.solve;
    match *claim {
        Claim::Start => solve.step_zero.to_string(),
        Claim::Enter { cell, depth, pick } => match pick {
            Pick::Next => (solve.enter_next)(cell, depth),
            Pick::Fewest { candidates } => (solve.enter_fewest)(cell, candidates, depth),
            Pick::Scanned { row, col } => (solve.enter_scanned)(cell, row, col, depth),
            Pick::Chosen => (text.watch.enter_chosen)(cell, depth),
        },
        Claim::Place { cell, digit } => (solve.place)(cell, digit),
        Claim::Reject {
            cell,
            digit,
            reason,
            unit_number,
            by,
        } => match by {
            Some(by) => (solve.reject)(cell, digit, reason, unit_number, by),
            // forget-restore's stale entry: no cell holds the digit.
            None => (solve.stale_reject)(cell, digit, reason, unit_number),
        },
        Claim::Undo {
            cell,
            digit,
            completed: true,
        } => (solve.undo_completed)(cell, digit),
        Claim::Undo { cell, digit: 9, .. } => (solve.undo_last)(cell),
        Claim::Undo { cell, digit, .. } => (solve.undo)(cell, digit),
        Claim::ClearKeepingMarks { cell, digit } => (solve.undo_keeping_marks)(cell, digit),
        Claim::DeadEnd {
            cell,
            ref fates,
            back_to,
        } => {
            let why = dead_end_why(fates, text);
            match back_to {
                Some(parent) => (solve.dead_end_back)(cell, &why, parent),
                None => (solve.dead_end_first)(cell, &why),
            }
        }
        // A propagating search's placements are guesses and forced moves:
        // "0 placements" would hide the forced ones.
        Claim::Solved {
            placements,
            forced,
            undos,
            empty: 0,
        } if forced > 0 => (solve.solved_with_forced)(placements, forced, undos),
        Claim::Solved {
            placements,
            undos,
            empty: 0,
            ..
        } => (solve.solved)(placements, undos),
        Claim::Solved {
            placements,
            undos,
            empty,
            ..
        } => (solve.solved_with_empty)(placements, undos, empty),
        Claim::Exhausted { first: None, .. } => solve.no_solution.to_string(),
        Claim::Exhausted {
            first: Some((first, ref fates)),
            complete,
            stale_rejects,
        } => exhausted(first, fates, complete, stale_rejects, text),
        Claim::Force {
            cell,
            digit,
            rule: ForceRule::OnlyCandidate,
            ..
        } => (solve.force_only_candidate)(cell, digit),
        Claim::Force {
            cell,
            digit,
            rule: ForceRule::OnlyPlace(kind),
            unit_number,
        } => (solve.force_only_place)(cell, digit, kind, unit_number),
        Claim::UndoForced { cell, digit } => (solve.undo_forced)(cell, digit),
        Claim::Wipeout {
            cell,
            by,
            ref held,
            forgotten,
        } if forgotten.0 != 0 => {
            // The holders of the digits that are held; the others fit.
            let held: Vec<String> = (1..=9u8)
                .zip(held)
                .filter(|(digit, _)| !forgotten.contains(*digit))
                .map(|(digit, fate)| fate_entry(digit, *fate, text))
                .collect();
            let digits: Vec<u8> = forgotten.iter().collect();
            (solve.wipeout_forgotten)(cell, by, &held.join(", "), &digits)
        }
        Claim::Wipeout {
            cell, by, ref held, ..
        } => {
            let held = fate_entries(held, text).join(", ");
            match by {
                Some((by, digit)) => (solve.wipeout_after)(cell, by, digit, &held),
                None => (solve.wipeout_givens)(cell, &held),
            }
        }
        Claim::Refused { cell, digit } => (text.watch.refused)(cell, digit),
        Claim::Written { cell, digit } => (text.watch.written)(cell, digit),
        Claim::Cleared { cell, digit } => (text.watch.cleared)(cell, digit),
        Claim::PlaceConflict {
            cell,
            digit,
            reason,
            unit_number,
            by,
        } => (text.watch.place_conflict)(cell, digit, reason, unit_number, by),
        Claim::LeftOnBoard { cell, digit } => (text.watch.left_on_board)(cell, digit),
        Claim::Inferred(ref inner) => (text.watch.inferred)(&word(inner, text)),
    }
}

/// Why nothing is left at a cell that dead-ends: every digit rejected, or
/// what the placed ones met deeper.
fn dead_end_why(fates: &[Attempt; 9], text: &Text) -> String {
    let solve = &text.solve;
    let failed = digits_that(fates, Attempt::FailedDeeper);
    let completed = digits_that(fates, Attempt::Completed);
    let untried = digits_that(fates, Attempt::NotTried);
    if untried.len() == 9 {
        // Nothing shown tried there (a learner's search whose digit order
        // the writes do not prove): only that it wrote nothing.
        return text.watch.dead_end_nothing_written.to_string();
    }
    if !untried.is_empty() {
        // A learner's search left the cell early: never "no digit fits".
        return (text.watch.dead_end_untried)(&untried);
    }
    match (failed.is_empty(), completed.is_empty()) {
        (true, true) => solve.dead_end_none_fit.to_string(),
        (false, true) => (solve.dead_end_failed)(&failed),
        _ => (solve.dead_end_completed)(&failed, &completed),
    }
}

/// The last sentence of a search that ran out of choices: what happened at
/// the first cell, which is all the search can say for certain; after a
/// complete grid (forget-flag), that it was complete and ignored; after a
/// stale claim rejected a digit (forget-restore), that it proves nothing.
fn exhausted(
    first: crate::grid::Cell,
    fates: &[Attempt; 9],
    complete: u64,
    stale_rejects: u64,
    text: &Text,
) -> String {
    let solve = &text.solve;
    let failed = digits_that(fates, Attempt::FailedDeeper);
    if stale_rejects > 0 {
        return (solve.exhausted_after_stale)(first, &failed, stale_rejects);
    }
    if complete > 0 {
        let completed = digits_that(fates, Attempt::Completed);
        return (solve.exhausted_after_complete)(first, &completed, &failed, complete);
    }
    match failed.as_slice() {
        [] => (solve.no_solution_none_fit)(first),
        [only] => (solve.no_solution_only)(first, *only),
        [.., last] => (solve.no_solution_every)(first, &failed, *last),
    }
}

/// Under a dead end: what stopped each of the nine digits, one entry a
/// digit (`1 row r1c3`, …, `9 failed deeper`), the first after `why:`;
/// `None` after any other event.
pub fn dead_end_reasons(search: &dyn Search, text: &Text) -> Option<Vec<String>> {
    let fates = last_dead_end_fates(search)?;
    Some(with_why(fate_entries(&fates, text), text))
}

/// The reasons with the digits that failed deeper said once, at the end
/// (`why: 1 row r1c3 · 4 box r2c2 · 2, 3 and 5 failed deeper`): for when
/// the full list does not fit; `None` after any event but a dead end.
pub fn merged_dead_end_reasons(search: &dyn Search, text: &Text) -> Option<Vec<String>> {
    let fates = last_dead_end_fates(search)?;
    Some(with_why(merge_failed_deeper(&fates, text), text))
}

/// The fates at the cell of the last event, when it is a dead end.
fn last_dead_end_fates(search: &dyn Search) -> Option<[Attempt; 9]> {
    let Some(Event::DeadEnd { .. }) = search.last_event() else {
        return None;
    };
    ended_frame_fates(search)
}

/// The other digits' entries, then the digits that failed deeper in one.
fn merge_failed_deeper(fates: &[Attempt; 9], text: &Text) -> Vec<String> {
    let failed = digits_that(fates, Attempt::FailedDeeper);
    let mut merged: Vec<String> = (1..=9u8)
        .zip(fates)
        .filter(|(_, fate)| **fate != Attempt::FailedDeeper)
        .map(|(digit, fate)| fate_entry(digit, *fate, text))
        .collect();
    if !failed.is_empty() {
        merged.push((text.solve.fates_failed)(&failed));
    }
    merged
}

/// The first entry said after `why:`.
fn with_why(mut entries: Vec<String>, text: &Text) -> Vec<String> {
    if let Some(first) = entries.first_mut() {
        *first = (text.solve.why)(first);
    }
    entries
}
#[cfg(test)]
mod tests;

/// The bug lab's sentences at the steps issue 20 found false: each now says
/// what the visit did, read from the engine's record.
#[cfg(test)]
mod bug_lab_tests;

/// Issue 30's sentences: forget-restore's undo, which clears only, and a
/// learner's placement, in the learner's terms.
#[cfg(test)]
mod class_tests;
