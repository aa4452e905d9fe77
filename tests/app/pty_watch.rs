//! `sudoku-dfs watch` in a pseudo-terminal: a learner's Python solution
//! (one that keeps the box marked after taking a digit back) is run, its
//! search opens on the solve screen; step, go to a step, jump to the first
//! difference from the classic search, open the notes of the run, quit —
//! the terminal comes back and no process of the learner's is left.

use std::path::Path;
use std::time::{Duration, Instant};

use super::pty::{Session, assert_terminal_restored};

/// True when python3 runs here. Missing, the test says so and skips —
/// but never on CI, where it must be there.
fn have_python() -> bool {
    let found = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(std::env::var_os("CI").is_none(), "python3 is missing on CI");
        eprintln!("skipped: python3 is not installed");
    }
    found
}

/// `name` of tests/data/learner/python copied into a folder of its own:
/// tests running at the same time run the same solution, and each must
/// look for its own processes only (the folder goes with the guard).
fn own_copy(name: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let from = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/learner/python")
        .join(name);
    let to = dir.path().join(name);
    std::fs::copy(from, &to).unwrap();
    let to = to.to_str().unwrap().to_string();
    (dir, to)
}

/// The processes whose command line names `file`.
fn processes_running(file: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let pid = entry.file_name().to_string_lossy().into_owned();
        if !pid.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        if let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) {
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            if cmdline.contains(file) && cmdline.contains("python") {
                found.push(format!("{pid}: {cmdline}"));
            }
        }
    }
    found
}

#[test]
fn watch_a_learners_search_step_seek_jump_read_its_output_and_quit() {
    if !have_python() {
        return;
    }
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/learner/python/sticky_box.py");
    let file = file.to_str().unwrap();
    let mut app = Session::start(&["watch", file]);
    app.wait_for("watch · sticky_box.py (Python)");
    // The code panel shows the learner's own file.
    app.wait_for("Your code · sticky_box.py");
    app.send("l");
    app.wait_for("step 1 ");
    app.send("g");
    app.send("60\r");
    app.wait_for("step 60 ");
    app.send("D");
    // The analysis's sentence: where it leaves the nearest search.
    app.wait_for("step 53: your search places 4 at r1c7; the forget-restore search rejects 4");
    app.send("o");
    app.wait_for("What your program printed");
    app.wait_for("no digit fits at");
    app.send("\x1b");
    app.wait_until("the notes to close", |s| {
        !s.contains("What your program printed")
    });
    app.quit_with("q");
    assert_terminal_restored(&app);
    let start = Instant::now();
    while !processes_running(file).is_empty() && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(processes_running(file), Vec::<String>::new());
}

/// Ctrl-C while the learner's program runs, before the screen opens:
/// `watch` ends it and exits 130, nothing left running.
#[test]
fn ctrl_c_while_the_solution_runs_ends_it() {
    if !have_python() {
        return;
    }
    let (_dir, file) = own_copy("endless.py");
    let file = file.as_str();
    // (No write limit to end it first: Ctrl-C is what ends it.)
    let mut app = Session::start(&["watch", "--write-limit", "100000000", file]);
    app.wait_for("running python3 on");
    std::thread::sleep(Duration::from_millis(300));
    app.send("\x03");
    let status = app.wait_for_exit();
    assert_eq!(status.exit_code(), 130, "{status:?}");
    let start = Instant::now();
    while !processes_running(file).is_empty() && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(processes_running(file), Vec::<String>::new());
}

/// The editor's `W` on a solution that never ends (nor writes, so no
/// closed pipe would end it), then `q` while it
/// runs: the app quits and the learner's process goes with it.
#[test]
fn quitting_while_the_editors_run_goes_ends_the_learners_process() {
    if !have_python() {
        return;
    }
    let (_dir, file) = own_copy("endless_quiet.py");
    let file = file.as_str();
    // Through a shell that outlives the app, as a terminal's shell does:
    // the app ending does not hang up the learner's process for it.
    let script = format!("{} ; sleep 5", env!("CARGO_BIN_EXE_sudoku-dfs"));
    let mut app = Session::start_program("sh", &["-c", &script], &[]);
    app.wait_for("30 givens · unique solution");
    app.send("W");
    app.wait_for("Solution file to watch");
    app.send(file);
    app.send("\r");
    app.wait_for("Esc cancels");
    std::thread::sleep(Duration::from_millis(300));
    assert!(!processes_running(file).is_empty(), "the run started");
    app.send("q");
    // Gone while the shell still sleeps, the app's screen given back.
    let start = Instant::now();
    while !processes_running(file).is_empty() && start.elapsed() < Duration::from_secs(3) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(processes_running(file), Vec::<String>::new());
    app.wait_until("the app to give the screen back", |s| {
        !s.contains("Esc cancels")
    });
}

/// q, then Esc, while the learner's program runs, before the screen
/// opens: each is answered, not echoed — the run is cancelled, `watch`
/// exits 0 saying so, the terminal is as it was, nothing left running.
#[test]
fn q_and_esc_while_the_solution_runs_cancel_it() {
    if !have_python() {
        return;
    }
    let (_dir, file) = own_copy("endless.py");
    let file = file.as_str();
    for key in ["q", "\x1b"] {
        let mut app = Session::start(&["watch", "--write-limit", "100000000", file]);
        app.wait_for("(q or Esc cancels)");
        std::thread::sleep(Duration::from_millis(300));
        app.send(key);
        let status = app.wait_for_exit();
        assert_eq!(status.exit_code(), 0, "{key:?}: {status:?}");
        let screen = app.contents();
        assert!(
            screen.contains("cancelled: your program was ended before the screen opened"),
            "{key:?}: {screen}"
        );
        // Raw mode: the key was read, not echoed (`^[` for Esc, `q`).
        assert!(!screen.contains("^["), "{screen}");
        assert!(
            !screen.lines().any(|l| l.trim() == "q"),
            "{key:?} echoed: {screen}"
        );
        assert_terminal_restored(&app);
        let start = Instant::now();
        while !processes_running(file).is_empty() && start.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(50));
        }
        assert_eq!(processes_running(file), Vec::<String>::new());
    }
}
