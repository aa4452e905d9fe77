//! Issue 21's screen for the back row and its keys: the high-contrast
//! theme (no dim grey anywhere, the plain marks under NO_COLOR), playback
//! slower than a step a second, pausing at dead ends or backtracks, the
//! race at a pace a class can follow, and `R` recording the screen.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

use super::screens::{draw, example, press, row, solving};
use crate::app::cast::live::{Header, Live};
use crate::app::screen_tests::screens::view_builds_only;
use crate::app::solve::{PauseAt, Speed};
use crate::app::{Action, App, Effect, Theme};
use crate::app::{ClassAsk, EditAsk, Reply};
use crate::engine::Event;
use crate::search::Search;

/// Every cell of the buffer drawn in grey, or dim: what a projector fades.
fn faded_cells(buffer: &Buffer) -> Vec<(u16, u16)> {
    let area = buffer.area;
    let grey = |c: Color| matches!(c, Color::DarkGray | Color::Indexed(232..=244));
    (0..area.height)
        .flat_map(|y| (0..area.width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let cell = &buffer[(x, y)];
            grey(cell.fg) || grey(cell.bg) || cell.modifier.contains(Modifier::DIM)
        })
        .collect()
}

/// The screens a class sees: the editor with a conflict, the solve screen
/// at a reject and at an undo with every panel, the heatmap, the tree, the
/// race, the help; at 80x24 and 120x40.
fn class_screens(theme: Theme) -> Vec<(String, App)> {
    let mut screens = Vec::new();
    let mut editor = example(theme);
    press(&mut editor, "ll5");
    screens.push(("editor".to_string(), editor));
    for keys in ["g8<Enter>", "b", "bH", "f<Tab><Tab><Tab>", "t", "rf", "?"] {
        screens.push((keys.to_string(), solving(theme, keys)));
    }
    screens
}

#[test]
fn the_contrast_theme_has_no_dim_grey_anywhere() {
    for (keys, mut app) in class_screens(Theme::CONTRAST) {
        for (width, height) in [(80, 24), (120, 40)] {
            view_builds_only().act(&mut app, Action::Resize { width, height });
            let terminal = draw(&app, width, height);
            let faded = faded_cells(terminal.backend().buffer());
            assert!(faded.is_empty(), "{keys} at {width}x{height}: {faded:?}");
        }
    }
    // The usual theme does fade what is quiet: the check sees it.
    let (_, app) = &class_screens(Theme::COLOR)[0];
    assert!(!faded_cells(draw(app, 80, 24).backend().buffer()).is_empty());
}

/// The editor with a conflict and the solve screen at a reject, with
/// their styles: bright colours and bold, no grey.
#[test]
fn the_contrast_theme_and_its_styles() {
    let mut app = example(Theme::CONTRAST);
    press(&mut app, "ll5");
    insta::assert_snapshot!(
        "contrast_editor_with_a_conflict",
        format!("{:?}", draw(&app, 80, 24).backend().buffer())
    );
    let app = solving(Theme::CONTRAST, "g8<Enter>");
    insta::assert_snapshot!(
        "contrast_solve_at_a_reject",
        format!("{:?}", draw(&app, 80, 24).backend().buffer())
    );
}

/// With NO_COLOR the contrast theme is the plain one: the same marks,
/// cell for cell and style for style (only the footer's `C contrast:on`
/// differs).
#[test]
fn with_no_color_the_contrast_theme_draws_the_plain_marks() {
    let no_color_contrast = Theme::PLAIN.with_contrast(true);
    let plain = class_screens(Theme::PLAIN);
    for ((keys, a), (_, b)) in plain.iter().zip(class_screens(no_color_contrast)) {
        let (a, b) = (draw(a, 80, 24), draw(&b, 80, 24));
        let (a, b) = (a.backend().buffer(), b.backend().buffer());
        for y in 0..24 {
            let (row_a, row_b) = (row(a, y), row(b, y));
            if row_b.contains("contrast:on") {
                continue;
            }
            assert_eq!(row_a, row_b, "{keys}, row {y}");
            for x in 0..80 {
                let (ca, cb) = (&a[(x, y)], &b[(x, y)]);
                assert_eq!(
                    (ca.fg, ca.bg, ca.modifier),
                    (cb.fg, cb.bg, cb.modifier),
                    "{keys} at ({x}, {y})"
                );
            }
        }
    }
}

