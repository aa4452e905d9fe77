//! A learner's run, analysed: its writes read as the engine's events in
//! the cell order they show, its end, the reference search it equals or
//! the first event where it leaves the nearest one, and its findings.
//! Data only; `i18n::findings` words it.
//!
//! The writes are read once, as they come ([`super::stream`]): what no
//! write shows depends on the cell order and digit order of the whole
//! search, so the reading guesses them from the writes so far and begins
//! again when a write shows it guessed wrong ([`reading`]); what the
//! reading comes to, its result and findings, is [`verdict`]'s. Where the
//! order cannot be known, the events no write shows are left out and
//! [`Analysis::inferred_left_out`] says so.

mod reading;
mod verdict;

use super::compare::{Difference, Reference};
use super::findings::Finding;
use super::observed::Observed;
use super::run::{Batch, SolutionRun};
use super::stream::{Pass, StepSink};
use super::writes::{CellOrder, ReadOptions, Step, Write};
use crate::engine::Event;
use crate::grid::{Cell, Grid};
use reading::Reading;
use std::sync::mpsc;
use std::thread;
#[cfg(test)]
use verdict::copied;

/// How the learner's search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SearchResult {
    /// It returned with the puzzle's solution on the board.
    Solved,
    /// It returned with a full board that is not a solution (or a given
    /// changed).
    WrongAnswer,
    /// It returned having taken back every digit: no solution found.
    Exhausted,
    /// It returned having taken back every digit, after the board was
    /// full and right at some step: it reached the solution and undid it.
    SolvedThenUndone,
    /// It returned with empty cells and digits of its own on the board.
    ReturnedIncomplete,
    /// The runner stopped it at a limit.
    Stopped,
    /// It could not run, raised or exited.
    Error,
}

impl SearchResult {
    /// `solved`, ...: the name `check --json` prints.
    pub const fn name(self) -> &'static str {
        match self {
            SearchResult::Solved => "solved",
            SearchResult::WrongAnswer => "wrong-answer",
            SearchResult::Exhausted => "exhausted",
            SearchResult::SolvedThenUndone => "solved-then-undone",
            SearchResult::ReturnedIncomplete => "returned-incomplete",
            SearchResult::Stopped => "stopped",
            SearchResult::Error => "error",
        }
    }
}

/// The counts `check` prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub writes: u64,
    pub placements: u64,
    pub rejects: u64,
    /// Undo events.
    pub backtracks: u64,
}

impl Counts {
    /// Counts one more event.
    pub fn add(&mut self, event: Event) {
        match event {
            Event::Place { .. } => self.placements += 1,
            Event::Reject { .. } => self.rejects += 1,
            Event::Undo { .. } => self.backtracks += 1,
            _ => {}
        }
    }
}

/// Everything `check`, `trace --from` and `watch` say of a run.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The learner's search in the engine's events, when they were kept
    /// ([`analyse`]; empty from [`analyse_into`]).
    pub steps: Vec<Step>,
    /// How many events the search made.
    pub len: u64,
    /// The stale leftover digits its `.` took off its board, each with
    /// the index of the step it comes before ([`Reader::clears`]): not
    /// events, so in no count, comparison or trace.
    pub clears: Vec<(u64, Cell)>,
    /// The cell order read from the writes, and used for inference.
    pub order: CellOrder,
    /// Digits tried 9 down to 1.
    pub descending: bool,
    /// Digits tried in an order that changes from cell to cell: no
    /// rejection was inferred from a digit order.
    pub mixed_digits: bool,
    /// The order is unknown: events no write shows are not in `steps`.
    pub inferred_left_out: bool,
    pub result: SearchResult,
    pub counts: Counts,
    /// The reference it equals event for event.
    pub same_as: Option<Reference>,
    /// The reference it follows longest.
    pub nearest: Option<Reference>,
    /// Where it leaves the nearest reference; `None` when it equals one.
    pub first_difference: Option<Difference>,
    pub findings: Vec<Finding>,
    /// What the reading noticed (orders, shapes of writes).
    pub observed: Observed,
    /// How the reading kept read the writes (its options, and whether
    /// copies wrote the board): [`read_again`] reads them so.
    pub read_as: (ReadOptions, bool),
}

