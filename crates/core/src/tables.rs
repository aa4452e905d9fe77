//! The three tables of the classic solution — `row[r][d]`, `col[c][d]`,
//! `box[b][d]`: "digit d is already used in row r / column c / box b" — kept
//! as one 9-bit mask per unit (bit d set when d is used), plus the questions
//! a learner asks of them: which table rejects a digit, and which cell holds it.

use std::fmt;

use crate::grid::{Cell, Grid, Unit, UnitKind};

/// A set of digits 1-9 as a bitmask: bit d stands for digit d (bit 0 unused).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct DigitSet(pub u16);

impl DigitSet {
    /// The nine digits.
    pub const ALL: DigitSet = DigitSet(0b11_1111_1110);
    /// No digit.
    pub const EMPTY: DigitSet = DigitSet(0);

    /// Whether the set holds `digit`.
    pub const fn contains(self, digit: u8) -> bool {
        self.0 >> digit & 1 == 1
    }

    /// How many digits it holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether it holds none.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Its digits, in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (1..=9u8).filter(move |&d| self.contains(d))
    }
}

impl fmt::Display for DigitSet {
    /// `1 4 7`, or `none` for the empty set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (i, d) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

/// The row, column and box tables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tables {
    // The raw bitmasks (bit d: digit d used) are for the engine's hot loop;
    // everyone else asks through `used_in`, `is_used` and `candidates`.
    pub rows: [u16; 9],
    pub cols: [u16; 9],
    pub boxes: [u16; 9],
}

impl Tables {
    /// Tables with every filled cell of the grid marked.
    pub fn from_grid(grid: &Grid) -> Tables {
        let mut t = Tables::default();
        for cell in Cell::all() {
            let d = grid.get(cell);
            if d != 0 {
                t.mark(cell, d);
            }
        }
        t
    }

    /// Marks d as used in the cell's row, column and box.
    #[inline]
    pub fn mark(&mut self, cell: Cell, digit: u8) {
        let bit = 1u16 << digit;
        self.rows[cell.row()] |= bit;
        self.cols[cell.col()] |= bit;
        self.boxes[cell.box_index()] |= bit;
    }

    /// Clears d from the cell's row, column and box ("restore state").
    #[inline]
    pub fn unmark(&mut self, cell: Cell, digit: u8) {
        let bit = !(1u16 << digit);
        self.rows[cell.row()] &= bit;
        self.cols[cell.col()] &= bit;
        self.boxes[cell.box_index()] &= bit;
    }

    /// The digits one unit's table marks as used.
    pub fn used_in(&self, unit: Unit) -> DigitSet {
        DigitSet(match unit {
            Unit::Row(i) => self.rows[i as usize],
            Unit::Column(i) => self.cols[i as usize],
            Unit::Box(i) => self.boxes[i as usize],
        })
    }

    /// Whether `unit`'s table holds `digit`.
    pub fn is_used(&self, unit: Unit, digit: u8) -> bool {
        self.used_in(unit).contains(digit)
    }

    /// The first table, in the classic order row, column, box, that already
    /// holds `digit` for this cell: the reason the classic check rejects it.
    pub fn rejecting_unit(&self, cell: Cell, digit: u8) -> Option<Unit> {
        cell.units().into_iter().find(|&u| self.is_used(u, digit))
    }

    /// The digits no table holds for this cell.
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let used = self.rows[cell.row()] | self.cols[cell.col()] | self.boxes[cell.box_index()];
        DigitSet(!used & DigitSet::ALL.0)
    }
}

/// Two cells of one unit holding the same digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The first cell holding the digit.
    pub first: Cell,
    /// The second.
    pub second: Cell,
    /// The digit repeated.
    pub digit: u8,
    /// The unit it is repeated in.
    pub unit: Unit,
}

impl fmt::Display for Conflict {
    /// `r1c1 and r1c9 both hold 5 in row 1`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} both hold {} in {}",
            self.first, self.second, self.digit, self.unit
        )
    }
}

/// Conflicting givens are why a puzzle cannot be searched: an error.
impl std::error::Error for Conflict {}

/// Every pair of cells whose digit repeats in a row, column or box, units in
/// the order rows, columns, boxes, cells in reading order.
pub fn conflicts(grid: &Grid) -> Vec<Conflict> {
    let mut out = Vec::new();
    for kind in UnitKind::ALL {
        for i in 0..9u8 {
            let unit = match kind {
                UnitKind::Row => Unit::Row(i),
                UnitKind::Column => Unit::Column(i),
                UnitKind::Box => Unit::Box(i),
            };
            let cells = unit.cells();
            for (a, &first) in cells.iter().enumerate() {
                let digit = grid.get(first);
                if digit == 0 {
                    continue;
                }
                for &second in &cells[a + 1..] {
                    if grid.get(second) == digit {
                        out.push(Conflict {
                            first,
                            second,
                            digit,
                            unit,
                        });
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    use crate::test_fixtures::LEETCODE;

    #[test]
    fn tables_mark_what_the_grid_holds() {
        let g = parse_grid(LEETCODE).unwrap();
        let t = Tables::from_grid(&g);
        assert_eq!(t.used_in(Unit::Row(0)).to_string(), "3 5 7");
        assert_eq!(t.used_in(Unit::Column(0)).to_string(), "4 5 6 7 8");
        assert_eq!(t.used_in(Unit::Box(0)).to_string(), "3 5 6 8 9");
        // r1c3 (index 2): the classic LeetCode first empty cell.
        assert_eq!(t.candidates(Cell::new(2)).to_string(), "1 2 4");
    }

    #[test]
    fn rejecting_unit_follows_row_column_box_order() {
        let g = parse_grid(LEETCODE).unwrap();
        let t = Tables::from_grid(&g);
        let c = Cell::new(2); // r1c3
        assert_eq!(t.rejecting_unit(c, 3), Some(Unit::Row(0)));
        assert_eq!(t.rejecting_unit(c, 8), Some(Unit::Column(2)));
        assert_eq!(t.rejecting_unit(c, 6), Some(Unit::Box(0)));
        assert_eq!(t.rejecting_unit(c, 1), None);
    }

    #[test]
    fn mark_then_unmark_restores() {
        let mut t = Tables::from_grid(&parse_grid(LEETCODE).unwrap());
        let before = t;
        t.mark(Cell::new(2), 4);
        assert!(t.is_used(Unit::Box(0), 4));
        t.unmark(Cell::new(2), 4);
        assert_eq!(t, before);
    }

    #[test]
    fn conflicts_name_both_cells_and_the_unit() {
        let mut g = parse_grid(LEETCODE).unwrap();
        assert!(conflicts(&g).is_empty());
        g.set_given(Cell::at(0, 7), 5);
        let found = conflicts(&g);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].to_string(), "r1c1 and r1c8 both hold 5 in row 1");
        g.set_given(Cell::at(1, 1), 5);
        let found: Vec<String> = conflicts(&g).iter().map(|c| c.to_string()).collect();
        assert_eq!(
            found,
            [
                "r1c1 and r1c8 both hold 5 in row 1",
                "r2c2 and r2c6 both hold 5 in row 2",
                "r1c1 and r2c2 both hold 5 in box 1"
            ]
        );
    }

    #[test]
    fn digit_set_lists_digits() {
        assert_eq!(DigitSet::ALL.len(), 9);
        assert_eq!(DigitSet::EMPTY.to_string(), "none");
        assert_eq!(DigitSet(0b1001_0010).to_string(), "1 4 7");
    }
}
