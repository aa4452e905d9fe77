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
//! A group of its own is not enough: a learner's program can leave it
//! (`setsid`, `setpgrp`, a double fork, a detached child), and nothing
//! unwinds when sudoku-dfs is killed with SIGKILL. So a learner's program
//! and a compiler are [`contained`]: where the system allows it (util-linux's
//! `setpriv` and `unshare`, which work for root and, on most systems,
//! need no more), each runs as the first process of a PID namespace of
//! its own, under a parent-death signal: when that first process ends, or
//! when sudoku-dfs ends however it ends, the kernel kills every process in
//! the namespace, wherever it moved. Where it does not, the group is
//! killed, sudoku-dfs is a child subreaper (orphans come back to it) and
//! the orphans are killed after each run; the parent-death signal still
//! covers the direct child. docs/reliability.md says what each guarantees.

mod orphans;

use orphans::{become_subreaper, end_orphans, first_child_of};
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The process groups (their leaders' ids) of the learner's children that
/// are running now.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn running() -> std::sync::MutexGuard<'static, Vec<u32>> {
    RUNNING.lock().unwrap_or_else(|e| e.into_inner())
}

/// The temporary folders of the runs going on now (a compiled solution,
/// a command's trace file), removed by [`end_all`]: a signal that ends
/// sudoku-dfs runs no destructor.
static FOLDERS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn folders() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    FOLDERS.lock().unwrap_or_else(|e| e.into_inner())
}

/// A run's temporary folder, registered for [`end_all`] while it lives
/// and removed when dropped.
pub struct TempFolder(Option<tempfile::TempDir>);

impl TempFolder {
    /// A new folder in the system's temporary directory, named `prefix…`.
    pub fn new(prefix: &str) -> io::Result<TempFolder> {
        let mut list = folders();
        let dir = tempfile::Builder::new().prefix(prefix).tempdir()?;
        list.push(dir.path().to_path_buf());
        Ok(TempFolder(Some(dir)))
    }

    pub fn path(&self) -> &Path {
        self.0.as_ref().map_or(Path::new(""), |d| d.path())
    }
}

impl Drop for TempFolder {
    fn drop(&mut self) {
        if let Some(dir) = self.0.take() {
            let path = dir.path().to_path_buf();
            drop(dir);
            folders().retain(|p| *p != path);
        }
    }
}

/// Kills every learner's process group still running and removes the
/// runs' temporary folders. Called by the signal and panic handlers
/// before sudoku-dfs exits; the guards that reap them may never run then.
pub fn end_all() {
    end_registered(|_| true);
    // No pause here: the caller exits right after, and must before the
    // run it interrupts goes on to report (SIGKILL lets no compiler write
    // again in a folder removed now).
    for path in folders().iter() {
        let _ = std::fs::remove_dir_all(path);
    }
}

/// How a learner's processes are held (see the module's comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Containment {
    /// A PID namespace of its own under a parent-death signal.
    Namespace,
    /// A process group of its own; sudoku-dfs a child subreaper.
    Group,
}

/// The variable that forces a containment (`namespace` or `group`), for
/// tests of the fallback; otherwise it is probed once.
pub const CONTAINMENT_VARIABLE: &str = "SUDOKU_DFS_CONTAINMENT";

/// The tools of the namespace containment.
const SETPRIV: &str = "setpriv";
const UNSHARE: &str = "unshare";
const PRLIMIT: &str = "prlimit";
const SETSID: &str = "setsid";

/// The containment used here: forced by [`CONTAINMENT_VARIABLE`], else
/// the namespace when a trial run of it succeeds, else the group.
pub fn containment() -> Containment {
    static PROBED: OnceLock<Containment> = OnceLock::new();
    *PROBED.get_or_init(|| {
        match std::env::var(CONTAINMENT_VARIABLE).as_deref() {
            Ok("group") => return Containment::Group,
            Ok("namespace") => return Containment::Namespace,
            _ => {}
        }
        let works = Command::new(SETPRIV)
            .args(namespace_prefix())
            .arg("true")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if works {
            Containment::Namespace
        } else {
            Containment::Group
        }
    })
}

