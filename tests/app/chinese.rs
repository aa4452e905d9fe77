//! The Chinese interface (`--lang zh`): every screen drawn in Chinese at
//! 80x24 and 120x40, snapshotted, and checked for what a translation can
//! break that the compiler cannot see:
//!
//! - an English word left on a Chinese screen (a string that skipped the
//!   catalogue), outside the code listing and the key names;
//! - double-width text that moves a border: every box-drawing character of
//!   the grid and the panels stands where it stands in English;
//! - text run off the right edge at 80x24.

use std::collections::BTreeSet;

use ratatui::buffer::Buffer;
use sudoku_dfs::app::recovery::Recovered;
use sudoku_dfs::app::{Action, App, Theme};
use sudoku_dfs::engine::{Mistake, Strategy};
use sudoku_dfs::i18n::Lang;
use sudoku_dfs::listing::{Language, Listing};

use super::screens::{draw, example, press, row, update_running_effects};

/// How to reach a screen from the LeetCode example in the editor.
struct Screen {
    name: &'static str,
    /// Keys, as `press` reads them; `\n` is Enter, `\t` Tab, `↓` Down.
    keys: &'static str,
    /// After the keys: run the solve screen's work to its end and answer
    /// the effects (heatmap counts) as the loop would.
    settle: bool,
    /// A popup sized to its text: its border may sit elsewhere in Chinese.
    popup: bool,
}

const fn screen(name: &'static str, keys: &'static str, settle: bool, popup: bool) -> Screen {
    Screen {
        name,
        keys,
        settle,
        popup,
    }
}

/// Every screen of the app, by the keys that reach it.
const SCREENS: &[Screen] = &[
    screen("editor", "", false, false),
    screen("editor_conflict", "ll5", false, false),
    screen("editor_help", "?", false, true),
    screen(
        "editor_help_scrolled",
        "?↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓",
        false,
        true,
    ),
    screen("picker", "o", false, true),
    screen("save_prompt", "w", false, true),
    screen("open_prompt", "e", false, true),
    screen("quit_question", "ll5q", false, true),
    screen("solve_step_0", "\n", true, false),
    screen("solve_reject", "\ng8\n", true, false),
    screen("panel_stack", "\ng42\n", true, false),
    screen("panel_path", "\ng42\n\t", true, false),
    screen("panel_tables", "\ng42\n\t\t", true, false),
    screen("panel_code", "\ng42\n\t\t\t", true, false),
    screen("panel_log", "\ng42\n\t\t\t\t", true, false),
    screen("panel_legend", "\ng42\n\t\t\t\t\t", true, false),
    screen("solve_end", "\nf", true, false),
    screen("solve_help", "\n?", true, true),
    screen("go_to_prompt", "\ng", true, true),
    screen("heatmap", "\nfH", true, false),
    screen("heatmap_dead_ends", "\nfHHH", true, false),
    screen("tree", "\nft", true, false),
    screen("race", "\nr", true, false),
    screen("forget_restore_end", "\nvf", true, false),
    screen("forget_flag_end", "\nvvf", true, false),
    screen("restart_column_end", "\nvvvf", true, false),
    screen("quiz_question", "\nx", true, false),
    screen("quiz_answered", "\nx5", true, false),
    screen("most_constrained_end", "\nmf", true, false),
    screen("solve_dead_end", "\ng40\n", true, false),
    screen("variant_started", "\nv", true, false),
    screen("quiz_review", "\nx5x", true, false),
];

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// The screen `screen` in `lang` at `width`x`height`.
fn reach(screen: &Screen, lang: Lang, width: u16, height: u16) -> Buffer {
    let mut app = example(Theme::COLOR).in_language(lang);
    app.update(Action::Resize { width, height });
    for key in screen.keys.chars() {
        let mut typed = [0u8; 4];
        let key = key.encode_utf8(&mut typed);
        if screen.settle && key == "H" {
            update_running_effects(&mut app, Action::CycleHeatmap);
        } else {
            press(&mut app, key);
        }
        if screen.settle {
            settle(&mut app);
        }
    }
    draw(&app, width, height).backend().buffer().clone()
}

/// Runs the solve screen's pending work (a run to the end, a race) to its
/// end, as the loop's ticks would.
fn settle(app: &mut App) {
    for _ in 0..100_000 {
        let busy = app.solve().is_some_and(|s| s.is_busy()) || app.next_frame().is_some();
        if !busy {
            return;
        }
        app.update(Action::Tick(std::time::Instant::now()));
    }
}

