//! [`Frame`]: one level of the search's explicit stack — the cell it
//! fills and its record of what became of each digit tried there (the
//! core's one name for a stack level).

use crate::engine::ForceRule;
use crate::grid::{Cell, UnitKind};
use crate::tables::DigitSet;

/// One level of the search: the cell it fills, the last digit it tried
/// (0 before the first), and its record: what became of each
/// digit tried, kept as the search goes (never worked out afterwards from
/// tables a mistake may have left wrong). Below the top of the stack the
/// digit is on the grid. Popped frames are zeroed, so two machines in the
/// same state compare equal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Frame {
    pub(super) cell: u8,
    pub(super) digit: u8,
    /// Bit d: digit d was placed at this frame (and so tried deeper).
    pub(super) placed: u16,
    /// Bit d: digit d was rejected because the row's table claimed it.
    pub(super) by_row: u16,
    /// Bit d: rejected by the column's table (the row's did not claim it).
    /// Any other digit tried and not placed was rejected by the box's.
    pub(super) by_col: u16,
    /// Bit d: digit d was placed and the grid was complete below it (only a
    /// search that goes on after a solution, as forget-flag does, sees one
    /// and goes on).
    pub(super) completed: u16,
}

/// Bit 0 of `placed` (no digit is 0): this frame tries its digits from 9
/// down to 1, so the digits below the last one tried are the untried ones.
/// Only a learner's search does that (the engine's never set it); a bit
/// no digit uses keeps the frame its size in the engine's hot loop.
const DESCENDING: u16 = 1;

/// Bit 0 of `by_col`: this level is a forced placement, not a guess (no
/// digit was tried there; nothing was rejected). Its rule is kept in the
/// bits above 9, which no digit uses either.
const FORCED: u16 = 1;
const RULE_SHIFT: u16 = 10;

/// Bit 0 of `by_row`: this frame tries its digits in no one order (a
/// learner's search whose digit order changes from cell to cell), so a
/// digit is tried only where the record says so: its box rejections are
/// kept as bits of `completed` with no `placed` bit. Only a recorded
/// learner's search sets it.
const MIXED: u16 = 1;

/// What became of one digit at one frame (one stay of the search at a cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tried {
    /// Not tried yet at this frame.
    Not,
    /// The first of row, column and box whose table claimed it (the check's
    /// order), at the time it was tried.
    Rejected(UnitKind),
    /// Placed, then taken back or still on the grid; `completed`: the grid
    /// was complete below it.
    Placed { completed: bool },
}

impl Frame {
    /// A frame entering `cell`, nothing tried yet.
    #[inline(always)]
    pub fn entering(cell: u8) -> Frame {
        Frame {
            cell,
            ..Frame::default()
        }
    }

    /// The cell this level fills.
    pub fn cell(self) -> Cell {
        Cell::new(self.cell as usize)
    }

    /// The digit placed here, or the last one tried; 0 before the first try.
    pub fn digit(self) -> u8 {
        self.digit
    }

    /// A level placing `digit` at `cell` because `rule` leaves no other.
    #[inline(always)]
    pub fn forcing(cell: u8, digit: u8, rule: ForceRule) -> Frame {
        let code = match rule {
            ForceRule::OnlyCandidate => 0,
            ForceRule::OnlyPlace(kind) => 1 + kind as u16,
        };
        Frame {
            cell,
            digit,
            placed: 1 << digit,
            by_col: FORCED | code << RULE_SHIFT,
            ..Frame::default()
        }
    }

    /// Why this level's digit was forced; `None` for a guess.
    pub fn forced(self) -> Option<ForceRule> {
        if self.by_col & FORCED == 0 {
            return None;
        }
        Some(match self.by_col >> RULE_SHIFT {
            0 => ForceRule::OnlyCandidate,
            1 => ForceRule::OnlyPlace(UnitKind::Row),
            2 => ForceRule::OnlyPlace(UnitKind::Column),
            _ => ForceRule::OnlyPlace(UnitKind::Box),
        })
    }

