//! One reading of a learner's writes in which every event is used the
//! moment the reader makes it, and none is kept unless a sink keeps it:
//! compared with the five reference searches, replayed for the findings,
//! counted, and handed to a [`StepSink`] (the watch's recording builder,
//! or a list for `trace --from`). A search cut at ten million writes makes
//! sixty million events; held as a list they were a gigabyte, and each
//! use read them again.
//!
//! The analysis ([`super::analysis`]) drives one such reading per set of
//! reading options, and starts again when the writes show the options
//! were guessed wrong.

mod off_thread;

pub use off_thread::OffThread;

use super::analysis::Counts;
use super::compare::{Agreement, Lockstep, ReferenceWrites, StaleCause, tried};
use super::findings::{Finding, Replay, StaleProof};
use super::observed::Observed;
use super::propagation::{WriteAgreement, WriteLockstep};
use super::writes::{CellOrder, ReadOptions, Reader, Step, Write};
use crate::engine::Event;
use crate::grid::{Cell, Grid};

/// Where a reading's events go as they are made.
pub trait StepSink {
    /// A stale leftover digit at `cell` taken off the learner's board by
    /// a `.`, before the event of index `before` (not an event itself).
    fn clear(&mut self, before: u64, cell: Cell) {
        let _ = (before, cell);
    }
    /// The next event.
    fn step(&mut self, step: &Step);
    /// The next event, known to be the one a search of the classic shape
    /// makes next from where this one stands (the reading vouches that it
    /// is the row-major search's): a sink that predicts events may skip
    /// the prediction.
    fn expected_step(&mut self, step: &Step) {
        self.step(step);
    }
    /// [`StepSink::expected_step`] for each of `steps`, in order.
    fn expected_steps(&mut self, steps: &[Step]) {
        for step in steps {
            self.expected_step(step);
        }
    }
}

/// Keeps every step: `trace --from` and the tests.
impl StepSink for Vec<Step> {
    fn step(&mut self, step: &Step) {
        self.push(*step);
    }
}

/// Keeps nothing: `check`, which prints only what the analysis says.
impl StepSink for () {
    fn step(&mut self, _: &Step) {}
}

/// What the sentence of a first difference needs from the steps around
/// it, taken while they pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Around {
    /// The learner's step there was inferred, not read from a write.
    pub inferred: bool,
    /// The last undo, before it, of its digit at a cell sharing a unit
    /// with its cell: where a table that is never unmarked keeps the digit.
    pub stale: Option<StaleCause>,
    /// The last undo before it of its digit in each of its cell's units
    /// (row, column, box): the one named is the unit the refusals prove
    /// stale ([`super::findings::StaleProof`]).
    pub stale_units: [Option<StaleCause>; 3],
    /// The digit of the first try at its cell that a write shows, from it
    /// on, before the search leaves the cell.
    pub next_try: Option<u8>,
}

/// A departure whose cell's next try is still to come.
struct Watching {
    /// Index into `departures`.
    index: usize,
    cell: Cell,
}

/// One reading of the writes, with fixed options.
pub struct Pass<S> {
    reader: Reader,
    /// While the learner writes what the row-major search writes, write
    /// for write: that search's writes, to check the next one against.
    /// Its events are then the reading's, and its engine is not stepped
    /// ([`Lockstep::park_row_major`]); the first other write ends this.
    follows_row_major: Option<ReferenceWrites>,
    uses: Uses<S>,
}

/// Everything a reading does with its events.
struct Uses<S> {
    /// `None` when the writes are not compared (a copy wrote the board).
    lockstep: Option<Lockstep>,
    /// The propagating references, compared write for write; `None` when
    /// the writes are not compared.
    propagating: Option<WriteLockstep>,
    following: bool,
    replay: Replay,
    /// The replay was fed vouched steps: its board is to be set again.
    replay_behind: bool,
    counts: Counts,
    len: u64,
    /// Some step refuses a digit that no unit holds.
    refused: bool,
    /// Rejections inferred from the digit order are no events (a copy
    /// tried nothing on the board).
    drop_inferred_rejects: bool,
    /// Nor are inferred rejections of the digit the code never tries.
    never_tried: Option<u8>,
    /// The clears, each with the index of the event it comes before.
    clears: Vec<(u64, Cell)>,
    /// Where the references left: the step index, and what was around it.
    departures: Vec<(u64, Around)>,
    /// Departures still waiting for their cell's next try.
    watching: Vec<Watching>,
    sink: S,
}

