#![allow(warnings)]
// sudoku-dfs's harness for a learner's Rust solution of LeetCode 37.
//
// Compiled as: rustc --edition 2021 -O --cfg sudoku_dfs main.rs, with the
// path of the learner's file written in solution_path!; run as:
// ./solution PUZZLE81. The learner's `trace::write(board, r, c)` calls
// report the writes. It reports on its standard output, one line each
// (the protocol of docs/line-protocol.md):
//   w R C V L      a write (from trace::write), with the learner's line
//   board S        the board at the end, 81 characters
//   returned V     the solver returned (`()`, or its value)
//   raised MSG     the solver panicked; then `at L`, the learner's line
//   nosolver       no Solution::solve_sudoku, nor a free solve_sudoku
// What the learner prints (println!, eprintln!) goes to stderr.
//
// The learner's file is included as text in a module (`include!`), rather
// than loaded as a module file (`#[path] mod`): only then can the harness
// put `trace` and LeetCode's `struct Solution` in the file's own scope
// and call a free `fn solve_sudoku` that is not `pub`, while the
// compiler's messages still name the learner's file and lines. Its own
// `fn main` is then `solution::main`, which nothing calls.

use std::any::TypeId;
use std::fmt::Debug;
use std::io::Write as _;

/// The learner's file, written in by the runner.
macro_rules! solution_path {
    () => {
        "SUDOKU_DFS_SOLUTION"
    };
}

pub mod trace {
    use std::io::Write as _;
    use std::sync::Mutex;

    /// The report, buffered: the learner's writes are the hot path. Held
    /// in a static (not a thread's own) so that it is written out when
    /// the program is asked to end, exits or aborts, from wherever that
    /// happens: nothing the learner's code wrote is lost.
    pub(crate) static REPORT: Mutex<Option<std::io::BufWriter<std::fs::File>>> = Mutex::new(None);

    thread_local! {
        // Where the board's rows are held (its outer buffer): a write
        // reported through any other `&[Vec<char>]` is a copy's
        // (`board.clone()` copies every row), not the board's.
        pub(crate) static BOARD: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// A row or column index as the learner's code holds it.
    pub trait Coord: Copy {
        fn index(self) -> i64;
    }
    macro_rules! coord {
        ($($t:ty),*) => {$(impl Coord for $t { fn index(self) -> i64 { self as i64 } })*};
    }
    coord!(usize, isize, u8, u16, u32, u64, i8, i16, i32, i64);

    /// Reports the write just made to `board[row][col]`, with the line of
    /// the call (`#[track_caller]`: the learner's line, not this one's).
    #[track_caller]
    pub fn write<R: Coord, C: Coord>(board: &[Vec<char>], row: R, col: C) {
        let board_at = BOARD.with(|b| b.get());
        if board_at != 0 && board.as_ptr() as usize != board_at {
            return;
        }
        let line = std::panic::Location::caller().line();
        let (r, c) = (row.index(), col.index());
        let v = board
            .get(r as usize)
            .and_then(|cells| cells.get(c as usize))
            .copied()
            .unwrap_or('?');
        let v = if v == '.' || ('1'..='9').contains(&v) { v } else { '?' };
        if let Some(out) = REPORT.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
            let _ = writeln!(out, "w {r} {c} {v} {line}");
        }
    }

    /// Writes out what the report holds, unless another thread is in the
    /// middle of a write (then it is not waited for: this is called on the
    /// way out, where waiting could hang).
    pub(crate) fn flush_now() {
        if let Ok(mut report) = REPORT.try_lock() {
            if let Some(out) = report.as_mut() {
                let _ = out.flush();
            }
        }
    }
}

/// What a LeetCode shape the file lacks falls back to: the harness then
/// knows there was none (glob-imported, so the learner's own items of the
/// same names take their place).
pub mod fallback {
    pub use crate::trace;
    #[derive(Debug)]
    pub struct NoSolver;
    pub struct Solution;
    pub trait NoSolverHere {
        fn solve_sudoku(_board: &mut Vec<Vec<char>>) -> NoSolver {
            NoSolver
        }
    }
    impl NoSolverHere for Solution {}
    pub fn solve_sudoku(_board: &mut Vec<Vec<char>>) -> NoSolver {
        NoSolver
    }
}

fn returned<T: Debug + 'static>(value: T) -> Option<String> {
    (TypeId::of::<T>() != TypeId::of::<fallback::NoSolver>()).then(|| format!("{value:?}"))
}

mod solution {
    use super::fallback::*;
    include!(solution_path!());

    /// Runs the learner's solver: `Solution::solve_sudoku`, else a free
    /// `solve_sudoku`; `None` when there is neither.
    pub(crate) fn sudoku_dfs_run(board: &mut Vec<Vec<char>>) -> Option<String> {
        if let Some(value) = super::returned(Solution::solve_sudoku(board)) {
            return Some(value);
        }
        super::returned(solve_sudoku(board))
    }
}

