//! The learner's search against the program's own: each reference search
//! (row-major, most-constrained and the bug lab's three mistakes) run on
//! the same puzzle and compared event for event as its events come (the
//! propagating ones are compared write for write: [`super::propagation`]), so no
//! list of the reference's millions of events is kept; a comparison stops
//! at its first difference. The row-major search can also be followed by
//! its writes ([`ReferenceWrites`], [`Lockstep::park_row_major`]): the
//! reading (`stream`) does so while the learner writes what it writes.

use super::stream::Around;
use super::writes::{CellOrder, Step};
use crate::engine::{Engine, Event, Events, ForceRule, Mistake, Strategy};
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

/// One reference search, stepped beside the learner's.
struct Follower {
    reference: Reference,
    /// Its events; `None` while it is known to be row-major's (below).
    events: Option<Events>,
    /// The reference's last event, equal to the learner's there.
    before: Option<Event>,
    /// Events equal so far.
    common: usize,
    /// The first difference, once met.
    left: Option<Agreement>,
}

/// Every reference search stepped beside the learner's, one event at a
/// time as the reading gives them, so the learner's events are read once
/// for all five, while they are at hand; each stops at its first
/// difference. No engine keeps anything for stepping back.
///
/// Forget-flag's search is row-major's up to the first solution (it only
/// goes on from there), so while the learner's search follows row-major
/// and no solution has come, forget-flag's events are row-major's and its
/// engine is not stepped at all: on an endless search it would step every
/// one of tens of millions of events a second time. At the solution it is
/// started and run up to there.
pub struct Lockstep {
    puzzle: Grid,
    followers: Vec<Follower>,
    /// Followers with no difference yet.
    live: usize,
}

impl Lockstep {
    /// The five references on `puzzle` (none when its givens conflict).
    pub fn new(puzzle: &Grid) -> Lockstep {
        Lockstep::of(puzzle, &Reference::ALL)
    }

    fn of(puzzle: &Grid, references: &[Reference]) -> Lockstep {
        let row_major_first = references.first() == Some(&Reference::RowMajor);
        let followers: Vec<Follower> = references
            .iter()
            .filter_map(|&reference| {
                let engine = reference.engine(puzzle)?;
                let shadow = row_major_first && reference == Reference::ForgetFlag;
                Some(Follower {
                    reference,
                    events: (!shadow).then(|| engine.into_events()),
                    before: None,
                    common: 0,
                    left: None,
                })
            })
            .collect();
        Lockstep {
            puzzle: puzzle.clone(),
            live: followers.len(),
            followers,
        }
    }

    /// Stops stepping the row-major search's engine, at the start: its
    /// events are taken to be the learner's until
    /// [`Lockstep::unpark_row_major`]. For a reading that checks, write
    /// by write, that the learner writes what the row-major search writes
    /// ([`ReferenceWrites`]): a reading in row-major order of those writes
    /// makes that search's events, so they need not be made twice. False
    /// when there is no row-major search to park, or it has begun.
    pub fn park_row_major(&mut self) -> bool {
        match self.followers.first_mut() {
            Some(f) if f.reference == Reference::RowMajor && f.common == 0 && f.left.is_none() => {
                f.events = None;
                true
            }
            _ => false,
        }
    }

    /// Steps the row-major search's engine again from where the learner's
    /// events have followed it: `from`, a copy of it at some step before
    /// there, run on to there in bulk (a new one from the start if none).
    pub fn unpark_row_major(&mut self, from: Option<Events>) {
        let puzzle = &self.puzzle;
        if let Some(f) = self.followers.first_mut()
            && f.reference == Reference::RowMajor
            && f.events.is_none()
        {
            let to = f.common as u64;
            let from = from
                .filter(|e| e.step_number() <= to)
                .or_else(|| Some(Reference::RowMajor.engine(puzzle)?.into_events()));
            f.events = from.map(|mut events| {
                events.run_to(to);
                events
            });
        }
    }

    /// The row-major search's grid where its engine stands (none parked).
    pub fn row_major_grid(&self) -> Option<Grid> {
        let f = self.followers.first()?;
        (f.reference == Reference::RowMajor)
            .then(|| f.events.as_ref().map(Events::grid))
            .flatten()
    }

    /// Every reference still following the learner's search is one the
    /// reading vouches for: row-major parked, and forget-flag's shadow
    /// not started (it is row-major's up to a solution).
    pub fn only_vouched(&self) -> bool {
        self.followers.iter().all(|f| {
            f.left.is_some()
                || f.events.is_none()
                    && matches!(f.reference, Reference::RowMajor | Reference::ForgetFlag)
        })
    }