#[test]
fn c_switches_the_contrast_theme_in_the_editor_and_the_solve_screen() {
    let mut app = example(Theme::COLOR);
    press(&mut app, "C");
    assert!(app.theme.contrast);
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .contains("high contrast on")
    );
    view_builds_only().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    let screen = format!("{}", draw(&app, 120, 40).backend());
    assert!(screen.contains("C contrast:on"), "{screen}");
    press(&mut app, "<Enter>C");
    assert!(!app.theme.contrast);
    assert!(!faded_cells(draw(&app, 80, 24).backend().buffer()).is_empty());
}

fn solve(app: &App) -> &crate::app::SolveState {
    app.solve().expect("solving")
}

/// Issue 21: playing went no slower than one step a second.
#[test]
fn playback_goes_down_to_one_step_every_four_seconds() {
    let mut app = example(Theme::PLAIN);
    press(&mut app, "<Enter>----");
    assert_eq!(solve(&app).speed, Speed::SLOWEST);
    assert_eq!(solve(&app).speed.label(), "1 step every 4 s");
    let status = (0..24).map(|y| row(draw(&app, 80, 24).backend().buffer(), y));
    assert!(
        status.clone().any(|r| r.contains("1 step every 4 s")),
        "the status says the pace"
    );
    press(&mut app, " ");
    let start = app.clock;
    assert_eq!(app.next_frame(), Some(start + Duration::from_secs(4)));
    view_builds_only().act(&mut app, Action::Tick(start + Duration::from_millis(3_900)));
    assert_eq!(solve(&app).step(), 0);
    view_builds_only().act(&mut app, Action::Tick(start + Duration::from_secs(4)));
    assert_eq!(solve(&app).step(), 1);
    // A late frame makes up one step, not the whole wait.
    view_builds_only().act(&mut app, Action::Tick(start + Duration::from_secs(30)));
    assert_eq!(solve(&app).step(), 2);
}

/// Plays flat out until playing stops by itself.
fn play_until_paused(app: &mut App) {
    press(app, &"+".repeat(30));
    press(app, " ");
    let mut now = app.clock;
    while solve(app).playing {
        now += Duration::from_millis(40);
        view_builds_only().act(app, Action::Tick(now));
    }
}

#[test]
fn playing_pauses_at_every_dead_end_or_every_backtrack() {
    let mut app = example(Theme::PLAIN);
    press(&mut app, "<Enter>P");
    assert_eq!(solve(&app).pause_at, PauseAt::DeadEnds);
    play_until_paused(&mut app);
    assert!(matches!(
        solve(&app).search.last_event(),
        Some(Event::DeadEnd { .. })
    ));
    // The first dead end of the example is at step 40 (the undo after it, 41).
    assert_eq!(solve(&app).step(), 40);
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .contains("paused at a dead end")
    );
    let screen = format!("{}", draw(&app, 80, 24).backend());
    assert!(screen.contains("pauses at dead ends"), "{screen}");
    play_until_paused(&mut app);
    assert!(solve(&app).step() > 41, "on to the next dead end");
    press(&mut app, "P");
    assert_eq!(solve(&app).pause_at, PauseAt::Backtracks);
    let at = solve(&app).step();
    play_until_paused(&mut app);
    assert!(matches!(
        solve(&app).search.last_event(),
        Some(Event::Undo { .. })
    ));
    assert_eq!(
        solve(&app).step(),
        at + 1,
        "the undo right after the dead end"
    );
    // Kept for the next solve; off again after a third P.
    press(&mut app, "<Esc><Enter>");
    assert_eq!(solve(&app).pause_at, PauseAt::Backtracks);
    press(&mut app, "P");
    assert_eq!(solve(&app).pause_at, PauseAt::Nowhere);
    play_until_paused(&mut app);
    assert!(solve(&app).search.is_finished(), "no pause: to the end");
}

