//! Predict the next step: before the search settles a cell's next digit,
//! the learner says what happens — which digit will be placed here (1-9),
//! or that no digit fits and the cell dead-ends (and the search backtracks)
//! — and is told whether that was right, with the reason
//! (`no: 2 is in row 1 at r1c4, so 3 comes next`).
//!
//! The truth is read from the tables the search has at the question, the
//! way the engine itself decides, so the quiz follows any strategy and any
//! bug-lab variant (forget-restore's stale entries included). This module
//! is the quiz's whole state and logic, as values: the question, the
//! verdict and the score are data, worded by the catalogue's `words`
//! module, a layer above; the app only asks,
//! passes the learner's key on, and draws.

use crate::engine::Phase;
use crate::grid::{Cell, UnitKind};
use crate::search::Search;

/// What the learner predicts, or what happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// This digit will be placed in the cell.
    Digit(u8),
    /// No digit left fits: the cell dead-ends and the search backtracks.
    DeadEnd,
}

/// Why a digit is rejected: the first table holding it (row, column, box
/// order, as the search checks), and the cell holding it there — `None`
/// when no cell does (a stale entry, only under forget-restore).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rejection {
    pub digit: u8,
    pub reason: UnitKind,
    /// 1-9: which row, column or box.
    pub unit_number: u8,
    pub by: Option<Cell>,
}

/// One question: the cell the search is at, the digits it has tried
/// there, and what will happen next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The step at which it was asked.
    pub step: u64,
    pub cell: Cell,
    /// The last digit tried here (0 before the first).
    pub tried: u8,
    pub truth: Answer,
    /// The digits rejected between `tried` and the truth, in order.
    pub rejections: Vec<Rejection>,
}

impl Question {
    /// The question at the search's current step, if it is one: the search
    /// is about to try the next digit in its top frame's cell.
    pub fn at(search: &dyn Search) -> Option<Question> {
        if search.phase() != Phase::Try {
            return None;
        }
        let frame = *search.stack().last()?;
        let cell = frame.cell();
        let tables = search.tables();
        let mut rejections = Vec::new();
        let mut truth = Answer::DeadEnd;
        for digit in frame.digit() + 1..=9 {
            let Some(unit) = tables.rejecting_unit(cell, digit) else {
                truth = Answer::Digit(digit);
                break;
            };
            let by = unit.cells().into_iter().find(|&c| search.digit(c) == digit);
            rejections.push(Rejection {
                digit,
                reason: unit.kind(),
                unit_number: unit.index() as u8 + 1,
                by,
            });
        }
        Some(Question {
            step: search.step_number(),
            cell,
            tried: frame.digit(),
            truth,
            rejections,
        })
    }
}

/// The learner's answer to one question, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub question: Question,
    pub answer: Answer,
    pub right: bool,
}

/// The quiz over a session: the open question, the score, and the wrong
/// answers kept for review.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Quiz {
    open: Option<Question>,
    last: Option<Verdict>,
    /// The step the last verdict was given at (once its question settled):
    /// it is shown there only.
    last_at: u64,
    right: u32,
    asked: u32,
    wrong: Vec<Verdict>,
}

impl Quiz {
    /// Asks the question at the search's step, unless one is open already
    /// or the step is not a question; returns the open question.
    pub fn ask(&mut self, search: &dyn Search) -> Option<&Question> {
        if self.open.is_none() {
            self.open = Question::at(search);
            if self.open.is_some() {
                self.last = None;
            }
        }
        self.open.as_ref()
    }

    /// The question waiting for an answer.
    pub fn open_question(&self) -> Option<&Question> {
        self.open.as_ref()
    }

    /// The open question if it is the one at `step`: a question is never
    /// shown at another step than its own.
    pub fn question_at(&self, step: u64) -> Option<&Question> {
        self.open.as_ref().filter(|q| q.step == step)
    }

    /// The last verdict if it was given at `step`.
    pub fn verdict_at(&self, step: u64) -> Option<&Verdict> {
        self.last.as_ref().filter(|_| self.last_at == step)
    }

