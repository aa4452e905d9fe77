//! The `sudoku-dfs` binary: parse arguments, then run a subcommand or the app.
//! Everything it does lives in the library.

use std::process::ExitCode;

fn main() -> ExitCode {
    sudoku_dfs::cli::main()
}
