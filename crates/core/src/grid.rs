//! The 9x9 grid: cells, digits, which cells are givens, and the text formats.
//!
//! Digits are stored as `u8`, 1 to 9, with 0 for an empty cell. Cells are
//! numbered 0..81 in reading order; [`Cell`] names them the way a learner
//! reads them (`r4c6`, 1-based).

pub mod lines;
mod parse;
mod parse_error;
mod rows;

use std::fmt;

pub use lines::MAX_LINE;
pub use parse::{PuzzleReader, parse_grid, parse_puzzles};
pub use parse_error::{ParseError, ParseErrorKind, Parsed};

/// One of the 81 cells, numbered 0..81 in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// All 81 cells in reading order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81).map(Cell)
    }

    /// The cell with this reading-order index. Panics when `index >= 81`:
    /// indexes come from the program, never from input.
    pub const fn new(index: usize) -> Cell {
        assert!(index < 81, "cell index out of range");
        Cell(index as u8)
    }

    /// The cell at a 0-based row and column.
    pub const fn at(row: usize, col: usize) -> Cell {
        assert!(row < 9 && col < 9, "row or column out of range");
        Cell((row * 9 + col) as u8)
    }

    /// The reading-order index, 0 to 80.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based row.
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }

    /// 0-based column.
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// 0-based box, numbered in reading order (box 0 top left, box 8 bottom right).
    pub const fn box_index(self) -> usize {
        (self.row() / 3) * 3 + self.col() / 3
    }

    /// The three units this cell belongs to, in the order the tables are checked.
    pub const fn units(self) -> [Unit; 3] {
        [
            Unit::Row(self.row() as u8),
            Unit::Column(self.col() as u8),
            Unit::Box(self.box_index() as u8),
        ]
    }
}

impl fmt::Display for Cell {
    /// `r4c6`: row and column, 1-based, as the learner reads them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// Which kind of table: the order here is the order the classic algorithm
/// checks them in, and so the order that decides a rejection's reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnitKind {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A box.
    Box,
}

impl UnitKind {
    /// Row, column, box: the order the tables are checked in.
    pub const ALL: [UnitKind; 3] = [UnitKind::Row, UnitKind::Column, UnitKind::Box];

    /// `row`, `column`, `box`: the word used in messages and in the trace.
    pub const fn name(self) -> &'static str {
        match self {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
        }
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The cells of the 27 units (rows 0-8, columns 9-17, boxes 18-26), each
/// in reading order.
const UNIT_CELLS: [[Cell; 9]; 27] = {
    let mut units = [[Cell(0); 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut j = 0;
        while j < 9 {
            units[k][j] = Cell((k * 9 + j) as u8);
            units[9 + k][j] = Cell((j * 9 + k) as u8);
            units[18 + k][j] = Cell(((k / 3) * 27 + (k % 3) * 3 + (j / 3) * 9 + j % 3) as u8);
            j += 1;
        }
        k += 1;
    }
    units
};

/// One row, column or box, 0-based inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// A row, 0 to 8 from the top.
    Row(u8),
    /// A column, 0 to 8 from the left.
    Column(u8),
    /// A box, 0 to 8 in reading order.
    Box(u8),
}

impl Unit {
    /// Whether it is a row, a column or a box.
    pub const fn kind(self) -> UnitKind {
        match self {
            Unit::Row(_) => UnitKind::Row,
            Unit::Column(_) => UnitKind::Column,
            Unit::Box(_) => UnitKind::Box,
        }
    }

    /// 0-based index of the unit among those of its kind.
    pub const fn index(self) -> usize {
        match self {
            Unit::Row(i) | Unit::Column(i) | Unit::Box(i) => i as usize,
        }
    }

    /// The nine cells of this unit, in reading order: read from a table,
    /// as the searches and the learner's reader ask it at every reject.
    pub fn cells(self) -> [Cell; 9] {
        UNIT_CELLS[self.kind() as usize * 9 + self.index()]
    }
}

impl fmt::Display for Unit {
    /// `row 1`, `column 3`, `box 5`: 1-based.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind().name(), self.index() + 1)
    }
}

/// A cell in text: its digit, `.` when empty (0).
pub const fn cell_byte(digit: u8) -> u8 {
    if digit == 0 { b'.' } else { b'0' + digit }
}

/// The 81-character line of 81 digits in reading order, as bytes: what
/// [`Grid::to_line`] says, without a `String`, for output written straight
/// into a buffer.
pub fn line_bytes(digits: &[u8; 81]) -> [u8; 81] {
    digits.map(cell_byte)
}

/// A Sudoku grid: 81 cells, each empty (0) or holding 1-9, and which of
/// them are givens (the puzzle's clues, as opposed to digits a solver wrote).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    digits: [u8; 81],
    givens: u128,
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

impl Grid {
    /// The grid with no digit.
    pub const fn empty() -> Grid {
        Grid {
            digits: [0; 81],
            givens: 0,
        }
    }

    /// A puzzle from 81 digits (0 = empty); every filled cell is a given.
    /// Panics on a digit above 9: use [`parse_grid`] for text from outside.
    pub fn from_digits(digits: [u8; 81]) -> Grid {
        let mut givens = 0u128;
        for (i, &d) in digits.iter().enumerate() {
            assert!(d <= 9, "digit out of range");
            if d != 0 {
                givens |= 1 << i;
            }
        }
        Grid { digits, givens }
    }

    /// The digit in a cell, 0 when empty.
    pub fn get(&self, cell: Cell) -> u8 {
        self.digits[cell.index()]
    }

    /// The 81 digits in reading order, 0 for empty.
    pub fn digits(&self) -> &[u8; 81] {
        &self.digits
    }

