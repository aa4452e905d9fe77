//! The seam shown on the screen: the solve screen driven from a recorded
//! search, read back from `trace`'s own JSON Lines, draws exactly what it
//! draws from the engine, at every step forwards and backwards and after
//! seeks, with every side panel in the main slot, the quiz on, and in the
//! bug lab. (The tree and the heatmap: `recorded_views_tests`.)

use std::time::Instant;

use ratatui::{Terminal, backend::TestBackend, buffer::Buffer};

use super::*;
use crate::app::driver::Headless;
use crate::app::{QuizAsk, SolveAsk};
use crate::engine::{Engine, Mistake, Strategy};
use crate::recording::Recording;

/// `trace`'s lines for the first `steps` events of the search, written by
/// the command's own writer.
fn trace_lines(grid: &Grid, strategy: Strategy, mistake: Option<Mistake>, steps: u64) -> String {
    let mut engine = engine_for(grid, strategy, mistake);
    let mut out = Vec::new();
    crate::cli::trace::write_events(&mut engine, steps, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn engine_for(grid: &Grid, strategy: Strategy, mistake: Option<Mistake>) -> Engine {
    match mistake {
        None => Engine::new(grid, strategy).unwrap(),
        Some(m) => Engine::with_mistake(grid, m).unwrap(),
    }
}

/// The app on the example's solve screen, watching `search`.
fn watching(search: Box<dyn crate::search::Search>, wide: bool) -> App {
    let mut app = App::with_example(Theme::PLAIN);
    let now = app.clock;
    app.mode = Mode::Solve(Box::new(SolveState::watching(search, app.settings, now)));
    if wide {
        // Four side panels at once, the narration's lines unwrapped.
        Headless::every_effect().act(
            &mut app,
            Action::Resize {
                width: 200,
                height: 60,
            },
        );
    }
    app
}

/// The screen drawn, styles and all.
fn screen(app: &App) -> Buffer {
    let (w, h) = (app.size.width, app.size.height);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| ui::render(f, app)).unwrap();
    terminal.backend().buffer().clone()
}

/// Both apps do `action`; until neither is busy any more, both tick.
fn both(apps: &mut [App; 2], action: Action) {
    for app in apps.iter_mut() {
        let mut driver = Headless::every_effect();
        driver.act(app, action.clone());
        driver.settle_within(app, 10_000);
    }
}

fn step_of(app: &App) -> u64 {
    app.solve().unwrap().step()
}

/// The same screen from both; at every tenth step, in every panel (the
/// main slot's choice cycles through them all: even 200x60 shows four).
fn same_screens(apps: &mut [App; 2], at: &str) {
    let panels = match step_of(&apps[0]) % 10 {
        0 => ui::side::PANELS.len(),
        _ => 1,
    };
    for _ in 0..panels {
        let [engine, recording] = &*apps;
        assert_eq!(step_of(engine), step_of(recording), "{at}");
        let (a, b) = (screen(engine), screen(recording));
        assert!(a == b, "{at}, step {}:\n{a:?}\n{b:?}", step_of(engine));
        both(apps, SolveAsk::NextPanel.into());
    }
}

fn check(strategy: Strategy, mistake: Option<Mistake>, steps: u64, wide: bool) {
    let grid = crate::puzzles::example().grid.clone();
    let lines = trace_lines(&grid, strategy, mistake, steps);
    let recording = Recording::from_trace(&grid, strategy, mistake, &lines).unwrap();
    let end = recording.len();
    let mut apps = [
        watching(Box::new(engine_for(&grid, strategy, mistake)), wide),
        watching(Box::new(recording), wide),
    ];
    let name = format!("{strategy} {mistake:?}");
    same_screens(&mut apps, &format!("{name} at the start"));
    while step_of(&apps[1]) < end {
        both(&mut apps, SolveAsk::StepForward.into());
        same_screens(&mut apps, &format!("{name} forwards"));
    }
    while step_of(&apps[1]) > 0 {
        both(&mut apps, SolveAsk::StepBack.into());
        same_screens(&mut apps, &format!("{name} backwards"));
    }
    for n in [end / 2, 7, end - 1, 1, end / 3, end] {
        for app in &mut apps {
            let now = app.clock;
            if let Mode::Solve(solve) = &mut app.mode {
                solve.go_to(n, now);
            }
        }
        same_screens(&mut apps, &format!("{name} after going to {n}"));
    }
    both(&mut apps, SolveAsk::ToStart.into());
    same_screens(&mut apps, &format!("{name} back at the start"));
    // The quiz asks and judges from what the search shows.
    both(&mut apps, QuizAsk::Toggle.into());
    for _ in 0..6 {
        both(&mut apps, QuizAsk::Digit(9).into());
        same_screens(&mut apps, &format!("{name} in the quiz"));
    }
}

#[test]
fn the_solve_screen_shows_a_recorded_trace_as_it_shows_the_engine() {
    check(Strategy::RowMajor, None, 250, false);
}

#[test]
fn every_panel_at_once_shows_a_recorded_trace_as_it_shows_the_engine() {
    check(Strategy::MostConstrained, None, 100, true);
}

#[test]
fn the_bug_lab_shows_a_recorded_trace_as_it_shows_the_engine() {
    // Forget-restore's stale entries and claims over its whole search (84
    // events); restart-column's skipped cells and early "solved" (101).
    check(Strategy::RowMajor, Some(Mistake::ForgetRestore), 100, true);
    check(Strategy::RowMajor, Some(Mistake::RestartColumn), 200, false);
}

/// A trace cut before the search ended has nothing after its last line:
/// a step there says the recording ends, not that the puzzle is solved.
#[test]
fn a_step_past_a_cut_recordings_last_event_says_it_ends_there() {
    let grid = crate::puzzles::example().grid.clone();
    let lines = trace_lines(&grid, Strategy::RowMajor, None, 30);
    let recording = Recording::from_trace(&grid, Strategy::RowMajor, None, &lines).unwrap();
    let mut app = watching(Box::new(recording), false);
    if let Mode::Solve(solve) = &mut app.mode {
        solve.go_to(30, Instant::now());
    }
    Headless::every_effect().act(&mut app, SolveAsk::StepForward);
    assert_eq!(step_of(&app), 30);
    let said = app.message.as_ref().map(|m| m.text.as_str());
    assert_eq!(said, Some("the recording ends here — Home or ← to go back"));
}
