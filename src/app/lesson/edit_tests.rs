//! A teacher writes and fixes a lesson in the app: the stops list's keys
//! (a new caption, delete, move, the title, save), the question before
//! replacing another lesson, the comments of the opened lesson kept, the
//! caption hidden and shown, and the arrows' change said when it happens.

use super::tests::{message, press, temp_dir};
use crate::app::driver::Headless;
use crate::app::{App, Overlay, PromptKind, Theme};
use crate::app::{LessonAsk, WindowAsk};
use crate::lesson::{Caption, Place, Title, file};

/// The example solving, with stops at steps 10, 20, 30 and 40 captioned
/// "one" to "four".
fn four_stops() -> App {
    let mut app = App::with_example(Theme::PLAIN);
    press(&mut app, "<Enter>");
    for (step, words) in [(10, "one"), (20, "two"), (30, "three"), (40, "four")] {
        press(&mut app, "g");
        retype(&mut app, &step.to_string());
        assert_eq!(app.solve().unwrap().step(), step);
        press(&mut app, "a");
        Headless::every_effect().act(&mut app, WindowAsk::Paste(words.into()));
        press(&mut app, "<Enter>");
    }
    app
}

fn stops(app: &App) -> Vec<(Place, Caption)> {
    let run = app.lesson.as_ref().unwrap();
    run.lesson
        .stops
        .iter()
        .map(|s| (s.place, s.caption.clone()))
        .collect()
}

fn own(words: &str) -> Caption {
    Caption::Own(words.into())
}

/// Type `text` over what the prompt holds, and Enter.
fn retype(app: &mut App, text: &str) {
    if let Overlay::Prompt { text: held, .. } = &mut app.overlay {
        held.clear();
    }
    Headless::every_effect().act(app, WindowAsk::Paste(text.into()));
    press(app, "<Enter>");
}

