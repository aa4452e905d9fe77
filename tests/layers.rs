//! The layers, read from the source tree: the core (every module of
//! src/ but the front ends and the catalogue) names no front end and no
//! catalogue; the catalogue (src/i18n) names no front end; `unsafe` is
//! allowed only where Cargo.toml says.
//!
//! `cargo test --lib --no-default-features` builds the core without the
//! front ends, so a core module that reaches for one fails to build there.
//! This check is the complement: it names the file and the line, it holds
//! the core to not naming the catalogue (which that build has), and it
//! holds the catalogue to not naming the app in a build with the app.

use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules of the front ends: the terminal app, the command
/// line and its benchmark, and the binary.
const FRONT_ENDS: [&str; 4] = ["app", "cli", "bench", "main"];
/// The catalogue of the interface's words.
const WORDS: &str = "i18n";

/// The files that may allow `unsafe_code` (denied in Cargo.toml).
const UNSAFE_ALLOWED: [&str; 4] = [
    "src/fast/cpu.rs",
    "src/main.rs",
    "src/app/shutdown.rs",
    "tests/allocations.rs",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file under src/: `src/a/b.rs` and `src/a/b/mod.rs`
/// are `[a, b]`; `src/lib.rs` is `[]`.
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The identifier at the start of `s`.
fn ident(s: &str) -> &str {
    &s[..s.find(|c: char| !is_ident(c)).unwrap_or(s.len())]
}

/// The top-level modules a line of a file at `module` names: `crate::x`,
/// each name of a group `crate::{x, y::z}`, and `super::…::x` chains that
/// climb to the crate's root (a chain climbing further, as from an inline
/// `mod tests`, counts as reaching the root).
fn top_level_names(line: &str, module: &[String]) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().next_back();
        let after = &rest[at + "crate::".len()..];
        rest = after;
        if before.is_some_and(|c| is_ident(c) || c == '$') {
            continue;
        }
        if let Some(group) = after.strip_prefix('{') {
            // Top-level names of the group: the first identifier of each
            // comma-separated item at brace depth 0.
            let mut depth = 0;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && is_ident(c) => {
                        names.push(ident(&group[i..]).to_string());
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            names.push(ident(after).to_string());
        }
    }
    let mut rest = line;
    while let Some(at) = rest.find("super::") {
        let before = rest[..at].chars().next_back();
        let mut after = &rest[at..];
        let mut climbs = 0;
        while let Some(next) = after.strip_prefix("super::") {
            climbs += 1;
            after = next;
        }
        rest = after;
        if before.is_some_and(is_ident) {
            continue;
        }
        if climbs >= module.len() {
            names.push(ident(after).to_string());
        }
    }
    names.retain(|n| !n.is_empty());
    names
}

/// Every line of src/ where a module names a layer above its own.
fn violations(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut found = Vec::new();
    for file in files {
        let relative = file.strip_prefix(src).unwrap();
        let module = module_path(relative);
        let Some(top) = module.first() else {
            continue; // lib.rs declares every layer
        };
        let forbidden: Vec<&str> = if FRONT_ENDS.contains(&top.as_str()) {
            continue;
        } else if top == WORDS {
            FRONT_ENDS.to_vec()
        } else {
            FRONT_ENDS.iter().copied().chain([WORDS]).collect()
        };
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for name in top_level_names(line, &module) {
                if forbidden.contains(&name.as_str()) {
                    found.push(format!(
                        "src/{}:{}: {top} names {name}: {}",
                        relative.display(),
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    found
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_core_names_no_front_end_and_no_catalogue_and_the_catalogue_no_front_end() {
    let found = violations(&root().join("src"));
    assert!(found.is_empty(), "layers crossed:\n{}", found.join("\n"));
}

/// The check finds what it is for, in every form a path takes.
#[test]
fn the_check_reads_every_form_of_a_path() {
    let quiz = ["quiz".to_string()];
    let names = |line| top_level_names(line, &quiz);
    assert_eq!(names("use crate::i18n::Text;"), ["i18n"]);
    assert_eq!(
        names("use crate::{engine::{Engine, Phase}, app::Verdict};"),
        ["engine", "app"]
    );
    assert_eq!(names("let t = crate::i18n::Lang::En.text();"), ["i18n"]);
    assert_eq!(names("use super::super::cli::x;"), ["cli"]);
    assert_eq!(names("use super::Question;"), ["Question"]);
    assert!(names("use sudoku_dfs::app::x; // mycrate::app").is_empty());
    let log = ["search_shape".to_string(), "log".to_string()];
    assert_eq!(top_level_names("use super::super::app;", &log), ["app"]);
    assert!(top_level_names("use super::tree::Fate;", &log).is_empty());

    // A core file and a catalogue file that cross, in a tree of their own.
    let tree = std::env::temp_dir().join(format!("sudoku-dfs-layers-{}", std::process::id()));
    fs::create_dir_all(tree.join("i18n")).unwrap();
    fs::create_dir_all(tree.join("search_shape")).unwrap();
    fs::write(tree.join("quiz.rs"), "use crate::grid::Cell;\n").unwrap();
    fs::write(tree.join("search_shape/log.rs"), "use crate::i18n::Text;\n").unwrap();
    fs::write(
        tree.join("i18n/keys.rs"),
        "use crate::app::keys::Context;\n",
    )
    .unwrap();
    fs::write(
        tree.join("i18n/views.rs"),
        "use crate::search_shape::tree::Fate;\n",
    )
    .unwrap();
    let mut found = violations(&tree);
    found.sort();
    fs::remove_dir_all(&tree).unwrap();
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with("src/i18n/keys.rs:1: i18n names app"));
    assert!(found[1].starts_with("src/search_shape/log.rs:1: search_shape names i18n"));
}

/// `unsafe_code` is denied for the whole package, and allowed only in the
/// files that say why.
#[test]
fn unsafe_is_allowed_only_where_listed() {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let lints = manifest
        .split("\n[lints.rust]\n")
        .nth(1)
        .expect("Cargo.toml has a [lints.rust] table");
    let table = lints.split("\n[").next().unwrap();
    assert!(
        table
            .lines()
            .any(|l| l.replace(' ', "") == "unsafe_code=\"deny\""),
        "{table}"
    );
    let mut files = Vec::new();
    for dir in ["src", "tests", "examples"] {
        rust_files(&root().join(dir), &mut files);
    }
    let allowing: Vec<String> = files
        .iter()
        .filter(|f| {
            let text = fs::read_to_string(f).unwrap();
            text.contains("allow(unsafe_code)") && !f.ends_with("tests/layers.rs")
        })
        .map(|f| f.strip_prefix(root()).unwrap().display().to_string())
        .collect();
    for file in &allowing {
        assert!(
            UNSAFE_ALLOWED.contains(&file.as_str()),
            "{file} allows unsafe_code"
        );
    }
}
