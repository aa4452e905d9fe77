//! The steppable depth-first search the app shows: the classic LeetCode 37
//! algorithm as a state machine that applies one event per [`Engine::step`],
//! runs millions per call with [`Engine::run`], and goes back to any step
//! already reached with [`Engine::step_back`] and [`Engine::seek`].
//!
//! Where it stands is the [`SearchState`] every search shows
//! ([`Engine::state`]): its machine writes that state in place as it
//! steps, so lending it to the views costs nothing per event.
//!
//! Its event counts equal those of `reference/classic_dfs.cpp` for
//! every puzzle and both strategies; the tests check that.

mod cell_events;
mod event;
mod history;
mod machine;
mod mistake;
mod plain;
mod replay;

pub use cell_events::{CellEventCounts, CellEventCursor};
pub use event::{Counts, Event, EventKind, ForceRule, Strategy};
pub use machine::{Frame, Phase, Tried};
pub use mistake::{
    Mistake, StaleEntry, forgotten_candidates, skipped_by_restart_column, stale_entries,
};
pub use plain::{PlainCounts, PlainSolve, solve_row_major};

use crate::grid::{Cell, Grid};
use crate::search::SearchState;
use crate::tables::{Conflict, DigitSet, conflicts};
use history::History;
use machine::Machine;

/// How the search ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A solution was found.
    Solved,
    /// Every choice was tried: no solution.
    Exhausted,
}

/// The search over one puzzle, with the record that lets it step back.
#[derive(Clone, Debug)]
pub struct Engine {
    /// The search machine, whose state (`machine.state`) is what the
    /// engine shows: the engine sets its event of the step and its mistake.
    machine: Machine,
    history: History,
    /// The machine's step function, chosen once for its search.
    step_fn: fn(&mut Machine) -> Option<Event>,
}

/// An engine's events, and nothing else: see [`Engine::into_events`].
#[derive(Clone)]
pub struct Events {
    machine: Machine,
    step_fn: fn(&mut Machine) -> Option<Event>,
}

impl Events {
    /// The next event, as [`Engine::step`] gives it; `None` once finished.
    #[inline]
    pub fn next_event(&mut self) -> Option<Event> {
        (self.step_fn)(&mut self.machine)
    }

    /// Runs on to step `to` (or the end, if it comes first), putting in
    /// `out` each write the search makes: a placement's cell and digit,
    /// an undo's cell and 0. The correct row-major search runs in bulk.
    pub fn run_writes_to(&mut self, to: u64, out: &mut Vec<(u8, u8)>) {
        struct Writes<'a>(&'a mut Vec<(u8, u8)>);
        impl machine::CellTally for Writes<'_> {
            fn count(&mut self, _: EventKind, _: u8) {}
            #[inline(always)]
            fn wrote(&mut self, kind: EventKind, cell: u8, digit: u8) {
                self.0
                    .push((cell, if kind == EventKind::Place { digit } else { 0 }));
            }
        }
        if self.machine.tallies_in_bulk() {
            self.machine.run_to_tallied(to, &mut Writes(out));
            return;
        }
        while self.machine.step_number() < to {
            match self.next_event() {
                Some(Event::Place { cell, digit }) => out.push((cell.index() as u8, digit)),
                Some(Event::Undo { cell, .. }) => out.push((cell.index() as u8, 0)),
                Some(_) => {}
                None => return,
            }
        }
    }

    /// Runs on to step `to` (or the end), in bulk where it can.
    pub fn run_to(&mut self, to: u64) {
        self.machine.run_to(to);
    }

    /// Whether the search has ended.
    pub fn is_finished(&self) -> bool {
        self.machine.is_finished()
    }

    /// The grid as the search has it now.
    pub fn grid(&self) -> Grid {
        self.machine.state.grid()
    }

    /// Events so far.
    pub fn step_number(&self) -> u64 {
        self.machine.step_number()
    }
}

impl Engine {
    /// The search at step 0, stopping at the first solution. Refused when
    /// givens conflict: the first conflict says which.
    pub fn new(puzzle: &Grid, strategy: Strategy) -> Result<Engine, Conflict> {
        Engine::with_options(puzzle, strategy, false)
    }

