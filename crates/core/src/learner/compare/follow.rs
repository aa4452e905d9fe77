//! The reference searches followed beside the learner's: every one
//! stepped a learner's event at a time ([`Lockstep`]), and the row-major
//! search's writes made ahead a chunk at a time ([`ReferenceWrites`]).

use super::{Agreement, Reference};
use crate::engine::{Event, Events};
use crate::grid::Grid;
use crate::learner::writes::Step;

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

    pub(super) fn of(puzzle: &Grid, references: &[Reference]) -> Lockstep {
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
