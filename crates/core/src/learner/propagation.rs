//! The learner's search against the engine's propagating searches
//! (forward checking and singles, guessing in reading order or at the cell
//! with the fewest candidates), write for write.
//!
//! Events are no measure here: a learner's propagation makes events no
//! write shows (a wipeout seen ahead, a candidate struck off), and the
//! writes are all that proves anything. So the learner's placements and
//! clears are held to the engine's placements, forced placements and
//! undos, in order, with one freedom: a guess that the engine writes and
//! takes back at once because a cell is left with no candidate (with the
//! forced moves it made on the way) may be written and taken back by the
//! learner's code too, or never written at all — a search that looks
//! before it writes leaves no write there, and either way it is the same
//! search. A cell with the fewest candidates chosen where the engine
//! chooses another with as many is a tie, said as a tie.

use super::board::Board;
use super::compare::{Departure, Difference, Reference, Written};
use super::writes::Step;
use crate::engine::{Event, Events};
use crate::grid::Grid;
use std::collections::VecDeque;

/// How far the learner's writes follow one propagating reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteAgreement {
    pub reference: Reference,
    /// The learner's events before the first difference.
    pub common: usize,
    /// Every write the same, both searches ending the same way.
    pub equal: bool,
    /// Where the learner's search leaves it (`None` when equal).
    pub departure: Option<Departure>,
}

/// The engine's writes from one point to the next at which the learner's
/// must agree.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Run {
    writes: Vec<Written>,
    /// A guess (and its forced moves) taken back at once for a wipeout,
    /// with those undos: the learner's code may skip it whole.
    optional: bool,
    /// Writes of it the learner's code has made.
    matched: usize,
}

/// One propagating reference, followed write by write.
struct Follower {
    reference: Reference,
    events: Events,
    /// Runs pulled from the engine and not yet matched whole.
    ahead: VecDeque<Run>,
    /// How the engine ended, once it has: `Some(true)` solved.
    ended: Option<bool>,
    /// The board both searches have: every write matched so far.
    board: Board,
    /// The learner's events up to its last write matched: the events
    /// after it (enters, rejections no write shows) are counted only once
    /// a write after them is matched, so a difference is told from the
    /// first event past the last write both made, as the event-for-event
    /// comparison tells it.
    common: usize,
    /// The learner's events since its last write matched.
    since_write: usize,
    left: Option<WriteAgreement>,
}

/// Every propagating reference followed beside the learner's search, each
/// up to its first difference.
pub struct WriteLockstep {
    followers: Vec<Follower>,
    live: usize,
}

impl WriteLockstep {
    /// The four propagating references on `puzzle` (none when its givens
    /// conflict).
    pub fn new(puzzle: &Grid) -> WriteLockstep {
        let followers: Vec<Follower> = Reference::PROPAGATING
            .iter()
            .filter_map(|&reference| {
                Some(Follower {
                    reference,
                    events: reference.engine(puzzle)?.into_events(),
                    ahead: VecDeque::new(),
                    ended: None,
                    board: Board::new(&puzzle.givens_only()),
                    common: 0,
                    since_write: 0,
                    left: None,
                })
            })
            .collect();
        WriteLockstep {
            live: followers.len(),
            followers,
        }
    }

    /// Whether some reference still follows the learner's search.
    pub fn live(&self) -> bool {
        self.live > 0
    }

    /// Whether the learner's code has written, in order, every write of
    /// some reference so far: it still follows, or it wrote on after that
    /// search had ended.
    pub fn followed_whole(&self) -> bool {
        self.followers.iter().any(|f| {
            f.left.is_none()
                || matches!(
                    f.left.and_then(|a| a.departure),
                    Some(Departure::GoesOnAfterSolved { .. })
                        | Some(Departure::Other {
                            theirs: Some(Event::Exhausted),
                            ..
                        })
                )
        })
    }

    /// The learner's next event.
    pub fn feed(&mut self, step: &Step) {
        if self.live == 0 {
            return;
        }
        for f in self.followers.iter_mut().filter(|f| f.left.is_none()) {
            match f.feed(step.event) {
                Fed::Left(departure) => {
                    f.left = Some(WriteAgreement {
                        reference: f.reference,
                        common: f.common,
                        equal: false,
                        departure: Some(departure),
                    });
                    self.live -= 1;
                }
                Fed::Matched => {
                    f.common += f.since_write + 1;
                    f.since_write = 0;
                }
                Fed::NoWrite => f.since_write += 1,
            }
        }
    }

    /// The agreements, in [`Reference::PROPAGATING`]'s order.
    pub fn finish(self) -> Vec<WriteAgreement> {
        self.followers
            .into_iter()
            .map(|mut f| match f.left {
                Some(left) => left,
                None => {
                    let next = f.next_owed();
                    WriteAgreement {
                        reference: f.reference,
                        common: f.common,
                        equal: next.is_none() && f.ended.is_some(),
                        departure: next.map(|theirs| Departure::EndsEarly {
                            theirs: theirs.event(),
                        }),
                    }
                }
            })
            .collect()
    }
}

/// What one of the learner's events did to a comparison.
enum Fed {
    /// A write, the engine's next.
    Matched,
    /// No write.
    NoWrite,
    /// A write the engine does not make there.
    Left(Departure),
}

impl Follower {
    /// The learner's next event.
    fn feed(&mut self, event: Event) -> Fed {
        match self.write(event) {
            Some(Some(departure)) => Fed::Left(departure),
            Some(None) => Fed::Matched,
            None => Fed::NoWrite,
        }
    }