/// `setpriv`'s arguments up to the program: the parent-death signal, then
/// `unshare` making a PID namespace (`--kill-child`: unshare's own death
/// kills its first process, and with it every process in it). The first
/// process is a shell that runs the program as its child and exits with
/// its status: the first process of a namespace is its init, which the
/// kernel shields from every signal it has no handler for, even its own
/// (`abort()`, `os.kill(os.getpid(), SIGSEGV)` would be ignored, and a
/// crash would lose its name). A signal ends the shell's child as it ends
/// any program, and the shell's status says which (128 + the signal; see
/// [`signal_of_status`]). The program runs in a session of its own
/// (`setsid`): a `kill(0, …)` of the program's (`os.kill(os.getppid(), …)`
/// in the namespace) reaches its own group, not unshare's.
fn namespace_prefix() -> [&'static str; 13] {
    [
        "--pdeathsig",
        "KILL",
        "--",
        UNSHARE,
        "--pid",
        "--fork",
        "--kill-child",
        "--",
        "sh",
        "-c",
        // Not `exec`: the program must not be the namespace's init.
        "\"$@\"; exit $?",
        "sudoku-dfs-init",
        SETSID,
    ]
}

/// The signal that ended a contained program whose run ended with
/// `status`: its own signal, or, in the namespace, the shell's 128 + N
/// (a program that exits with such a status by itself, which no harness
/// does, is read as ended by that signal).
pub fn signal_of_status(status: &ExitStatus) -> Option<i32> {
    use std::os::unix::process::ExitStatusExt;
    if let Some(signal) = status.signal() {
        return Some(signal);
    }
    match (containment(), status.code()) {
        (Containment::Namespace, Some(code)) if (129..=128 + 64).contains(&code) => {
            Some(code - 128)
        }
        _ => None,
    }
}

/// Whether `program` names a file that can be run: a path as it is, a
/// bare name on PATH.
fn findable(program: &std::ffi::OsStr) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let runnable = |path: &Path| {
        std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    let path = Path::new(program);
    if path.components().count() > 1 {
        return runnable(path);
    }
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| runnable(&dir.join(path))))
}

/// Whether `program` runs here (probed once per name).
fn have(program: &'static str) -> bool {
    static FOUND: Mutex<Vec<(&str, bool)>> = Mutex::new(Vec::new());
    let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, yes)) = found.iter().find(|(p, _)| *p == program) {
        return yes;
    }
    let yes = Command::new(program)
        .arg("--version")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok();
    found.push((program, yes));
    yes
}

/// `command` as it is run contained (see the module's comment), its data
/// segment limited to `memory` bytes where given: the same program,
/// arguments, folder and environment, behind the containment's tools.
/// The limit is RLIMIT_DATA, not RLIMIT_AS: V8 and the JVM reserve far
/// more address space than they use, and fail at start under an AS limit.
pub fn contained(command: &Command, memory: Option<u64>) -> Command {
    // A program that cannot be found is spawned as it is, so that its
    // spawn fails and says so (behind the tools it would be their exit
    // status 127, not "not found").
    if !findable(command.get_program()) {
        return copy(command, command.get_program(), &[]);
    }
    let mut prefix: Vec<OsString> = Vec::new();
    let namespace = containment() == Containment::Namespace;
    let wrapper = if namespace || have(SETPRIV) {
        if namespace {
            prefix.extend(namespace_prefix().map(OsString::from));
        } else {
            prefix.extend(["--pdeathsig", "KILL", "--"].map(OsString::from));
        }
        Some(SETPRIV)
    } else {
        None
    };
    if let Some(bytes) = memory
        && have(PRLIMIT)
    {
        prefix.push(PRLIMIT.into());
        prefix.push(format!("--data={bytes}:{bytes}").into());
        prefix.push("--".into());
    }
    let (program, prefix) = match wrapper {
        Some(wrapper) => (OsString::from(wrapper), prefix),
        None if prefix.is_empty() => (command.get_program().to_owned(), prefix),
        None => {
            let first = prefix.remove(0);
            (first, prefix)
        }
    };
    copy(command, &program, &prefix)
}

