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

use crate::app::WindowAsk;
use crate::app::driver::{self, Headless};
use crate::app::recovery::Recovered;
use crate::app::ui::side::PANELS;
use crate::app::{Action, App, Theme};
use crate::i18n::Lang;
use crate::listing::{CodeLanguage, Listing};

use ratatui::buffer::Buffer;

use super::screens::{draw, example, press, row};
use crate::app::key_string::key_events;
use crate::test_fixtures::LEETCODE;

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
    // 9 at r2c2: a repeat in row 2 (r2c5), and in column 2 and box 1 (r3c2).
    screen("editor_repeats_named", "jl9", false, false),
    screen("editor_help", "?", false, true),
    screen(
        "editor_help_scrolled",
        concat!(
            "?",
            "<Down><Down><Down><Down><Down><Down><Down><Down><Down><Down>",
            "<Down><Down><Down><Down><Down><Down><Down><Down><Down><Down>",
            "<Down><Down><Down><Down><Down><Down><Down><Down><Down><Down>"
        ),
        false,
        true,
    ),
    screen("picker", "o", false, true),
    screen("save_prompt", "w", false, true),
    screen("open_prompt", "e", false, true),
    screen("quit_question", "ll5q", false, true),
    screen("solve_step_0", "<Enter>", true, false),
    screen("solve_reject", "<Enter>g8<Enter>", true, false),
    screen("panel_stack", "<Enter>g42<Enter>", true, false),
    screen("panel_path", "<Enter>g42<Enter><Tab>", true, false),
    screen("panel_tables", "<Enter>g42<Enter><Tab><Tab>", true, false),
    screen(
        "panel_code",
        "<Enter>g42<Enter><Tab><Tab><Tab>",
        true,
        false,
    ),
    screen(
        "panel_log",
        "<Enter>g42<Enter><Tab><Tab><Tab><Tab>",
        true,
        false,
    ),
    screen(
        "panel_legend",
        "<Enter>g42<Enter><Tab><Tab><Tab><Tab><Tab>",
        true,
        false,
    ),
    screen("solve_end", "<Enter>f", true, false),
    screen("solve_help", "<Enter>?", true, true),
    screen("go_to_prompt", "<Enter>g", true, true),
    screen("heatmap", "<Enter>fH", true, false),
    screen("heatmap_dead_ends", "<Enter>fHHH", true, false),
    screen("tree", "<Enter>ft", true, false),
    screen("race", "<Enter>rf", true, false),
    screen("forget_restore_end", "<Enter>vf", true, false),
    // Step 42: the tables show a stale entry (`5?`) and say what `?` is.
    screen(
        "forget_restore_stale",
        "<Enter>vg42<Enter><Tab><Tab>",
        true,
        false,
    ),
    screen("forget_flag_end", "<Enter>vvf", true, false),
    screen("restart_column_end", "<Enter>vvvf", true, false),
    screen("forget_candidates_end", "<Enter>vvvvf", true, false),
    // Step 28: a false wipeout, and the cells that lost candidates.
    screen(
        "forget_candidates_wipeout",
        "<Enter>vvvvg28<Enter>",
        true,
        false,
    ),
    screen("quiz_question", "<Enter>x", true, false),
    screen("quiz_answered", "<Enter>x5", true, false),
    screen("most_constrained_end", "<Enter>mf", true, false),
    screen("solve_dead_end", "<Enter>g40<Enter>", true, false),
    screen("variant_started", "<Enter>v", true, false),
    screen("quiz_review", "<Enter>x5x", true, false),
];

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// The screen `screen` in `lang` at `width`x`height`.
fn reach(screen: &Screen, lang: Lang, width: u16, height: u16) -> Buffer {
    let mut app = example(Theme::COLOR).in_language(lang);
    Headless::holding(driver::holds_diagnosis).act(&mut app, Action::Resize { width, height });
    if screen.settle {
        drive(&mut app, screen.keys);
    } else {
        press(&mut app, screen.keys);
    }
    draw(&app, width, height).backend().buffer().clone()
}

/// Presses `keys` on the solve screen as the loop would: each key's work
/// run to its end, the heatmap's count answered (the diagnosis is not:
/// these screens are drawn before it answers).
pub(super) fn drive(app: &mut App, keys: &str) {
    let mut driver = Headless::holding(driver::holds_diagnosis);
    for event in key_events(keys) {
        driver.key(app, event);
        settle(&mut driver, app);
    }
}

/// Runs the solve screen's pending work (a run to the end, a race) to its
/// end, as the loop's frames would; a screen that animates on is left
/// after as many frames.
fn settle(driver: &mut Headless, app: &mut App) {
    for _ in 0..100_000 {
        let busy = app.solve().is_some_and(|s| s.is_busy()) || app.next_frame().is_some();
        if !busy {
            return;
        }
        driver.tick(app, std::time::Instant::now());
    }
}

