//! Faults the command line must survive: endless or broken input, input
//! that arrives slowly, closed pipes, full disks, special files.

use std::io::{BufRead, BufReader, Write};
use std::process::{ChildStdin, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::*;

/// A device opened for reading and writing, as a standard stream.
fn device(path: &str) -> Stdio {
    Stdio::from(
        std::fs::File::options()
            .read(true)
            .write(true)
            .open(path)
            .unwrap(),
    )
}

#[test]
fn an_endless_line_stops_every_command_at_once_with_a_message() {
    for args in [
        &["solve", "-"][..],
        &["count", "-"],
        &["trace", "-"],
        &["bench", "/dev/zero"],
        &["solve", "/dev/zero"],
    ] {
        let start = Instant::now();
        let out = run_with(args, device("/dev/zero"), Stdio::null(), Stdio::piped());
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert!(
            out.stderr
                .contains("line 1: longer than 65536 bytes, not a puzzle"),
            "{args:?}: {}",
            out.stderr
        );
        // Generous for a debug build on a busy machine; about 0.02 s idle.
        assert!(start.elapsed() < Duration::from_secs(5), "{args:?}");
    }
}

#[test]
fn a_line_that_is_not_utf8_is_reported_and_the_batch_goes_on() {
    let mut bytes = Vec::new();
    for line in 1..=12 {
        if line == 10 {
            bytes.extend_from_slice(b"53..7....6..\xff\xfe195....98\n");
        } else {
            bytes.extend_from_slice(format!("{LEETCODE}\n").as_bytes());
        }
    }
    let path = temp_file("not-utf8.txt", "");
    std::fs::write(&path, &bytes).unwrap();
    let out = run(&["solve", "--jobs", "2", path.to_str().unwrap()], "");
    assert_eq!(out.stdout.lines().count(), 11);
    assert_eq!(out.stderr.trim_end(), "sudoku-dfs: line 10: not UTF-8 text");
    assert_eq!(out.code, 2);
    // Measured without it, and the status says a line was skipped, as
    // for `solve` (issue 20: it was 0).
    let out = run(&["bench", "--seconds", "0.01", path.to_str().unwrap()], "");
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("1 lines skipped (not puzzles; the first: line 10: not UTF-8 text)"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains(" 11 "),
        "11 puzzles measured: {}",
        out.stdout
    );
}

#[test]
fn too_many_jobs_are_capped_with_a_note() {
    let out = run(&["solve", "--jobs", "1000000", LEETCODE], "");
    assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\n"));
    assert!(
        out.stderr.contains("--jobs 1000000 is more than") && out.stderr.contains("using"),
        "{}",
        out.stderr
    );
    assert_eq!(out.code, 0);
}

#[test]
fn standard_input_is_answered_line_by_line_as_it_arrives() {
    for jobs in ["1", "2"] {
        let mut child = Running::spawn(
            binary()
                .args(["solve", "--jobs", jobs])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped()),
        );
        let mut stdin = child.0.stdin.take().unwrap();
        let answers = lines_of(child.0.stdout.take().unwrap());
        for (puzzle, answer) in [
            (LEETCODE, LEETCODE_SOLUTION),
            (NO_SOLUTION, "no solution"),
            (LEETCODE, LEETCODE_SOLUTION),
        ] {
            // The pipe stays open: the answer must come before end of input.
            writeln!(stdin, "{puzzle}").unwrap();
            let got = answers.recv_timeout(PATIENCE);
            assert_eq!(got.as_deref(), Ok(answer), "--jobs {jobs}");
        }
        drop(stdin);
        assert_eq!(child.wait("solve").code(), Some(1));
    }
}

/// The lines of a pipe, as they come, read on a thread of its own.
fn lines_of(pipe: impl std::io::Read + Send + 'static) -> mpsc::Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(pipe).lines() {
            let Ok(line) = line else { break };
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    receiver
}

/// Starts a command, reads one line of its standard output and closes it,
/// as `| head -1` does; returns its exit status and standard error.
fn head_1(args: &[&str], feed: Option<Box<dyn FnOnce(ChildStdin) + Send>>) -> (i32, String) {
    let mut child = Running::spawn(
        binary()
            .args(args)
            .stdin(if feed.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    if let Some(feed) = feed {
        let pipe = child.0.stdin.take().unwrap();
        std::thread::spawn(move || feed(pipe));
    }
    let err = drain(child.0.stderr.take());
    let mut stdout = BufReader::new(child.0.stdout.take().unwrap());
    let (sender, first) = mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = stdout.read_line(&mut line);
        let _ = sender.send(line);
        // `stdout` is dropped here: the read end is closed.
    });
    let line = first.recv_timeout(PATIENCE).expect("a first line in time");
    assert!(!line.is_empty(), "{args:?} printed a line");
    let status = child.wait(&args.join(" "));
    (
        status.code().expect("exited, not killed by a signal"),
        err.join().unwrap(),
    )
}

