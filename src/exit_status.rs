//! Every exit status of the `sudoku-dfs` binary, in one place for the
//! command line and the app alike.
//!
//! | status | meaning |
//! |---|---|
//! | 0 | done (also when a reader closed standard output early: `\| head`) |
//! | 1 | `solve`: some puzzle has no solution; the app: its terminal went away |
//! | 2 | the arguments or the input could not be used, or the work could not start (the app: no terminal) |
//! | 3 | output could not be written (standard output, standard error, either closed at the start) |
//! | 128 + N | the app was stopped by signal N (SIGTERM, SIGHUP, SIGINT, SIGQUIT) |

use std::sync::atomic::{AtomicU8, Ordering};

/// `solve`: some puzzle has no solution.
pub const SOME_UNSOLVED: u8 = 1;
/// The app: its terminal went away while it ran.
pub const TERMINAL_GONE: u8 = 1;
/// The arguments or the input could not be used, or the work could not
/// start (the app without a terminal).
pub const BAD_INPUT: u8 = 2;
/// Output could not be written.
pub const WRITE_FAILED: u8 = 3;

/// The status of a process stopped by `signal`, as shells report it.
pub fn stopped_by(signal: i32) -> u8 {
    128u8.saturating_add(u8::try_from(signal).unwrap_or(0))
}

/// Standard output (bit 0) and standard error (bit 1) as found when the
/// process started, before the Rust runtime put `/dev/null` on a closed
/// one (see `main.rs`): a write to it then "succeeds" and is lost.
static CLOSED_AT_START: AtomicU8 = AtomicU8::new(0);

/// Records which standard streams were closed when the process started;
/// called by the binary before `main`.
pub fn record_closed_at_start(stdout: bool, stderr: bool) {
    let bits = u8::from(stdout) | (u8::from(stderr) << 1);
    CLOSED_AT_START.fetch_or(bits, Ordering::Relaxed);
}

/// Standard output was closed when the process started: nothing written
/// to it reaches anyone.
pub fn stdout_closed_at_start() -> bool {
    CLOSED_AT_START.load(Ordering::Relaxed) & 1 != 0
}

/// Standard error was closed when the process started.
pub fn stderr_closed_at_start() -> bool {
    CLOSED_AT_START.load(Ordering::Relaxed) & 2 != 0
}
