//! The watch screen as a whole: no English word left on it in Chinese, at
//! 80x24 and 120x40, at its start, middle and end, in every side panel
//! and with the notes open; and its footer offering only keys that act.

use std::collections::BTreeSet;

use super::{Case, cases, puzzle};
use crate::app::screen_tests::screens::{draw, example, press, row};
use crate::app::watch::from_run;
use crate::app::{Action, App, Mode, Theme};
use crate::i18n::Lang;
use crate::learner::run::Limits;

fn watching(case: &Case, lang: Lang, width: u16, height: u16) -> App {
    let mut app = example(Theme::COLOR).in_language(lang);
    let (watched, watch) = from_run(
        &puzzle(),
        &case.file,
        case.run.clone(),
        &Limits::default(),
        app.text(),
    )
    .unwrap();
    app.show_watch(watched, watch);
    crate::app::driver::Headless::every_effect().act(&mut app, Action::Resize { width, height });
    app
}

fn ascii_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic() && c != '_')
        .filter(|w| w.chars().filter(char::is_ascii_alphabetic).count() >= 3)
        .map(String::from)
        .collect()
}

/// Words that may stand on a Chinese screen: the learner's own file (the
/// code panel shows it as written), its name, and key and program names.
fn allowed(case: &Case) -> BTreeSet<String> {
    let source = std::fs::read_to_string(&case.file).unwrap();
    let mut words: BTreeSet<String> = ascii_words(&source).into_iter().collect();
    words.extend(ascii_words(
        &case.file.file_name().unwrap().to_string_lossy(),
    ));
    for word in [
        "sudoku", "dfs", "DFS", "LeetCode", "Python", "Tab", "Esc", "Space", "Home", "End",
        "Enter", "Ctrl", "PageUp", "PageDown",
    ] {
        words.insert(word.to_string());
    }
    words
}

/// A row as the terminal shows it: a double-width character covers the
/// cell after it.
fn visible_row(buffer: &ratatui::buffer::Buffer, y: u16) -> String {
    let mut line = String::new();
    let mut covered = false;
    for x in 0..buffer.area.width {
        let symbol = buffer[(x, y)].symbol();
        if !covered {
            line.push_str(symbol);
        }
        covered = !covered && crate::i18n::columns(symbol) == 2;
    }
    line
}

#[test]
fn no_english_word_is_left_on_a_chinese_watch() {
    let case = cases::findings()
        .into_iter()
        .find(|c| c.name == "never_clears.py")
        .expect("python3 runs the fixture");
    let allowed = allowed(&case);
    let mut left = BTreeSet::new();
    for (width, height) in [(80, 24), (120, 40)] {
        let start = watching(&case, Lang::Zh, width, height);
        let mut end = start.clone();
        press(&mut end, "f");
        let last = end.solve().unwrap().search.step_number();
        let mut middle = start.clone();
        press(&mut middle, &format!("g{}<Enter>", last / 2));
        for (at, app) in [("start", &start), ("middle", &middle), ("end", &end)] {
            for keys in [
                "",
                "<Tab>",
                "<Tab><Tab>",
                "<Tab><Tab><Tab>",
                "<Tab><Tab><Tab><Tab>",
                "o",
                "D",
                "m",
            ] {
                let mut shown = app.clone();
                press(&mut shown, keys);
                let terminal = draw(&shown, width, height);
                let buffer = terminal.backend().buffer();
                let text: Vec<String> = (0..height).map(|y| row(buffer, y)).collect();
                for word in ascii_words(&text.join("\n")) {
                    if !allowed.contains(&word) {
                        left.insert(format!("{at} {keys:?} {width}x{height}: {word}"));
                    }
                }
            }
        }
    }
    let left: Vec<String> = left.into_iter().collect();
    assert!(left.is_empty(), "untranslated:\n{}", left.join("\n"));
}

/// The footer offered `m strategy`, `v variant` and `r race` on a watch,
/// where each is refused (the search is the learner's own); and `r`
/// opened the engine's race over it.
#[test]
fn a_watch_offers_no_key_that_would_replace_its_search() {
    let case = cases::hand_made(&puzzle()).remove(0);
    for lang in [Lang::En, Lang::Zh] {
        for (width, height) in [(80, 24), (120, 40)] {
            let app = watching(&case, lang, width, height);
            let terminal = draw(&app, width, height);
            let buffer = terminal.backend().buffer();
            let footer = format!(
                "{}\n{}",
                visible_row(buffer, height - 2),
                visible_row(buffer, height - 1)
            );
            let words = &lang.text().keys;
            for (key, word) in [
                ("m", words.word_strategy),
                ("v", words.word_variant),
                ("r", words.word_race),
            ] {
                assert!(!footer.contains(&format!("{key} {word}")), "{footer}");
            }
            assert!(footer.contains(words.word_tree), "{footer}");
        }
    }
    let mut app = watching(&case, Lang::En, 120, 40);
    press(&mut app, "r");
    let Mode::Solve(solve) = &app.mode else {
        unreachable!()
    };
    assert!(
        solve.shape.race.is_none(),
        "no race over the learner's search"
    );
    let said = &app.message.as_ref().unwrap().text;
    assert!(said.contains("race"), "{said}");
}
