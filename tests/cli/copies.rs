//! A solution that searches on a copy of the board and writes only its
//! answer back (whole rows, or the whole board): `check`, `check --json`
//! and `trace --from` say so with the copies-answer finding and compare
//! nothing of it as a search. One fixture per language with a harness
//! that sees whole rows assigned; skipped, with a note, only where the
//! language's tool is missing — never on CI.

use super::*;

fn fixture(path: &str) -> String {
    format!("{}/tests/data/learner/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// False (with a note) when `tool` is missing here; CI must have it.
fn have(tool: &str) -> bool {
    let found = Command::new(tool).arg("--version").output().is_ok();
    if !found {
        assert!(std::env::var_os("CI").is_none(), "{tool} is missing on CI");
        eprintln!("note: {tool} is missing: skipping this case");
    }
    found
}

const CASES: [(&str, &str, Option<&str>); 3] = [
    (
        "python/findings/copies_answer.py",
        "python3",
        Some("line 33"),
    ),
    (
        "javascript/findings/copies_answer.js",
        "node",
        Some("line 26"),
    ),
    // An operator= cannot take its caller's line: none is said.
    ("cpp/findings/copies_answer.cpp", "g++", None),
];

#[test]
fn a_search_on_a_copy_is_reported_as_copies_answer_and_not_compared() {
    for (path, tool, line) in CASES {
        if !have(tool) {
            continue;
        }
        let file = fixture(path);
        let out = run(&["--lang", "en", "check", "--json", &file], "");
        let v: serde_json::Value = serde_json::from_str(&out.stdout)
            .unwrap_or_else(|e| panic!("{path}: {e}: {:?} {:?}", out.stdout, out.stderr));
        // The answer written back is the solution: it solved the puzzle.
        assert_eq!(out.code, 0, "{path}: {v}");
        assert_eq!(v["result"], "solved", "{path}: {v}");
        let findings = v["findings"].as_array().unwrap();
        let kinds: Vec<&str> = findings
            .iter()
            .map(|f| f["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds, ["copies-answer"], "{path}: {v}");
        let sentence = findings[0]["sentence"].as_str().unwrap();
        assert!(
            sentence.contains("ran on a copy sudoku-dfs cannot see"),
            "{sentence}"
        );
        assert!(sentence.contains("board[r][c]"), "{sentence}");
        match line {
            Some(line) => assert!(sentence.contains(line), "{path}: {sentence}"),
            None => assert!(!sentence.contains("line"), "{path}: {sentence}"),
        }
        // Only the 51 cells the copy changed, givens not among them, and
        // nothing inferred of a search the copy never made.
        assert_eq!(v["writes"], 51, "{path}: {v}");
        assert_eq!(v["placements"], 51, "{path}: {v}");
        assert_eq!(v["rejects"], 0, "{path}: {v}");
        assert_eq!(v["backtracks"], 0, "{path}: {v}");
        assert!(v["same_as"].is_null(), "{path}: {v}");
        assert!(v["first_difference"].is_null(), "{path}: {v}");

        let text = run(&["--lang", "en", "check", &file], "");
        assert!(text.stdout.contains("ran on a copy"), "{}", text.stdout);
        assert!(!text.stdout.contains("Step "), "{}", text.stdout);
        assert!(
            !text.stdout.contains("classic search tries"),
            "{}",
            text.stdout
        );

        // trace --from prints the copy's events and says what they are.
        let trace = run(&["--lang", "en", "trace", "--from", &file], "");
        assert_eq!(trace.code, 0, "{path}: {}", trace.stderr);
        assert_eq!(trace.stdout.matches("\"event\":\"place\"").count(), 51);
        assert_eq!(trace.stdout.matches("\"event\":\"reject\"").count(), 0);
        assert!(trace.stderr.contains("ran on a copy"), "{}", trace.stderr);
    }
}

/// The classic solutions, which write into the board as they search, are
/// untouched by the copy reading.
#[test]
fn a_classic_search_on_the_board_is_still_the_row_major_search() {
    for (path, tool) in [
        ("python/classic.py", "python3"),
        ("javascript/classic.js", "node"),
        ("cpp/classic.cpp", "g++"),
    ] {
        if !have(tool) {
            continue;
        }
        let out = run(&["--lang", "en", "check", "--json", &fixture(path)], "");
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(out.code, 0, "{path}: {v}");
        assert_eq!(v["same_as"], "row-major", "{path}: {v}");
        assert_eq!(v["placements"], 4208, "{path}: {v}");
        assert_eq!(v["backtracks"], 4157, "{path}: {v}");
        let kinds: Vec<&str> = v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["kind"].as_str().unwrap())
            .collect();
        assert!(!kinds.contains(&"copies-answer"), "{path}: {v}");
    }
}
