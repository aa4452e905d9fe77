//! Lessons in the app, as state transitions: keys in (through the lesson's
//! layer, as the loop reads them), state out, no terminal.

use crate::app::driver::Headless;
use crate::app::keys::{Context, action_for_app_key};
use crate::app::{App, Mode, Overlay, PromptKind, Theme};
use crate::app::{SolveAsk, WindowAsk};
use crate::lesson::{BuiltIn, Caption, Place, SearchKind, Title, file};
use crate::test_fixtures::LEETCODE;
use crate::{Mistake, Strategy};

pub(super) fn press(app: &mut App, keys: &str) {
    Headless::every_effect().press(app, keys);
}

fn app_on(built_in: BuiltIn) -> App {
    let mut app = App::with_example(Theme::PLAIN);
    let _ = app.open_lesson(built_in.lesson());
    app
}

fn shown(app: &App) -> Caption {
    app.lesson
        .as_ref()
        .unwrap()
        .current()
        .unwrap()
        .caption
        .clone()
}

pub(super) fn message(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

pub(super) fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-lesson-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_first_lesson_walks_its_editor_stops_with_the_arrows() {
    let mut app = app_on(BuiltIn::TablesAndConflicts);
    assert!(app.is_editing());
    assert!(!app.conflicts().is_empty(), "the conflict typed in");
    assert_eq!(shown(&app), Caption::Tables);
    assert!(app.lesson_layer());
    let cursor = app.editor.cursor;
    press(&mut app, "<Right>");
    assert!(matches!(shown(&app), Caption::Conflict(_)));
    assert_eq!(
        app.editor.cursor, cursor,
        "→ is the lesson's, not the cursor's"
    );
    // The editor's own keys still work between stops.
    press(&mut app, "l");
    assert_ne!(app.editor.cursor, cursor);
    press(&mut app, "<Right><Right>");
    assert!(matches!(shown(&app), Caption::Refused(_)));
    assert!(message(&app).contains("last stop"), "{}", message(&app));
    press(&mut app, "<Left><Left><Left>");
    assert_eq!(shown(&app), Caption::Tables);
    assert_eq!(message(&app), "This is the first stop.");
}

#[test]
fn a_stop_on_the_solve_screen_is_its_step_and_a_question_asks_there() {
    let mut app = app_on(BuiltIn::DeadEndAndBacktrack);
    let stops = app.lesson.as_ref().unwrap().lesson.stops.clone();
    let Place::Step(asked) = stops[0].place else {
        panic!()
    };
    let solve = app.solve().expect("the solve screen");
    assert_eq!(solve.step(), asked);
    assert!(
        solve.quiz.as_ref().unwrap().open_question().is_some(),
        "the quiz asks"
    );
    // Answer with the quiz's own keys: the dead end.
    press(&mut app, "d");
    assert_eq!(app.solve().unwrap().quiz.as_ref().unwrap().right(), 1);
    press(&mut app, "<Right>");
    let Place::Step(dead_end) = stops[1].place else {
        panic!()
    };
    assert_eq!(app.solve().unwrap().step(), dead_end);
    assert!(matches!(shown(&app), Caption::DeadEnd { .. }));
    // Other keys of the solve screen between stops: a step with `l`.
    press(&mut app, "x");
    press(&mut app, "l");
    assert_eq!(app.solve().unwrap().step(), dead_end + 1);
    press(&mut app, "<Right>");
    let Place::Step(backtrack) = stops[2].place else {
        panic!()
    };
    assert_eq!(app.solve().unwrap().step(), backtrack);
    press(&mut app, "<Left>");
    assert_eq!(app.solve().unwrap().step(), dead_end);
}

#[test]
fn a_mistakes_lesson_shows_its_mistake_and_a_first_lesson_stop_leaves_the_solve_screen() {
    let mut app = app_on(BuiltIn::ForgetFlag);
    let solve = app.solve().unwrap();
    assert_eq!(solve.search.mistake(), Some(Mistake::ForgetFlag));
    assert!(matches!(shown(&app), Caption::CompleteUndo { .. }));
    // Another lesson from the list: `c`, down to the second, Enter.
    press(&mut app, "c");
    assert_eq!(app.overlay, Overlay::Lessons { selected: 5 });
    press(&mut app, "<Esc>c");
    press(&mut app, "<Up><Up><Up><Up><Enter>");
    assert_eq!(
        app.lesson.as_ref().unwrap().lesson.title,
        Title::BuiltIn(BuiltIn::PlaceAndReject)
    );
    assert_eq!(app.solve().unwrap().search.mistake(), None);
    press(&mut app, "c<Up><Enter>");
    assert!(app.is_editing());
}

#[test]
fn a_teachers_lesson_saved_from_the_app_opens_again_with_the_same_stops() {
    let dir = temp_dir("own");
    let path = dir.join("class.lesson");
    let mut app = App::with_example(Theme::PLAIN);
    press(&mut app, "<Enter>m");
    assert_eq!(app.context(), Context::Solve);
    press(&mut app, "lllll");
    press(&mut app, "a");
    assert_eq!(
        app.overlay,
        Overlay::Prompt {
            kind: PromptKind::StopCaption(Place::Step(5)),
            text: String::new()
        }
    );
    Headless::every_effect().act(
        &mut app,
        WindowAsk::Paste("Five steps in: look at the stack".into()),
    );
    press(&mut app, "<Enter>");
    assert!(message(&app).starts_with("Step 5 is stop 1 of 1."));
    press(&mut app, "lllllllll");
    press(&mut app, "a");
    press(&mut app, "<Enter>");
    assert_eq!(message(&app), "A stop needs a caption: nothing was marked.");
    press(&mut app, "a");
    Headless::every_effect().act(&mut app, WindowAsk::Paste("Fourteen".into()));
    press(&mut app, "<Enter>");
    // Back to an earlier step and a stop before the others.
    Headless::every_effect().act(&mut app, SolveAsk::ToStart);
    press(&mut app, "l");
    press(&mut app, "a");
    Headless::every_effect().act(&mut app, WindowAsk::Paste("The first cell".into()));
    press(&mut app, "<Enter>");
    let lesson = app.lesson.clone().unwrap().lesson;
    let places: Vec<Place> = lesson.stops.iter().map(|s| s.place).collect();
    assert_eq!(places, [Place::Step(1), Place::Step(5), Place::Step(14)]);
    assert_eq!(
        lesson.search,
        SearchKind::Strategy(Strategy::MostConstrained)
    );
    // The list of stops jumps between them.
    press(&mut app, "A");
    assert_eq!(app.overlay, Overlay::Stops { selected: 0 });
    press(&mut app, "<Down><Enter>");
    assert_eq!(app.solve().unwrap().step(), 5);
    press(&mut app, "<Right>");
    assert_eq!(app.solve().unwrap().step(), 14);
    // Saved, atomically, to a lesson file.
    press(&mut app, "S");
    Headless::every_effect().act(&mut app, WindowAsk::Paste(path.display().to_string()));
    press(&mut app, "<Enter>");
    assert_eq!(message(&app), format!("Lesson saved to {}", path.display()));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("stop 5 Five steps in: look at the stack\n"),
        "{text}"
    );
    // Opened again: the same puzzle, search and stops.
    let read = file::parse(&text).unwrap();
    assert_eq!(read.stops, lesson.stops);
    assert_eq!(
        (read.puzzle.clone(), read.search),
        (lesson.puzzle.clone(), lesson.search)
    );
    let mut again = App::with_example(Theme::PLAIN);
    press(&mut again, "o");
    let _ = again.open_lesson(read);
    assert_eq!(again.solve().unwrap().step(), 1);
    assert_eq!(
        again.solve().unwrap().search.strategy(),
        Strategy::MostConstrained
    );
    press(&mut again, "<Right><Right>");
    assert_eq!(again.solve().unwrap().step(), 14);
    assert_eq!(shown(&again), Caption::Own("Fourteen".into()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_lesson_is_never_saved_over_a_file_that_is_no_lesson() {
    let dir = temp_dir("over");
    let path = dir.join("puzzles.txt");
    std::fs::write(&path, format!("{LEETCODE}\n")).unwrap();
    let mut app = App::with_example(Theme::PLAIN);
    press(&mut app, "<Enter>la");
    Headless::every_effect().act(&mut app, WindowAsk::Paste("here".into()));
    press(&mut app, "<Enter>S");
    Headless::every_effect().act(&mut app, WindowAsk::Paste(path.display().to_string()));
    press(&mut app, "<Enter>");
    assert!(message(&app).contains("left as it is"), "{}", message(&app));
    assert!(std::fs::read_to_string(&path).unwrap().starts_with("53..7"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_a_lesson_the_arrows_step_the_search() {
    let mut app = App::with_example(Theme::PLAIN);
    press(&mut app, "<Enter><Right><Right>");
    assert!(app.lesson.is_none());
    assert_eq!(app.solve().unwrap().step(), 2);
    assert!(!matches!(app.mode, Mode::Edit));
}

#[test]
fn every_built_in_lesson_saved_from_the_app_reads_back_with_its_stops() {
    let dir = temp_dir("built-in");
    for built_in in BuiltIn::ALL {
        let mut app = app_on(built_in);
        let path = dir.join(format!("{}.lesson", built_in.number()));
        // `S` saves on either screen (the first lesson opens in the editor).
        press(&mut app, "S");
        Headless::every_effect().act(&mut app, WindowAsk::Paste(path.display().to_string()));
        press(&mut app, "<Enter>");
        let read = file::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let stops = |stops: &[crate::lesson::Stop]| -> Vec<(Place, String)> {
            stops
                .iter()
                .map(|s| (s.place, app.caption_words(&s.caption)))
                .collect()
        };
        let lesson = &app.lesson.as_ref().unwrap().lesson;
        assert_eq!(stops(&read.stops), stops(&lesson.stops), "{built_in:?}");
        assert_eq!(read.search, built_in.search(), "{built_in:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_watch_stop_runs_its_solver_only_when_asked_and_the_arrows_come_back() {
    let text = &format!(
        "puzzle {LEETCODE}\n\
                stop 1 The start.\n\
                watch 40 my_solver.py\n\
                stop 60 After the watch.\n"
    );
    let lesson = file::parse(text).unwrap();
    let puzzle = lesson.puzzle.clone();
    let mut app = App::with_example(Theme::PLAIN);
    let _ = app.open_lesson(lesson);
    // At a stop that names no solver, y runs nothing and says so.
    let effects = app.update(action_for_app_key(&app, &key('y')).unwrap());
    assert!(effects.is_empty(), "{effects:?}");
    assert!(
        message(&app).contains("names no solver"),
        "{}",
        message(&app)
    );
    // Opening the lesson and reaching the watch stop ran nothing either.
    press(&mut app, "<Right>");
    assert!(matches!(shown(&app), Caption::Watch { file: Some(_) }));
    assert!(app.running.is_none());
    let effects = app.update(action_for_app_key(&app, &key('y')).unwrap());
    let run = effects
        .iter()
        .find_map(|e| match e {
            crate::app::Effect::RunWatch { typed, grid, .. } => Some((typed.clone(), grid.clone())),
            _ => None,
        })
        .expect("y runs the stop's solver");
    assert_eq!(run.0, "my_solver.py");
    assert_eq!(*run.1, puzzle.givens_only());
    assert!(app.running.is_some());
}

#[test]
fn after_a_watched_solver_the_next_stop_is_on_the_lessons_own_search() {
    let text = &format!(
        "puzzle {LEETCODE}\n\
                watch 40 my_solver.py\n\
                stop 60 After the watch.\n"
    );
    let mut app = App::with_example(Theme::PLAIN);
    let _ = app.open_lesson(file::parse(text).unwrap());
    // A learner's search shown from the stop (the engine's own first 30
    // steps, as a watch answer would bring them).
    let puzzle = app.editor.grid.givens_only();
    let mut engine = crate::Engine::new(&puzzle, Strategy::RowMajor).unwrap();
    let steps: Vec<crate::learner::writes::Step> = (0..30)
        .map(|_| crate::learner::writes::Step {
            event: engine.step().unwrap(),
            inferred: false,
            line: None,
        })
        .collect();
    let watched = crate::app::watch::Watched::Learner(crate::recording::Recording::from_learner(
        &puzzle, &steps,
    ));
    let watch = crate::app::watch::Watch::default();
    app.show_watch(watched, watch);
    assert!(app.solve().unwrap().watch.is_some());
    press(&mut app, "<Right>");
    let solve = app.solve().unwrap();
    assert!(solve.watch.is_none(), "the lesson's own search again");
    assert_eq!(solve.step(), 60);
}

fn key(c: char) -> crossterm::event::KeyEvent {
    crossterm::event::KeyEvent::new(
        crossterm::event::KeyCode::Char(c),
        crossterm::event::KeyModifiers::NONE,
    )
}

#[test]
fn at_the_last_stop_an_arrow_leaves_the_watch_for_the_lessons_search() {
    let text = &format!(
        "puzzle {LEETCODE}\n\
                watch 40 my_solver.py\n"
    );
    let mut app = App::with_example(Theme::PLAIN);
    let _ = app.open_lesson(file::parse(text).unwrap());
    let puzzle = app.editor.grid.givens_only();
    for arrow in ["<Right>", "<Left>"] {
        let watched = crate::app::watch::Watched::Learner(
            crate::recording::Recording::from_learner(&puzzle, &[]),
        );
        app.show_watch(watched, crate::app::watch::Watch::default());
        press(&mut app, arrow);
        let solve = app.solve().unwrap();
        assert!(
            solve.watch.is_none(),
            "{arrow}: the lesson's own search again"
        );
        assert_eq!(solve.step(), 40);
    }
}

/// Issue 21: in the first lesson (the editor's) `W` was the editor's
/// watch key, and a lesson file left editor stops out: a teacher's stop in
/// the editor could not be saved. `M` marks the editor, `S` saves there.
#[test]
fn a_lesson_with_an_editor_stop_saved_from_the_editor_opens_again_with_the_same_stops() {
    let dir = temp_dir("editor");
    let path = dir.join("tables.lesson");
    let mut app = app_on(BuiltIn::TablesAndConflicts);
    assert!(app.is_editing());
    let before = app.lesson.as_ref().unwrap().lesson.stops.len();
    press(&mut app, "M");
    assert_eq!(
        app.overlay,
        Overlay::Prompt {
            kind: PromptKind::StopCaption(Place::Editor),
            text: String::new()
        }
    );
    Headless::every_effect().act(
        &mut app,
        WindowAsk::Paste("Now find the 5 twice in row 1".into()),
    );
    press(&mut app, "<Enter>");
    let of = before + 1;
    assert_eq!(message(&app), format!("The editor is stop {of} of {of}."));
    let lesson = app.lesson.clone().unwrap().lesson;
    assert_eq!(lesson.title, Title::BuiltIn(BuiltIn::TablesAndConflicts));
    assert_eq!(
        lesson.stops.last().unwrap().caption,
        Caption::Own("Now find the 5 twice in row 1".into())
    );
    press(&mut app, "S");
    assert_eq!(
        app.overlay,
        Overlay::Prompt {
            kind: PromptKind::SaveLesson,
            text: String::new()
        }
    );
    Headless::every_effect().act(&mut app, WindowAsk::Paste(path.display().to_string()));
    press(&mut app, "<Enter>");
    assert_eq!(message(&app), format!("Lesson saved to {}", path.display()));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("editor Now find the 5 twice in row 1\n"),
        "{text}"
    );
    // Opened again, as `sudoku-dfs lesson FILE` opens it: the same stops,
    // each in the editor, with the words they were shown in.
    let read = file::parse(&text).unwrap();
    let worded = |stops: &[crate::lesson::Stop]| -> Vec<(Place, String)> {
        stops
            .iter()
            .map(|s| (s.place, app.caption_words(&s.caption)))
            .collect()
    };
    assert_eq!(worded(&read.stops), worded(&lesson.stops));
    assert!(read.stops.iter().all(|s| s.place == Place::Editor));
    let mut again = App::with_example(Theme::PLAIN);
    let _ = again.open_lesson(read);
    assert!(again.is_editing());
    assert_eq!(again.editor.grid.givens_only(), lesson.puzzle.givens_only());
    press(&mut again, &"<Right>".repeat(before));
    assert!(again.is_editing());
    assert_eq!(
        shown(&again),
        Caption::Own("Now find the 5 twice in row 1".into())
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A stop marked in the editor with no lesson open starts a teacher's
/// lesson on the grid, the search Enter would start named.
#[test]
fn m_in_the_editor_starts_a_teachers_lesson() {
    let mut app = App::with_example(Theme::PLAIN);
    press(&mut app, "M");
    Headless::every_effect().act(&mut app, WindowAsk::Paste("Look at the tables".into()));
    press(&mut app, "<Enter>");
    let lesson = &app.lesson.as_ref().unwrap().lesson;
    assert_eq!(lesson.stops.len(), 1);
    assert_eq!(lesson.stops[0].place, Place::Editor);
    assert_eq!(lesson.search, SearchKind::Strategy(Strategy::RowMajor));
    assert_eq!(message(&app), "The editor is stop 1 of 1.");
}

/// While a cell question of the quiz is open in a lesson, the arrows move
/// the quiz's cursor and PageDown/PageUp (a clicker's keys) still go
/// between the stops.
#[test]
fn under_a_cell_question_the_arrows_move_the_cursor_and_page_keys_go_between_stops() {
    let mut app = app_on(BuiltIn::SmartPruning);
    let stops = app.lesson.as_ref().unwrap().lesson.stops.len();
    // The first stop whose step the quiz asks a cell question about.
    let mut at = 0;
    loop {
        if app.solve().is_some_and(|s| s.quiz.is_none()) {
            press(&mut app, "x");
        }
        if app.quiz_cell_layer() {
            break;
        }
        at += 1;
        assert!(at < stops, "some stop of the lesson asks for a cell");
        press(&mut app, "<PgDn>");
    }
    assert_eq!(
        crate::app::keys::layers(&app),
        [Context::QuizCell, Context::Lesson, Context::Solve]
    );
    let step = app.solve().unwrap().step();
    let cursor = app.solve().unwrap().quiz_cursor();
    press(&mut app, "<Right>");
    assert_eq!(
        app.solve().unwrap().step(),
        step,
        "→ moved the cursor, not the lesson"
    );
    assert_ne!(app.solve().unwrap().quiz_cursor(), cursor);
    let stop = app.lesson.as_ref().unwrap().at;
    press(&mut app, "<PgDn>");
    assert_ne!(
        app.lesson.as_ref().unwrap().at,
        stop,
        "PageDown went to the next stop"
    );
    press(&mut app, "<PgUp>");
    assert_eq!(app.lesson.as_ref().unwrap().at, stop, "PageUp came back");
}
