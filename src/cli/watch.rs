//! `sudoku-dfs watch FILE [PUZZLE]`: runs the learner's solution in FILE
//! on PUZZLE (the LeetCode 37 example by default), then opens the solve
//! screen on its search. A `.jsonl` file is a trace, replayed as itself.
//!
//! Before the screen opens, one line on standard error says what runs;
//! SIGINT (Ctrl-C), SIGTERM or SIGHUP meanwhile cancel the run: the
//! learner's process is ended and reaped, and `watch` exits 128 + N. When
//! nothing at all was recorded and the file could not run, the reason goes
//! to standard error and the exit status is 2.
//!
//! On a terminal, the keys are read while the program runs (not echoed):
//! q and Esc cancel the run and `watch` exits 0, Ctrl-C as SIGINT (130);
//! the terminal is given back as it was before anything else is said.

use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Result;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};

use crate::exit_status;
use crate::i18n::Lang;
use crate::learner::run::Limits;

/// What `watch` was asked for.
pub struct WatchOptions<'a> {
    pub file: &'a Path,
    /// `file` is a shell command line (`--command`).
    pub command: bool,
    pub puzzle: Option<&'a str>,
    pub time_limit: Option<f64>,
    pub write_limit: Option<usize>,
    /// MiB; 0 is no limit.
    pub memory_limit: Option<u64>,
    pub lang: Lang,
}

pub fn watch(options: WatchOptions) -> Result<ExitCode> {
    let text = options.lang.text();
    let start = crate::app::files::start(options.puzzle, false, text)?;
    let mut limits = Limits::default();
    if let Some(seconds) = options.time_limit {
        limits.time = Duration::from_secs_f64(seconds.max(0.0));
    }
    if let Some(writes) = options.write_limit {
        limits.writes = writes;
    }
    if let Some(mib) = options.memory_limit {
        limits.memory = crate::learner::run::memory_bytes(mib);
    }
    let file = options.file;
    let language = match options.command {
        true => Some(crate::learner::Language::Command),
        false => crate::learner::Language::of(file).filter(|_| file.is_file()),
    };
    let on_terminal = language.is_some() && std::io::stdin().is_terminal();
    if let Some(language) = language {
        let shown = file.display().to_string();
        let mut line = (text.watch.running)(language.tool(), &shown);
        if on_terminal {
            line.push_str(text.watch.running_keys);
        }
        let _ = super::exit::note(&line);
    }
    let signals = CancelOnSignals::register();
    limits.cancel = Some(Arc::clone(&signals.cancel));
    let keys = on_terminal.then(|| RunPhaseKeys::start(Arc::clone(&signals.cancel)));
    let made = match options.command {
        true => {
            crate::app::watch::watch_command(&start.grid, &file.to_string_lossy(), &limits, text)
        }
        false => crate::app::watch::watch_file(&start.grid, file, &limits, text),
    };
    // The terminal given back before anything is said or opened.
    let pressed = keys.and_then(RunPhaseKeys::finish);
    if let Some(signal) = signals.received() {
        return Ok(ExitCode::from(exit_status::stopped_by(signal)));
    }
    match pressed {
        Some(Pressed::Interrupt) => {
            return Ok(ExitCode::from(exit_status::stopped_by(SIGINT)));
        }
        Some(Pressed::Cancel) => {
            let _ = super::exit::note(text.watch.cancelled_before_screen);
            return Ok(ExitCode::SUCCESS);
        }
        None => {}
    }
    drop(signals);
    match made {
        Ok((watched, watch)) => Ok(crate::app::run::launch_watching(
            start,
            options.lang,
            watched,
            watch,
        )),
        Err(why) => {
            let _ = super::exit::note(&why);
            Ok(ExitCode::from(exit_status::BAD_INPUT))
        }
    }
}

/// While the learner's program runs: each of SIGINT, SIGTERM and SIGHUP
/// sets its flag and the one the run looks at, instead of ending
/// `sudoku-dfs` with the child left running.
struct CancelOnSignals {
    cancel: Arc<AtomicBool>,
    flags: Vec<(i32, Arc<AtomicBool>)>,
    ids: Vec<signal_hook::SigId>,
}

impl CancelOnSignals {
    fn register() -> CancelOnSignals {
        let cancel = Arc::new(AtomicBool::new(false));
        let mut flags = Vec::new();
        let mut ids = Vec::new();
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let flag = Arc::new(AtomicBool::new(false));
            for target in [&cancel, &flag] {
                if let Ok(id) = signal_hook::flag::register(signal, Arc::clone(target)) {
                    ids.push(id);
                }
            }
            flags.push((signal, flag));
        }
        CancelOnSignals { cancel, flags, ids }
    }

    /// The signal that cancelled the run, if one did.
    fn received(&self) -> Option<i32> {
        self.flags
            .iter()
            .find(|(_, flag)| flag.load(Ordering::Relaxed))
            .map(|&(signal, _)| signal)
    }
}

impl Drop for CancelOnSignals {
    fn drop(&mut self) {
        for id in self.ids.drain(..) {
            signal_hook::low_level::unregister(id);
        }
    }
}

/// A key that ended the run phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pressed {
    /// q or Esc.
    Cancel,
    /// Ctrl-C, which raw mode delivers as a key, not as SIGINT.
    Interrupt,
}

/// The keys of the run phase, on a terminal: in raw mode, so that a key is
/// answered, not echoed over the line that says what runs and ignored; read
/// on a thread of their own until [`RunPhaseKeys::finish`].
struct RunPhaseKeys {
    done: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<Option<Pressed>>>,
    raw: bool,
}

impl RunPhaseKeys {
    /// Starts reading; a key that cancels sets `cancel`, which the run
    /// looks at every few milliseconds.
    fn start(cancel: Arc<AtomicBool>) -> RunPhaseKeys {
        use crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
        let raw = crossterm::terminal::enable_raw_mode().is_ok();
        let done = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&done);
        let thread = std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                // Polled, so that the thread sees `done` within 50 ms.
                match event::poll(Duration::from_millis(50)) {
                    Ok(true) => {}
                    Ok(false) => continue,
                    Err(_) => return None,
                }
                let Ok(Event::Key(key)) = event::read() else {
                    continue;
                };
                if key.kind == KeyEventKind::Release {
                    continue;
                }
                let pressed = match key.code {
                    KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                        Pressed::Interrupt
                    }
                    KeyCode::Char('q' | 'Q') | KeyCode::Esc => Pressed::Cancel,
                    _ => continue,
                };
                cancel.store(true, Ordering::Relaxed);
                return Some(pressed);
            }
            None
        });
        RunPhaseKeys {
            done,
            thread: Some(thread),
            raw,
        }
    }

    /// Stops reading, gives the terminal back, and says which key ended
    /// the run, if one did.
    fn finish(mut self) -> Option<Pressed> {
        self.done.store(true, Ordering::Relaxed);
        let pressed = self.thread.take().and_then(|t| t.join().ok()).flatten();
        self.restore();
        pressed
    }

    fn restore(&mut self) {
        if std::mem::take(&mut self.raw) {
            let _ = crossterm::terminal::disable_raw_mode();
        }
    }
}

impl Drop for RunPhaseKeys {
    /// On every way out (a panic unwinding included), the terminal as it was.
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        self.restore();
    }
}
