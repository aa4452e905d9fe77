//! The reading of a learner's writes ([`Reading`]): the cell and digit
//! orders guessed from the writes so far, the passes begun again when a
//! write shows a guess wrong, and the analysis concluded from the reading
//! kept once every write is read.

use super::verdict::{
    all_findings, copied, copy_findings, final_board, followed_as_far_as_it_went, never_tried,
    propagates, proven, reach, result_of, shape,
};
use super::{Analysis, Counts, SearchResult};
use crate::engine::Event;
use crate::grid::{Cell, Grid};
use crate::learner::compare::{self, Agreement, Difference, Reference};
use crate::learner::findings::{Finding, FindingKind};
use crate::learner::propagation;
use crate::learner::propagation_check::{Propagating, PropagationCheck};
use crate::learner::run::SolutionRun;
use crate::learner::stream::{Finished, Pass, StepSink};
use crate::learner::writes::{CellOrder, ReadOptions, Write};

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
pub(super) struct Reading<S> {
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
    pub(super) fn new(puzzle: &Grid, new_sink: fn(&Grid) -> S) -> Self {
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
    pub(super) fn knowing(
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
    pub(super) fn read(&mut self, writes: &[Write]) {
        for end in self.read + 1..=writes.len() {
            self.write(&writes[..end]);
        }
    }

    /// Reads the last of `writes` (the ones before it are read already).
    pub(super) fn write(&mut self, writes: &[Write]) {
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

    /// What only the end of the run tells the reading (copies, an answer
    /// written back, a propagating search's rules, a digit loop that stops
    /// short), the reading begun again where it tells it otherwise.
    fn settle(&mut self, run: &SolutionRun) -> Settled {
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
            .then(|| PropagationCheck::of(&self.puzzle, &run.writes[..self.read]))
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
        Settled {
            copied,
            written_back,
            rules,
            stops_short,
        }
    }

    /// The analysis, every write of `run` read.
    pub(super) fn conclude(mut self, run: &SolutionRun) -> (Analysis, S) {
        let puzzle = self.puzzle.clone();
        let Settled {
            copied,
            written_back,
            rules,
            stops_short,
        } = self.settle(run);
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
        let (first_difference, further) = differences(
            &read,
            same_as,
            nearest,
            never_tried.is_some(),
            options,
            result,
        );
        // A search that reached the full, right board and then took every
        // digit back did not find no solution: it found one and undid it.
        let result = match result {
            SearchResult::Exhausted
                if read
                    .replayed
                    .iter()
                    .any(|f| f.kind() == FindingKind::KeepsGoingAfterSolution) =>
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

/// What the reading was told at the end of the run ([`Reading::settle`]).
struct Settled {
    /// The copies that wrote the board, as a finding.
    copied: Option<Finding>,
    /// An answer written back cell by cell, not searched for on the board.
    written_back: bool,
    /// The propagating search whose rules the writes keep.
    rules: Option<(bool, Propagating)>,
    /// The digit a digit loop never reaches: (digit, cell, step).
    stops_short: Option<(u8, Cell, u64)>,
}

/// The first difference with the nearest reference, said only as far as
/// the writes prove it, and the propagating search the writes follow
/// further, with its own first difference (which then wins).
fn differences<S>(
    read: &Finished<S>,
    same_as: Option<Reference>,
    nearest: Option<Agreement>,
    never_tried: bool,
    options: ReadOptions,
    result: SearchResult,
) -> (Option<Difference>, Option<(Reference, Difference)>) {
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
                never_tried,
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
    (first_difference, further)
}
