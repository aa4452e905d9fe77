//! The command line: arguments (clap) and one module per subcommand.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Watch a depth-first search solve a Sudoku, event by event, forwards and
/// backwards; or solve, count, trace and generate puzzles from the command line.
///
/// With no subcommand, opens the full-screen app on PUZZLE (an 81-character
/// line, a file, or - for standard input), or on the built-in LeetCode 37 example.
#[derive(Parser, Debug)]
#[command(
    name = "sudoku-dfs",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Args {
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Puzzle to open in the app: an 81-character line, a file (its first puzzle) or -.
    pub puzzle: Option<String>,

    /// Open the app on an empty grid.
    #[arg(long, conflicts_with = "puzzle")]
    pub empty: bool,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print a placeholder (subcommands land in the next commits).
    Version,
}

/// Runs what the arguments ask for and returns the process exit code.
pub fn run(args: Args) -> ExitCode {
    match args.command {
        Some(Command::Version) => {
            println!("sudoku-dfs {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        None => crate::app::launch(args.puzzle.as_deref(), args.empty),
    }
}
