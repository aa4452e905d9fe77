//! The solve screen's state: the search (behind [`Search`]), and how the learner drives it —
//! step, step back, play at a speed, run to the next backtrack or the end,
//! go to a step. Every control is a plain method, tested without a terminal.
//!
//! Long runs (turbo, `f`, `b` far away, `g` far ahead) never block: they
//! become a [`Goal`] worked on in slices of a given number of events per
//! frame (the loop measures how many take about [`SLICE`]), so the loop
//! reads keys between slices and a pause stops them at once. Nothing here
//! reads the clock: every time comes in as an argument.
//!
//! Files: `frames` (goals worked on frame by frame), `playback` (speed
//! and step size), `quiz_turns` (the quiz's questions as the search moves),
//! `refusal` (why a control cannot act), `under_window` (pausing under a
//! window); here, the state and the controls.

mod asks;
mod correct_end;
mod frames;
mod playback;
mod quiz_turns;
mod refusal;
mod side_panel;
mod under_window;

pub use correct_end::correct_end;
use frames::AT_ONCE;
pub use frames::{FRAME, Goal, Progress, SLICE, START_PACE};
pub use playback::{PauseAt, Speed, StepSize};
pub use refusal::Refusal;
pub use side_panel::SidePanel;

use std::time::Instant;

use crate::engine::{Counts, Engine, Event, Mistake, Outcome, Strategy};
use crate::grid::Grid;
use crate::listing::CodeLanguage;
use crate::quiz::Quiz;
use crate::search::Search;
use crate::tables::Conflict;

/// What the learner chose on the solve screen, kept by the app across Esc
/// and Enter so a new solve starts the way the last one was left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    pub speed: Speed,
    pub step_size: StepSize,
    pub strategy: Strategy,
    /// The side panel shown first.
    pub panel: SidePanel,
    /// The bug lab's variant: `None` is the correct search.
    pub mistake: Option<Mistake>,
    /// The code listing's language.
    pub language: CodeLanguage,
    /// Where playing pauses by itself.
    pub pause_at: PauseAt,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            speed: Speed::START,
            step_size: StepSize::Every,
            strategy: Strategy::RowMajor,
            panel: SidePanel::Stack,
            mistake: None,
            language: CodeLanguage::Cpp,
            pause_at: PauseAt::Nowhere,
        }
    }
}

/// The solve screen.
#[derive(Clone, Debug)]
pub struct SolveState {
    /// The search watched, behind the seam every panel reads it through:
    /// the engine, or a recording of a search made elsewhere.
    pub search: Box<dyn Search>,
    pub speed: Speed,
    pub step_size: StepSize,
    /// Where playing pauses by itself (`P`).
    pub pause_at: PauseAt,
    /// Playing paused itself at the last frame, here: said once, then
    /// taken (see [`SolveState::take_paused_at`]).
    paused_at: Option<PauseAt>,
    /// The side panel shown in the main slot.
    pub panel: SidePanel,
    pub playing: bool,
    /// The time a step a recording plays at (`record --pace`): its clock,
    /// not the speed ladder's, so the status says it instead of the speed.
    /// `None` on a live screen.
    pub recorded_pace: Option<std::time::Duration>,
    /// A run in progress, worked on a slice per frame.
    pub goal: Option<Goal>,
    /// The last step of the search and its counts, once reached: `f` and
    /// End then jump there from the snapshots instead of running again.
    end: Option<(u64, Counts)>,
    /// The furthest step reached: every step up to it is a seek away.
    reached: u64,
    /// Events this screen has asked the engine to run forward (seeks into
    /// the explored range are not runs): what makes a jump slow.
    events_run: u64,
    /// The code listing's language (`L`).
    pub language: CodeLanguage,
    /// Predict the next step (`x`): the quiz while it is on.
    pub quiz: Option<Quiz>,
    /// The quiz kept while it is off: its score lasts the session.
    quiz_kept: Quiz,
    /// The quiz's cursor for a cell question: r1c1 at first, then where
    /// the learner left it, from one question to the next.
    quiz_cursor: crate::grid::Cell,
    /// How the correct search ends on this puzzle, and in how many steps:
    /// what a mistake's end is compared with. Found off the UI thread
    /// when a mistake is chosen (the plain row-major search, the fastest
    /// there is, still 0.4 s at full scale; forward checking's for
    /// forget-candidates): see [`correct_end`].
    pub correct_end: Option<(Outcome, u64)>,
    /// The strategy `correct_end` is (or is being found) for: the
    /// mistake's own ([`Mistake::strategy`]).
    correct_end_strategy: Strategy,
    /// The correct end was asked for (it answers once).
    correct_end_asked: bool,
    /// The last frame's time while playing or running.
    last_frame: Instant,
    /// How far the goal's run has got (see [`SolveState::progress`]).
    progress: Progress,
    /// Steps due but not yet applied while playing: the fraction carried.
    owed: f64,
    /// What a window over the screen paused, to resume when it closes.
    suspended: Option<under_window::Suspended>,
    /// The log's folding and the heatmap (issue 10's views).
    pub shape: super::shape_views::ShapeViews,
    /// A learner's run being watched: its file, output and notes.
    pub watch: Option<std::sync::Arc<super::watch::Watch>>,
}