    /// `n` more of the learner's events, the last `last`, each vouched for
    /// ([`Lockstep::only_vouched`]) and none a solution: counted as equal
    /// without a look at each.
    pub fn vouch(&mut self, n: usize, last: Event) {
        debug_assert!(self.only_vouched() && last != Event::Solved);
        for f in self.followers.iter_mut().filter(|f| f.left.is_none()) {
            f.common += n;
            f.before = Some(last);
        }
    }

    /// How many references have not left the learner's search yet.
    pub fn live(&self) -> usize {
        self.live
    }

    /// The learner's next event; false once every reference has left it.
    pub fn feed(&mut self, step: &Step) -> bool {
        if self.live == 0 {
            return false;
        }
        // Row-major's event at this step: the first follower's.
        let mut row_major = None;
        for f in &mut self.followers {
            if f.left.is_some() {
                continue;
            }
            let theirs = match f.events.as_mut() {
                Some(events) => events.next_event(),
                // Parked: the reading vouches that this event is the
                // row-major search's (see `park_row_major`).
                None if f.reference == Reference::RowMajor => Some(step.event),
                None => row_major,
            };
            if f.reference == Reference::RowMajor {
                row_major = theirs;
            }
            match theirs {
                Some(event) if event == step.event => {
                    f.before = Some(event);
                    f.common += 1;
                    if f.events.is_none() && event == Event::Solved {
                        // Forget-flag goes on from here: its own engine,
                        // brought to this step.
                        f.events = f.reference.engine(&self.puzzle).map(|mut engine| {
                            engine.run(f.common as u64);
                            engine.into_events()
                        });
                    }
                }
                theirs => {
                    f.left = Some(Agreement {
                        reference: f.reference,
                        common: f.common,
                        equal: false,
                        yours: Some(step.event),
                        theirs,
                        theirs_before: f.before,
                    });
                    self.live -= 1;
                }
            }
        }
        self.live > 0
    }

    /// The agreements, in the order of [`Reference::ALL`]: a reference
    /// still equal when the learner's events end is equal if it ends too.
    pub fn finish(self) -> Vec<Agreement> {
        // A shadow still unstarted ends where row-major does: no solution
        // came, so row-major's next event is its own.
        let mut row_major_theirs = None;
        let mut out = Vec::with_capacity(self.followers.len());
        for mut f in self.followers {
            let agreement = f.left.unwrap_or_else(|| {
                let theirs = match f.events.as_mut() {
                    Some(events) => events.next_event(),
                    None => row_major_theirs,
                };
                Agreement {
                    reference: f.reference,
                    common: f.common,
                    equal: theirs.is_none(),
                    yours: None,
                    theirs,
                    theirs_before: f.before,
                }
            });
            if f.reference == Reference::RowMajor {
                row_major_theirs = agreement.theirs;
            }
            out.push(agreement);
        }
        out
    }
}

/// The row-major search's writes, made ahead a chunk at a time by the
/// engine's bulk loop (far cheaper than its events one at a time): a
/// placement's cell and digit, an undo's cell and 0.
pub struct ReferenceWrites {
    events: Events,
    made: Vec<(u8, u8)>,
    next: usize,
    /// The search where the last two chunks began, the later last: one of
    /// them is at or before any step the writes taken so far reach, so
    /// the engine is brought to such a step from there, not from the start.
    began: [Option<Events>; 2],
}

/// Events the reference runs on for each chunk of writes.
const WRITES_CHUNK: u64 = 1 << 16;

impl ReferenceWrites {
    pub fn new(puzzle: &Grid) -> Option<ReferenceWrites> {
        Some(ReferenceWrites {
            events: Reference::RowMajor.engine(puzzle)?.into_events(),
            made: Vec::new(),
            next: 0,
            began: [None, None],
        })
    }

    /// The search's next write; `None` once it has ended.
    pub fn next_write(&mut self) -> Option<(u8, u8)> {
        while self.next == self.made.len() {
            if self.events.is_finished() {
                return None;
            }
            self.made.clear();
            self.next = 0;
            self.began = [self.began[1].take(), Some(self.events.clone())];
            let to = self.events.step_number() + WRITES_CHUNK;
            self.events.run_writes_to(to, &mut self.made);
        }
        self.next += 1;
        Some(self.made[self.next - 1])
    }

    /// The search at the latest step at or before `step` kept.
    pub fn at_or_before(self, step: u64) -> Option<Events> {
        let [earlier, later] = self.began;
        later
            .filter(|e| e.step_number() <= step)
            .or(earlier.filter(|e| e.step_number() <= step))
    }
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
