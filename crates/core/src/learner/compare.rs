//! The learner's search against the program's own: each reference search
//! (row-major, most-constrained and the bug lab's three mistakes) run on
//! the same puzzle and compared event for event as its events come (the
//! propagating ones are compared write for write: [`super::propagation`]), so no
//! list of the reference's millions of events is kept; a comparison stops
//! at its first difference. The row-major search can also be followed by
//! its writes ([`ReferenceWrites`], [`Lockstep::park_row_major`]): the
//! reading (`stream`) does so while the learner writes what it writes.

mod follow;

pub use follow::{Lockstep, ReferenceWrites};

use super::stream::Around;
use super::writes::{CellOrder, Step};
use crate::engine::{Engine, Event, ForceRule, Mistake, Strategy};
use crate::grid::{Cell, Grid, UnitKind};

/// One of the program's own searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reference {
    RowMajor,
    MostConstrained,
    ForgetRestore,
    ForgetFlag,
    RestartColumn,
    ForwardChecking,
    ForwardCheckingMrv,
    Singles,
    SinglesMrv,
}

impl Reference {
    /// The propagating searches, compared write for write
    /// ([`super::propagation`]), after the others: the first of equals wins.
    pub const PROPAGATING: [Reference; 4] = [
        Reference::ForwardChecking,
        Reference::ForwardCheckingMrv,
        Reference::Singles,
        Reference::SinglesMrv,
    ];

    /// Whether it propagates: compared by its writes, not its events.
    pub const fn propagates(self) -> bool {
        matches!(
            self,
            Reference::ForwardChecking
                | Reference::ForwardCheckingMrv
                | Reference::Singles
                | Reference::SinglesMrv
        )
    }

    /// The engine's strategy it runs; `None` for the bug lab's mistakes.
    pub const fn strategy(self) -> Option<Strategy> {
        match self {
            Reference::RowMajor => Some(Strategy::RowMajor),
            Reference::MostConstrained => Some(Strategy::MostConstrained),
            Reference::ForwardChecking => Some(Strategy::ForwardChecking),
            Reference::ForwardCheckingMrv => Some(Strategy::ForwardCheckingMrv),
            Reference::Singles => Some(Strategy::Singles),
            Reference::SinglesMrv => Some(Strategy::SinglesMrv),
            Reference::ForgetRestore | Reference::ForgetFlag | Reference::RestartColumn => None,
        }
    }

    /// Every reference compared event for event, the correct searches
    /// first: the first of equals wins.
    pub const ALL: [Reference; 5] = [
        Reference::RowMajor,
        Reference::MostConstrained,
        Reference::ForgetRestore,
        Reference::ForgetFlag,
        Reference::RestartColumn,
    ];

    /// `row-major`, ...: the name `check --json` prints.
    pub const fn name(self) -> &'static str {
        match self {
            Reference::RowMajor => "row-major",
            Reference::MostConstrained => "most-constrained",
            Reference::ForgetRestore => "forget-restore",
            Reference::ForgetFlag => "forget-flag",
            Reference::RestartColumn => "restart-column",
            Reference::ForwardChecking => "forward-checking",
            Reference::ForwardCheckingMrv => "forward-checking-mrv",
            Reference::Singles => "singles",
            Reference::SinglesMrv => "singles-mrv",
        }
    }

    /// The cell order it follows (for the propagating ones, where it
    /// guesses).
    pub const fn order(self) -> CellOrder {
        match self {
            Reference::MostConstrained | Reference::ForwardCheckingMrv | Reference::SinglesMrv => {
                CellOrder::MostConstrained
            }
            Reference::RestartColumn => CellOrder::RestartColumn,
            _ => CellOrder::RowMajor,
        }
    }

    /// Its engine at step 0; `None` when the givens conflict.
    pub fn engine(self, puzzle: &Grid) -> Option<Engine> {
        match self {
            Reference::RowMajor
            | Reference::MostConstrained
            | Reference::ForwardChecking
            | Reference::ForwardCheckingMrv
            | Reference::Singles
            | Reference::SinglesMrv => {
                Engine::new(puzzle, self.strategy().expect("a correct search"))
            }
            Reference::ForgetRestore => Engine::with_mistake(puzzle, Mistake::ForgetRestore),
            Reference::ForgetFlag => Engine::with_mistake(puzzle, Mistake::ForgetFlag),
            Reference::RestartColumn => Engine::with_mistake(puzzle, Mistake::RestartColumn),
        }
        .ok()
    }
}

