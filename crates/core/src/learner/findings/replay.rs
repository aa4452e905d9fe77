//! The replay of a read search's steps on a board ([`Replay`]): the
//! conflicting placements, refused candidates, undos no write shows and
//! solution gone past that it finds, and what its refusals prove of the
//! tables ([`StaleProof`]).

use super::Finding;
use crate::engine::Event;
use crate::grid::{Cell, Grid};
use crate::learner::board::{Board, unit_ids};
use crate::learner::compare::StaleCause;
use crate::learner::writes::Step;

/// What a replay of the steps on a board finds: conflicting placements,
/// refused candidates, undos no write shows, a solution gone past.
#[cfg(any(test, feature = "test-fixtures"))]
pub fn replay(puzzle: &Grid, steps: &[Step]) -> Vec<Finding> {
    let mut replay = Replay::new(puzzle);
    for step in steps {
        replay.feed(step);
    }
    replay.finish()
}

/// [`replay`] one step at a time, as the reading makes them, so no list
/// of the steps is needed.
pub struct Replay {
    board: Board,
    conflict: Option<Finding>,
    refused: Option<Finding>,
    implicit: Option<Finding>,
    /// The first `Solved` with a solution on the board (its 1-based step):
    /// a finding if more steps follow it.
    solved_at: Option<u64>,
    conflicts: u64,
    refusals: u64,
    implicits: u64,
    /// Steps fed so far.
    len: u64,
    /// Steps were fed as vouched for, the board not kept with them: it is
    /// to be set again ([`Replay::resync`]) before any other step.
    board_behind: bool,
    /// The units (bit 0 row, 1 column, 2 box) where every refusal so far
    /// had its digit taken back earlier: the units whose tables may keep a
    /// stale claim for all of them.
    stale_units: u8,
    /// The digits (as bits) of refusals whose digit was taken back from
    /// none of their units: no stale table explains them (a check reading
    /// a wrong cell, or a digit loop that stops short).
    unexplained: u16,
    /// The first refusal's last undo of its digit in each of its units.
    first_causes: [Option<StaleCause>; 3],
    /// Bit d of a unit's entry: d was taken back in the unit and not
    /// placed in it since (a table of the unit not unmarked claims it).
    maybe_stale: [u16; 27],
    /// Unit kinds (bit 0 row, 1 column, 2 box) proven unmarked: a digit
    /// was placed in such a unit after being taken back there, which a
    /// stale table of the kind would have refused.
    clean: u8,
    /// Each digit's first refusal where no unit holds it (1-based step,
    /// cell), inferred ones included.
    first_unheld: [Option<(u64, Cell)>; 10],
    /// The step each digit was last taken back from each cell (0: never),
    /// so a refusal's stale cause is read from its 20 peers, not by a walk
    /// back over every step before it (which made a long search quadratic).
    undone: Box<[[u64; 10]; 81]>,
}

impl Replay {
    pub fn new(puzzle: &Grid) -> Replay {
        Replay {
            board: Board::new(&puzzle.givens_only()),
            conflict: None,
            refused: None,
            implicit: None,
            solved_at: None,
            conflicts: 0,
            refusals: 0,
            implicits: 0,
            len: 0,
            board_behind: false,
            stale_units: 0b111,
            unexplained: 0,
            first_causes: [None; 3],
            maybe_stale: [0; 27],
            clean: 0,
            first_unheld: [None; 10],
            undone: Box::new([[0; 10]; 81]),
        }
    }

    /// The last undo of `digit` at `cell` or a cell sharing a unit with
    /// it, among the steps fed so far.
    pub fn stale_cause(&self, cell: Cell, digit: u8) -> Option<StaleCause> {
        latest(self.stale_causes(cell, digit))
    }

    /// A step the reading vouches for as the row-major search's (no
    /// solution among them): such a search places no conflict and
    /// refuses no candidate, and its undos are written, so there is
    /// nothing to find, only the step and its undo to count; the board is
    /// set again from the search's own once the vouching ends.
    pub fn feed_vouched(&mut self, step: &Step) {
        debug_assert!(step.event != Event::Solved);
        self.len += 1;
        self.board_behind = true;
        match step.event {
            Event::Undo { cell, digit } => {
                self.undone[cell.index()][digit as usize] = self.len;
                self.taken_back(cell, digit);
                // (The row-major search's undos are written: none is implicit.)
                debug_assert!(!step.inferred);
            }
            Event::Place { cell, digit } => self.placed(cell, digit),
            _ => {}
        }
    }

    /// `digit` taken back at `cell`: its units' tables, if not unmarked,
    /// claim it from here.
    fn taken_back(&mut self, cell: Cell, digit: u8) {
        for unit in unit_ids(cell) {
            self.maybe_stale[unit] |= 1 << digit;
        }
    }

    /// `digit` placed at `cell`: a unit kind whose table would have
    /// claimed it, had it not been unmarked, is proven unmarked.
    fn placed(&mut self, cell: Cell, digit: u8) {
        for (k, unit) in unit_ids(cell).into_iter().enumerate() {
            if self.maybe_stale[unit] & 1 << digit != 0 {
                self.clean |= 1 << k;
                self.maybe_stale[unit] &= !(1 << digit);
            }
        }
    }

    /// The board as it stands after the steps fed (the row-major search's
    /// grid at the end of what was vouched for).
    pub fn resync(&mut self, grid: &Grid) {
        self.board = Board::new(grid);
        self.board_behind = false;
    }

