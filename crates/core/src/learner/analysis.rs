//! A learner's run, analysed: its writes read as the engine's events in
//! the cell order they show, its end, the reference search it equals or
//! the first event where it leaves the nearest one, and its findings.
//! Data only; `i18n::findings` words it.
//!
//! The writes are read once, as they come ([`super::stream`]): what no
//! write shows depends on the cell order and digit order of the whole
//! search, so the reading guesses them from the writes so far and begins
//! again when a write shows it guessed wrong ([`Reading`]). Where the
//! order cannot be known, the events no write shows are left out and
//! [`Analysis::inferred_left_out`] says so.

use super::compare::{self, Agreement, Departure, Difference, Reference};
use super::findings::StaleProof;
use super::findings::{self, Failure, Finding, GivenChanged, Kind};
use super::observed::Observed;
use super::propagation;
use super::propagation_check::{Propagating, PropagationCheck};
use super::run::{Batch, End, SolutionRun};
use super::stream::{Around, Pass, StepSink};
use super::writes::{CellOrder, ReadOptions, Step, Write};
use crate::engine::Event;
use crate::grid::{Cell, Grid};
use std::sync::mpsc;
use std::thread;

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

/// The readings of the writes, kept up with them one write at a time.
///
/// What no write shows depends on the cell order and digit order of the
/// whole search, known only at its end: the reading guesses them from the
/// writes so far, and when a new write shows the guess wrong, it begins
/// again from the first write with the new one. Each guess is one the
/// writes so far support, and the guesses only move one way (an order
/// once broken stays broken, a kept conflict stays kept), so a reading
/// begins again a few times at most, early on a real search. The reading
/// that reaches the last write read it with the options all the writes
/// give: the same steps as a reading that knew them from the start.
struct Reading<S> {
    puzzle: Grid,
    /// Whether the board was written by copies: known at the end (read
    /// as not, until then).
    copied: bool,
    new_sink: fn(&Grid) -> S,
    options: ReadOptions,
    /// Some reading kept a conflicting digit while going deeper.
    kept_conflicts: bool,
    /// Writes read so far.
    read: usize,
    /// Options given, not guessed: never begins again (the tests' reading
    /// that knows the options from the start).
    fixed: bool,
    primary: Pass<S>,
    /// Beside it once a digit is refused that no unit holds: the same
    /// options with tables that keep what was taken back.
    stale: Option<Pass<S>>,
}

impl<S: StepSink> Reading<S> {
    fn new(puzzle: &Grid, new_sink: fn(&Grid) -> S) -> Self {
        let options = ReadOptions::of(CellOrder::RowMajor);
        Reading {
            puzzle: puzzle.clone(),
            copied: false,
            primary: Pass::new(puzzle, options, false, new_sink(puzzle)),
            new_sink,
            options,
            kept_conflicts: false,
            read: 0,
            fixed: false,
            stale: None,
        }
    }

    /// A reading told its options (and whether a copy wrote the board)
    /// from the start.
    #[cfg(test)]
    fn knowing(
        puzzle: &Grid,
        new_sink: fn(&Grid) -> S,
        options: ReadOptions,
        copied: bool,
    ) -> Self {
        Reading {
            copied,
            options,
            fixed: true,
            primary: Pass::new(puzzle, options, copied, new_sink(puzzle)),
            ..Reading::new(puzzle, new_sink)
        }
    }

    /// Reads the writes of `writes` not read yet.
    fn read(&mut self, writes: &[Write]) {
        for end in self.read + 1..=writes.len() {
            self.write(&writes[..end]);
        }
    }

    /// Reads the last of `writes` (the ones before it are read already).
    fn write(&mut self, writes: &[Write]) {
        let write = *writes.last().expect("a write");
        self.read = writes.len();
        self.primary.write(write);
        if let Some(stale) = self.stale.as_mut() {
            stale.write(write);
        }
        let options = if self.fixed {
            self.options
        } else {
            self.options_now()
        };
        if options != self.options {
            self.options = options;
            self.begin_again(writes);
        } else if self.stale.is_none() && self.primary.refused() && !self.copied {
            self.stale = Some(self.stale_pass(writes));
        }
    }

