//! The core's values in words. The core (quiz, race, event log, listing)
//! returns data — a quiz verdict as a value, a race result as numbers, an
//! unwinding line as levels, cells and where it ends — and these functions
//! word it in a catalogue's language, so the core needs no catalogue and
//! the compiler keeps the layers (`cargo test --lib --no-default-features`
//! builds the core without this module's callers).

use std::borrow::Cow;

use super::Text;
use crate::engine::ForceRule;
use crate::grid::Cell;
use crate::quiz::{Answer, Question, QuestionKind, Quiz, Rejection, Verdict};
use crate::search_shape::log::{Line, Unwinding};
use crate::search_shape::race::{Comparison, Finishes, Racer, times};

/// The question as the learner reads it: `r1c4: which digit goes here
/// next (1-9), or d for a dead end?`, or for a cell question `which cell
/// is forced next? r4c5? ←↓↑→ hjkl move, Enter answers` (`cursor`: the
/// cell the learner's cursor is on).
pub fn quiz_question(q: &Question, cursor: Cell, text: &Text) -> String {
    let solve = &text.solve;
    match q.kind {
        QuestionKind::Digit { tried: 0, .. } => (solve.quiz_question)(q.cell),
        QuestionKind::Digit { tried, .. } => (solve.quiz_question_after)(q.cell, tried),
        QuestionKind::Forced { .. } => (solve.quiz_ask_forced)(cursor),
        QuestionKind::Wipeout { .. } => (solve.quiz_ask_wipeout)(cursor),
    }
}

/// `quiz 7/9`.
pub fn quiz_score(quiz: &Quiz, text: &Text) -> String {
    (text.solve.quiz_score)(quiz.right(), quiz.asked())
}

/// The sentence that says why the answer is right or not: worded when
/// shown, so it follows the language.
pub fn quiz_reason(verdict: &Verdict, text: &Text) -> String {
    let (q, answer) = (&verdict.question, verdict.answer);
    let solve = &text.solve;
    if q.asks_for_a_cell() {
        return cell_reason(verdict, text);
    }
    let (tried, rejections) = (q.tried().unwrap_or(0), q.rejections());
    let rejected = |d: u8| rejections.iter().find(|r| r.digit == d);
    let then = || what_happens(q.truth, text);
    if answer == q.truth {
        return match q.truth {
            Answer::Digit(d) => (solve.quiz_yes_placed)(d),
            Answer::DeadEnd => match rejections.last() {
                Some(last) => (solve.quiz_yes_dead_end)(&why_rejected(last, text)),
                None => solve.quiz_yes_nothing_left.to_string(),
            },
            Answer::Cell(_) => cell_reason(verdict, text),
        };
    }
    match answer {
        Answer::Digit(d) if !(1..=9).contains(&d) => (solve.quiz_no_not_a_digit)(&then()),
        Answer::Digit(d) if d <= tried => (solve.quiz_no_tried)(d, tried, &then()),
        Answer::Digit(d) => match rejected(d) {
            Some(r) => (solve.quiz_no_rejected)(&why_rejected(r, text), &then()),
            // A digit after the truth: the truth fits first.
            None => match q.truth {
                Answer::Digit(t) => (solve.quiz_no_comes_first)(t),
                Answer::DeadEnd | Answer::Cell(_) => then(),
            },
        },
        Answer::DeadEnd | Answer::Cell(_) => match q.truth {
            Answer::Digit(t) => (solve.quiz_no_still_fits)(t),
            Answer::DeadEnd | Answer::Cell(_) => then(),
        },
    }
}

/// A cell question's verdict: `yes: r4c5 has one candidate left, 7`, or
/// `no: r2c3 has 3 candidates left (2 4 8); forced next: the only place for
/// 7 in box 6 is r5c4` — what the learner's cell was on the board the
/// question saw, then the truth with the engine's reason.
fn cell_reason(verdict: &Verdict, text: &Text) -> String {
    let (q, solve) = (&verdict.question, &text.solve);
    let (why, board) = match &q.kind {
        QuestionKind::Forced { digit, rule, board } => {
            (forced_why(q.cell, *digit, *rule, text), board)
        }
        QuestionKind::Wipeout { by, board } => (
            match by {
                Some((cell, digit)) => (solve.quiz_emptied_by)(q.cell, *cell, *digit),
                None => (solve.quiz_emptied_by_givens)(q.cell),
            },
            board,
        ),
        QuestionKind::Digit { .. } => return String::new(),
    };
    if verdict.right {
        return (solve.quiz_yes_cell)(&why);
    }
    let Answer::Cell(picked) = verdict.answer else {
        return (solve.quiz_yes_cell)(&why);
    };
    let candidates = board.candidates[picked.index()];
    let picked_is = if board.is_filled(picked) {
        (solve.quiz_cell_filled)(picked)
    } else if candidates.is_empty() {
        (solve.quiz_cell_empty_later)(picked, q.cell)
    } else {
        match board.single_at(picked) {
            Some((digit, rule)) if matches!(q.kind, QuestionKind::Forced { .. }) => {
                let why = forced_why(picked, digit, rule, text);
                (solve.quiz_cell_forced_later)(picked, &why, q.cell)
            }
            _ => {
                let digits: Vec<u8> = candidates.iter().collect();
                (solve.quiz_cell_candidates)(picked, digits.len(), &digits)
            }
        }
    };
    match q.kind {
        QuestionKind::Forced { .. } => (solve.quiz_no_forced)(&picked_is, &why),
        _ => (solve.quiz_no_wipeout)(&picked_is, &why),
    }
}

