//! `sudoku-dfs watch` when there is nothing to watch: a file that cannot
//! be read, of a kind no harness runs, or a solution that does not compile
//! and so recorded nothing — one sentence on standard error, exit 2, and
//! no screen opened.

use crate::run;

fn learner(name: &str) -> String {
    format!(
        "{}/tests/data/learner/python/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn watch_says_why_there_is_nothing_to_watch_and_exits_2() {
    let missing = run(&["watch", "/no/such/solution.py"], "");
    assert_eq!(missing.code, 2);
    assert!(
        missing.stderr.contains("cannot be read"),
        "{}",
        missing.stderr
    );
    assert!(
        !missing.stderr.contains("running python3"),
        "{}",
        missing.stderr
    );

    let readme = format!("{}/README.md", env!("CARGO_MANIFEST_DIR"));
    let unknown = run(&["watch", &readme], "");
    assert_eq!(unknown.code, 2);
    assert!(
        unknown
            .stderr
            .contains("watch runs .py, .js, .cpp, .cc, .java and .rs solutions"),
        "{}",
        unknown.stderr
    );

    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        assert!(std::env::var_os("CI").is_none(), "python3 is missing on CI");
        eprintln!("skipped the syntax error: python3 is not installed");
        return;
    }
    let syntax = run(&["watch", &learner("syntax.py")], "");
    assert_eq!(syntax.code, 2, "{}", syntax.stderr);
    assert!(
        syntax.stderr.contains("running python3 on"),
        "{}",
        syntax.stderr
    );
    assert!(
        syntax
            .stderr
            .contains("nothing was recorded: your file does not compile: line 3"),
        "{}",
        syntax.stderr
    );
}
