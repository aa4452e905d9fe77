//! The checker's own model of a learner's search, kept from the learner's
//! writes and the events read from them, with nothing of the recording's:
//! the learner's real board after each write, the search's board, what
//! became of each digit at each visit, the counts. From it, the claim each
//! step must make ([`Model::expected`]) and the digits a grid must draw
//! stale.

use crate::app::narration::{Attempt, Claim, Pick};
use crate::engine::Event;
use crate::grid::{Cell, UnitKind};
use crate::learner::writes::Write;

/// One visit to a cell: what became of each digit there.
#[derive(Clone, Copy, Debug)]
struct Visit {
    cell: Cell,
    fates: [Attempt; 9],
    digit: u8,
}

#[derive(Clone, Debug)]
pub struct Model {
    givens: [u8; 81],
    /// The search's board: givens and the digits it has placed.
    pub search: [u8; 81],
    /// The learner's own board, after the write the step was read from.
    pub real: [u8; 81],
    /// Writes applied to `real`.
    pub writes_applied: usize,
    pub placed: u8,
    pub max_placed: u8,
    pub placements: u64,
    pub rejects: u64,
    pub undos: u64,
    solutions: u64,
    /// Rejects no unit of the search's board backed.
    refused: u64,
    stack: Vec<Visit>,
    /// The visit the last event ended (a dead end), for the end after it.
    ended: Option<(Cell, [Attempt; 9])>,
    /// Events at a cell not on top of the model's stack.
    pub off_stack: u64,
}

/// The first unit (row, column, box) where another cell of `board` holds
/// `digit`, and that cell.
pub fn holder(board: &[u8; 81], cell: Cell, digit: u8) -> Option<(UnitKind, Cell)> {
    cell.units().into_iter().find_map(|unit| {
        unit.cells()
            .into_iter()
            .find(|&c| c != cell && board[c.index()] == digit)
            .map(|c| (unit.kind(), c))
    })
}

/// Which row, column or box (1-9) of `kind` passes through `cell`.
pub fn number(cell: Cell, kind: UnitKind) -> u8 {
    (match kind {
        UnitKind::Row => cell.row(),
        UnitKind::Column => cell.col(),
        UnitKind::Box => cell.box_index(),
    }) as u8
        + 1
}

impl Model {
    pub fn new(givens: [u8; 81]) -> Model {
        Model {
            givens,
            search: givens,
            real: givens,
            writes_applied: 0,
            placed: 0,
            max_placed: 0,
            placements: 0,
            rejects: 0,
            undos: 0,
            solutions: 0,
            refused: 0,
            stack: Vec::new(),
            ended: None,
            off_stack: 0,
        }
    }

    /// The learner's board once writes `..upto` are made.
    pub fn write_up_to(&mut self, writes: &[Write], upto: usize) {
        while self.writes_applied < upto {
            let w = writes[self.writes_applied];
            let cell = Cell::at(w.row as usize, w.col as usize);
            self.real[cell.index()] = w.value.unwrap_or(0);
            self.writes_applied += 1;
        }
    }

    /// The digits the learner's code left on its board that the search
    /// has taken back: on the real board, not on the search's, not a
    /// given, and not the cell the current write is at (that write is
    /// being read now).
    pub fn stale(&self, writing: Option<Cell>) -> Vec<(Cell, u8)> {
        Cell::all()
            .filter(|&c| self.givens[c.index()] == 0 && Some(c) != writing)
            .filter(|c| self.real[c.index()] != 0 && self.search[c.index()] == 0)
            .map(|c| (c, self.real[c.index()]))
            .collect()
    }

    fn top_at(&mut self, cell: Cell) -> Option<&mut Visit> {
        match self.stack.last_mut() {
            Some(v) if v.cell == cell => Some(v),
            _ => {
                self.off_stack += 1;
                None
            }
        }
    }

