//! A fresh clone is all a user has: nothing the project ships (README,
//! scripts, code, tests, data, CI) may name a folder beside the checkout.
//! The puzzle sets it benchmarks on are in puzzles/, the reference program
//! its test data come from in reference/.

// A test's unwrap is its failure report (the workspace denies unwrap elsewhere).
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

/// Paths that lead out of the checkout to where the sets and the reference
/// once lay; spelled in pieces so that this file does not hold them.
fn outside_paths() -> [String; 4] {
    [
        ["..", "shared"].join("/"),
        ["", "work", "shared"].join("/"),
        ["shared", "puzzles"].join("/"),
        ["shared", "reference"].join("/"),
    ]
}

fn files_under(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files_under(&path, found);
        } else {
            found.push(path);
        }
    }
}

#[test]
fn nothing_shipped_names_a_folder_outside_the_checkout() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = ["README.md", "Cargo.toml", ".ci/run"]
        .iter()
        .map(|f| root.join(f))
        .collect();
    for dir in [
        "src",
        "scripts",
        "examples",
        "tests",
        "reference",
        "puzzles",
        "assets",
        "docs",
    ] {
        files_under(&root.join(dir), &mut files);
    }
    let needles = outside_paths();
    let mut offending = Vec::new();
    let mut read = 0;
    for file in &files {
        // The gzipped sets are not text; every other file is.
        if file.extension().is_some_and(|e| e == "gz") {
            continue;
        }
        let text = String::from_utf8_lossy(&std::fs::read(file).unwrap()).into_owned();
        read += 1;
        for (n, line) in text.lines().enumerate() {
            if needles.iter().any(|needle| line.contains(needle.as_str())) {
                offending.push(format!("{}:{}: {line}", file.display(), n + 1));
            }
        }
    }
    assert!(read > 100, "only {read} files read");
    assert!(offending.is_empty(), "{}", offending.join("\n"));
}

#[test]
fn the_reference_sets_and_the_reference_program_are_in_the_checkout() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in [
        "puzzles/README.md",
        "puzzles/royle-17clue.txt.gz",
        "puzzles/magictour-top1465.txt",
        "puzzles/forum-hardest-1905-11plus.txt.gz",
        "puzzles/forum-hardest-1106.txt",
        "reference/classic_dfs.cpp",
        "scripts/regenerate-test-data.sh",
        "tests/data/classic_puzzles.txt",
    ] {
        assert!(root.join(file).is_file(), "{file} is missing");
    }
}