/// A reading, ended.
pub struct Finished<S> {
    pub observed: Observed,
    pub clears: Vec<(u64, Cell)>,
    pub counts: Counts,
    /// Events in all.
    pub len: u64,
    /// Against each reference, in [`super::compare::Reference::ALL`]'s
    /// order; empty when not compared.
    pub agreements: Vec<Agreement>,
    /// Against each propagating reference, in
    /// [`super::compare::Reference::PROPAGATING`]'s order; empty when not
    /// compared.
    pub propagating: Vec<WriteAgreement>,
    departures: Vec<(u64, Around)>,
    /// What the replay of the events found.
    pub replayed: Vec<Finding>,
    /// What its refusals prove of stale tables.
    pub stale_proof: StaleProof,
    /// Each digit's first refusal where no unit holds it.
    pub first_unheld: [Option<(u64, Cell)>; 10],
    /// The digits refused where no unit held them and none had been
    /// taken back nearby, as bits.
    pub unexplained_digits: u16,
    pub sink: S,
}

impl<S> Finished<S> {
    /// What was around the step where `a` left the learner's search
    /// (nothing when it left at the end).
    pub fn around(&self, a: &Agreement) -> Around {
        self.departures
            .iter()
            .find(|&&(at, _)| at == a.common as u64)
            .map_or_else(Around::default, |&(_, around)| around)
    }
}

impl<S: StepSink> Pass<S> {
    /// A reading of a search of `puzzle`, read as `options` say;
    /// `copied`: the board was written by copies (not compared).
    pub fn new(puzzle: &Grid, options: ReadOptions, copied: bool, sink: S) -> Pass<S> {
        let mut lockstep = (!copied).then(|| Lockstep::new(puzzle));
        // Only a plain reading in row-major order makes the row-major
        // search's events from its writes.
        let plain = options == ReadOptions::of(CellOrder::RowMajor);
        let parked = plain && lockstep.as_mut().is_some_and(Lockstep::park_row_major);
        let follows_row_major = parked.then(|| ReferenceWrites::new(puzzle)).flatten();
        if follows_row_major.is_none()
            && let Some(lockstep) = lockstep.as_mut()
        {
            lockstep.unpark_row_major(None);
        }
        Pass {
            reader: Reader::with_options(puzzle, options),
            follows_row_major,
            uses: Uses {
                propagating: (!copied).then(|| WriteLockstep::new(puzzle)),
                lockstep,
                following: !copied,
                replay: Replay::new(puzzle),
                replay_behind: false,
                counts: Counts::default(),
                len: 0,
                refused: false,
                drop_inferred_rejects: copied,
                never_tried: options.never_tried,
                clears: Vec::new(),
                departures: Vec::new(),
                watching: Vec::new(),
                sink,
            },
        }
    }

    /// What the reading noticed so far.
    pub fn observed(&self) -> &Observed {
        self.reader.observed()
    }

    /// Each digit's first refusal where no unit holds it so far, and the
    /// digits refused with no digit taken back nearby (as bits).
    pub fn unheld(&self) -> ([Option<(u64, Cell)>; 10], u16) {
        (
            self.uses.replay.first_unheld(),
            self.uses.replay.unexplained_digits(),
        )
    }

    /// Whether the writes follow a propagating reference's every write so
    /// far (they may go on after its end), and no reference compared event
    /// for event still follows them.
    pub fn follows_propagation_only(&self) -> bool {
        self.uses
            .propagating
            .as_ref()
            .is_some_and(WriteLockstep::followed_whole)
            && self.uses.lockstep.as_ref().is_none_or(|l| l.live() == 0)
    }

    /// Some step so far refuses a digit that no unit holds.
    pub fn refused(&self) -> bool {
        self.uses.refused
    }

    /// Reads one write and uses the events it makes.
    pub fn write(&mut self, write: Write) {
        let before = self.reader.len();
        self.reader.write(write);
        if let Some(reference) = self.follows_row_major.as_mut()
            && (self.reader.len() > before || self.reader.has_pending())
        {
            // A write that made events (one to a given or `.` over `.`
            // makes none), or a conflicting digit whose events wait for
            // the next write, is the row-major search's next, or the
            // row-major engine is stepped again from here, for these
            // events on.
            let this = (write.row * 9 + write.col, write.value.unwrap_or(0));
            // A solution ends the following too: what comes after one is
            // compared event by event.
            let solved = || self.reader.steps().iter().any(|s| s.event == Event::Solved);
            if reference.next_write() != Some(this) || solved() {
                self.stop_following_row_major();
            }
        }
        let uses = &mut self.uses;
        // A clear comes before every event of the write that made it.
        for &(_, cell) in &self.reader.clears()[uses.clears.len()..] {
            uses.clears.push((uses.len, cell));
            uses.sink.clear(uses.len, cell);
        }
        // Events the row-major search makes too, with no other reference
        // to compare them with: counted, not compared one by one.
        let vouched = self.follows_row_major.is_some()
            && uses.lockstep.as_ref().is_some_and(Lockstep::only_vouched)
            && self.reader.steps().iter().all(|s| s.event != Event::Solved);
        if vouched && let Some(last) = self.reader.steps().last().map(|s| s.event) {
            let steps = self.reader.steps();
            for step in steps {
                uses.use_vouched(step);
            }
            uses.sink.expected_steps(steps);
            if let Some(lockstep) = uses.lockstep.as_mut() {
                lockstep.vouch(steps.len(), last);
            }
            self.reader.drain();
            return;
        }
        for step in self.reader.drain() {
            uses.take(step);
        }
    }

