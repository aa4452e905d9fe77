//! Every exit status of the `sudoku-dfs` binary, in one place for the
//! command line ([`crate::cli`]) and the app alike.
//!
//! | status | meaning |
//! |---|---|
//! | 0 | done (also when a reader closed standard output early: `\| head`) |
//! | 1 | `solve`: some puzzle has no solution; the app: the terminal failed or went away |
//! | 2 | the arguments or the input could not be used, or the work could not start |
//! | 3 | output could not be written (standard output, standard error) |
//! | 128 + N | the app was stopped by signal N (SIGTERM, SIGHUP, SIGINT, SIGQUIT) |

/// `solve`: some puzzle has no solution.
pub const SOME_UNSOLVED: u8 = 1;
/// The app: the terminal could not be used, or it went away.
pub const TERMINAL_FAILED: u8 = 1;
/// The arguments or the input could not be used.
pub const BAD_INPUT: u8 = 2;
/// Output could not be written.
pub const WRITE_FAILED: u8 = 3;

/// The status of a process stopped by `signal`, as shells report it.
pub fn stopped_by(signal: i32) -> u8 {
    128u8.saturating_add(u8::try_from(signal).unwrap_or(0))
}
