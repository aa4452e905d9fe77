//! How long each key of the solve screen keeps the screen waiting at full
//! scale: the anti-brute-force puzzle (830 million events, row-major) run
//! to its end with `f` as the app runs it (a slice a frame, paced to about
//! 30 ms), then, from that state, each key of the solve screen's key table
//! (and of the search tree's, from the tree opened there) sent through the
//! same path as the terminal loop's (`keys::action_for_event`,
//! `App::update`, the effects: the quick ones here, the slow ones on a
//! thread whose answer comes back as an action) and the screen drawn into
//! a ratatui `TestBackend` at 120x40. For each key: the time from the key
//! to the first frame drawn after it (median and worst of the rounds), the
//! longest frame drawn after that while the app worked on (a run's slices,
//! a worker's answer), and the time until it was done (idle, every answer
//! in), at most a second (playing goes on: it is stopped there).
//!
//! A measurement, not a check: examples/key_latency.rs prints its table
//! (it drives the app's own types, so the measuring is here, reached
//! through the hidden `sudoku_dfs::measure`):
//!
//! KEY_LATENCY_ROUNDS=5 cargo run --release --example key_latency
//!
//! (`KEY_LATENCY_PUZZLE` names another puzzle.)

use std::cell::Cell;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use crossterm::event::Event;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::app::EditAsk;
use crate::app::driver::{Driver, Runner};
use crate::app::keys::{self, Context};
use crate::app::{Action, App, Effect, Start, Theme, ui};
use crate::grid::Grid;

/// The terminal's size the screen is drawn in.
pub const SIZE: (u16, u16) = (120, 40);
/// How long a key's work is followed at most.
const FOLLOWED: Duration = Duration::from_secs(1);

/// The loop's worker threads, as `run.rs`'s `Workers` runs them: the slow
/// effects on a thread of their own, whose answer comes back through the
/// channel; the quick ones here.
struct Threads {
    answers: Sender<Action>,
    /// Slow effects not answered yet.
    out: Cell<usize>,
}

impl Runner for Threads {
    fn run(&self, app: &mut App, mut effects: Vec<Effect>) {
        while let Some(effect) = effects.pop() {
            match effect {
                slow if slow.is_slow() => {
                    let answers = self.answers.clone();
                    self.out.set(self.out.get() + 1);
                    thread::spawn(move || {
                        let _ = answers.send(slow.run_here().unwrap_or(Action::Pace(0)));
                    });
                }
                quick => {
                    if let Some(answer) = quick.run_here() {
                        effects.extend(app.update(answer));
                    }
                }
            }
        }
    }
}

/// The loop's part: the app driven as the loop drives it, the screen, the
/// answers of slow effects.
struct Loop {
    app: App,
    driver: Driver<Threads>,
    terminal: Terminal<TestBackend>,
    answered: Receiver<Action>,
}

impl Loop {
    fn new(app: App) -> Loop {
        let (answers, answered) = mpsc::channel();
        Loop {
            app,
            driver: Driver::new(Threads {
                answers,
                out: Cell::new(0),
            }),
            terminal: Terminal::new(TestBackend::new(SIZE.0, SIZE.1))
                .expect("a test backend never fails"),
            answered,
        }
    }

    fn act(&mut self, action: Action) {
        self.driver.act(&mut self.app, action);
    }

    /// A frame: the time (with a busy frame's slice paced to about 30
    /// ms, as the loop paces it) and the draw.
    fn frame(&mut self) {
        self.driver.tick(&mut self.app, Instant::now());
        self.draw();
    }

    fn draw(&mut self) {
        let app = &self.app;
        self.terminal
            .draw(|f| ui::render(f, app))
            .expect("a test backend never fails");
    }

    /// Waits for a slow effect's answer or the next frame, as the loop
    /// does; false once there is nothing to wait for.
    fn wait(&mut self, until: Instant) -> bool {
        let busy = self.app.next_frame().is_some();
        let out = &self.driver.runner.out;
        if out.get() == 0 && !busy {
            return false;
        }
        let deadline = self.app.next_frame().unwrap_or(until).min(until);
        let timeout = deadline.saturating_duration_since(Instant::now());
        if let Ok(answer) = self.answered.recv_timeout(timeout) {
            out.set(out.get() - 1);
            if answer != Action::Pace(0) {
                self.act(answer);
            }
        }
        true
    }

