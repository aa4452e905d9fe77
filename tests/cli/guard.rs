//! The command line bounded and the learner's output shown safely (issue
//! 31): every number an option takes has a range and a clear error, what
//! the learner's program prints or raises never reaches the terminal as
//! escape sequences, a crash names its signal, a deep recursion is one
//! readable sentence; a file that never ran claims no order.

use super::*;

/// False (with a note) when python3 is missing here; CI must have it.
fn have_python() -> bool {
    let found = Command::new("python3").arg("--version").output().is_ok();
    if !found {
        assert!(std::env::var_os("CI").is_none(), "python3 is missing on CI");
        eprintln!("note: python3 is missing: skipping this test");
    }
    found
}

/// A learner's solution written to a file of its own.
fn solution(name: &str, code: &str) -> String {
    temp_file(&format!("{}-{name}", unique()), code)
        .display()
        .to_string()
}

const ANY_FILE: &str = "class Solution:\n    def solveSudoku(self, board):\n        pass\n";

#[test]
fn a_time_limit_beyond_a_day_is_refused_by_name_not_a_panic() {
    let file = solution("limit.py", ANY_FILE);
    for (command, value) in [
        ("check", "1e300"),
        ("check", "18446744073709551616"),
        ("check", "inf"),
        ("check", "0"),
        ("watch", "1e300"),
        ("watch", "NaN"),
    ] {
        let out = run(&[command, "--time-limit", value, &file], "");
        assert_eq!(
            out.code, 2,
            "{command} --time-limit {value}: {}",
            out.stderr
        );
        assert!(
            out.stderr.contains("--time-limit") && out.stderr.contains("86400"),
            "{command} --time-limit {value}: {}",
            out.stderr
        );
        assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    }
}

#[test]
fn a_write_limit_out_of_range_is_refused_by_name() {
    let file = solution("writes.py", ANY_FILE);
    for value in ["0", "100000001", "18446744073709551616"] {
        let out = run(&["check", "--write-limit", value, &file], "");
        assert_eq!(out.code, 2, "--write-limit {value}: {}", out.stderr);
        assert!(out.stderr.contains("100,000,000"), "{}", out.stderr);
    }
}

