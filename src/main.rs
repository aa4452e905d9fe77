//! The `sudoku-dfs` binary: parse arguments, then run a subcommand or the app.
//! Everything it does lives in the library.

use std::process::ExitCode;

use clap::Parser;
use sudoku_dfs::cli::{Args, run};

fn main() -> ExitCode {
    run(Args::parse())
}