    /// The options the writes so far give.
    fn options_now(&mut self) -> ReadOptions {
        let seen = self.primary.observed();
        // A conflicting digit kept while the search went deeper is a
        // placement; so is one written and cleared at once by a search
        // that passes over other digits without writing them: its check
        // comes before its writes, so the clear is a dead end below, not
        // write-then-check (which writes every digit it tries).
        // The digit order is the one the tries show; whichever it is, a
        // gap counted in it now stays one in it as more writes come (a
        // gap is a try in its direction), so what is decided here holds.
        let (up, down) = (seen.upward_tries > 0, seen.downward_tries > 0);
        let (descending, mixed) = (down && !up, down && up);
        self.kept_conflicts |= seen.kept_conflicts > 0
            || (seen.write_then_checks > 0 && seen.skips(descending, mixed) > 0);
        let fits = seen.order;
        // Writes that came from a copy are no search: no cell order is
        // read from them, so nothing is inferred between them (no
        // rejection the copy never made is put to the learner's code).
        let order = if self.copied {
            CellOrder::Unknown
        } else if fits.row_major {
            CellOrder::RowMajor
        } else if fits.most_constrained {
            CellOrder::MostConstrained
        } else if fits.restart_column {
            CellOrder::RestartColumn
        } else {
            CellOrder::Unknown
        };
        ReadOptions {
            order,
            descending: !self.copied && descending,
            // Tries seen going up and going down: no one digit order is
            // proven, so no rejection is inferred from one.
            mixed_digits: !self.copied && mixed,
            stale_tables: false,
            accepts_conflicts: self.kept_conflicts,
            never_tried: None,
            // Told at the end (see `conclude`).
            propagating: false,
        }
    }

    /// A reading with the current options, brought up to `writes`' last.
    fn begin_again(&mut self, writes: &[Write]) {
        let sink = (self.new_sink)(&self.puzzle);
        let mut primary = Pass::new(&self.puzzle, self.options, self.copied, sink);
        for &write in writes {
            primary.write(write);
        }
        self.primary = primary;
        self.stale = (self.primary.refused() && !self.copied).then(|| self.stale_pass(writes));
    }

    fn stale_pass(&self, writes: &[Write]) -> Pass<S> {
        let options = ReadOptions {
            stale_tables: true,
            ..self.options
        };
        let sink = (self.new_sink)(&self.puzzle);
        let mut stale = Pass::new(&self.puzzle, options, self.copied, sink);
        for &write in writes {
            stale.write(write);
        }
        stale
    }

    /// Whether `run` wrote an answer back cell by cell: every empty cell
    /// of the puzzle written once with a digit and nothing else written
    /// (no clear, no given, no cell twice), in a way no search on the
    /// board explains — in no order a search follows, or, read as one,
    /// passing over a digit no unit held. A search on the board that
    /// never had to go back writes the same cells once each, but in its
    /// order and with the first digit it could place: it stays a search.
    fn written_back(&self, run: &SolutionRun) -> bool {
        let givens = self.puzzle.digits();
        let empty = givens.iter().filter(|&&d| d == 0).count();
        if empty == 0 || run.odd_writes > 0 || run.writes.len() != empty {
            return false;
        }
        let mut written = [false; 81];
        for w in &run.writes {
            let at = usize::from(w.row) * 9 + usize::from(w.col);
            if w.value.is_none() || givens[at] != 0 || std::mem::replace(&mut written[at], true) {
                return false;
            }
        }
        self.options.order == CellOrder::Unknown || self.primary.refused()
    }