#[test]
fn a_hold_that_is_no_json_number_is_refused_and_nothing_is_written() {
    let dir = temp_file(&format!("hold-{}", unique()), "");
    let _ = std::fs::remove_file(&dir);
    let cast = dir.with_extension("cast");
    for value in ["inf", "NaN", "-1", "3601"] {
        let hold = format!("--hold={value}");
        let out = run(
            &[
                "record",
                &hold,
                "--stop",
                "3",
                "--to",
                "5",
                "--out",
                cast.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(out.code, 2, "--hold {value}: {}", out.stderr);
        assert!(out.stderr.contains("--hold"), "{}", out.stderr);
        assert!(!cast.exists(), "--hold {value} wrote {}", cast.display());
    }
}

#[test]
fn bench_seconds_and_a_pace_out_of_range_are_refused() {
    let cast = temp_file(&format!("pace-{}.cast", unique()), "");
    std::fs::remove_file(&cast).unwrap();
    let cast = cast.to_str().unwrap();
    for args in [
        &["bench", "--seconds", "1e300"][..],
        &["bench", "--seconds", "inf"][..],
        &["record", "--pace", "1e300", "--out", cast][..],
        &["record", "--pace", "1e300/s", "--out", cast][..],
    ] {
        let out = run(args, "");
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert!(
            out.stderr.contains("at most") || out.stderr.contains("from"),
            "{}",
            out.stderr
        );
    }
}

/// Prints an OSC 0 title, an OSC 52 clipboard write, a screen clear and a
/// carriage return, on both streams, then raises with one in its message.
const ESCAPES: &str = r#"import sys
class Solution:
    def solveSudoku(self, board):
        print("title \x1b]0;PWNED\x07 clip \x1b]52;c;aGk=\x07 clear \x1b[2J back\rover")
        sys.stderr.write("red \x1b[31m text\n")
        raise ValueError("bell \x07 and \x1b[2J")
"#;

#[test]
fn check_shows_the_learners_escape_sequences_instead_of_sending_them() {
    if !have_python() {
        return;
    }
    let file = solution("escapes.py", ESCAPES);
    let out = run(&["--lang", "en", "check", &file], "");
    assert_eq!(out.code, 1, "{}", out.stderr);
    for stream in [&out.stdout, &out.stderr] {
        assert!(
            !stream.chars().any(|c| c.is_control() && c != '\n'),
            "a control character reached the terminal: {stream:?}"
        );
    }
    assert!(
        out.stdout
            .contains("title ^[]0;PWNED^G clip ^[]52;c;aGk=^G"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("clear ^[[2J back^Mover"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("red ^[[31m text"), "{}", out.stdout);
    assert!(out.stdout.contains("bell ^G and ^[[2J"), "{}", out.stdout);
}

#[test]
fn trace_from_notes_show_the_learners_escape_sequences() {
    if !have_python() {
        return;
    }
    let file = solution("escapes.py", ESCAPES);
    let out = run(&["--lang", "en", "trace", "--from", &file], "");
    assert!(
        !out.stderr.chars().any(|c| c.is_control() && c != '\n'),
        "{:?}",
        out.stderr
    );
    assert!(out.stderr.contains("bell ^G and ^[[2J"), "{}", out.stderr);
}

#[test]
fn a_crash_names_its_signal() {
    if !have_python() {
        return;
    }
    let file = solution(
        "segv.py",
        "import os, signal\nclass Solution:\n    def solveSudoku(self, board):\n        os.kill(os.getpid(), signal.SIGSEGV)\n",
    );
    let out = run(&["--lang", "en", "check", &file], "");
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("your program crashed: SIGSEGV ended it"),
        "{}",
        out.stdout
    );
    let zh = run(&["--lang", "zh", "check", &file], "");
    assert!(
        zh.stdout.contains("崩溃") && zh.stdout.contains("SIGSEGV"),
        "{}",
        zh.stdout
    );
}

#[test]
fn a_recursion_error_is_one_readable_sentence() {
    if !have_python() {
        return;
    }
    let file = solution(
        "deep.py",
        "class Solution:\n    def solveSudoku(self, board):\n        def go(n):\n            board[0][2] = str(n % 9 + 1)\n            return go(n + 1)\n        go(0)\n",
    );
    let out = run(&["--lang", "en", "check", &file], "");
    let sentence = out
        .stdout
        .lines()
        .find(|l| l.contains("RecursionError"))
        .unwrap_or_else(|| panic!("{}", out.stdout));
    assert!(
        sentence.len() < 300,
        "{} characters: {sentence}",
        sentence.len()
    );
    assert!(
        sentence.contains("at line 4 (called from line 5 (")
            && sentence.contains(" times), from line 6)"),
        "{sentence}"
    );
}

#[test]
fn a_file_that_does_not_compile_claims_no_order_and_no_nearest_search() {
    if !have_python() {
        return;
    }
    let file = solution(
        "broken.py",
        "class Solution:\n    def solveSudoku(self, board)\n",
    );
    let out = run(&["--lang", "en", "check", "--json", &file], "");
    assert_eq!(out.code, 2, "{}", out.stderr);
    let value: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(value["result"], "error");
    assert_eq!(value["order"], serde_json::Value::Null, "{value}");
    assert_eq!(value["nearest"], serde_json::Value::Null, "{value}");
    assert_eq!(value["same_as"], serde_json::Value::Null, "{value}");
}

#[test]
fn check_reads_a_trace_file_as_watch_replays_it() {
    let trace = run(&["trace", LEETCODE], "");
    assert_eq!(trace.code, 0, "{}", trace.stderr);
    let file = temp_file(&format!("{}-classic.jsonl", unique()), &trace.stdout);
    let file = file.to_str().unwrap();
    let out = run(&["--lang", "en", "check", file], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[0], "Your search solved the puzzle.", "{}", out.stdout);
    assert!(
        out.stdout.contains(
            "the same search as the classic row-major DFS: 4,208 placements, 4,157 backtracks"
        ),
        "{}",
        out.stdout
    );
    let json = run(&["--lang", "en", "check", "--json", file], "");
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["language"], "trace");
    assert_eq!(value["same_as"], "row-major");
    // A trace that is not one is refused with its line, as watch refuses it.
    let broken = temp_file(
        &format!("{}-broken.jsonl", unique()),
        "{\"step\":1,\"event\":\"nope\"}\n",
    );
    let out = run(&["check", broken.to_str().unwrap()], "");
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("line 1"), "{}", out.stderr);
}

/// The highest resident memory `child` reached, in kB, read from /proc
/// while it runs (the high-water mark only grows).
#[cfg(target_os = "linux")]
fn peak_kb_until_exit(child: &mut Running, what: &str) -> (u64, ExitStatus) {
    let pid = child.0.id();
    let mut peak = 0;
    let start = Instant::now();
    loop {
        if let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status"))
            && let Some(kb) = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        {
            peak = peak.max(kb);
        }
        if let Some(status) = child.0.try_wait().unwrap() {
            return (peak, status);
        }
        assert!(start.elapsed() < PATIENCE * 4, "{what}: still running");
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[cfg(target_os = "linux")]
#[test]
fn trace_from_keeps_no_event_and_stays_small_at_two_million_writes() {
    if !have_python() {
        return;
    }
    let file = solution(
        "busy.py",
        "class Solution:\n    def solveSudoku(self, board):\n        while True:\n            for d in '123456789':\n                board[0][2] = d\n                board[0][2] = '.'\n",
    );
    let mut child = Running::spawn(
        binary()
            .args([
                "trace",
                "--from",
                &file,
                "--max-steps",
                "3",
                "--write-limit",
                "2000000",
                "--time-limit",
                "120",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let out = drain(child.0.stdout.take());
    let err = drain(child.0.stderr.take());
    let (peak_kb, _) = peak_kb_until_exit(&mut child, "trace --from");
    let (out, err) = (out.join().unwrap(), err.join().unwrap());
    assert_eq!(out.lines().count(), 3, "{out}\n{err}");
    assert!(err.contains("2,000,000"), "{err}");
    // The events kept took about 216 bytes a write (430 MB here); the
    // writes alone are 12 bytes a write (24 MB).
    assert!(peak_kb < 150_000, "peak {peak_kb} kB");
}
