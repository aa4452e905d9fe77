//! The bug lab's and the quiz's words on the solve screen, in one place:
//! which variant runs, what its mistake is doing right now (stale table
//! entries, a complete grid erased, empty cells the scan skipped), and how
//! its end differs from the correct search's.

use crate::engine::{Engine, Event, Mistake, Outcome, StaleEntry};
use crate::format::thousands;
use crate::grid::{Cell, UnitKind};
use crate::listing::Language;

/// The variant's name for the status line.
pub fn variant_name(mistake: Option<Mistake>) -> &'static str {
    mistake.map_or("correct", Mistake::name)
}

/// The message after `v`.
pub fn variant_started(mistake: Option<Mistake>) -> String {
    match mistake {
        None => "the correct search: starts again at step 0".to_string(),
        Some(m) => format!("bug lab: {} — starts again at step 0", what_is_wrong(m)),
    }
}

/// The message after `L`.
pub fn language_shown(language: Language) -> String {
    format!("the code in {}", language.label())
}

/// The mistake in a few words.
pub fn what_is_wrong(m: Mistake) -> &'static str {
    match m {
        Mistake::ForgetRestore => {
            "forget-restore: undo clears the cell but leaves the tables marked"
        }
        Mistake::ForgetFlag => "forget-flag: the deeper call's result is ignored",
        Mistake::RestartColumn => {
            "restart-column: the next cell is scanned for from the last one's column"
        }
    }
}

fn unit(entry: &StaleEntry) -> String {
    let kind = match entry.kind {
        UnitKind::Row => "row",
        UnitKind::Column => "col",
        UnitKind::Box => "box",
    };
    format!("{kind} {} claims {}", entry.index + 1, entry.digit)
}

/// Under the tables panel when it shows a stale entry (`5?`).
pub const STALE_MARK: &str = "?: stale, claimed but no cell holds it";

/// The sentence of a reject by a stale entry (forget-restore): the table
/// claims the digit, no cell of the unit holds it.
pub fn stale_reject(cell: Cell, digit: u8, unit: &str) -> String {
    format!(
        "{cell}: try {digit} — rejected, the table of {unit} still claims {digit}, though no cell there holds it: it was never unmarked"
    )
}

/// What the mistake has done so far, as it happens; `None` when there is
/// nothing to show (or the search is correct).
pub fn consequence(engine: &Engine) -> Option<String> {
    match engine.mistake()? {
        Mistake::ForgetRestore => {
            let stale = engine.stale_entries();
            if stale.is_empty() {
                return None;
            }
            let named: Vec<String> = stale.iter().take(4).map(unit).collect();
            let more = match stale.len() {
                n if n > 4 => format!(" and {} more", n - 4),
                _ => String::new(),
            };
            Some(format!(
                "stale: {}{more} — no cell holds these digits",
                named.join(", ")
            ))
        }
        Mistake::ForgetFlag => {
            let complete = engine.counts().solutions;
            if engine.last_event() == Some(Event::Solved) {
                Some("the grid is complete — but the result is ignored: the search undoes it and goes on".to_string())
            } else if complete > 0 {
                Some(format!(
                    "the grid was complete {} and has been erased since",
                    match complete {
                        1 => "once".to_string(),
                        n => format!("{} times", thousands(n)),
                    }
                ))
            } else {
                None
            }
        }
        Mistake::RestartColumn => {
            let skipped = engine.skipped_cells();
            if skipped.is_empty() {
                return None;
            }
            let named: Vec<String> = skipped.iter().take(5).map(|c| c.to_string()).collect();
            let more = match skipped.len() {
                n if n > 5 => format!(" and {} more", n - 5),
                _ => String::new(),
            };
            Some(format!(
                "skipped by the scan, still empty: {}{more}",
                named.join(", ")
            ))
        }
    }
}

