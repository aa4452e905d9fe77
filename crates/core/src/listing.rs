//! The classic search as code in the learner's language: C++, Java, Python
//! and Rust, each for the correct row-major search, for most-constrained
//! and for each of the bug lab's mistakes (the listings are in assets/).
//! Which lines an event stands for is data, here: per language, the pieces
//! of text that mark a line for each kind of event. The same pieces serve
//! every variant of that language, so a listing needs no line numbers kept
//! by hand, and a test checks that every kind marks a line everywhere.
//!
//! The listings are written in English; in another interface language
//! their comments (teaching text) are shown translated by a phrase table
//! the caller passes (the catalogue's `panels.code_comments`), the code and
//! every line's place unchanged, so the marks found on the English text and
//! the line numbers of `trace --lines` hold for every language.

use std::borrow::Cow;
use std::fmt;

use crate::engine::{EventKind, Mistake, Strategy};

/// A language the listing can be shown in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CodeLanguage {
    #[default]
    Cpp,
    Java,
    Python,
    Rust,
}

impl CodeLanguage {
    /// Every language the code panel has listings in.
    pub const ALL: [CodeLanguage; 4] = [
        CodeLanguage::Cpp,
        CodeLanguage::Java,
        CodeLanguage::Python,
        CodeLanguage::Rust,
    ];

    /// The name a reader knows it by, for titles.
    pub const fn label(self) -> &'static str {
        match self {
            CodeLanguage::Cpp => "C++",
            CodeLanguage::Java => "Java",
            CodeLanguage::Python => "Python",
            CodeLanguage::Rust => "Rust",
        }
    }

    /// The next language in the app's cycle, back to C++ after Rust.
    pub const fn next(self) -> CodeLanguage {
        match self {
            CodeLanguage::Cpp => CodeLanguage::Java,
            CodeLanguage::Java => CodeLanguage::Python,
            CodeLanguage::Python => CodeLanguage::Rust,
            CodeLanguage::Rust => CodeLanguage::Cpp,
        }
    }

    /// What starts a comment line: such lines are never marked (the
    /// mistake listings comment out the lines they forget); a wrapped
    /// comment's rows start with it too.
    pub const fn comment(self) -> &'static str {
        match self {
            CodeLanguage::Python => "#",
            _ => "//",
        }
    }

    /// A line of a listing cut where its comment starts: the code, and
    /// the comment from its marker on, if there is one. A Python docstring
    /// line counts as a comment: it is teaching text too. (No listing has
    /// the marker inside a string; Python's `//` is a division.)
    pub fn split_comment(self, line: &str) -> (&str, Option<&str>) {
        let docstring = self == CodeLanguage::Python && line.trim_start().starts_with("\"\"\"");
        let at = match docstring {
            true => Some(line.len() - line.trim_start().len()),
            false => line.find(self.comment()),
        };
        match at {
            Some(at) => (&line[..at], Some(&line[at..])),
            None => (line, None),
        }
    }

    /// The pieces of text that mark a line, per event kind; `None` is step
    /// 0 (the givens go into the tables).
    fn marks(self) -> &'static [(Option<EventKind>, &'static [&'static str])] {
        match self {
            CodeLanguage::Cpp => CPP_MARKS,
            CodeLanguage::Java => JAVA_MARKS,
            CodeLanguage::Python => PYTHON_MARKS,
            CodeLanguage::Rust => RUST_MARKS,
        }
    }
}

impl fmt::Display for CodeLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

// The comments the listings share in every language mark most lines; the
// rest are the language's own spelling of the same statement. A listing
// in which a kind marks nothing fails `every_kind_marks_a_line_everywhere`.
const SOLVED: &[&str] = &["none left: solved", "none found: \"solved\""];
const DEAD_END: &[&str] = &["dead end: back to caller"];
const PLACE_COMMENTS: [&str; 4] = [
    "mark, write",
    "go deeper",
    "MISTAKE: the result is ignored",
    "d leaves the peers",
];
/// Only forget-candidates' listings test for a wipeout.
const WIPEOUT: &[&str] = &[
    "an empty cell has no candidate",
    "wiped out, back to caller",
];
const ENTER_COMMENTS: [&str; 3] = ["fewer: take it", "the next empty cell", "MISTAKE: j = l"];

