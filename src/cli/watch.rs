//! `sudoku-dfs watch FILE [PUZZLE]`: runs the learner's solution in FILE
//! on PUZZLE (the LeetCode 37 example by default), then opens the solve
//! screen on its search. A `.jsonl` file is a trace, replayed as itself.
//!
//! Before the screen opens, one line on standard error says what runs;
//! Ctrl-C meanwhile reaches the learner's process too (it is in the
//! terminal's foreground group) and the runner's guard reaps it. When
//! nothing at all was recorded and the file could not run, the reason goes
//! to standard error and the exit status is 2.

use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;

use crate::exit_status;
use crate::i18n::Lang;
use crate::learner::run::Limits;

/// What `watch` was asked for.
pub struct WatchOptions<'a> {
    pub file: &'a Path,
    pub puzzle: Option<&'a str>,
    pub time_limit: Option<f64>,
    pub write_limit: Option<usize>,
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
    let file = options.file;
    if crate::learner::Language::of(file).is_some() && file.is_file() {
        let program = "python3";
        let _ = super::exit::note(&(text.watch.running)(program, &file.display().to_string()));
    }
    match crate::app::watch::watch_file(&start.grid, file, &limits, text) {
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