    /// The analysis, every write of `run` read.
    fn conclude(mut self, run: &SolutionRun) -> (Analysis, S) {
        let puzzle = self.puzzle.clone();
        let copied = copied(run);
        // Writes that follow a propagating search whole (forced moves
        // each written once, say) are that search's, not an answer
        // written back.
        let written_back = copied.is_none()
            && !self.fixed
            && !self.primary.follows_propagation_only()
            && self.written_back(run);
        let out_of_sight = copied.is_some() || written_back;
        if out_of_sight != self.copied && !self.fixed {
            // Copies (and an answer written back) are told by the end of
            // the run: read again so.
            self.copied = out_of_sight;
            self.options = self.options_now();
            self.begin_again(&run.writes[..self.read]);
        }
        // Writes no engine search follows to the end may still be a
        // propagating search's, of its own cell or digit order: held to
        // the rules of one, write by write.
        // (A reading told to read as propagating has no refusal left to
        // show it: it was told so for one.)
        let refused = self.primary.refused() || self.options.propagating;
        let rules = (!self.copied && !self.primary.follows_propagation_only())
            .then(|| PropagationCheck::of(&puzzle, &run.writes[..self.read]))
            .flatten()
            .and_then(|p| shape(p, refused));
        let (first_unheld, unexplained) = self.primary.unheld();
        let mut stops_short = None;
        if !self.fixed
            && (self.primary.follows_propagation_only()
                || rules.is_some_and(|(singles, p)| !singles || p.passed_over))
        {
            // The writes follow a propagating search to their end, and no
            // other: read again so, with no refusal inferred of a digit
            // the code may never have looked at.
            self.options.propagating = true;
            self.begin_again(&run.writes[..self.read]);
        } else if !self.fixed
            && !self.copied
            && let Some(Finding::NeverTries { digit, cell, step }) =
                never_tried(self.primary.observed(), &first_unheld, unexplained)
        {
            // A digit loop that stops short is known only at the end too:
            // read again with no rejection of the digit it never reaches
            // (the code never tried it), the finding kept from the first
            // reading.
            stops_short = Some((digit, cell, step));
            self.options.never_tried = Some(digit);
            self.begin_again(&run.writes[..self.read]);
        }
        let board = final_board(&puzzle, run);
        let result = result_of(&puzzle, run, &board);
        let options = self.options;
        let exhausted = result == SearchResult::Exhausted;
        let primary = self.primary.finish(exhausted);
        let mut read_as = (options, self.copied);
        let read = match self.stale.map(|p| p.finish(exhausted)) {
            // Read with tables that keep what was taken back, the
            // refusals' reasons are those such tables give: kept if it
            // follows a reference further.
            Some(stale) if reach(&stale.agreements) > reach(&primary.agreements) => {
                read_as.0.stale_tables = true;
                stale
            }
            _ => primary,
        };
        let agreements = &read.agreements;
        // Odd writes are writes too, though no step is read from them.
        let counts = Counts {
            writes: (run.writes.len() + run.odd_writes) as u64,
            ..read.counts
        };
        // The event-for-event references first: the plainer claim.
        let same_as = agreements
            .iter()
            .find(|a| a.equal)
            .map(|a| a.reference)
            .or_else(|| propagation::same_as(&read.propagating));
        // Of references followed equally far, the one whose cell order the
        // writes show: a most-constrained search is compared with the
        // most-constrained search.
        let nearest = compare::nearest(agreements).map(|best| {
            agreements
                .iter()
                .copied()
                .find(|a| a.common == best.common && a.reference.order() == options.order)
                .unwrap_or(best)
        });
        let never_tried = never_tried(&read.observed, &read.first_unheld, read.unexplained_digits)
            .or(stops_short.map(|(digit, cell, step)| Finding::NeverTries { digit, cell, step }));
        let first_difference = match (same_as, nearest) {
            (None, Some(a)) => {
                let around = read.around(&a);
                let d = compare::difference(&a, &around);
                let proof = read.stale_proof;
                Some(proven(
                    d,
                    &around,
                    proof,
                    &read.observed,
                    never_tried.is_some(),
                    options.never_tried,
                ))
            }
            _ => None,
        }
        .filter(|d| !followed_as_far_as_it_went(d, result));
        // A propagating search the writes follow further is the nearest.
        let further = match (same_as, nearest) {
            (Some(_), _) => None,
            // Left at an event no write made (a rejection, a dead end, or
            // one inferred): the writes do not show that search wrong
            // there, so it stays the nearest.
            (None, Some(a))
                if read.around(&a).inferred
                    || a.yours.is_some_and(|e| {
                        !matches!(
                            e,
                            Event::Place { .. } | Event::Undo { .. } | Event::Enter { .. }
                        )
                    }) =>
            {
                None
            }
            (None, n) => propagation::further(&read.propagating, n.map(|a| a.common)),
        };
        let first_difference = match further {
            Some((_, d)) => Some(d).filter(|d| !followed_as_far_as_it_went(d, result)),
            None => first_difference,
        };
        // A search that reached the full, right board and then took every
        // digit back did not find no solution: it found one and undid it.
        let result = match result {
            SearchResult::Exhausted
                if read
                    .replayed
                    .iter()
                    .any(|f| f.kind() == Kind::KeepsGoingAfterSolution) =>
            {
                SearchResult::SolvedThenUndone
            }
            other => other,
        };
        let mut analysis = Analysis {
            order: options.order,
            descending: options.descending,
            mixed_digits: options.mixed_digits,
            inferred_left_out: options.order == CellOrder::Unknown,
            result,
            counts,
            len: read.len,
            same_as,
            // A propagating search equalled is the nearest, too.
            nearest: same_as
                .filter(|r| r.propagates())
                .or(further.map(|(r, _)| r))
                .or(nearest.map(|a: Agreement| a.reference)),
            first_difference,
            findings: Vec::new(),
            observed: read.observed,
            clears: read.clears,
            steps: Vec::new(),
            read_as,
        };
        let propagates = rules
            .filter(|_| analysis.same_as.is_none())
            .map(|(singles, p)| propagates(singles, p, &read.propagating, &mut analysis, result));
        let copied = copied.or(written_back.then_some(Finding::WrittenBack {
            cells: run.writes.len() as u64,
        }));
        analysis.findings = match copied {
            Some(copies) => copy_findings(&puzzle, run, &analysis, &board, copies),
            None => {
                // A refusal of a digit the search writes nowhere is its
                // digit loop stopping short, not a table left marked.
                let mut replayed = read.replayed;
                if let Some(Finding::NeverTries { digit: never, .. }) = never_tried {
                    replayed.retain(|f| {
                        !matches!(f, Finding::RefusesCandidate { digit, .. } if *digit == never)
                    });
                    replayed.extend(never_tried);
                }
                let mut all = all_findings(&puzzle, run, &analysis, &board, replayed);
                all.splice(0..0, propagates);
                all
            }
        };
        (analysis, read.sink)
    }
}

