//! The heatmap's checkpoints are plain data of the solve state: the
//! screen's forward runs leave them, a count borrows them and hands them
//! back further on, and the next count borrows them again.

use std::time::{Duration, Instant};

use crate::app::{Action, App, Effect, Theme};
use crate::app::{EditAsk, Reply, SolveAsk};
use crate::grid::parse_grid;

use crate::app::screen_tests::screens::view_builds_only;
use crate::test_fixtures::PLATINUM_BLONDE;

fn lent(effects: Vec<Effect>) -> Effect {
    let mut counts = effects
        .into_iter()
        .filter(|e| matches!(e, Effect::CountHeatmap { .. }));
    counts.next().expect("a count is asked for")
}

fn furthest_lent(effect: &Effect) -> Option<u64> {
    match effect {
        Effect::CountHeatmap { checkpoints, .. } => checkpoints.as_ref().map(|c| c.1.furthest()),
        _ => None,
    }
}

#[test]
fn the_forward_runs_checkpoints_are_lent_to_a_count_and_handed_back() {
    let mut app = App::with_example(Theme::PLAIN);
    app.editor.grid = parse_grid(PLATINUM_BLONDE).unwrap();
    view_builds_only().act(&mut app, EditAsk::StartSolve);
    view_builds_only().act(&mut app, Action::Pace(1_000_000));
    app.go_to_step("1000000");
    let mut now = Instant::now();
    while app.solve().unwrap().is_busy() {
        now += Duration::from_millis(33);
        view_builds_only().act(&mut app, Action::Tick(now));
    }
    assert_eq!(app.solve().unwrap().step(), 1_000_000);
    // At the step the run stopped the counts are there: nothing to count.
    let shown = app.update(SolveAsk::CycleHeatmap);
    assert!(shown.is_empty(), "{shown:?}");

    let effects = app.update(SolveAsk::StepBack);
    let first = lent(effects);
    let left_by_the_run = furthest_lent(&first).expect("the run's checkpoints are lent");
    assert!(left_by_the_run > 0 && left_by_the_run <= 1_000_000);
    let answer = first.run_here().expect("counted");
    let Action::Reply(Reply::HeatmapCounted { checkpoints, .. }) = &answer else {
        panic!("not a count: {answer:?}")
    };
    assert!(checkpoints.is_some(), "handed back");
    view_builds_only().act(&mut app, answer);
    let heat = app.solve().unwrap().shape.heat.as_ref().unwrap();
    assert_eq!(heat.counts.as_ref().unwrap().step, 999_999);

    // Home: counted again, from the checkpoints handed back.
    let again = lent(app.update(SolveAsk::ToStart));
    assert_eq!(furthest_lent(&again), Some(left_by_the_run));
}