    /// Whether the digit at `cell` is a given.
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens >> cell.index() & 1 == 1
    }

    /// Writes a digit (0 clears) as a given: the editor's write.
    pub fn set_given(&mut self, cell: Cell, digit: u8) {
        assert!(digit <= 9, "digit out of range");
        self.digits[cell.index()] = digit;
        if digit == 0 {
            self.givens &= !(1 << cell.index());
        } else {
            self.givens |= 1 << cell.index();
        }
    }

    /// Writes a digit (0 clears) that is not a given: a solver's write.
    pub fn set_solved(&mut self, cell: Cell, digit: u8) {
        assert!(digit <= 9, "digit out of range");
        self.digits[cell.index()] = digit;
        self.givens &= !(1 << cell.index());
    }

    /// How many givens.
    pub fn given_count(&self) -> usize {
        self.givens.count_ones() as usize
    }

    /// How many cells hold a digit.
    pub fn filled_count(&self) -> usize {
        self.digits.iter().filter(|&&d| d != 0).count()
    }

    /// Whether no cell holds a digit.
    pub fn is_empty(&self) -> bool {
        self.digits.iter().all(|&d| d == 0)
    }

    /// The grid with only its givens: what the search starts from.
    pub fn givens_only(&self) -> Grid {
        let mut g = Grid::empty();
        for cell in Cell::all() {
            if self.is_given(cell) {
                g.set_given(cell, self.get(cell));
            }
        }
        g
    }

    /// The 81-character line: digits, `.` for an empty cell.
    pub fn to_line(&self) -> String {
        line_bytes(&self.digits)
            .iter()
            .map(|&b| b as char)
            .collect()
    }

    /// A readable 9x9 grid with box separators, 11 lines ending in newlines.
    pub fn to_pretty(&self) -> String {
        let mut out = String::with_capacity(11 * 23);
        for row in 0..9 {
            if row == 3 || row == 6 {
                out.push_str("------+-------+------\n");
            }
            for col in 0..9 {
                if col == 3 || col == 6 {
                    out.push_str(" |");
                }
                if col > 0 {
                    out.push(' ');
                }
                out.push(cell_byte(self.get(Cell::at(row, col))) as char);
            }
            out.push('\n');
        }
        out
    }

    /// True when every cell is filled and every row, column and box holds
    /// each digit once. (Checked here, not through the tables, so the grid
    /// depends on nothing above it.)
    pub fn is_solved(&self) -> bool {
        const ALL_NINE: u16 = 0b11_1111_1110;
        let mut seen = [[0u16; 9]; 3];
        for cell in Cell::all() {
            let bit = 1 << self.get(cell);
            for (k, unit) in cell.units().into_iter().enumerate() {
                seen[k][unit.index()] |= bit;
            }
        }
        seen.iter().flatten().all(|&mask| mask == ALL_NINE)
    }

    /// True when `solution` is a valid full grid that keeps every filled cell of `self`.
    pub fn is_solved_by(&self, solution: &Grid) -> bool {
        solution.is_solved()
            && self
                .digits
                .iter()
                .zip(solution.digits.iter())
                .all(|(&p, &s)| p == 0 || p == s)
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_fixtures::{LEETCODE, LEETCODE_SOLUTION};

    #[test]
    fn cells_name_rows_columns_and_boxes() {
        let c = Cell::at(3, 5);
        assert_eq!(c.to_string(), "r4c6");
        assert_eq!(c.box_index(), 4);
        assert_eq!(Cell::new(80).box_index(), 8);
        assert_eq!(Cell::new(80).to_string(), "r9c9");
    }

    #[test]
    fn unit_cells_are_the_right_nine() {
        assert_eq!(Unit::Box(4).cells()[0], Cell::at(3, 3));
        assert_eq!(Unit::Box(4).cells()[8], Cell::at(5, 5));
        assert_eq!(Unit::Column(2).cells()[8], Cell::at(8, 2));
        assert_eq!(Unit::Row(7).cells()[3], Cell::at(7, 3));
        assert_eq!(Unit::Box(4).to_string(), "box 5");
    }

    #[test]
    fn line_and_pretty_round_trip() {
        let line = LEETCODE;
        let g = parse_grid(line).unwrap();
        assert_eq!(g.to_line(), line);
        assert_eq!(parse_grid(&g.to_pretty()).unwrap(), g);
        assert_eq!(g.given_count(), 30);
        assert!(g.is_given(Cell::new(0)));
        assert!(!g.is_given(Cell::new(2)));
    }

    #[test]
    fn a_grid_is_solved_when_full_and_no_unit_repeats() {
        let solution = LEETCODE_SOLUTION;
        let mut g = parse_grid(solution).unwrap();
        assert!(g.is_solved());
        g.set_given(Cell::new(80), 0);
        assert!(!g.is_solved(), "one empty cell");
        // Swapping two cells of row 1 keeps the rows whole, breaks columns.
        let swapped = format!("{}{}{}", &solution[1..2], &solution[..1], &solution[2..]);
        assert!(!parse_grid(&swapped).unwrap().is_solved());
    }

    #[test]
    fn set_given_and_set_solved_track_givens() {
        let mut g = Grid::empty();
        g.set_given(Cell::new(3), 7);
        assert!(g.is_given(Cell::new(3)));
        g.set_solved(Cell::new(3), 7);
        assert!(!g.is_given(Cell::new(3)));
        assert_eq!(g.get(Cell::new(3)), 7);
        g.set_given(Cell::new(3), 0);
        assert_eq!(g.filled_count(), 0);
    }
}
