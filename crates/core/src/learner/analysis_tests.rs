//! The analysis on plain lists of writes, no process started: the
//! engine's own searches read back as themselves, and each shape of
//! learner's mistake found by its kind.

use proptest::prelude::*;

use super::*;
use crate::engine::{Engine, Mistake, Strategy};
use crate::generate::{Difficulty, generate};
use crate::grid::{UnitKind, parse_grid};
use crate::learner::compare::{self, Departure};
use crate::learner::findings::{self, FindingKind};
use crate::learner::run::{End, StopReason};
use crate::learner::writes::Reader;
use crate::test_fixtures::LEETCODE;

fn w(row: usize, col: usize, value: Option<u8>) -> Write {
    Write {
        row: row as u8,
        col: col as u8,
        value,
        line: None,
    }
}

/// The writes a search makes: each Place a digit, each Undo a `.`.
fn writes_of(engine: &mut Engine) -> Vec<Write> {
    std::iter::from_fn(|| engine.step())
        .filter_map(|e| match e {
            Event::Place { cell, digit } => Some(w(cell.row(), cell.col(), Some(digit))),
            Event::Undo { cell, .. } => Some(w(cell.row(), cell.col(), None)),
            _ => None,
        })
        .collect()
}

fn leetcode() -> Grid {
    parse_grid(LEETCODE).unwrap()
}

fn kinds(a: &Analysis) -> Vec<FindingKind> {
    a.findings.iter().map(Finding::kind).collect()
}

#[test]
fn the_classic_search_is_the_same_as_row_major_with_its_counts() {
    let puzzle = leetcode();
    let mut engine = Engine::new(&puzzle, Strategy::RowMajor).unwrap();
    let a = analyse(&puzzle, &SolutionRun::returned(writes_of(&mut engine)));
    assert_eq!(a.same_as, Some(Reference::RowMajor));
    assert_eq!(a.order, CellOrder::RowMajor);
    assert_eq!(a.result, SearchResult::Solved);
    assert_eq!((a.counts.placements, a.counts.backtracks), (4208, 4157));
    assert_eq!(a.counts.writes, 4208 + 4157);
    assert_eq!(a.first_difference, None);
    assert_eq!(
        a.findings,
        [Finding::SameAs {
            reference: Reference::RowMajor,
            placements: 4208,
            backtracks: 4157
        }]
    );
}

#[test]
fn each_mistake_of_the_bug_lab_is_recognised_from_its_writes() {
    let puzzle = leetcode();
    for (mistake, reference, result) in [
        (
            Mistake::ForgetRestore,
            Reference::ForgetRestore,
            SearchResult::Exhausted,
        ),
        (
            Mistake::ForgetFlag,
            Reference::ForgetFlag,
            // It reached the solution and took it back: not "no solution".
            SearchResult::SolvedThenUndone,
        ),
        (
            Mistake::RestartColumn,
            Reference::RestartColumn,
            SearchResult::ReturnedIncomplete,
        ),
    ] {
        let mut engine = Engine::with_mistake(&puzzle, mistake).unwrap();
        let a = analyse(&puzzle, &SolutionRun::returned(writes_of(&mut engine)));
        assert_eq!(
            a.same_as,
            Some(reference),
            "{mistake}: {:?}",
            a.first_difference
        );
        assert_eq!(a.result, result, "{mistake}");
    }
}

#[test]
fn forget_flag_keeps_going_and_forget_restore_refuses_candidates() {
    let puzzle = leetcode();
    let mut engine = Engine::with_mistake(&puzzle, Mistake::ForgetFlag).unwrap();
    let a = analyse(&puzzle, &SolutionRun::returned(writes_of(&mut engine)));
    assert!(kinds(&a).contains(&FindingKind::KeepsGoingAfterSolution));
    let mut engine = Engine::with_mistake(&puzzle, Mistake::ForgetRestore).unwrap();
    let a = analyse(&puzzle, &SolutionRun::returned(writes_of(&mut engine)));
    let refused = a
        .findings
        .iter()
        .find(|f| f.kind() == FindingKind::RefusesCandidate)
        .expect("refuses-candidate");
    let Finding::RefusesCandidate {
        step,
        cell,
        digit,
        stale: Some(stale),
        ..
    } = *refused
    else {
        panic!("{refused:?}")
    };
    // The stale cause is a real undo of that digit at a peer, before it.
    assert!(stale.step < step);
    assert_eq!(
        a.steps[stale.step as usize - 1].event,
        Event::Undo {
            cell: stale.cell,
            digit
        }
    );
    assert_eq!(
        a.steps[step as usize - 1].event.cell(),
        Some(cell),
        "{refused:?}"
    );
}

