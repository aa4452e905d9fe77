//! The rules of a propagating search on plain lists of writes: the
//! engine's own forward checking keeps them, wipeouts written or not; the
//! classic search, and a digit taken back with nothing proven failed,
//! break them.

use super::*;
use crate::engine::Strategy;
use crate::grid::parse_grid;
use crate::test_fixtures::ESCARGOT;

// The engine's board writes, as propagation's tests make them.
use super::super::propagation::tests::{w, writes_of};

#[test]
fn the_engines_forward_checking_keeps_the_rules_in_its_own_order() {
    let puzzle = parse_grid(ESCARGOT).unwrap();
    for (strategy, fewest) in [
        (Strategy::ForwardChecking, false),
        (Strategy::ForwardCheckingMrv, true),
    ] {
        for look_first in [false, true] {
            let writes = writes_of(&puzzle, strategy, look_first);
            let p = PropagationCheck::of(&puzzle, &writes)
                .unwrap_or_else(|| panic!("{strategy:?} look first {look_first}"));
            assert!(p.ascending && !p.descending, "{strategy:?}");
            assert_eq!(p.fewest, fewest, "{strategy:?}");
            assert!(
                !p.own_ties,
                "{strategy:?}: the engine breaks ties by reading order"
            );
            assert!(!p.past_wipeout, "{strategy:?}");
        }
    }
}

#[test]
fn the_classic_search_breaks_the_rules() {
    let puzzle = parse_grid(crate::test_fixtures::LEETCODE).unwrap();
    let writes = writes_of(&puzzle, Strategy::RowMajor, false);
    assert_eq!(PropagationCheck::of(&puzzle, &writes), None);
}

#[test]
fn a_digit_taken_back_with_nothing_proven_failed_breaks_the_rules() {
    let puzzle = parse_grid(ESCARGOT).unwrap();
    // r1c2 has candidates 2, 5, 6, 8 on AI Escargot; 2 written there
    // leaves no cell without a candidate, and nothing was tried below it:
    // a clear then proves no failure, only a refusal or a search of
    // another kind.
    let cell = Cell::at(0, 1);
    let writes = [w(cell, Some(2)), w(cell, None)];
    assert!(PropagationCheck::of(&puzzle, &writes[..1]).is_some());
    assert_eq!(PropagationCheck::of(&puzzle, &writes), None);
}
