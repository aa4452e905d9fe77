//! Predict the next step: before the search settles a cell's next digit,
//! the learner says what happens — which digit will be placed here (1-9),
//! or that no digit fits and the cell dead-ends (and the search backtracks)
//! — and is told whether that was right, with the reason
//! (`no: 2 is in row 1 at r1c4, so 3 comes next`). Under the propagating
//! strategies the learner is also asked, with a cursor on the grid, which
//! cell is forced next and where a wipeout comes (`yes: r4c5 has one
//! candidate left, 7`).
//!
//! The truth is read from the tables the search has at the question, the
//! way the engine itself decides (see `quiz/question.rs`), so the quiz follows
//! any strategy and any bug-lab variant (forget-restore's stale entries
//! included). This module is the quiz's whole state and logic, as values:
//! the question, the verdict and the score are data, worded by the
//! catalogue's `words` module, a layer above; the app only asks, passes
//! the learner's key on, and draws.

mod question;
pub use question::{Answer, BoardSeen, Question, QuestionKind, Rejection};

use crate::search::Search;

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
        let question = self.question_at(search.step_number())?;
        let (cell, one_step) = (question.cell, question.asks_for_a_cell());
        self.answer(answer)?;
        if one_step {
            // A cell question is about the very next event: the forced
            // placement or the wipeout.
            search.step();
        } else {
            let settles = |e: &crate::engine::Event| {
                matches!(*e, crate::engine::Event::Place { cell: c, .. }
                    | crate::engine::Event::DeadEnd { cell: c } if c == cell)
            };
            search.run_until(u64::MAX, &settles);
        }
        self.last_at = search.step_number();
        self.last.as_ref()
    }

    /// Judges `answer` to the open question, counts it, and closes the
    /// question; `None` when none is open, or when the answer is not of
    /// the form the question takes (a digit to a cell question, a cell to
    /// a digit question: the question stays open). A digit already tried
    /// here, or outside 1-9, is judged like any other wrong answer.
    pub fn answer(&mut self, answer: Answer) -> Option<&Verdict> {
        if !self.open.as_ref()?.takes(answer) {
            return None;
        }
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
    /// Opens `question` as if the search had asked it (a checker words
    /// the verdicts of answers it chooses).
    pub fn ask_question(&mut self, question: Question) {
        self.open = Some(question);
        self.last = None;
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
mod tests;
