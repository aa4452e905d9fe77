//! The `sudoku-dfs` binary: parse arguments, then run a subcommand or the app.
//! Everything it does lives in the library.

use std::process::ExitCode;

fn main() -> ExitCode {
    sudoku_dfs::cli::main()
}

/// Which standard streams were closed when the process started
/// (`solve P >&-`). The Rust runtime opens `/dev/null` on a closed standard
/// stream before `main`, after which every write to it succeeds and is
/// lost, so `main` could not tell and would exit 0 with every answer gone.
/// A function in `.init_array` runs before the runtime's start-up code,
/// and asks the system whether descriptors 1 and 2 are open.
///
/// Cargo.toml denies `unsafe_code`; this hook needs it twice (placing a
/// function in `.init_array` is an unsafe attribute, and fcntl is a libc
/// call: rustix's safe one takes a `BorrowedFd`, which promises an open
/// descriptor, the very thing asked here), so it is allowed here and
/// nowhere else in the binary.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
mod closed_at_start {
    extern "C" fn look() {
        // SAFETY: F_GETFD only reads the descriptor's flags; on a closed
        // descriptor it fails with EBADF and changes nothing.
        let closed = |fd| unsafe { libc::fcntl(fd, libc::F_GETFD) } == -1;
        sudoku_dfs::cli::record_closed_at_start(closed(1), closed(2));
    }

    // SAFETY: the function takes no arguments it reads, touches only an
    // atomic of the library, and cannot unwind.
    #[used]
    #[unsafe(link_section = ".init_array")]
    static LOOK: extern "C" fn() = look;
}
