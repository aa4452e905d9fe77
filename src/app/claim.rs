//! What the solve screen's sentence about the last event claims, as a small
//! value: which cells, digits, units and counts it names, and what it says
//! became of them. [`claim`] reads it through the seam ([`Search`]) from
//! the record of the search (the event, and what each visit did as the
//! search went), never from tables a mistake may have left wrong; the
//! narration only words it, and the tests check the claim against an
//! independent reading of `trace` (src/app/narration_truth).

use crate::engine::{Event, ForceRule, Frame, Mistake, Tried};
use crate::grid::{Cell, UnitKind};
use crate::search::Search;
use crate::tables::DigitSet;

/// How the search chose the cell it enters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The first empty cell in reading order (row-major).
    Next,
    /// The empty cell with the fewest candidates: how many it has.
    Fewest { candidates: usize },
    /// restart-column: the first empty cell its scan read, rows from `row`
    /// and in each only the columns from `col` (1-based).
    Scanned { row: u8, col: u8 },
    /// A learner's search went to a cell that is not the first empty one
    /// in reading order: its own order, which the record does not explain.
    Chosen,
}

/// What became of one digit at one visit to a cell, once it was tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// A table claimed it: the unit checked first that did, and the cell
    /// holding it there (`None`: none did, a stale claim).
    Rejected { reason: UnitKind, by: Option<Cell> },
    /// It fitted, was placed, and nothing deeper worked with it.
    FailedDeeper,
    /// It fitted, was placed, and the grid was complete below it; the
    /// result was ignored (forget-flag) and the search went on.
    Completed,
    /// A learner's search refused it though no row, column or box held it.
    Refused,
    /// Not tried at this visit (a learner's search can leave a cell
    /// before digit 9, or try digits out of order: see
    /// `recording/learner.rs`).
    NotTried,
}

/// The sentence's content for the search's last event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Step 0: the givens are in the tables.
    Start,
    Enter {
        cell: Cell,
        depth: u8,
        pick: Pick,
    },
    Place {
        cell: Cell,
        digit: u8,
    },
    Reject {
        cell: Cell,
        digit: u8,
        reason: UnitKind,
        /// 1-9: which row, column or box.
        unit_number: u8,
        /// The cell holding the digit there; `None` for a stale claim.
        by: Option<Cell>,
    },
    /// The digit is taken back; `completed`: the grid was complete below it
    /// (so it is undone although it did not fail).
    Undo {
        cell: Cell,
        digit: u8,
        completed: bool,
    },
    /// forget-restore's undo: the digit is cleared from the cell, but its
    /// tables keep it marked (the mistake), so "unmark" would be false.
    ClearKeepingMarks {
        cell: Cell,
        digit: u8,
    },
    /// Every digit tried at `cell`: what became of each at this visit, and
    /// the cell the search returns to (`None`: it was the first cell).
    DeadEnd {
        cell: Cell,
        fates: [Attempt; 9],
        back_to: Option<Cell>,
    },
    /// No empty cell was found: the counts, and how many cells are still
    /// empty (restart-column's scan can miss some).
    Solved {
        placements: u64,
        /// Forced placements (a propagating search's), apart from the
        /// guesses `placements` counts.
        forced: u64,
        undos: u64,
        empty: usize,
    },
    /// The end after the first cell's dead end: its cell and fates, how
    /// many times the grid was complete on the way (forget-flag: > 0), and
    /// how many rejects came from stale claims (forget-restore: > 0). Only
    /// with neither does it prove that no grid completes the givens.
    Exhausted {
        first: Option<(Cell, [Attempt; 9])>,
        complete: u64,
        stale_rejects: u64,
    },
    /// Propagation placed `digit` because `rule` leaves no other;
    /// `unit_number`: 1-9, the unit of a hidden single (0 for a naked one).
    Force {
        cell: Cell,
        digit: u8,
        rule: ForceRule,
        unit_number: u8,
    },
    /// A forced move taken back (its frame is gone: no other digit is
    /// tried there).
    UndoForced {
        cell: Cell,
        digit: u8,
    },
    /// Forward checking: `cell` has no candidate; `by`: the last placement
    /// and its digit; `held`: for each digit, the unit checked first that
    /// holds it and the cell there (what the grid proves). `forgotten`:
    /// under forget-candidates, the digits no unit holds (their `held` is
    /// `NotTried`): candidates removed and never given back, which make
    /// this wipeout a false one. Empty for every other search.
    Wipeout {
        cell: Cell,
        by: Option<(Cell, u8)>,
        held: [Attempt; 9],
        forgotten: DigitSet,
    },
    /// A learner's search wrote a digit no unit holds: its check passed
    /// and the digit is written (no table of its is seen, so none is said
    /// to be marked).
    Written {
        cell: Cell,
        digit: u8,
    },
    /// A learner's search cleared a digit it had written (the write is all
    /// its code shows: no table is said to be unmarked, nor why it went
    /// back).
    Cleared {
        cell: Cell,
        digit: u8,
    },
    /// A learner's search refused a digit no unit holds.
    Refused {
        cell: Cell,
        digit: u8,
    },
    /// A learner's search placed a digit a unit already holds: the first
    /// such unit (row, column, box), its number and the cell holding it.
    PlaceConflict {
        cell: Cell,
        digit: u8,
        reason: UnitKind,
        unit_number: u8,
        by: Cell,
    },
    /// A learner's search took a digit back without clearing the cell
    /// (inferred): the digit stays on its board.
    LeftOnBoard {
        cell: Cell,
        digit: u8,
    },
    /// An event no write of the learner's shows, inferred from the cell
    /// order: the claim about it.
    Inferred(Box<Claim>),
}