#[test]
fn a_check_that_forgets_the_box_is_an_accepted_conflict_at_the_first_difference() {
    // r1c3 = 1 ... the LeetCode puzzle's box 1 holds 9 and 8 (r3c2, r3c3);
    // write 9 at r1c3: row 1 and column 3 allow it, the box does not.
    let puzzle = leetcode();
    let a = analyse(
        &puzzle,
        &SolutionRun::returned(vec![w(0, 2, Some(9)), w(0, 3, Some(6))]),
    );
    let d = a.first_difference.expect("a difference");
    assert_eq!(d.reference, Reference::RowMajor);
    // Steps 1 (enter r1c3) to 9 (rejecting 1-8 but placing 1, 2, 4 ...):
    // the classic search places 1 at step 2, the learner's rejects it.
    assert_eq!(d.step, 2);
    let conflict = a
        .findings
        .iter()
        .find(|f| f.kind() == FindingKind::AcceptsConflict)
        .expect("accepts-conflict");
    assert_eq!(
        *conflict,
        Finding::AcceptsConflict {
            step: a
                .steps
                .iter()
                .position(|s| s.event
                    == Event::Place {
                        cell: Cell::at(0, 2),
                        digit: 9
                    })
                .unwrap() as u64
                + 1,
            cell: Cell::at(0, 2),
            digit: 9,
            unit: UnitKind::Box,
            holder: Cell::at(2, 1),
            count: 1
        }
    );
}

#[test]
fn a_conflicting_placement_where_the_classic_rejects_is_named_at_its_step() {
    // The classic writes 1 at r1c3 (step 2), then enters r1c4 and tries
    // 1 (held by r1c3), 2 ... A learner writing 1 at r1c4 too accepts a
    // conflict with r1c3 in the row.
    let puzzle = leetcode();
    let a = analyse(
        &puzzle,
        &SolutionRun::returned(vec![w(0, 2, Some(1)), w(0, 3, Some(1))]),
    );
    let d = a.first_difference.expect("a difference");
    assert_eq!(
        d.departure,
        Departure::AcceptsConflict {
            cell: Cell::at(0, 3),
            digit: 1,
            unit: UnitKind::Row,
            holder: Cell::at(0, 2)
        }
    );
    assert_eq!(d.step, 4);
}

#[test]
fn another_first_cell_is_a_cell_order_difference() {
    let puzzle = leetcode();
    // r4c2 (empty) first, not r1c3.
    let a = analyse(&puzzle, &SolutionRun::returned(vec![w(3, 1, Some(5))]));
    assert_eq!(
        a.first_difference.map(|d| (d.step, d.departure)),
        Some((
            1,
            Departure::OtherCell {
                yours: Cell::at(3, 1),
                theirs: Cell::at(0, 2)
            }
        ))
    );
    assert_eq!(a.order, CellOrder::Unknown);
    assert!(a.inferred_left_out);
    assert!(kinds(&a).contains(&FindingKind::CellOrder));
    assert!(kinds(&a).contains(&FindingKind::ReturnsIncomplete));
}

