//! The bug lab's and the quiz's words on the solve screen, in one place:
//! which variant runs, what its mistake is doing right now (stale table
//! entries, a complete grid erased, empty cells the scan skipped), and how
//! its end differs from the correct search's.

use crate::engine::{Event, Mistake, Outcome, StaleEntry};
use crate::grid::Cell;
use crate::i18n::Text;
use crate::i18n::words::{quiz_question, quiz_reason, quiz_score};
use crate::listing::CodeLanguage;
use crate::search::Search;

/// The message after `v`.
pub fn variant_started(mistake: Option<Mistake>, text: &Text) -> String {
    match mistake {
        None => text.solve.correct_started.to_string(),
        Some(m) => (text.solve.mistake_started)(m),
    }
}

/// The message after `L`.
pub fn language_shown(language: CodeLanguage, text: &Text) -> String {
    (text.solve.language_shown)(language.label())
}

fn unit(entry: &StaleEntry, text: &Text) -> String {
    (text.solve.stale_entry)(entry.kind, entry.index + 1, entry.digit)
}

/// Under the tables panel when it shows a stale entry (`5?`), in the words
/// of `text` (`?: stale, …` / `?：残留标记，…`).
pub fn stale_mark(text: &Text) -> &'static str {
    text.solve.stale_mark
}

/// How many cells, entries or tables [`consequence`] names before "and n
/// more".
pub const NAMED: usize = 4;

/// What the mistake has done so far, as it happens; `None` when there is
/// nothing to show (or the search is correct), naming as many as the
/// screen does when it has the room; it may name fewer
/// ([`consequence_naming`]).
#[cfg(test)]
pub fn consequence(search: &dyn Search, text: &Text) -> Option<String> {
    consequence_naming(search, text, NAMED)
}

/// [`consequence`] naming at most `most` cells or entries (at least one)
/// and counting the rest: shorter, where a small screen needs the room
/// for the narration.
pub fn consequence_naming(search: &dyn Search, text: &Text, most: usize) -> Option<String> {
    let most = most.max(1);
    let solve = &text.solve;
    match search.mistake()? {
        Mistake::ForgetRestore => {
            let stale = search.state().stale_entries();
            if stale.is_empty() {
                return None;
            }
            let named: Vec<String> = stale.iter().take(most).map(|e| unit(e, text)).collect();
            Some((solve.stale_entries)(
                &named,
                stale.len().saturating_sub(most),
            ))
        }
        Mistake::ForgetFlag => {
            let complete = search.counts().solutions;
            if search.last_event() == Some(Event::Solved) {
                Some(solve.complete_ignored.to_string())
            } else if complete > 0 {
                Some((solve.complete_erased)(complete))
            } else {
                None
            }
        }
        Mistake::RestartColumn => {
            let skipped = search.state().skipped_cells();
            if skipped.is_empty() {
                return None;
            }
            // A cell is shorter than an entry: one more is named.
            let named: Vec<Cell> = skipped.iter().take(most + 1).copied().collect();
            Some((solve.skipped_cells)(
                &named,
                skipped.len().saturating_sub(most + 1),
            ))
        }
        Mistake::ForgetCandidates => {
            let lost = search.forgotten_candidates();
            if lost.is_empty() {
                return None;
            }
            let named: Vec<String> = lost
                .iter()
                .take(most)
                .map(|(cell, digits)| {
                    let digits: Vec<u8> = digits.iter().collect();
                    (solve.forgotten_entry)(*cell, &digits)
                })
                .collect();
            Some((solve.forgotten_candidates)(
                &named,
                lost.len().saturating_sub(most),
            ))
        }
    }
}

/// At a mistake's end: what went wrong, against the correct search's
/// steps on the same puzzle (`correct`: its result and step count, with
/// the mistake's own strategy: see [`Mistake::strategy`]).
pub fn end_sentence(
    search: &dyn Search,
    correct: Option<(Outcome, u64)>,
    text: &Text,
) -> Option<String> {
    let solve = &text.solve;
    let mistake = search.mistake()?;
    let outcome = search.outcome()?;
    let ended = (solve.mistake_ended)(match outcome {
        Outcome::Solved => Some(search.grid().digits().iter().filter(|&&d| d == 0).count()),
        Outcome::Exhausted => None,
    });
    let right = match correct {
        Some((Outcome::Solved, steps)) => (solve.correct_solves)(mistake.strategy(), steps),
        Some((Outcome::Exhausted, steps)) => (solve.correct_no_solution)(mistake.strategy(), steps),
        None => solve.correct_unknown.to_string(),
    };
    Some((solve.mistake_end)(
        mistake,
        &ended,
        search.step_number(),
        &right,
    ))
}

