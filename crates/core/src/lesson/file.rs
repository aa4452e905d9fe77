//! The lesson file: a teacher's stops in plain text, one thing a line
//! (docs/lessons.md is the format's reference):
//!
//! ```text
//! # Backtracking in 15 minutes
//! title Backtracking in 15 minutes
//! puzzle 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
//! search row-major
//! editor Each row, column and box keeps a table of its digits.
//! stop 1 The search starts at the first empty cell.
//! stop 2,104 Look at the stack: six levels deep.
//! ask 3,000 What will the search try at r2c5?
//! watch 4,000 my_solver.py
//! ```
//!
//! Reading one is reading data: a `watch` line names a learner's solver
//! and nothing more — the app asks before it would run it. A malformed
//! file is refused with the line and what is wrong, as a puzzle file is;
//! the error is data ([`LessonFileError`]), worded by the catalogue.

use std::fmt::Write as _;
use std::path::PathBuf;

use crate::grid::{Grid, parse_grid};

use super::{Caption, Lesson, Place, SearchKind, Stop, Title};

/// What a line should have been: each a form of line of the format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// Any line: a keyword it starts with.
    Keyword,
    /// `title TEXT`.
    Title,
    /// `puzzle PUZZLE` (81 cells on the line).
    Puzzle,
    /// `search NAME`.
    Search,
    /// `editor CAPTION`: a stop in the editor, before any search.
    Editor,
    /// `stop STEP CAPTION`.
    Stop,
    /// `ask STEP QUESTION`: a stop where the quiz asks.
    Ask,
    /// `watch STEP FILE`.
    Watch,
}

impl Syntax {
    /// The form as the format writes it: the same in every language.
    pub const fn form(self) -> &'static str {
        match self {
            Syntax::Keyword => "title, puzzle, search, editor, stop, ask or watch",
            Syntax::Title => "title TEXT",
            Syntax::Puzzle => "puzzle PUZZLE",
            Syntax::Search => "search NAME",
            Syntax::Editor => "editor CAPTION",
            Syntax::Stop => "stop STEP CAPTION",
            Syntax::Ask => "ask STEP QUESTION",
            Syntax::Watch => "watch STEP FILE",
        }
    }
}

/// What is wrong with a lesson file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonErrorKind {
    /// The line is not of the form expected; `found` is the line (cut to
    /// a readable length).
    Expected { expected: Syntax, found: String },
    /// `search` names no search: the names are [`SearchKind::ALL`]'s.
    UnknownSearch(String),
    /// A line that may come once came again; `first` is the first's line.
    Twice { what: Syntax, first: usize },
    /// No `puzzle` line.
    NoPuzzle,
}

/// A lesson file refused: the line (from 1; the last line + 1 for what is
/// missing) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonFileError {
    pub line: usize,
    pub kind: LessonErrorKind,
}

/// The most of a bad line an error repeats.
const FOUND_CAP: usize = 60;

fn cut(line: &str) -> String {
    match line.char_indices().nth(FOUND_CAP) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_string(),
    }
}