#[test]
fn the_shapes_of_writes_are_found_by_their_kind() {
    let puzzle = leetcode();
    // r1c3: 9 written (held by the box), cleared: write-then-check.
    let a = analyse(
        &puzzle,
        &SolutionRun::returned(vec![w(0, 2, Some(9)), w(0, 2, None)]),
    );
    assert!(
        kinds(&a).contains(&FindingKind::WriteThenCheck),
        "{:?}",
        a.findings
    );
    // r1c3: 1 then 2 with no `.` between.
    let a = analyse(
        &puzzle,
        &SolutionRun::returned(vec![w(0, 2, Some(1)), w(0, 2, Some(2))]),
    );
    assert!(kinds(&a).contains(&FindingKind::OverwritesWithoutClearing));
    // r1c3 = 1, r1c4 = 2, then r1c3 = 2: r1c4 is left holding its digit.
    let a = analyse(
        &puzzle,
        &SolutionRun::returned(vec![w(0, 2, Some(1)), w(0, 3, Some(2)), w(0, 2, Some(2))]),
    );
    assert!(kinds(&a).contains(&FindingKind::NeverClears));
    // r1c3: 4 then 2: digits tried downwards.
    let a = analyse(
        &puzzle,
        &SolutionRun::returned(vec![w(0, 2, Some(4)), w(0, 2, None), w(0, 2, Some(2))]),
    );
    assert!(a.descending);
    assert!(kinds(&a).contains(&FindingKind::DigitOrder));
}

#[test]
fn a_given_changed_is_a_wrong_answer() {
    let puzzle = leetcode();
    let a = analyse(&puzzle, &SolutionRun::returned(vec![w(0, 0, Some(3))]));
    assert_eq!(a.result, SearchResult::WrongAnswer);
    // The 3 written over r1c1's 5 also clashes with r1c2's 3.
    assert!(a.findings.contains(&Finding::WrongAnswer {
        given_changed: Some(findings::GivenChanged {
            cell: Cell::at(0, 0),
            given: 5,
            written: Some(3)
        }),
        clash: Some(findings::Clash {
            unit: UnitKind::Row,
            first: Cell::at(0, 0),
            second: Cell::at(0, 1),
            digit: 3
        }),
        odd: 0
    }));
}

#[test]
fn a_stopped_run_and_a_raise_are_said_with_their_kind() {
    let puzzle = leetcode();
    let mut run = SolutionRun::returned(vec![w(0, 2, Some(1))]);
    run.end = End::Stopped(StopReason::Time);
    let a = analyse(&puzzle, &run);
    assert_eq!(a.result, SearchResult::Stopped);
    assert!(kinds(&a).contains(&FindingKind::Stopped));
    run.end = End::Raised {
        message: "IndexError: list index out of range".into(),
        lines: vec![12],
    };
    let a = analyse(&puzzle, &run);
    assert_eq!(a.result, SearchResult::Error);
    assert!(kinds(&a).contains(&FindingKind::Error));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Writes made by the engine's own searches, on random puzzles from
    /// the generator, analyse as that search event for event.
    #[test]
    fn the_engines_own_searches_analyse_as_themselves(seed in any::<u64>(), mc in any::<bool>()) {
        let puzzle = generate(seed, Difficulty::Easy).puzzle;
        let (strategy, reference) = if mc {
            (Strategy::MostConstrained, Reference::MostConstrained)
        } else {
            (Strategy::RowMajor, Reference::RowMajor)
        };
        let mut engine = Engine::new(&puzzle, strategy).unwrap();
        let a = analyse(&puzzle, &SolutionRun::returned(writes_of(&mut engine)));
        // A puzzle where both searches are one and the same is the first
        // reference's.
        if a.same_as != Some(Reference::RowMajor) {
            prop_assert_eq!(a.same_as, Some(reference), "{:?}", a.first_difference);
        }
        prop_assert_eq!(a.result, SearchResult::Solved);
    }
}

/// A learner-like list of writes: one of the five references' searches
/// of the LeetCode example, cut somewhere, some of its `.` writes left
/// out (a search that does not always clear), and stray writes put in.
fn shaken_writes(
    reference: usize,
    cut: usize,
    drop_dots: u8,
    strays: &[(usize, u8, u8)],
) -> Vec<Write> {
    let puzzle = leetcode();
    let mut engine = Reference::ALL[reference].engine(&puzzle).unwrap();
    let mut writes = writes_of(&mut engine);
    writes.truncate(cut.min(writes.len()));
    let mut k = 0u32;
    writes.retain(|w| {
        k = k.wrapping_mul(2_654_435_761).wrapping_add(1);
        w.value.is_some() || (k >> 24) as u8 >= drop_dots
    });
    for &(at, cell, value) in strays {
        let at = at % (writes.len() + 1);
        let value = (value % 10 != 0).then_some(value % 10);
        writes.insert(
            at,
            w(
                usize::from(cell % 81) / 9,
                usize::from(cell % 81) % 9,
                value,
            ),
        );
    }
    writes
}

