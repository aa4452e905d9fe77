//! The seam between a search and the views that show it. The solve screen,
//! its panels, the narration, the bug lab's lines and the quiz read a
//! search only through [`Search`]: where it stands (grid, stale table
//! entries, stack with each visit's record, tables, counts, the event of
//! this step, whether it has ended) and how to move it (step, step back,
//! seek). Two kinds implement it: the [`Engine`], which computes each
//! event, and a [`Recording`](crate::recording::Recording), which reads
//! them from a list made elsewhere (a `trace`, a learner's program). A view
//! written against the seam shows both.
//!
//! The seam is for the views, not for the engine's bulk loop: a screen
//! calls it a few times a frame, and [`Search::run`] hands a whole slice of
//! events to the engine's own loop, so the engine pays nothing per event.
//!
//! The views built over a whole search (the tree, the heatmap) read its
//! past through two more methods that do not move it: the stack at any
//! step ([`Search::stack_at`]) and the events between two steps, in order
//! ([`Search::visit_events`]). The engine answers them from its snapshots
//! by replaying; a recording from its list. Both have a plain default
//! (a copy stepped forward), so any other search gets them too.
//!
//! This module is part of the core: it imports nothing of the app.

use std::fmt;

use crate::engine::{
    Counts, Engine, Event, Frame, Mistake, Outcome, Phase, StaleEntry, Strategy,
    skipped_by_restart_column, stale_entries,
};
use crate::grid::{Cell, Grid};
use crate::tables::{DigitSet, Tables};

/// A depth-first search over one puzzle, seen one step at a time. `Send`:
/// the views built off the UI thread (the tree) build on a copy there.
pub trait Search: fmt::Debug + Send {
    /// The step reached: how many events have been applied.
    fn step_number(&self) -> u64;
    /// The event that led to this step; `None` at step 0.
    fn last_event(&self) -> Option<Event>;
    /// What the next step does (the stack panel marks the top frame as
    /// trying while it is [`Phase::Try`]).
    fn phase(&self) -> Phase;
    /// How many events of each kind so far.
    fn counts(&self) -> &Counts;
    /// The grid as the search has it now: givens, and the search's digits.
    fn grid(&self) -> Grid;
    /// The digit in one cell now (0 when empty).
    fn digit(&self, cell: Cell) -> u8 {
        self.grid().get(cell)
    }
    /// The stack, deepest level last, each frame with its visit's record.
    fn stack(&self) -> &[Frame];
    /// The row, column and box tables as the search has them.
    fn tables(&self) -> &Tables;
    /// The visit the last event ended, while that event is a dead end or
    /// the end of the search just after the root's.
    fn ended_visit(&self) -> Option<Frame>;
    /// Rejects so far made by a table entry no cell backed.
    fn stale_rejects(&self) -> u64;
    /// How the search picks its next cell.
    fn strategy(&self) -> Strategy;
    /// The bug lab's mistake the search makes; `None` for the correct one.
    fn mistake(&self) -> Option<Mistake>;
    /// Nothing lies ahead: no step forward applies an event.
    fn is_finished(&self) -> bool;

    /// Applies one event and returns it; `None` once finished.
    fn step(&mut self) -> Option<Event>;
    /// Applies up to `events` events; returns how many were applied.
    fn run(&mut self, events: u64) -> u64;
    /// Goes to step `n`, back or forward; returns the step reached (less
    /// than `n` only when the search ends first).
    fn seek(&mut self, n: u64) -> u64;
    /// Runs forward until an event matching `stop` is applied (it is
    /// returned), the search ends, or `budget` events have passed.
    fn run_until(&mut self, budget: u64, stop: &dyn Fn(&Event) -> bool) -> Option<Event>;
    /// Goes back to the latest earlier step whose event matches `wanted`;
    /// to step 0 when there is none. Returns the event found.
    fn seek_back_to(&mut self, wanted: &dyn Fn(&Event) -> bool) -> Option<Event>;
    /// A copy of this search standing at `step` (capped at the current
    /// step), to read past steps (the event log) without moving this one.
    fn copy_at(&self, step: u64) -> Box<dyn Search>;
    /// A copy of this search where it stands.
    fn boxed_clone(&self) -> Box<dyn Search>;

    /// The stack as it was at `step` (capped at the current step): its
    /// frames, and how many of them have their digit on the grid (the top
    /// one, while it tries digits, has not). The search does not move.
    fn stack_at(&self, step: u64) -> ([Frame; 81], usize) {
        let past = self.copy_at(step);
        let mut frames = [Frame::default(); 81];
        frames[..past.stack().len()].copy_from_slice(past.stack());
        (frames, past.depth() as usize)
    }
    /// Calls `visit(step, event)` for the events that led to steps
    /// `from + 1 ..= to` (`to` capped at the current step), in order, until
    /// `visit` answers false. The search does not move.
    fn visit_events(&self, from: u64, to: u64, visit: &mut dyn FnMut(u64, &Event) -> bool) {
        let to = to.min(self.step_number());
        if from >= to {
            return;
        }
        let mut past = self.copy_at(from);
        while past.step_number() < to {
            let Some(event) = past.step() else { break };
            if !visit(past.step_number(), &event) {
                break;
            }
        }
    }

    /// The engine behind this search, when it is one: its own bulk loops
    /// (the heatmap counted along a run, from checkpoints) are faster than
    /// the seam's. `None` for a recording, whose views read
    /// [`Search::visit_events`] instead.
    fn as_engine(&self) -> Option<&Engine> {
        None
    }
    /// [`Search::as_engine`], to move it with the engine's own loops.
    fn as_engine_mut(&mut self) -> Option<&mut Engine> {
        None
    }