/// A step as written: digits, with `,` or `_` between groups allowed
/// (`2,104`), as the app writes steps.
fn step(word: &str) -> Option<u64> {
    let digits: String = word.chars().filter(|&c| c != ',' && c != '_').collect();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Reads a lesson file's text.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per keyword of the lesson file: its grammar reads whole"
)]
pub fn parse(text: &str) -> Result<Lesson, LessonFileError> {
    // A byte order mark (Windows editors write one) is not a keyword.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut title: Option<(String, usize)> = None;
    let mut puzzle: Option<(Grid, usize)> = None;
    let mut search: Option<(SearchKind, usize)> = None;
    // The search the next stops are on.
    let mut current: Option<SearchKind> = None;
    // Each stop with the line it came from.
    let mut stops: Vec<(Stop, usize)> = Vec::new();
    let lines = text.lines().count();
    for (i, raw) in text.lines().enumerate() {
        let number = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |kind| LessonFileError { line: number, kind };
        let expected = |expected| {
            err(LessonErrorKind::Expected {
                expected,
                found: cut(line),
            })
        };
        let (keyword, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match keyword {
            "title" => {
                if let Some((_, first)) = title {
                    return Err(err(LessonErrorKind::Twice {
                        what: Syntax::Title,
                        first,
                    }));
                }
                title = Some((rest.to_string(), number));
            }
            "puzzle" => {
                if let Some((_, first)) = puzzle {
                    return Err(err(LessonErrorKind::Twice {
                        what: Syntax::Puzzle,
                        first,
                    }));
                }
                let grid = parse_grid(rest).map_err(|_| expected(Syntax::Puzzle))?;
                puzzle = Some((grid, number));
            }
            // A later `search` line: the stops after it are on that
            // search (a lesson that compares searches); the first is the
            // lesson's.
            "search" if search.is_some() => {
                let kind = SearchKind::from_name(rest)
                    .ok_or_else(|| err(LessonErrorKind::UnknownSearch(cut(rest))))?;
                current = Some(kind);
            }
            "search" => {
                if let Some((_, first)) = search {
                    return Err(err(LessonErrorKind::Twice {
                        what: Syntax::Search,
                        first,
                    }));
                }
                if rest.is_empty() {
                    return Err(expected(Syntax::Search));
                }
                let kind = SearchKind::from_name(rest)
                    .ok_or_else(|| err(LessonErrorKind::UnknownSearch(cut(rest))))?;
                search = Some((kind, number));
                current = Some(kind);
            }
            "editor" => {
                if rest.is_empty() {
                    return Err(expected(Syntax::Editor));
                }
                let stop = Stop {
                    place: Place::Editor,
                    caption: Caption::Own(rest.to_string()),
                    ask: false,
                    search: None,
                };
                stops.push((stop, number));
            }
            "stop" | "ask" | "watch" => {
                let syntax = match keyword {
                    "stop" => Syntax::Stop,
                    "ask" => Syntax::Ask,
                    _ => Syntax::Watch,
                };
                let (at, words) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                let (Some(at), words) = (step(at), words.trim()) else {
                    return Err(expected(syntax));
                };
                if words.is_empty() {
                    return Err(expected(syntax));
                }
                let caption = match syntax {
                    Syntax::Watch => Caption::Watch {
                        file: Some(PathBuf::from(words)),
                    },
                    _ => Caption::Own(words.to_string()),
                };
                let stop = Stop {
                    place: Place::Step(at),
                    caption,
                    ask: syntax == Syntax::Ask,
                    search: current.filter(|&c| Some(c) != search.map(|(s, _)| s)),
                };
                stops.push((stop, number));
            }
            _ => return Err(expected(Syntax::Keyword)),
        }
    }
    let Some((puzzle, _)) = puzzle else {
        return Err(LessonFileError {
            line: lines + 1,
            kind: LessonErrorKind::NoPuzzle,
        });
    };
    // In the file's order: a teacher may show a late step before an
    // early one, and the stops list's reordering is kept this way.
    let stops: Vec<Stop> = stops.into_iter().map(|(s, _)| s).collect();
    Ok(Lesson {
        title: Title::Own(title.map(|(t, _)| t).unwrap_or_default()),
        puzzle,
        search: search.map_or(SearchKind::Strategy(Default::default()), |(s, _)| s),
        stops,
    })
}

/// One line of text: what a caption or title becomes in the file (a line
/// break would start a line of its own).
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The lesson as a file: `title` words its title, `words` each caption
/// that is not the teacher's own text (a built-in lesson's stops, saved in
/// the language they were shown in). Editor stops are `editor` lines.
pub fn write(lesson: &Lesson, title: &str, words: impl Fn(&Caption) -> String) -> String {
    let mut out = String::from("# A sudoku-dfs lesson: see docs/lessons.md\n");
    let title = one_line(title);
    if !title.is_empty() {
        let _ = writeln!(out, "title {title}");
    }
    let _ = writeln!(out, "puzzle {}", lesson.puzzle.to_line());
    let _ = writeln!(out, "search {}", lesson.search.name());
    let mut current = lesson.search;
    for (i, stop) in lesson.stops.iter().enumerate() {
        if let Place::Step(_) = stop.place
            && lesson.search_at(i) != current
        {
            current = lesson.search_at(i);
            let _ = writeln!(out, "search {}", current.name());
        }
        let Place::Step(at) = stop.place else {
            let words = match &stop.caption {
                Caption::Own(text) => text.clone(),
                other => words(other),
            };
            let _ = writeln!(out, "editor {}", one_line(&words));
            continue;
        };
        match &stop.caption {
            Caption::Watch { file: Some(file) } => {
                let _ = writeln!(out, "watch {at} {}", one_line(&file.display().to_string()));
            }
            caption => {
                // A question stays a question: the quiz asks it again.
                let keyword = if stop.ask { "ask" } else { "stop" };
                let text = match caption {
                    Caption::Own(text) => text.clone(),
                    other => words(other),
                };
                let _ = writeln!(out, "{keyword} {at} {}", one_line(&text));
            }
        }
    }
    out
}

/// A comment or a blank line: what the reader skips and a teacher writes
/// for themselves.
fn is_note(line: &str) -> bool {
    let line = line.trim();
    line.is_empty() || line.starts_with('#')
}

/// What a line is about, to find it again in the lesson written anew: the
/// one-per-file lines by their keyword, a stop by its keyword and step
/// (its caption may have changed), any other line by its text.
fn line_key(line: &str) -> String {
    let line = line.trim();
    let (keyword, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    match keyword {
        "title" | "puzzle" | "search" => keyword.to_string(),
        "stop" | "ask" | "watch" => {
            let at = rest.split_whitespace().next().and_then(step);
            format!("{keyword} {at:?}")
        }
        _ => line.to_string(),
    }
}

/// `new` (a lesson as [`write`] writes it) with the comments and blank
/// lines of `old` (the file it replaces) kept: each run of them stays
/// before the line it stood before (a stop found by its step, wherever
/// the stop has moved); a run whose line is gone goes before the next
/// line that is still there, or at the end. When `old` has no comment,
/// `new` is returned as it is.
pub fn keep_comments(old: &str, new: &str) -> String {
    if !old.lines().any(|l| l.trim().starts_with('#')) {
        return new.to_string();
    }
    // The teacher's comments replace the header the writer puts first.
    let lines: Vec<&str> = new.lines().filter(|l| !is_note(l)).collect();
    let keys: Vec<String> = lines.iter().map(|l| line_key(l)).collect();
    let mut before: Vec<Vec<&str>> = vec![Vec::new(); lines.len() + 1];
    let mut used = vec![false; lines.len()];
    let mut pending: Vec<&str> = Vec::new();
    for line in old.lines() {
        if is_note(line) {
            pending.push(line);
            continue;
        }
        let key = line_key(line);
        if let Some(j) = (0..lines.len()).find(|&j| !used[j] && keys[j] == key) {
            used[j] = true;
            before[j].append(&mut pending);
        }
    }
    before[lines.len()].append(&mut pending);
    let mut out = String::with_capacity(new.len() + old.len());
    for (j, line) in lines.iter().enumerate() {
        for note in &before[j] {
            let _ = writeln!(out, "{note}");
        }
        let _ = writeln!(out, "{line}");
    }
    for note in &before[lines.len()] {
        let _ = writeln!(out, "{note}");
    }
    out
}