#[test]
fn the_stops_list_recaptions_deletes_moves_titles_and_saves() {
    let dir = temp_dir("edit");
    let path = dir.join("class.lesson");
    let mut app = four_stops();
    press(&mut app, "A");
    assert_eq!(app.overlay, Overlay::Stops { selected: 3 });
    // A new caption for the second stop, starting from its words.
    press(&mut app, "<Up><Up>e");
    assert_eq!(
        app.overlay,
        Overlay::Prompt {
            kind: PromptKind::Recaption(1),
            text: "two".into()
        }
    );
    retype(&mut app, "two, said again");
    assert_eq!(app.overlay, Overlay::Stops { selected: 1 });
    assert_eq!(message(&app), "Stop 2 has its new caption.");
    // The third deleted.
    press(&mut app, "<Down>d");
    assert_eq!(message(&app), "Stop 3 deleted: 3 stops left.");
    assert_eq!(app.overlay, Overlay::Stops { selected: 2 });
    // The last moved first.
    press(&mut app, "KK");
    assert_eq!(app.overlay, Overlay::Stops { selected: 0 });
    assert_eq!(message(&app), "The stop is now stop 1 of 3.");
    let want = [
        (Place::Step(40), own("four")),
        (Place::Step(10), own("one")),
        (Place::Step(20), own("two, said again")),
    ];
    assert_eq!(stops(&app), want);
    // A title, then saved from the list.
    press(&mut app, "t");
    retype(&mut app, "Backtracking   in class");
    assert_eq!(
        app.lesson.as_ref().unwrap().lesson.title,
        Title::Own("Backtracking in class".into())
    );
    press(&mut app, "S");
    Headless::every_effect().act(&mut app, WindowAsk::Paste(path.display().to_string()));
    press(&mut app, "<Enter>");
    assert_eq!(message(&app), format!("Lesson saved to {}", path.display()));
    let read = file::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(read.title, Title::Own("Backtracking in class".into()));
    let read: Vec<(Place, Caption)> = read
        .stops
        .into_iter()
        .map(|s| (s.place, s.caption))
        .collect();
    assert_eq!(read, want);
    // → follows the lesson's order: from the first (step 40) to step 10.
    press(&mut app, "<Esc>");
    Headless::every_effect().act(&mut app, LessonAsk::ListChoose);
    press(&mut app, "A<Enter><Right>");
    assert_eq!(app.solve().unwrap().step(), 10);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn another_lesson_is_replaced_only_after_the_question() {
    let dir = temp_dir("replace");
    let path = dir.join("theirs.lesson");
    let theirs = format!("puzzle {}\nstop 3 theirs\n", crate::test_fixtures::LEETCODE);
    std::fs::write(&path, &theirs).unwrap();
    let mut app = four_stops();
    press(&mut app, "S");
    Headless::every_effect().act(&mut app, WindowAsk::Paste(path.display().to_string()));
    press(&mut app, "<Enter>");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), theirs);
    assert!(
        message(&app).contains("holds another lesson"),
        "{}",
        message(&app)
    );
    assert_eq!(
        app.overlay,
        Overlay::Prompt {
            kind: PromptKind::ReplaceLesson,
            text: path.display().to_string()
        }
    );
    // Esc keeps it; asked again, Enter replaces it.
    press(&mut app, "<Esc>S");
    Headless::every_effect().act(&mut app, WindowAsk::Paste(path.display().to_string()));
    press(&mut app, "<Enter><Enter>");
    assert_eq!(message(&app), format!("Lesson saved to {}", path.display()));
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("stop 40 four")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saving_over_the_opened_lesson_keeps_its_comments() {
    let dir = temp_dir("comments");
    let path = dir.join("class.lesson");
    let text = format!(
        "# Monday, room 4\npuzzle {}\n# say this slowly\nstop 3 three\n",
        crate::test_fixtures::LEETCODE
    );
    std::fs::write(&path, &text).unwrap();
    let mut app = App::with_example(Theme::PLAIN);
    let _ = app.open_lesson(file::parse(&text).unwrap());
    app.lesson_opened_from(&path);
    press(&mut app, "Ae");
    retype(&mut app, "three, again");
    press(&mut app, "S");
    Headless::every_effect().act(&mut app, WindowAsk::Paste(path.display().to_string()));
    press(&mut app, "<Enter>");
    assert_eq!(message(&app), format!("Lesson saved to {}", path.display()));
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(saved.starts_with("# Monday, room 4\npuzzle"), "{saved}");
    assert!(
        saved.contains("# say this slowly\nstop 3 three, again\n"),
        "{saved}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_first_mark_says_the_arrows_now_go_between_stops() {
    let mut app = App::with_example(Theme::PLAIN);
    press(&mut app, "<Enter><Right>");
    assert_eq!(app.solve().unwrap().step(), 1);
    press(&mut app, "a");
    Headless::every_effect().act(&mut app, WindowAsk::Paste("here".into()));
    press(&mut app, "<Enter>");
    assert_eq!(
        message(&app),
        "Step 1 is stop 1 of 1. → and ← now go from stop to stop; h and l step."
    );
    // And they do; h and l still step. Said once, at the first mark.
    press(&mut app, "llll");
    assert_eq!(app.solve().unwrap().step(), 5);
    press(&mut app, "a");
    Headless::every_effect().act(&mut app, WindowAsk::Paste("there".into()));
    press(&mut app, "<Enter>");
    assert_eq!(message(&app), "Step 5 is stop 2 of 2.");
    press(&mut app, "<Left>");
    assert_eq!(app.solve().unwrap().step(), 1);
}

#[test]
fn i_hides_the_caption_and_shows_it_again_at_any_stop() {
    let mut app = four_stops();
    press(&mut app, "i");
    assert!(app.lesson.as_ref().unwrap().hidden);
    assert_eq!(message(&app), "Caption hidden: i shows it again.");
    press(&mut app, "i");
    assert!(!app.lesson.as_ref().unwrap().hidden);
    // Hidden at the last stop, shown again by the next one reached.
    press(&mut app, "i<Left>");
    assert!(!app.lesson.as_ref().unwrap().hidden);
}
