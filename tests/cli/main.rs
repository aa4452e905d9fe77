//! The command line as a user meets it: the real binary, its output and its
//! exit status, on good and bad input (`commands`), and under faults —
//! endless or broken input, closed pipes, full disks (`reliability`).
//!
//! Every run has a time limit: a command that hangs fails its test (and is
//! killed) instead of hanging the suite.

// A test's unwrap is its failure report (the workspace denies unwrap elsewhere).
#![allow(clippy::unwrap_used)]

use sudoku_dfs_core::test_fixtures;

mod commands;
mod copies;
mod corpus;
mod guard;
mod learner;
mod learner_processes;
mod record;
mod reliability;
mod truth;
mod watch;
mod writes;

use std::io::Read;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use crate::test_fixtures::{LEETCODE, LEETCODE_SOLUTION};
/// No solution, though no two givens conflict.
const NO_SOLUTION: &str =
    "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";

/// Long enough for a loaded CI machine, short enough that a hang fails.
const PATIENCE: Duration = Duration::from_secs(30);

struct Output {
    stdout: String,
    stderr: String,
    code: i32,
}

fn binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_sudoku-dfs"))
}

/// A child process that is killed when the test lets go of it, so a
/// failing assertion leaves nothing running.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Held while a child process is started. A child starts as a copy of this
/// process with every open descriptor until it runs the binary, so a pipe
/// one test makes could live on for a moment in a child another test is
/// starting; the closed-pipe tests need the read end really gone.
static STARTING: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn starting() -> std::sync::MutexGuard<'static, ()> {
    STARTING.lock().unwrap_or_else(|e| e.into_inner())
}

impl Running {
    fn spawn(command: &mut Command) -> Running {
        let _starting = starting();
        Running::spawn_while_starting(command)
    }

    /// [`Running::spawn`] for a caller that holds [`starting`] already.
    fn spawn_while_starting(command: &mut Command) -> Running {
        Running(command.spawn().expect("the binary runs"))
    }

    /// Waits for the exit, failing the test after [`PATIENCE`].
    fn wait(&mut self, what: &str) -> ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.0.try_wait().unwrap() {
                return status;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "{what}: still running after {PATIENCE:?}"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
fn drain(pipe: Option<impl Read + Send + 'static>) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

/// Runs with the given standard streams; output of piped streams is
/// returned (empty for the others).
fn run_with(args: &[&str], stdin: Stdio, stdout: Stdio, stderr: Stdio) -> Output {
    let mut child = Running::spawn(
        binary()
            .args(args)
            .stdin(stdin)
            .stdout(stdout)
            .stderr(stderr),
    );
    let out = drain(child.0.stdout.take());
    let err = drain(child.0.stderr.take());
    let status = child.wait(&args.join(" "));
    Output {
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
        code: status.code().expect("exited, not killed by a signal"),
    }
}

/// Runs with `stdin` as standard input (from a file: no pipe to keep fed
/// while output piles up).
fn run(args: &[&str], stdin: &str) -> Output {
    let input = temp_file(&format!("stdin-{}", unique()), stdin);
    let out = run_with(
        args,
        Stdio::from(std::fs::File::open(&input).unwrap()),
        Stdio::piped(),
        Stdio::piped(),
    );
    let _ = std::fs::remove_file(input);
    out
}

fn unique() -> usize {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}
