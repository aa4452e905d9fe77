//! What the reading of the writes notices on the way, beyond the events:
//! which cell orders every written cell fits, which way the digits are
//! tried, and the first write of each telling shape (write-then-check, a
//! digit over a digit). The analysis words none of it; it turns these into
//! findings.

use super::board::Board;
use crate::grid::Cell;

/// Whether every cell the learner's search wrote into first (an enter read
/// from a write) is the one each order picks; and the first that is not
/// the first empty cell in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OrderFits {
    /// The first empty cell in reading order.
    pub row_major: bool,
    /// The cell with the fewest candidates, ties in reading order.
    pub most_constrained: bool,
    /// The first empty cell of a scan from the last filled cell's row and
    /// column on (the restart-column mistake).
    pub restart_column: bool,
    /// The first enter (0-based step) at a cell that is not the first
    /// empty one in reading order, and that cell.
    pub first_off_reading_order: Option<OffOrder>,
    /// How many enters were read from writes.
    pub enters: u64,
    /// The first enter at a cell with the fewest candidates that is not
    /// the most-constrained search's pick (a tie it breaks its own way).
    pub first_tie: Option<Tie>,
}

impl Default for OrderFits {
    fn default() -> Self {
        OrderFits {
            row_major: true,
            most_constrained: true,
            restart_column: true,
            first_off_reading_order: None,
            enters: 0,
            first_tie: None,
        }
    }
}

/// An enter at a cell with as few candidates as the most-constrained
/// search's own pick, which is another cell: a tie broken another way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tie {
    /// 0-based step of the enter.
    pub step: u64,
    /// The cell the learner's search filled.
    pub yours: Cell,
    /// The cell the most-constrained search fills (ties in reading order).
    pub theirs: Cell,
    /// The candidates each has.
    pub candidates: u32,
}

/// An enter away from reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffOrder {
    /// 0-based step of the enter.
    pub step: u64,
    /// The cell the learner's search filled.
    pub cell: Cell,
    /// The first empty cell in reading order then.
    pub reading_order: Cell,
}

/// A try at a cell of a digit below one tried before at the same visit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DownwardTry {
    /// 0-based step of the event the try made.
    pub step: u64,
    pub cell: Cell,
    pub digit: u8,
    /// The digit tried before it there.
    pub after: u8,
}

/// A digit written over another at the same cell, with no `.` between.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overwrite {
    /// 0-based step of the undo it makes.
    pub step: u64,
    pub cell: Cell,
    pub old: u8,
    pub new: u8,
}

/// Everything the reader noticed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Observed {
    pub order: OrderFits,
    /// Second tries at a visit that went up (1, then 2) ... (a digit tried
    /// again right after itself is neither)
    pub upward_tries: u64,
    /// ... and down (9, then 8), with the first of these.
    pub downward_tries: u64,
    pub first_downward: Option<DownwardTry>,
    /// The first rejection read as write-then-check (0-based step) and its
    /// cell and digit.
    pub first_write_then_check: Option<(u64, Cell, u8)>,
    pub write_then_checks: u64,
    /// Conflicting digits kept while the search went deeper.
    pub kept_conflicts: u64,
    pub first_overwrite: Option<Overwrite>,
    pub overwrites: u64,
    /// Second tries at a visit that passed over digits with no write
    /// (checked before written), going up (1, then 3) and going down (9,
    /// then 7): a search that does so in its own digit order is no
    /// write-then-check search ([`Observed::skips`]). Counted by
    /// direction, not in the order a reading assumed, so that every
    /// reading of the same writes counts the same.
    pub upward_skips: u64,
    pub downward_skips: u64,
    /// Each digit written anywhere off the givens, as bit `digit`.
    pub written: u16,
    /// Read as a propagating search: digits passed over that no unit held,
    /// and digits taken back with nothing deeper written (a wipeout seen
    /// ahead). No rejection, and no deeper cell, is inferred for them.
    pub lookaheads: u64,
    /// The cells where each digit (index) was passed over so, as bits.
    pub passed_over_ahead: [u128; 10],
}

impl Observed {
    /// Whether `digit` was ever passed over at `cell` by a search read as
    /// propagating, no unit holding it.
    pub fn passed_over_ahead(&self, cell: Cell, digit: u8) -> bool {
        self.passed_over_ahead[digit as usize] & 1 << cell.index() != 0
    }

    /// A write enters `cell` (`step`, 0-based, is its enter's): which
    /// orders pick it (an order is looked at only while it still fits).
    pub fn enter(&mut self, board: &Board, cell: Cell, step: u64, last_filled: Option<Cell>) {
        let fits = &mut self.order;
        fits.enters += 1;
        let first = board.first_empty();
        if first != Some(cell) {
            fits.row_major = false;
            if let (None, Some(reading_order)) = (fits.first_off_reading_order, first) {
                fits.first_off_reading_order = Some(OffOrder {
                    step,
                    cell,
                    reading_order,
                });
            }
        }
        if fits.most_constrained
            && let Some(pick) = board.fewest_candidates()
            && pick != cell
        {
            // Fewest candidates is the rule; which of equals comes first is
            // the search's own choice, not a departure from the rule.
            let candidates = board.candidates(pick);
            if board.candidates(cell) == candidates {
                fits.first_tie.get_or_insert(Tie {
                    step,
                    yours: cell,
                    theirs: pick,
                    candidates,
                });
            } else {
                fits.most_constrained = false;
            }
        }
        if fits.restart_column && board.restart_scan(last_filled) != Some(cell) {
            fits.restart_column = false;
        }
    }

    /// `digit` is tried at `cell` after `last` at the same visit (`step`,
    /// 0-based, is the event the try makes).
    pub fn tried(&mut self, cell: Cell, digit: u8, last: u8, step: u64) {
        if digit > last {
            self.upward_tries += 1;
            self.upward_skips += u64::from(digit > last + 1);
        } else if digit < last {
            self.downward_tries += 1;
            self.downward_skips += u64::from(digit + 1 < last);
            self.first_downward.get_or_insert(DownwardTry {
                step,
                cell,
                digit,
                after: last,
            });
        }
    }

    /// Tries that passed over digits in the digit order the tries show
    /// (`descending`, or `mixed`: both ways).
    pub fn skips(&self, descending: bool, mixed: bool) -> u64 {
        match (descending, mixed) {
            (_, true) => self.upward_skips + self.downward_skips,
            (true, false) => self.downward_skips,
            (false, false) => self.upward_skips,
        }
    }

    /// `new` is written over `old` at `cell` (`step`, 0-based: the undo).
    pub fn overwrote(&mut self, cell: Cell, old: u8, new: u8, step: u64) {
        self.overwrites += 1;
        self.first_overwrite.get_or_insert(Overwrite {
            step,
            cell,
            old,
            new,
        });
    }
}