/// The steps of `run`'s writes read again as `analysis` read them,
/// handed to `sink` one by one as they are made (`trace --from` prints
/// them so, keeping none): the same steps as the reading `analysis` kept,
/// which read every write with these options.
pub fn read_again<S: StepSink>(
    puzzle: &Grid,
    run: &SolutionRun,
    analysis: &Analysis,
    sink: S,
) -> S {
    let (options, copied) = analysis.read_as;
    let mut pass = Pass::new(puzzle, options, copied, sink);
    for &write in &run.writes {
        pass.write(write);
    }
    // As the analysis read it: a search that took its solution back ended
    // exhausted, too.
    let exhausted = matches!(
        analysis.result,
        SearchResult::Exhausted | SearchResult::SolvedThenUndone
    );
    pass.finish(exhausted).sink
}

/// Analyses `run`, a learner's search of `puzzle`, and keeps its steps
/// ([`Analysis::steps`]).
pub fn analyse(puzzle: &Grid, run: &SolutionRun) -> Analysis {
    let (mut analysis, steps) = analyse_into(puzzle, run, |_| Vec::new());
    analysis.steps = steps;
    analysis
}

/// Analyses `run` and hands its steps to a sink as the reading makes them
/// (`new_sink` makes one for each reading begun, given the puzzle; the
/// one of the reading kept is returned). [`Analysis::steps`] is empty.
pub fn analyse_into<S: StepSink>(
    puzzle: &Grid,
    run: &SolutionRun,
    new_sink: fn(&Grid) -> S,
) -> (Analysis, S) {
    let mut reading = Reading::new(puzzle, new_sink);
    reading.read(&run.writes);
    reading.conclude(run)
}

/// An analysis that reads the writes on its own thread while the
/// learner's program still runs, so that when it ends, what is left is
/// the last few writes and the findings: the first screen of a run cut at
/// ten million writes comes at once, not seconds after the run.
///
/// Put [`Live::sender`] in the run's [`Limits::live`](super::run::Limits),
/// run, then [`Live::finish`] with the run: its writes are the ones this
/// read (the run's own list is left empty by the runner).
pub struct Live<S> {
    sender: mpsc::SyncSender<Batch>,
    thread: Option<thread::JoinHandle<(Reading<S>, Vec<Write>)>>,
}

impl<S: StepSink + Send + 'static> Live<S> {
    /// Starts the reading of a search of `puzzle`.
    pub fn start(puzzle: &Grid, new_sink: fn(&Grid) -> S) -> Live<S> {
        // Bounded: a program that writes faster than the reading reads
        // waits for it (the pipe fills, its write blocks), instead of the
        // writes piling up here — memory that grew with --write-limit.
        let (sender, batches) = mpsc::sync_channel(LIVE_BATCHES);
        let puzzle = puzzle.clone();
        let thread = thread::spawn(move || {
            let mut reading = Reading::new(&puzzle, new_sink);
            let mut writes = Vec::new();
            // Until the run's end is told; a closed channel ends it too.
            while let Ok(Batch::Writes(batch)) = batches.recv() {
                let from = writes.len();
                writes.extend_from_slice(&batch);
                for end in from + 1..=writes.len() {
                    reading.write(&writes[..end]);
                }
            }
            (reading, writes)
        });
        Live {
            sender,
            thread: Some(thread),
        }
    }

    /// Where the runner hands the writes.
    pub fn sender(&self) -> mpsc::SyncSender<Batch> {
        self.sender.clone()
    }

    /// The analysis of `run`, which ran with [`Live::sender`]: its writes
    /// are put back into it.
    pub fn finish(mut self, run: &mut SolutionRun) -> (Analysis, S) {
        let _ = self.sender.send(Batch::End);
        let thread = self.thread.take().expect("finished once");
        let (mut reading, writes) = match thread.join() {
            Ok(done) => done,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        if run.writes.is_empty() {
            run.writes = writes;
        } else {
            // A run made without the sender: read its writes here.
            reading.read(&run.writes);
        }
        reading.conclude(run)
    }
}

impl<S> Drop for Live<S> {
    /// A run given up (cancelled, its answer dropped): the reading ends
    /// with the writes it has, on its own.
    fn drop(&mut self) {
        let _ = self.sender.send(Batch::End);
    }
}

/// How many batches of writes (16,384 each, 12 bytes a write) may wait
/// for the reading: about 12 MB.
const LIVE_BATCHES: usize = 64;

#[cfg(test)]
#[path = "analysis_tests.rs"]
mod tests;
