use super::*;
use crate::engine::{Engine, Mistake};
use crate::puzzles;

const EN: &Text = crate::i18n::Lang::En.text();

fn at(mistake: Mistake, step: u64) -> Engine {
    let mut engine = Engine::with_mistake(&puzzles::example().grid, mistake).unwrap();
    assert_eq!(engine.seek(step), step);
    engine
}

#[test]
fn forget_restore_says_what_each_visit_did() {
    // 9 was placed at r1c8 at step 29 and undone at step 41.
    assert_eq!(
        narrate(&at(Mistake::ForgetRestore, 42), EN),
        "r1c8: all digits tried — 9 failed deeper, nothing left here: back to r1c7"
    );
    // r1c7's 9 is rejected by row 1's stale claim: no holder named.
    let e = at(Mistake::ForgetRestore, 45);
    assert_eq!(
        narrate(&e, EN),
        "r1c7: all digits tried — 8 failed deeper, nothing left here: back to r1c6"
    );
    let reasons = dead_end_reasons(&e, EN).unwrap();
    assert_eq!(reasons[7..], ["8 failed deeper", "9 row, a stale claim"]);
    assert!(narrate(&at(Mistake::ForgetRestore, 64), EN).contains("4 and 6 failed deeper"));
    assert!(narrate(&at(Mistake::ForgetRestore, 73), EN).contains("— 2 failed deeper"));
    // 1 was placed at r1c3 at step 2.
    assert_eq!(
        narrate(&at(Mistake::ForgetRestore, 83), EN),
        "r1c3: all digits tried — 1 failed deeper, nothing left here; it is the first cell, so the search is over"
    );
    // Stale claims rejected digits that fitted: no proof of anything.
    let end = narrate(&at(Mistake::ForgetRestore, 84), EN);
    assert!(end.starts_with("the search gave up at r1c3"), "{end}");
    assert!(!end.contains("no solution"), "{end}");
}

#[test]
fn forget_flag_says_the_grid_was_complete_below() {
    assert!(narrate(&at(Mistake::ForgetFlag, 50_175), EN).starts_with("solved"));
    assert_eq!(
        narrate(&at(Mistake::ForgetFlag, 50_176), EN),
        "r9c7: undo 1 — the grid was complete below it, but the result is ignored, so it is undone: unmark, clear, try the next digit"
    );
    let e = at(Mistake::ForgetFlag, 50_185);
    assert_eq!(
        narrate(&e, EN),
        "r9c7: all digits tried — 1 completed the grid (the result was ignored), nothing left here: back to r9c6"
    );
    assert_eq!(
        dead_end_reasons(&e, EN).unwrap()[0],
        "why: 1 completed the grid"
    );
    let mut end = at(Mistake::ForgetFlag, 50_185);
    end.run_to_end();
    assert_eq!(
        narrate(&end, EN),
        "the search is over: at r1c3, the first cell, 4 completed the grid and 1 and 2 failed deeper; the grid was complete once, the result ignored"
    );
}

#[test]
fn restart_column_says_what_its_scan_did() {
    let mut e = at(Mistake::RestartColumn, 3);
    assert_eq!(
        narrate(&e, EN),
        "r1c4: the first empty cell the scan reads, from row 1 and column 3 on, at depth 1"
    );
    e.run_to_end();
    assert_eq!(
        narrate(&e, EN),
        "\"solved\": the scan found no empty cell, yet 42 cells are still empty, after 13 placements and 4 backtracks"
    );
}