pub(super) fn text(buffer: &Buffer) -> String {
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
        covered = !covered && crate::i18n::columns(symbol) == 2;
    }
    line
}

/// Words of three or more ASCII letters that may stand on a Chinese
/// screen: key names, language and program names, and every word of the
/// code listings' code (the code is code, in any interface language).
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
        // The quiz's cursor keys, as a cell question names them.
        "hjkl",
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
    // The code of the listings, not their comments: those are teaching
    // text, shown in Chinese.
    for listing in Listing::all() {
        for line in listing.lines() {
            words.extend(ascii_words(listing.language.split_comment(line).0));
        }
    }
    words
}

/// The words of a screen outside [`allowed_words`].
pub(super) fn untranslated(buffer: &Buffer) -> Vec<String> {
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

/// The solve screen's modes, by the keys that choose them after Enter.
const MODES: [(&str, &str); 6] = [
    ("row-major", ""),
    ("most-constrained", "m"),
    ("forget-restore", "v"),
    ("forget-flag", "vv"),
    ("restart-column", "vvv"),
    ("forget-candidates", "vvvv"),
];

/// Everything the solve screen can show at a step, by the keys that show
/// it: each side panel in the first slot (Tab), the code listing in each
/// language (`L`), and the views (tree, heatmap, race, quiz).
fn views() -> Vec<String> {
    let panels = &Lang::En.text().panels;
    let code = PANELS
        .iter()
        .position(|p| (p.name)(panels) == panels.name_code)
        .unwrap();
    let mut views: Vec<String> = (0..PANELS.len()).map(|tabs| "<Tab>".repeat(tabs)).collect();
    for language in 1..CodeLanguage::ALL.len() {
        views.push(format!("{}{}", "<Tab>".repeat(code), "L".repeat(language)));
    }
    for keys in [
        "t",
        "t<Down><Down>",
        "H",
        "HH",
        "HHH",
        "r",
        "x",
        "x5",
        "x5x",
    ] {
        views.push(keys.to_string());
    }
    views
}

/// Every panel and view of every mode, at its start, its middle and its
/// end, at both sizes: not one English word outside the code. (The bug
/// lab's marks show there: forget-restore's stale entries in the middle,
/// forget-flag's erased grid and restart-column's skipped cells at the end.)
#[test]
fn no_english_word_in_any_mode_panel_or_step() {
    let allowed = allowed_words();
    let views = views();
    let mut left = BTreeSet::new();
    for (mode, mode_keys) in MODES {
        for (width, height) in SIZES {
            let mut start = example(Theme::COLOR).in_language(Lang::Zh);
            Headless::holding(driver::holds_diagnosis)
                .act(&mut start, Action::Resize { width, height });
            drive(&mut start, &format!("<Enter>{mode_keys}"));
            let mut end = start.clone();
            drive(&mut end, "f");
            let last = end.solve().unwrap().search.step_number();
            // forget-candidates ends soonest, at step 48.
            assert!(last > 40, "{mode} ends at step {last}");
            let mut middle = start.clone();
            drive(&mut middle, &format!("g{}<Enter>", last / 2));
            for (at, app) in [("start", &start), ("middle", &middle), ("end", &end)] {
                for keys in &views {
                    let mut shown = app.clone();
                    drive(&mut shown, keys);
                    let buffer = draw(&shown, width, height).backend().buffer().clone();
                    for word in ascii_words(&text(&buffer)) {
                        if !allowed.contains(&word) {
                            left.insert(format!("{mode} {at} {keys:?} {width}x{height}: {word}"));
                        }
                    }
                }
            }
        }
    }
    let left: Vec<String> = left.into_iter().collect();
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
    let grid = app.editor.grid.clone();
    Headless::holding(driver::holds_diagnosis).act(
        &mut app,
        Action::OfferRecovery(Recovered {
            grid,
            title: "LeetCode 37".to_string(),
            path: None,
        }),
    );
    let buffer = draw(&app, 80, 24).backend().buffer().clone();
    let words = untranslated(&buffer);
    assert!(words.is_empty(), "untranslated: {words:?}");
    insta::assert_snapshot!(text(&buffer));
}

/// Issue 30: the recovery offer said "LeetCode 37 example" in Chinese: a
/// shipped puzzle's name, kept in the file in the language that wrote it,
/// is said in the app's.
#[test]
fn the_recovery_offer_names_a_shipped_puzzle_in_chinese() {
    let mut app = example(Theme::COLOR).in_language(Lang::Zh);
    let grid = app.editor.grid.clone();
    Headless::holding(driver::holds_diagnosis).act(
        &mut app,
        Action::OfferRecovery(Recovered {
            grid,
            title: "LeetCode 37 example".to_string(),
            path: None,
        }),
    );
    let shown = text(draw(&app, 80, 24).backend().buffer());
    assert!(shown.contains("LeetCode 37 例题"), "{shown}");
    assert!(!shown.contains("example"), "{shown}");
}

/// Below 80x24 only a note is drawn: in Chinese, whole, inside 60x20.
#[test]
fn the_too_small_note_in_chinese() {
    let mut app = example(Theme::COLOR).in_language(Lang::Zh);
    Headless::holding(driver::holds_diagnosis).act(
        &mut app,
        Action::Resize {
            width: 60,
            height: 20,
        },
    );
    let buffer = draw(&app, 60, 20).backend().buffer().clone();
    let words = untranslated(&buffer);
    assert!(words.is_empty(), "untranslated: {words:?}");
    insta::assert_snapshot!(text(&buffer));
}

/// A Chinese comment takes two columns a character: the code panel
/// measures lines by columns, so a line too wide for the panel moves its
/// comment (set off by two spaces) under the code whole, instead of
/// leaving a bare `//` or `#` at the end of a row (`if (dfs(board))         //`,
/// then `递归到下一层`); and no row runs past the panel.
#[test]
fn chinese_code_comments_fit_the_code_panel() {
    use crate::app::ui::code::fitted;
    let zh = Lang::Zh.text();
    for listing in Listing::all() {
        let title = listing.title();
        let shown = listing.text_in(zh.panels.code_comments);
        let comment = listing.language.comment();
        let trailing = format!("  {comment}");
        for width in 45..=60 {
            for (row, _) in fitted(&shown, &[], width, comment) {
                let columns = crate::i18n::columns(&row);
                assert!(columns + 2 <= width, "{title} at {width}: {row:?}");
            }
            for line in shown.lines().filter(|l| l.contains(&trailing)) {
                for (row, _) in fitted(line, &[], width, comment) {
                    assert!(!row.ends_with(comment), "{title} at {width}: {row:?}");
                }
            }
        }
    }
}

/// forget-restore's stale mark, under the tables, says what `?` means in
/// the screen's language, whole even in the narrowest tables slot.
#[test]
fn the_stale_mark_is_worded_in_each_language_and_whole() {
    use crate::app::ui::cell_tables::render_search;
    use crate::engine::{Engine, Mistake};
    let grid = crate::grid::parse_grid(LEETCODE).unwrap();
    let mut engine = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
    engine.run(42);
    for lang in Lang::ALL {
        let text = lang.text();
        for width in [33, 36, 50] {
            let mut terminal =
                ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, 10)).unwrap();
            terminal
                .draw(|frame| render_search(frame, frame.area(), &engine, Theme::COLOR, text))
                .unwrap();
            let buffer = terminal.backend().buffer();
            let shown: String = (0..buffer.area.height)
                .map(|y| visible_row(buffer, y).trim_end().to_string())
                .collect::<Vec<_>>()
                .join(" ");
            let said: String = text.solve.stale_mark.split_whitespace().collect();
            let seen: String = shown.split_whitespace().collect();
            assert!(seen.contains(&said), "{lang:?} at {width}: {shown}");
        }
    }
}

