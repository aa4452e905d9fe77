//! `sudoku-dfs watch FILE [PUZZLE]`: runs the learner's solution in FILE
//! on PUZZLE (the LeetCode 37 example by default), then opens the solve
//! screen on its search. A `.jsonl` file is a trace, replayed as itself.
//!
//! Before the screen opens, one line on standard error says what runs;
//! SIGINT (Ctrl-C), SIGTERM or SIGHUP meanwhile cancel the run: the
//! learner's process is ended and reaped, and `watch` exits 128 + N. When
//! nothing at all was recorded and the file could not run, the reason goes
//! to standard error and the exit status is 2.

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
    if let Some(language) = language {
        let shown = file.display().to_string();
        let _ = super::exit::note(&(text.watch.running)(language.tool(), &shown));
    }
    let signals = CancelOnSignals::register();
    limits.cancel = Some(Arc::clone(&signals.cancel));
    let made = match options.command {
        true => {
            crate::app::watch::watch_command(&start.grid, &file.to_string_lossy(), &limits, text)
        }
        false => crate::app::watch::watch_file(&start.grid, file, &limits, text),
    };
    if let Some(signal) = signals.received() {
        return Ok(ExitCode::from(exit_status::stopped_by(signal)));
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
