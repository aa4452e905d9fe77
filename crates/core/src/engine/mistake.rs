//! The bug lab's four classic mistakes: each is a search with one rule
//! changed (the first three row-major, forget-candidates forward
//! checking), exactly as `reference/classic_dfs.cpp` defines its modes of
//! the same names. The engine runs them like the correct
//! search (explicit stack, step back, seek), so a learner can watch what
//! each mistake does, event by event.

use std::fmt;

use super::Strategy;
use crate::grid::{Cell, UnitKind};
use crate::tables::{DigitSet, Tables};

/// One classic mistake in the backtracking search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mistake {
    /// On undo the cell is cleared but the row, column and box tables are
    /// not unmarked: the tables go on claiming digits the grid does not hold.
    ForgetRestore,
    /// The deeper call's result is ignored (`dfs(board);` with no `if ...
    /// return true`): a complete grid does not stop the search, which undoes
    /// it and goes on to the end.
    ForgetFlag,
    /// The next empty cell is looked for from the cell just filled, every
    /// later row from that same column (`for (int j = l; ...)`): cells left
    /// of it on later rows are skipped, and "solved" can come with empty
    /// cells left.
    RestartColumn,
    /// Forward checking that keeps each cell's candidates in a table of its
    /// own: a placement removes its digit from the empty peers' candidates,
    /// but the undo only clears the cell and unmarks the row, column and box
    /// tables; the candidates removed are never given back. A cell can then
    /// run out of candidates while digits still fit it: a false wipeout,
    /// which can prune the branch holding the solution.
    ForgetCandidates,
}

impl Mistake {
    /// Every mistake, in the order the bug lab cycles them.
    pub const ALL: [Mistake; 4] = [
        Mistake::ForgetRestore,
        Mistake::ForgetFlag,
        Mistake::RestartColumn,
        Mistake::ForgetCandidates,
    ];

    /// The name used on the command line and by the reference's modes.
    pub const fn name(self) -> &'static str {
        match self {
            Mistake::ForgetRestore => "forget-restore",
            Mistake::ForgetFlag => "forget-flag",
            Mistake::RestartColumn => "restart-column",
            Mistake::ForgetCandidates => "forget-candidates",
        }
    }

    /// The mistake of this name (`forget-restore`, …).
    pub fn from_name(name: &str) -> Option<Mistake> {
        Mistake::ALL.into_iter().find(|m| m.name() == name)
    }

    /// The variant after `variant` in the bug lab's cycle: the correct
    /// search (`None`), then each mistake, then the correct search again.
    pub fn next_variant(variant: Option<Mistake>) -> Option<Mistake> {
        match variant {
            None => Some(Mistake::ForgetRestore),
            Some(Mistake::ForgetRestore) => Some(Mistake::ForgetFlag),
            Some(Mistake::ForgetFlag) => Some(Mistake::RestartColumn),
            Some(Mistake::RestartColumn) => Some(Mistake::ForgetCandidates),
            Some(Mistake::ForgetCandidates) => None,
        }
    }

    /// The strategy the search making this mistake runs: forward checking
    /// for forget-candidates (it is a mistake of propagation), row-major
    /// for the others.
    pub const fn strategy(self) -> Strategy {
        match self {
            Mistake::ForgetCandidates => Strategy::ForwardChecking,
            _ => Strategy::RowMajor,
        }
    }
}

impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A table entry no digit on the grid backs: `unit` claims `digit`, but no
/// cell of that unit holds it. Only forget-restore leaves these behind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StaleEntry {
    pub kind: UnitKind,
    /// 0-8: which row, column or box.
    pub index: u8,
    pub digit: u8,
}