/// Issue 21: `P` did nothing with the quiz on (playing there stopped only
/// at questions). It pauses at the backtracks between two questions, and
/// at the dead end a question left unanswered plays into.
#[test]
fn with_the_quiz_on_playing_pauses_where_p_says_too() {
    for (keys, paused_at, said) in [
        ("<Enter>xPP", PauseAt::Backtracks, "paused at a backtrack"),
        ("<Enter>xP", PauseAt::DeadEnds, "paused at a dead end"),
    ] {
        let mut app = example(Theme::PLAIN);
        press(&mut app, keys);
        assert!(solve(&app).quiz.is_some());
        assert_eq!(solve(&app).pause_at, paused_at);
        let mut pauses = 0;
        loop {
            app.message = None;
            play_until_paused(&mut app);
            pauses += 1;
            let last = solve(&app).search.last_event();
            let at_pause = matches!(
                (paused_at, last),
                (PauseAt::Backtracks, Some(Event::Undo { .. }))
                    | (PauseAt::DeadEnds, Some(Event::DeadEnd { .. }))
            );
            if at_pause {
                let message = app.message.as_ref().map(|m| m.text.clone());
                assert!(
                    message.as_deref().is_some_and(|m| m.contains(said)),
                    "{keys}: {message:?}"
                );
                // The example's first dead end is step 40, its undo 41.
                let step = solve(&app).step();
                assert!(step == 40 || step == 41, "{keys}: step {step}");
                break;
            }
            assert!(
                pauses < 200 && !solve(&app).search.is_finished(),
                "{keys}: never paused at a {paused_at:?}"
            );
        }
    }
}

/// Issue 21: the race ended before anyone saw it (it opened at turbo).
#[test]
fn the_race_runs_at_a_pace_a_class_can_follow_and_f_runs_it_flat_out() {
    let mut app = example(Theme::PLAIN);
    press(&mut app, "<Enter>r");
    assert_eq!(solve(&app).speed, Speed::START);
    let start = app.clock;
    view_builds_only().act(&mut app, Action::Tick(start + Duration::from_secs(1)));
    let race = &solve(&app).shape.race.as_ref().unwrap().race;
    assert_eq!(race.sides[0].step_number(), 4, "4 steps in a second");
    press(&mut app, "f");
    assert_eq!(solve(&app).speed, Speed::TURBO);
    assert!(app.message.as_ref().unwrap().text.contains("flat out"));
    press(&mut app, "f");
    assert_eq!(solve(&app).speed, Speed::START);
    assert!(app.message.as_ref().unwrap().text.contains("4 steps/s"));
    // A turbo solve screen still opens the race at the starting pace, and
    // gets its turbo back on closing.
    press(&mut app, "r");
    press(&mut app, &"+".repeat(30));
    press(&mut app, "r");
    assert_eq!(solve(&app).speed, Speed::START);
    press(&mut app, "r");
    assert_eq!(solve(&app).speed, Speed::TURBO);
}

#[test]
fn r_records_until_pressed_again() {
    let mut app = example(Theme::PLAIN);
    let effects = app.update(ClassAsk::ToggleCast);
    assert_eq!(
        effects,
        [Effect::StartCast {
            width: 80,
            height: 24,
            title: "LeetCode 37 example".into(),
        }]
    );
    view_builds_only().act(
        &mut app,
        Reply::CastStarted {
            path: "/tmp/x/sudoku-dfs-1.cast".into(),
        },
    );
    // With a lesson open, the recording is named for the lesson.
    let mut lesson = example(Theme::PLAIN);
    let _ = lesson.open_lesson(crate::lesson::BuiltIn::ALL[2].lesson());
    let effects = lesson.update(ClassAsk::ToggleCast);
    assert!(
        matches!(&effects[..], [Effect::StartCast { title, .. }]
            if title == "The first dead end and the first backtrack"),
        "{effects:?}"
    );
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .contains("/tmp/x/sudoku-dfs-1.cast")
    );
    view_builds_only().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    let screen = format!("{}", draw(&app, 120, 40).backend());
    assert!(screen.contains("R record:on"), "{screen}");
    press(&mut app, "<Enter>");
    let keys = crate::app::key_string::key_events("R");
    let action = crate::app::keys::action_for_key(app.context(), &keys[0]).unwrap();
    assert_eq!(app.update(action), [Effect::StopCast]);
    assert_eq!(app.cast, None);
}

