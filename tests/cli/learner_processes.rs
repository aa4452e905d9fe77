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
        // The learner's, not a tool's `--version` run at the start: a child
        // still running 300 ms after it was first seen. (It writes nothing:
        // a learner that writes would die of its closed pipe anyway, with
        // or without end_all.)
        let learner = loop {
            if let Some(&pid) = children_of(sudoku_dfs.0.id()).first() {
                std::thread::sleep(Duration::from_millis(300));
                if process_alive(pid) {
                    break pid;
                }
            }
            assert!(started.elapsed() < PATIENCE, "no learner's process started");
            std::thread::sleep(Duration::from_millis(20));
        };
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

// ---------------------------------------------------------------------
// The learner's whole process tree is contained, whatever it does: each
// hostile program below leaves a process that carries a marker of its
// own in its command line (in the learner's file name, which the
// interpreter and its forks carry, or in the arguments of what it
// starts); afterwards no live process has it.
// ---------------------------------------------------------------------

/// A marker no other process has.
fn marker() -> String {
    format!("sdfsmark{}x{}", std::process::id(), super::unique())
}

/// The live processes whose command line holds `marker`.
fn marked(marker: &str) -> Vec<u32> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(cmdline) = std::fs::read(format!("/proc/{pid}/cmdline")) else {
            continue;
        };
        if cmdline
            .windows(marker.len())
            .any(|w| w == marker.as_bytes())
            && process_alive(pid)
        {
            found.push(pid);
        }
    }
    found
}

