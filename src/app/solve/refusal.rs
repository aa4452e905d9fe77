//! Why a control could not act, and what the status line says then.

use crate::engine::Outcome;
use crate::i18n::Text;

/// Why a control could not act, for the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// At the end of the search: nothing lies ahead.
    AtEnd,
    /// At step 0: nothing lies behind.
    AtStart,
    /// No undo between here and the known end; whether that end is a
    /// solution.
    NoBacktrackLeft { solves: bool },
    /// A step forward with the quiz's question open and unanswered: the
    /// quiz stays at the step it asks about.
    QuestionOpen,
}

impl Refusal {
    /// What the status line says when a control cannot act (`outcome`:
    /// how the search ended, when it has; `mistaken`: a bug-lab variant
    /// runs, whose verdict is not the puzzle's).
    pub fn says(self, outcome: Option<Outcome>, mistaken: bool, text: &Text) -> &'static str {
        let solve = &text.solve;
        match (self, outcome) {
            (Refusal::AtStart, _) => solve.refused_at_start,
            (Refusal::QuestionOpen, _) => solve.refused_question_open,
            (Refusal::NoBacktrackLeft { solves: true }, _) => solve.refused_no_backtrack_solves,
            (Refusal::NoBacktrackLeft { solves: false }, _) => solve.refused_no_backtrack_dead_ends,
            (Refusal::AtEnd, _) if mistaken => solve.refused_at_end_mistake,
            (Refusal::AtEnd, Some(Outcome::Exhausted)) => solve.refused_at_end_no_solution,
            (Refusal::AtEnd, Some(Outcome::Solved)) => solve.refused_at_end_solved,
            // Only a recording cut before the search ended stops short.
            (Refusal::AtEnd, None) => solve.refused_at_end_recording,
        }
    }
}