/// Every stale entry of `tables` against `digits` (the grid, 0 for empty),
/// rows first, then columns, then boxes; each in digit order.
pub fn stale_entries(tables: &Tables, digits: &[u8; 81]) -> Vec<StaleEntry> {
    let mut held = Tables::default();
    for (i, &d) in digits.iter().enumerate() {
        if d != 0 {
            held.mark(Cell::new(i), d);
        }
    }
    let kinds = [
        (UnitKind::Row, &tables.rows, &held.rows),
        (UnitKind::Column, &tables.cols, &held.cols),
        (UnitKind::Box, &tables.boxes, &held.boxes),
    ];
    let mut stale = Vec::new();
    for (kind, claimed, backed) in kinds {
        for index in 0..9 {
            let extra = DigitSet(claimed[index] & !backed[index]);
            for digit in extra.iter() {
                stale.push(StaleEntry {
                    kind,
                    index: index as u8,
                    digit,
                });
            }
        }
    }
    stale
}

/// The empty cells a restart-column scan passed over on its way to
/// `found` (the cell it found; `None`: it found none): the empty cells
/// before it in reading order. The scan reads rows from the last filled
/// cell's down and, in each, only the columns from that cell's rightwards,
/// and takes the first empty cell it reads, so every empty cell before the
/// one found lies outside what it read. The correct scan would have found
/// the first of them.
pub fn skipped_by_restart_column(found: Option<Cell>, digits: &[u8; 81]) -> Vec<Cell> {
    let end = found.map_or(81, Cell::index);
    Cell::all()
        .take(end)
        .filter(|cell| digits[cell.index()] == 0)
        .collect()
}

/// The candidates a forget-candidates search has lost without cause: for
/// each empty cell (reading order), the digits none of its row, column and
/// box holds that its kept candidates (`kept`, bits 1-9) no longer list.
/// Each was removed by a placement since taken back, and never given back.
pub fn forgotten_candidates(
    tables: &Tables,
    digits: &[u8; 81],
    kept: &[u16; 81],
) -> Vec<(Cell, DigitSet)> {
    Cell::all()
        .filter(|cell| digits[cell.index()] == 0)
        .filter_map(|cell| {
            let lost = tables.candidates(cell).0 & !kept[cell.index()];
            (lost != 0).then_some((cell, DigitSet(lost)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_the_cycle_visits_each_variant_once() {
        for m in Mistake::ALL {
            assert_eq!(Mistake::from_name(m.name()), Some(m));
        }
        assert_eq!(Mistake::from_name("forget"), None);
        let mut seen = vec![];
        let mut v = None;
        for _ in 0..5 {
            v = Mistake::next_variant(v);
            seen.push(v);
        }
        assert_eq!(
            seen,
            [
                Some(Mistake::ForgetRestore),
                Some(Mistake::ForgetFlag),
                Some(Mistake::RestartColumn),
                Some(Mistake::ForgetCandidates),
                None
            ]
        );
    }

    #[test]
    fn a_table_entry_without_its_digit_on_the_grid_is_stale() {
        let mut digits = [0u8; 81];
        digits[3] = 2; // r1c4 holds 2
        let mut tables = Tables::default();
        tables.mark(Cell::new(3), 2);
        assert!(stale_entries(&tables, &digits).is_empty());
        // 5 was placed at r1c1 and cleared without unmarking.
        tables.mark(Cell::new(0), 5);
        assert_eq!(
            stale_entries(&tables, &digits),
            [
                StaleEntry {
                    kind: UnitKind::Row,
                    index: 0,
                    digit: 5
                },
                StaleEntry {
                    kind: UnitKind::Column,
                    index: 0,
                    digit: 5
                },
                StaleEntry {
                    kind: UnitKind::Box,
                    index: 0,
                    digit: 5
                },
            ]
        );
    }

    #[test]
    fn the_restart_column_scan_skips_only_the_empty_cells_before_the_one_it_found() {
        let mut digits = [1u8; 81];
        digits[9] = 0; // r2c1: before the cell found, skipped
        digits[20] = 0; // r3c3: found
        digits[5] = 0; // r1c6: before it, skipped
        digits[1] = 0; // r1c2: before it, skipped
        digits[28] = 0; // r4c2: after it, not reached yet
        let skipped = skipped_by_restart_column(Some(Cell::new(20)), &digits);
        assert_eq!(skipped, [Cell::new(1), Cell::new(5), Cell::new(9)]);
        // A scan that found nothing passed over every empty cell.
        let all = skipped_by_restart_column(None, &digits);
        assert_eq!(all.len(), 5);
    }
}