    /// With `keep_going`, a solution does not end the search: it backtracks
    /// from it and looks for the next, until exhausted.
    pub fn with_options(
        puzzle: &Grid,
        strategy: Strategy,
        keep_going: bool,
    ) -> Result<Engine, Conflict> {
        let givens = puzzle.givens_only();
        if let Some(&conflict) = conflicts(&givens).first() {
            return Err(conflict);
        }
        let machine = Machine::new(&givens, strategy, keep_going);
        Ok(Engine::starting(machine, None))
    }

    /// The search making `mistake` (row-major, or forward checking for
    /// forget-candidates: [`Mistake::strategy`]), as
    /// `reference/classic_dfs.cpp`'s mode of the same name does.
    pub fn with_mistake(puzzle: &Grid, mistake: Mistake) -> Result<Engine, Conflict> {
        let givens = puzzle.givens_only();
        if let Some(&conflict) = conflicts(&givens).first() {
            return Err(conflict);
        }
        let machine = match mistake {
            // Ignoring the deeper call's result is going on after a complete
            // grid, except at the root: with no empty cell at all, `dfs`
            // itself returns true and the search is solved.
            Mistake::ForgetFlag => {
                let any_empty = givens.digits().contains(&0);
                Machine::new(&givens, Strategy::RowMajor, any_empty)
            }
            _ => Machine::new(&givens, mistake.strategy(), false).with_mistake(mistake),
        };
        Ok(Engine::starting(machine, Some(mistake)))
    }

    /// Its events one by one from here, with nothing kept for stepping
    /// back: for a caller that only compares them as they come (a
    /// learner's search against this one, tens of millions of events).
    pub fn into_events(self) -> Events {
        Events {
            machine: self.machine,
            step_fn: self.step_fn,
        }
    }

    fn starting(mut machine: Machine, mistake: Option<Mistake>) -> Engine {
        machine.state.mistake = mistake;
        Engine {
            history: History::new(machine.snapshot()),
            step_fn: machine.stepper(),
            machine,
        }
    }

    /// Where the search stands: what every view reads of it
    /// ([`Search::state`](crate::search::Search::state)).
    pub fn state(&self) -> &SearchState {
        &self.machine.state
    }

    /// Under forget-candidates, each empty cell whose kept candidates lack
    /// digits that fit it (none of its row, column and box holds them):
    /// removed by placements since taken back, never given back. Empty for
    /// every other search.
    pub fn forgotten_candidates(&self) -> Vec<(Cell, DigitSet)> {
        let state = &self.machine.state;
        if state.mistake != Some(Mistake::ForgetCandidates) {
            return Vec::new();
        }
        forgotten_candidates(&state.tables, &state.digits, self.machine.kept_candidates())
    }

