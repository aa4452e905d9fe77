//! The write-for-write comparison on plain lists of writes, no process
//! started: the engine's propagating searches read back as themselves,
//! with their wipeouts written or not; forced moves in another order and
//! another tie-break told as what they are.

use super::*;
use crate::engine::{Engine, Strategy};
use crate::grid::{Cell, parse_grid};
use crate::learner::analysis::{Analysis, analyse};
use crate::learner::findings::FindingKind;
use crate::learner::run::SolutionRun;
use crate::learner::writes::Write;
use crate::search::Search;
use crate::test_fixtures::ESCARGOT;

fn escargot() -> Grid {
    parse_grid(ESCARGOT).unwrap()
}

pub(in crate::learner) fn w(cell: Cell, value: Option<u8>) -> Write {
    Write {
        row: cell.row() as u8,
        col: cell.col() as u8,
        value,
        line: None,
    }
}

/// The board writes of `strategy`'s search of `puzzle`: a guess or a
/// forced move a digit, an undo a `.`. With `look_first`, the guesses a
/// wipeout takes back at once are left unwritten with their forced moves
/// and undos, as a code that looks before it writes leaves them.
pub(in crate::learner) fn writes_of(
    puzzle: &Grid,
    strategy: Strategy,
    look_first: bool,
) -> Vec<Write> {
    let mut engine = Engine::new(puzzle, strategy).unwrap();
    let mut out = Vec::new();
    // Where the writes since the last guess begin, and undos to drop.
    let (mut since_guess, mut drop_undos) = (0, 0);
    while let Some(event) = engine.step() {
        match event {
            Event::Place { cell, digit } => {
                since_guess = out.len();
                out.push(w(cell, Some(digit)));
            }
            Event::Force { cell, digit, .. } => out.push(w(cell, Some(digit))),
            Event::Wipeout { .. } if look_first => {
                drop_undos = out.len() - since_guess;
                out.truncate(since_guess);
            }
            Event::Undo { .. } if drop_undos > 0 => drop_undos -= 1,
            Event::Undo { cell, .. } => out.push(w(cell, None)),
            _ => {}
        }
    }
    out
}

fn kinds(a: &Analysis) -> Vec<FindingKind> {
    a.findings.iter().map(|f| f.kind()).collect()
}

#[test]
fn each_propagating_search_is_recognised_from_its_writes_wipeouts_written_or_not() {
    let puzzle = escargot();
    for reference in Reference::PROPAGATING {
        let strategy = reference.strategy().unwrap();
        for look_first in [false, true] {
            let writes = writes_of(&puzzle, strategy, look_first);
            let a = analyse(&puzzle, &SolutionRun::returned(writes));
            let case = format!("{} (look first: {look_first})", reference.name());
            // Forward checking with fewest candidates that writes its
            // wipeouts goes next to the cell left with none, as the
            // most-constrained search does, and finds every digit held
            // there: the same writes, and the plainer name comes first.
            let expected = match reference {
                Reference::ForwardCheckingMrv if !look_first => Reference::MostConstrained,
                _ => reference,
            };
            assert_eq!(a.same_as, Some(expected), "{case}");
            assert_eq!(a.nearest, Some(expected), "{case}");
            assert_eq!(a.first_difference, None, "{case}");
            // No digit the code passed over, or never looked at, is said
            // refused; forced cells are no order of its own.
            assert!(
                !kinds(&a).contains(&FindingKind::RefusesCandidate),
                "{case}"
            );
            assert!(!kinds(&a).contains(&FindingKind::NeverTries), "{case}");
            assert!(
                !a.findings.iter().any(|f| matches!(
                    f,
                    crate::learner::findings::Finding::CellOrder {
                        order: crate::learner::writes::CellOrder::Unknown,
                        ..
                    }
                )),
                "{case}"
            );
        }
    }
}

#[test]
fn the_counts_of_a_propagating_search_are_its_writes() {
    let puzzle = escargot();
    let mut engine = Engine::new(&puzzle, Strategy::SinglesMrv).unwrap();
    engine.run_to_end();
    let c = *engine.counts();
    let a = analyse(
        &puzzle,
        &SolutionRun::returned(writes_of(&puzzle, Strategy::SinglesMrv, false)),
    );
    // Guesses and forced moves are placements alike in the writes.
    assert_eq!(a.counts.placements, c.place + c.force);
    assert_eq!(a.counts.backtracks, c.undo);
}