extern "C" {
    fn dup(fd: i32) -> i32;
    fn dup2(from: i32, to: i32) -> i32;
    fn sigemptyset(set: *mut SigSet) -> i32;
    fn sigaddset(set: *mut SigSet, signal: i32) -> i32;
    fn pthread_sigmask(how: i32, set: *const SigSet, old: *mut SigSet) -> i32;
    fn sigwait(set: *const SigSet, signal: *mut i32) -> i32;
    fn signal(signal: i32, handler: usize) -> usize;
    fn raise(signal: i32) -> i32;
    fn atexit(run: extern "C" fn()) -> i32;
    fn _exit(code: i32) -> !;
}

/// glibc's `sigset_t` (1024 bits).
#[repr(C)]
struct SigSet([u64; 16]);
const SIG_BLOCK: i32 = 0;
const SIGABRT: i32 = 6;
const SIGTERM: i32 = 15;
const SIG_DFL: usize = 0;

extern "C" fn flush_at_exit() {
    trace::flush_now();
}

/// An abort (a Rust stack overflow ends so, and `std::process::abort`):
/// the report written out, then the abort goes on as it would have.
extern "C" fn flush_and_abort(_signal: i32) {
    trace::flush_now();
    unsafe {
        signal(SIGABRT, SIG_DFL);
        raise(SIGABRT);
    }
}

/// At the time limit sudoku-dfs sends SIGTERM and waits a moment: the
/// signal is blocked in every thread and taken by one of the harness's
/// own, which writes the report out (waiting for a write under way to
/// end) and exits as the signal would. `std::process::exit` and an abort
/// write it out too; only SIGKILL loses what the buffer holds.
fn keep_the_report_at_every_end() {
    unsafe {
        let mut term = SigSet([0; 16]);
        sigemptyset(&mut term);
        sigaddset(&mut term, SIGTERM);
        pthread_sigmask(SIG_BLOCK, &term, std::ptr::null_mut());
        std::thread::spawn(move || {
            let mut got = 0;
            sigwait(&term, &mut got);
            if let Some(out) = trace::REPORT.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
                let _ = out.flush();
            }
            _exit(128 + SIGTERM);
        });
        atexit(flush_at_exit);
        signal(SIGABRT, flush_and_abort as extern "C" fn(i32) as usize);
    }
}

fn board_line(board: &[Vec<char>]) -> String {
    let mut cells = String::from("board ");
    for r in 0..9 {
        for c in 0..9 {
            let v = board.get(r).and_then(|row| row.get(c)).copied().unwrap_or('?');
            cells.push(if v == '.' || ('1'..='9').contains(&v) { v } else { '?' });
        }
    }
    cells
}

fn main() {
    use std::os::fd::FromRawFd;
    let puzzle: Vec<char> = std::env::args().nth(1).unwrap_or_default().chars().collect();
    // The report keeps the real standard output; the learner's prints go
    // to standard error.
    let report = unsafe {
        let fd = dup(1);
        dup2(2, 1);
        std::fs::File::from_raw_fd(fd)
    };
    *trace::REPORT.lock().unwrap() = Some(std::io::BufWriter::with_capacity(1 << 16, report));
    keep_the_report_at_every_end();
    let mut board: Vec<Vec<char>> = (0..9).map(|r| puzzle[9 * r..9 * r + 9].to_vec()).collect();
    trace::BOARD.with(|b| b.set(board.as_ptr() as usize));
    // A panic's message and the learner's line, kept by the hook.
    let panicked = std::sync::Arc::new(std::sync::Mutex::new(None::<(String, u32)>));
    let keep = panicked.clone();
    std::panic::set_hook(Box::new(move |info| {
        let message = if let Some(s) = info.payload().downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "panic".to_string()
        };
        let line = info
            .location()
            .filter(|l| l.file() == solution_path!())
            .map_or(0, |l| l.line());
        *keep.lock().unwrap() = Some((message.replace('\n', " | "), line));
    }));
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| solution::sudoku_dfs_run(&mut board)));
    {
        let mut r = trace::REPORT.lock().unwrap_or_else(|e| e.into_inner());
        let out = r.as_mut().unwrap();
        match outcome {
            Ok(Some(value)) => {
                let _ = writeln!(out, "returned {}", value.replace('\n', " "));
            }
            Ok(None) => {
                let _ = writeln!(out, "nosolver");
            }
            Err(_) => {
                let (message, line) = panicked.lock().unwrap().take().unwrap_or_default();
                let _ = writeln!(out, "raised {message}");
                if line > 0 {
                    let _ = writeln!(out, "at {line}");
                }
            }
        }
        let _ = writeln!(out, "{}", board_line(&board));
        let _ = out.flush();
    }
}
