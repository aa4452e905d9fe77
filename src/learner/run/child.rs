//! The learner's processes, always ended: every child a run starts (an
//! interpreter, a compiler, a compiled solution, a learner's command) is
//! spawned through [`ChildGuard`], in a process group of its own, and is
//! listed in a process-wide registry while it runs.
//!
//! The guard kills the whole group and reaps the child on every path out
//! of a run, a panic's unwinding included. The registry is for the paths
//! that unwind nothing: a signal that ends sudoku-dfs, or a panic on
//! another thread; the app's and the command line's handlers call
//! [`end_all`] before the process exits.
//!
//! A group of its own, because a compiler (g++ runs cc1plus and as) or a
//! learner's program may start children of its own, and killing the one
//! process we started would leave those running; and because Ctrl-C on the
//! terminal then reaches sudoku-dfs alone, which ends the group itself.

use std::io;
use std::process::{Child, Command, ExitStatus};
use std::sync::Mutex;

/// The process groups (their leaders' ids) of the learner's children that
/// are running now.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn running() -> std::sync::MutexGuard<'static, Vec<u32>> {
    RUNNING.lock().unwrap_or_else(|e| e.into_inner())
}

/// Kills every learner's process group still running. Called by the
/// signal and panic handlers before sudoku-dfs exits; the guards that
/// reap them may never run then.
pub fn end_all() {
    end_registered(|_| true);
}

/// Kills the registered groups that `which` picks.
fn end_registered(which: impl Fn(u32) -> bool) {
    for &group in running().iter().filter(|&&g| which(g)) {
        kill_group(group);
    }
}

/// How many learner's children are running now (for tests and for a
/// front end that wants to say so).
pub fn running_count() -> usize {
    running().len()
}

/// A running child, killed (with its group) and reaped when dropped.
pub(crate) struct ChildGuard {
    child: Child,
    ended: bool,
}

impl ChildGuard {
    /// Spawns `command` in a process group of its own and registers it.
    pub(crate) fn spawn(command: &mut Command) -> io::Result<ChildGuard> {
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.process_group(0);
        }
        // Registered under the lock taken before the spawn, so that
        // `end_all` on another thread cannot run between the spawn and
        // the registration.
        let mut list = running();
        let child = command.spawn()?;
        list.push(child.id());
        Ok(ChildGuard {
            child,
            ended: false,
        })
    }

    pub(crate) fn id(&self) -> u32 {
        self.child.id()
    }

    pub(crate) fn child_mut(&mut self) -> &mut Child {
        &mut self.child
    }

    /// Kills the group (whatever of it is left: a child that ended by
    /// itself may have left children of its own), takes it off the
    /// registry and reaps the child. The group is killed before the reap,
    /// while the leader's id cannot yet be given to another process.
    pub(crate) fn end(&mut self) -> Option<ExitStatus> {
        if self.ended {
            return None;
        }
        self.ended = true;
        let id = self.child.id();
        kill_group(id);
        let _ = self.child.kill();
        running().retain(|&g| g != id);
        self.child.wait().ok()
    }

    /// Waits for the child to end by itself, then ends its group as
    /// [`end`](Self::end) does.
    pub(crate) fn wait(&mut self) -> Option<ExitStatus> {
        let status = self.child.wait().ok();
        self.end();
        status
    }
}

impl Drop for ChildGuard {
    fn drop(&mut self) {
        self.end();
    }
}

#[cfg(unix)]
fn kill_group(group: u32) {
    use rustix::process::{Pid, Signal, kill_process_group};
    if let Some(pid) = i32::try_from(group).ok().and_then(Pid::from_raw) {
        let _ = kill_process_group(pid, Signal::KILL);
    }
}

#[cfg(not(unix))]
fn kill_group(_group: u32) {}

#[cfg(all(test, target_os = "linux"))]
mod tests {
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
}
