//! The analysis's numbers re-derived from its own steps with the
//! checker's model: the first difference's step against the reference
//! engine, `same-as`'s counts, and the step, cell, digit, unit and count
//! of `accepts-conflict` and `refuses-candidate`.

use super::model::Model;
use super::{cases, puzzle};
use crate::app::narration::Claim;
use crate::learner::analysis::analyse;
use crate::learner::findings::Finding;

/// refuses_candidate.py's refuses-candidate count was 7 where its events
/// refused 8 digits no unit held: an inferred refusal was left out of the
/// count; the count is now of every refused step.
#[test]
fn the_findings_numbers_are_counted_from_the_events() {
    let puzzle = puzzle();
    let mut checked = 0;
    for case in cases::findings() {
        let analysis = analyse(&puzzle, &case.run);
        let steps = &analysis.steps;
        let mut model = Model::new(*puzzle.givens_only().digits());
        // 1-based steps of each conflicting placement and refused digit.
        let (mut conflicts, mut refused) = (Vec::new(), Vec::new());
        for (i, step) in steps.iter().enumerate() {
            let claim = model.apply(step.event, step.inferred, i + 1 < steps.len());
            let inner = match &claim {
                Claim::Inferred(inner) => &**inner,
                other => other,
            };
            match *inner {
                Claim::PlaceConflict { cell, digit, .. } => {
                    conflicts.push((i as u64 + 1, cell, digit))
                }
                Claim::Refused { cell, digit } => refused.push((i as u64 + 1, cell, digit)),
                _ => {}
            }
        }
        // A propagating reference is compared write for write, and its
        // difference checked so in learner::propagation's tests.
        if let Some(d) = analysis
            .first_difference
            .as_ref()
            .filter(|d| !d.reference.propagates())
        {
            let mut engine = d.reference.engine(&puzzle).expect("givens that fit");
            let first = steps
                .iter()
                .position(|s| engine.step() != Some(s.event))
                .map_or(steps.len() as u64 + 1, |i| i as u64 + 1);
            assert_eq!(d.step, first, "{}: first difference", case.name);
        }
        for finding in &analysis.findings {
            match *finding {
                Finding::SameAs {
                    placements,
                    backtracks,
                    ..
                } => {
                    assert_eq!(placements, model.placements, "{}", case.name);
                    assert_eq!(backtracks, model.undos, "{}", case.name);
                }
                Finding::AcceptsConflict {
                    step,
                    cell,
                    digit,
                    count,
                    ..
                } => {
                    assert_eq!(
                        conflicts.first(),
                        Some(&(step, cell, digit)),
                        "{}",
                        case.name
                    );
                    assert_eq!(count, conflicts.len() as u64, "{}", case.name);
                }
                Finding::RefusesCandidate {
                    step,
                    cell,
                    digit,
                    count,
                    ..
                } => {
                    assert_eq!(refused.first(), Some(&(step, cell, digit)), "{}", case.name);
                    assert_eq!(count, refused.len() as u64, "{}", case.name);
                }
                _ => continue,
            }
            checked += 1;
        }
    }
    assert!(checked >= 3, "{checked} findings checked");
}