    /// What became of `digit` (1-9) at this frame.
    pub fn tried(self, digit: u8) -> Tried {
        let bit = 1u16 << digit;
        if self.by_col & FORCED != 0 {
            // A forced level tried only its one digit.
            return if digit == self.digit {
                Tried::Placed {
                    completed: self.completed & bit != 0,
                }
            } else {
                Tried::Not
            };
        }
        if self.is_mixed() {
            return if self.placed & bit != 0 {
                Tried::Placed {
                    completed: self.completed & bit != 0,
                }
            } else if self.by_row & bit != 0 {
                Tried::Rejected(UnitKind::Row)
            } else if self.by_col & bit != 0 {
                Tried::Rejected(UnitKind::Column)
            } else if self.completed & bit != 0 {
                Tried::Rejected(UnitKind::Box)
            } else {
                Tried::Not
            };
        }
        let untried = if self.is_descending() {
            digit < self.digit
        } else {
            digit > self.digit
        };
        if self.digit == 0 || untried {
            Tried::Not
        } else if self.placed & bit != 0 {
            Tried::Placed {
                completed: self.completed & bit != 0,
            }
        } else if self.by_row & bit != 0 {
            Tried::Rejected(UnitKind::Row)
        } else if self.by_col & bit != 0 {
            Tried::Rejected(UnitKind::Column)
        } else {
            Tried::Rejected(UnitKind::Box)
        }
    }

    /// True when this frame tries its digits from 9 down to 1.
    pub fn is_descending(self) -> bool {
        self.placed & DESCENDING != 0
    }

    /// True when this frame tries its digits in no one order.
    pub fn is_mixed(self) -> bool {
        self.by_row & MIXED != 0
    }

    /// This frame, its digits tried in no one order: what it tried so far
    /// (in its direction until now) is kept digit by digit.
    pub fn mixed(mut self) -> Frame {
        if self.is_mixed() {
            return self;
        }
        for d in 1..=9 {
            if self.tried(d) == Tried::Rejected(UnitKind::Box) {
                self.completed |= 1 << d;
            }
        }
        self.by_row |= MIXED;
        self
    }

    /// The digits tried before the last one, in the frame's direction:
    /// `(first, last)` inclusive, `None` before the second try.
    pub fn tried_before(self) -> Option<(u8, u8)> {
        if self.is_mixed() {
            return None;
        }
        match (self.is_descending(), self.digit) {
            (true, d) if (1..9).contains(&d) => Some((9, d + 1)),
            (false, d) if d > 1 => Some((1, d - 1)),
            _ => None,
        }
    }

    /// This frame, tried from 9 down to 1: how a recorded search keeps the
    /// record of a learner's frame whose first try is 9.
    pub fn descending(mut self) -> Frame {
        self.placed |= DESCENDING;
        self
    }

    /// The digit this frame tries after the last one, in its direction;
    /// `None` past the end.
    pub fn next_digit(self) -> Option<u8> {
        let next = if self.is_descending() {
            self.digit.checked_sub(1)?
        } else {
            self.digit + 1
        };
        (1..=9).contains(&next).then_some(next)
    }

    /// This frame trying `digit` next (after the last one tried) and what
    /// became of it: how a recorded search keeps the record the machine
    /// keeps as it goes.
    pub fn trying(mut self, digit: u8, tried: Tried) -> Frame {
        let bit = 1u16 << digit;
        self.digit = digit;
        match tried {
            Tried::Not => {}
            Tried::Rejected(UnitKind::Row) => self.by_row |= bit,
            Tried::Rejected(UnitKind::Column) => self.by_col |= bit,
            Tried::Rejected(UnitKind::Box) => {
                if self.is_mixed() {
                    self.completed |= bit;
                }
            }
            Tried::Placed { completed } => {
                self.placed |= bit;
                if completed {
                    self.completed |= bit;
                }
            }
        }
        self
    }

    /// The digit on the grid here had the grid complete below it (a
    /// solution that the search goes on from).
    pub fn completing(mut self) -> Frame {
        self.completed |= 1 << self.digit;
        self
    }

    /// The record of a frame in the correct search, from the tables as the
    /// frame sees them (`row`, `col`, `bx`: its cell's masks less the digits
    /// of this frame and those above it): every free digit up to the last
    /// tried was placed, every other one rejected by the first table
    /// claiming it. What the bulk loops write back.
    #[inline(always)]
    pub(super) fn with_record_from(mut self, [row, col, bx]: [u16; 3]) -> Frame {
        let tried = ((2u16 << self.digit) - 1) & DigitSet::ALL.0;
        self.placed = tried & !(row | col | bx);
        self.by_row = tried & row;
        self.by_col = tried & col & !row;
        self
    }
}