#[test]
fn a_closed_pipe_stops_the_work_at_once_and_quietly() {
    // `yes PUZZLE | sudoku-dfs solve | head -1`
    for jobs in ["1", "2"] {
        let endless: Box<dyn FnOnce(std::process::ChildStdin) + Send> = Box::new(|mut pipe| {
            let line = format!("{LEETCODE}\n").repeat(100);
            while pipe.write_all(line.as_bytes()).is_ok() {}
        });
        let (code, err) = head_1(&["solve", "--jobs", jobs], Some(endless));
        assert_eq!((code, err.as_str()), (0, ""), "--jobs {jobs}");
    }
    // `generate --count 18446744073709551615 | head -1`
    let (code, err) = head_1(&["generate", "--count", "18446744073709551615"], None);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // `solve bigfile | head -1` with a search that takes minutes for the file.
    let hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let big = temp_file("big.txt", &format!("{hard}\n").repeat(20_000));
    let (code, err) = head_1(
        &[
            "solve",
            "--strategy",
            "most-constrained",
            big.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!((code, err.as_str()), (0, ""));
}

#[test]
fn failed_writes_exit_3_with_one_line_and_no_panic() {
    let bad_line = temp_file(
        "one-bad.txt",
        &format!("{LEETCODE}\nnot a puzzle\n{}\n", &LEETCODE[..80]),
    );
    let cases: [(&[&str], &str); 7] = [
        (&["solve", LEETCODE], "standard output"),
        (&["trace", LEETCODE], "standard output"),
        (&["trace", "--heatmap", LEETCODE], "standard output"),
        (&["generate", "--seed", "1"], "standard output"),
        (&["--help"], "standard output"),
        (
            &["bench", "--seconds", "0.01", bad_line.to_str().unwrap()],
            "standard output",
        ),
        (&["count", bad_line.to_str().unwrap()], "standard output"),
    ];
    // The system's words for ENOSPC, whatever they are, without the
    // `(os error 28)` the standard library appends.
    let no_space = std::io::Error::from_raw_os_error(28).to_string();
    let no_space = no_space.strip_suffix(" (os error 28)").unwrap();
    for (args, what) in cases {
        let out = run_with(args, Stdio::null(), device("/dev/full"), Stdio::piped());
        assert_eq!(out.code, 3, "{args:?}: {}", out.stderr);
        let last = out.stderr.lines().last().unwrap_or("");
        assert_eq!(
            last,
            format!("sudoku-dfs: could not write to {what}: {no_space}"),
            "{args:?}"
        );
    }
    // Standard error full or closed: nothing can say so, the status does.
    for args in [
        &["solve", bad_line.to_str().unwrap()][..],
        &["generate", "--seed", "1"],
        &["solve", "--jobs", "1000000", LEETCODE],
    ] {
        let out = run_with(args, Stdio::null(), Stdio::null(), device("/dev/full"));
        assert_eq!(out.code, 3, "{args:?} with standard error full");
        // A pipe whose read end is closed before the command starts (and no
        // other test's child can hold a copy of it: see `starting`).
        let started = starting();
        let (read_end, write_end) = std::io::pipe().unwrap();
        drop(read_end);
        let mut child = Running::spawn_while_starting(
            binary().args(args).stdout(Stdio::null()).stderr(write_end),
        );
        drop(started);
        let status = child.wait("closed stderr");
        assert_eq!(
            status.code(),
            Some(3),
            "{args:?} with standard error closed"
        );
    }
}

/// A 9-line grid of an 81-character puzzle, rows separated by `sep`.
fn as_grid(puzzle: &str) -> String {
    puzzle
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
        .collect()
}

#[test]
fn a_bad_grid_is_reported_with_its_lines_and_the_grids_after_it_solved() {
    let mut bad = as_grid(LEETCODE);
    bad = bad.replacen("6..195...", "6..19x...", 1);
    let text = format!("{bad}{}{}", as_grid(LEETCODE), as_grid(NO_SOLUTION));
    let out = run(&["solve"], &text);
    assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\nno solution\n"));
    assert_eq!(
        out.stderr.trim_end(),
        "sudoku-dfs: line 2, column 6: unexpected character 'x'; a cell is 1-9, or . 0 _ when empty"
    );
    // A missing row, grids apart: the grid's own lines are named.
    let mut short = as_grid(LEETCODE);
    short = short.replacen("6..195...\n", "", 1);
    let text = format!("{short}\n{}", as_grid(LEETCODE));
    let out = run(&["solve"], &text);
    assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\n"));
    assert_eq!(
        out.stderr.trim_end(),
        "sudoku-dfs: lines 1-8: expected 9 grid rows, found 8"
    );
}

#[test]
fn a_header_is_skipped_and_the_kaggle_csv_layout_read() {
    let zeros = LEETCODE.replace('.', "0");
    let text =
        format!("quizzes,solutions\n{zeros},{LEETCODE_SOLUTION}\n{zeros},{LEETCODE_SOLUTION}\n");
    let out = run(&["solve"], &text);
    assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\n").repeat(2));
    assert_eq!((out.stderr.as_str(), out.code), ("", 0));
    let titled = format!("My puzzles\n{LEETCODE}\n{}", as_grid(LEETCODE));
    let out = run(&["count"], &titled);
    assert_eq!((out.stdout.as_str(), out.code), ("1\n1\n", 0));
}

#[test]
fn a_byte_order_mark_and_cr_line_endings_are_read() {
    let text = format!("\u{feff}{LEETCODE}\r{NO_SOLUTION}\r");
    let out = run(&["solve"], &text);
    assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\nno solution\n"));
    assert_eq!(out.stderr, "");
}

#[test]
fn special_files_given_as_a_path_are_read_as_files() {
    let out = run(&["solve", "/dev/null"], "");
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stderr.trim_end(),
        "sudoku-dfs: /dev/null: no puzzle found"
    );
    let out = run(&["solve", "/dev/stdin"], &format!("{LEETCODE}\n"));
    assert_eq!(
        (out.stdout, out.code),
        (format!("{LEETCODE_SOLUTION}\n"), 0)
    );

    let fifo = std::env::temp_dir().join(format!("sudoku-dfs-fifo-{}", std::process::id()));
    let _ = std::fs::remove_file(&fifo);
    let made = {
        let _starting = starting();
        Command::new("mkfifo").arg(&fifo).status().unwrap()
    };
    assert!(made.success());
    let writer_path = fifo.clone();
    let writer = std::thread::spawn(move || {
        let mut w = std::fs::OpenOptions::new()
            .write(true)
            .open(writer_path)
            .unwrap();
        writeln!(w, "{LEETCODE}").unwrap();
    });
    let out = run_with(
        &["solve", fifo.to_str().unwrap()],
        Stdio::null(),
        Stdio::piped(),
        Stdio::piped(),
    );
    if !writer.is_finished() {
        // The command never opened the FIFO: open it here, so the writer
        // is not left blocked.
        let _ = std::fs::File::open(&fifo);
    }
    writer.join().unwrap();
    let _ = std::fs::remove_file(&fifo);
    assert_eq!(
        (out.stdout.as_str(), out.code),
        (format!("{LEETCODE_SOLUTION}\n").as_str(), 0),
        "{}",
        out.stderr
    );
}

#[test]
fn a_thread_that_cannot_start_is_one_plain_sentence() {
    // Stacks larger than the address space: no worker thread can start.
    let mut child = Running::spawn(
        binary()
            .args(["solve", "--jobs", "2", LEETCODE])
            .env("RUST_MIN_STACK", "200000000000000")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let out = drain(child.0.stdout.take());
    let err = drain(child.0.stderr.take());
    let status = child.wait("solve with no room for threads");
    let (out, err) = (out.join().unwrap(), err.join().unwrap());
    assert_eq!(status.code(), Some(2), "{err}");
    assert_eq!(out, "");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("sudoku-dfs: could not start worker thread 1 of 2 (")
            && err.trim_end().ends_with("); try a smaller --jobs"),
        "{err}"
    );
}

/// Runs the binary through `sh -c`, so a script can close its standard
/// streams (`>&-`), which `Command` cannot; `$0` is the binary.
fn run_sh(script: &str, args: &[&str]) -> Output {
    let mut all = vec!["-c", script, env!("CARGO_BIN_EXE_sudoku-dfs")];
    all.extend_from_slice(args);
    let mut child = Running::spawn(
        std::process::Command::new("sh")
            .args(&all)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let out = drain(child.0.stdout.take());
    let err = drain(child.0.stderr.take());
    let status = child.wait(script);
    Output {
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
        code: status.code().expect("exited"),
    }
}

/// Issue 20: the Rust runtime puts /dev/null on a standard stream that is
/// closed at the start, so every answer "was written" and `solve P >&-`
/// exited 0, and `solve bad.txt 2>&-` exited 2 with its message lost. A
/// closed stream is a failed write: status 3.
#[test]
fn a_stream_closed_at_the_start_is_a_failed_write() {
    let bad = temp_file("closed-bad.txt", &format!("{LEETCODE}\nnot a puzzle\n"));
    let bad = bad.to_str().unwrap();
    let out = run_sh(r#""$0" solve "$1" >&-"#, &[LEETCODE]);
    assert_eq!(out.code, 3, "{}", out.stderr);
    assert_eq!(
        out.stderr,
        "sudoku-dfs: could not write to standard output: \
         it was closed before the command started\n"
    );
    for script in [
        r#""$0" solve "$1" >&- 2>&-"#,
        r#""$0" --help >&-"#,
        r#""$0" generate --seed 1 >&-"#,
    ] {
        assert_eq!(run_sh(script, &[LEETCODE]).code, 3, "{script}");
    }
    // Standard error closed: the answers still come, the status says the
    // message about the bad line was lost.
    let out = run_sh(r#""$0" solve "$1" 2>&-"#, &[bad]);
    assert_eq!(out.code, 3);
    assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\n"));
    let out = run_sh(r#""$0" solve "$1" 2>&-"#, &[LEETCODE]);
    assert_eq!(out.code, 0, "nothing to say: nothing lost");
    assert_eq!(
        run_sh(r#""$0" solve --strategy nope "$1" 2>&-"#, &[LEETCODE]).code,
        3
    );
    // Both open: as before.
    let out = run_sh(r#""$0" solve "$1""#, &[bad]);
    assert_eq!(out.code, 2, "{}", out.stderr);
}

/// Issue 20: a failed write to standard error stopped `solve` after the
/// first answer. The answers are all written; the status is 3 at the end.
#[test]
fn a_full_standard_error_loses_no_answer() {
    let text = format!(
        "{LEETCODE}\nnot a puzzle\n{LEETCODE}\n{}\n{NO_SOLUTION}\n",
        &LEETCODE[..80]
    );
    let path = temp_file("full-stderr.txt", &text);
    for jobs in ["1", "2"] {
        let out = run_with(
            &["solve", "--jobs", jobs, path.to_str().unwrap()],
            Stdio::null(),
            Stdio::piped(),
            device("/dev/full"),
        );
        assert_eq!(out.code, 3, "--jobs {jobs}");
        assert_eq!(
            out.stdout,
            format!("{LEETCODE_SOLUTION}\n{LEETCODE_SOLUTION}\nno solution\n"),
            "--jobs {jobs}"
        );
    }
    let out = run_with(
        &["solve", "--jobs", "1000000", LEETCODE],
        Stdio::null(),
        Stdio::piped(),
        device("/dev/full"),
    );
    assert_eq!(
        (out.code, out.stdout),
        (3, format!("{LEETCODE_SOLUTION}\n"))
    );
    // `generate` too: the puzzles come, the seed's note is what was lost.
    let out = run_with(
        &[
            "generate",
            "--seed",
            "1",
            "--count",
            "2",
            "--difficulty",
            "easy",
        ],
        Stdio::null(),
        Stdio::piped(),
        device("/dev/full"),
    );
    assert_eq!(out.code, 3);
    assert_eq!(out.stdout.lines().count(), 2, "{}", out.stdout);
}

/// Issue 20: without a terminal the app exited 1, the status of "no
/// solution". It could not start: 2, with one sentence.
#[test]
fn the_app_without_a_terminal_could_not_start() {
    let out = run_with(&[], Stdio::null(), Stdio::piped(), Stdio::piped());
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stderr,
        "sudoku-dfs: cannot start the app: it needs a terminal to draw on and read keys \
         from (without one, sudoku-dfs solve PUZZLE solves)\n"
    );
    assert!(out.stdout.is_empty(), "{}", out.stdout);
}

/// Issue 20: a line of 100,000 bytes fits the reader's 128 KiB buffer and
/// was read as a puzzle line of 100,000 cells, while the limit named is
/// 64 KiB. Every line over the limit is reported as such.
#[test]
fn the_line_limit_is_the_one_the_message_names() {
    let text = format!("{LEETCODE}\n{}\n{LEETCODE}\n", "5".repeat(100_000));
    let path = temp_file("100k.txt", &text);
    let out = run(&["solve", path.to_str().unwrap()], "");
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stderr,
        "sudoku-dfs: line 2: longer than 65536 bytes, not a puzzle\n"
    );
    assert_eq!(
        out.stdout,
        format!("{LEETCODE_SOLUTION}\n{LEETCODE_SOLUTION}\n")
    );
}
