//! What the watch says about the learner's search against the classic
//! one: the step where it first leaves it, and the findings' sentences.
//!
//! Until the analysis of issue 19 (`learner::analysis::analyse`) lands,
//! this is the one function to rewire: it compares the steps with the
//! engine's row-major events and gives the first step that differs, and
//! no sentences.

use crate::engine::{Engine, Strategy};
use crate::grid::Grid;
use crate::learner::run::SolutionRun;
use crate::learner::writes::Step;

/// The notes the screen shows beside the learner's search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WatchNotes {
    /// The first step (1-based) whose event is not the classic search's;
    /// `None` when every recorded step is.
    pub first_difference: Option<u64>,
    /// The learner's search is the classic one, event for event, to its end.
    pub same_as_classic: bool,
    /// The findings, one sentence each.
    pub sentences: Vec<String>,
}

/// The notes for the learner's `steps` on `puzzle`.
pub fn watch_notes(puzzle: &Grid, _run: &SolutionRun, steps: &[Step]) -> WatchNotes {
    let Ok(mut engine) = Engine::new(puzzle, Strategy::RowMajor) else {
        return WatchNotes::default();
    };
    for (i, step) in steps.iter().enumerate() {
        if engine.step() != Some(step.event) {
            return WatchNotes {
                first_difference: Some(i as u64 + 1),
                ..WatchNotes::default()
            };
        }
    }
    WatchNotes {
        first_difference: None,
        same_as_classic: engine.is_finished(),
        sentences: Vec::new(),
    }
}
