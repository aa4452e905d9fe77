//! Every symbol and word the screens use, with its one meaning: the single
//! table behind the solve screen's legend panel, the glossary in the help
//! (`?`) and the README's glossary (a test keeps the README in step).
//!
//! This is the English table; each language's catalogue names its own
//! (`text.panels.glossary`), the Chinese one in `i18n/zh/panels.rs`, and
//! its group names (`text.panels.place`).

/// Where a term shows, which decides its group in the legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Grid,
    Stack,
    Path,
    Tables,
    /// The code panel's margin.
    Code,
    Editor,
    /// A word of the status line and the sentences.
    Word,
    /// A term of the lesson that no screen writes but a learner meets in
    /// the course the app goes with (the Chinese glossary's 回溯, 剪枝,
    /// 递归, how `r1c3` reads); only in the help's glossary.
    Lesson,
}

/// One row of the glossary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub place: Place,
    /// As the screen writes it.
    pub term: &'static str,
    /// A word or two, for the legend panel when it is short of room.
    pub short: &'static str,
    pub meaning: &'static str,
}

pub const fn term(
    place: Place,
    term: &'static str,
    short: &'static str,
    meaning: &'static str,
) -> Term {
    Term {
        place,
        term,
        short,
        meaning,
    }
}

use Place::{Code, Editor, Grid, Path, Stack, Tables, Word};

/// The glossary, in the order the legend shows it.
#[rustfmt::skip]
pub const GLOSSARY: &[Term] = &[
    term(Grid, "[·]", "filling", "the cell the search is filling, before a digit fits"),
    term(Grid, "[5]", "placed", "the digit just placed in that cell"),
    term(Grid, "(2)", "rejected", "the digit tried here and rejected"),
    term(Grid, ">2<", "holds it", "the cell holding that digit: the reason for the reject"),
    term(Grid, "<9>", "taken back", "the digit just taken back (a backtrack); also in the stack"),
    term(Grid, "[x]", "dead end", "a dead end: every digit has been tried here"),
    term(Grid, "·", "empty", "an empty cell (in the tables: a digit not used)"),
    term(Stack, "2?", "trying", "the digit being tried at the top level, not placed"),
    term(Stack, "1-8", "tried", "the digits tried at this level before this one"),
    term(Stack, "–", "none", "nothing tried at this level before this digit"),
    term(Stack, "→", "trying", "the cell being tried: it holds no digit yet, so it has no level number (also in the path)"),
    term(Path, "r", "row", "this digit was rejected here: the row table holds it"),
    term(Path, "c", "column", "this digit was rejected here: the column table holds it"),
    term(Path, "b", "box", "this digit was rejected here: the box table holds it"),
    term(Path, "×", "failed", "this digit was placed here and failed deeper"),
    term(Path, "5", "on grid", "the digit on the grid at this level: the path goes on through it"),
    term(Path, "·", "untried", "this digit is not tried yet at this level"),
    term(Path, "N left", "to try", "how many digits this level has not tried yet"),
    term(Tables, "5*", "holds it", "this table holds the digit tried: why it is rejected"),
    term(Tables, "5+", "marked", "set by this placement"),
    term(Tables, "·-", "unmarked", "cleared by this backtrack"),
    term(Tables, "reversed", "read by the check", "the entries the check of the digit read"),
    term(Tables, "9?", "stale", "stale (bug lab, forget-restore): the table claims the digit, no cell of its unit holds it"),
    term(Code, "▶", "this event", "a line the current event stands for"),
    term(Code, "✗", "the mistake", "the bug lab's mistake: a line the variant leaves out (struck through) or gets wrong"),
    term(Editor, "5!", "repeats", "this digit repeats in a row, column or box"),
    term(Editor, "[5]", "cursor", "the cursor (the editor's, not the search's)"),
    term(Editor, "[5!", "cursor, repeats", "the cursor on a digit that repeats"),
    term(Word, "step", "one event", "one event of the search; step 0 is before the first"),
    term(Word, "depth", "digits placed", "digits the search has placed; stack and path levels count from 1 at the bottom, so the top placed level's number is the depth"),
    term(Word, "placement", "written", "a digit no table holds is marked and written"),
    term(Word, "reject", "refused", "a table already holds the digit: try the next"),
    term(Word, "backtrack", "undo", "an undo: the deeper search failed, so the digit is unmarked and cleared (the counter counts these)"),
    term(Word, "dead end", "all done", "all nine digits are done at a cell: return to the level above, which backtracks next"),
    term(Word, "failed deeper", "no completion", "the digit fitted, but no grid completed below it"),
];

