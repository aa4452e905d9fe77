//! A lesson's stops at 80x24, the minimum size, in English and Chinese:
//! the caption box beside the grid (the solve screen) or under it (the
//! editor), with the grid, the narration and the footer still in view.

use super::chinese::text;
use super::screens::draw;
use crate::app::screen_tests::screens::view_builds_only;
use crate::app::{App, Theme};
use crate::i18n::{Lang, columns};
use crate::lesson::BuiltIn;

fn on(built_in: BuiltIn, lang: Lang, stops: usize) -> App {
    let mut app = App::with_example(Theme::PLAIN).in_language(lang);
    app.diagnose_now();
    let _ = app.open_lesson(built_in.lesson());
    for _ in 0..stops {
        view_builds_only().act(&mut app, crate::app::LessonAsk::NextStop);
    }
    app
}

fn screen(app: &App) -> String {
    text(draw(app, 80, 24).backend().buffer())
}

#[test]
fn a_lesson_stop_at_80x24() {
    let app = on(BuiltIn::DeadEndAndBacktrack, Lang::En, 1);
    let shown = screen(&app);
    assert!(shown.contains("Lesson 3 · stop 2/3"), "{shown}");
    assert!(shown.contains("The first dead end"), "{shown}");
    assert!(shown.contains("→ next stop"), "{shown}");
    insta::assert_snapshot!("lesson_stop_80x24", shown);
}

#[test]
fn a_lesson_stop_in_chinese_and_in_the_editor_at_80x24() {
    let app = on(BuiltIn::DeadEndAndBacktrack, Lang::Zh, 1);
    let shown = screen(&app);
    assert!(shown.contains("第一条死路"), "{shown}");
    for line in shown.lines() {
        assert!(columns(line) <= 80, "{line}");
    }
    insta::assert_snapshot!("lesson_stop_zh_80x24", shown);
    let app = on(BuiltIn::TablesAndConflicts, Lang::En, 1);
    let shown = screen(&app);
    assert!(
        shown.contains("A conflict: r1c1 and r1c3 both hold 5"),
        "{shown}"
    );
    insta::assert_snapshot!("lesson_editor_stop_80x24", shown);
}
