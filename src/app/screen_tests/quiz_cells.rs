//! The quiz's cell questions (issue 29): under singles propagation "which
//! cell is forced next?", under forward checking "where does the wipeout
//! come?", answered with the cursor keys and Enter through the key table's
//! layers; snapshots of a question and its verdict on the solve screen in
//! English and Chinese at 80x24 and 120x40.

use ratatui::buffer::Buffer;

use super::chinese::{text, untranslated};
use super::screens::{draw, example};
use crate::app::keys::{self, Context};
use crate::app::screen_tests::screens::view_builds_only;
use crate::app::{Action, App, Theme};
use crate::engine::{Event, Strategy};
use crate::grid::Cell;
use crate::i18n::Lang;
use crate::quiz::{Answer, Question, QuestionKind};

/// Presses keys as the terminal loop does: a cell question's keys, then a
/// lesson's, then the screen's.
fn press(app: &mut App, keys: &str) {
    view_builds_only().press(app, keys);
}

/// The LeetCode example's solve screen with `strategy` (the strategy key
/// `m` pressed as often as needed) at step `step`, the quiz on.
fn quiz_on(strategy: Strategy, step: u64, lang: Lang) -> App {
    let mut app = example(Theme::PLAIN).in_language(lang);
    let switches = "m".repeat(strategy.index());
    press(&mut app, &format!("<Enter>{switches}g{step}<Enter>x"));
    app
}

fn open_question(app: &App) -> Question {
    let solve = app.solve().unwrap();
    solve.cell_question().cloned().expect("a cell question")
}

/// Keys that move the quiz's cursor from `from` to `to` (h j k l).
fn walk(from: Cell, to: Cell) -> String {
    let (dr, dc) = (
        to.row() as i32 - from.row() as i32,
        to.col() as i32 - from.col() as i32,
    );
    let vertical = if dr > 0 { "j" } else { "k" }.repeat(dr.unsigned_abs() as usize);
    let across = if dc > 0 { "l" } else { "h" }.repeat(dc.unsigned_abs() as usize);
    vertical + &across
}

#[test]
fn the_forced_cell_is_answered_with_the_cursor_and_enter() {
    let mut app = quiz_on(Strategy::Singles, 0, Lang::En);
    assert!(app.quiz_cell_layer());
    assert_eq!(keys::layers(&app), [Context::QuizCell, Context::Solve]);
    let q = open_question(&app);
    assert!(matches!(q.kind, QuestionKind::Forced { .. }), "{q:?}");
    // The cursor starts at r1c1; arrows and h j k l move it, and move
    // nothing else (→ would step the search).
    let start = app.solve().unwrap().quiz_cursor();
    assert_eq!(start, Cell::at(0, 0));
    press(&mut app, "<Right><Down>hk");
    assert_eq!(app.solve().unwrap().quiz_cursor(), start);
    assert_eq!(app.solve().unwrap().step(), 0);
    // A digit does not answer a cell question.
    press(&mut app, "5d");
    assert_eq!(app.solve().unwrap().quiz.as_ref().unwrap().asked(), 0);
    // Enter on the truth: right, and the search places the forced move.
    press(&mut app, &walk(start, q.cell));
    press(&mut app, "<Enter>");
    let solve = app.solve().unwrap();
    let quiz = solve.quiz.as_ref().unwrap();
    assert_eq!((quiz.right(), quiz.asked()), (1, 1));
    assert!(matches!(solve.search.last_event(), Some(Event::Force { cell, .. }) if cell == q.cell));
    assert!(
        !app.quiz_cell_layer(),
        "the verdict is shown, no question open"
    );
    // → brings the next question: the next forced move, asked at the
    // step the verdict was given at (not stepped past).
    press(&mut app, "<Right>");
    let next = open_question(&app);
    assert_ne!(next.cell, q.cell);
    assert_eq!((next.step, app.solve().unwrap().step()), (1, 1));
    // Answered, then Space: playing stops at once at the question that
    // stands at the verdict's step, not past it.
    let here = app.solve().unwrap().quiz_cursor();
    press(&mut app, &format!("{}<Enter>", walk(here, next.cell)));
    let settled = app.solve().unwrap().step();
    assert_eq!(settled, 2);
    press(&mut app, " ");
    let now = std::time::Instant::now();
    for tick in 1..10 {
        view_builds_only().act(
            &mut app,
            Action::Tick(now + std::time::Duration::from_millis(300 * tick)),
        );
    }
    let next = open_question(&app);
    assert_eq!((next.step, app.solve().unwrap().step()), (settled, settled));
    assert!(!app.solve().unwrap().playing);
    // A wrong cell: counted, kept for review, named on x.
    let wrong = Cell::all()
        .find(|&c| c != next.cell && app.solve().unwrap().search.state().digit(c) == 0)
        .unwrap();
    let here = app.solve().unwrap().quiz_cursor();
    press(&mut app, &format!("{}<Enter>x", walk(here, wrong)));
    let message = app
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert_eq!(
        message,
        format!(
            "quiz 2/3 · quiz off · wrong: forced: said {wrong}, was {}",
            next.cell
        )
    );
}

