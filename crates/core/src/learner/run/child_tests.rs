//! The process groups of learners' programs ended: a child's
//! descendants killed with it, orphans reaped.

use super::*;
use std::io::{BufRead, BufReader};
use std::process::Stdio;
use std::time::{Duration, Instant};

/// Whether the process `pid` still runs (a zombie has ended).
fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        !stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z')
    })
}

fn gone_soon(pid: u32) -> bool {
    let started = Instant::now();
    while alive(pid) && started.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(10));
    }
    !alive(pid)
}

/// A shell that starts a child of its own and says its id.
fn shell_with_a_child() -> (ChildGuard, u32, u32) {
    let mut command = Command::new("sh");
    command
        .args(["-c", "sleep 60 & echo $!; wait"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped());
    let mut guard = ChildGuard::spawn(&mut command).unwrap();
    let stdout = guard.child_mut().stdout.take().unwrap();
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line).unwrap();
    let grandchild: u32 = line.trim().parse().unwrap();
    let shell = guard.id();
    assert!(alive(shell) && alive(grandchild));
    (guard, shell, grandchild)
}

#[test]
fn a_guard_dropped_ends_its_child_and_the_childs_own_children() {
    let (guard, shell, grandchild) = shell_with_a_child();
    drop(guard);
    assert!(gone_soon(shell));
    assert!(gone_soon(grandchild), "the shell's own child is left");
}

#[test]
fn end_all_ends_the_children_whose_guards_never_run() {
    // As when sudoku-dfs exits on a signal: no guard is dropped.
    let (guard, shell, grandchild) = shell_with_a_child();
    std::mem::forget(guard);
    assert!(running().contains(&shell));
    // `end_all` itself, but for this test's group alone: the tests
    // that run beside it have learners' processes of their own.
    end_registered(|g| g == shell);
    assert!(gone_soon(shell));
    assert!(gone_soon(grandchild));
    running().retain(|&g| g != shell);
}