/// More repeats than the status has rows for, in Chinese: 120x40 names
/// them all; 80x24 counts the rest with their units and says how to see
/// them.
#[test]
fn more_repeats_than_rows_in_chinese() {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_snapshot_path("snapshots/chinese");
    settings.bind(|| {
        for (width, height) in SIZES {
            let mut app = example(Theme::COLOR).in_language(Lang::Zh);
            Headless::holding(driver::holds_diagnosis).act(
                &mut app,
                WindowAsk::Paste(super::screens::ROWS_1_AND_3_THE_SAME.to_string()),
            );
            Headless::holding(driver::holds_diagnosis)
                .act(&mut app, Action::Resize { width, height });
            let buffer = draw(&app, width, height).backend().buffer().clone();
            let screen = text(&buffer);
            assert!(
                screen.contains("冲突：r1c1 的 1 在第 1 列和第 1 宫（r3c1）已经有了"),
                "{screen}"
            );
            let all_named = screen.contains("r1c9 和 r3c9 的 9 在第 9 列和第 3 宫重复");
            let counted = screen.contains("终端再大一些就能全部显示");
            assert_eq!(
                (all_named, counted),
                (width == 120, width == 80),
                "{screen}"
            );
            assert!(untranslated(&buffer).is_empty(), "{screen}");
            insta::assert_snapshot!(format!("editor_repeats_counted_{width}x{height}"), screen);
        }
    });
}
