//! What the watch says about the learner's search against the program's
//! own searches: the step where it first leaves the nearest one and that
//! difference in one sentence, the reference it equals, and the findings'
//! sentences — all read from the analysis (`learner::analysis::analyse`),
//! the same one `check` prints, so the screen and the command line never
//! disagree.

use crate::grid::Grid;
use crate::i18n::Text;
use crate::learner::analysis::Analysis;
use crate::learner::findings::{Finding, FindingKind};
use crate::learner::run::SolutionRun;
use crate::learner::stream::OffThread;
use crate::recording::{LearnerBuilder, LearnerRecording};

/// The notes the screen shows beside the learner's search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WatchNotes {
    /// The first step (1-based) where the learner's search leaves the
    /// nearest reference search; `None` when it equals one.
    pub first_difference: Option<u64>,
    /// That difference, in one sentence.
    pub difference: Option<String>,
    /// The learner's search equals a reference search event for event (or,
    /// cut short, as far as it was recorded): the sentence that says which.
    pub same_as: Option<String>,
    /// With no first difference (it equals a reference, a bug-lab
    /// mistake's too): the step a finding names, where `D` goes — the
    /// first refusal of a digit no unit held (a stale table), or the
    /// solution the search went on past — and that finding's sentence.
    pub finding_step: Option<(u64, String)>,
    /// The findings, one sentence each.
    pub sentences: Vec<String>,
    /// The board was written by copying whole rows: the sentence that
    /// says its search ran out of sight (what `D` says: there is no first
    /// difference of a search to go to).
    pub copies: Option<String>,
}

/// The learner's search on `puzzle`, recorded as the analysis reads it,
/// and the notes about it.
pub fn watch_notes(
    puzzle: &Grid,
    run: &SolutionRun,
    text: &Text,
) -> (LearnerRecording, WatchNotes) {
    let (analysis, builder) = crate::learner::analysis::analyse_into(puzzle, run, |puzzle| {
        OffThread::new(LearnerBuilder::new(puzzle))
    });
    (builder.finish().finish(), notes_of(&analysis, text))
}

/// The notes of an analysis, worded in `text`'s language.
pub fn notes_of(analysis: &Analysis, text: &Text) -> WatchNotes {
    let words = &text.findings;
    let same_as = analysis
        .findings
        .iter()
        .find(|f| f.kind() == FindingKind::SameAs)
        .map(|f| (words.finding)(f))
        .or_else(|| match (&analysis.first_difference, analysis.nearest) {
            // Stopped or cut short while following one: said as far as it goes.
            (None, Some(nearest)) => {
                Some((text.watch.no_difference_yet)((words.reference)(nearest)))
            }
            _ => None,
        });
    let finding_step = analysis.findings.iter().find_map(|f| match f {
        Finding::RefusesCandidate { step, .. } | Finding::KeepsGoingAfterSolution { step, .. } => {
            Some((*step, (words.finding)(f)))
        }
        _ => None,
    });
    WatchNotes {
        finding_step,
        first_difference: analysis.first_difference.as_ref().map(|d| d.step),
        difference: analysis
            .first_difference
            .as_ref()
            .map(|d| (words.difference)(d)),
        same_as,
        sentences: analysis
            .findings
            .iter()
            .filter(|f| f.kind() != FindingKind::SameAs)
            .map(|f| (words.finding)(f))
            .collect(),
        copies: analysis
            .findings
            .iter()
            .find(|f| f.kind() == FindingKind::CopiesAnswer)
            .map(|f| (words.finding)(f)),
    }
}