impl SolveState {
    /// A solve of `grid`'s givens at step 0, paused; refused when givens
    /// conflict.
    pub fn new(grid: &Grid, settings: Settings, now: Instant) -> Result<SolveState, Conflict> {
        let engine = match settings.mistake {
            None => Engine::new(grid, settings.strategy)?,
            Some(m) => Engine::with_mistake(grid, m)?,
        };
        Ok(SolveState::watching(Box::new(engine), settings, now))
    }

    /// A solve screen on `search` at the step it stands on, paused: the
    /// engine, or a recording (whose strategy and variant are its own,
    /// whatever `settings` say).
    pub fn watching(search: Box<dyn Search>, settings: Settings, now: Instant) -> SolveState {
        let step = search.step_number();
        SolveState {
            correct_end: None,
            correct_end_asked: false,
            correct_end_strategy: Strategy::RowMajor,
            search,
            language: settings.language,
            quiz: None,
            quiz_kept: Quiz::default(),
            quiz_cursor: crate::grid::Cell::at(0, 0),
            speed: settings.speed,
            step_size: settings.step_size,
            pause_at: settings.pause_at,
            paused_at: None,
            panel: settings.panel,
            playing: false,
            recorded_pace: None,
            goal: None,
            end: None,
            reached: step,
            events_run: 0,
            last_frame: now,
            progress: Progress::at(now),
            owed: 0.0,
            suspended: None,
            shape: Default::default(),
            watch: None,
        }
    }

    /// The choices to keep for the next solve.
    pub fn settings(&self) -> Settings {
        Settings {
            speed: self.speed,
            step_size: self.step_size,
            strategy: self.search.strategy(),
            panel: self.panel,
            mistake: self.search.mistake(),
            language: self.language,
            pause_at: self.pause_at,
        }
    }

    /// Where playing paused itself at the last frame, once.
    pub fn take_paused_at(&mut self) -> Option<PauseAt> {
        self.paused_at.take()
    }

    /// The last step, once the search has reached it.
    pub fn known_end(&self) -> Option<u64> {
        self.end.map(|(step, _)| step)
    }

    #[cfg(test)]
    /// Events run forward so far (not counting replays of seeks).
    pub fn events_run(&self) -> u64 {
        self.events_run
    }

    /// Remembers how far the search has been, and its end when the engine
    /// stands on it.
    fn note_end(&mut self) {
        self.reached = self.reached.max(self.step());
        if self.search.is_finished() && self.end.is_none() {
            self.end = Some((self.step(), *self.search.counts()));
        }
    }

    /// Runs up to `n` events forward, counting them.
    fn run(&mut self, n: u64) {
        // The engine runs in its own bulk loop, counting the heatmap on the
        // way; any other search runs behind the seam, counted from the
        // events it ran.
        self.events_run += match self.search.as_engine_mut() {
            Some(engine) => self.shape.run(engine, n),
            None => self.shape.run_search(&mut *self.search, n),
        };
        self.note_end();
    }

    /// Runs forward until `size` stops, counting the events.
    fn run_until(&mut self, budget: u64, size: StepSize) -> Option<Event> {
        self.run_until_event(budget, |e| size.stops_at(e))
    }

    /// Runs forward until an event `stop` matches, counting the events.
    fn run_until_event(&mut self, budget: u64, stop: impl Fn(&Event) -> bool) -> Option<Event> {
        let from = self.step();
        let found = match self.search.as_engine_mut() {
            Some(engine) => self.shape.run_until(engine, budget, stop),
            None => self
                .shape
                .run_until_search(&mut *self.search, budget, &stop),
        };
        self.events_run += self.step() - from;
        self.note_end();
        found
    }

    /// Shows the next side panel in the main slot.
    pub fn next_panel(&mut self) {
        self.panel = self.panel.next();
    }

    pub fn step(&self) -> u64 {
        self.search.step_number()
    }

    /// Playing or running: the loop must keep waking up.
    pub fn is_busy(&self) -> bool {
        self.playing || self.goal.is_some() || self.shape.race.as_ref().is_some_and(|r| r.playing)
    }

    /// Stops playing and any run in progress.
    pub fn stop(&mut self) {
        self.playing = false;
        self.goal = None;
    }

    /// Space.
    pub fn toggle_play(&mut self, now: Instant) -> Result<(), Refusal> {
        if self.playing || self.goal.is_some() {
            self.stop();
            return Ok(());
        }
        if self.search.is_finished() {
            return Err(Refusal::AtEnd);
        }
        self.playing = true;
        self.last_frame = now;
        self.owed = 0.0;
        Ok(())
    }

