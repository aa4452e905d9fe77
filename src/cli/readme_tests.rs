//! The README and docs/ stay true to the checkout: every relative link
//! names a file that exists (and a heading of it, for a `#anchor`), and
//! every `sudoku-dfs` command they show is one the command line accepts.
//! Read from disk, so a new page under docs/ is checked without a word
//! here.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use clap::Parser;

use super::Args;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every page under docs/.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("a docs/ folder")
        .map(|entry| entry.expect("a readable docs/ entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The anchor GitHub gives a heading: lower case, spaces to hyphens,
/// punctuation other than `-` and `_` dropped (letters of any script kept).
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// A line outside fenced code blocks: its number and text.
type ProseLine<'a> = (usize, &'a str);
/// A line inside one: its number, the block's language and the text.
type CodeLine<'a> = (usize, &'a str, &'a str);

/// Each line of `text` outside fenced code blocks, and each line inside.
fn lines(text: &str) -> (Vec<ProseLine<'_>>, Vec<CodeLine<'_>>) {
    let (mut prose, mut code) = (Vec::new(), Vec::new());
    let mut fence: Option<&str> = None;
    for (index, line) in text.lines().enumerate() {
        if let Some(info) = line.strip_prefix("```") {
            fence = match fence {
                Some(_) => None,
                None => Some(info.trim()),
            };
            continue;
        }
        match fence {
            Some(language) => code.push((index + 1, language, line)),
            None => prose.push((index + 1, line)),
        }
    }
    (prose, code)
}

fn anchors(text: &str) -> Vec<String> {
    lines(text)
        .0
        .iter()
        .filter_map(|(_, line)| {
            line.trim_start_matches('#')
                .strip_prefix(' ')
                .filter(|_| line.starts_with('#'))
        })
        .map(slug)
        .collect()
}

/// `[text](target)` targets on a line.
fn link_targets(line: &str) -> Vec<&str> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let Some(end) = after.find(')') else { break };
        targets.push(&after[..end]);
        rest = &after[end..];
    }
    targets
}

#[test]
fn every_link_of_the_readme_and_docs_leads_somewhere() {
    let mut headings: HashMap<PathBuf, Vec<String>> = HashMap::new();
    let mut broken = Vec::new();
    for page in pages() {
        let text = read(&page);
        for (number, line) in lines(&text).0 {
            for target in link_targets(line) {
                if target.starts_with("http://") || target.starts_with("https://") {
                    continue;
                }
                let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
                let file = if file.is_empty() {
                    page.clone()
                } else {
                    page.parent().unwrap().join(file)
                };
                let name = page.strip_prefix(root()).unwrap().display().to_string();
                if !file.exists() {
                    broken.push(format!("{name}:{number}: no file {target}"));
                    continue;
                }
                if anchor.is_empty() {
                    continue;
                }
                let known = headings
                    .entry(file.clone())
                    .or_insert_with(|| anchors(&read(&file)));
                if !known.iter().any(|a| a == anchor) {
                    broken.push(format!("{name}:{number}: no heading #{anchor} in {target}"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The command line a shown command gives `sudoku-dfs`, or `None` for a
/// line that runs something else. `vars` holds the block's `NAME=value`s.
fn sudoku_dfs_arguments(line: &str, vars: &HashMap<String, String>) -> Option<Vec<String>> {
    // What follows `#` is a comment; a pipe or redirection ends the
    // arguments.
    let line = line.split(" #").next().unwrap_or(line);
    let mut words = line.split_whitespace().peekable();
    match *words.peek()? {
        "sudoku-dfs" | "target/release/sudoku-dfs" | "target/debug/sudoku-dfs" => {
            words.next();
        }
        "cargo" => {
            let head: Vec<&str> = words.by_ref().take_while(|w| *w != "--").collect();
            if head.get(1) != Some(&"run") || head.contains(&"--example") {
                return None;
            }
        }
        _ => return None,
    }
    let mut arguments = vec!["sudoku-dfs".to_string()];
    for word in words {
        if ["|", "&&", ";", ">", "<", "2>"].contains(&word) || word.starts_with('>') {
            break;
        }
        let expanded = match word.strip_prefix('$') {
            Some(name) => vars
                .get(name)
                .cloned()
                .unwrap_or_else(|| panic!("${name} is used before it is set")),
            None => word.to_string(),
        };
        arguments.push(expanded);
    }
    Some(arguments)
}

#[test]
fn every_command_the_readme_and_docs_show_is_accepted() {
    let mut refused = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = read(&page);
        let name = page.strip_prefix(root()).unwrap().display().to_string();
        let mut vars = HashMap::new();
        let (prose, code) = lines(&text);
        let shell = code
            .into_iter()
            .filter(|(_, language, _)| ["sh", "bash", "shell"].contains(language));
        let mut shown: Vec<(usize, String)> = Vec::new();
        for (number, _, line) in shell {
            if let Some((var, value)) = line.split_once('=')
                && !var.is_empty()
                && var.chars().all(|c| c.is_ascii_uppercase() || c == '_')
            {
                vars.insert(var.to_string(), value.trim().to_string());
                continue;
            }
            shown.push((number, line.to_string()));
        }
        // In the README, commands in running text too: `sudoku-dfs ...`.
        if name == "README.md" {
            for (number, line) in prose {
                for span in line.split('`').skip(1).step_by(2) {
                    // A usage synopsis (`[PUZZLE]`, `a|b`, `N…`) is not a command.
                    let synopsis = span.contains(['[', '|', '…']);
                    if span.starts_with("sudoku-dfs ") && !synopsis {
                        shown.push((number, span.to_string()));
                    }
                }
            }
        }
        for (number, line) in shown {
            let Some(arguments) = sudoku_dfs_arguments(&line, &vars) else {
                continue;
            };
            checked += 1;
            if let Err(error) = Args::try_parse_from(&arguments) {
                let first = error.to_string().lines().next().unwrap_or("").to_string();
                refused.push(format!("{name}:{number}: {line}\n    {first}"));
            }
        }
    }
    assert!(
        checked >= 20,
        "only {checked} commands found: is the reader wrong?"
    );
    assert!(
        refused.is_empty(),
        "refused commands:\n{}",
        refused.join("\n")
    );
}

#[test]
fn the_checks_catch_a_bad_link_and_a_bad_command() {
    let vars = HashMap::from([("P".to_string(), "5".repeat(81))]);
    let arguments = sudoku_dfs_arguments("sudoku-dfs trace --bogus $P > out", &vars).unwrap();
    assert_eq!(
        arguments,
        ["sudoku-dfs", "trace", "--bogus", &"5".repeat(81)]
    );
    assert!(Args::try_parse_from(&arguments).is_err());
    let fine = sudoku_dfs_arguments("cargo run --release -- solve $P  # it", &vars).unwrap();
    assert!(Args::try_parse_from(&fine).is_ok());
    assert_eq!(
        sudoku_dfs_arguments("cargo run --release --example x", &vars),
        None
    );
    assert_eq!(
        link_targets("a [b](docs/x.md#y) c [d](#e)"),
        ["docs/x.md#y", "#e"]
    );
    assert_eq!(
        slug("The Chinese interface (中文界面)"),
        "the-chinese-interface-中文界面"
    );
    assert_eq!(
        slug("The fast solver: `sudoku-dfs bench`"),
        "the-fast-solver-sudoku-dfs-bench"
    );
}
