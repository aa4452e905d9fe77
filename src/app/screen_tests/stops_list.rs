//! A teacher's lesson on screen, at 80x24 and 120x40, in English and
//! Chinese: the stops list and the lessons list name their own keys (from
//! the key table, not the puzzle picker's), a save says so on the screen,
//! and `i` hides the caption box and brings it back.

use super::chinese::text;
use super::screens::draw;
use crate::app::WindowAsk;
use crate::app::driver::Headless;
use crate::app::{App, Overlay, Theme};
use crate::i18n::{Lang, columns};

fn press(app: &mut App, keys: &str) {
    Headless::every_effect().press(app, keys);
}

fn typed(app: &mut App, text: &str) {
    Headless::every_effect().act(app, WindowAsk::Paste(text.into()));
    press(app, "<Enter>");
}

/// The example solving at step 12, with stops at steps 3, 7 and 12.
fn three_stops(lang: Lang) -> App {
    let mut app = App::with_example(Theme::PLAIN).in_language(lang);
    app.diagnose_now();
    press(&mut app, "<Enter>");
    for (steps, words) in [
        ("lll", "The first empty cell, and its first digit."),
        ("llll", "Four steps on: the row table refuses a digit."),
        (
            "lllll",
            "A longer caption that the stops list has to cut at the width of the popup it is in.",
        ),
    ] {
        press(&mut app, steps);
        press(&mut app, "a");
        typed(&mut app, words);
    }
    app
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let shown = text(draw(app, width, height).backend().buffer());
    for line in shown.lines() {
        assert!(columns(line) <= width as usize, "{line}");
    }
    shown
}

#[test]
fn the_stops_list_names_its_own_keys_at_80x24_and_120x40() {
    for (lang, keys) in [
        (
            Lang::En,
            [
                "e caption",
                "d delete",
                "KJ move",
                "t title",
                "S save",
                "Enter go there",
            ],
        ),
        (
            Lang::Zh,
            [
                "e 改说明",
                "d 删除",
                "KJ 移动",
                "t 标题",
                "S 保存",
                "Enter 跳过去",
            ],
        ),
    ] {
        let mut app = three_stops(lang);
        press(&mut app, "A");
        assert_eq!(app.overlay, Overlay::Stops { selected: 2 });
        for (width, height) in [(80, 24), (120, 40)] {
            let shown = screen(&app, width, height);
            for key in keys {
                assert!(
                    shown.contains(key),
                    "{lang:?} {width}x{height}: {key}\n{shown}"
                );
            }
            assert!(!shown.contains("u undoes"), "{shown}");
            assert!(!shown.contains("撤销"), "{shown}");
            insta::assert_snapshot!(format!("stops_list_{lang:?}_{width}x{height}"), shown);
        }
    }
}

#[test]
fn the_lessons_list_names_its_own_keys() {
    for (lang, open) in [(Lang::En, "Enter open"), (Lang::Zh, "Enter 打开")] {
        let mut app = App::with_example(Theme::PLAIN).in_language(lang);
        app.diagnose_now();
        press(&mut app, "c");
        let shown = screen(&app, 80, 24);
        assert!(shown.contains(open), "{shown}");
        assert!(
            !shown.contains("u undoes") && !shown.contains("撤销"),
            "{shown}"
        );
        insta::assert_snapshot!(format!("lessons_list_{lang:?}_80x24"), shown);
    }
}

#[test]
fn a_lesson_save_says_so_on_screen_at_80x24_and_120x40() {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-saved-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (lang, said) in [(Lang::En, "Lesson saved"), (Lang::Zh, "课程已保存")] {
        let mut app = three_stops(lang);
        press(&mut app, "S");
        typed(
            &mut app,
            &dir.join(format!("{lang:?}.lesson")).display().to_string(),
        );
        for (width, height) in [(80, 24), (120, 40)] {
            let shown = screen(&app, width, height);
            assert!(shown.contains(said), "{lang:?} {width}x{height}\n{shown}");
        }
        // In the editor too, where the caption box sits over the status
        // lines (the first lesson's stops).
        let mut app = App::with_example(Theme::PLAIN).in_language(lang);
        app.diagnose_now();
        let _ = app.open_lesson(crate::lesson::BuiltIn::TablesAndConflicts.lesson());
        press(&mut app, "S");
        typed(
            &mut app,
            &dir.join(format!("1-{lang:?}.lesson")).display().to_string(),
        );
        assert!(app.is_editing());
        for (width, height) in [(80, 24), (120, 40)] {
            let shown = screen(&app, width, height);
            assert!(shown.contains(said), "{lang:?} {width}x{height}\n{shown}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn i_hides_the_caption_box_and_brings_it_back() {
    for lang in [Lang::En, Lang::Zh] {
        let mut app = three_stops(lang);
        let heading = match lang {
            Lang::En => "stop 3/3",
            Lang::Zh => "3/3",
        };
        for (width, height) in [(80, 24), (120, 40)] {
            assert!(screen(&app, width, height).contains(heading));
        }
        press(&mut app, "i");
        for (width, height) in [(80, 24), (120, 40)] {
            let shown = screen(&app, width, height);
            assert!(!shown.contains(heading), "{shown}");
            insta::assert_snapshot!(format!("caption_hidden_{lang:?}_{width}x{height}"), shown);
        }
        press(&mut app, "i");
        assert!(screen(&app, 80, 24).contains(heading));
    }
}
