use super::*;
use crate::engine::{Engine, Event, ForceRule, Mistake, Strategy};
use crate::grid::parse_grid;
use crate::grid::{Cell, UnitKind};
use crate::search::Search;

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
        (q.cell, q.tried(), q.truth),
        (Cell::at(0, 3), Some(0), Answer::Digit(2))
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
        v.question.rejections(),
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
            let predicted: Vec<u8> = q.rejections().iter().map(|r| r.digit).collect();
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
    assert_eq!(q.tried(), Some(digit));
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
        .filter(|&c| e.state().digit(c) == stale.digit)
        .count();
    assert_eq!(holders, 0);
}

/// Steps `e` to the first question with a rejection by a stale entry.
fn stale_rejection(e: &mut Engine) -> Option<Rejection> {
    while !e.is_finished() {
        if let Some(q) = Question::at(e)
            && let Some(r) = q.rejections().iter().find(|r| r.by.is_none())
        {
            return Some(*r);
        }
        e.step();
    }
    None
}

/// What the engine does from a question on, compared with its truth: the
/// digit question's rejects and placement or dead end, a cell question's
/// very next event (the wipeout, or the forced placement with its rule).
fn check_against_the_next_events(e: &mut Engine, q: &Question) {
    let ctx = format!("{} step {}", e.strategy(), q.step);
    match &q.kind {
        QuestionKind::Digit { rejections, .. } => {
            let mut rejected = Vec::new();
            let happened = loop {
                match e.step().unwrap() {
                    Event::Reject {
                        digit, reason, by, ..
                    } => rejected.push(Rejection {
                        digit,
                        reason,
                        unit_number: q.cell.units()[reason as usize].index() as u8 + 1,
                        by,
                    }),
                    Event::Place { cell, digit } => {
                        assert_eq!(cell, q.cell, "{ctx}");
                        break Answer::Digit(digit);
                    }
                    Event::DeadEnd { cell } => {
                        assert_eq!(cell, q.cell, "{ctx}");
                        break Answer::DeadEnd;
                    }
                    other => panic!("{ctx}: {other:?} inside a cell's tries"),
                }
            };
            assert_eq!(q.truth, happened, "{ctx}");
            assert_eq!(*rejections, rejected, "{ctx}");
        }
        QuestionKind::Forced { digit, rule, board } => {
            let next = e.step();
            assert_eq!(
                next,
                Some(Event::Force {
                    cell: q.cell,
                    digit: *digit,
                    rule: *rule
                }),
                "{ctx}"
            );
            // The truth's reason holds on the board the question saw.
            let seen = board.candidates[q.cell.index()];
            match rule {
                ForceRule::OnlyCandidate => assert_eq!(seen.iter().collect::<Vec<_>>(), [*digit]),
                ForceRule::OnlyPlace(kind) => {
                    let unit = q.cell.units()[*kind as usize];
                    let places = unit
                        .cells()
                        .into_iter()
                        .filter(|c| board.candidates[c.index()].contains(*digit))
                        .count();
                    assert_eq!(places, 1, "{ctx}");
                }
            }
        }
        QuestionKind::Wipeout { by, board } => {
            assert!(board.candidates[q.cell.index()].is_empty() && !board.is_filled(q.cell));
            let placed_by = by.map(|(cell, digit)| {
                assert_eq!(e.state().digit(cell), digit, "{ctx}");
                cell
            });
            assert_eq!(
                e.step(),
                Some(Event::Wipeout {
                    cell: q.cell,
                    by: placed_by
                }),
                "{ctx}"
            );
        }
    }
}

/// Every question of `steps` steps of a search from `from`: each truth is
/// the engine's next events, and a correct propagating search is asked
/// before every forced placement and every wipeout. Returns the questions
/// asked of each kind (digit, forced, wipeout).
fn every_question(mut e: Engine, from: u64, steps: u64) -> [u32; 3] {
    e.seek(from);
    let mut asked = [0u32; 3];
    let end = e.step_number() + steps;
    while e.step_number() < end && !e.is_finished() {
        let Some(q) = Question::at(&e) else {
            let next = e.step();
            if e.mistake().is_none() {
                assert!(
                    !matches!(next, Some(Event::Force { .. } | Event::Wipeout { .. })),
                    "{} step {}: {next:?} with no question",
                    e.strategy(),
                    e.step_number()
                );
            }
            continue;
        };
        asked[match q.kind {
            QuestionKind::Digit { .. } => 0,
            QuestionKind::Forced { .. } => 1,
            QuestionKind::Wipeout { .. } => 2,
        }] += 1;
        check_against_the_next_events(&mut e, &q);
    }
    asked
}

