//! The interface's words, in one catalogue per language: English (`en/`)
//! and Simplified Chinese (`zh/`). Nothing else in the app spells a word a
//! learner reads; it asks the catalogue of the app's [`Lang`].
//!
//! A catalogue is a plain Rust value of [`Text`], split by area (the words
//! every area shares, the key table, the screen's frame, files, the solve
//! screen, the side panels, the search-shape views, the findings on a learner's search). Each area is a struct
//! whose fields are the entries: a `&'static str` for fixed words, a
//! function for a sentence with values in it, so each language orders the
//! values as its grammar wants (`placed 3 at r1c3` / `在 r1c3 放入 3`).
//!
//! Why not a key-value file: the compiler checks what a lookup table only
//! checks when the sentence is drawn. An entry that exists in one language
//! and not the other does not build (`missing field` / `no field`), a
//! sentence given the wrong values does not build, and code cannot ask for
//! an entry that does not exist. The tests in `src/app/screen_tests/chinese.rs` catch
//! what the compiler cannot: English words left on a Chinese screen, and
//! double-width text that shifts a border.
//!
//! The layers: this crate sits on the core (crates/core) and below the
//! app. It names core types (cells, units, strategies, parse errors) and
//! its own plain data (a file error, what a file holds, one heading per
//! help section, one word per diagnosis), never an app type: it does not
//! depend on the app's crate, so the compiler keeps the rule. The core
//! names no catalogue; it returns values that [`words`] says in a
//! language. It may use: the core, std and unicode-width.

// The core's modules under their own names, so that a sentence's code
// reads `crate::engine::Strategy` as the core's own modules do.
use sudoku_dfs_core::{
    engine, format, generate, grid, learner, puzzles, quiz, search_shape, source, text_file,
};
#[cfg(test)]
use sudoku_dfs_core::{listing, test_fixtures};

pub mod chrome;
pub mod classroom;
pub mod common;
pub mod files;
pub mod findings;
pub mod keys;
pub mod lesson;
pub mod lesson_edit;
pub mod panels;
pub mod race;
pub mod solve;
pub mod views;
pub mod watch;
pub mod words;

mod en;
mod zh;

/// The columns `text` takes on a terminal: a Chinese character takes two.
/// `str::len` and `format!("{:<8}")` count bytes and characters, which
/// is right only for ASCII; every width that lines text up uses this.
pub fn columns(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

/// `text` in at most `width` columns, by display width: its start and its
/// end, with `…` between.
pub fn shorten_middle(text: &str, width: usize) -> String {
    use unicode_width::UnicodeWidthChar;
    if columns(text) <= width {
        return text.to_string();
    }
    let room = width.saturating_sub(1);
    let (mut head, mut tail) = (String::new(), Vec::new());
    let (mut head_cols, mut tail_cols) = (0, 0);
    let chars: Vec<char> = text.chars().collect();
    let (mut front, mut back) = (0, chars.len());
    // Alternately from each end, the end first (a file name is there).
    while front < back {
        let take_back = tail_cols <= head_cols;
        let c = if take_back {
            chars[back - 1]
        } else {
            chars[front]
        };
        let w = c.width().unwrap_or(0);
        if head_cols + tail_cols + w > room {
            break;
        }
        if take_back {
            tail.push(c);
            tail_cols += w;
            back -= 1;
        } else {
            head.push(c);
            head_cols += w;
            front += 1;
        }
    }
    head.push('…');
    head.extend(tail.iter().rev());
    head
}

/// `text` followed by spaces up to `width` columns (unchanged when it is
/// already as wide): the `{:<width}` of double-width text.
pub fn pad_to(text: &str, width: usize) -> String {
    let mut padded = text.to_string();
    padded.extend(std::iter::repeat_n(
        ' ',
        width.saturating_sub(columns(text)),
    ));
    padded
}

/// The language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// `en` / `zh`: the name `--lang` takes.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language `--lang` names: `en` or `zh`, any case.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(code))
    }

    /// The language a locale names (`zh_CN.UTF-8`, `zh_TW`, `en_US.UTF-8`,
    /// `C`): Chinese for any `zh`, English for anything else.
    pub fn of_locale(locale: &str) -> Lang {
        if locale
            .get(..2)
            .is_some_and(|p| p.eq_ignore_ascii_case("zh"))
        {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// The language the environment asks for, read the way POSIX programs
    /// read their message language: the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set and not empty decides, so `LC_ALL=C` wins
    /// over `LANG=zh_CN.UTF-8`. `var` looks a variable up (`std::env::var`
    /// in the binary, a table in tests).
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .map_or(Lang::En, |locale| Lang::of_locale(&locale))
    }

    /// Every word of the interface in this language.
    pub const fn text(self) -> &'static Text {
        match self {
            Lang::En => &en::TEXT,
            Lang::Zh => &zh::TEXT,
        }
    }
}

/// One language's catalogue, by area.
#[derive(Debug)]
pub struct Text {
    /// Words every area uses: units, strategies, variants, levels.
    pub common: common::Common,
    /// The key table: what each key does, on the help screen and the footer.
    pub keys: keys::Keys,
    /// The frame of every screen: header, status, footer, help, picker,
    /// prompts, questions, messages of the editor.
    pub chrome: chrome::Chrome,
    /// Opening, saving and recovering files, and their errors.
    pub files: files::Files,
    /// The solve screen: narration, status, the bug lab, the quiz.
    pub solve: solve::Solve,
    /// The side panels: stack, path, tables, code, log, legend, glossary.
    pub panels: panels::Panels,
    /// The heatmap, the search tree and the race.
    pub views: views::Views,
    /// A learner's own search: its result, findings and first difference.
    pub findings: findings::Findings,
    /// A learner's own search on the solve screen (`watch`).
    pub watch: watch::Watch,
    /// Recordings, the high-contrast theme, slow playback and pausing.
    pub classroom: classroom::Classroom,
    /// Lessons: titles, captions, the lesson screen, the lesson file.
    pub lesson: lesson::Lessons,
    /// A teacher writing and fixing a lesson: the stops list's editing.
    pub lesson_edit: lesson_edit::LessonEdit,
    /// The race of two to four: its table, summary and choosing who races.
    pub race: race::RaceWords,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_string())
        }
    }

    #[test]
    fn the_first_set_locale_variable_decides() {
        assert_eq!(Lang::from_environment(env(&[])), Lang::En);
        assert_eq!(
            Lang::from_environment(env(&[("LANG", "zh_CN.UTF-8")])),
            Lang::Zh
        );
        assert_eq!(
            Lang::from_environment(env(&[("LC_MESSAGES", "zh_TW")])),
            Lang::Zh
        );
        assert_eq!(
            Lang::from_environment(env(&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_environment(env(&[("LC_ALL", ""), ("LANG", "zh_CN.UTF-8")])),
            Lang::Zh
        );
        assert_eq!(
            Lang::from_environment(env(&[("LC_ALL", "zh_CN.UTF-8"), ("LANG", "en_US.UTF-8")])),
            Lang::Zh
        );
        assert_eq!(
            Lang::from_environment(env(&[("LANG", "en_GB.UTF-8")])),
            Lang::En
        );
    }

    #[test]
    fn chinese_characters_take_two_columns() {
        assert_eq!(columns("row 1"), 5);
        assert_eq!(columns("第 1 行"), 7);
        assert_eq!(pad_to("行", 4), "行  ");
        assert_eq!(pad_to("row", 2), "row");
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("ZH"), Some(Lang::Zh));
        assert_eq!(Lang::from_code("fr"), None);
    }
}
