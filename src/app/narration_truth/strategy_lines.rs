//! The lines two searches add under the status, checked against the
//! model: restart-column's cells skipped by its scan, forget-candidates'
//! candidates never given back.

use crate::engine::Engine;

use super::check::{EN, Tally, ZH, cells_named};
use super::model::{Model, Next, Search};

/// restart-column's "skipped by the scan": only empty cells the scan that
/// found the current cell passed over (at its "solved", the last scan's).
pub(super) fn skipped(engine: &Engine, model: &Model, tally: &mut Tally) {
    let listed: u128 = engine
        .state()
        .skipped_cells()
        .iter()
        .fold(0, |m, c| m | 1 << c.index());
    let passed = match (model.search, model.next) {
        (Search::RestartColumn, Next::Over) => model.passed_at_end,
        (Search::RestartColumn, _) => model.stack.last().map_or(0, |v| v.passed_over),
        _ => 0,
    };
    let empty = (0..81)
        .filter(|&c| model.grid[c] == 0)
        .fold(0u128, |m, c| m | 1 << c);
    if listed != 0 {
        tally.skipped += 1;
    }
    assert_eq!(
        listed,
        passed & empty,
        "{:?} skipped {:?}",
        model.search,
        engine.state().skipped_cells()
    );
}

/// forget-candidates' "candidates never given back": every empty cell the
/// model's own record has lost fitting digits of, with those digits, and
/// the line under the status naming the first of them.
pub(super) fn forgotten(engine: &Engine, model: &Model, tally: &mut Tally) {
    let listed: Vec<(usize, Vec<u8>)> = engine
        .forgotten_candidates()
        .iter()
        .map(|(cell, digits)| (cell.index(), digits.iter().collect()))
        .collect();
    let lost: Vec<(usize, Vec<u8>)> = (0..81)
        .map(|cell| (cell, model.forgotten(cell)))
        .filter(|(_, digits)| !digits.is_empty())
        .collect();
    assert_eq!(listed, lost, "{:?} forgotten", model.search);
    if lost.is_empty() {
        return;
    }
    tally.forgotten += 1;
    // Every naming the screen may choose (fewer cells on a small screen).
    for (text, most) in [EN, ZH]
        .into_iter()
        .flat_map(|t| (1..=crate::app::lab::NAMED).map(move |m| (t, m)))
    {
        let said = crate::app::lab::consequence_naming(engine, text, most).expect("a line");
        let named = cells_named(&said);
        let first: Vec<usize> = lost.iter().take(most).map(|(cell, _)| *cell).collect();
        assert_eq!(named, first, "{said}");
        for (_, digits) in lost.iter().take(most) {
            assert!(said.contains(&(text.common.and_list)(digits)), "{said}");
        }
        if lost.len() > most {
            assert!(said.contains(&(lost.len() - most).to_string()), "{said}");
        }
    }
}
