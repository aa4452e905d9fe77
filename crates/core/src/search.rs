//! The seam between a search and the views that show it. The solve screen,
//! its panels, the narration, the bug lab's lines and the quiz read a
//! search only through [`Search`]: where it stands, one [`SearchState`]
//! read by reference (grid, tables, the stack of frames each with its
//! record of the digits tried, counts, the event of this step, whether it
//! has ended), and how to move it (step, step back, seek). Two kinds implement it: the [`Engine`], which computes each
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
//! ([`Search::for_each_event`]). The engine answers them from its snapshots
//! by replaying; a recording from its list. Both have a plain default
//! (a copy stepped forward), so any other search gets them too.
//!
//! This module is part of the core: it imports nothing of the app.

use std::fmt;

use crate::engine::{Counts, Engine, Event, Frame, Mistake, Outcome, Phase, Strategy};
use crate::grid::{Cell, Grid};
use crate::tables::{DigitSet, Tables};

mod state;
pub use state::SearchState;

/// A depth-first search over one puzzle, seen one step at a time. `Send`:
/// the views built off the UI thread (the tree) build on a copy there.
///
/// Where it stands is one [`SearchState`], lent by [`Search::state`]; the
/// provided methods below it are shorthands for the parts every view
/// reads, so no search repeats them.
pub trait Search: fmt::Debug + Send {
    /// Where the search stands now: board, tables, stack, counts, the
    /// event of this step.
    fn state(&self) -> &SearchState;

    /// The step reached: how many events have been applied.
    fn step_number(&self) -> u64 {
        self.state().step_number()
    }
    /// The event that led to this step; `None` at step 0.
    fn last_event(&self) -> Option<Event> {
        self.state().last_event()
    }
    /// What the next step does.
    fn phase(&self) -> Phase {
        self.state().phase()
    }
    /// How many events of each kind so far.
    fn counts(&self) -> &Counts {
        self.state().counts()
    }
    /// The grid as the search has it now: givens, and the search's digits.
    fn grid(&self) -> Grid {
        self.state().grid()
    }
    /// The stack, deepest frame last.
    fn stack(&self) -> &[Frame] {
        self.state().stack()
    }
    /// Digits the search has on the grid.
    fn depth(&self) -> u8 {
        self.state().depth()
    }
    /// The row, column and box tables as the search has them.
    fn tables(&self) -> &Tables {
        self.state().tables()
    }
    /// How the search picks its next cell.
    fn strategy(&self) -> Strategy {
        self.state().strategy()
    }
    /// The bug lab's mistake the search makes; `None` for the correct one.
    fn mistake(&self) -> Option<Mistake> {
        self.state().mistake()
    }
    /// Nothing lies ahead: no step forward applies an event.
    fn is_finished(&self) -> bool {
        self.state().is_finished()
    }
    /// How the search ended, once it has ended on a solution or exhausted.
    fn outcome(&self) -> Option<Outcome> {
        self.state().outcome()
    }

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
    fn for_each_event(&self, from: u64, to: u64, visit: &mut dyn FnMut(u64, &Event) -> bool) {
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
    /// [`Search::for_each_event`] instead.
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
    /// Under forget-candidates, each empty cell's fitting digits its kept
    /// candidates lost (never given back); empty for every other search,
    /// and for a search that keeps no candidates of its own to read.
    fn forgotten_candidates(&self) -> Vec<(Cell, DigitSet)> {
        Vec::new()
    }
}

impl Clone for Box<dyn Search> {
    fn clone(&self) -> Box<dyn Search> {
        self.boxed_clone()
    }
}

/// The engine behind the seam: its state is its machine's own, and its
/// moves the engine's.
impl Search for Engine {
    fn state(&self) -> &SearchState {
        Engine::state(self)
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
    fn for_each_event(&self, from: u64, to: u64, visit: &mut dyn FnMut(u64, &Event) -> bool) {
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
}