/// Which propagating search writes that keep its rules are read as:
/// naked singles (`true`) when the code fills every cell left with a
/// single candidate before it guesses, and guesses not by fewest
/// candidates (a search that always takes a cell with the fewest fills
/// such cells first anyway: the most-constrained search says it); forward
/// checking when it passed over a digit no unit held, unwritten, that
/// would have left a cell with no candidate, or the classic reading of
/// the writes had to call a digit no unit held refused (`refused`) where
/// these rules explain every write with none, and it went back at least
/// once (a few writes that never go back prove no search of any kind)
/// and never wrote past a wipeout. Otherwise the classic reading explains the writes: `None`.
fn shape(p: Propagating, refused: bool) -> Option<(bool, Propagating)> {
    if p.singles_first && !p.fewest {
        Some((true, p))
    } else if (p.passed_over || refused) && p.backtracked && !p.past_wipeout {
        Some((false, p))
    } else {
        None
    }
}

/// The finding of writes that keep a propagating search's rules, and, for
/// forward checking in an order an engine search has, its first
/// difference with that search (a tie, a digit tried in another order),
/// which becomes the nearest.
fn propagates(
    singles: bool,
    p: Propagating,
    agreements: &[propagation::WriteAgreement],
    a: &mut Analysis,
    result: SearchResult,
) -> Finding {
    let order = if p.fewest {
        CellOrder::MostConstrained
    } else if p.reading {
        CellOrder::RowMajor
    } else {
        CellOrder::Unknown
    };
    let descending = match (p.ascending, p.descending) {
        (true, _) => Some(false),
        (false, true) => Some(true),
        _ => None,
    };
    let agreement = |reference: Reference| agreements.iter().find(|w| w.reference == reference);
    let mut hidden = None;
    if singles {
        if let Some(w) = agreement(Reference::Singles)
            && let Some(Departure::OtherWrite {
                yours,
                theirs:
                    compare::Written::Forced {
                        cell,
                        digit,
                        rule: crate::engine::ForceRule::OnlyPlace(unit),
                    },
            }) = w.departure
        {
            hidden = Some(findings::HiddenSingle {
                step: w.common as u64 + 1,
                cell,
                digit,
                unit,
                yours: yours.key(),
            });
        }
    } else {
        let reference = match order {
            CellOrder::MostConstrained => Some(Reference::ForwardCheckingMrv),
            CellOrder::RowMajor => Some(Reference::ForwardChecking),
            _ => None,
        };
        if let Some(w) = reference.and_then(agreement)
            && let Some(departure) = w.departure
        {
            let d = Difference {
                step: w.common as u64 + 1,
                reference: w.reference,
                departure,
                inferred: false,
            };
            a.nearest = Some(w.reference);
            a.first_difference = Some(d).filter(|d| !followed_as_far_as_it_went(d, result));
        }
    }
    Finding::Propagates {
        singles,
        order,
        own_ties: p.own_ties,
        descending,
        hidden,
    }
}

