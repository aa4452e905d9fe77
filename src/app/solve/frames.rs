//! Long runs worked on frame by frame: a [`Goal`] (turbo, `f`, `b` far
//! away, `g` far ahead) gets a slice of at most a given number of events
//! per frame, and playing at a visible speed owes the steps due since the
//! last frame; when the next frame is due.

use std::time::{Duration, Instant};

use super::{PauseAt, SolveState, StepSize};

/// Work done per frame while running flat out; the rest of the frame draws
/// the screen and reads keys.
pub const SLICE: Duration = Duration::from_millis(30);
/// Time between frames when playing at a visible speed: about 30 a second.
pub const FRAME: Duration = Duration::from_millis(33);
/// Events a key press may run at once before it becomes a sliced goal.
pub(super) const AT_ONCE: u64 = 200_000;
/// Events per busy frame until the loop has measured better.
pub const START_PACE: u64 = 100_000;

/// How far a goal's run has got: what the status line says while it runs
/// (a long `f` at full scale takes seconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// When the run started, and the screen's events run by then.
    started: (Instant, u64),
    /// Events the run has run so far.
    pub events: u64,
    /// Events a second so far, once a frame has timed some.
    pub per_second: Option<u64>,
}

impl Progress {
    /// Nothing run yet, at `now`.
    pub(super) fn at(now: Instant) -> Progress {
        Progress {
            started: (now, 0),
            events: 0,
            per_second: None,
        }
    }
}

/// A run that goes on over several frames until it gets there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The end of the search (`f`, and turbo playing).
    End,
    /// The next event a step of this size stops at (`b`, long steps).
    Next(StepSize),
    /// A step number ahead (`g`).
    Step(u64),
}

impl SolveState {
    /// When the next frame is due, if anything moves.
    pub fn next_frame(&self) -> Option<Instant> {
        if let Some(race) = &self.shape.race {
            return race.next_frame(self.speed);
        }
        if self.goal.is_some() {
            return Some(self.last_frame);
        }
        if !self.playing {
            return None;
        }
        match self.speed.per_second() {
            None => Some(self.last_frame),
            Some(n) if n >= 1.0 / FRAME.as_secs_f64() => Some(self.last_frame + FRAME),
            // Slow: wake exactly when the next step is due.
            Some(n) => Some(self.last_frame + Duration::from_secs_f64((1.0 - self.owed) / n)),
        }
    }

    pub(super) fn start_goal(&mut self, goal: Goal, now: Instant) {
        self.goal = Some(goal);
        self.last_frame = now;
        self.progress = Progress {
            started: (now, self.events_run),
            ..Progress::at(now)
        };
    }

    /// The goal's progress while one runs.
    pub fn progress(&self) -> Option<Progress> {
        self.goal.map(|_| self.progress)
    }

    /// A frame is due: play on, or work on the goal for one slice of at
    /// most `pace` events.
    pub fn tick(&mut self, now: Instant, pace: u64) {
        if let Some(race) = &mut self.shape.race {
            race.tick(now, self.speed);
            return;
        }
        let elapsed = now.saturating_duration_since(self.last_frame);
        if let Some(goal) = self.goal {
            // The rate of the events run before this frame, over the time
            // until it: this frame's slice is not timed yet.
            let (started, from) = self.progress.started;
            let so_far = now.saturating_duration_since(started).as_secs_f64();
            if so_far >= 1e-3 {
                let events = self.events_run - from;
                self.progress.per_second = Some((events as f64 / so_far) as u64);
            }
            if self.run_for(pace, goal) {
                self.goal = None;
            }
            self.progress.events = self.events_run - from;
        } else if self.playing {
            match self.speed.per_second() {
                None if self.quiz.is_some() => self.play_to_question(pace),
                None => self.play_steps_of(pace, StepSize::Every),
                Some(per_second) => {
                    self.owed += elapsed.as_secs_f64() * per_second;
                    // A late frame does not make up for more than a second
                    // (or one step, below one a second).
                    let due = self.owed.floor().min(per_second.max(1.0));
                    self.owed = (self.owed - due).min(1.0);
                    self.play_steps(due as u64);
                }
            }
            if self.search.is_finished() {
                self.playing = false;
            }
        }
        self.last_frame = now;
    }

    /// Applies `n` steps of the current size (every event: in bulk); with
    /// the quiz on, events up to the next question.
    fn play_steps(&mut self, n: u64) {
        if self.quiz.is_some() {
            self.play_to_question(n);
            return;
        }
        self.play_steps_of(n, self.step_size);
    }

    /// Applies `n` steps of `size`, pausing after the first event playing
    /// pauses at (see [`PauseAt`]).
    fn play_steps_of(&mut self, n: u64, size: StepSize) {
        let pause = self.pause_at;
        let paused = match (size, pause) {
            (StepSize::Every, PauseAt::Nowhere) => {
                self.run(n);
                None
            }
            (StepSize::Every, _) => self.run_until_event(n, |e| pause.stops_at(e)),
            (size, _) => {
                let mut paused = None;
                for _ in 0..n {
                    match self.run_until_event(AT_ONCE, |e| size.stops_at(e) || pause.stops_at(e)) {
                        None => break,
                        Some(e) if pause.stops_at(&e) => {
                            paused = Some(e);
                            break;
                        }
                        Some(_) => {}
                    }
                }
                paused
            }
        };
        if paused.is_some_and(|e| pause.stops_at(&e)) {
            self.playing = false;
            self.paused_at = Some(pause);
        }
    }

    /// Works towards `goal` for at most `budget` events. Returns true once
    /// there (or the search ended).
    fn run_for(&mut self, budget: u64, goal: Goal) -> bool {
        let there = match goal {
            Goal::End => {
                self.run(budget);
                false
            }
            Goal::Step(n) => {
                let left = n.saturating_sub(self.step());
                self.run(budget.min(left));
                self.step() >= n
            }
            Goal::Next(size) => self.run_until(budget, size).is_some(),
        };
        there || self.search.is_finished()
    }
}
