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
    for &group in running().iter() {
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