/// The copies that wrote the board, as a finding: when they changed a
/// cell, or when nothing but copies touched it (the search then ran
/// wholly out of sight). A copy that changed nothing after a search on the
/// board itself is no finding.
fn copied(run: &SolutionRun) -> Option<Finding> {
    let copies = run.copies?;
    let direct = (run.writes.len() as u64 + run.odd_writes as u64).saturating_sub(copies.writes);
    (copies.writes > 0 || direct == 0).then_some(Finding::CopiesAnswer {
        line: copies.first_line,
        count: copies.count,
        cells: copies.writes,
        direct,
    })
}

/// A board written by copies: that finding, and what the end and the
/// final board say; none of the findings that read the writes as a search.
fn copy_findings(
    puzzle: &Grid,
    run: &SolutionRun,
    a: &Analysis,
    board: &str,
    copies: Finding,
) -> Vec<Finding> {
    let kept = all_findings(puzzle, run, a, board, Vec::new())
        .into_iter()
        .filter(|f| {
            matches!(
                f.kind(),
                Kind::Stopped | Kind::Error | Kind::WrongAnswer | Kind::ReturnsIncomplete
            )
        });
    std::iter::once(copies).chain(kept).collect()
}

/// The last digit of the proven digit order (9 going up, 1 going down)
/// when the search writes it nowhere, yet left a cell where no unit held
/// it: its digit loop stops short of it.
/// Every other refusal must be explained by a digit taken back nearby
/// (`unexplained`: the digits refused with no such cause, as bits): a
/// check that refuses other free digits too may be refusing this one.
fn never_tried(
    seen: &Observed,
    first_unheld: &[Option<(u64, Cell)>; 10],
    unexplained: u16,
) -> Option<Finding> {
    let digit = if proven_order(seen)? { 1 } else { 9 };
    let (step, cell) = first_unheld[digit as usize]?;
    (seen.written & 1 << digit == 0 && unexplained & !(1 << digit) == 0)
        .then_some(Finding::NeverTries { digit, cell, step })
}