/// The glossary as the README writes it: one Markdown table row a term.
pub fn markdown_row(term: &Term) -> String {
    markdown_row_in(term, crate::i18n::Lang::En.text())
}

/// A row of a glossary table with the group named in `text`'s language.
pub fn markdown_row_in(term: &Term, text: &crate::i18n::Text) -> String {
    format!(
        "| {} | `{}` | {} |",
        (text.panels.place)(term.place),
        term.term,
        term.meaning
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn each_term_has_one_meaning_where_it_shows() {
        for lang in Lang::ALL {
            let glossary = lang.text().panels.glossary;
            for (i, a) in glossary.iter().enumerate() {
                for b in &glossary[i + 1..] {
                    assert!(
                        !(a.place == b.place && a.term == b.term),
                        "{} twice in {:?}",
                        a.term,
                        a.place
                    );
                }
            }
        }
    }

    /// The issue's list: every symbol and word the solve screen uses.
    #[test]
    fn the_screens_symbols_are_all_explained() {
        for wanted in [
            ">2<",
            "(2)",
            "<9>",
            "[x]",
            "2?",
            "1-8",
            "5+",
            "·-",
            "5*",
            "5!",
            "depth",
            "placement",
            "reject",
            "backtrack",
            "dead end",
            "→",
            "r",
            "c",
            "b",
            "×",
            "N left",
            "9?",
            "▶",
            "✗",
        ] {
            assert!(GLOSSARY.iter().any(|t| t.term == wanted), "{wanted}");
        }
    }

    /// The Chinese glossary explains every symbol the English one does
    /// (the symbols are the same on a Chinese screen), and the terms a
    /// Chinese learner meets in the course: 回溯, 剪枝, 递归, 深度优先搜索,
    /// 行/列/宫 and how `r1c3` reads.
    #[test]
    fn the_chinese_glossary_explains_the_symbols_and_the_lessons_terms() {
        let chinese = Lang::Zh.text().panels.glossary;
        // A symbol has at most one letter (`[x]`, `r`); `N left` is words.
        let symbol = |t: &Term| t.term.chars().filter(char::is_ascii_alphabetic).count() < 2;
        // The path's reject marks r, c, b are 行, 列, 宫 on a Chinese screen.
        let written = |term: &'static str| match term {
            "r" => "行",
            "c" => "列",
            "b" => "宫",
            other => other,
        };
        for english in GLOSSARY
            .iter()
            .filter(|t| t.place != Place::Word && symbol(t))
        {
            let term = match english.place {
                Place::Path => written(english.term),
                _ => english.term,
            };
            assert!(
                chinese
                    .iter()
                    .any(|t| t.place == english.place && t.term == term),
                "{} ({:?}) is not in the Chinese glossary",
                english.term,
                english.place
            );
        }
        for wanted in ["回溯", "剪枝", "递归", "深度优先搜索", "行/列/宫", "r1c3"] {
            assert!(
                chinese
                    .iter()
                    .any(|t| t.place == Place::Lesson && t.term == wanted),
                "{wanted}"
            );
        }
        // Every word of the Chinese glossary is Chinese, but for the
        // symbols and names the screens show as they are.
        for t in chinese {
            let english: Vec<&str> = t
                .meaning
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() >= 3 && !["DFS", "dfs"].contains(w))
                .collect();
            assert!(english.is_empty(), "{}: {english:?}", t.term);
        }
    }

    /// The README's Chinese glossary is the catalogue's, row for row.
    #[test]
    fn the_readme_chinese_glossary_is_the_catalogues() {
        let readme = include_str!("../../README.md");
        let start = readme
            .find("| 位置 | 术语 | 含义 |")
            .expect("a Chinese glossary table");
        let table: Vec<&str> = readme[start..]
            .lines()
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .collect();
        let text = Lang::Zh.text();
        let rows: Vec<String> = text
            .panels
            .glossary
            .iter()
            .map(|t| markdown_row_in(t, text))
            .collect();
        assert_eq!(table, rows, "README.md's Chinese glossary differs");
    }
}