/// At a mistake's end: what went wrong, against the correct search's
/// steps on the same puzzle (`correct`: its result and step count).
pub fn end_sentence(engine: &Engine, correct: Option<(Outcome, u64)>) -> Option<String> {
    let mistake = engine.mistake()?;
    let outcome = engine.outcome()?;
    let ended = match outcome {
        Outcome::Solved => {
            let empty = engine.grid().digits().iter().filter(|&&d| d == 0).count();
            match empty {
                0 => "\"solved\"".to_string(),
                n => format!("\"solved\" with {n} cells empty"),
            }
        }
        Outcome::Exhausted => "\"no solution\"".to_string(),
    };
    let right = match correct {
        Some((Outcome::Solved, steps)) => {
            format!(
                "the correct search solves this puzzle in {} steps",
                thousands(steps)
            )
        }
        Some((Outcome::Exhausted, steps)) => format!(
            "the correct search finds no solution either, in {} steps",
            thousands(steps)
        ),
        None => "the correct search is not known for this puzzle".to_string(),
    };
    Some(format!(
        "{mistake} ended {ended} at step {}; {right}",
        thousands(engine.step_number())
    ))
}

/// When the quiz is turned off: the score and the wrong answers to review,
/// `quiz 7/9 · wrong: r1c4 said 1, was 2 · r3c2 said dead end, was 5`.
pub fn quiz_review(quiz: &crate::quiz::Quiz) -> String {
    use crate::quiz::Answer;
    let said = |a: Answer| match a {
        Answer::Digit(d) => d.to_string(),
        Answer::DeadEnd => "dead end".to_string(),
    };
    let wrong: Vec<String> = quiz
        .wrong_answers()
        .iter()
        .map(|v| {
            format!(
                "{} said {}, was {}",
                v.question.cell,
                said(v.answer),
                said(v.question.truth)
            )
        })
        .collect();
    match wrong.is_empty() {
        true => format!("{} · quiz off, no wrong answers", quiz.score_label()),
        false => format!(
            "{} · quiz off · wrong: {}",
            quiz.score_label(),
            wrong.join(" · ")
        ),
    }
}

/// The quiz's line: the score, and the question or the last verdict.
pub fn quiz_line(quiz: &crate::quiz::Quiz) -> String {
    let score = quiz.score_label();
    if let Some(q) = quiz.open_question() {
        format!("{score} · {}", crate::quiz::text::question(q))
    } else if let Some(v) = quiz.last_verdict() {
        format!("{score} · {}", v.reason)
    } else {
        format!("{score} · the search is not at a cell to ask about")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_end_sentence_names_the_step_and_the_correct_search() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        e.run_to_end();
        assert_eq!(
            end_sentence(&e, Some((Outcome::Solved, 50_175))).unwrap(),
            "forget-restore ended \"no solution\" at step 84; the correct search solves this puzzle in 50,175 steps"
        );
        let mut e = Engine::with_mistake(&grid, Mistake::RestartColumn).unwrap();
        e.run_to_end();
        assert!(
            end_sentence(&e, Some((Outcome::Solved, 50_175)))
                .unwrap()
                .starts_with("restart-column ended \"solved\" with 42 cells empty at step 101")
        );
    }

    #[test]
    fn consequences_show_as_they_happen() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        assert_eq!(consequence(&e), None);
        e.run_until(1_000, |ev| matches!(ev, Event::Undo { .. }));
        assert!(consequence(&e).unwrap().starts_with("stale: row 1 claims"));
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetFlag).unwrap();
        e.run_until(u64::MAX, |ev| *ev == Event::Solved);
        assert!(consequence(&e).unwrap().contains("result is ignored"));
        e.step();
        assert_eq!(
            consequence(&e).unwrap(),
            "the grid was complete once and has been erased since"
        );
        // A stale entry's reject says so.
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        let stale = e.run_until(
            1_000,
            |ev| matches!(*ev, Event::Reject { cell, by, .. } if cell == by),
        );
        assert!(stale.is_some());
        let said = crate::app::narration::narrate(&e, crate::i18n::Lang::En.text());
        assert!(
            said.contains("still claims") && said.contains("never unmarked"),
            "{said}"
        );
        let mut correct = Engine::new(&grid, crate::engine::Strategy::RowMajor).unwrap();
        correct.run(1_000);
        assert_eq!(consequence(&correct), None);
    }
}
