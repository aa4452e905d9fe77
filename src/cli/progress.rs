//! A progress bar on standard error for long batch runs: only when standard
//! error is a terminal, and only once a run has lasted a second, so short
//! runs and piped runs print nothing extra. Standard output is never touched.

use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

use super::exit::{WriteFailed, to_stderr};

/// Runs shorter than this show no bar at all.
const QUIET_FOR: Duration = Duration::from_secs(1);
/// The bar is updated once per this many puzzles, not per puzzle: the batch
/// runner hands results over a chunk at a time anyway.
const EVERY: u64 = 1024;
/// An 81-character line and its line break: estimates the puzzles in a file.
const LINE_BYTES: u64 = 82;

pub struct Progress {
    bar: Option<ProgressBar>,
    started: Instant,
    shown: bool,
    done: u64,
}

impl Progress {
    /// A bar for the puzzles of `source` (a path, `-` or a puzzle); hidden
    /// when standard error is not a terminal.
    pub fn for_source(source: &str) -> Progress {
        let bar = io::stderr().is_terminal().then(|| bar_for(source));
        Progress {
            bar,
            started: Instant::now(),
            shown: false,
            done: 0,
        }
    }

    /// One more puzzle done.
    pub fn advance(&mut self) {
        self.done += 1;
        if !self.done.is_multiple_of(EVERY) {
            return;
        }
        let Some(bar) = &self.bar else { return };
        if !self.shown && self.started.elapsed() >= QUIET_FOR {
            bar.set_draw_target(ProgressDrawTarget::stderr());
            self.shown = true;
        }
        if bar.length().is_some_and(|len| self.done > len) {
            bar.set_length(self.done); // the estimate from the size was low
        }
        bar.set_position(self.done);
    }

    /// Writes a line on standard error without tearing the bar.
    pub fn message(&self, text: &str) -> Result<(), WriteFailed> {
        let line = format!("{text}\n");
        let write = || io::stderr().lock().write_all(line.as_bytes());
        to_stderr(|| match &self.bar {
            Some(bar) => bar.suspend(write),
            None => write(),
        })
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// A bar with an estimated total for a file, a spinner with a count for a
/// stream; drawn nowhere until the run has lasted [`QUIET_FOR`].
fn bar_for(source: &str) -> ProgressBar {
    let size = (source != "-")
        .then(|| std::fs::metadata(Path::new(source)).ok())
        .flatten()
        .filter(|m| m.is_file())
        .map(|m| m.len());
    let (bar, template) = match size {
        Some(bytes) => (
            ProgressBar::with_draw_target(
                Some(bytes.div_ceil(LINE_BYTES)),
                ProgressDrawTarget::hidden(),
            ),
            "{elapsed_precise} [{wide_bar}] {human_pos}/~{human_len} puzzles, {rate}, eta {eta}",
        ),
        None => (
            ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden()),
            "{spinner} {elapsed_precise} {human_pos} puzzles, {rate}",
        ),
    };
    bar.set_style(
        ProgressStyle::with_template(template)
            .expect("the template is valid")
            .with_key("rate", |state: &ProgressState, w: &mut dyn fmt::Write| {
                let _ = write!(w, "{:.0}/s", state.per_sec());
            })
            .progress_chars("=> "),
    );
    bar
}