#[test]
fn the_classic_search_is_not_forward_checking() {
    let puzzle = escargot();
    let writes = writes_of(&puzzle, Strategy::RowMajor, false);
    let a = analyse(&puzzle, &SolutionRun::returned(writes));
    assert_eq!(a.same_as, Some(Reference::RowMajor));
}

#[test]
fn two_forced_moves_swapped_are_a_difference_said_in_writes() {
    let puzzle = escargot();
    let mut writes = writes_of(&puzzle, Strategy::Singles, false);
    // The first two forced moves in a row after a guess: the first write
    // of the puzzle is a forced move, and so is the third (after a guess).
    let mut engine = Engine::new(&puzzle, Strategy::Singles).unwrap();
    let events: Vec<Event> = std::iter::from_fn(|| engine.step()).collect();
    let written: Vec<Event> = events
        .iter()
        .copied()
        .filter(|e| {
            matches!(
                e,
                Event::Place { .. } | Event::Force { .. } | Event::Undo { .. }
            )
        })
        .collect();
    let k = (1..written.len())
        .find(|&k| {
            matches!(written[k - 1], Event::Force { .. })
                && matches!(written[k], Event::Force { .. })
        })
        .expect("two forced moves in a row");
    writes.swap(k - 1, k);
    let a = analyse(&puzzle, &SolutionRun::returned(writes.clone()));
    assert_eq!(a.same_as, None);
    let d = a.first_difference.expect("a difference");
    assert_eq!(d.reference, Reference::Singles);
    let Event::Force { cell, digit, rule } = written[k - 1] else {
        unreachable!()
    };
    let Departure::OtherWrite { yours, theirs } = d.departure else {
        panic!("{d:?}")
    };
    assert_eq!(theirs, Written::Forced { cell, digit, rule });
    let moved = writes[k - 1];
    assert_eq!(
        yours.key(),
        (
            Cell::at(moved.row as usize, moved.col as usize),
            moved.value.unwrap()
        )
    );
    assert!(!d.inferred);
}

#[test]
fn a_tie_of_fewest_candidates_broken_another_way_is_a_tie() {
    let puzzle = escargot();
    let mut engine = Engine::new(&puzzle, Strategy::ForwardCheckingMrv).unwrap();
    let mut lockstep = WriteLockstep::new(&puzzle);
    let step = |event| Step {
        event,
        inferred: false,
        line: None,
    };
    // Up to the first pick with another cell as constrained, past the
    // first wipeout: the learner's code picks that other cell.
    let mut wiped = false;
    let (yours, theirs, candidates) = loop {
        let event = engine.step().expect("a tie before the end");
        if let Event::Enter { cell, .. } = event
            && wiped
        {
            let board = Board::new(&engine.grid());
            let n = board.candidates(cell);
            if let Some(other) = Cell::all()
                .find(|&c| c != cell && board.digits[c.index()] == 0 && board.candidates(c) == n)
            {
                break (other, cell, n);
            }
        }
        match event {
            Event::Wipeout { .. } => wiped = true,
            Event::Force { cell, digit, .. } => lockstep.feed(&step(Event::Place { cell, digit })),
            other => lockstep.feed(&step(other)),
        }
    };
    let digit = (1..=9)
        .find(|&d| !Board::new(&engine.grid()).holds(yours, d))
        .unwrap();
    lockstep.feed(&step(Event::Enter {
        cell: yours,
        depth: 0,
    }));
    lockstep.feed(&step(Event::Place { cell: yours, digit }));
    let got = lockstep.finish();
    let fc_mrv = got
        .iter()
        .find(|a| a.reference == Reference::ForwardCheckingMrv)
        .unwrap();
    assert_eq!(
        fc_mrv.departure,
        Some(Departure::Tie {
            yours,
            theirs,
            candidates
        })
    );
}

#[test]
fn a_search_that_goes_on_past_the_solution_leaves_at_its_next_write() {
    let puzzle = escargot();
    let mut writes = writes_of(&puzzle, Strategy::ForwardChecking, false);
    let last = *writes.last().unwrap();
    writes.push(Write {
        value: None,
        ..last
    });
    let a = analyse(&puzzle, &SolutionRun::returned(writes));
    assert_eq!(a.same_as, None);
    let d = a.first_difference.expect("a difference");
    assert!(
        matches!(d.departure, Departure::GoesOnAfterSolved { .. }),
        "{d:?}"
    );
}
