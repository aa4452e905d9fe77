//! How each failure of a command becomes its exit status (the statuses
//! themselves are listed in [`crate::exit_status`]).

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

use crate::format::io_error;

pub use crate::exit_status::{BAD_INPUT, SOME_UNSOLVED, WRITE_FAILED};

/// Where output goes, for messages about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

impl fmt::Display for Stream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stream::Stdout => "standard output",
            Stream::Stderr => "standard error",
        })
    }
}

/// Writing to standard output or standard error failed.
#[derive(Debug)]
pub struct WriteFailed {
    pub stream: Stream,
    pub error: io::Error,
}

impl WriteFailed {
    pub fn stdout(error: io::Error) -> WriteFailed {
        WriteFailed {
            stream: Stream::Stdout,
            error,
        }
    }

    pub fn stderr(error: io::Error) -> WriteFailed {
        WriteFailed {
            stream: Stream::Stderr,
            error,
        }
    }

    /// The stream was closed before the process started (`>&-`, `2>&-`).
    pub fn closed_at_start(stream: Stream) -> WriteFailed {
        WriteFailed {
            stream,
            error: io::Error::other("it was closed before the command started"),
        }
    }

    /// The reader of standard output went away (`| head -1`): nothing
    /// went wrong that is worth a message.
    pub fn is_closed_stdout(&self) -> bool {
        self.stream == Stream::Stdout && self.error.kind() == io::ErrorKind::BrokenPipe
    }
}

impl fmt::Display for WriteFailed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "could not write to {}: {}",
            self.stream,
            io_error(&self.error)
        )
    }
}

impl std::error::Error for WriteFailed {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Writes `sudoku-dfs: {message}` as one line on standard error.
pub fn note(message: &str) -> Result<(), WriteFailed> {
    to_stderr(|| {
        io::stderr()
            .lock()
            // A message can quote the learner's program (its exception,
            // its compiler): shown, never sent raw to the terminal.
            .write_all(format!("sudoku-dfs: {}\n", crate::visible::visible(message)).as_bytes())
    })
}

/// Runs a write to standard error. One closed when the process started
/// is `/dev/null` now, where every write succeeds and is lost: that is a
/// failed write all the same, and the exit status says so.
pub fn to_stderr(write: impl FnOnce() -> io::Result<()>) -> Result<(), WriteFailed> {
    if crate::exit_status::stderr_closed_at_start() {
        return Err(WriteFailed::closed_at_start(Stream::Stderr));
    }
    write().map_err(WriteFailed::stderr)
}

/// Standard output was closed when the process started: whatever a
/// command writes would be lost, so none runs.
pub fn stdout_closed_at_start() -> Option<ExitCode> {
    if !crate::exit_status::stdout_closed_at_start() {
        return None;
    }
    let _ = note(&WriteFailed::closed_at_start(Stream::Stdout).to_string());
    Some(ExitCode::from(WRITE_FAILED))
}

/// The exit status for what a command returned; failures are reported on
/// standard error as one line, when standard error can take it.
pub fn status(result: anyhow::Result<ExitCode>) -> ExitCode {
    let error = match result {
        Ok(code) => return code,
        Err(error) => error,
    };
    if let Some(failed) = error.downcast_ref::<WriteFailed>() {
        if failed.is_closed_stdout() {
            return ExitCode::SUCCESS;
        }
        if failed.stream == Stream::Stdout {
            let _ = note(&failed.to_string());
        }
        return ExitCode::from(WRITE_FAILED);
    }
    match note(&error.to_string()) {
        Ok(()) => ExitCode::from(BAD_INPUT),
        Err(_) => ExitCode::from(WRITE_FAILED),
    }
}