/// The first difference said only as far as the writes prove it: a tie
/// of fewest candidates named a tie, the stale cause the unit the
/// refusals prove stale (none where they prove none), and a digit the
/// search never writes named as never tried.
fn proven(
    mut d: Difference,
    around: &Around,
    proof: StaleProof,
    seen: &Observed,
    never_tried: bool,
    never_tried_digit: Option<u8>,
) -> Difference {
    d.departure = match d.departure {
        Departure::OtherCell { yours, theirs } => match seen.order.first_tie {
            Some(tie)
                if tie.step + 1 == d.step
                    && (tie.yours, tie.theirs) == (yours, theirs)
                    && d.reference.order() == CellOrder::MostConstrained =>
            {
                Departure::Tie {
                    yours,
                    theirs,
                    candidates: tie.candidates,
                }
            }
            _ => d.departure,
        },
        // With the digits proven tried in order, a digit before the one
        // tried is one passed over: refused, not a digit order of its own.
        Departure::OtherDigit {
            cell,
            yours,
            theirs,
        } if proven_order(seen).is_some_and(|down| (yours < theirs) == down)
            // A digit a propagating search passed over may have been
            // struck off: refused is more than is proven.
            && !seen.passed_over_ahead(cell, theirs) =>
        {
            if seen.written & 1 << theirs == 0 {
                Departure::NeverTries {
                    cell,
                    digit: theirs,
                }
            } else {
                Departure::RefusesCandidate {
                    cell,
                    digit: theirs,
                    stale: proof.pick(around.stale_units),
                }
            }
        }
        Departure::RefusesCandidate { cell, digit, .. } if seen.written & 1 << digit == 0 => {
            Departure::NeverTries { cell, digit }
        }
        Departure::RefusesCandidate { cell, digit, .. } => Departure::RefusesCandidate {
            cell,
            digit,
            stale: proof.pick(around.stale_units),
        },
        Departure::Other {
            yours:
                Some(Event::Reject {
                    cell,
                    digit,
                    by: None,
                    ..
                }),
            ..
        } if never_tried && seen.written & 1 << digit == 0 => Departure::NeverTries { cell, digit },
        // Read with no rejection of the digit its loop never reaches: where
        // the reference places that digit, the code leaves without it.
        Departure::Other {
            theirs: Some(Event::Place { cell, digit }),
            ..
        } if never_tried_digit == Some(digit) => Departure::NeverTries { cell, digit },
        other => other,
    };
    d
}

/// The digit order the writes prove: `Some(false)` 1 up to 9 (tries
/// seen going up, none down), `Some(true)` 9 down to 1, `None` unproven.
fn proven_order(seen: &Observed) -> Option<bool> {
    match (seen.upward_tries > 0, seen.downward_tries > 0) {
        (true, false) => Some(false),
        (false, true) => Some(true),
        _ => None,
    }
}

/// A search cut short (stopped, raised, exited) that equals a reference
/// up to its last event does not leave it: it ends, and the finding of
/// its end says so.
fn followed_as_far_as_it_went(d: &Difference, result: SearchResult) -> bool {
    matches!(d.departure, Departure::EndsEarly { .. })
        && matches!(result, SearchResult::Stopped | SearchResult::Error)
}

/// How far the agreements go: any equal first, then the longest prefix.
fn reach(agreements: &[Agreement]) -> (bool, usize) {
    (
        agreements.iter().any(|a| a.equal),
        agreements.iter().map(|a| a.common).max().unwrap_or(0),
    )
}

/// The board at the end: the harness's, or else the writes replayed on
/// the puzzle.
fn final_board(puzzle: &Grid, run: &SolutionRun) -> String {
    if let Some(board) = run.final_board.as_ref().filter(|b| b.len() == 81) {
        return board.clone();
    }
    let mut cells: Vec<u8> = puzzle
        .digits()
        .iter()
        .map(|&d| if d == 0 { b'.' } else { b'0' + d })
        .collect();
    for w in &run.writes {
        cells[w.row as usize * 9 + w.col as usize] = w.value.map_or(b'.', |d| b'0' + d);
    }
    String::from_utf8(cells).expect("ASCII")
}

/// The first write over a given with another value.
fn first_given_write(puzzle: &Grid, writes: &[Write]) -> Option<GivenChanged> {
    writes.iter().find_map(|w| {
        let cell = Cell::at(w.row as usize, w.col as usize);
        let given = puzzle.get(cell);
        (puzzle.is_given(cell) && w.value != Some(given)).then_some(GivenChanged {
            cell,
            given,
            written: w.value,
        })
    })
}