const CPP_MARKS: &[(Option<EventKind>, &[&str])] = &[
    (None, &["markTheGivens(board);"]),
    (
        Some(EventKind::Enter),
        &[
            "nextEmptyCell(board, r, c))",
            "fewestCandidates(board, r, c))",
            "if (n < best)",
            ENTER_COMMENTS[0],
            ENTER_COMMENTS[1],
            ENTER_COMMENTS[2],
        ],
    ),
    (Some(EventKind::Solved), SOLVED),
    (
        Some(EventKind::Reject),
        &["[d] || col[", "d is used: reject"],
    ),
    (
        Some(EventKind::Place),
        &[
            "= box[b][d] = true;",
            PLACE_COMMENTS[0],
            PLACE_COMMENTS[1],
            PLACE_COMMENTS[2],
            PLACE_COMMENTS[3],
        ],
    ),
    (
        Some(EventKind::Undo),
        &["= box[b][d] = false;", "// backtrack:"],
    ),
    (Some(EventKind::DeadEnd), DEAD_END),
    (Some(EventKind::Wipeout), WIPEOUT),
    (Some(EventKind::Exhausted), &["noSolution();"]),
];

const JAVA_MARKS: &[(Option<EventKind>, &[&str])] = &[
    (None, &["markTheGivens(board);"]),
    (
        Some(EventKind::Enter),
        &[
            "nextEmptyCell(board);",
            "fewestCandidates(board);",
            ENTER_COMMENTS[0],
            ENTER_COMMENTS[1],
            ENTER_COMMENTS[2],
        ],
    ),
    (Some(EventKind::Solved), SOLVED),
    (
        Some(EventKind::Reject),
        &["[d] || col[", "d is used: reject"],
    ),
    (
        Some(EventKind::Place),
        &[
            "= box[b][d] = true;",
            PLACE_COMMENTS[0],
            PLACE_COMMENTS[1],
            PLACE_COMMENTS[2],
            PLACE_COMMENTS[3],
        ],
    ),
    (
        Some(EventKind::Undo),
        &["= box[b][d] = false;", "// backtrack:"],
    ),
    (Some(EventKind::DeadEnd), DEAD_END),
    (Some(EventKind::Wipeout), WIPEOUT),
    (Some(EventKind::Exhausted), &["noSolution();"]),
];

const PYTHON_MARKS: &[(Option<EventKind>, &[&str])] = &[
    (None, &["mark_the_givens(board)"]),
    (
        Some(EventKind::Enter),
        &[
            "next_empty_cell(board)",
            "= fewest_candidates(board)",
            ENTER_COMMENTS[0],
            ENTER_COMMENTS[1],
            ENTER_COMMENTS[2],
        ],
    ),
    (Some(EventKind::Solved), SOLVED),
    (
        Some(EventKind::Reject),
        &["[d] or col[", "d is used: reject"],
    ),
    (
        Some(EventKind::Place),
        &[
            "= box[b][d] = True",
            PLACE_COMMENTS[0],
            PLACE_COMMENTS[1],
            PLACE_COMMENTS[2],
            PLACE_COMMENTS[3],
        ],
    ),
    (
        Some(EventKind::Undo),
        &["= box[b][d] = False", "# backtrack:"],
    ),
    (Some(EventKind::DeadEnd), DEAD_END),
    (Some(EventKind::Wipeout), WIPEOUT),
    (Some(EventKind::Exhausted), &["no_solution()"]),
];

