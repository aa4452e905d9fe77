//! The core's values in words. The core (quiz, race, event log, listing)
//! returns data — a quiz verdict as a value, a race result as numbers, an
//! unwinding line as levels, cells and where it ends — and these functions
//! word it in a catalogue's language, so the core needs no catalogue and
//! the compiler keeps the layers (`cargo test --lib --no-default-features`
//! builds the core without this module's callers).

use std::borrow::Cow;

use super::Text;
use crate::quiz::{Answer, Question, Quiz, Rejection, Verdict};
use crate::search_shape::log::{Line, Unwinding};
use crate::search_shape::race::{Comparison, Finishes, Racer, times};

/// The question as the learner reads it: `r1c4: which digit goes here
/// next (1-9), or d for a dead end?`.
pub fn quiz_question(q: &Question, text: &Text) -> String {
    match q.tried {
        0 => (text.solve.quiz_question)(q.cell),
        tried => (text.solve.quiz_question_after)(q.cell, tried),
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
    let rejected = |d: u8| q.rejections.iter().find(|r| r.digit == d);
    let then = || what_happens(q.truth, text);
    if answer == q.truth {
        return match q.truth {
            Answer::Digit(d) => (solve.quiz_yes_placed)(d),
            Answer::DeadEnd => match q.rejections.last() {
                Some(last) => (solve.quiz_yes_dead_end)(&why_rejected(last, text)),
                None => solve.quiz_yes_nothing_left.to_string(),
            },
        };
    }
    match answer {
        Answer::Digit(d) if !(1..=9).contains(&d) => (solve.quiz_no_not_a_digit)(&then()),
        Answer::Digit(d) if d <= q.tried => (solve.quiz_no_tried)(d, q.tried, &then()),
        Answer::Digit(d) => match rejected(d) {
            Some(r) => (solve.quiz_no_rejected)(&why_rejected(r, text), &then()),
            // A digit after the truth: the truth fits first.
            None => match q.truth {
                Answer::Digit(t) => (solve.quiz_no_comes_first)(t),
                Answer::DeadEnd => then(),
            },
        },
        Answer::DeadEnd => match q.truth {
            Answer::Digit(t) => (solve.quiz_no_still_fits)(t),
            Answer::DeadEnd => unreachable!("a right answer returned above"),
        },
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