    /// Keeps the quiz at the search's step after the search moved (played,
    /// stepped, went to a step): a question or verdict of another step is
    /// put away uncounted, and the step's own question, if it is one, is
    /// asked.
    pub fn follow(&mut self, search: &dyn Search) {
        let now = search.step_number();
        if self.open.as_ref().is_some_and(|q| q.step != now) {
            self.open = None;
        }
        if self.last.is_some() && self.last_at != now {
            self.last = None;
        }
        if self.last.is_none() {
            self.ask(search);
        }
    }

    /// Judges `answer` to the question at the search's step, then runs the
    /// search on to what happened there (the placement or the dead end);
    /// `None`, judging nothing, when no question is open at this step.
    pub fn answer_and_settle(
        &mut self,
        answer: Answer,
        search: &mut dyn Search,
    ) -> Option<&Verdict> {
        self.follow(search);
        let cell = self.question_at(search.step_number())?.cell;
        self.answer(answer)?;
        let settles = |e: &crate::engine::Event| {
            matches!(*e, crate::engine::Event::Place { cell: c, .. }
                | crate::engine::Event::DeadEnd { cell: c } if c == cell)
        };
        search.run_until(u64::MAX, &settles);
        self.last_at = search.step_number();
        self.last.as_ref()
    }

    /// Judges `answer` to the open question, counts it, and closes the
    /// question; `None` when none is open. A digit already tried here, or
    /// outside 1-9, is judged like any other wrong answer.
    pub fn answer(&mut self, answer: Answer) -> Option<&Verdict> {
        let question = self.open.take()?;
        let right = answer == question.truth;
        self.asked += 1;
        let verdict = Verdict {
            question,
            answer,
            right,
        };
        if right {
            self.right += 1;
        } else {
            self.wrong.push(verdict.clone());
        }
        self.last = Some(verdict);
        self.last.as_ref()
    }

    /// Drops the open question without counting it (the learner moved the
    /// search, or left the quiz).
    pub fn withdraw(&mut self) {
        self.open = None;
    }

    #[cfg(any(test, feature = "test-fixtures"))]
    /// The verdict on the last answer, until the next question.
    pub fn last_verdict(&self) -> Option<&Verdict> {
        self.last.as_ref()
    }

    pub fn right(&self) -> u32 {
        self.right
    }
    pub fn asked(&self) -> u32 {
        self.asked
    }

    /// The wrong answers, oldest first, for review.
    pub fn wrong_answers(&self) -> &[Verdict] {
        &self.wrong
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Engine, Event, Mistake, Strategy};
    use crate::grid::parse_grid;

    use crate::test_fixtures::LEETCODE;

    fn leetcode(steps: u64) -> Engine {
        let mut e = Engine::new(&parse_grid(LEETCODE).unwrap(), Strategy::RowMajor).unwrap();
        e.run(steps);
        e
    }

    #[test]
    fn no_question_before_the_search_is_at_a_cell() {
        let mut quiz = Quiz::default();
        assert!(quiz.ask(&leetcode(0)).is_none());
        assert!(quiz.answer(Answer::Digit(1)).is_none());
        assert_eq!((quiz.right(), quiz.asked()), (0, 0));
    }

    #[test]
    fn a_right_digit_scores_and_a_wrong_one_is_kept_with_its_reason() {
        // Step 3: the search entered r1c4 (after placing 1 at r1c3). Row 1
        // holds 5 3 7 and 1; 2 is the first digit no table holds.
        let e = leetcode(3);
        let mut quiz = Quiz::default();
        let q = quiz.ask(&e).unwrap().clone();
        assert_eq!(
            (q.cell, q.tried, q.truth),
            (Cell::at(0, 3), 0, Answer::Digit(2))
        );
        let v = quiz.answer(Answer::Digit(2)).unwrap();
        assert!(v.right);
        assert_eq!((quiz.right(), quiz.asked()), (1, 1));
        assert!(quiz.wrong_answers().is_empty());

        // The same question asked again, answered 1: rejected by the row,
        // at r1c3 (the reason the verdict is worded from).
        quiz.ask(&e);
        let v = quiz.answer(Answer::Digit(1)).unwrap();
        assert!(!v.right);
        assert_eq!(
            v.question.rejections,
            [Rejection {
                digit: 1,
                reason: UnitKind::Row,
                unit_number: 1,
                by: Some(Cell::at(0, 2)),
            }]
        );
        assert_eq!((quiz.right(), quiz.asked()), (1, 2));
        assert_eq!(quiz.wrong_answers().len(), 1);
        assert_eq!(quiz.wrong_answers()[0].answer, Answer::Digit(1));
        // A dead end is wrong too.
        quiz.ask(&e);
        let v = quiz.answer(Answer::DeadEnd).unwrap();
        assert!(!v.right);
        assert_eq!((quiz.right(), quiz.asked()), (1, 3));
        assert_eq!(quiz.wrong_answers().len(), 2);
    }

