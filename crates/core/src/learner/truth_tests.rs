//! Issue 27, the analysis: on synthetic writes, each claim is made only
//! where the writes prove it — no rejection from a digit order the writes
//! do not show, a tie of fewest candidates named a tie, a conflicting digit
//! cleared at once by a search that checks before it writes read as a
//! placement, and the stale cause the unit the refusals prove.

use super::analysis::{Analysis, SearchResult, analyse};
use super::board::Board;
use super::compare::{Departure, Reference, StaleCause};
use super::findings::{Finding, FindingKind, Replay, StaleProof};
use super::run::SolutionRun;
use super::writes::{CellOrder, Step, Write};
use crate::engine::Event;
use crate::grid::{Cell, Grid, UnitKind, parse_grid};
use crate::test_fixtures::LEETCODE;

fn w(row: usize, col: usize, value: Option<u8>) -> Write {
    Write {
        row: row as u8,
        col: col as u8,
        value,
        line: None,
    }
}

fn leetcode() -> Grid {
    parse_grid(LEETCODE).unwrap()
}

fn kinds(a: &Analysis) -> Vec<FindingKind> {
    a.findings.iter().map(Finding::kind).collect()
}

#[test]
fn digits_tried_up_and_down_infer_no_rejection_from_a_digit_order() {
    let puzzle = leetcode();
    // r1c3 (candidates 1, 2, 4): 2, then 4 (up), then 1 (down).
    let writes = vec![
        w(0, 2, Some(2)),
        w(0, 2, None),
        w(0, 2, Some(4)),
        w(0, 2, None),
        w(0, 2, Some(1)),
    ];
    let a = analyse(&puzzle, &SolutionRun::returned(writes));
    assert!(a.mixed_digits);
    let at = Cell::at(0, 2);
    let rejects: Vec<&Step> = a
        .steps
        .iter()
        .filter(|s| matches!(s.event, Event::Reject { cell, .. } if cell == at))
        .collect();
    // Read as 1 up to 9, 1 would be rejected before 2, and 3 between 2
    // and 4: neither is shown by a write, and the order is not proven.
    assert!(rejects.is_empty(), "{rejects:?}");
    assert!(
        a.findings
            .iter()
            .any(|f| matches!(f, Finding::DigitOrder { mixed: true, .. })),
        "{:?}",
        a.findings
    );
}

#[test]
fn fewest_candidates_with_another_tie_break_is_most_constrained_and_a_tie() {
    let puzzle = leetcode();
    let board = Board::new(&puzzle.givens_only());
    let pick = board.fewest_candidates().unwrap();
    let n = board.candidates(pick);
    let other = Cell::all()
        .filter(|&c| c != pick && puzzle.get(c) == 0)
        .find(|&c| board.candidates(c) == n)
        .expect("a tie on the LeetCode example");
    let digit = (1..=9).find(|&d| !board.holds(other, d)).unwrap();
    let a = analyse(
        &puzzle,
        &SolutionRun::returned(vec![w(other.row(), other.col(), Some(digit))]),
    );
    assert_eq!(a.order, CellOrder::MostConstrained);
    assert_eq!(a.nearest, Some(Reference::MostConstrained));
    let d = a.first_difference.expect("the tie");
    assert_eq!(
        d.departure,
        Departure::Tie {
            yours: other,
            theirs: pick,
            candidates: n
        }
    );
    assert_eq!(d.step, 1);
}

#[test]
fn a_conflict_cleared_at_once_by_a_search_that_skips_digits_is_a_placement() {
    let puzzle = leetcode();
    // r1c3: 2, taken back, then 4 (3 passed over with no write: it checks
    // before it writes), taken back, then 9 (box 1 holds 9) taken back at
    // once: a placement its check let through, whose next cell failed.
    let writes = vec![
        w(0, 2, Some(2)),
        w(0, 2, None),
        w(0, 2, Some(4)),
        w(0, 2, None),
        w(0, 2, Some(9)),
        w(0, 2, None),
    ];
    let a = analyse(&puzzle, &SolutionRun::returned(writes));
    let k = kinds(&a);
    assert!(!k.contains(&FindingKind::WriteThenCheck), "{k:?}");
    assert!(k.contains(&FindingKind::AcceptsConflict), "{k:?}");
    // A search that writes every digit it tries is write-then-check.
    let writes = vec![
        w(0, 2, Some(1)),
        w(0, 2, None),
        w(0, 2, Some(2)),
        w(0, 2, None),
        w(0, 2, Some(3)),
        w(0, 2, None),
    ];
    let a = analyse(&puzzle, &SolutionRun::returned(writes));
    assert!(
        kinds(&a).contains(&FindingKind::WriteThenCheck),
        "{:?}",
        a.findings
    );
}

fn step(event: Event) -> Step {
    Step {
        event,
        inferred: false,
        line: None,
    }
}

#[test]
fn the_stale_cause_is_the_unit_no_placement_shows_unmarked() {
    let puzzle = leetcode();
    let (r1c7, r1c8) = (Cell::at(0, 6), Cell::at(0, 7));
    let mut replay = Replay::new(&puzzle);
    for event in [
        Event::Place {
            cell: r1c8,
            digit: 9,
        },
        Event::Undo {
            cell: r1c8,
            digit: 9,
        },
        // 9 placed again in row 1 and box 3: their tables were unmarked.
        Event::Place {
            cell: r1c7,
            digit: 9,
        },
        Event::Undo {
            cell: r1c7,
            digit: 9,
        },
        Event::Reject {
            cell: r1c8,
            digit: 9,
            reason: UnitKind::Row,
            by: None,
        },
    ] {
        replay.feed(&step(event));
    }
    assert_eq!(replay.stale_proof(), StaleProof::Unit(1));
    let found = replay.finish();
    assert!(
        found.iter().any(|f| matches!(
            f,
            Finding::RefusesCandidate {
                stale: Some(StaleCause { cell, step: 2 }),
                ..
            } if *cell == r1c8
        )),
        "{found:?}"
    );
}

#[test]
fn a_refusal_nothing_taken_back_explains_names_no_table() {
    let puzzle = leetcode();
    let mut replay = Replay::new(&puzzle);
    let r1c3 = Cell::at(0, 2);
    replay.feed(&step(Event::Reject {
        cell: r1c3,
        digit: 1,
        reason: UnitKind::Row,
        by: None,
    }));
    assert_eq!(replay.stale_proof(), StaleProof::Unexplained);
    assert!(
        replay
            .finish()
            .iter()
            .any(|f| matches!(f, Finding::RefusesCandidate { stale: None, .. }))
    );
}

#[test]
fn a_solution_reached_and_undone_is_not_exhausted() {
    let puzzle = leetcode();
    let mut engine =
        crate::engine::Engine::with_mistake(&puzzle, crate::engine::Mistake::ForgetFlag).unwrap();
    let writes: Vec<Write> = std::iter::from_fn(|| engine.step())
        .filter_map(|e| match e {
            Event::Place { cell, digit } => Some(w(cell.row(), cell.col(), Some(digit))),
            Event::Undo { cell, .. } => Some(w(cell.row(), cell.col(), None)),
            _ => None,
        })
        .collect();
    let a = analyse(&puzzle, &SolutionRun::returned(writes));
    assert_eq!(a.result, SearchResult::SolvedThenUndone);
    assert_eq!(a.result.name(), "solved-then-undone");
}
