use super::*;
use crate::engine::{Engine, Event, Mistake};
use crate::grid::Cell;
use crate::i18n::Lang;
use crate::puzzles;

/// forget-restore's first backtrack (9 at r1c8, step 41) said "unmark,
/// clear" while the code panel says "MISTAKE: not unmarked" and the status
/// line "stale: row 1 claims 9": it clears only.
#[test]
fn forget_restores_backtrack_says_it_clears_and_the_tables_keep_the_digit() {
    let mut engine =
        Engine::with_mistake(&puzzles::example().grid, Mistake::ForgetRestore).unwrap();
    engine.seek(41);
    assert_eq!(
        engine.last_event(),
        Some(Event::Undo {
            cell: Cell::at(0, 7),
            digit: 9
        })
    );
    assert_eq!(
        narrate(&engine, Lang::En.text()),
        "r1c8: backtrack — nothing deeper worked with 9: clear the cell, but the tables keep 9 marked (the mistake: no unmark); 9 was the last digit, so this cell is finished"
    );
    let zh = narrate(&engine, Lang::Zh.text());
    assert!(
        zh.contains("表里仍标记着 9") && !zh.contains("取消标记、清空"),
        "{zh}"
    );
    // The correct search still unmarks.
    let mut correct = Engine::new(&puzzles::example().grid, crate::Strategy::RowMajor).unwrap();
    correct.run_until(u64::MAX, |e: &Event| matches!(e, Event::Undo { .. }));
    assert!(narrate(&correct, Lang::En.text()).contains("unmark, clear"));
}

/// A learner's search shows its writes, not tables: a placement said
/// "it fits: mark row 1, column 3, box 1" of a solution with a scan check.
#[test]
fn a_learners_placement_is_said_in_its_own_terms() {
    let grid = puzzles::example().grid.clone();
    let cell = Cell::at(0, 2);
    let steps: Vec<crate::learner::writes::Step> = [
        Event::Enter { cell, depth: 0 },
        Event::Place { cell, digit: 1 },
    ]
    .into_iter()
    .map(|event| crate::learner::writes::Step {
        event,
        inferred: false,
        line: None,
    })
    .collect();
    let mut learner = crate::recording::Recording::from_learner(&grid, &steps);
    learner.seek(2);
    assert_eq!(
        narrate(&learner, Lang::En.text()),
        "r1c3: try 1 — your check passes (no row, column or box holds 1): 1 is written, go deeper"
    );
    assert!(!narrate(&learner, Lang::Zh.text()).contains("标记第"));
}