/// The options a whole first reading of the writes gives (the analysis
/// read the writes twice so, before it read them once and guessed).
fn options_of_a_first_reading(puzzle: &Grid, writes: &[Write], copied: bool) -> ReadOptions {
    let mut first = Reader::new(puzzle, CellOrder::Unknown);
    for &write in writes {
        first.write(write);
        first.drain();
    }
    let seen = first.observed();
    let order = match seen.order {
        _ if copied => CellOrder::Unknown,
        fits if fits.row_major => CellOrder::RowMajor,
        fits if fits.most_constrained => CellOrder::MostConstrained,
        fits if fits.restart_column => CellOrder::RestartColumn,
        _ => CellOrder::Unknown,
    };
    ReadOptions {
        order,
        descending: !copied && seen.downward_tries > 0 && seen.upward_tries == 0,
        mixed_digits: !copied && seen.downward_tries > 0 && seen.upward_tries > 0,
        stale_tables: false,
        accepts_conflicts: seen.kept_conflicts > 0
            || (seen.write_then_checks > 0
                && seen.skips(
                    seen.downward_tries > 0 && seen.upward_tries == 0,
                    seen.downward_tries > 0 && seen.upward_tries > 0,
                ) > 0),
        never_tried: None,
        propagating: false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The reading that guesses the orders and begins again when a write
    /// shows it wrong ends with the steps, findings and comparisons of a
    /// reading told the orders from the start.
    #[test]
    fn guessing_the_orders_reads_as_knowing_them(
        reference in 0..5usize,
        cut in 0..12_000usize,
        drop_dots in prop_oneof![Just(0u8), any::<u8>()],
        strays in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 0..4),
        returns in any::<bool>(),
    ) {
        let puzzle = leetcode();
        let mut run = SolutionRun::returned(shaken_writes(reference, cut, drop_dots, &strays));
        if !returns {
            run.end = End::Stopped(StopReason::Writes);
        }
        let guessed = analyse(&puzzle, &run);
        let copied = copied(&run).is_some();
        let mut options = options_of_a_first_reading(&puzzle, &run.writes, copied);
        // Whether the writes follow a propagating search furthest is told
        // at the end, as a copy is (learner::propagation's tests).
        options.propagating = guessed.read_as.0.propagating;
        let mut knowing = Reading::knowing(&puzzle, |_| Vec::new(), options, copied);
        knowing.read(&run.writes);
        let (mut known, steps) = knowing.conclude(&run);
        known.steps = steps;
        prop_assert_eq!(&guessed.steps, &known.steps);
        prop_assert_eq!(&guessed.findings, &known.findings);
        prop_assert_eq!(&guessed.observed, &known.observed);
        prop_assert_eq!(format!("{:?}", guessed.read_as), format!("{:?}", known.read_as));
        prop_assert_eq!(format!("{guessed:?}"), format!("{known:?}"));
    }

    /// The comparison that checks the learner's writes against the
    /// row-major search's, and steps that search's engine only from the
    /// first other write, finds what stepping every reference beside every
    /// event finds: the reference equalled, the nearest, and where it is
    /// left.
    #[test]
    fn following_row_major_by_its_writes_compares_as_event_by_event(
        reference in prop_oneof![Just(0usize), 0..5usize],
        cut in 0..12_000usize,
        drop_dots in prop_oneof![Just(0u8), Just(0u8), any::<u8>()],
        strays in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 0..3),
    ) {
        let puzzle = leetcode();
        let run = SolutionRun::returned(shaken_writes(reference, cut, drop_dots, &strays));
        let a = analyse(&puzzle, &run);
        let agreements = compare::compare(&puzzle, &a.steps);
        let same_as = agreements.iter().find(|x| x.equal).map(|x| x.reference);
        let nearest = compare::nearest(&agreements);
        prop_assert_eq!(a.same_as, same_as);
        // A propagating search followed further write for write is the
        // nearest instead (learner::propagation's tests).
        if a.nearest.is_some_and(|r| r.propagates()) {
            return Ok(());
        }
        // Of references followed equally far, the one whose cell order
        // the writes show is named.
        let nearest = nearest.map(|best| {
            agreements
                .iter()
                .copied()
                .find(|x| x.common == best.common && x.reference.order() == a.order)
                .unwrap_or(best)
        });
        prop_assert_eq!(a.nearest, nearest.map(|x| x.reference));
        let step = match (same_as, nearest) {
            (None, Some(x)) => Some(x.common as u64 + 1),
            _ => None,
        };
        prop_assert_eq!(a.first_difference.map(|d| d.step), step);
    }

    /// Writes handed over in batches while the program runs ([`Live`])
    /// read as the same writes read after it.
    #[test]
    fn reading_while_the_program_runs_reads_as_after_it(
        reference in 0..5usize,
        cut in 0..12_000usize,
        drop_dots in prop_oneof![Just(0u8), any::<u8>()],
        strays in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 0..4),
        batch in 1..5_000usize,
    ) {
        let puzzle = leetcode();
        let writes = shaken_writes(reference, cut, drop_dots, &strays);
        let after = analyse(&puzzle, &SolutionRun::returned(writes.clone()));
        let live = Live::start(&puzzle, |_| Vec::new());
        let sender = live.sender();
        for chunk in writes.chunks(batch) {
            sender.send(Batch::Writes(chunk.to_vec())).unwrap();
        }
        let mut run = SolutionRun::returned(Vec::new());
        let (mut during, steps) = live.finish(&mut run);
        during.steps = steps;
        prop_assert_eq!(run.writes, writes);
        prop_assert_eq!(format!("{after:?}"), format!("{during:?}"));
    }
}

