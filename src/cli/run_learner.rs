//! `run-learner FILE [PUZZLE]` (hidden, for tests until `check` lands):
//! runs a learner's solution and prints the run's counts as one line.
//! And what every command that runs a learner's program needs: signals
//! and panics that end sudoku-dfs end the learner's processes first.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::exit::WriteFailed;
use crate::learner::{self, Language, run::End, run::Limits};
use crate::source::PuzzleSource;

/// Ends every learner's process before sudoku-dfs exits on SIGTERM,
/// SIGHUP, SIGINT or SIGQUIT (then exits 128 + the signal, as the default
/// action would) or on a panic (then the panic goes on as before). A
/// learner's program runs in a process group of its own, so nothing else
/// would end it.
pub(crate) fn end_learners_when_ending() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        learner::end_all();
        previous(info);
    }));
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
        if let Ok(mut signals) =
            signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])
        {
            std::thread::spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    learner::end_all();
                    std::process::exit(128 + signal);
                }
            });
        }
    }
}

pub(crate) fn run_learner(file: &str, puzzle: Option<&str>) -> Result<ExitCode> {
    let grid = match puzzle {
        Some(source) => PuzzleSource::from_arg(source)?.first_puzzle()?.1,
        None => crate::puzzles::example().grid.clone(),
    };
    let Some(language) = Language::of(Path::new(file)) else {
        bail!("{file}: no harness runs this kind of file");
    };
    end_learners_when_ending();
    let run = learner::run(
        language,
        Path::new(file),
        &grid.to_line(),
        &Limits::default(),
    );
    let digits = run.writes.iter().filter(|w| w.value.is_some()).count();
    let end = match &run.end {
        End::Returned { .. } => "returned",
        End::Raised { .. } => "raised",
        End::Syntax { .. } => "syntax",
        End::Compile { .. } => "compile",
        End::NoSolver => "nosolver",
        End::Stopped(_) => "stopped",
        End::Exited { .. } => "exited",
        End::ToolMissing { .. } => "tool-missing",
    };
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "language={} writes={} digits={digits} dots={} end={end}",
        language.name(),
        run.writes.len(),
        run.writes.len() - digits
    )
    .and_then(|()| out.flush())
    .map_err(WriteFailed::stdout)?;
    Ok(ExitCode::SUCCESS)
}