/// Fails the test if a process with `marker` is alive a moment from now.
fn none_left(marker: &str, what: &str) {
    let started = Instant::now();
    while !marked(marker).is_empty() && started.elapsed() < Duration::from_secs(3) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let left = marked(marker);
    // Killed by the test, so a failure leaves nothing running either.
    for pid in &left {
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    assert!(left.is_empty(), "{what}: processes left: {left:?}");
}

/// Waits until a process with `marker` and `also` in its command line runs.
fn wait_for_marked(marker: &str, also: &str) {
    let started = Instant::now();
    loop {
        let found = marked(marker).into_iter().any(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline"))
                .is_ok_and(|c| String::from_utf8_lossy(&c).contains(also))
        });
        if found {
            return;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "no process with {also} started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The learner's file `NAME_MARKER.EXT` holding `text`.
fn learner_file(marker: &str, name: &str, ext: &str, text: &str) -> String {
    super::temp_file(&format!("{name}_{marker}.{ext}"), text)
        .to_string_lossy()
        .into_owned()
}

fn have(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok()
}

/// A Python line that starts a process sleeping two minutes with the
/// marker in its arguments, in the way `how` says.
fn python_escape(how: &str, marker: &str) -> String {
    let sleeper = format!("[sys.executable, '-c', 'import time; time.sleep(120)', '{marker}']");
    let body = match how {
        "session" => format!("subprocess.Popen({sleeper}, start_new_session=True)"),
        "quiet" => format!(
            "subprocess.Popen({sleeper}, start_new_session=True, stdin=subprocess.DEVNULL, \
             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)"
        ),
        "setpgrp" => format!(
            "pid = os.fork()\n    if pid == 0:\n        os.setpgrp()\n        \
             os.execv(sys.executable, {sleeper})"
        ),
        "double-fork" => format!(
            "pid = os.fork()\n    if pid == 0:\n        os.setsid()\n        \
             if os.fork() == 0:\n            os.execv(sys.executable, {sleeper})\n        \
             os._exit(0)\n    os.waitpid(pid, 0)"
        ),
        // A fork that keeps every descriptor, the report's included.
        "fork-on-report" => "if os.fork() == 0:\n        os.setsid()\n        \
             time.sleep(120)\n        os._exit(0)"
            .to_string(),
        _ => unreachable!(),
    };
    format!("import os, signal, subprocess, sys, time\n\ndef escape():\n    {body}\n\n")
}

#[test]
fn a_python_child_that_leaves_the_group_neither_holds_check_nor_outlives_it() {
    if !have_python() {
        return;
    }
    for how in [
        "session",
        "quiet",
        "setpgrp",
        "double-fork",
        "fork-on-report",
    ] {
        let mark = marker();
        let text = format!(
            "{}def solveSudoku(board):\n    escape()\n",
            python_escape(how, &mark)
        );
        let file = learner_file(&mark, "escape", "py", &text);
        let started = Instant::now();
        let out = run(&["check", &file, "--time-limit", "3"], "");
        // Not held until the child ends (two minutes), nor to the limit.
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "{how}: took {:?}",
            started.elapsed()
        );
        assert_eq!(out.code, 1, "{how}: {} {}", out.stdout, out.stderr);
        none_left(&mark, how);
    }
}

#[test]
fn a_solved_run_whose_fork_holds_the_report_is_reported_solved() {
    if !have_python() {
        return;
    }
    let mark = marker();
    let classic = std::fs::read_to_string(learner_fixture("python/classic.py")).unwrap();
    let text = format!(
        "{}{}\n        escape()\n",
        python_escape("fork-on-report", &mark),
        classic.trim_end()
    );
    let file = learner_file(&mark, "solved", "py", &text);
    let started = Instant::now();
    let out = run(&["check", &file, "--time-limit", "3"], "");
    assert_eq!(out.code, 0, "{} {}", out.stdout, out.stderr);
    assert!(!out.stdout.contains("stopped"), "{}", out.stdout);
    assert!(started.elapsed() < Duration::from_secs(3));
    none_left(&mark, "fork on the report");
}

#[test]
fn a_detached_node_child_neither_holds_check_nor_outlives_it() {
    if !have("node") {
        return;
    }
    let mark = marker();
    let text = format!(
        "const {{ spawn }} = require('child_process');\n\
         function solveSudoku(board) {{\n\
           spawn(process.execPath, ['-e', 'setTimeout(() => {{}}, 120000)', '{mark}'], \
           {{ detached: true, stdio: 'inherit' }}).unref();\n\
         }}\n"
    );
    let file = learner_file(&mark, "detached", "js", &text);
    let started = Instant::now();
    let out = run(&["check", &file, "--time-limit", "3"], "");
    assert!(started.elapsed() < Duration::from_secs(3));
    assert_eq!(out.code, 1, "{} {}", out.stdout, out.stderr);
    none_left(&mark, "node detached");
}

#[test]
fn a_cpp_fork_with_setsid_does_not_outlive_check() {
    if !have("g++") {
        return;
    }
    let mark = marker();
    let text = format!(
        "#include <unistd.h>\n\
         class Solution {{\npublic:\n    void solveSudoku(vector<vector<char>>& board) {{\n\
                 if (fork() == 0) {{\n            setsid();\n            \
                 execl(\"/bin/sh\", \"sh\", \"-c\", \"sleep 120; : {mark}\", (char*)nullptr);\n            \
                 _exit(0);\n        }}\n    }}\n}};\n"
    );
    let file = learner_file(&mark, "fork", "cpp", &text);
    let out = run(&["check", &file, "--time-limit", "3"], "");
    assert_eq!(out.code, 1, "{} {}", out.stdout, out.stderr);
    none_left(&mark, "C++ fork and setsid");
}

#[test]
fn a_command_that_leaves_a_setsid_child_does_not_hold_check() {
    let mark = marker();
    let command = format!("setsid sh -c 'sleep 120; : {mark}' &");
    let started = Instant::now();
    let out = run(&["check", "--command", &command, "--time-limit", "3"], "");
    assert!(started.elapsed() < Duration::from_secs(3));
    assert_ne!(out.code, 0, "{} {}", out.stdout, out.stderr);
    none_left(&mark, "--command setsid");
}

#[test]
fn a_learner_that_kills_or_stops_its_parent_is_ended_and_the_run_told() {
    if !have_python() {
        return;
    }
    for signal in ["SIGKILL", "SIGSTOP"] {
        let mark = marker();
        let text = format!(
            "{}def solveSudoku(board):\n    escape()\n    \
             os.kill(os.getppid(), signal.{signal})\n    time.sleep(120)\n",
            python_escape("session", &mark)
        );
        let file = learner_file(&mark, "parent", "py", &text);
        let out = run(&["check", &file, "--time-limit", "1"], "");
        // sudoku-dfs itself was neither killed nor stopped: it says the
        // run stopped at its limit.
        assert_eq!(out.code, 1, "{signal}: {} {}", out.stdout, out.stderr);
        assert!(
            out.stdout.contains("time limit"),
            "{signal}: {}",
            out.stdout
        );
        none_left(&mark, signal);
    }
}

/// `sudoku-dfs ARGS` on a learner whose file has `mark` in its name and
/// that starts a marked child in a session of its own and runs on; the
/// test waits until that child runs, sends `signal` to sudoku-dfs, and
/// checks that nothing marked is left.
fn signalled_while_running(args: &[&str], mark: &str, signal: &str) {
    let mut sudoku_dfs = Running::spawn(
        binary()
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let out = drain(sudoku_dfs.0.stdout.take());
    let err = drain(sudoku_dfs.0.stderr.take());
    wait_for_marked(mark, "time.sleep");
    let sent = Command::new("kill")
        .args([&format!("-{signal}"), &sudoku_dfs.0.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    sudoku_dfs.wait(signal);
    let _ = (out.join(), err.join());
    none_left(mark, signal);
}

fn endless_with_a_child(mark: &str) -> String {
    let text = format!(
        "{}def solveSudoku(board):\n    escape()\n    while True:\n        time.sleep(0.01)\n",
        python_escape("session", mark)
    );
    learner_file(mark, "endless", "py", &text)
}

#[test]
fn sigkill_of_sudoku_dfs_leaves_nothing_of_the_learner() {
    if !have_python() {
        return;
    }
    let mark = marker();
    let file = endless_with_a_child(&mark);
    signalled_while_running(&["check", &file, "--time-limit", "20"], &mark, "KILL");
}

#[test]
fn sigquit_during_watchs_run_leaves_nothing_of_the_learner() {
    if !have_python() {
        return;
    }
    let mark = marker();
    let file = endless_with_a_child(&mark);
    signalled_while_running(&["watch", &file, "--time-limit", "20"], &mark, "QUIT");
}

#[test]
fn the_learners_memory_is_bounded_and_the_limit_named() {
    if !have_python() {
        return;
    }
    let mark = marker();
    let text = "def solveSudoku(board):\n    hoard = bytearray(400 << 20)\n";
    let file = learner_file(&mark, "hoard", "py", text);
    let out = run(&["check", &file, "--memory-limit", "100"], "");
    assert_eq!(out.code, 1, "{} {}", out.stdout, out.stderr);
    assert!(out.stdout.contains("MemoryError"), "{}", out.stdout);
    assert!(
        out.stdout.contains("ran out of memory") && out.stdout.contains("100 MiB"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_report_line_without_end_is_a_clear_fault() {
    if !have_python() {
        return;
    }
    let mark = marker();
    // The harness's own report, written to without a newline: a hostile
    // program can reach it.
    let text = "import __main__\n\ndef solveSudoku(board):\n    board[0][2] = '4'\n    \
                __main__._report.write('x' * 200000)\n";
    let file = learner_file(&mark, "noline", "py", text);
    let out = run(&["check", &file], "");
    assert_eq!(out.code, 1, "{} {}", out.stdout, out.stderr);
    assert!(out.stdout.contains("line protocol"), "{}", out.stdout);
}

#[test]
fn a_command_whose_trace_is_a_device_or_a_fifo_is_stopped_not_read() {
    for (what, command) in [
        (
            "a link to /dev/zero",
            "ln -sf /dev/zero \"$SUDOKU_DFS_TRACE\"",
        ),
        (
            "a FIFO",
            "rm -f \"$SUDOKU_DFS_TRACE\" && mkfifo \"$SUDOKU_DFS_TRACE\"",
        ),
    ] {
        let started = Instant::now();
        let out = run(&["check", "--command", command, "--time-limit", "3"], "");
        assert!(started.elapsed() < Duration::from_secs(3), "{what}");
        assert_eq!(out.code, 1, "{what}: {} {}", out.stdout, out.stderr);
        assert!(
            out.stdout.contains("line protocol"),
            "{what}: {}",
            out.stdout
        );
    }
}

#[test]
fn a_learners_file_that_is_a_fifo_is_refused_not_opened() {
    let mark = marker();
    let fifo = std::env::temp_dir()
        .join(format!("sudoku-dfs-cli-{}", std::process::id()))
        .join(format!("fifo_{mark}.py"));
    std::fs::create_dir_all(fifo.parent().unwrap()).unwrap();
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let fifo = fifo.to_string_lossy().into_owned();
    for command in ["check", "watch"] {
        let out = run(&[command, &fifo], "");
        assert_eq!(out.code, 2, "{command}: {} {}", out.stdout, out.stderr);
        assert!(
            out.stderr.contains("not a regular file"),
            "{command}: {}",
            out.stderr
        );
    }
    let _ = std::fs::remove_file(&fifo);
}

#[test]
fn a_python_file_with_a_byte_order_mark_runs() {
    if !have_python() {
        return;
    }
    let mark = marker();
    let classic = std::fs::read_to_string(learner_fixture("python/classic.py")).unwrap();
    let file = learner_file(&mark, "bom", "py", &format!("\u{feff}{classic}"));
    let out = run(&["check", &file], "");
    assert_eq!(out.code, 0, "{} {}", out.stdout, out.stderr);
}

/// A learner's program that makes `writes` writes and then runs on
/// without writing is stopped at the time limit with every write told.
fn writes_kept_at_the_time_limit(file: &str, writes: usize) {
    let out = run(&["check", file, "--time-limit", "1"], "");
    assert_eq!(out.code, 1, "{} {}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains(&format!("with {writes} writes")),
        "{file}: {}",
        out.stdout
    );
}

#[test]
fn writes_made_before_a_time_out_are_never_lost() {
    let mark = marker();
    // Three writes into empty cells of the LeetCode example, then a loop.
    if have_python() {
        let text = "def solveSudoku(board):\n    board[0][2] = '1'\n    board[0][3] = '2'\n    \
                    board[0][5] = '4'\n    while True:\n        pass\n";
        writes_kept_at_the_time_limit(&learner_file(&mark, "loop", "py", text), 3);
    }
    if have("node") {
        let text = "function solveSudoku(board) {\n  board[0][2] = '1';\n  board[0][3] = '2';\n  \
                    board[0][5] = '4';\n  for (;;) {}\n}\n";
        writes_kept_at_the_time_limit(&learner_file(&mark, "loop", "js", text), 3);
    }
    if have("g++") {
        let text = "class Solution {\npublic:\n    void solveSudoku(vector<vector<char>>& board) {\n        \
                    board[0][2] = '1';\n        board[0][3] = '2';\n        board[0][5] = '4';\n        \
                    for (volatile int spin = 0;; spin = spin + 1) {}\n    }\n};\n";
        writes_kept_at_the_time_limit(&learner_file(&mark, "loop", "cpp", text), 3);
    }
    if have("rustc") {
        let text = "impl Solution {\n    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {\n        \
                    for (c, d) in [(2, '1'), (3, '2'), (5, '4')] {\n            board[0][c] = d;\n            \
                    trace::write(board, 0, c);\n        }\n        loop {\n            \
                    std::hint::spin_loop();\n        }\n    }\n}\n";
        writes_kept_at_the_time_limit(&learner_file(&mark, "loop", "rs", text), 3);
    }
}

#[test]
fn a_cpp_solution_is_value_initialised_as_leetcode_makes_it() {
    if !have("g++") {
        return;
    }
    let mark = marker();
    let classic = std::fs::read_to_string(learner_fixture("cpp/classic.cpp")).unwrap();
    // The tables without an initialiser (LeetCode zeroes them), and the
    // stack dirtied before the solver runs, so that a `Solution` made on
    // it without value-initialisation reads garbage, not zeros by luck.
    let text = classic
        .replace(
            "bool rows[9][9] = {}, cols[9][9] = {}, boxes[9][9] = {};",
            "bool rows[9][9], cols[9][9], boxes[9][9];",
        )
        .replace(
            "class Solution {",
            "static int dirty_the_stack() {\n    volatile unsigned char junk[1 << 16];\n    \
             for (int i = 0; i < (1 << 16); i++) junk[i] = 0xff;\n    return junk[7];\n}\n\
             static int dirtied = dirty_the_stack();\nclass Solution {",
        );
    assert!(text.contains("bool rows[9][9], cols"));
    let file = learner_file(&mark, "uninitialised", "cpp", &text);
    let out = run(&["check", &file], "");
    assert_eq!(out.code, 0, "{} {}", out.stdout, out.stderr);
}

#[test]
fn a_java_solution_gets_leetcodes_imports() {
    if !have("javac") {
        return;
    }
    let mark = marker();
    let text = "class Solution {\n    public void solveSudoku(char[][] board) {\n        \
                Set<Integer> seen = new HashSet<>();\n        \
                List<Integer> kept = Stream.of(1, 2).collect(Collectors.toList());\n    }\n}\n";
    let file = learner_file(&mark, "imports", "java", text);
    let out = run(&["check", &file, "--time-limit", "20"], "");
    // It compiles and runs (and solves nothing): not a compile error.
    assert_eq!(out.code, 1, "{} {}", out.stdout, out.stderr);
    assert!(!out.stdout.contains("compile"), "{}", out.stdout);
}

#[test]
fn a_compiled_run_says_its_compile_and_run_times_apart() {
    if !have("g++") {
        return;
    }
    let out = run(&["check", &learner_fixture("cpp/classic.cpp")], "");
    assert_eq!(out.code, 0, "{} {}", out.stdout, out.stderr);
    assert!(out.stdout.contains("Compiling took"), "{}", out.stdout);
    assert!(out.stdout.contains("It ran for"), "{}", out.stdout);
}

#[test]
fn sigterm_during_a_cpp_compile_leaves_no_temporary_files() {
    if !have("g++") {
        return;
    }
    let mark = marker();
    let tmp = std::env::temp_dir()
        .join(format!("sudoku-dfs-cli-{}", std::process::id()))
        .join(format!("tmp_{mark}"));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut sudoku_dfs = Running::spawn(
        binary()
            .args(["check", &learner_fixture("cpp/classic.cpp")])
            .env("TMPDIR", &tmp)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let out = drain(sudoku_dfs.0.stdout.take());
    let err = drain(sudoku_dfs.0.stderr.take());
    // Compiling: the run's folder is there, and g++ has started.
    let started = Instant::now();
    while std::fs::read_dir(&tmp).unwrap().next().is_none() {
        assert!(started.elapsed() < PATIENCE, "no compile started");
        std::thread::sleep(Duration::from_millis(10));
    }
    std::thread::sleep(Duration::from_millis(300));
    let sent = Command::new("kill")
        .args(["-TERM", &sudoku_dfs.0.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    assert_eq!(sudoku_dfs.wait("TERM").code(), Some(143));
    let _ = (out.join(), err.join());
    std::thread::sleep(Duration::from_millis(200));
    let left: Vec<String> = std::fs::read_dir(&tmp)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(left.is_empty(), "left in TMPDIR: {left:?}");
}

#[test]
fn without_the_namespace_a_child_that_left_the_group_is_still_ended() {
    // The fallback where setpriv/unshare are refused: the group, and
    // sudoku-dfs as the subreaper that ends the orphans after the run.
    if !have_python() {
        return;
    }
    for how in ["session", "double-fork"] {
        let mark = marker();
        let text = format!(
            "{}def solveSudoku(board):\n    escape()\n",
            python_escape(how, &mark)
        );
        let file = learner_file(&mark, "fallback", "py", &text);
        let mut sudoku_dfs = Running::spawn(
            binary()
                .args(["check", &file, "--time-limit", "3"])
                .env("SUDOKU_DFS_CONTAINMENT", "group")
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
        );
        let out = drain(sudoku_dfs.0.stdout.take());
        let err = drain(sudoku_dfs.0.stderr.take());
        let status = sudoku_dfs.wait(how);
        let (out, err) = (out.join().unwrap(), err.join().unwrap());
        assert_eq!(status.code(), Some(1), "{how}: {out} {err}");
        none_left(&mark, how);
    }
}