    /// The learner's next event: `None` for no write, else its departure
    /// if it leaves here.
    fn write(&mut self, event: Event) -> Option<Option<Departure>> {
        let yours = match event {
            Event::Place { cell, digit } => Written::Digit { cell, digit },
            Event::Undo { cell, digit } => Written::Clear { cell, digit },
            // Not a write: the learner's search has the engine's board
            // here, full or given up; how it ends is told at the finish.
            _ => return None,
        };
        Some(self.follow(yours))
    }

    /// The learner's write `yours`: its departure, if it leaves here.
    fn follow(&mut self, yours: Written) -> Option<Departure> {
        loop {
            if self.ahead.is_empty() && !self.pull() {
                // The engine has ended; the learner's code writes on.
                return Some(match self.ended {
                    Some(false) => Departure::Other {
                        yours: Some(yours.event()),
                        theirs: Some(Event::Exhausted),
                    },
                    _ => Departure::GoesOnAfterSolved {
                        yours: yours.event(),
                    },
                });
            }
            let run = self.ahead.front_mut().expect("a run");
            let theirs = run.writes[run.matched];
            if theirs.key() == yours.key() {
                run.matched += 1;
                if run.matched == run.writes.len() {
                    self.ahead.pop_front();
                }
                match yours {
                    Written::Clear { cell, .. } => self.board.clear(cell),
                    Written::Digit { cell, digit } => self.board.set(cell, digit),
                    _ => {}
                }
                return None;
            }
            if run.optional && run.matched == 0 {
                // A guess the engine took back for a wipeout, which the
                // learner's code did not write: skipped, not a difference.
                self.ahead.pop_front();
                continue;
            }
            return Some(self.departure(yours, theirs));
        }
    }

    /// The learner's code writes `yours` where the engine writes `theirs`.
    fn departure(&self, yours: Written, theirs: Written) -> Departure {
        if let (Written::Digit { cell: mine, .. }, Written::Guess { cell: pick, .. }) =
            (yours, theirs)
        {
            let candidates = self.board.candidates(pick);
            if self.reference.order() == super::writes::CellOrder::MostConstrained
                && mine != pick
                && self.board.digits[mine.index()] == 0
                && self.board.candidates(mine) == candidates
            {
                return Departure::Tie {
                    yours: mine,
                    theirs: pick,
                    candidates,
                };
            }
        }
        Departure::OtherWrite { yours, theirs }
    }

    /// The next write the engine makes that the learner's code owes it
    /// (runs it may skip passed over); `None` once the engine has ended.
    fn next_owed(&mut self) -> Option<Written> {
        loop {
            if self.ahead.is_empty() && !self.pull() {
                return None;
            }
            let run = self.ahead.front().expect("a run");
            if run.optional && run.matched == 0 {
                self.ahead.pop_front();
                continue;
            }
            return Some(run.writes[run.matched]);
        }
    }

    /// Steps the engine to its next run of writes; false once it ended.
    fn pull(&mut self) -> bool {
        let mut run: Vec<Written> = Vec::new();
        loop {
            let Some(event) = self.events.next_event() else {
                return self.close(run, false);
            };
            match event {
                Event::Place { cell, digit } => run.push(Written::Guess { cell, digit }),
                Event::Force { cell, digit, rule } => {
                    run.push(Written::Forced { cell, digit, rule })
                }
                Event::Undo { cell, digit } => {
                    // A backtrack after a dead end: a run of its own.
                    debug_assert!(run.is_empty(), "an undo only after a pick or a dead end");
                    run.push(Written::Clear { cell, digit });
                    return self.close(run, false);
                }
                // The givens alone leave a cell with no candidate: nothing
                // written to take back.
                Event::Wipeout { .. } if run.is_empty() => {}
                Event::Wipeout { .. } => {
                    // The engine takes back, at once, what it wrote since
                    // its last pick: the forced moves, then the guess.
                    let written = run.len();
                    while run.len() < 2 * written {
                        match self.events.next_event() {
                            Some(Event::Undo { cell, digit }) => {
                                run.push(Written::Clear { cell, digit })
                            }
                            other => unreachable!("a wipeout's undo, not {other:?}"),
                        }
                    }
                    return self.close(run, true);
                }
                Event::Enter { .. } if !run.is_empty() => return self.close(run, false),
                Event::Solved => {
                    self.ended = Some(true);
                    return self.close(run, false);
                }
                Event::Exhausted => {
                    self.ended = Some(false);
                    return self.close(run, false);
                }
                Event::Enter { .. } | Event::Reject { .. } | Event::DeadEnd { .. } => {}
            }
        }
    }

    /// Queues `run`, if it has writes; whether it had any.
    fn close(&mut self, writes: Vec<Written>, optional: bool) -> bool {
        if writes.is_empty() {
            return false;
        }
        self.ahead.push_back(Run {
            writes,
            optional,
            matched: 0,
        });
        true
    }
}

/// The propagating reference the learner's writes equal, the first of
/// equals.
pub fn same_as(agreements: &[WriteAgreement]) -> Option<Reference> {
    agreements.iter().find(|a| a.equal).map(|a| a.reference)
}

/// The propagating reference followed longest, with its first difference,
/// when it is followed further than `events` (the event-for-event
/// references' longest common prefix).
pub fn further(
    agreements: &[WriteAgreement],
    events: Option<usize>,
) -> Option<(Reference, Difference)> {
    let best = agreements
        .iter()
        .copied()
        .reduce(|best, a| if a.common > best.common { a } else { best })?;
    let departure = best.departure?;
    (events.is_none_or(|n| best.common > n)).then_some((
        best.reference,
        Difference {
            step: best.common as u64 + 1,
            reference: best.reference,
            departure,
            // A difference of writes: the learner's step there is a write.
            inferred: false,
        },
    ))
}

#[cfg(test)]
#[path = "propagation_tests.rs"]
pub(super) mod tests;