/// When the quiz is turned off: the score and the wrong answers to review,
/// `quiz 7/9 · wrong: r1c4 said 1, was 2 · r3c2 said dead end, was 5 ·
/// forced: said r2c3, was r4c5`.
pub fn quiz_review(quiz: &crate::quiz::Quiz, text: &Text) -> String {
    use crate::quiz::{Answer, QuestionKind};
    let solve = &text.solve;
    let said = |a: Answer| match a {
        Answer::Digit(d) => d.to_string(),
        Answer::DeadEnd => solve.quiz_dead_end.to_string(),
        Answer::Cell(cell) => cell.to_string(),
    };
    let wrong: Vec<String> = quiz
        .wrong_answers()
        .iter()
        .map(|v| {
            let q = &v.question;
            match (&q.kind, v.answer) {
                (QuestionKind::Forced { .. }, Answer::Cell(picked)) => {
                    (solve.quiz_wrong_cell)(solve.quiz_forced_word, picked, q.cell)
                }
                (QuestionKind::Wipeout { .. }, Answer::Cell(picked)) => {
                    (solve.quiz_wrong_cell)(solve.quiz_wipeout_word, picked, q.cell)
                }
                _ => (solve.quiz_wrong)(q.cell, &said(v.answer), &said(q.truth)),
            }
        })
        .collect();
    let score = quiz_score(quiz, text);
    match wrong.is_empty() {
        true => (solve.quiz_off_all_right)(&score),
        false => (solve.quiz_off_review)(&score, &wrong),
    }
}

/// The quiz's line: the score, and the question or the last verdict.
/// After a verdict it says which key brings the next question: `→`, or
/// `l` in a lesson (`in_lesson`), where → goes to the next stop. A cell
/// question names the cell under the quiz's `cursor`.
pub fn quiz_line(
    quiz: &crate::quiz::Quiz,
    step: u64,
    cursor: Cell,
    in_lesson: bool,
    text: &Text,
) -> String {
    let score = quiz_score(quiz, text);
    if let Some(q) = quiz.question_at(step) {
        format!("{score} · {}", quiz_question(q, cursor, text))
    } else if let Some(v) = quiz.verdict_at(step) {
        let key = if in_lesson { "l" } else { "→" };
        format!(
            "{score} · {} · {}",
            quiz_reason(v, text),
            (text.solve.quiz_next)(key)
        )
    } else {
        format!("{score} · {}", text.solve.quiz_no_question)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::grid::parse_grid;

    use crate::test_fixtures::LEETCODE;
    const EN: &Text = crate::i18n::Lang::En.text();
    const ZH: &Text = crate::i18n::Lang::Zh.text();

    #[test]
    fn the_end_sentence_names_the_step_and_the_correct_search() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        e.run_to_end();
        assert_eq!(
            end_sentence(&e, Some((Outcome::Solved, 50_175)), EN).unwrap(),
            "forget-restore ended \"no solution\" at step 84; the correct search solves this puzzle in 50,175 steps"
        );
        let mut e = Engine::with_mistake(&grid, Mistake::RestartColumn).unwrap();
        e.run_to_end();
        assert!(
            end_sentence(&e, Some((Outcome::Solved, 50_175)), EN)
                .unwrap()
                .starts_with("restart-column ended \"solved\" with 42 cells empty at step 101")
        );
    }

    #[test]
    fn consequences_show_as_they_happen() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        assert_eq!(consequence(&e, EN), None);
        e.run_until(1_000, |ev| matches!(ev, Event::Undo { .. }));
        assert!(
            consequence(&e, EN)
                .unwrap()
                .starts_with("stale: row 1 claims")
        );
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetFlag).unwrap();
        e.run_until(u64::MAX, |ev| *ev == Event::Solved);
        assert!(consequence(&e, EN).unwrap().contains("result is ignored"));
        e.step();
        assert_eq!(
            consequence(&e, EN).unwrap(),
            "the grid was complete once and has been erased since"
        );
        // A stale entry's reject says so.
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        let stale = e.run_until(1_000, |ev| matches!(*ev, Event::Reject { by: None, .. }));
        assert!(stale.is_some());
        let said = crate::app::narration::narrate(&e, EN);
        assert!(
            said.contains("still claims") && said.contains("never unmarked"),
            "{said}"
        );
        let mut correct = Engine::new(&grid, crate::engine::Strategy::RowMajor).unwrap();
        correct.run(1_000);
        assert_eq!(consequence(&correct, EN), None);
    }

    #[test]
    fn the_end_sentence_in_chinese() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        e.run_to_end();
        assert_eq!(
            end_sentence(&e, Some((Outcome::Solved, 50_175)), ZH).unwrap(),
            "忘记恢复在第 84 步结束，结果“无解”；正确的搜索用 50,175 步解出这道题"
        );
        let mut e = Engine::with_mistake(&grid, Mistake::RestartColumn).unwrap();
        e.run_to_end();
        assert_eq!(
            end_sentence(&e, Some((Outcome::Exhausted, 7)), ZH).unwrap(),
            "列起点错误在第 101 步结束，结果“已解出”，却留着 42 个空格；正确的搜索同样无解，用了 7 步"
        );
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetFlag).unwrap();
        e.run_until(u64::MAX, |ev| *ev == Event::Solved);
        e.step();
        assert_eq!(
            consequence(&e, ZH).unwrap(),
            "盘面曾填满 1 次，之后又被擦除"
        );
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        e.run_until(1_000, |ev| matches!(ev, Event::Undo { .. }));
        let stale = consequence(&e, ZH).unwrap();
        assert!(stale.starts_with("残留标记：第 1 行标记着 "), "{stale}");
        assert!(stale.ends_with("，没有格放着这些数字"), "{stale}");
        assert_eq!(
            variant_started(Some(Mistake::ForgetRestore), ZH),
            "错误实验室：忘记恢复：撤销时清空了格，却没有取消标记；从第 0 步重新开始"
        );
    }
}
