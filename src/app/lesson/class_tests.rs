//! Issue 30: a class follows the lessons without a slip — each test is a
//! sentence or a key that was false or a dead end in front of a class.

use crate::app::LessonAsk;
use crate::app::driver::Headless;
use crate::app::{Action, App, Effect, Overlay, Theme, lab};
use crate::grid::Cell;
use crate::i18n::Lang;
use crate::lesson::{BuiltIn, Caption, file};
use crate::search::Search;

fn run(app: &mut App, effects: Vec<Effect>) {
    Headless::every_effect().run(app, effects);
}

fn press(app: &mut App, keys: &str) {
    Headless::every_effect().press(app, keys);
}

/// The app as `sudoku-dfs lesson N` opens it: the lesson opened, then the
/// effects it left for the loop's first round.
fn launched(built_in: BuiltIn) -> App {
    let mut app = App::with_example(Theme::PLAIN);
    let first = app.open_lesson(built_in.lesson());
    run(&mut app, first);
    app
}

/// Lesson 5 stop 3 and lesson 7 stop 2 said "the correct search is not
/// known for this puzzle": the end of a mistake's lesson names the correct
/// search's steps, as the bug lab does outside a lesson.
#[test]
fn a_mistakes_lesson_ends_beside_the_correct_searchs_steps() {
    for (built_in, stops) in [(BuiltIn::ForgetRestore, 2), (BuiltIn::RestartColumn, 1)] {
        let mut app = launched(built_in);
        for _ in 0..stops {
            // As the loop reads →, the correct search's end still on its
            // thread: the lesson's end names its steps without it.
            Headless::holding(|effect| matches!(effect, Effect::FindCorrectEnd { .. }))
                .act(&mut app, LessonAsk::NextStop);
        }
        let solve = app.solve().expect("the solve screen");
        assert!(solve.search.is_finished(), "{built_in:?} at its end");
        for lang in Lang::ALL {
            let said = lab::end_sentence(&*solve.search, solve.correct_end, lang.text()).unwrap();
            assert!(said.contains("50,175"), "{built_in:?}: {said}");
        }
    }
}

/// The recovered grid of an earlier session was offered over `sudoku-dfs
/// lesson N` and took the class's first keys.
#[test]
fn no_recovered_grid_is_offered_over_a_lesson() {
    let mut app = launched(BuiltIn::PlaceAndReject);
    let recovered = crate::app::recovery::Recovered {
        grid: crate::puzzles::example().grid.clone(),
        title: "LeetCode 37 example".to_string(),
        path: None,
    };
    Headless::every_effect().act(&mut app, Action::OfferRecovery(recovered));
    assert_eq!(app.overlay, Overlay::None);
    press(&mut app, "<Right>");
    assert_eq!(
        app.lesson.as_ref().unwrap().at,
        Some(1),
        "→ is the lesson's"
    );
}

/// Lesson 1 stop 3 says "Clear r1c3 (0)" with the cursor on r1c1, a
/// given: `0` cleared the given 5 and the puzzle had no solution. The
/// cursor is on the cell the caption names.
#[test]
fn lesson_1_puts_the_cursor_where_its_caption_acts() {
    let mut app = launched(BuiltIn::TablesAndConflicts);
    press(&mut app, "<Right><Right>");
    let run = app.lesson.as_ref().unwrap();
    let Some(Caption::Refused(conflict)) = run.current().map(|s| s.caption.clone()) else {
        panic!("stop 3 is the refusal: {:?}", run.current())
    };
    assert_eq!(app.editor.cursor, conflict.second);
    assert_eq!(conflict.second, Cell::at(0, 2));
    press(&mut app, "0<Enter>");
    assert_eq!(app.editor.grid.get(Cell::at(0, 0)), 5, "the given stays");
    assert_eq!(app.editor.grid.get(Cell::at(0, 2)), 0);
    assert!(app.solve().is_some(), "Enter solves now: {:?}", app.message);
}

/// The quiz's next question came only after a key nothing named: after a
/// verdict the line names it (`l` in a lesson, where → is the next stop),
/// and that key brings the next question.
#[test]
fn after_a_verdict_the_quiz_names_the_key_to_the_next_question() {
    let mut app = launched(BuiltIn::PlaceAndReject);
    let solve = app.solve().unwrap();
    assert!(solve.quiz.is_some(), "stop 1 asks");
    let asked = crate::quiz::Question::at(&*solve.search).unwrap();
    press(&mut app, "1");
    let said = |app: &App, lang: Lang| {
        let solve = app.solve().unwrap();
        lab::quiz_line(
            solve.quiz.as_ref().unwrap(),
            solve.step(),
            solve.quiz_cursor(),
            true,
            lang.text(),
        )
    };
    assert!(
        said(&app, Lang::En).ends_with(" · l brings the next question"),
        "{}",
        said(&app, Lang::En)
    );
    assert!(said(&app, Lang::Zh).ends_with(" · 按 l 出下一题"));
    press(&mut app, "l");
    let next = crate::quiz::Question::at(&*app.solve().unwrap().search).expect("a question");
    assert!(next.step > asked.step, "{next:?} after {asked:?}");
    assert!(said(&app, Lang::En).contains(&next.cell.to_string()));
}

/// The lessons list said "(forget-restore)", "(forget-flag)" and
/// "(restart-column)" in Chinese; lesson 7 was "A correct scan" while it
/// shows the wrong one "solving" with 42 cells empty.
#[test]
fn the_lessons_titles_are_true_and_chinese_in_chinese() {
    for built_in in BuiltIn::ALL {
        let zh = (Lang::Zh.text().lesson.title)(built_in);
        assert!(!zh.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
    }
    let en = (Lang::En.text().lesson.title)(BuiltIn::RestartColumn);
    assert!(en.contains("wrong scan") && !en.contains("correct"), "{en}");
}

/// The README's lesson for a student's own solution ran nothing: the
/// shipped lesson file has a `watch` stop naming a solution that is there,
/// on a puzzle and at a step its search reaches.
#[test]
fn the_shipped_watch_lesson_names_a_solution_that_is_there() {
    let root = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{root}/assets/lessons/watch-a-solution.lesson"))
        .expect("the shipped lesson");
    let lesson = file::parse(&text).expect("a lesson file");
    let watch = lesson
        .stops
        .iter()
        .find_map(|s| match &s.caption {
            Caption::Watch { file: Some(f) } => Some(f.clone()),
            _ => None,
        })
        .expect("a watch stop");
    assert!(
        std::path::Path::new(root).join(&watch).is_file(),
        "{watch:?}"
    );
    let mut engine = lesson.search.engine(&lesson.puzzle).unwrap();
    engine.run_to_end();
    for stop in &lesson.stops {
        if let crate::lesson::Place::Step(n) = stop.place {
            assert!(n >= 1 && n <= engine.step_number(), "{n}");
        }
    }
}