    /// One step of the current size forward.
    pub fn step_forward(&mut self, now: Instant) -> Result<(), Refusal> {
        self.stop();
        if self.search.is_finished() {
            return Err(Refusal::AtEnd);
        }
        self.go_next(self.step_size, now);
        Ok(())
    }

    /// One step of the current size back.
    pub fn step_back(&mut self) -> Result<(), Refusal> {
        self.stop();
        if self.search.step_number() == 0 {
            return Err(Refusal::AtStart);
        }
        match self.step_size {
            StepSize::Every => {
                self.search.step_back();
            }
            size => {
                self.search.seek_back_to(&|e| size.stops_at(e));
            }
        }
        Ok(())
    }

    /// `b`: on to the next undo; refused, without moving, when the known
    /// end has no undo after this step.
    pub fn next_backtrack(&mut self, now: Instant) -> Result<(), Refusal> {
        self.stop();
        if self.search.is_finished() {
            return Err(Refusal::AtEnd);
        }
        if let Some((_, counts)) = self.end
            && counts.undo == self.search.counts().undo
        {
            return Err(Refusal::NoBacktrackLeft {
                solves: counts.solutions > 0,
            });
        }
        self.go_next(StepSize::Backtracks, now);
        Ok(())
    }

    /// Runs to the next event a step of `size` stops at: at once when it
    /// is near, else as a goal.
    fn go_next(&mut self, size: StepSize, now: Instant) {
        let found = self.run_until(AT_ONCE, size);
        if found.is_none() && !self.search.is_finished() {
            self.start_goal(Goal::Next(size), now);
        }
    }

    /// `f`: to the end, at once when it is known, else in slices.
    pub fn run_to_end(&mut self, now: Instant) -> Result<(), Refusal> {
        self.stop();
        if self.search.is_finished() {
            return Err(Refusal::AtEnd);
        }
        match self.known_end() {
            Some(end) => {
                self.search.seek(end);
            }
            None => {
                // What was explored is a seek away; the rest is run.
                self.search.seek(self.reached);
                self.start_goal(Goal::End, now);
            }
        }
        Ok(())
    }

    /// Home.
    pub fn back_to_start(&mut self) {
        self.stop();
        self.search.seek(0);
    }

    /// A lesson's stop: straight to step `n`, paused (the stop was found
    /// by running this same search, so it is near in time, if not in
    /// steps). Returns the step reached: less than `n` only when the
    /// search ends first.
    pub fn jump_to(&mut self, n: u64) -> u64 {
        self.stop();
        if n <= self.reached {
            self.search.seek(n);
        } else {
            self.search.seek(self.reached);
            self.run(n - self.step());
        }
        self.step()
    }

    /// `g`: at once within the explored range (back, or forward to the
    /// known end at most) and when near, else as a goal.
    pub fn go_to(&mut self, n: u64, now: Instant) {
        self.stop();
        let n = self.known_end().map_or(n, |end| n.min(end));
        if n <= self.reached {
            self.search.seek(n);
            return;
        }
        self.search.seek(self.reached);
        if n - self.step() <= AT_ONCE {
            self.run(n - self.step());
        } else if !self.search.is_finished() {
            self.start_goal(Goal::Step(n), now);
        }
    }

    pub fn faster(&mut self) {
        self.speed = self.speed.faster();
    }

    pub fn slower(&mut self) {
        self.speed = self.speed.slower();
    }

    pub fn cycle_step_size(&mut self) {
        self.step_size = self.step_size.next();
    }

    /// `m`: the next strategy of the six, from step 0 and paused (the
    /// correct search: a mistake is made in row-major order only, so from
    /// the bug lab it is the one after row-major).
    pub fn switch_strategy(&mut self, grid: &Grid) {
        let strategy = match self.search.mistake() {
            Some(m) => m.strategy().next(),
            None => self.search.strategy().next(),
        };
        // The givens were checked when the solve started.
        self.restart(Box::new(
            Engine::new(grid, strategy).expect("givens without conflict"),
        ));
    }

    /// `v`: the next variant of the bug lab, from step 0 and paused.
    pub fn cycle_variant(&mut self, grid: &Grid) {
        let engine = match Mistake::next_variant(self.search.mistake()) {
            None => Engine::new(grid, Strategy::RowMajor),
            Some(m) => Engine::with_mistake(grid, m),
        };
        self.restart(Box::new(engine.expect("givens without conflict")));
    }

    fn restart(&mut self, search: Box<dyn Search>) {
        self.stop();
        self.search = search;
        self.end = None;
        self.reached = 0;
        self.shape.forget_counts();
        if let Some(quiz) = &mut self.quiz {
            quiz.withdraw();
            quiz.ask(&*self.search);
        }
    }
}

/// A step number as typed: digits, with `,`, `_` or spaces between them.
pub fn parse_step(text: &str) -> Option<u64> {
    let digits: String = text
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' '))
        .collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

#[cfg(test)]
mod tests;