#[test]
fn every_truth_is_the_engines_next_events_for_every_strategy() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut totals = [0u32; 3];
    for strategy in Strategy::EVERY {
        let asked = every_question(Engine::new(&grid, strategy).unwrap(), 0, 5_000);
        assert!(
            asked[0] > 0 || strategy.forces_singles(),
            "{strategy}: {asked:?}"
        );
        totals.iter_mut().zip(asked).for_each(|(t, a)| *t += a);
    }
    for m in Mistake::ALL {
        every_question(Engine::with_mistake(&grid, m).unwrap(), 0, 2_000);
    }
    // The LeetCode example: singles propagation forces its way through.
    assert!(totals[1] > 10, "{totals:?}");
}

#[test]
fn the_first_forced_cell_and_its_reason_on_the_leetcode_example() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut e = Engine::new(&grid, Strategy::Singles).unwrap();
    let q = Question::at(&e).expect("a forced move before any guess");
    let QuestionKind::Forced { digit, rule, .. } = q.kind else {
        panic!("{q:?}")
    };
    assert_eq!(
        e.step(),
        Some(Event::Force {
            cell: q.cell,
            digit,
            rule
        })
    );
    // A digit answer is not taken by a cell question: it stays open.
    let mut quiz = Quiz::default();
    let mut e = Engine::new(&grid, Strategy::Singles).unwrap();
    quiz.ask(&e);
    assert!(quiz.answer(Answer::Digit(digit)).is_none());
    assert_eq!(quiz.asked(), 0);
    let v = quiz
        .answer_and_settle(Answer::Cell(q.cell), &mut e)
        .unwrap();
    assert!(v.right);
    assert_eq!(e.step_number(), 1);
    // And a wrong cell is kept for review.
    let mut e = Engine::new(&grid, Strategy::Singles).unwrap();
    let other = Cell::at(8, 8);
    assert_ne!(other, q.cell);
    let v = quiz.answer_and_settle(Answer::Cell(other), &mut e).unwrap();
    assert!(!v.right);
    assert_eq!(
        (quiz.right(), quiz.asked(), quiz.wrong_answers().len()),
        (1, 2, 1)
    );
}

#[test]
fn a_wipeout_is_asked_where_it_comes_and_names_the_placement() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut e = Engine::new(&grid, Strategy::ForwardChecking).unwrap();
    let mut quiz = Quiz::default();
    let q = loop {
        if let Some(q) = Question::at(&e)
            && matches!(q.kind, QuestionKind::Wipeout { .. })
        {
            break q;
        }
        assert!(e.step().is_some(), "no wipeout on the LeetCode example");
    };
    let QuestionKind::Wipeout {
        by: Some((by, digit)),
        ..
    } = q.kind
    else {
        panic!("{q:?}")
    };
    assert_eq!(
        e.stack().last().map(|f| (f.cell(), f.digit())),
        Some((by, digit))
    );
    quiz.ask(&e);
    let v = quiz
        .answer_and_settle(Answer::Cell(q.cell), &mut e)
        .unwrap();
    assert!(v.right);
    assert_eq!(
        e.last_event(),
        Some(Event::Wipeout {
            cell: q.cell,
            by: Some(by)
        })
    );
}

mod random {
    use super::*;
    use crate::engine::Strategy as Search;
    use crate::generate::{Difficulty, generate};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// Over made puzzles, from a random step of any strategy, every
        /// question's truth is what the engine does next.
        #[test]
        fn every_truth_is_the_engines_next_events_on_made_puzzles(
            seed in 0u64..1_000_000,
            hard in any::<bool>(),
            from in 0u64..3_000,
        ) {
            let level = if hard { Difficulty::Hard } else { Difficulty::Medium };
            let puzzle = generate(seed, level).puzzle;
            for strategy in Search::EVERY {
                every_question(Engine::new(&puzzle, strategy).unwrap(), from, 1_500);
            }
        }
    }
}
