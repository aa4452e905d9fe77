//! The board as a learner's search has it, read from its writes: digits,
//! which units hold which digit (counted: a learner's board can hold a
//! digit twice in a unit), and the picks of the engine's cell orders.

use crate::grid::{Cell, Grid, Unit, UnitKind};

/// The three units of a cell as indices: rows 0-8, columns 9-17, boxes
/// 18-26, in the engine's order of reasons.
pub fn unit_ids(cell: Cell) -> [usize; 3] {
    [cell.row(), 9 + cell.col(), 18 + cell.box_index()]
}

/// A cell's place (0-8, reading order) in each of its three units: the
/// bit it has in [`Board`]'s `at` masks.
const fn places(cell: Cell) -> [u32; 3] {
    let (r, c) = (cell.row(), cell.col());
    [c as u32, r as u32, ((r % 3) * 3 + c % 3) as u32]
}

/// The board as the learner's search has it, with per-unit counts of each
/// digit (a learner's board can hold a digit twice in a unit).
#[derive(Clone, Debug)]
pub struct Board {
    pub digits: [u8; 81],
    count: [[u8; 10]; 27],
    /// Bit d set when the unit holds d: from `count`, for quick checks.
    mask: [u16; 27],
    /// Bit d set when the unit ever held d (givens and every placement).
    pub ever: [u16; 27],
    /// Bit i set when cell i is empty.
    pub empty: u128,
    /// Bit k of `at[unit][d]` set when the unit's k-th cell holds d: a
    /// holder found with no walk over the unit's cells (the reader asks it
    /// at every reject).
    at: [[u16; 10]; 27],
}

impl Board {
    pub fn new(puzzle: &Grid) -> Board {
        let mut board = Board {
            digits: [0; 81],
            count: [[0; 10]; 27],
            mask: [0; 27],
            ever: [0; 27],
            empty: (1u128 << 81) - 1,
            at: [[0; 10]; 27],
        };
        for cell in Cell::all() {
            let d = puzzle.get(cell);
            if d != 0 {
                board.set(cell, d);
            }
        }
        board
    }

    pub fn set(&mut self, cell: Cell, d: u8) {
        self.clear(cell);
        self.digits[cell.index()] = d;
        self.empty &= !(1u128 << cell.index());
        for (u, k) in unit_ids(cell).into_iter().zip(places(cell)) {
            self.count[u][d as usize] += 1;
            self.mask[u] |= 1 << d;
            self.ever[u] |= 1 << d;
            self.at[u][d as usize] |= 1 << k;
        }
    }

    pub fn clear(&mut self, cell: Cell) {
        let d = self.digits[cell.index()];
        if d == 0 {
            return;
        }
        self.digits[cell.index()] = 0;
        self.empty |= 1u128 << cell.index();
        for (u, k) in unit_ids(cell).into_iter().zip(places(cell)) {
            self.at[u][d as usize] &= !(1 << k);
            self.count[u][d as usize] -= 1;
            if self.count[u][d as usize] == 0 {
                self.mask[u] &= !(1 << d);
            }
        }
    }

    /// Whether a unit of `cell` holds `digit` (the cell itself included).
    pub fn holds(&self, cell: Cell, digit: u8) -> bool {
        unit_ids(cell)
            .iter()
            .any(|&u| self.mask[u] & (1 << digit) != 0)
    }

    /// The first unit where another cell holds `digit`, and that cell.
    pub fn holder(&self, cell: Cell, digit: u8) -> Option<(UnitKind, Cell)> {
        let units = cell.units();
        (0..3).find_map(|k| {
            self.holder_at(units[k], places(cell)[k], digit)
                .map(|c| (units[k].kind(), c))
        })
    }

    /// The first cell of `unit` other than `cell` that holds `digit`.
    pub fn holder_in(&self, unit: Unit, cell: Cell, digit: u8) -> Option<Cell> {
        let k = match unit.kind() {
            UnitKind::Row => 0,
            UnitKind::Column => 1,
            UnitKind::Box => 2,
        };
        // `cell` outside the unit has no place in it: no bit to leave out.
        let place = if cell.units()[k] == unit {
            places(cell)[k]
        } else {
            16
        };
        self.holder_at(unit, place, digit)
    }

    /// The first cell of `unit`, but its `place`-th, that holds `digit`.
    fn holder_at(&self, unit: Unit, place: u32, digit: u8) -> Option<Cell> {
        let id = unit.kind() as usize * 9 + unit.index();
        let others = self.at[id][digit as usize] & !(1u32 << place) as u16;
        (others != 0).then(|| unit.cells()[others.trailing_zeros() as usize])
    }

    pub fn first_empty(&self) -> Option<Cell> {
        (self.empty != 0).then(|| Cell::new(self.empty.trailing_zeros() as usize))
    }

    pub fn candidates(&self, cell: Cell) -> u32 {
        let [r, c, b] = unit_ids(cell);
        9 - (self.mask[r] | self.mask[c] | self.mask[b]).count_ones()
    }

    /// The digits none of `cell`'s units holds, as bits 1-9.
    pub fn candidate_bits(&self, cell: Cell) -> u16 {
        let [r, c, b] = unit_ids(cell);
        !(self.mask[r] | self.mask[c] | self.mask[b]) & 0x3fe
    }

    /// The first empty cell of `cell`'s row, column or box, other than
    /// `cell`, whose only candidate is `digit`: the cell that writing
    /// `digit` at `cell` would leave with none (a wipeout forward checking
    /// sees ahead).
    pub fn wiped_by(&self, cell: Cell, digit: u8) -> Option<Cell> {
        cell.units().iter().flat_map(|u| u.cells()).find(|&peer| {
            let [r, c, b] = unit_ids(peer);
            peer != cell
                && self.digits[peer.index()] == 0
                && !(self.mask[r] | self.mask[c] | self.mask[b]) & 0x3fe == 1 << digit
        })
    }

    /// The engine's most-constrained pick: fewest candidates, the first in
    /// reading order among equals.
    pub fn fewest_candidates(&self) -> Option<Cell> {
        let mut bits = self.empty;
        let mut best = (u32::MAX, None);
        while bits != 0 {
            let cell = Cell::new(bits.trailing_zeros() as usize);
            bits &= bits - 1;
            let n = self.candidates(cell);
            if n < best.0 {
                best = (n, Some(cell));
                if n == 0 {
                    break;
                }
            }
        }
        best.1
    }

    /// restart-column's scan from `from`: rows from its row down, in each
    /// only the columns from its column rightwards.
    pub fn restart_scan(&self, from: Option<Cell>) -> Option<Cell> {
        let (h, l) = from.map_or((0, 0), |c| (c.row(), c.col()));
        (h..9)
            .flat_map(|r| (l..9).map(move |c| Cell::at(r, c)))
            .find(|c| self.digits[c.index()] == 0)
    }
}