    /// The quiz's truth is what the engine does next, at every question of
    /// a search, in every variant: run forward to the cell's next placement
    /// or dead end and compare.
    #[test]
    fn the_truth_is_what_the_engine_does_next_in_every_variant() {
        let grid = parse_grid(LEETCODE).unwrap();
        let engines = [
            Engine::new(&grid, Strategy::RowMajor).unwrap(),
            Engine::new(&grid, Strategy::MostConstrained).unwrap(),
        ]
        .into_iter()
        .chain(Mistake::ALL.map(|m| Engine::with_mistake(&grid, m).unwrap()));
        // Most-constrained solves this puzzle without a dead end; the
        // others meet plenty.
        let mut dead_ends = 0;
        for mut e in engines {
            let mut questions = 0;
            while e.step_number() < 3_000 && !e.is_finished() {
                let Some(q) = Question::at(&e) else {
                    e.step();
                    continue;
                };
                questions += 1;
                let mut rejected = Vec::new();
                let happened = loop {
                    match e.step().unwrap() {
                        Event::Reject { digit, .. } => rejected.push(digit),
                        Event::Place { cell, digit } => {
                            assert_eq!(cell, q.cell);
                            break Answer::Digit(digit);
                        }
                        Event::DeadEnd { cell } => {
                            assert_eq!(cell, q.cell);
                            dead_ends += 1;
                            break Answer::DeadEnd;
                        }
                        other => panic!("{other:?} inside a cell's tries"),
                    }
                };
                assert_eq!(q.truth, happened, "at step {}", q.step);
                let predicted: Vec<u8> = q.rejections.iter().map(|r| r.digit).collect();
                assert_eq!(predicted, rejected);
            }
            assert!(questions > 10, "{questions} questions");
        }
        assert!(dead_ends > 10, "{dead_ends} dead ends");
    }

    #[test]
    fn a_stale_entry_rejects_with_no_cell_holding_the_digit() {
        // forget-restore: after its first undo, the digit stays claimed.
        let grid = parse_grid(LEETCODE).unwrap();
        let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        let undo = e.run_until(1_000, |ev| matches!(ev, Event::Undo { .. }));
        let Some(Event::Undo { cell, digit }) = undo else {
            panic!("no undo")
        };
        let q = Question::at(&e).unwrap();
        assert_eq!(q.cell, cell);
        // The digit just undone is not retried (it is below `tried`); a
        // stale entry rejects a later digit somewhere in this search.
        assert_eq!(q.tried, digit);
        let stale = stale_rejection(&mut e).expect("forget-restore rejects by a stale entry");
        // No cell holds the digit its table still claims.
        let i = stale.unit_number - 1;
        let unit = match stale.reason {
            UnitKind::Row => crate::grid::Unit::Row(i),
            UnitKind::Column => crate::grid::Unit::Column(i),
            UnitKind::Box => crate::grid::Unit::Box(i),
        };
        let holders = unit
            .cells()
            .into_iter()
            .filter(|&c| e.digit(c) == stale.digit)
            .count();
        assert_eq!(holders, 0);
    }

    /// Steps `e` to the first question with a rejection by a stale entry.
    fn stale_rejection(e: &mut Engine) -> Option<Rejection> {
        while !e.is_finished() {
            if let Some(q) = Question::at(e)
                && let Some(r) = q.rejections.iter().find(|r| r.by.is_none())
            {
                return Some(*r);
            }
            e.step();
        }
        None
    }
}