    /// Ends the reading (`exhausted`: the search returned having tried
    /// everything).
    /// The row-major engine stepped again, from the events so far.
    fn stop_following_row_major(&mut self) {
        let Some(reference) = self.follows_row_major.take() else {
            return;
        };
        let from = reference.at_or_before(self.uses.len);
        if let Some(lockstep) = self.uses.lockstep.as_mut() {
            lockstep.unpark_row_major(from);
            // The replay's board, not kept while the steps were vouched
            // for, is the row-major search's where it now stands.
            if self.uses.replay_behind
                && let Some(grid) = lockstep.row_major_grid()
            {
                self.uses.replay.resync(&grid);
                self.uses.replay_behind = false;
            }
        }
    }

    pub fn finish(mut self, exhausted: bool) -> Finished<S> {
        // What the end adds is no write's: compared event by event.
        self.stop_following_row_major();
        let Pass {
            reader, mut uses, ..
        } = self;
        let observed = *reader.observed();
        let last = if exhausted {
            reader.finish_exhausted()
        } else {
            reader.finish()
        };
        for step in last {
            uses.take(step);
        }
        Finished {
            observed,
            clears: uses.clears,
            counts: uses.counts,
            len: uses.len,
            agreements: uses.lockstep.map(Lockstep::finish).unwrap_or_default(),
            propagating: uses
                .propagating
                .map(WriteLockstep::finish)
                .unwrap_or_default(),
            departures: uses.departures,
            stale_proof: uses.replay.stale_proof(),
            first_unheld: uses.replay.first_unheld(),
            unexplained_digits: uses.replay.unexplained_digits(),
            replayed: uses.replay.finish(),
            sink: uses.sink,
        }
    }
}

impl<S: StepSink> Uses<S> {
    fn take(&mut self, step: Step) {
        if step.inferred
            && let Event::Reject { digit, .. } = step.event
            && (self.drop_inferred_rejects || self.never_tried == Some(digit))
        {
            return;
        }
        self.refused |= matches!(step.event, Event::Reject { by: None, .. });
        self.watch_next_try(&step, 0);
        if self.following
            && let Some(lockstep) = self.lockstep.as_mut()
        {
            let live = lockstep.live();
            self.following = lockstep.feed(&step);
            if lockstep.live() < live {
                self.departed(&step);
            }
        }
        self.feed_propagating(&step);
        self.replay.feed(&step);
        self.counts.add(step.event);
        self.sink.step(&step);
        self.len += 1;
    }

    /// Uses a step the reading vouches for as the row-major search's, but
    /// for the comparison and the sink, which the caller gives it to.
    fn use_vouched(&mut self, step: &Step) {
        if !self.watching.is_empty() {
            self.watch_next_try(step, 0);
        }
        self.feed_propagating(step);
        self.replay.feed_vouched(step);
        self.replay_behind = true;
        self.counts.add(step.event);
        self.len += 1;
    }

    /// Gives `step` to the propagating references still following.
    fn feed_propagating(&mut self, step: &Step) {
        if let Some(propagating) = self.propagating.as_mut()
            && propagating.live()
        {
            propagating.feed(step);
        }
    }

    /// Some reference leaves the learner's search at `step`: what the
    /// sentence will need from before it, and from after it (its cell's
    /// next try a write shows, this step included).
    fn departed(&mut self, step: &Step) {
        let stale_units =
            tried(step.event).map_or([None; 3], |(c, d)| self.replay.stale_causes(c, d));
        let stale = stale_units.into_iter().flatten().max_by_key(|c| c.step);
        self.departures.push((
            self.len,
            Around {
                inferred: step.inferred,
                stale,
                stale_units,
                next_try: None,
            },
        ));
        if let Some(cell) = step.event.cell() {
            self.watching.push(Watching {
                index: self.departures.len() - 1,
                cell,
            });
            self.watch_next_try(step, self.watching.len() - 1);
        }
    }

    /// Gives `step` to the departures (from `from` on in the list) still
    /// waiting for their cell's next try a write shows.
    fn watch_next_try(&mut self, step: &Step, from: usize) {
        let mut k = from;
        while k < self.watching.len() {
            let w = &self.watching[k];
            let done = if step.event.cell() != Some(w.cell) {
                true
            } else if !step.inferred {
                self.departures[w.index].1.next_try = tried(step.event).map(|(_, d)| d);
                true
            } else {
                false
            };
            if done {
                self.watching.swap_remove(k);
            } else {
                k += 1;
            }
        }
    }
}
