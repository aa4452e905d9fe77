//! `check` and `trace --from` on the project's own learner solutions
//! (tests/data/learner/python): one classic, and one per finding kind.
//! Skipped, with a note, only where python3 is missing — never on CI.

use super::*;
use crate::test_fixtures::ESCARGOT;

fn solution(name: &str) -> String {
    format!(
        "{}/tests/data/learner/python/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
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

fn check_json(name: &str, extra: &[&str]) -> (serde_json::Value, i32) {
    let file = solution(name);
    let out = run(
        &[&["--lang", "en", "check", "--json", &file], extra].concat(),
        "",
    );
    let value = serde_json::from_str(&out.stdout)
        .unwrap_or_else(|e| panic!("{name}: {e}: {:?} {:?}", out.stdout, out.stderr));
    (value, out.code)
}

fn kinds(value: &serde_json::Value) -> Vec<String> {
    value["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["kind"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn check_says_the_classic_is_the_row_major_search_and_exits_0() {
    if !have_python() {
        return;
    }
    let out = run(&["--lang", "en", "check", &solution("classic.py")], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[0], "Your search solved the puzzle.");
    assert_eq!(
        lines[1],
        "8,365 writes: 4,208 placements, 33,444 rejections, 4,157 backtracks."
    );
    assert_eq!(
        lines[2],
        "  - the same search as the classic row-major DFS: 4,208 placements, 4,157 backtracks"
    );
    assert_eq!(lines[3], "Your code printed nothing.");
    assert!(lines[4].starts_with("It ran for "), "{}", lines[4]);
}

/// Issue 30: the shipped lesson's student solution (a scan check, no
/// tables) runs, solves, and is the row-major search the lesson shows.
#[test]
fn the_shipped_lessons_student_solution_is_the_row_major_search() {
    if !have_python() {
        return;
    }
    let file = format!(
        "{}/assets/lessons/student_solution.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = run(&["--lang", "en", "check", &file], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("the same search as the classic row-major DFS: 4,208 placements"),
        "{}",
        out.stdout
    );
}

#[test]
fn check_json_has_every_key_of_the_issue() {
    if !have_python() {
        return;
    }
    let (v, code) = check_json("classic.py", &[]);
    assert_eq!(code, 0);
    assert_eq!(v["language"], "python");
    assert_eq!(v["writes"], 8365);
    assert_eq!(v["placements"], 4208);
    assert_eq!(v["rejects"], 33444);
    assert_eq!(v["backtracks"], 4157);
    assert_eq!(v["result"], "solved");
    assert_eq!(v["same_as"], "row-major");
    assert!(v["first_difference"].is_null());
    assert_eq!(kinds(&v), ["same-as"]);
    assert!(v["micros"].as_u64().unwrap() > 0);
}

/// Each solution of tests/data/learner/python/findings, with the kind it
/// must be reported with, what it equals, its result and exit status.
#[test]
fn each_finding_solution_is_reported_with_its_kind() {
    if !have_python() {
        return;
    }
    let cases: [(&str, &str, Option<&str>, &str, i32); 13] = [
        ("same_as.py", "same-as", Some("row-major"), "solved", 0),
        (
            "accepts_conflict.py",
            "accepts-conflict",
            None,
            "wrong-answer",
            1,
        ),
        (
            "refuses_candidate.py",
            "refuses-candidate",
            Some("forget-restore"),
            "exhausted",
            1,
        ),
        (
            "keeps_going.py",
            "keeps-going-after-solution",
            Some("forget-flag"),
            // It reached the solution and took it back (issue 27).
            "solved-then-undone",
            1,
        ),
        (
            "returns_incomplete.py",
            "returns-incomplete",
            Some("restart-column"),
            "returned-incomplete",
            1,
        ),
        (
            "never_clears.py",
            "never-clears",
            Some("row-major"),
            "solved",
            0,
        ),
        (
            "write_then_check.py",
            "write-then-check",
            Some("row-major"),
            "solved",
            0,
        ),
        (
            "overwrites.py",
            "overwrites-without-clearing",
            Some("row-major"),
            "solved",
            0,
        ),
        (
            "cell_order.py",
            "cell-order",
            Some("most-constrained"),
            "solved",
            0,
        ),
        ("digit_order.py", "digit-order", None, "solved", 0),
        ("wrong_answer.py", "wrong-answer", None, "wrong-answer", 1),
        ("odd_values.py", "odd-values", None, "wrong-answer", 1),
        ("error.py", "error", None, "error", 1),
    ];
    for (name, kind, same_as, result, code) in cases {
        let (v, status) = check_json(&format!("findings/{name}"), &[]);
        assert!(kinds(&v).contains(&kind.to_string()), "{name}: {v}");
        assert_eq!(v["same_as"].as_str(), same_as, "{name}: {v}");
        assert_eq!(v["result"], result, "{name}: {v}");
        assert_eq!(status, code, "{name}");
        // A search that equals none says where it leaves the nearest.
        assert_eq!(
            v["first_difference"].is_null(),
            same_as.is_some() || result == "error",
            "{name}: {v}"
        );
    }
}

#[test]
fn the_classic_in_the_learners_words_is_recognised_with_its_counts() {
    if !have_python() {
        return;
    }
    for name in [
        "classic.py",
        "findings/same_as.py",
        "findings/never_clears.py",
    ] {
        let (v, _) = check_json(name, &[]);
        assert_eq!(v["same_as"], "row-major", "{name}");
        assert_eq!(
            (v["placements"].as_u64(), v["backtracks"].as_u64()),
            (Some(4208), Some(4157)),
            "{name}"
        );
    }
}

#[test]
fn an_endless_loop_is_stopped_and_said_so() {
    if !have_python() {
        return;
    }
    let (v, code) = check_json("findings/stopped.py", &["--time-limit", "1"]);
    assert_eq!(v["result"], "stopped");
    assert!(kinds(&v).contains(&"stopped".to_string()), "{v}");
    assert_eq!(code, 1);
    let (v, _) = check_json("findings/stopped.py", &["--write-limit", "500"]);
    assert_eq!(v["writes"], 500);
    let sentence = v["findings"][0]["sentence"].as_str().unwrap();
    assert!(
        sentence.starts_with("stopped at 500 writes (the write limit)"),
        "{sentence}"
    );
}

#[test]
fn a_file_that_cannot_be_run_exits_2_with_one_sentence() {
    if !have_python() {
        return;
    }
    let out = run(&["--lang", "en", "check", &solution("syntax.py")], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stdout
            .starts_with("Your file does not compile: line 3: "),
        "{}",
        out.stdout
    );
    let missing = run(&["check", "no-such-solution.py"], "");
    assert_eq!(missing.code, 2);
    assert!(
        missing.stderr.contains("cannot read no-such-solution.py"),
        "{}",
        missing.stderr
    );
    let unknown = temp_file("solution.rb", "def solve_sudoku(board) end\n");
    let out = run(&["--lang", "en", "check", unknown.to_str().unwrap()], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("its extension names no language"),
        "{}",
        out.stderr
    );
    let nothing = temp_file("nothing.py", "x = 1\n");
    let out = run(&["--lang", "en", "check", nothing.to_str().unwrap()], "");
    assert_eq!(out.code, 2);
    assert!(out.stdout.starts_with("No solver found"), "{}", out.stdout);
}

#[test]
fn check_speaks_chinese_with_lang_zh() {
    if !have_python() {
        return;
    }
    let out = run(&["--lang", "zh", "check", &solution("classic.py")], "");
    assert_eq!(out.code, 0);
    assert!(
        out.stdout.starts_with("你的搜索解出了这道题。"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .contains("与经典的按行顺序 DFS是同一个搜索：放入 4,208 次，回溯 4,157 次"),
        "{}",
        out.stdout
    );
}

#[test]
fn check_reads_the_puzzle_as_the_other_subcommands_do() {
    if !have_python() {
        return;
    }
    let (v, _) = check_json("classic.py", &[ESCARGOT]);
    assert_eq!(v["same_as"], "row-major");
    assert_eq!(v["placements"], 8969);
    let out = run(&["check", &solution("classic.py"), "-"], LEETCODE);
    assert_eq!(out.code, 0, "{}", out.stderr);
}

#[test]
fn trace_from_the_classic_is_trace_with_inferred_events_marked() {
    if !have_python() {
        return;
    }
    let from = run(&["trace", "--from", &solution("classic.py")], "");
    assert_eq!(from.code, 0, "{}", from.stderr);
    let engine = run(&["trace", LEETCODE], "");
    assert_eq!(
        from.stdout.replace(r#","inferred":true"#, ""),
        engine.stdout
    );
    // r1c9's visit, steps 30 to 40, leaves no write.
    let line = from.stdout.lines().nth(29).unwrap();
    assert_eq!(
        line,
        r#"{"step":30,"event":"enter","row":1,"col":9,"depth":5,"inferred":true}"#
    );
    let summary = run(
        &["trace", "--from", &solution("classic.py"), "--summary"],
        "",
    );
    let engine = run(&["trace", "--summary", LEETCODE], "");
    let without = |s: &str| -> serde_json::Value {
        let mut v: serde_json::Value = serde_json::from_str(s).unwrap();
        v.as_object_mut().unwrap().remove("micros");
        v.as_object_mut().unwrap().remove("history_bytes");
        v
    };
    assert_eq!(without(&summary.stdout), without(&engine.stdout));
}

#[test]
fn trace_from_refuses_the_flags_of_the_engines_trace() {
    for flag in [
        &["--bug", "forget-flag"][..],
        &["--strategy", "most-constrained"],
        &["--lines", "cpp"],
        &["--heatmap"],
    ] {
        let out = run(&[&["trace", "--from", "x.py"], flag].concat(), "");
        assert_eq!(out.code, 2, "{flag:?}");
        assert!(
            out.stderr.contains("cannot be used with"),
            "{flag:?}: {}",
            out.stderr
        );
    }
    let out = run(&["trace"], "");
    assert_eq!(out.code, 2);
}

#[test]
fn a_missing_tool_is_one_sentence_and_exit_2() {
    // No PATH: python3 cannot be found.
    let mut child = Running::spawn(
        binary()
            .args(["--lang", "en", "check", &solution("classic.py")])
            .env("PATH", "")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let out = drain(child.0.stdout.take());
    let status = child.wait("check without PATH");
    assert_eq!(status.code(), Some(2));
    let stdout = out.join().unwrap();
    assert!(
        stdout.starts_with("Could not start python3: it is not installed (or not on PATH)"),
        "{stdout}"
    );
}

#[test]
fn trace_from_summaries_equal_the_engines_for_the_searches_they_equal() {
    if !have_python() {
        return;
    }
    let without = |s: &str| -> serde_json::Value {
        let mut v: serde_json::Value = serde_json::from_str(s).unwrap();
        let object = v.as_object_mut().unwrap();
        object.remove("micros");
        object.remove("history_bytes");
        v
    };
    for (name, engine_args) in [
        (
            "findings/cell_order.py",
            &["--strategy", "most-constrained"][..],
        ),
        ("findings/keeps_going.py", &["--bug", "forget-flag"]),
        (
            "findings/refuses_candidate.py",
            &["--bug", "forget-restore"],
        ),
        (
            "findings/returns_incomplete.py",
            &["--bug", "restart-column"],
        ),
    ] {
        let from = run(&["trace", "--from", &solution(name), "--summary"], "");
        let engine = run(
            &[&["trace", "--summary"], engine_args, &[LEETCODE]].concat(),
            "",
        );
        let (mut from, engine) = (without(&from.stdout), without(&engine.stdout));
        // The learner's result names its kind of end: returned with holes.
        if name.contains("returns_incomplete") {
            assert_eq!(from["result"], "returned-incomplete");
            from["result"] = engine["result"].clone();
            from["solution"] = engine["solution"].clone();
        }
        assert_eq!(from, engine, "{name}");
    }
}

#[test]
fn a_file_that_does_not_compile_exits_2_with_the_compilers_error_line() {
    let found = Command::new("g++").arg("--version").output().is_ok();
    if !found {
        assert!(std::env::var_os("CI").is_none(), "g++ is missing on CI");
        eprintln!("note: g++ is missing: skipping this test");
        return;
    }
    let file = format!(
        "{}/tests/data/learner/cpp/compile_error.cpp",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = run(&["--lang", "en", "check", &file], "");
    assert_eq!(out.code, 2, "{}", out.stdout);
    let mut lines = out.stdout.lines();
    // The sentence quotes g++'s error line, not the `In member function`
    // line before it (whose file name, compile_error.cpp, says "error").
    assert_eq!(
        lines.next(),
        Some(
            "Your file does not compile: compile_error.cpp:5:23: error: ‘digit’ was not declared in this scope"
        ),
        "{}",
        out.stdout
    );
    // Then the compiler's own first lines; nothing ran, so no run time.
    assert!(
        lines.any(|l| l.starts_with("  |") && l.contains("board[0][2] = digit;")),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("It ran for"), "{}", out.stdout);
}

#[test]
fn writes_of_numbers_are_counted_and_said_not_dropped() {
    if !have_python() {
        return;
    }
    let (v, _) = check_json("findings/odd_values.py", &[]);
    // Every write counted (the classic search's 4,208 placements and 4,157
    // clears, as numbers), though no event is read from them.
    assert_eq!(v["writes"], 8365, "{v}");
    assert_eq!(v["placements"], 0, "{v}");
    let odd = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["kind"] == "odd-values")
        .unwrap();
    let sentence = odd["sentence"].as_str().unwrap();
    assert!(
        sentence.contains("8,365 times (the first at r1c3, line 21)"),
        "{sentence}"
    );
}