/// refuses-candidate counts every reject of a digit no unit holds, as the
/// watch says "refused" at each (an inferred one too: it counted 7 where
/// refuses_candidate.py's events had 8); the finding still starts at one
/// read from a write, an inferred one with no digit taken back near it
/// being perhaps a digit the search never meant to try.
#[test]
fn refuses_candidate_counts_every_refused_step() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let r1c3 = Cell::at(0, 2);
    // No unit of r1c3 holds 1, 2 or 4 on the LeetCode example.
    let refuse = |digit, inferred| Step {
        event: Event::Reject {
            cell: r1c3,
            digit,
            reason: UnitKind::Row,
            by: None,
        },
        inferred,
        line: None,
    };
    let steps = [
        Step {
            event: Event::Enter {
                cell: r1c3,
                depth: 0,
            },
            inferred: false,
            line: None,
        },
        refuse(1, true),
        refuse(2, false),
        refuse(4, true),
    ];
    let found = crate::learner::findings::replay(&puzzle, &steps);
    let refused = found
        .iter()
        .find(|f| f.kind() == FindingKind::RefusesCandidate)
        .expect("refuses-candidate");
    assert!(
        matches!(
            *refused,
            Finding::RefusesCandidate {
                step: 3,
                digit: 2,
                count: 3,
                ..
            }
        ),
        "{refused:?}"
    );
}

#[test]
fn a_search_on_the_board_then_a_copy_that_changes_nothing_is_no_copies_finding() {
    let puzzle = leetcode();
    let mut engine = Engine::new(&puzzle, Strategy::RowMajor).unwrap();
    let mut run = SolutionRun::returned(writes_of(&mut engine));
    // `board[:] = board` at the end: a copy, no cell changed.
    run.copies = Some(crate::learner::run::Copies {
        count: 1,
        first_line: Some(30),
        first_write: run.writes.len(),
        writes: 0,
    });
    let a = analyse(&puzzle, &run);
    assert!(
        !kinds(&a).contains(&FindingKind::CopiesAnswer),
        "{:?}",
        kinds(&a)
    );
    assert_eq!(a.same_as, Some(Reference::RowMajor));
}

