//! A learner's solution run by the real binary: `tracer` prints the
//! harnesses' own files, and a learner's process never outlives
//! sudoku-dfs, even when sudoku-dfs is ended by SIGTERM or SIGHUP.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::{PATIENCE, Running, binary, drain, run};

fn asset(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

fn learner_fixture(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/learner")
        .join(path)
        .to_string_lossy()
        .into_owned()
}

/// False (with a note) when python3 is missing here; CI must have it.
fn have_python() -> bool {
    let found = Command::new("python3").arg("--version").output().is_ok();
    if !found {
        assert!(std::env::var_os("CI").is_none(), "python3 is missing on CI");
        eprintln!("note: python3 is missing: skipping this test");
    }
    found
}

#[test]
fn tracer_prints_the_harnesses_own_files() {
    for (language, path) in [
        ("java", "assets/harness/java/Trace.java"),
        ("rust", "assets/harness/rust/trace.rs"),
    ] {
        let out = run(&["tracer", language], "");
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert_eq!(out.stdout, asset(path), "{language}");
    }
    assert_ne!(run(&["tracer", "cobol"], "").code, 0);
}

/// The ids of the processes whose parent is `parent`, from /proc.
fn children_of(parent: u32) -> Vec<u32> {
    let mut children = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        // After the command's name in parentheses: state, then the parent.
        let fields: Vec<&str> = stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        if fields.get(1).and_then(|p| p.parse::<u32>().ok()) == Some(parent) {
            children.push(pid);
        }
    }
    children
}

/// Whether the process `pid` still exists (and is not a zombie).
fn process_alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => !stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z'),
        Err(_) => false,
    }
}

#[test]
fn a_signal_that_ends_check_ends_the_learners_endless_process_first() {
    if !have_python() {
        return;
    }
    for (signal, code) in [("TERM", 143), ("HUP", 129)] {
        let mut sudoku_dfs = Running::spawn(
            binary()
                .args(["check", &learner_fixture("python/endless_quiet.py")])
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
        );
        let out = drain(sudoku_dfs.0.stdout.take());
        let err = drain(sudoku_dfs.0.stderr.take());
        let started = Instant::now();
        let learner = loop {
            if let Some(&pid) = children_of(sudoku_dfs.0.id()).first() {
                break pid;
            }
            assert!(started.elapsed() < PATIENCE, "no learner's process started");
            std::thread::sleep(Duration::from_millis(20));
        };
        // Running, not only started. (It writes nothing: a learner that writes
        // would die of its closed pipe anyway, with or without end_all.)
        std::thread::sleep(Duration::from_millis(300));
        assert!(process_alive(learner));
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &sudoku_dfs.0.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let status = sudoku_dfs.wait(signal);
        let (out, err) = (out.join().unwrap(), err.join().unwrap());
        assert_eq!(status.code(), Some(code), "SIG{signal}: {out} {err}");
        // Killed before sudoku-dfs exited; let the system reap it.
        let gone = Instant::now();
        while process_alive(learner) && gone.elapsed() < Duration::from_secs(2) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(
            !process_alive(learner),
            "SIG{signal}: the learner's process is left"
        );
    }
}

#[test]
fn process_alive_sees_a_live_process() {
    // So the "is left" check above can fail.
    assert!(process_alive(std::process::id()));
}
