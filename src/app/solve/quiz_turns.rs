//! The quiz's turns on the solve screen: asking before each placement or
//! dead end (and, under propagation, before each forced placement and
//! wipeout, answered with a cursor on the grid), judging the answer,
//! running on to what happened.

use super::SolveState;
use crate::app::Direction;
use crate::grid::Cell;
use crate::quiz::{Answer, Question, Quiz};

impl SolveState {
    /// `x`: the quiz on (asking at the next cell the search tries a digit
    /// in) or off; the score is kept either way.
    pub fn toggle_quiz(&mut self) {
        match self.quiz.take() {
            Some(mut quiz) => {
                quiz.withdraw();
                self.quiz_kept = quiz;
            }
            None => {
                self.stop();
                let mut quiz = std::mem::take(&mut self.quiz_kept);
                self.advance_to_question(&mut quiz);
                self.quiz = Some(quiz);
            }
        }
    }

    /// The quiz while it is off: its score and wrong answers, for review.
    pub fn quiz_kept(&self) -> &Quiz {
        &self.quiz_kept
    }

    /// The learner's answer to the question shown (the one at this step):
    /// judged, then the search runs on to what happened (the placement or
    /// the dead end). The next question waits for a step or Space.
    pub fn answer_quiz(&mut self, answer: Answer) {
        let Some(mut quiz) = self.quiz.take() else {
            return;
        };
        self.stop();
        quiz.answer_and_settle(answer, &mut *self.search);
        self.reached = self.reached.max(self.search.step_number());
        self.quiz = Some(quiz);
    }

    /// The cell question open at this step, if one is: its keys (the
    /// cursor, Enter) then come before the screen's.
    pub fn cell_question(&self) -> Option<&Question> {
        let quiz = self.quiz.as_ref()?;
        quiz.question_at(self.search.step_number())
            .filter(|q| q.asks_for_a_cell())
    }

    /// Where the quiz's cursor is (a cell question's answer, once Enter).
    pub fn quiz_cursor(&self) -> Cell {
        self.quiz_cursor
    }

    /// The quiz's cursor one cell towards `direction`, stopping at the
    /// grid's edge.
    pub fn move_quiz_cursor(&mut self, direction: Direction) {
        let (row, col) = (self.quiz_cursor.row(), self.quiz_cursor.col());
        let (row, col) = match direction {
            Direction::Left => (row, col.saturating_sub(1)),
            Direction::Right => (row, (col + 1).min(8)),
            Direction::Up => (row.saturating_sub(1), col),
            Direction::Down => ((row + 1).min(8), col),
        };
        self.quiz_cursor = Cell::at(row, col);
    }

    /// After the search moved by any control or frame: the quiz follows
    /// it to the current step.
    pub fn quiz_follows(&mut self) {
        if let Some(quiz) = &mut self.quiz {
            quiz.follow(&*self.search);
        }
    }

    /// Playing with the quiz on: up to `n` events, stopping (and pausing)
    /// at the next question, so the learner is asked at every cell.
    /// Where playing pauses by itself (`P`) applies here too: between two
    /// questions the search backtracks, and a question left unanswered
    /// plays on into its dead end.
    pub(super) fn play_to_question(&mut self, n: u64) {
        // A verdict shown where the next question stands already (a
        // placement followed by a forced move or a wipeout): playing
        // pauses at once and asks it, as at any other question.
        if let Some(quiz) = &mut self.quiz
            && quiz.open_question().is_none()
            && quiz.ask(&*self.search).is_some()
        {
            self.playing = false;
            return;
        }
        for _ in 0..n {
            let Some(event) = self.run_until(1, super::StepSize::Every) else {
                break;
            };
            if self.pause_at.stops_at(&event) {
                self.playing = false;
                self.paused_at = Some(self.pause_at);
                break;
            }
            if Question::at(&*self.search).is_some() {
                self.playing = false;
                break;
            }
        }
    }

    /// Steps forward to the next cell the quiz can ask about, and asks.
    fn advance_to_question(&mut self, quiz: &mut Quiz) {
        while quiz.ask(&*self.search).is_none() && self.search.step().is_some() {}
        self.reached = self.reached.max(self.search.step_number());
    }

    /// With the quiz on, a step forward goes to the next question;
    /// refused while the question here waits for its answer.
    pub fn next_question(&mut self) -> Result<(), super::Refusal> {
        let Some(mut quiz) = self.quiz.take() else {
            return Ok(());
        };
        if quiz.open_question().is_some() {
            self.quiz = Some(quiz);
            return Err(super::Refusal::QuestionOpen);
        }
        // After a verdict the search may stand at a question already (a
        // placement followed by a forced move or a wipeout): asked here;
        // else the search steps on to the next one.
        if quiz.open_question().is_none() && quiz.ask(&*self.search).is_none() {
            self.search.step();
            self.advance_to_question(&mut quiz);
        }
        self.quiz = Some(quiz);
        Ok(())
    }
}

impl crate::app::App {
    /// Whether a cell question of the quiz is open on the solve screen,
    /// whatever overlay is over it (the help lists its keys first then).
    pub fn quiz_cell_open(&self) -> bool {
        self.mode_context() == crate::app::Context::Solve
            && self.solve().is_some_and(|s| s.cell_question().is_some())
    }

    /// Whether a cell question's keys (the cursor, Enter) come before the
    /// screen's and a lesson's: one is open and the solve screen takes
    /// the keys.
    pub fn quiz_cell_layer(&self) -> bool {
        self.quiz_cell_open()
            && self.overlay == crate::app::Overlay::None
            && self.context() == crate::app::Context::Solve
    }
}