const RUST_MARKS: &[(Option<EventKind>, &[&str])] = &[
    (None, &["mark_the_givens(board)"]),
    (
        Some(EventKind::Enter),
        &[
            "next_empty_cell(board)",
            "fewest_candidates(board, t)",
            ENTER_COMMENTS[0],
            ENTER_COMMENTS[1],
            ENTER_COMMENTS[2],
        ],
    ),
    (Some(EventKind::Solved), SOLVED),
    (
        Some(EventKind::Reject),
        &["[d] || t.col[", "d is used: reject"],
    ),
    (
        Some(EventKind::Place),
        &[
            "(true, true, true)",
            PLACE_COMMENTS[0],
            PLACE_COMMENTS[1],
            PLACE_COMMENTS[2],
            PLACE_COMMENTS[3],
        ],
    ),
    (
        Some(EventKind::Undo),
        &["(false, false, false)", "// backtrack:"],
    ),
    (Some(EventKind::DeadEnd), DEAD_END),
    (Some(EventKind::Wipeout), WIPEOUT),
    (Some(EventKind::Exhausted), &["no_solution();"]),
];

/// The texts, by language and then variant: row-major, most-constrained,
/// forget-restore, forget-flag, restart-column, forget-candidates. C++ row-major and
/// most-constrained are the listings the solve screen has shown from the
/// start.
const TEXTS: [[&str; 6]; 4] = [
    [
        include_str!("../../../assets/classic_dfs.cpp"),
        include_str!("../../../assets/most_constrained_dfs.cpp"),
        include_str!("../../../assets/listings/cpp/forget-restore.cpp"),
        include_str!("../../../assets/listings/cpp/forget-flag.cpp"),
        include_str!("../../../assets/listings/cpp/restart-column.cpp"),
        include_str!("../../../assets/listings/cpp/forget-candidates.cpp"),
    ],
    [
        include_str!("../../../assets/listings/java/row-major.java"),
        include_str!("../../../assets/listings/java/most-constrained.java"),
        include_str!("../../../assets/listings/java/forget-restore.java"),
        include_str!("../../../assets/listings/java/forget-flag.java"),
        include_str!("../../../assets/listings/java/restart-column.java"),
        include_str!("../../../assets/listings/java/forget-candidates.java"),
    ],
    [
        include_str!("../../../assets/listings/python/row-major.py"),
        include_str!("../../../assets/listings/python/most-constrained.py"),
        include_str!("../../../assets/listings/python/forget-restore.py"),
        include_str!("../../../assets/listings/python/forget-flag.py"),
        include_str!("../../../assets/listings/python/restart-column.py"),
        include_str!("../../../assets/listings/python/forget-candidates.py"),
    ],
    [
        include_str!("../../../assets/listings/rust/row-major.rs"),
        include_str!("../../../assets/listings/rust/most-constrained.rs"),
        include_str!("../../../assets/listings/rust/forget-restore.rs"),
        include_str!("../../../assets/listings/rust/forget-flag.rs"),
        include_str!("../../../assets/listings/rust/restart-column.rs"),
        include_str!("../../../assets/listings/rust/forget-candidates.rs"),
    ],
];

/// One listing: a language, and the search it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listing {
    pub language: CodeLanguage,
    /// The strategy shown: a mistake's own ([`Mistake::strategy`]).
    pub strategy: Strategy,
    pub mistake: Option<Mistake>,
    pub text: &'static str,
}

impl Listing {
    /// The listing of the search the engine runs: `strategy` for the
    /// correct search, or the search making `mistake`.
    pub fn of(language: CodeLanguage, strategy: Strategy, mistake: Option<Mistake>) -> Listing {
        let variant = match (mistake, strategy) {
            // The propagating strategies have no listing of their own yet:
            // the classic one of the same cell choice.
            (None, s) if s.fewest_candidates() => 1,
            (None, _) => 0,
            (Some(Mistake::ForgetRestore), _) => 2,
            (Some(Mistake::ForgetFlag), _) => 3,
            (Some(Mistake::RestartColumn), _) => 4,
            (Some(Mistake::ForgetCandidates), _) => 5,
        };
        Listing {
            language,
            strategy: mistake.map_or(strategy, Mistake::strategy),
            mistake,
            text: TEXTS[language as usize][variant],
        }
    }