/// `r4c5 has one candidate left, 7` / `the only place for 7 in box 6 is
/// r5c4`.
fn forced_why(cell: Cell, digit: u8, rule: ForceRule, text: &Text) -> String {
    match rule {
        ForceRule::OnlyCandidate => (text.solve.quiz_only_candidate)(cell, digit),
        ForceRule::OnlyPlace(kind) => {
            let number = cell.units()[kind as usize].index() as u8 + 1;
            (text.solve.quiz_only_place)(cell, digit, kind, number)
        }
    }
}

/// `2 is in row 1 at r1c4`, or for a stale entry `row 1's table still
/// claims 2 (no cell holds it)`.
fn why_rejected(r: &Rejection, text: &Text) -> String {
    match r.by {
        Some(by) => (text.solve.quiz_in_unit)(r.digit, r.reason, r.unit_number, by),
        None => (text.solve.quiz_stale)(r.digit, r.reason, r.unit_number),
    }
}

/// What comes instead: `so 3 comes next` / `so the cell dead-ends`.
fn what_happens(truth: Answer, text: &Text) -> String {
    match truth {
        Answer::Digit(d) => (text.solve.quiz_so_next)(d),
        Answer::DeadEnd => text.solve.quiz_so_dead_end.to_string(),
        Answer::Cell(_) => String::new(),
    }
}

/// `most-constrained: 45,267 placements — 1,528x fewer than row-major`,
/// or while one side still runs, what the finished one took and how far
/// the other is.
pub fn race_comparison(comparison: Comparison, text: &Text) -> String {
    let name = |racer| racer_name(racer, text);
    match comparison {
        Comparison::Totals { fewer, more } if fewer.1 == more.1 => {
            (text.views.same_placements)(&name(fewer.0), &name(more.0), fewer.1)
        }
        Comparison::Totals { fewer, more } => (text.views.fewer_placements)(
            &name(fewer.0),
            fewer.1,
            times(more.1, fewer.1).as_deref(),
            &name(more.0),
        ),
        Comparison::SoFar { done, running } => {
            (text.views.finished_first)(&name(done.0), done.1, &name(running.0), running.1)
        }
    }
}

/// `Finished: singles-mrv at event 52, most-constrained at event 291; 2
/// still running, at event 300.`: who finished when, in a race of any
/// size, and where the others are.
pub fn race_finishes(finishes: &Finishes, text: &Text) -> String {
    let words = &text.race;
    if finishes.finished.is_empty() {
        return (words.all_running)(finishes.running, finishes.running_at);
    }
    let list: Vec<String> = finishes
        .finished
        .iter()
        .map(|&(racer, at)| (words.finish)(&racer_name(racer, text), at))
        .collect();
    (words.summary)(
        &list.join(text.race.separator),
        finishes.running,
        finishes.running_at,
    )
}

/// `row-major`, `bug lab: forget-restore`: who runs a side of the race.
pub fn racer_name(racer: Racer, text: &Text) -> String {
    match racer {
        Racer::Correct(strategy) => (text.common.strategy)(strategy).to_string(),
        Racer::Mistaken(mistake) => (text.solve.bug_lab_variant)(mistake),
    }
}

/// `unwinding 2 levels: r1c9 dead end → r1c8 finished → back at r1c7,
/// trying 9`: a folded chain of dead ends.
pub fn unwinding(chain: &Unwinding, text: &Text) -> String {
    let (first, finished) = chain
        .dead_ends
        .split_first()
        .expect("an unwinding chain has dead ends");
    (text.panels.unwinding)(chain.levels(), *first, finished, chain.back)
}

/// A line of the event log as shown: an event in the words the caller gave
/// it, an unwinding chain in `text`'s.
pub fn log_line<'a>(line: &'a Line, text: &Text) -> Cow<'a, str> {
    match line {
        Line::Event(entry) => Cow::Borrowed(&entry.words),
        Line::Unwinding { chain, .. } => Cow::Owned(unwinding(chain, text)),
        Line::TakeBack { back, .. } => Cow::Owned((text.panels.take_back)(back.forced, back.guess)),
    }
}

#[cfg(test)]
mod tests;
