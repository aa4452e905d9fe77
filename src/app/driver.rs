//! The one way into the app past [`App::update`]: a terminal event turned
//! into an action exactly as the terminal's are (the lesson's key layer
//! first, see [`keys::action_for_event`]), each action's effects handed to
//! a [`Runner`], and the clock's ticks, with the pace of a busy frame.
//!
//! The terminal loop (`run.rs`) drives the app through a [`Driver`] whose
//! runner is its worker threads; tests, `record`, the recordings' views
//! and the latency measurement through [`Headless`], a driver whose runner
//! runs effects here, on the calling thread, and feeds their answers back
//! at once. So a test walks the path a learner's key takes: nothing
//! reaches into the app but through `update`.

use std::time::Instant;

use crossterm::event::Event;
#[cfg(test)]
use crossterm::event::KeyEvent;

use super::{Action, App, Effect, keys, solve};

/// Where an action's effects run.
pub trait Runner {
    /// Runs `effects`, feeding the answers of those it runs at once back
    /// into `app` until none is left; the others answer later, as
    /// [`Action`]s the loop hands to [`Driver::act`].
    fn run(&self, app: &mut App, effects: Vec<Effect>);
}

/// The app's inputs — events, answers, the time — as the loop delivers
/// them, with one runner for the effects.
pub struct Driver<R> {
    pub runner: R,
    /// Events a busy frame may run, kept near [`solve::SLICE`] of work.
    pace: u64,
}

impl<R: Runner> Driver<R> {
    pub fn new(runner: R) -> Driver<R> {
        Driver {
            runner,
            pace: solve::START_PACE,
        }
    }

    /// A terminal event (a key, a click, a paste, a resize); false when it
    /// means nothing here (a key no binding takes), so nothing changed.
    pub fn event(&mut self, app: &mut App, event: &Event) -> bool {
        match keys::action_for_event(app, event) {
            Some(action) => {
                self.act(app, action);
                true
            }
            None => false,
        }
    }

    /// An action (from an event, or a worker's answer) and its effects.
    pub fn act(&mut self, app: &mut App, action: impl Into<Action>) {
        let effects = app.update(action);
        self.runner.run(app, effects);
    }

    /// Tells the app the time. When a frame of a sliced run was due, times
    /// it and adjusts the events a frame may run so that one takes about
    /// [`solve::SLICE`]. Returns whether a frame was due (the screen
    /// changes).
    pub fn tick(&mut self, app: &mut App, now: Instant) -> bool {
        let due = app.next_frame().is_some_and(|frame| frame <= now);
        let step = |app: &App| app.solve().map_or(0, |s| s.step());
        let before = step(app);
        let started = Instant::now();
        self.act(app, Action::Tick(now));
        let ran = step(app).saturating_sub(before);
        // Only a frame that used its whole budget says how fast events go.
        if due && ran >= self.pace {
            let took = started.elapsed().as_secs_f64().max(1e-6);
            let wanted = (self.pace as f64 * solve::SLICE.as_secs_f64() / took) as u64;
            self.pace = wanted.clamp(1_000, 50_000_000);
            self.act(app, Action::Pace(self.pace));
        }
        due
    }
}

/// Runs effects here and feeds their answers back at once — all but the
/// ones it holds, which stay unanswered as if their thread were still at
/// work (a test that looks at the "checking" state holds the diagnosis).
pub struct Here {
    holds: fn(&Effect) -> bool,
}

impl Runner for Here {
    fn run(&self, app: &mut App, mut effects: Vec<Effect>) {
        while let Some(effect) = effects.pop() {
            if (self.holds)(&effect) {
                continue;
            }
            if let Some(answer) = effect.run_here() {
                effects.extend(app.update(answer));
            }
        }
    }
}

/// The app without a terminal: a [`Driver`] that runs effects here.
pub type Headless = Driver<Here>;

impl Headless {
    /// Runs every effect.
    pub fn every_effect() -> Headless {
        Driver::new(Here { holds: |_| false })
    }

    /// Runs every effect but those `holds` picks.
    #[cfg(test)]
    pub fn holding(holds: fn(&Effect) -> bool) -> Headless {
        Driver::new(Here { holds })
    }

    /// Keys written as in the help (`<Enter>`, `<Esc>`, `g`, ...; see
    /// `key_string`, the tests' one key syntax), each pressed as the
    /// terminal reports it.
    #[cfg(test)]
    pub fn press(&mut self, app: &mut App, keys: &str) {
        for key in super::key_string::key_events(keys) {
            self.key(app, key);
        }
    }

    /// One key press, as the terminal reports it.
    #[cfg(test)]
    pub fn key(&mut self, app: &mut App, key: KeyEvent) -> bool {
        self.event(app, &Event::Key(key))
    }

    /// Effects an action outside the driver asked for (the first round's,
    /// say), run as the driver runs its own.
    #[cfg(test)]
    pub fn run(&mut self, app: &mut App, effects: Vec<Effect>) {
        self.runner.run(app, effects);
    }

    /// Ticks until the solve screen's work (a run to the end, a race) is
    /// done, as the loop's frames would; `None` if it is still busy after
    /// `most` ticks.
    pub fn settle_within(&mut self, app: &mut App, most: u32) -> Option<u32> {
        for ticks in 0..most {
            if !app.solve().is_some_and(|s| s.is_busy()) {
                return Some(ticks);
            }
            self.tick(app, Instant::now());
        }
        None
    }

    /// [`Headless::settle_within`] 100,000 ticks, which every run the
    /// tests start ends within.
    #[cfg(test)]
    pub fn settle(&mut self, app: &mut App) {
        assert!(
            self.settle_within(app, 100_000).is_some(),
            "the run did not end"
        );
    }
}

/// Effects a view's key waits for (the tree's icicle, the bug lab's
/// correct end) are run; the diagnosis and the heatmap's counts are held:
/// the screens' tests show the state before their answers.
#[cfg(test)]
pub fn holds_all_but_view_builds(effect: &Effect) -> bool {
    !matches!(effect, Effect::BuildTree(_) | Effect::FindCorrectEnd { .. })
}

/// The diagnosis is held: a test sees the "checking" state first and asks
/// for it with [`App::diagnose_now`].
#[cfg(test)]
pub fn holds_diagnosis(effect: &Effect) -> bool {
    matches!(effect, Effect::Diagnose { .. })
}