    /// Applies `event` (`more`: another step follows) and returns the claim
    /// it must make, `inferred` as the reading says.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per event: the model's rule for it"
    )]
    pub fn apply(&mut self, event: Event, inferred: bool, more: bool) -> Claim {
        let ended = self.ended.take();
        let claim = match event {
            Event::Enter { cell, .. } => {
                let first = Cell::all().find(|c| self.search[c.index()] == 0);
                self.stack.push(Visit {
                    cell,
                    fates: [Attempt::NotTried; 9],
                    digit: 0,
                });
                Claim::Enter {
                    cell,
                    depth: self.placed,
                    pick: if first == Some(cell) {
                        Pick::Next
                    } else {
                        Pick::Chosen
                    },
                }
            }
            Event::Place { cell, digit } => {
                let conflict = holder(&self.search, cell, digit);
                if self.search[cell.index()] == 0 {
                    self.placed += 1;
                }
                self.search[cell.index()] = digit;
                self.placements += 1;
                self.max_placed = self.max_placed.max(self.placed);
                if let Some(visit) = self.top_at(cell) {
                    visit.fates[digit as usize - 1] = Attempt::FailedDeeper;
                    visit.digit = digit;
                }
                match conflict {
                    Some((reason, by)) => Claim::PlaceConflict {
                        cell,
                        digit,
                        reason,
                        unit_number: number(cell, reason),
                        by,
                    },
                    None => Claim::Written { cell, digit },
                }
            }
            Event::Reject {
                cell,
                digit,
                reason,
                by,
            } => {
                self.rejects += 1;
                // True when the unit the event names holds the digit at the
                // cell it names; else the first unit that does, if any.
                let named = by.filter(|&b| {
                    b != cell
                        && self.search[b.index()] == digit
                        && cell.units()[reason as usize].cells().contains(&b)
                });
                let truth = named
                    .map(|b| (reason, b))
                    .or_else(|| holder(&self.search, cell, digit));
                let fate = match truth {
                    Some((reason, by)) => Attempt::Rejected {
                        reason,
                        by: Some(by),
                    },
                    None => Attempt::Refused,
                };
                if truth.is_none() {
                    self.refused += 1;
                }
                if let Some(visit) = self.top_at(cell) {
                    // No write shows it: a digit the visit had tried
                    // already would be said to be tried twice.
                    let before = visit.fates[digit as usize - 1];
                    assert!(
                        !inferred || before == Attempt::NotTried,
                        "an inferred reject of {digit} at {cell}, tried there already: {before:?}"
                    );
                    visit.fates[digit as usize - 1] = fate;
                }
                match truth {
                    Some((reason, by)) => Claim::Reject {
                        cell,
                        digit,
                        reason,
                        unit_number: number(cell, reason),
                        by: Some(by),
                    },
                    None => Claim::Refused { cell, digit },
                }
            }
            Event::Undo { cell, digit } => {
                if self.search[cell.index()] == digit {
                    self.search[cell.index()] = 0;
                    self.placed -= 1;
                }
                self.undos += 1;
                if let Some(visit) = self.top_at(cell) {
                    visit.digit = 0;
                }
                if inferred {
                    return Claim::LeftOnBoard { cell, digit };
                }
                Claim::Cleared { cell, digit }
            }
            Event::DeadEnd { cell } => {
                let fates = match self.stack.last() {
                    Some(v) if v.cell == cell => self.stack.pop().unwrap().fates,
                    _ => {
                        self.off_stack += 1;
                        [Attempt::NotTried; 9]
                    }
                };
                self.ended = Some((cell, fates));
                Claim::DeadEnd {
                    cell,
                    fates,
                    back_to: self.stack.last().map(|v| v.cell),
                }
            }
            Event::Force { .. } | Event::Wipeout { .. } => {
                unreachable!("a learner's search has no propagation events")
            }
            Event::Solved => {
                self.solutions += 1;
                if more {
                    for visit in &mut self.stack {
                        if visit.digit != 0 {
                            visit.fates[visit.digit as usize - 1] = Attempt::Completed;
                        }
                    }
                }
                // A learner's search has no forced moves.
                Claim::Solved {
                    placements: self.placements,
                    forced: 0,
                    undos: self.undos,
                    empty: self.search.iter().filter(|&&d| d == 0).count(),
                }
            }
            Event::Exhausted => {
                self.ended = ended;
                Claim::Exhausted {
                    first: ended,
                    complete: self.solutions,
                    stale_rejects: self.refused,
                }
            }
        };
        if inferred {
            Claim::Inferred(Box::new(claim))
        } else {
            claim
        }
    }
}