#[test]
fn writes_that_came_from_a_copy_are_placements_with_nothing_inferred_and_no_comparison() {
    let puzzle = leetcode();
    let solution = crate::test_fixtures::LEETCODE_SOLUTION.as_bytes();
    // The answer written back in reading order, as `board[r] = g[r]` does.
    let writes: Vec<Write> = Cell::all()
        .filter(|&c| !puzzle.is_given(c))
        .map(|c| w(c.row(), c.col(), Some(solution[c.index()] - b'0')))
        .collect();
    let mut run = SolutionRun::returned(writes);
    run.copies = Some(crate::learner::run::Copies {
        count: 9,
        first_line: Some(27),
        first_write: 0,
        writes: run.writes.len() as u64,
    });
    let a = analyse(&puzzle, &run);
    assert_eq!(kinds(&a), vec![FindingKind::CopiesAnswer]);
    assert_eq!(a.result, SearchResult::Solved);
    assert_eq!(a.counts.placements, 51);
    assert_eq!(a.counts.rejects, 0);
    assert_eq!((a.same_as, a.nearest), (None, None));
    assert!(a.first_difference.is_none());
    assert!(a.steps.iter().all(|s| !s.inferred));
}

/// The LeetCode example's answer as writes, one per empty cell, in
/// `cells`' order.
fn answer_written_in(cells: impl Iterator<Item = Cell>) -> Vec<Write> {
    let puzzle = leetcode();
    let solution = crate::test_fixtures::LEETCODE_SOLUTION.as_bytes();
    cells
        .filter(|&c| !puzzle.is_given(c))
        .map(|c| w(c.row(), c.col(), Some(solution[c.index()] - b'0')))
        .collect()
}

#[test]
fn an_answer_written_back_cell_by_cell_is_no_search_whatever_its_order() {
    let puzzle = leetcode();
    // Deepest first, as a recursion that writes its cell while unwinding
    // from the answer does: no order a search follows.
    let backwards: Vec<Cell> = Cell::all().collect::<Vec<_>>().into_iter().rev().collect();
    // Reading order: read as a search, it passes over 1 at r1c3, which
    // no unit holds.
    for (order, writes) in [
        ("reverse", answer_written_in(backwards.into_iter())),
        ("reading", answer_written_in(Cell::all())),
    ] {
        let a = analyse(&puzzle, &SolutionRun::returned(writes));
        assert_eq!(kinds(&a), vec![FindingKind::CopiesAnswer], "{order}");
        assert!(
            a.findings.contains(&Finding::WrittenBack { cells: 51 }),
            "{order}: {:?}",
            a.findings
        );
        assert_eq!(a.result, SearchResult::Solved, "{order}");
        assert_eq!((a.counts.placements, a.counts.rejects), (51, 0), "{order}");
        assert_eq!((a.same_as, a.nearest), (None, None), "{order}");
        assert!(a.first_difference.is_none(), "{order}");
        assert!(a.steps.iter().all(|s| !s.inferred), "{order}");
    }
}

#[test]
fn a_search_that_never_goes_back_is_a_search_not_an_answer_written_back() {
    // One empty cell: the classic search writes the one digit it can
    // place, once, and nothing else; so does a write-back. The writes are
    // the classic search's own, so they are compared as a search.
    let solution = crate::test_fixtures::LEETCODE_SOLUTION;
    let puzzle = parse_grid(&format!(".{}", &solution[1..])).unwrap();
    let mut engine = Engine::new(&puzzle, Strategy::RowMajor).unwrap();
    let a = analyse(&puzzle, &SolutionRun::returned(writes_of(&mut engine)));
    assert_eq!(a.same_as, Some(Reference::RowMajor));
    assert!(
        !kinds(&a).contains(&FindingKind::CopiesAnswer),
        "{:?}",
        kinds(&a)
    );
    // A cell written twice is a search going back, never a write-back.
    let mut twice = answer_written_in(Cell::all());
    twice.insert(0, w(0, 2, Some(1)));
    let a = analyse(&leetcode(), &SolutionRun::returned(twice));
    assert!(
        !kinds(&a).contains(&FindingKind::CopiesAnswer),
        "{:?}",
        kinds(&a)
    );
}