#[test]
fn the_wipeout_is_answered_where_it_comes() {
    // Forward checking on the LeetCode example: step 11 is a wipeout.
    let mut app = quiz_on(Strategy::ForwardChecking, 10, Lang::En);
    let q = open_question(&app);
    let QuestionKind::Wipeout {
        by: Some((by, digit)),
        ..
    } = q.kind
    else {
        panic!("{q:?}")
    };
    let start = app.solve().unwrap().quiz_cursor();
    press(&mut app, &format!("{}<Enter>", walk(start, q.cell)));
    let solve = app.solve().unwrap();
    assert_eq!(
        solve.search.last_event(),
        Some(Event::Wipeout {
            cell: q.cell,
            by: Some(by)
        })
    );
    let verdict = solve
        .quiz
        .as_ref()
        .unwrap()
        .verdict_at(solve.step())
        .unwrap();
    assert!(verdict.right);
    assert_eq!(verdict.answer, Answer::Cell(q.cell));
    let said = crate::i18n::words::quiz_reason(verdict, app.text());
    assert_eq!(
        said,
        format!(
            "yes: {} has no candidate left after {digit} at {by}",
            q.cell
        )
    );
}

/// The footer says the cell question's keys first, and the help lists
/// them first, in both languages.
#[test]
fn the_footer_and_the_help_name_the_cell_keys_first() {
    for (lang, cell, answer) in [(Lang::En, "cell", "answer"), (Lang::Zh, "选格", "作答")] {
        let mut app = quiz_on(Strategy::Singles, 0, lang);
        view_builds_only().act(
            &mut app,
            Action::Resize {
                width: 80,
                height: 24,
            },
        );
        let entries = keys::app_footer_bindings(&app, &lang.text().keys);
        assert_eq!(entries[0].0, "←↓↑→");
        assert_eq!(entries[0].1, cell);
        assert_eq!((entries[1].0.as_str(), entries[1].1), ("Enter", answer));
        // The screen's step keeps the keys the question leaves it.
        assert!(entries.iter().any(|e| e.0 == "pn"), "{entries:?}");
        press(&mut app, "?");
        let lines = crate::app::ui::help::lines(&app, 80);
        let first: String = lines[0].spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(first.trim(), Context::QuizCell.heading(&lang.text().keys));
    }
}

const SCREENS: &[(&str, Strategy, u64, &str)] = &[
    ("quiz_forced_question", Strategy::Singles, 0, "jjjll"),
    ("quiz_forced_verdict", Strategy::Singles, 0, "jjjll<Enter>"),
    (
        "quiz_wipeout_question",
        Strategy::ForwardChecking,
        10,
        "jjjjjlllll",
    ),
    (
        "quiz_wipeout_verdict",
        Strategy::ForwardChecking,
        10,
        "jjjjjlllll<Enter>",
    ),
];

fn reach(strategy: Strategy, step: u64, keys: &str, lang: Lang, width: u16, height: u16) -> Buffer {
    let mut app = quiz_on(strategy, step, lang);
    view_builds_only().act(&mut app, Action::Resize { width, height });
    press(&mut app, keys);
    draw(&app, width, height).backend().buffer().clone()
}

#[test]
fn the_cell_questions_on_the_solve_screen() {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_snapshot_path("snapshots/quiz_cells");
    settings.bind(|| {
        for &(name, strategy, step, keys) in SCREENS {
            for (width, height) in [(80, 24), (120, 40)] {
                for (lang, tag) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
                    let buffer = reach(strategy, step, keys, lang, width, height);
                    if lang == Lang::Zh {
                        let left = untranslated(&buffer);
                        assert!(left.is_empty(), "{name} {width}x{height}: {left:?}");
                    }
                    insta::assert_snapshot!(
                        format!("{name}_{tag}_{width}x{height}"),
                        text(&buffer)
                    );
                }
            }
        }
    });
}