/// The claim for the search's last event; an inferred one (a learner's
/// search) says so.
pub fn claim(search: &dyn Search) -> Claim {
    match event_claim(search) {
        claim @ Claim::LeftOnBoard { .. } => claim,
        claim if search.inferred() => Claim::Inferred(Box::new(claim)),
        claim => claim,
    }
}

/// The claim for the last event itself.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per event: the claim each event makes"
)]
fn event_claim(search: &dyn Search) -> Claim {
    let Some(event) = search.last_event() else {
        return Claim::Start;
    };
    let learners = search.is_learners();
    match event {
        Event::Enter { cell, depth } => Claim::Enter {
            cell,
            depth,
            pick: pick(search, cell),
        },
        Event::Place { cell, digit } => match learners.then(|| holder(search, cell, digit)) {
            Some(Some((reason, by))) => Claim::PlaceConflict {
                cell,
                digit,
                reason,
                unit_number: unit_number(cell, reason),
                by,
            },
            Some(None) => Claim::Written { cell, digit },
            None => Claim::Place { cell, digit },
        },
        // A learner's reject no holding cell came with: refused only when
        // no unit holds the digit (a reading of stale tables names the
        // unit whose table claimed it, while another unit may hold it).
        Event::Reject {
            cell,
            digit,
            by: None,
            ..
        } if learners => match holder(search, cell, digit) {
            Some((reason, by)) => Claim::Reject {
                cell,
                digit,
                reason,
                unit_number: unit_number(cell, reason),
                by: Some(by),
            },
            None => Claim::Refused { cell, digit },
        },
        Event::Undo { cell, digit } if learners && search.inferred() => {
            Claim::LeftOnBoard { cell, digit }
        }
        Event::Undo { cell, digit } if learners => Claim::Cleared { cell, digit },
        Event::Reject {
            cell,
            digit,
            reason,
            by,
        } => Claim::Reject {
            cell,
            digit,
            reason,
            unit_number: unit_number(cell, reason),
            by,
        },
        Event::Undo { cell, digit } if search.mistake() == Some(Mistake::ForgetRestore) => {
            Claim::ClearKeepingMarks { cell, digit }
        }
        // A guess's frame stays on top after its undo; a forced move's is
        // popped with it.
        Event::Undo { cell, digit }
            if !learners && search.stack().last().is_none_or(|f| f.cell() != cell) =>
        {
            Claim::UndoForced { cell, digit }
        }
        Event::Force { cell, digit, rule } => Claim::Force {
            cell,
            digit,
            rule,
            unit_number: match rule {
                ForceRule::OnlyCandidate => 0,
                ForceRule::OnlyPlace(kind) => unit_number(cell, kind),
            },
        },
        Event::Wipeout { cell, by } => {
            // Only forget-candidates wipes out a cell some digit fits: the
            // digits its record lost, which the tables still allow.
            let forgotten = match search.mistake() {
                Some(Mistake::ForgetCandidates) => search.tables().candidates(cell),
                _ => DigitSet(0),
            };
            Claim::Wipeout {
                cell,
                by: by.map(|by| (by, search.state().digit(by))),
                held: std::array::from_fn(|k| match holder(search, cell, k as u8 + 1) {
                    Some((reason, by)) => Attempt::Rejected {
                        reason,
                        by: Some(by),
                    },
                    None => Attempt::NotTried,
                }),
                forgotten,
            }
        }
        Event::Undo { cell, digit } => Claim::Undo {
            cell,
            digit,
            completed: search
                .stack()
                .last()
                .is_some_and(|f| f.tried(digit) == Tried::Placed { completed: true }),
        },
        Event::DeadEnd { cell } => Claim::DeadEnd {
            cell,
            // A learner's dead end at a cell not on top of its stack ends
            // no visit the record holds: nothing is said of its digits.
            fates: ended_frame_fates(search).unwrap_or([Attempt::NotTried; 9]),
            back_to: search.stack().last().map(|f| f.cell()),
        },
        Event::Solved => {
            let counts = search.counts();
            Claim::Solved {
                placements: counts.place,
                forced: counts.force,
                undos: counts.undo,
                empty: search.grid().digits().iter().filter(|&&d| d == 0).count(),
            }
        }
        Event::Exhausted => Claim::Exhausted {
            first: search
                .state()
                .ended_frame()
                .map(|f| (f.cell(), fates_of(search, f))),
            complete: search.counts().solutions,
            stale_rejects: search.state().stale_rejects(),
        },
    }
}