    /// The key: its first frame's time, the longest frame after it, and
    /// the time until done.
    fn key(&mut self, event: &Event) -> (Duration, Duration, Duration) {
        let pressed = Instant::now();
        // As a wake of the loop: the time, then the key.
        self.driver.tick(&mut self.app, Instant::now());
        self.driver.event(&mut self.app, event);
        self.draw();
        let first = pressed.elapsed();
        let mut longest = Duration::ZERO;
        let until = pressed + FOLLOWED;
        while Instant::now() < until && self.wait(until) {
            let started = Instant::now();
            self.frame();
            longest = longest.max(started.elapsed());
        }
        (first, longest, pressed.elapsed())
    }
}

/// One key's figures: what it is, what it does, and its times.
pub struct KeyFigures {
    /// The key, as the help names it.
    pub key: String,
    /// What it does, as the help says.
    pub does: String,
    /// From the key to the first frame drawn after it: the median and the
    /// worst of the rounds.
    pub first_frame: (Duration, Duration),
    /// The longest frame drawn after the first, worst of the rounds.
    pub longest_later_frame: Duration,
    /// Until done (idle, every answer in, at most a second): the median.
    pub done: Duration,
}

/// The figures of [`key_latency`].
pub struct KeyLatency {
    /// Events `f` ran from step 0 to the end.
    pub events: u64,
    /// How long `f` took, and its longest frame.
    pub f_time: Duration,
    /// The longest frame while `f` ran.
    pub f_longest_frame: Duration,
    /// The solve screen's keys, then the search tree's.
    pub keys: Vec<KeyFigures>,
}

/// The measurement: `puzzle` run to its end with `f`, then each key of
/// the solve screen's and the tree's key tables sent `rounds` times.
pub fn key_latency(puzzle: &Grid, rounds: usize) -> KeyLatency {
    let rounds = rounds.max(1);
    let app = App::new(
        Start {
            grid: puzzle.clone(),
            title: String::new(),
            path: None,
            source: None,
            open_when_running: None,
        },
        Theme::PLAIN,
    );
    let mut at = Loop::new(app);
    at.act(Action::Resize {
        width: SIZE.0,
        height: SIZE.1,
    });
    at.act(EditAsk::StartSolve.into());
    at.draw();
    // `f`, followed to its end.
    let press = |code| Event::Key(crossterm::event::KeyEvent::from(code));
    let f = press(crossterm::event::KeyCode::Char('f'));
    let started = Instant::now();
    let mut longest = Duration::ZERO;
    at.driver.event(&mut at.app, &f);
    at.draw();
    while at.wait(started + Duration::from_secs(600)) {
        let frame = Instant::now();
        at.frame();
        longest = longest.max(frame.elapsed());
    }
    let f_time = started.elapsed();
    let events = at.app.solve().map_or(0, |s| s.step());
    let after_f = at.app.clone();
    let mut tree = Loop::new(after_f.clone());
    tree.key(&press(crossterm::event::KeyCode::Char('t')));
    let in_tree = tree.app.clone();
    let words = &crate::i18n::Lang::En.text().keys;
    let mut keys = Vec::new();
    for (context, from) in [(Context::Solve, &after_f), (Context::Tree, &in_tree)] {
        for binding in keys::bindings(context) {
            let key = binding.keys[0];
            let event = Event::Key(key.example_press());
            let mut firsts = Vec::new();
            let mut later = Duration::ZERO;
            let mut dones = Vec::new();
            for _ in 0..rounds {
                let mut at = Loop::new(from.clone());
                at.draw();
                let (first, longest, done) = at.key(&event);
                firsts.push(first);
                later = later.max(longest);
                dones.push(done);
            }
            firsts.sort();
            dones.sort();
            keys.push(KeyFigures {
                key: key.label(words).to_string(),
                does: (binding.help)(words).to_string(),
                first_frame: (firsts[rounds / 2], firsts[rounds - 1]),
                longest_later_frame: later,
                done: dones[rounds / 2],
            });
        }
    }
    KeyLatency {
        events,
        f_time,
        f_longest_frame: longest,
        keys,
    }
}