fn result_of(puzzle: &Grid, run: &SolutionRun, board: &str) -> SearchResult {
    match run.end {
        End::Stopped(_) => return SearchResult::Stopped,
        End::Returned { .. } => {}
        _ => return SearchResult::Error,
    }
    let wrong = findings::wrong_answer(puzzle, board, first_given_write(puzzle, &run.writes));
    if wrong.is_some() {
        return SearchResult::WrongAnswer;
    }
    let bytes = board.as_bytes();
    if !bytes.contains(&b'.') {
        return SearchResult::Solved;
    }
    let own_digits = Cell::all().any(|c| !puzzle.is_given(c) && bytes[c.index()] != b'.');
    if !own_digits && run.writes.iter().any(|w| w.value.is_some()) {
        SearchResult::Exhausted
    } else {
        SearchResult::ReturnedIncomplete
    }
}

/// The findings of a search on the board (`replayed`: what the replay of
/// its events found).
fn all_findings(
    puzzle: &Grid,
    run: &SolutionRun,
    a: &Analysis,
    board: &str,
    replayed: Vec<Finding>,
) -> Vec<Finding> {
    let mut found = Vec::new();
    if let Some(reference) = a.same_as {
        found.push(Finding::SameAs {
            reference,
            placements: a.counts.placements,
            backtracks: a.counts.backtracks,
        });
    }
    match &run.end {
        End::Stopped(reason) => found.push(Finding::Stopped {
            reason: *reason,
            writes: a.counts.writes,
            elapsed: run.elapsed,
        }),
        End::Returned { .. } => {}
        other => found.push(Finding::Error(failure(other))),
    }
    if let Some(odd) = run.first_odd {
        found.push(Finding::OddValues {
            count: run.odd_writes as u64,
            cell: Cell::at(usize::from(odd.row), usize::from(odd.col)),
            line: odd.line,
        });
    }
    let given_write = first_given_write(puzzle, &run.writes);
    if matches!(run.end, End::Returned { .. }) || given_write.is_some() {
        found.extend(findings::wrong_answer(puzzle, board, given_write));
    }
    if a.result == SearchResult::ReturnedIncomplete {
        let empty = Cell::all()
            .filter(|c| board.as_bytes()[c.index()] == b'.')
            .collect();
        found.push(Finding::ReturnsIncomplete {
            empty,
            restart_scan: a.order == CellOrder::RestartColumn,
        });
    }
    found.extend(replayed);
    let seen = &a.observed;
    if let Some((step, cell, digit)) = seen.first_write_then_check {
        found.push(Finding::WriteThenCheck {
            step: step + 1,
            cell,
            digit,
            count: seen.write_then_checks,
        });
    }
    if let Some(mut first) = seen.first_overwrite {
        first.step += 1;
        found.push(Finding::OverwritesWithoutClearing {
            first,
            count: seen.overwrites,
        });
    }
    // A propagating search's forced moves fill cells out of any order of
    // guesses: the same-as finding names the search, and no order of its
    // own is put to it.
    let propagates = a.same_as.is_some_and(Reference::propagates);
    if a.order != CellOrder::RowMajor && !(propagates && a.order == CellOrder::Unknown) {
        let first_off = seen.order.first_off_reading_order.map(|mut off| {
            off.step += 1;
            off
        });
        found.push(Finding::CellOrder {
            order: a.order,
            first_off,
        });
    }
    if let Some(mut first) = seen.first_downward {
        first.step += 1;
        found.push(Finding::DigitOrder {
            descending: a.descending,
            mixed: a.mixed_digits,
            first,
        });
    }
    found
}

fn failure(end: &End) -> Failure {
    match end {
        End::ToolMissing { program } => Failure::ToolMissing {
            program: program.clone(),
        },
        End::Syntax { line, message } => Failure::Syntax {
            line: *line,
            message: message.clone(),
        },
        End::Compile { output, lines } => Failure::Compile {
            output: output.clone(),
            lines: lines.clone(),
        },
        End::Raised { message, lines } => Failure::Raised {
            message: message.clone(),
            lines: lines.clone(),
        },
        End::NoSolver => Failure::NoSolver,
        End::Exited { code } => Failure::Exited { code: *code },
        End::Killed { signal } => Failure::Killed { signal: *signal },
        End::Returned { .. } | End::Stopped(_) => Failure::Exited { code: None },
    }
}

#[cfg(test)]
#[path = "analysis_tests.rs"]
mod tests;