/// `command` run as `program PREFIX… PROGRAM ARGS…` (or as itself when
/// `program` is its own), in its folder with its environment.
fn copy(command: &Command, program: &std::ffi::OsStr, prefix: &[OsString]) -> Command {
    let mut wrapped = Command::new(program);
    wrapped.args(prefix);
    if wrapped.get_program() != command.get_program() {
        wrapped.arg(command.get_program());
    }
    wrapped.args(command.get_args());
    if let Some(dir) = command.get_current_dir() {
        wrapped.current_dir(dir);
    }
    for (key, value) in command.get_envs() {
        match value {
            Some(value) => wrapped.env(key, value),
            None => wrapped.env_remove(key),
        };
    }
    wrapped
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
pub struct ChildGuard {
    child: Child,
    ended: bool,
}

impl ChildGuard {
    /// Spawns `command` in a process group of its own and registers it.
    pub fn spawn(command: &mut Command) -> io::Result<ChildGuard> {
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.process_group(0);
        }
        if containment() == Containment::Group {
            become_subreaper();
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

    pub fn id(&self) -> u32 {
        self.child.id()
    }

    pub fn child_mut(&mut self) -> &mut Child {
        &mut self.child
    }

    /// Kills the group (whatever of it is left: a child that ended by
    /// itself may have left children of its own), takes it off the
    /// registry and reaps the child. The group is killed before the reap,
    /// while the leader's id cannot yet be given to another process.
    pub fn end(&mut self) -> Option<ExitStatus> {
        if self.ended {
            return None;
        }
        self.ended = true;
        let id = self.child.id();
        kill_group(id);
        let _ = self.child.kill();
        running().retain(|&g| g != id);
        let status = self.child.wait().ok();
        if containment() == Containment::Group {
            end_orphans();
        }
        status
    }

    /// Waits up to `grace` for the child to end by itself; true if it did.
    pub fn wait_a_moment(&mut self, grace: Duration) -> bool {
        let started = Instant::now();
        loop {
            if let Ok(Some(_)) = self.child.try_wait() {
                return true;
            }
            if started.elapsed() >= grace {
                return false;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// Asks the learner's program to end (SIGTERM, to the program itself:
    /// its harness then writes out what it holds of the report) and waits
    /// up to `grace` for it to end; true if it did. The caller ends the
    /// rest with [`end`](Self::end) either way.
    pub fn terminate(&mut self, grace: Duration) -> bool {
        let program = match containment() {
            // The program is the first child of unshare, the process we
            // started (setpriv runs unshare in its place). SIGTERM to
            // unshare itself would kill the program at once.
            Containment::Namespace => first_child_of(self.child.id()).and_then(first_child_of),
            Containment::Group => Some(self.child.id()),
        };
        if let Some(pid) = program {
            signal(pid, false);
        }
        self.wait_a_moment(grace)
    }

    /// Waits for the child to end by itself, then ends its group as
    /// [`end`](Self::end) does.
    pub fn wait(&mut self) -> Option<ExitStatus> {
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
fn signal(pid: u32, kill: bool) {
    use rustix::process::{Pid, Signal, kill_process};
    if let Some(pid) = i32::try_from(pid).ok().and_then(Pid::from_raw) {
        let _ = kill_process(pid, if kill { Signal::KILL } else { Signal::TERM });
    }
}

#[cfg(not(unix))]
fn signal(_pid: u32, _kill: bool) {}

#[cfg(unix)]
fn kill_group(group: u32) {
    use rustix::process::{Pid, Signal, kill_process_group};
    if let Some(pid) = i32::try_from(group).ok().and_then(Pid::from_raw) {
        let _ = kill_process_group(pid, Signal::KILL);
    }
}

#[cfg(not(unix))]
fn kill_group(_group: u32) {}

#[cfg(test)]
#[cfg(target_os = "linux")]
#[path = "child_tests.rs"]
mod tests;