fn text(buffer: &Buffer) -> String {
    (0..buffer.area.height)
        .map(|y| visible_row(buffer, y))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A row as the terminal shows it: a double-width character covers the
/// cell after it, so that cell (a blank in the buffer) is not printed.
fn visible_row(buffer: &Buffer, y: u16) -> String {
    let mut line = String::new();
    let mut covered = false;
    for x in 0..buffer.area.width {
        let symbol = buffer[(x, y)].symbol();
        if !covered {
            line.push_str(symbol);
        }
        covered = !covered && sudoku_dfs::i18n::columns(symbol) == 2;
    }
    line
}

/// Words of three or more ASCII letters that may stand on a Chinese
/// screen: key names, language and program names, and every word of the
/// code listings (the code is code, in any interface language).
fn allowed_words() -> BTreeSet<String> {
    let mut words: BTreeSet<String> = [
        "Space",
        "Enter",
        "Esc",
        "Tab",
        "Backspace",
        "Delete",
        "Home",
        "End",
        "PageUp",
        "PageDown",
        "Ctrl",
        "LeetCode",
        "sudoku",
        "dfs",
        "DFS",
        "Java",
        "Python",
        "Rust",
        "NO_COLOR",
        "Platinum",
        "Blonde",
        "Golden",
        "Nugget",
        "Easter",
        "Monster",
        "Arto",
        "Inkala",
        "Escargot",
        "Red",
        "Dwarf",
        "txt",
        "XDG",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    for language in Language::ALL {
        for (strategy, mistake) in [
            (Strategy::RowMajor, None),
            (Strategy::MostConstrained, None),
            (Strategy::RowMajor, Some(Mistake::ForgetRestore)),
            (Strategy::RowMajor, Some(Mistake::ForgetFlag)),
            (Strategy::RowMajor, Some(Mistake::RestartColumn)),
        ] {
            words.extend(ascii_words(Listing::of(language, strategy, mistake).text));
        }
    }
    words
}

/// The words of a screen outside [`allowed_words`].
fn untranslated(buffer: &Buffer) -> Vec<String> {
    let allowed = allowed_words();
    ascii_words(&text(buffer))
        .into_iter()
        .filter(|word| !allowed.contains(word))
        .collect()
}

fn ascii_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic() && c != '_')
        .filter(|word| word.chars().filter(char::is_ascii_alphabetic).count() >= 3)
        .map(String::from)
        .collect()
}

/// The positions of every box-drawing character (U+2500..U+257F).
fn borders(buffer: &Buffer) -> BTreeSet<(u16, u16, String)> {
    let area = buffer.area;
    let mut found = BTreeSet::new();
    for y in 0..area.height {
        for x in 0..area.width {
            let symbol = buffer[(x, y)].symbol();
            if symbol
                .chars()
                .next()
                .is_some_and(|c| ('\u{2500}'..='\u{257f}').contains(&c))
            {
                found.insert((x, y, symbol.to_string()));
            }
        }
    }
    found
}

#[test]
fn every_screen_in_chinese_at_80x24_and_120x40() {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_snapshot_path("snapshots/chinese");
    settings.bind(|| {
        for screen in SCREENS {
            for (width, height) in SIZES {
                let buffer = reach(screen, Lang::Zh, width, height);
                let name = format!("{}_{width}x{height}", screen.name);
                insta::assert_snapshot!(name, text(&buffer));
            }
        }
    });
}

#[test]
fn no_english_word_is_left_on_a_chinese_screen() {
    let allowed = allowed_words();
    let mut left = Vec::new();
    for screen in SCREENS {
        for (width, height) in SIZES {
            let buffer = reach(screen, Lang::Zh, width, height);
            for word in ascii_words(&text(&buffer)) {
                // A popup cuts the code beside it mid-word (`cktrack`).
                let cut_code = screen.popup && allowed.iter().any(|a| a.contains(&word));
                if !allowed.contains(&word) && !cut_code {
                    left.push(format!("{} at {width}x{height}: {word}", screen.name));
                }
            }
        }
    }
    left.dedup();
    assert!(left.is_empty(), "untranslated:\n{}", left.join("\n"));
}

#[test]
fn chinese_text_moves_no_border() {
    for screen in SCREENS.iter().filter(|s| !s.popup) {
        for (width, height) in SIZES {
            let english = borders(&reach(screen, Lang::En, width, height));
            let chinese = borders(&reach(screen, Lang::Zh, width, height));
            let moved: Vec<_> = english.symmetric_difference(&chinese).take(8).collect();
            assert!(
                moved.is_empty(),
                "{} at {width}x{height}: borders differ at {moved:?}",
                screen.name
            );
        }
    }
}

#[test]
fn nothing_runs_off_a_chinese_80x24_screen() {
    // Popups (the help) may fill a row to the edge by design.
    for screen in SCREENS.iter().filter(|s| !s.popup) {
        let buffer = reach(screen, Lang::Zh, 80, 24);
        for y in 0..24 {
            let line = row(&buffer, y);
            assert!(
                line.ends_with(' ')
                    || line.ends_with('│')
                    || line.ends_with('┐')
                    || line.ends_with('┘'),
                "{}, row {y}: {line:?}",
                screen.name
            );
        }
    }
}

/// The recovery offer at start, in Chinese.
#[test]
fn the_recovery_offer_in_chinese() {
    let mut app = example(Theme::COLOR).in_language(Lang::Zh);
    app.update(Action::OfferRecovery(Recovered {
        grid: app.editor.grid.clone(),
        title: "LeetCode 37".to_string(),
        path: None,
    }));
    let buffer = draw(&app, 80, 24).backend().buffer().clone();
    let words = untranslated(&buffer);
    assert!(words.is_empty(), "untranslated: {words:?}");
    insta::assert_snapshot!(text(&buffer));
}

/// Below 80x24 only a note is drawn: in Chinese, whole, inside 60x20.
#[test]
fn the_too_small_note_in_chinese() {
    let mut app = example(Theme::COLOR).in_language(Lang::Zh);
    app.update(Action::Resize {
        width: 60,
        height: 20,
    });
    let buffer = draw(&app, 60, 20).backend().buffer().clone();
    let words = untranslated(&buffer);
    assert!(words.is_empty(), "untranslated: {words:?}");
    insta::assert_snapshot!(text(&buffer));
}