    /// The candidates of `cell` as this search has them: forget-candidates'
    /// own record, every other search's the tables'.
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        match self.machine.state.mistake {
            Some(Mistake::ForgetCandidates) => {
                DigitSet(self.machine.kept_candidates()[cell.index()])
            }
            _ => self.machine.state.tables.candidates(cell),
        }
    }

    /// Applies exactly one event and returns it; `None` once finished.
    pub fn step(&mut self) -> Option<Event> {
        let event = (self.step_fn)(&mut self.machine)?;
        self.machine.state.last = Some(event);
        self.record_if_due();
        Some(event)
    }

    /// Applies up to `events` events as fast as the machine goes; returns how
    /// many were applied (fewer when the search finishes).
    pub fn run(&mut self, events: u64) -> u64 {
        let start = self.machine.step_number();
        let target = start.saturating_add(events);
        if target == start || self.machine.is_finished() {
            return 0;
        }
        // Everything but the last event in bulk; the last one singly, so that
        // `last_event` is known without building every event.
        self.run_bulk_to(target - 1);
        if !self.machine.is_finished() {
            self.step();
        } else if self.machine.step_number() != start {
            self.machine.state.last = Some(self.final_event());
        }
        self.machine.step_number() - start
    }

    /// Runs to the end of the search.
    pub fn run_to_end(&mut self) -> u64 {
        self.run(u64::MAX)
    }

    fn run_bulk_to(&mut self, target: u64) {
        while self.machine.step_number() < target && !self.machine.is_finished() {
            let stop = target.min(self.history.next_due());
            self.machine.run_to(stop);
            self.record_if_due();
        }
    }

    fn record_if_due(&mut self) {
        if self.machine.step_number() >= self.history.next_due() {
            self.history.record(self.machine.snapshot());
        }
    }

    /// The event a finished search ended on.
    fn final_event(&self) -> Event {
        match self.machine.state.phase {
            Phase::Solved => Event::Solved,
            _ => Event::Exhausted,
        }
    }

    /// Goes back one event; false at step 0.
    pub fn step_back(&mut self) -> bool {
        let step = self.machine.step_number();
        if step == 0 {
            return false;
        }
        self.seek(step - 1);
        true
    }

    /// Goes to step `n`: back to any step already passed, or forward by
    /// running. Returns the step reached, less than `n` only when the search
    /// ends first.
    pub fn seek(&mut self, n: u64) -> u64 {
        let step = self.machine.step_number();
        if n > step {
            // A snapshot between here and there saves replaying the stretch.
            let nearest = self.history.at_or_before(n - 1);
            if nearest.counts.events() > step {
                self.machine.restore(nearest);
            }
            let from = self.machine.step_number();
            self.run(n - from);
            // Past the end, the snapshot restored can be the last step
            // itself, and nothing is run: the event it ended on is known.
            if self.machine.is_finished() {
                self.machine.state.last = Some(self.final_event());
            }
        } else if n < step {
            if n == 0 {
                self.machine.restore(self.history.at_or_before(0));
                self.machine.state.last = None;
            } else {
                self.machine.restore(self.history.at_or_before(n - 1));
                self.run_bulk_to(n - 1);
                self.step();
            }
        }
        self.machine.step_number()
    }

    /// Runs forward until an event matching `stop` has been applied (it
    /// is returned), the search ends, or `budget` events have passed.
    pub fn run_until(&mut self, budget: u64, stop: impl Fn(&Event) -> bool) -> Option<Event> {
        for _ in 0..budget {
            let event = self.step()?;
            if stop(&event) {
                return Some(event);
            }
        }
        None
    }

    /// Goes back to the latest step before this one whose event matches
    /// `wanted`; to step 0 when there is none. Returns the event found.
    pub fn seek_back_to(&mut self, wanted: impl Fn(&Event) -> bool) -> Option<Event> {
        let now = self.machine.step_number();
        let mut end = now;
        // Search one stretch between snapshots at a time, latest first; the
        // event of the current step itself does not count.
        while end > 0 {
            let start = *self.history.before(end).expect("step 0 is always recorded");
            self.machine.restore(&start);
            let mut found = None;
            while self.machine.step_number() < end.min(now - 1) {
                let event =
                    (self.step_fn)(&mut self.machine).expect("replaying steps already reached");
                if wanted(&event) {
                    found = Some(self.machine.step_number());
                }
            }
            if let Some(step) = found {
                self.seek(step);
                return self.machine.state.last;
            }
            end = start.counts.events();
        }
        self.seek(0);
        None
    }

    /// Bytes held for stepping back.
    pub fn history_bytes(&self) -> usize {
        self.history.bytes()
    }
    /// How many snapshots the step-back record holds, and their spacing.
    pub fn history_shape(&self) -> (usize, u64) {
        (self.history.len(), self.history.interval())
    }
}

/// The grid of a search: `givens` as givens, and the other digits of
/// `digits` (the search's) as solved.
pub fn searched_grid(givens: &[u8; 81], digits: &[u8; 81]) -> Grid {
    let mut grid = Grid::from_digits(*givens);
    for (i, (&d, &g)) in digits.iter().zip(givens).enumerate() {
        if g == 0 && d != 0 {
            grid.set_solved(Cell::new(i), d);
        }
    }
    grid
}

#[cfg(test)]
mod tests;