    pub fn feed(&mut self, step: &Step) {
        debug_assert!(
            !self.board_behind,
            "a step after vouched ones, before a resync"
        );
        self.len += 1;
        let n = self.len;
        match step.event {
            Event::Place { cell, digit } => {
                let board = &self.board;
                let held = board.holds(cell, digit).then(|| board.holder(cell, digit));
                if let Some((unit, holder)) = held.flatten() {
                    self.conflicts += 1;
                    self.conflict.get_or_insert(Finding::AcceptsConflict {
                        step: n,
                        cell,
                        digit,
                        unit,
                        holder,
                        count: 0,
                    });
                }
                self.board.set(cell, digit);
                self.placed(cell, digit);
            }
            // Every step the watch says "refused" counts (the count is of
            // the events). The finding starts at one read from a write,
            // or inferred from the orders where a digit taken back nearby
            // explains it; an inferred one with no such cause may be a
            // digit the search never meant to try.
            Event::Reject { cell, digit, .. } if !self.board.holds(cell, digit) => {
                self.refusals += 1;
                self.first_unheld[digit as usize].get_or_insert((n, cell));
                let causes = self.stale_causes(cell, digit);
                // The units whose table may still claim the digit: taken
                // back there, not placed there since.
                let ids = unit_ids(cell);
                let units = (0..3)
                    .filter(|&k| self.maybe_stale[ids[k]] & 1 << digit != 0)
                    .fold(0u8, |m, k| m | 1 << k);
                self.stale_units &= units;
                if units == 0 {
                    self.unexplained |= 1 << digit;
                }
                if self.refused.is_none() {
                    let stale = latest(causes);
                    if !step.inferred || stale.is_some() {
                        self.first_causes = causes;
                        self.refused = Some(Finding::RefusesCandidate {
                            step: n,
                            cell,
                            digit,
                            stale,
                            count: 0,
                            wipes_out: self.board.wiped_by(cell, digit),
                        });
                    }
                }
            }
            Event::Undo { cell, digit } => {
                self.board.clear(cell);
                self.undone[cell.index()][digit as usize] = n;
                self.taken_back(cell, digit);
                if step.inferred {
                    self.implicits += 1;
                    self.implicit.get_or_insert(Finding::NeverClears {
                        step: n,
                        cell,
                        digit,
                        count: 0,
                    });
                }
            }
            Event::Solved
                if self.solved_at.is_none() && Grid::from_digits(self.board.digits).is_solved() =>
            {
                self.solved_at = Some(n);
            }
            _ => {}
        }
    }

    /// The last undo of `digit` in each unit of `cell` (row, column, box),
    /// the cell itself included (its own digit taken back stays claimed
    /// by a table not unmarked).
    pub fn stale_causes(&self, cell: Cell, digit: u8) -> [Option<StaleCause>; 3] {
        cell.units().map(|unit| {
            unit.cells()
                .into_iter()
                .map(|c| (self.undone[c.index()][digit as usize], c))
                .filter(|&(step, _)| step > 0)
                .max_by_key(|&(step, _)| step)
                .map(|(step, cell)| StaleCause { cell, step })
        })
    }

    /// The digits refused with no undo nearby to explain it, as bits.
    pub fn unexplained_digits(&self) -> u16 {
        self.unexplained
    }

    /// Each digit's first refusal where no unit holds it: its 1-based
    /// step and cell.
    pub fn first_unheld(&self) -> [Option<(u64, Cell)>; 10] {
        self.first_unheld
    }

    /// What the refusals prove of stale tables, so far: a unit kind that
    /// may explain every refusal and was never shown unmarked.
    pub fn stale_proof(&self) -> StaleProof {
        if self.unexplained != 0 {
            StaleProof::Unexplained
        } else {
            let stale = self.stale_units & !self.clean;
            match (0..3).find(|&k| stale & 1 << k != 0) {
                Some(k) => StaleProof::Unit(k),
                None => StaleProof::Any,
            }
        }
    }

    /// The findings of every step fed.
    pub fn finish(self) -> Vec<Finding> {
        let proof = self.stale_proof();
        let mut found = Vec::new();
        let mut conflict = self.conflict;
        if let Some(Finding::AcceptsConflict { count, .. }) = conflict.as_mut() {
            *count = self.conflicts;
        }
        let mut refused = self.refused;
        if let Some(Finding::RefusesCandidate { count, stale, .. }) = refused.as_mut() {
            *count = self.refusals;
            *stale = proof.pick(self.first_causes);
        }
        let mut implicit = self.implicit;
        if let Some(Finding::NeverClears { count, .. }) = implicit.as_mut() {
            *count = self.implicits;
        }
        found.extend(conflict);
        found.extend(refused);
        // A solution the search went on from: steps came after it.
        found.extend(self.solved_at.filter(|&n| n < self.len).map(|n| {
            Finding::KeepsGoingAfterSolution {
                step: n,
                more: self.len - n,
            }
        }));
        found.extend(implicit);
        found
    }
}

/// What the refusals of a digit no unit holds prove of the tables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StaleProof {
    /// No refusal seen, or each had its digit taken back in some unit,
    /// no one unit for all: the latest such undo is the likely cause.
    #[default]
    Any,
    /// Every refusal had its digit taken back in its unit of this kind
    /// (0 row, 1 column, 2 box): that unit's table is the stale one.
    Unit(usize),
    /// Some refusal had its digit taken back in none of its units: no
    /// stale table is proven, so none is named (a scan check has none).
    Unexplained,
}

impl StaleProof {
    /// The stale cause to name, from the last undos in each unit.
    pub fn pick(self, causes: [Option<StaleCause>; 3]) -> Option<StaleCause> {
        match self {
            StaleProof::Any => latest(causes),
            StaleProof::Unit(k) => causes[k],
            StaleProof::Unexplained => None,
        }
    }
}

/// The latest of the undos.
fn latest(causes: [Option<StaleCause>; 3]) -> Option<StaleCause> {
    causes.into_iter().flatten().max_by_key(|c| c.step)
}
