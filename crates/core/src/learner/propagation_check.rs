//! Whether a learner's writes are those of a propagating search of some
//! order: a search that guesses at a cell of its own choosing, looks ahead
//! before it goes on, and may fill cells left with a single candidate
//! before it guesses again. The engine's propagating searches are followed
//! write for write ([`super::propagation`]) and leave at the first tie
//! broken another way, the first digit tried in another order; these
//! rules do not: they hold each write to what such a search may do on the
//! board as it stands, whichever tied cell or digit it takes.
//!
//! What each rule proves, from the writes alone: a guess written while no
//! empty cell is left with no candidate; a digit at a cell passed over
//! unwritten only where writing it would leave some empty peer with no
//! candidate (so the classic reading's "refused" is more than is proven);
//! a digit taken back only once the search below it is proven failed (a
//! cell with no candidate on the board, every digit of the next level
//! tried or passed over so, or some empty cell all of whose candidates
//! would leave a peer with none). Anything else and the rules are left.

use super::board::{Board, unit_ids};
use super::writes::Write;
use crate::grid::{Cell, Grid};

/// What the rules found of the writes, when every write kept them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Propagating {
    /// It fills cells with a single candidate before it guesses (some
    /// such write seen), and guesses only where none is left.
    pub singles_first: bool,
    /// Some write fills a cell with a single candidate.
    pub fills_singles: bool,
    /// Every guess at a cell with the fewest candidates.
    pub fewest: bool,
    /// Some guess at a cell with the fewest candidates other than the
    /// first of them in reading order: a tie broken its own way.
    pub own_ties: bool,
    /// Every guess at the first empty cell in reading order.
    pub reading: bool,
    /// Digits at each guessed cell tried going up; going down.
    pub ascending: bool,
    pub descending: bool,
    /// Some digit no unit held was passed over unwritten (for a wipeout
    /// ahead).
    pub passed_over: bool,
    /// Some cell was filled while another had no candidate left (a sweep
    /// that goes on past a wipeout): not forward checking's writes.
    pub past_wipeout: bool,
    /// Some digit was taken back (the search went back at least once).
    pub backtracked: bool,
}

/// One guessed cell (the root has none), with the cells filled after it
/// as singles.
struct Level {
    cell: Option<Cell>,
    digit: u8,
    /// Digits tried here, as bits.
    tried: u16,
    singles: Vec<Cell>,
    /// The search below its digit is proven failed.
    failed: bool,
}

/// The rules, held to one write at a time.
pub struct PropagationCheck {
    board: Board,
    levels: Vec<Level>,
    kept: bool,
    solved: bool,
    found: Propagating,
}

impl PropagationCheck {
    pub fn new(puzzle: &Grid) -> PropagationCheck {
        PropagationCheck {
            board: Board::new(&puzzle.givens_only()),
            levels: vec![Level {
                cell: None,
                digit: 0,
                tried: 0,
                singles: Vec::new(),
                failed: false,
            }],
            kept: true,
            solved: false,
            found: Propagating {
                singles_first: true,
                fills_singles: false,
                fewest: true,
                own_ties: false,
                reading: true,
                ascending: true,
                descending: true,
                passed_over: false,
                past_wipeout: false,
                backtracked: false,
            },
        }
    }

    /// What the rules found, if every write of `writes` kept them.
    pub fn of(puzzle: &Grid, writes: &[Write]) -> Option<Propagating> {
        let mut check = PropagationCheck::new(puzzle);
        for &w in writes {
            check.write(w);
            if !check.kept {
                return None;
            }
        }
        let mut found = check.found;
        found.singles_first &= found.fills_singles;
        Some(found)
    }

    fn write(&mut self, w: Write) {
        let cell = Cell::at(usize::from(w.row), usize::from(w.col));
        let now = self.board.digits[cell.index()];
        self.kept = match w.value {
            // A write no search makes: past the solution, or over a digit.
            _ if self.solved => false,
            Some(d) if now == d => true,
            Some(_) if now != 0 => false,
            Some(d) => self.place(cell, d),
            None if now == 0 => true,
            None => {
                self.found.backtracked = true;
                self.clear(cell)
            }
        };
        self.solved = self.board.empty == 0;
    }

    /// The candidates of an empty `cell`, as bits 1-9.
    fn candidates(&self, cell: Cell) -> u16 {
        self.board.candidate_bits(cell)
    }

    fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let mut bits = self.board.empty;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Cell::new(i)
            })
        })
    }

    /// Some empty cell has no candidate.
    fn wiped_out(&self) -> bool {
        self.empty_cells().any(|c| self.candidates(c) == 0)
    }

    /// Writing `digit` at `cell` would leave an empty peer with none.
    fn wipes(&self, cell: Cell, digit: u8) -> bool {
        self.board.wiped_by(cell, digit).is_some()
    }

    /// Every digit of `bits` at `cell` would leave a peer with none.
    fn all_wipe(&self, cell: Cell, bits: u16) -> bool {
        (1..=9u8)
            .filter(|d| bits & 1 << d != 0)
            .all(|d| self.wipes(cell, d))
    }

    /// The search below the top level is proven failed on this board.
    fn failure_proven(&self) -> bool {
        if self.wiped_out() {
            return true;
        }
        // Some empty cell all of whose candidates are each the only
        // candidate of a peer. Read from each unit's single-candidate
        // cells (which digits one has, which two or more), not by trying
        // every digit of every cell: this runs at every clear.
        let (mut once, mut twice) = ([0u16; 27], [0u16; 27]);
        let mut bits = [0u16; 81];
        for cell in self.empty_cells() {
            let m = self.candidates(cell);
            bits[cell.index()] = m;
            if m.count_ones() == 1 {
                for u in unit_ids(cell) {
                    twice[u] |= once[u] & m;
                    once[u] |= m;
                }
            }
        }
        self.empty_cells().any(|cell| {
            let m = bits[cell.index()];
            let own = if m.count_ones() == 1 { m } else { 0 };
            let covered = unit_ids(cell)
                .iter()
                .fold(0, |acc, &u| acc | twice[u] | once[u] & !own);
            m & !covered == 0
        })
    }

    /// `digit` tried at `cell` after `tried`: the digits passed over on
    /// the way (by the order seen so far) must each wipe a peer out.
    fn order_of(&mut self, cell: Cell, digit: u8, tried: u16) {
        let free = self.candidates(cell) & !tried & !(1 << digit);
        let below = free & ((1u16 << digit) - 1);
        let above = free & !((1u16 << (digit + 1)) - 1);
        let tried_below = tried & ((1u16 << digit) - 1) != 0;
        let tried_above = tried & !((1u16 << (digit + 1)) - 1) != 0;
        self.found.ascending &= !tried_above && self.all_wipe(cell, below);
        self.found.descending &= !tried_below && self.all_wipe(cell, above);
        self.found.passed_over |=
            below != 0 && self.found.ascending || above != 0 && self.found.descending;
    }

    fn place(&mut self, cell: Cell, digit: u8) -> bool {
        let bits = self.candidates(cell);
        if bits & 1 << digit == 0 {
            return false;
        }
        let top = self.levels.last().expect("the root");
        if top.cell == Some(cell) && top.digit == 0 {
            // The next digit at the guessed cell.
            if self.wiped_out() {
                return false;
            }
            let tried = top.tried;
            self.order_of(cell, digit, tried);
            let top = self.levels.last_mut().expect("the root");
            top.digit = digit;
            top.tried |= 1 << digit;
            top.failed = false;
        } else {
            if top.cell.is_some() && top.digit == 0 {
                // A new cell while the last guessed one has no digit.
                return false;
            }
            let wiped = self.wiped_out();
            let single_now = self
                .empty_cells()
                .any(|c| self.candidates(c).count_ones() == 1);
            if bits.count_ones() == 1 && single_now {
                // A cell left with a single candidate, filled.
                self.found.fills_singles = true;
                self.found.past_wipeout |= wiped;
                self.levels.last_mut().expect("the root").singles.push(cell);
            } else {
                if wiped {
                    return false;
                }
                self.found.singles_first &= !single_now;
                let fewest = self.board.fewest_candidates();
                let n = self.board.candidates(cell);
                let least = fewest.map_or(n, |c| self.board.candidates(c));
                self.found.fewest &= n == least;
                self.found.own_ties |= n == least && fewest != Some(cell);
                self.found.reading &= self.board.first_empty() == Some(cell);
                self.order_of(cell, digit, 0);
                self.levels.push(Level {
                    cell: Some(cell),
                    digit,
                    tried: 1 << digit,
                    singles: Vec::new(),
                    failed: false,
                });
            }
        }
        self.board.set(cell, digit);
        true
    }

    fn clear(&mut self, cell: Cell) -> bool {
        loop {
            let proven = self.failure_proven();
            let top = self.levels.last_mut().expect("the root");
            if let Some(at) = top.singles.iter().position(|&c| c == cell) {
                if !(top.failed || proven) {
                    return false;
                }
                top.failed = true;
                top.singles.remove(at);
                break;
            }
            let Some(guessed) = top.cell else {
                return false;
            };
            if guessed == cell && top.digit != 0 {
                if !top.singles.is_empty() || !(top.failed || proven) {
                    return false;
                }
                top.digit = 0;
                top.failed = false;
                break;
            }
            if top.digit != 0 || !top.singles.is_empty() {
                return false;
            }
            // The guessed cell left with no digit: every digit not tried
            // there must wipe a peer out, and the level is done.
            let tried = top.tried;
            let left = self.candidates(guessed) & !tried;
            if !self.all_wipe(guessed, left) {
                return false;
            }
            self.found.passed_over |= left != 0;
            self.levels.pop();
            self.levels.last_mut().expect("the root").failed = true;
        }
        self.board.clear(cell);
        true
    }
}

#[cfg(test)]
#[path = "propagation_check_tests.rs"]
mod tests;