/// A digit taken back near a refused cell: the likely stale table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StaleCause {
    /// The cell it was taken back from.
    pub cell: Cell,
    /// The step (1-based) of that undo.
    pub step: u64,
}

/// What the learner's search does where it leaves the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Departure {
    /// It placed `digit`, which `unit` holds already at `holder`.
    AcceptsConflict {
        cell: Cell,
        digit: u8,
        unit: UnitKind,
        holder: Cell,
    },
    /// It refused `digit`, which no unit holds.
    RefusesCandidate {
        cell: Cell,
        digit: u8,
        stale: Option<StaleCause>,
    },
    /// It fills another cell next.
    OtherCell { yours: Cell, theirs: Cell },
    /// It fills another cell next with as few candidates as the
    /// reference's (`candidates` each): a tie broken its own way, not a
    /// departure from the fewest-candidates rule.
    Tie {
        yours: Cell,
        theirs: Cell,
        candidates: u32,
    },
    /// It leaves `cell` without trying `digit`, which no unit holds, and
    /// writes `digit` nowhere in the whole search: its digit loop stops
    /// short of it.
    NeverTries { cell: Cell, digit: u8 },
    /// It tries another digit at the same cell.
    OtherDigit { cell: Cell, yours: u8, theirs: u8 },
    /// The reference is solved and stops; the learner's search goes on.
    GoesOnAfterSolved { yours: Event },
    /// The learner's search has no more events; the reference goes on.
    EndsEarly { theirs: Event },
    /// A propagating reference writes `theirs` where the learner's code
    /// writes `yours` (its writes are all a propagating search is
    /// compared by: [`super::propagation`]).
    OtherWrite { yours: Written, theirs: Written },
    /// Any other pair of events.
    Other {
        yours: Option<Event>,
        theirs: Option<Event>,
    },
}

impl Departure {
    /// `accepts-conflict`, ...: the name `check --json` prints.
    pub const fn name(self) -> &'static str {
        match self {
            Departure::AcceptsConflict { .. } => "accepts-conflict",
            Departure::RefusesCandidate { .. } => "refuses-candidate",
            Departure::OtherCell { .. } => "other-cell",
            Departure::Tie { .. } => "tie",
            Departure::NeverTries { .. } => "never-tries",
            Departure::OtherDigit { .. } => "other-digit",
            Departure::GoesOnAfterSolved { .. } => "goes-on-after-solved",
            Departure::EndsEarly { .. } => "ends-early",
            Departure::OtherWrite { .. } => "other-write",
            Departure::Other { .. } => "other",
        }
    }
}

/// One write to the board, as a comparison of writes tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// A digit the learner's code wrote: whether it guessed it or found it
    /// forced, its writes do not say.
    Digit { cell: Cell, digit: u8 },
    /// A digit a propagating reference writes as a guess.
    Guess { cell: Cell, digit: u8 },
    /// A digit a propagating reference writes as a forced move.
    Forced {
        cell: Cell,
        digit: u8,
        rule: ForceRule,
    },
    /// A digit taken back: `.` written over it.
    Clear { cell: Cell, digit: u8 },
}

impl Written {
    /// Its cell, and the digit written there (0 for a clear): what two
    /// writes must share to be the same write.
    pub fn key(self) -> (Cell, u8) {
        match self {
            Written::Digit { cell, digit }
            | Written::Guess { cell, digit }
            | Written::Forced { cell, digit, .. } => (cell, digit),
            Written::Clear { cell, .. } => (cell, 0),
        }
    }

    /// The engine's event that makes it.
    pub fn event(self) -> Event {
        match self {
            Written::Digit { cell, digit } | Written::Guess { cell, digit } => {
                Event::Place { cell, digit }
            }
            Written::Forced { cell, digit, rule } => Event::Force { cell, digit, rule },
            Written::Clear { cell, digit } => Event::Undo { cell, digit },
        }
    }
}

/// The first event where the learner's search leaves a reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difference {
    /// 1-based, as the solve screen counts steps.
    pub step: u64,
    /// The reference it is compared with: the nearest one.
    pub reference: Reference,
    pub departure: Departure,
    /// The learner's event there was inferred: no write shows it.
    pub inferred: bool,
}

