//! Issue 30 at the sizes a class uses: 80x24 (the minimum) and 120x40,
//! in English and Chinese — no word cut, no key's result or code line
//! hidden under a lesson's caption.

use super::screens::{draw, example, run_view_builds, solving};
use crate::app::{App, Theme};
use crate::i18n::Lang;
use crate::lesson::BuiltIn;

/// The screen's rows, a wide character's second column left out.
fn screen(app: &App, width: u16, height: u16) -> Vec<String> {
    let terminal = draw(app, width, height);
    super::chinese::text(terminal.backend().buffer())
        .lines()
        .map(str::to_string)
        .collect()
}

/// Keys as the loop reads them, a lesson's layer first.
fn press(app: &mut App, keys: &str) {
    super::screens::view_builds_only().press(app, keys);
}

fn lesson(built_in: BuiltIn, lang: Lang) -> App {
    let mut app = example(Theme::PLAIN).in_language(lang);
    let first = app.open_lesson(built_in.lesson());
    run_view_builds(&mut app, first);
    app
}

/// The status line at 80x24 ended "bug lab: f" and "bug lab: restar":
/// the variant is named whole or not at all.
#[test]
fn the_status_line_cuts_no_word_at_80x24() {
    for lang in Lang::ALL {
        for presses in ["v", "vv", "vvv"] {
            let mut app = solving(Theme::PLAIN, &format!("{presses}<Tab><Tab><Tab>f"));
            app = app.in_language(lang);
            let mistake = app.solve().unwrap().search.mistake().unwrap();
            let full = (lang.text().solve.bug_lab_variant)(mistake);
            let prefix = &full[..full.find(':').or_else(|| full.find('：')).unwrap()];
            for row in screen(&app, 80, 24) {
                if row.contains(prefix) && !row.contains("·  ") {
                    assert!(row.contains(&full), "{full}: {row}");
                }
            }
        }
    }
}

/// The tree's key ended "+N" without its word at 80x24: it goes on to a
/// second line, every entry whole.
#[test]
fn the_tree_key_keeps_its_words_at_80x24() {
    for (lang, last) in [(Lang::En, "+N untried"), (Lang::Zh, "d 即深度")] {
        let mut app = solving(Theme::PLAIN, "f");
        app = app.in_language(lang);
        let mut app2 = app;
        super::screens::press(&mut app2, "t");
        let shown = screen(&app2, 80, 24).join("\n");
        assert!(shown.contains(last), "{shown}");
        for entry in lang.text().views.tree_key.split(" · ") {
            assert!(shown.contains(entry), "{entry}: {shown}");
        }
    }
}

/// Lesson 1's last stop says "Clear r1c3 (0), then press Enter": Enter
/// before that is refused, and the refusal showed under the caption box at
/// 80x24. It is said in the box; `0` clears r1c3, where the cursor is.
#[test]
fn lesson_1s_keys_show_their_result_at_80x24() {
    for lang in Lang::ALL {
        let mut app = lesson(BuiltIn::TablesAndConflicts, lang);
        press(&mut app, "<Right><Right><Enter>");
        assert!(app.is_editing());
        let refusal = app.message.as_ref().expect("Enter is refused").text.clone();
        let shown = screen(&app, 80, 24).join("\n");
        let start: String = refusal.chars().take(12).collect();
        assert!(shown.contains(&start), "{refusal}: {shown}");
        press(&mut app, "0");
        let shown = screen(&app, 80, 24);
        assert!(shown[3].contains("5  3 [·]"), "{}", shown[3]);
    }
}

/// A Chinese caption covered code lines at 120x40: the panel beside the
/// grid is laid out above the caption box, so the code's current line
/// (▶) shows at every stop of the bug-lab lessons, in both languages.
#[test]
fn no_code_line_hides_under_a_caption_at_120x40() {
    for lang in Lang::ALL {
        for built_in in [
            BuiltIn::ForgetRestore,
            BuiltIn::ForgetFlag,
            BuiltIn::RestartColumn,
        ] {
            let mut app = lesson(built_in, lang);
            press(&mut app, "<Tab><Tab><Tab>");
            let stops = app.lesson.as_ref().unwrap().lesson.stops.len();
            for stop in 0..stops {
                if stop > 0 {
                    press(&mut app, "<Right>");
                }
                let rows = screen(&app, 120, 40);
                let heading = (lang.text().lesson.stop_heading)(built_in.number(), stop + 1, stops);
                let top = rows
                    .iter()
                    .position(|r| r.contains(&heading))
                    .unwrap_or_else(|| panic!("{heading}: {}", rows.join("\n")));
                let marked = rows.iter().position(|r| r.contains('▶'));
                assert!(
                    marked.is_some_and(|m| m < top),
                    "{built_in:?} stop {}: {}",
                    stop + 1,
                    rows.join("\n")
                );
            }
        }
    }
}
