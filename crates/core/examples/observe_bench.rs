//! The cost of observing, measured (figures in docs/observing.md): the
//! project's classic Python and C++ solutions on Platinum Blonde
//! (2,229,482 writes), observed under their harness as `watch` and `check`
//! run them, against the same code run unobserved on a plain board (a
//! list of lists; a `std::vector<std::vector<char>>`). Both are timed as
//! whole processes, start-up included, compiling not.
//!
//! A measurement, not a timed test (scripts/bench-observe.sh runs it):
//!
//! cargo run --release -p sudoku-dfs-core --example observe_bench

// A failed check ends the measurement with its reason, as a test would.
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use sudoku_dfs_core::learner::run::{self, End, Limits};
use sudoku_dfs_core::learner::{self, Language};

/// Platinum Blonde: 2,229,482 writes for the classic solutions.
const PLATINUM_BLONDE: &str =
    ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";

fn fixture(path: &str) -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("tests/data/learner")
        .join(path)
}

/// The best of `rounds` runs of `f`, which returns its own duration.
fn best(rounds: usize, mut f: impl FnMut() -> Duration) -> Duration {
    (0..rounds).map(|_| f()).min().unwrap()
}

fn observed(language: Language, file: &Path) -> (Duration, usize) {
    let limits = Limits {
        time: Duration::from_secs(600),
        ..Limits::default()
    };
    let mut writes = 0;
    let time = best(3, || {
        let run = learner::run(language, file, PLATINUM_BLONDE, &limits);
        assert!(matches!(run.end, End::Returned { .. }), "{:?}", run.end);
        writes = run.writes.len();
        run.elapsed
    });
    (time, writes)
}

fn timed(command: &mut Command) -> Duration {
    let started = Instant::now();
    let out = command.stderr(Stdio::inherit()).output().unwrap();
    let elapsed = started.elapsed();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "839465712146782953752391486391824675564173829287659341628537194913248567475916238"
    );
    elapsed
}

/// The same file, with what the harness gives it (typing's names), on a
/// plain list of lists.
const PYTHON_PLAIN: &str = "import sys\nfrom typing import *\nns = {'List': List}\n\
    exec(compile(open(sys.argv[1]).read(), sys.argv[1], 'exec'), ns)\n\
    p = sys.argv[2]\nboard = [list(p[9*r:9*r+9]) for r in range(9)]\n\
    ns['Solution']().solveSudoku(board)\nprint(''.join(''.join(r) for r in board))\n";

fn python_unobserved(file: &Path) -> Duration {
    best(3, || {
        timed(
            Command::new("python3")
                .args(["-I", "-c", PYTHON_PLAIN])
                .arg(file)
                .arg(PLATINUM_BLONDE),
        )
    })
}

fn cpp_unobserved(file: &Path) -> Duration {
    let dir = tempfile::tempdir().unwrap();
    let driver = dir.path().join("plain.cpp");
    std::fs::write(
        &driver,
        format!(
            "#include <bits/stdc++.h>\nusing namespace std;\n#include \"{}\"\n\
             int main(int, char** argv) {{ vector<vector<char>> b(9, vector<char>(9));\n\
             for (int i = 0; i < 81; i++) b[i / 9][i % 9] = argv[1][i];\n\
             Solution().solveSudoku(b);\n\
             for (auto& r : b) for (char c : r) cout << c; cout << endl; }}\n",
            file.display()
        ),
    )
    .unwrap();
    let binary = dir.path().join("plain");
    let compiled = Command::new(run::cpp::cpp_compiler().unwrap())
        .args(["-std=gnu++20", "-O2", "-w"])
        .arg(&driver)
        .arg("-o")
        .arg(&binary)
        .status()
        .unwrap();
    assert!(compiled.success());
    best(3, || timed(Command::new(&binary).arg(PLATINUM_BLONDE)))
}

/// The CPU time (user + system) of `script` run by bash, its output to
/// /dev/null: what observing costs the learner's own process, whatever
/// else the machine is doing.
fn cpu(script: &str) -> Duration {
    best(3, || {
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!(
                "TIMEFORMAT='%3U %3S'; time ( {script} ) > /dev/null"
            ))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stderr);
        let seconds: f64 = text
            .lines()
            .last()
            .unwrap()
            .split_whitespace()
            .map(|s| s.parse::<f64>().unwrap())
            .sum();
        Duration::from_secs_f64(seconds)
    })
}

fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

fn main() {
    let python = fixture("python/classic.py");
    let cpp = fixture("cpp/classic.cpp");
    let rows = [
        (
            "Python (python3)",
            python_unobserved(&python),
            observed(Language::Python, &python),
        ),
        (
            "C++ (g++ -O2)",
            cpp_unobserved(&cpp),
            observed(Language::Cpp, &cpp),
        ),
    ];
    let python_path = python.to_string_lossy();
    let plain_cpu = cpu(&format!(
        "python3 -I -c {} {} {PLATINUM_BLONDE}",
        quoted(PYTHON_PLAIN),
        quoted(&python_path)
    ));
    let harness_cpu = cpu(&format!(
        "python3 -I -c {} {} {PLATINUM_BLONDE}",
        quoted(run::python::PYTHON_HARNESS),
        quoted(&python_path)
    ));
    println!("Platinum Blonde, classic row-major solution, best of 3 runs, wall time:");
    println!("| language | unobserved | observed | ratio | writes | ns per write observed |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (name, plain, (seen, writes)) in rows {
        let extra = seen.saturating_sub(plain).as_nanos() as f64 / writes as f64;
        println!(
            "| {name} | {:.2} s | {:.2} s | {:.2}x | {writes} | {extra:.0} |",
            plain.as_secs_f64(),
            seen.as_secs_f64(),
            seen.as_secs_f64() / plain.as_secs_f64()
        );
    }
    println!(
        "Python, CPU time of the learner's process alone: unobserved {:.2} s, observed {:.2} s, {:.2}x",
        plain_cpu.as_secs_f64(),
        harness_cpu.as_secs_f64(),
        harness_cpu.as_secs_f64() / plain_cpu.as_secs_f64()
    );
}