    /// Digits a learner's code left on its board after the search took
    /// them back (a search that never clears): drawn as stale, not as
    /// placed, until the cell is written again. None for the engine.
    fn leftovers(&self) -> Vec<(Cell, u8)> {
        Vec::new()
    }
    /// The last event was inferred (no write of the learner's shows it).
    fn inferred(&self) -> bool {
        false
    }
    /// The learner's source line of the last event, where the language
    /// tells it.
    fn source_line(&self) -> Option<u32> {
        None
    }
    /// A learner's search, whose cell order and checks are its own: the
    /// narration then says only what the record shows.
    fn is_learners(&self) -> bool {
        false
    }

    /// Goes back one event; false at step 0.
    fn step_back(&mut self) -> bool {
        let step = self.step_number();
        step > 0 && self.seek(step - 1) < step
    }
    /// How the search ended, once it has ended on a solution or exhausted.
    fn outcome(&self) -> Option<Outcome> {
        match self.phase() {
            Phase::Solved => Some(Outcome::Solved),
            Phase::Exhausted => Some(Outcome::Exhausted),
            _ => None,
        }
    }
    /// Digits the search has on the grid (the top frame, while it tries
    /// digits, has none there yet).
    fn depth(&self) -> u8 {
        let len = self.stack().len() as u8;
        match self.phase() {
            Phase::Try => len.saturating_sub(1),
            _ => len,
        }
    }
    /// Table entries no digit on the grid backs (only forget-restore has any).
    fn stale_entries(&self) -> Vec<StaleEntry> {
        stale_entries(self.tables(), self.grid().digits())
    }
    /// Under forget-candidates, each empty cell's fitting digits its kept
    /// candidates lost (never given back); empty for every other search,
    /// and for a search that keeps no candidates of its own to read.
    fn forgotten_candidates(&self) -> Vec<(Cell, DigitSet)> {
        Vec::new()
    }
    /// Under restart-column, the empty cells the scan that found the
    /// current cell passed over (every empty cell at a "solved" end);
    /// empty for every other search.
    fn skipped_cells(&self) -> Vec<Cell> {
        if self.mistake() != Some(Mistake::RestartColumn) {
            return Vec::new();
        }
        let grid = self.grid();
        match (self.phase(), self.stack().last()) {
            (Phase::Solved, _) => skipped_by_restart_column(None, grid.digits()),
            (_, Some(top)) => skipped_by_restart_column(Some(top.cell()), grid.digits()),
            (_, None) => Vec::new(),
        }
    }
}

impl Clone for Box<dyn Search> {
    fn clone(&self) -> Box<dyn Search> {
        self.boxed_clone()
    }
}

/// The engine behind the seam: each method is the engine's own.
impl Search for Engine {
    fn step_number(&self) -> u64 {
        Engine::step_number(self)
    }
    fn last_event(&self) -> Option<Event> {
        Engine::last_event(self)
    }
    fn phase(&self) -> Phase {
        Engine::phase(self)
    }
    fn counts(&self) -> &Counts {
        Engine::counts(self)
    }
    fn grid(&self) -> Grid {
        Engine::grid(self)
    }
    fn digit(&self, cell: Cell) -> u8 {
        Engine::digit(self, cell)
    }
    fn stack(&self) -> &[Frame] {
        Engine::stack(self)
    }
    fn tables(&self) -> &Tables {
        Engine::tables(self)
    }
    fn ended_visit(&self) -> Option<Frame> {
        Engine::ended_visit(self)
    }
    fn stale_rejects(&self) -> u64 {
        Engine::stale_rejects(self)
    }
    fn strategy(&self) -> Strategy {
        Engine::strategy(self)
    }
    fn mistake(&self) -> Option<Mistake> {
        Engine::mistake(self)
    }
    fn is_finished(&self) -> bool {
        Engine::is_finished(self)
    }
    fn step(&mut self) -> Option<Event> {
        Engine::step(self)
    }
    fn run(&mut self, events: u64) -> u64 {
        Engine::run(self, events)
    }
    fn seek(&mut self, n: u64) -> u64 {
        Engine::seek(self, n)
    }
    fn run_until(&mut self, budget: u64, stop: &dyn Fn(&Event) -> bool) -> Option<Event> {
        Engine::run_until(self, budget, stop)
    }
    fn seek_back_to(&mut self, wanted: &dyn Fn(&Event) -> bool) -> Option<Event> {
        Engine::seek_back_to(self, wanted)
    }
    fn copy_at(&self, step: u64) -> Box<dyn Search> {
        Box::new(Engine::copy_at(self, step))
    }
    fn boxed_clone(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }
    fn stack_at(&self, step: u64) -> ([Frame; 81], usize) {
        Engine::stack_at(self, step)
    }
    fn visit_events(&self, from: u64, to: u64, visit: &mut dyn FnMut(u64, &Event) -> bool) {
        Engine::replay_while(self, from, to, visit)
    }
    fn forgotten_candidates(&self) -> Vec<(Cell, DigitSet)> {
        Engine::forgotten_candidates(self)
    }
    fn as_engine(&self) -> Option<&Engine> {
        Some(self)
    }
    fn as_engine_mut(&mut self) -> Option<&mut Engine> {
        Some(self)
    }
    fn step_back(&mut self) -> bool {
        Engine::step_back(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Engine::outcome(self)
    }
    fn depth(&self) -> u8 {
        Engine::depth(self)
    }
    fn stale_entries(&self) -> Vec<StaleEntry> {
        Engine::stale_entries(self)
    }
    fn skipped_cells(&self) -> Vec<Cell> {
        Engine::skipped_cells(self)
    }
}
