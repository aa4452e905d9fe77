//! The app's model knows nothing of its view: `update` and every state
//! module under src/app read no `ui` module. What they need of the screen
//! comes from the model's own size through `app::measure`, which lays out
//! what it must with the view's pure layout functions (the help's length);
//! nothing drawn is sent back. Only the view itself (src/app/ui/), the loop
//! that draws it (run), the recorder that draws it without a terminal
//! (cast), the key-latency measurement that draws it the same way
//! (key_latency), the input layer that hit-tests clicks against its layout (keys)
//! and `measure` may name `ui`. Tests are left out.

// A test's unwrap is its failure report (the workspace denies unwrap elsewhere).
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

/// The files of src/app that may read the view.
fn may_read_the_view(relative: &Path) -> bool {
    let first = relative.components().next().unwrap().as_os_str();
    [
        "ui",
        "run.rs",
        "run",
        "cast",
        "keys.rs",
        "keys",
        "measure.rs",
        "key_latency.rs",
    ]
    .iter()
    .any(|allowed| first == *allowed)
}

fn is_test(relative: &Path) -> bool {
    let name = relative.file_name().unwrap().to_string_lossy();
    name == "tests.rs"
        || name.ends_with("_tests.rs")
        || name == "proptests.rs"
        || relative.components().any(|c| {
            let c = c.as_os_str().to_string_lossy();
            c == "tests" || c.ends_with("_tests")
        })
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The lines of `source` that name `ui` as a path or in a `use`, comments
/// left out; `mod.rs` declaring the module is not reading it.
fn lines_naming_ui(source: &str) -> Vec<String> {
    source
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .filter(|code| code.trim() != "pub mod ui;" && code.trim() != "mod ui;")
        .filter(|code| {
            let bytes = code.as_bytes();
            code.match_indices("ui").any(|(at, _)| {
                let before = at.checked_sub(1).map(|i| bytes[i]);
                let after = bytes.get(at + 2).copied();
                let word =
                    |b: Option<u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
                !word(before) && !word(after)
            })
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn update_and_the_state_modules_import_nothing_from_ui() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut files = Vec::new();
    rust_files(&app, &mut files);
    let mut checked = Vec::new();
    let mut offenders = Vec::new();
    for path in files {
        let relative = path.strip_prefix(&app).unwrap().to_path_buf();
        if may_read_the_view(&relative) || is_test(&relative) {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for line in lines_naming_ui(&source) {
            offenders.push(format!("src/app/{}: {}", relative.display(), line.trim()));
        }
        checked.push(relative.display().to_string());
    }
    for needed in [
        "update.rs",
        "mod.rs",
        "solve.rs",
        "shape_views/tree.rs",
        "editor.rs",
    ] {
        assert!(
            checked.iter().any(|c| c == needed),
            "{needed} not checked: {checked:?}"
        );
    }
    assert!(
        offenders.is_empty(),
        "the model reads the view:\n{}",
        offenders.join("\n")
    );
}

/// The check itself finds what it must: the old `update` read the help's
/// length and the panels from `ui`.
#[test]
fn the_check_finds_a_use_of_ui() {
    let old = "use super::{Action, App, solve, ui};\n\
               let lines = ui::help::lines(self, 80).len();\n\
               let (c, r) = super::ui::search_tree::geometry(size);";
    assert_eq!(lines_naming_ui(old).len(), 3);
    let fine = "pub mod ui;\n// ui::help draws it\nlet build = quick_ui_guide(fruit);";
    assert!(
        lines_naming_ui(fine).is_empty(),
        "{:?}",
        lines_naming_ui(fine)
    );
}
