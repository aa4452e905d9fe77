//! Every symbol and word the screens use, with its one meaning: the table
//! behind the solve screen's legend panel, the glossary in the help (`?`)
//! and the glossaries of docs/solve-screen.md (tests keep them in step).
//!
//! Each language's catalogue holds its own table (`text.panels.glossary`):
//! the English one in `i18n/en/panels.rs` (also [`GLOSSARY`], docs/solve-screen.md's),
//! the Chinese one in `i18n/zh/panels.rs`, with its group names
//! (`text.panels.place`). The types live with the catalogue, so library
//! code can name them without the app.

pub use crate::i18n::panels::{Place, Term};

#[cfg(test)]
/// The English glossary, in the order the legend shows it.
pub const GLOSSARY: &[Term] = crate::i18n::Lang::En.text().panels.glossary;

#[cfg(test)]
/// The glossary as docs/solve-screen.md writes it: one Markdown table row a term.
pub fn markdown_row(term: &Term) -> String {
    markdown_row_in(term, crate::i18n::Lang::En.text())
}

#[cfg(test)]
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
            "'5'",
            "9-6",
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

    /// The docs' Chinese glossary is the catalogue's, row for row.
    #[test]
    fn the_docs_chinese_glossary_is_the_catalogues() {
        let readme = include_str!("../../docs/solve-screen.md");
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
        assert_eq!(
            table, rows,
            "docs/solve-screen.md's Chinese glossary differs"
        );
    }
}