/// The first unit (row, column, box) where a cell other than `cell` holds
/// `digit` on the search's grid now, and that cell.
fn holder(search: &dyn Search, cell: Cell, digit: u8) -> Option<(UnitKind, Cell)> {
    cell.units().into_iter().find_map(|unit| {
        unit.cells()
            .into_iter()
            .find(|&c| c != cell && search.state().digit(c) == digit)
            .map(|c| (unit.kind(), c))
    })
}

/// How the search chose `cell`, just entered.
fn pick(search: &dyn Search, cell: Cell) -> Pick {
    if search.is_learners() {
        // Only what the grid shows: the first empty cell in reading order,
        // or a cell of the learner's own order.
        let first = Cell::all().find(|&c| search.state().digit(c) == 0);
        return if first == Some(cell) {
            Pick::Next
        } else {
            Pick::Chosen
        };
    }
    if search.mistake() == Some(Mistake::RestartColumn) {
        // The scan starts at the cell filled last (the frame below), r1c1
        // at the root.
        let stack = search.stack();
        let from = stack
            .len()
            .checked_sub(2)
            .map_or(Cell::new(0), |k| stack[k].cell());
        return Pick::Scanned {
            row: from.row() as u8 + 1,
            col: from.col() as u8 + 1,
        };
    }
    match search.strategy() {
        s if s.fewest_candidates() => Pick::Fewest {
            candidates: search.tables().candidates(cell).len(),
        },
        _ => Pick::Next,
    }
}

/// The fates at the frame the last event ended (a dead end, or the end
/// after the root's).
pub fn ended_frame_fates(search: &dyn Search) -> Option<[Attempt; 9]> {
    search.state().ended_frame().map(|f| fates_of(search, f))
}

/// What `frame`'s record says became of each digit. A rejected
/// digit's holder is read from the grid now: the cells shallower than the
/// frame are as they were during it, and the deeper ones are all undone,
/// so the cell that held it then holds it now, and a unit with none then
/// (a stale claim) has none now.
fn fates_of(search: &dyn Search, frame: Frame) -> [Attempt; 9] {
    let cell = frame.cell();
    std::array::from_fn(|i| {
        let digit = i as u8 + 1;
        match frame.tried(digit) {
            Tried::Placed { completed: false } => Attempt::FailedDeeper,
            Tried::Placed { completed: true } => Attempt::Completed,
            Tried::Rejected(reason) => {
                let by = cell.units()[reason as usize]
                    .cells()
                    .into_iter()
                    .find(|&c| c != cell && search.state().digit(c) == digit);
                match by {
                    // Not that unit: for a learner's search, another unit
                    // that holds it, else a refused candidate (the
                    // engine's stale claims are forget-restore's only).
                    None if search.is_learners() => match holder(search, cell, digit) {
                        Some((reason, by)) => Attempt::Rejected {
                            reason,
                            by: Some(by),
                        },
                        None => Attempt::Refused,
                    },
                    by => Attempt::Rejected { reason, by },
                }
            }
            // Only a learner's search leaves a cell before digit 9.
            Tried::Not => Attempt::NotTried,
        }
    })
}

/// The digits whose fate is `wanted`.
pub fn digits_that(fates: &[Attempt; 9], wanted: Attempt) -> Vec<u8> {
    (1..=9)
        .filter(|&d| fates[d as usize - 1] == wanted)
        .collect()
}

/// Which row, column or box (1-9) of that kind passes through `cell`.
pub fn unit_number(cell: Cell, kind: UnitKind) -> u8 {
    let index = match kind {
        UnitKind::Row => cell.row(),
        UnitKind::Column => cell.col(),
        UnitKind::Box => cell.box_index(),
    };
    index as u8 + 1
}
