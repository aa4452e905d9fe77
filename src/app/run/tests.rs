use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseEvent, MouseEventKind};

use super::*;
use crate::app::driver::Headless;
use crate::app::{EditAsk, SolveAsk};

/// A driver whose workers' channels lead nowhere: nothing here runs an
/// effect.
fn workers() -> (Driver<Workers>, Receiver<Effect>, Receiver<Wake>) {
    let (diagnosis, jobs) = mpsc::channel();
    let (answers, answered) = mpsc::channel();
    let workers = Workers {
        diagnosis,
        answers,
        tree_wanted: Default::default(),
        recorder: Default::default(),
    };
    (Driver::new(workers), jobs, answered)
}

fn key(c: char) -> Wake {
    Wake::Input(Event::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::NONE,
    )))
}

#[test]
fn a_due_frame_is_played_even_when_a_key_woke_the_loop() {
    let (mut driver, _jobs, _answered) = workers();
    let mut app = App::with_example(Theme::PLAIN);
    for action in [
        EditAsk::StartSolve.into(),
        SolveAsk::Faster.into(),
        SolveAsk::PlayPause.into(),
    ] {
        let action: Action = action;
        Headless::every_effect().act(&mut app, action);
    }
    let speed = app.solve().unwrap().speed.per_second().unwrap();
    assert_eq!(speed, 8.0);
    let start = app.next_frame().unwrap() - Duration::from_secs_f64(1.0 / speed);
    // A second later a key arrives (one that means nothing here): the
    // eight steps due are played all the same.
    let later = start + Duration::from_secs(1);
    let redraw = on_wake(&mut app, &mut driver, later, [key('x')]);
    assert_eq!(redraw.ok(), Some(true));
    assert_eq!(app.solve().unwrap().step(), 8);
}

#[test]
fn a_wake_that_means_nothing_draws_nothing() {
    let (mut driver, _jobs, _answered) = workers();
    let mut app = App::with_example(Theme::PLAIN);
    let moved = Wake::Input(Event::Mouse(MouseEvent {
        kind: MouseEventKind::Moved,
        column: 10,
        row: 4,
        modifiers: KeyModifiers::NONE,
    }));
    let now = Instant::now();
    let redraw = on_wake(&mut app, &mut driver, now, [moved, key('x')]);
    assert_eq!(redraw.ok(), Some(false));
    let redraw = on_wake(&mut app, &mut driver, now, [key('l')]);
    assert_eq!(redraw.ok(), Some(true));
    assert!(matches!(
        on_wake(&mut app, &mut driver, now, [Wake::Signal(15)]),
        Err(Ended::Signal(15))
    ));
}