/// How far the learner's search follows one reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Agreement {
    pub reference: Reference,
    /// Events equal from the first: the common prefix.
    pub common: usize,
    /// Equal to the end, both ending together.
    pub equal: bool,
    /// The two events at the first difference.
    pub yours: Option<Event>,
    pub theirs: Option<Event>,
    /// The reference's event before it.
    pub theirs_before: Option<Event>,
}

/// Compares `steps` with `reference`'s search on `puzzle`, stopping at the
/// first difference.
pub fn agreement(puzzle: &Grid, steps: &[Step], reference: Reference) -> Option<Agreement> {
    let mut one = Lockstep::of(puzzle, &[reference]);
    for step in steps {
        if !one.feed(step) {
            break;
        }
    }
    one.finish().pop()
}

/// The references the learner's search equals, and the one it follows
/// longest (the first of equals), with every agreement.
pub fn compare(puzzle: &Grid, steps: &[Step]) -> Vec<Agreement> {
    let mut all = Lockstep::new(puzzle);
    for step in steps {
        if !all.feed(step) {
            break;
        }
    }
    all.finish()
}

/// The nearest reference: the longest common prefix, the first of equals.
pub fn nearest(agreements: &[Agreement]) -> Option<Agreement> {
    agreements
        .iter()
        .copied()
        .reduce(|best, a| if a.common > best.common { a } else { best })
}

/// The first difference with `a`, in the learner's words of what it did;
/// `around`: what the steps around it showed ([`Around`]).
pub fn difference(a: &Agreement, around: &Around) -> Difference {
    let departure = match (a.yours, a.theirs) {
        (
            Some(Event::Place { cell, digit }),
            Some(Event::Reject {
                cell: c,
                digit: d,
                reason,
                by: Some(holder),
            }),
        ) if (cell, digit) == (c, d) => Departure::AcceptsConflict {
            cell,
            digit,
            unit: reason,
            holder,
        },
        // A rejection inferred from the digit order, where the reference
        // places, with no digit taken back nearby to explain it: the
        // learner's search tried another digit first.
        (Some(Event::Reject { cell, digit, .. }), Some(Event::Place { cell: c, digit: d }))
            if (cell, digit) == (c, d) && around.inferred && around.stale.is_none() =>
        {
            match around.next_try {
                Some(yours) => Departure::OtherDigit {
                    cell,
                    yours,
                    theirs: digit,
                },
                None => Departure::Other {
                    yours: a.yours,
                    theirs: a.theirs,
                },
            }
        }
        (Some(Event::Reject { cell, digit, .. }), Some(Event::Place { cell: c, digit: d }))
            if (cell, digit) == (c, d) =>
        {
            Departure::RefusesCandidate {
                cell,
                digit,
                stale: around.stale,
            }
        }
        (Some(Event::Enter { cell: yours, .. }), Some(Event::Enter { cell: theirs, .. })) => {
            Departure::OtherCell { yours, theirs }
        }
        (Some(yours), Some(theirs)) if tried(yours).is_some() && tried(theirs).is_some() => {
            let (cell, y) = tried(yours).expect("a try");
            match tried(theirs).expect("a try") {
                (c, t) if c == cell && t != y => Departure::OtherDigit {
                    cell,
                    yours: y,
                    theirs: t,
                },
                _ => Departure::Other {
                    yours: Some(yours),
                    theirs: Some(theirs),
                },
            }
        }
        (Some(yours), Some(Event::Solved)) => Departure::GoesOnAfterSolved { yours },
        (Some(yours), None) if a.theirs_before == Some(Event::Solved) => {
            Departure::GoesOnAfterSolved { yours }
        }
        (None, Some(theirs)) => Departure::EndsEarly { theirs },
        (yours, theirs) => Departure::Other { yours, theirs },
    };
    Difference {
        step: a.common as u64 + 1,
        reference: a.reference,
        departure,
        inferred: around.inferred,
    }
}

/// A placement or a rejection: a digit tried at a cell.
pub fn tried(event: Event) -> Option<(Cell, u8)> {
    match event {
        Event::Place { cell, digit } | Event::Reject { cell, digit, .. } => Some((cell, digit)),
        _ => None,
    }
}