#[test]
fn a_live_recording_takes_the_first_free_name_and_never_replaces_a_file() {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-live-cast-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("sudoku-dfs-1.cast"), "kept").unwrap();
    let app = example(Theme::COLOR);
    let now = app.clock;
    let header = Header {
        width: 80,
        height: 24,
        title: "LeetCode 37 example".into(),
        timestamp: Some(1_700_000_000),
    };
    let mut live = Live::start(&dir, header, now);
    assert_eq!(live.path(), dir.join("sudoku-dfs-2.cast"));
    live.frame(now, draw(&app, 80, 24).backend().buffer());
    let mut other = example(Theme::COLOR);
    press(&mut other, "ll5");
    live.frame(
        now + Duration::from_millis(1500),
        draw(&other, 80, 24).backend().buffer(),
    );
    // Another recording took the name meanwhile: the next one is used.
    std::fs::write(dir.join("sudoku-dfs-2.cast"), "also kept").unwrap();
    let saved = live.finish(now + Duration::from_secs(3)).unwrap();
    assert_eq!(
        saved.path,
        dir.join("sudoku-dfs-3.cast").display().to_string()
    );
    assert_eq!((saved.frames, saved.seconds), (2, 3));
    let text = std::fs::read_to_string(&saved.path).unwrap();
    // The header has `record`'s fields: the title and when it started.
    let header: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    assert_eq!(header["version"], 2);
    assert_eq!(
        (header["width"].as_u64(), header["height"].as_u64()),
        (Some(80), Some(24))
    );
    assert_eq!(header["title"], "LeetCode 37 example");
    assert_eq!(header["timestamp"], 1_700_000_000);
    assert_eq!(
        crate::app::cast::tests::header_fields(&header),
        crate::app::cast::tests::RECORD_HEADER_FIELDS
    );
    assert!(
        text.lines()
            .nth(2)
            .unwrap()
            .starts_with("[1.500000, \"o\", ")
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("sudoku-dfs-1.cast")).unwrap(),
        "kept"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("sudoku-dfs-2.cast")).unwrap(),
        "also kept"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// In the bug lab, `r` races the mistake against the correct search, and
/// the mistake's end is its own claim, quoted.
#[test]
fn in_the_bug_lab_the_mistake_races_the_correct_search() {
    let app = solving(Theme::COLOR, "vrf");
    let race = &solve(&app).shape.race.as_ref().unwrap().race;
    assert_eq!(race.sides[0].mistake(), None);
    assert_eq!(
        race.sides[1].mistake(),
        Some(crate::engine::Mistake::ForgetRestore)
    );
    assert!(race.is_finished());
    let screen = format!("{}", draw(&app, 80, 24).backend());
    assert!(screen.contains("row-major") && screen.contains("bug lab: forget-restore"));
    assert!(screen.contains("says \"no solution\" at step"), "{screen}");
    assert!(screen.contains("solved at step 50,175"), "{screen}");
    let mut zh = example(Theme::COLOR).in_language(crate::i18n::Lang::Zh);
    press(&mut zh, "<Enter>vrf");
    while solve(&zh).is_busy() {
        view_builds_only().act(&mut zh, Action::Tick(std::time::Instant::now()));
    }
    let screen = format!("{}", draw(&zh, 80, 24).backend());
    assert!(screen.contains("它说“无解”"), "{screen}");
}

/// On a large terminal each cell is drawn larger (five columns by three
/// rows), in the editor and on the solve screen; a click on any row of a
/// large cell selects it.
#[test]
fn the_grid_grows_on_a_large_terminal() {
    let mut app = example(Theme::COLOR);
    view_builds_only().act(
        &mut app,
        Action::Resize {
            width: 160,
            height: 50,
        },
    );
    press(&mut app, "ll5");
    insta::assert_snapshot!("large_editor_160x50", draw(&app, 160, 50).backend());
    let click = crossterm::event::Event::Mouse(crossterm::event::MouseEvent {
        kind: crossterm::event::MouseEventKind::Down(crossterm::event::MouseButton::Left),
        column: 2 + 5 * 4 + 1 + 2,
        row: 3 + 3 * 3 + 1 + 1,
        modifiers: crossterm::event::KeyModifiers::NONE,
    });
    let action = crate::app::keys::action_for_event(&app, &click).unwrap();
    assert_eq!(action, EditAsk::Select(crate::grid::Cell::at(3, 4)).into());
    let mut app = solving(Theme::COLOR, "g8<Enter>");
    view_builds_only().act(
        &mut app,
        Action::Resize {
            width: 160,
            height: 50,
        },
    );
    insta::assert_snapshot!(
        "large_solve_at_a_reject_160x50",
        draw(&app, 160, 50).backend()
    );
    // The heatmap takes the grid's place, and fits it.
    press(&mut app, "H");
    let screen = format!("{}", draw(&app, 160, 50).backend());
    assert!(screen.contains("r1c6"), "{screen}");
}