    /// Every listing: each language with each variant.
    pub fn all() -> impl Iterator<Item = Listing> {
        CodeLanguage::ALL.into_iter().flat_map(|language| {
            Strategy::ALL
                .into_iter()
                .map(move |s| Listing::of(language, s, None))
                .chain(
                    Mistake::ALL
                        .into_iter()
                        .map(move |m| Listing::of(language, m.strategy(), Some(m))),
                )
        })
    }

    /// `C++`, `Java (forget-restore)`, `Python (most-constrained)`.
    #[cfg(any(test, feature = "test-fixtures"))]
    pub fn title(&self) -> String {
        match (self.mistake, self.strategy) {
            (Some(m), _) => format!("{} ({m})", self.language.label()),
            (None, s) if s.fewest_candidates() => {
                format!("{} ({})", self.language.label(), self.strategy)
            }
            (None, _) => self.language.label().to_string(),
        }
    }

    pub fn lines(&self) -> impl Iterator<Item = &'static str> + use<> {
        self.text.lines()
    }

    /// The listing as a screen in another language shows it: each comment
    /// with `phrases` (English, translation) replaced (longest first, so a
    /// phrase inside a longer one does not split it), the code and the
    /// lines as they are. No phrases (English): the text itself.
    pub fn text_in(&self, phrases: &[(&str, &str)]) -> Cow<'static, str> {
        if phrases.is_empty() {
            return Cow::Borrowed(self.text);
        }
        let mut longest_first: Vec<&(&str, &str)> = phrases.iter().collect();
        longest_first.sort_by_key(|(from, _)| std::cmp::Reverse(from.len()));
        let mut out = String::with_capacity(self.text.len() * 2);
        for line in self.lines() {
            let (code, comment) = self.language.split_comment(line);
            out.push_str(code);
            if let Some(comment) = comment {
                let mut comment = comment.to_string();
                for (from, to) in &longest_first {
                    comment = comment.replace(from, to);
                }
                out.push_str(&comment);
            }
            out.push('\n');
        }
        Cow::Owned(out)
    }

    /// The lines (0-based) an event of `kind` stands for; `None` is step 0.
    /// Comment lines are never marked: they are what a mistake left out.
    pub fn marked(&self, kind: Option<EventKind>) -> Vec<usize> {
        let comment = self.language.comment();
        let Some(&(_, pieces)) = self.language.marks().iter().find(|(k, _)| *k == kind) else {
            return Vec::new();
        };
        self.lines()
            .enumerate()
            .filter(|(_, line)| !line.trim_start().starts_with(comment))
            .filter(|(_, line)| pieces.iter().any(|p| line.contains(p)))
            .map(|(i, _)| i)
            .collect()
    }

    /// The lines (0-based) that are the mistake itself: the ones a mistake
    /// listing labels `MISTAKE`, commented out or not.
    pub fn mistake_lines(&self) -> Vec<usize> {
        self.lines()
            .enumerate()
            .filter(|(_, line)| line.contains("MISTAKE"))
            .map(|(i, _)| i)
            .collect()
    }
}

/// Every kind of event, and step 0: what a listing must mark.
pub const MARKED_KINDS: [Option<EventKind>; 8] = [
    None,
    Some(EventKind::Enter),
    Some(EventKind::Place),
    Some(EventKind::Reject),
    Some(EventKind::Undo),
    Some(EventKind::DeadEnd),
    Some(EventKind::Solved),
    Some(EventKind::Exhausted),
];

#[cfg(test)]
mod tests;
