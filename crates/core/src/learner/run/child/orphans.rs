//! The orphans of a learner's program, for the group containment:
//! sudoku-dfs made a child subreaper so that they come back to it, found
//! in /proc, and ended after each run.

use super::{kill_group, running, signal};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Makes sudoku-dfs a child subreaper, once: a learner's process that
/// leaves its group and is orphaned comes back to sudoku-dfs, not to the
/// system's init, so [`end_orphans`] can find and end it.
#[cfg(target_os = "linux")]
pub fn become_subreaper() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        let _ = rustix::process::set_child_subreaper(Some(rustix::process::getpid()));
    });
}

#[cfg(not(target_os = "linux"))]
pub fn become_subreaper() {}

/// The processes whose parent is `parent` (from /proc), in id order.
pub(super) fn children_of(parent: u32) -> Vec<u32> {
    let mut children = Vec::new();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return children;
    };
    for entry in entries.flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        if parent_and_group(pid).is_some_and(|(p, _)| p == parent) {
            children.push(pid);
        }
    }
    children.sort_unstable();
    children
}

/// The parent and the process group of `pid`, from /proc.
pub(super) fn parent_and_group(pid: u32) -> Option<(u32, u32)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // After the name in parentheses: state, parent, group.
    let mut fields = stat.rsplit(')').next()?.split_whitespace().skip(1);
    let parent = fields.next()?.parse().ok()?;
    let group = fields.next()?.parse().ok()?;
    Some((parent, group))
}

pub(super) fn first_child_of(parent: u32) -> Option<u32> {
    children_of(parent).first().copied()
}

/// With the group containment: kills the children of sudoku-dfs that are
/// orphans of a learner's program (come back to it as the subreaper) —
/// those in a group other than its own and than any registered run's.
/// The commands sudoku-dfs starts itself (a tool's `--version`) stay in
/// its own group.
pub(super) fn end_orphans() {
    let me = std::process::id();
    let Some((_, my_group)) = parent_and_group(me) else {
        return;
    };
    let registered = running().clone();
    for pid in children_of(me) {
        if let Some((_, group)) = parent_and_group(pid)
            && group != my_group
            && !registered.contains(&group)
        {
            kill_group(group);
            signal(pid, true);
            // Reap it: it is our child now (never `waitpid(None)`, which
            // would take any child's status from its owner).
            if let Some(pid) = i32::try_from(pid)
                .ok()
                .and_then(rustix::process::Pid::from_raw)
            {
                let started = Instant::now();
                while started.elapsed() < Duration::from_millis(200) {
                    match rustix::process::waitpid(Some(pid), rustix::process::WaitOptions::NOHANG)
                    {
                        Ok(None) => std::thread::sleep(Duration::from_millis(2)),
                        _ => break,
                    }
                }
            }
        }
    }
}
