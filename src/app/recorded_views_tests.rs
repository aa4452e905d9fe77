//! The tree (`t`) and the heatmap (`H`, every measure) on the solve screen
//! over a recording read back from `trace`'s own JSON Lines: the same
//! screens as over the engine that made the trace, built the same way
//! (the tree off the UI thread, the counts by a worker or along the runs);
//! and over a recording cut short, both build and neither claims a
//! solution.

use crate::app::driver::Headless;
use std::time::Instant;

use super::screen_tests::screens::draw;
use super::*;
use crate::app::{SolveAsk, TreeAsk};
use crate::engine::{Engine, Strategy};
use crate::recording::Recording;
use crate::search::Search;

/// The LeetCode example's row-major search, its first `steps` events, as
/// `trace` writes them, read back.
fn recording(steps: u64) -> Recording {
    let grid = crate::puzzles::example().grid.clone();
    let mut engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
    let mut out = Vec::new();
    crate::cli::trace::write_events(&mut engine, steps, &mut out).unwrap();
    let lines = String::from_utf8(out).unwrap();
    Recording::from_trace(&grid, Strategy::RowMajor, None, &lines).unwrap()
}

/// The app on the example's solve screen, watching `search` at step
/// `step`, in a terminal of 120x40.
fn watching(search: Box<dyn Search>, step: u64) -> App {
    let mut app = App::with_example(Theme::PLAIN);
    let now = app.clock;
    app.mode = Mode::Solve(Box::new(SolveState::watching(search, app.settings, now)));
    Headless::every_effect().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    if let Mode::Solve(solve) = &mut app.mode {
        solve.go_to(step, now);
    }
    let _ = Headless::every_effect().settle_within(&mut app, 10_000);
    app
}

/// Does `action`, then ticks until nothing runs, running every effect on
/// the way (the tree's build, the heatmap's counts) and feeding back the
/// answers.
fn settle(app: &mut App, action: impl Into<Action>) {
    let mut driver = Headless::every_effect();
    driver.act(app, action);
    let _ = driver.settle_within(app, 10_000);
}

fn act(app: &mut App, action: Action) -> String {
    settle(app, action);
    format!("{}", draw(app, 120, 40).backend())
}

/// Both apps do each action; after each, the screens are the same.
fn same_screens(apps: &mut [App; 2], actions: &[Action], at: &str) -> String {
    let mut last = String::new();
    for action in actions {
        let [engine, recorded] = &mut *apps;
        let (a, b) = (act(engine, action.clone()), act(recorded, action.clone()));
        assert_eq!(a, b, "{at}, after {action:?}");
        last = b;
    }
    last
}

#[test]
fn the_tree_and_every_heatmap_show_a_recording_as_they_show_the_engine() {
    let grid = crate::puzzles::example().grid.clone();
    let whole = recording(u64::MAX);
    let end = whole.len();
    for step in [4_000, 33_333, end] {
        let mut apps = [
            watching(
                Box::new(Engine::new(&grid, Strategy::RowMajor).unwrap()),
                step,
            ),
            watching(Box::new(whole.clone()), step),
        ];
        let at = format!("step {step}");
        let tree = same_screens(
            &mut apps,
            &[
                TreeAsk::Open.into(),
                TreeAsk::Move(Direction::Down).into(),
                TreeAsk::Move(Direction::Right).into(),
                TreeAsk::ZoomIn.into(),
                TreeAsk::Move(Direction::Down).into(),
            ],
            &at,
        );
        // The tree is drawn, not its "building" line.
        assert!(tree.contains("Search tree · steps"), "{at}: {tree}");
        assert!(tree.contains("d 2"), "{at}: {tree}");
        same_screens(
            &mut apps,
            &[TreeAsk::ZoomOut.into(), TreeAsk::Close.into()],
            &at,
        );
        for measure in ["placements", "undos", "dead ends"] {
            let heat = same_screens(&mut apps, &[SolveAsk::CycleHeatmap.into()], &at);
            let title = format!("{measure} @ {}", crate::format::thousands(step));
            assert!(heat.contains(&title), "{at}: {heat}");
        }
        // Going to the selected node lands both on the same step.
        same_screens(
            &mut apps,
            &[
                SolveAsk::CycleHeatmap.into(),
                TreeAsk::Open.into(),
                TreeAsk::Move(Direction::Down).into(),
                TreeAsk::Seek.into(),
            ],
            &at,
        );
        assert_eq!(
            apps[0].solve().unwrap().step(),
            apps[1].solve().unwrap().step()
        );
    }
}

#[test]
fn recorded_tree_after_the_end() {
    let whole = recording(u64::MAX);
    let end = whole.len();
    let mut app = watching(Box::new(whole), end);
    let text = act(&mut app, TreeAsk::Open.into());
    assert!(text.contains("Search tree · steps 0–50,175"), "{text}");
    assert!(
        text.contains("┃r1c3=4█"),
        "the solution's root choice: {text}"
    );
    insta::assert_snapshot!(text);
}

#[test]
fn recorded_heatmap_of_undos() {
    let mut app = watching(Box::new(recording(u64::MAX)), 4_000);
    act(&mut app, SolveAsk::CycleHeatmap.into());
    let text = act(&mut app, SolveAsk::CycleHeatmap.into());
    assert!(text.contains("undos @ 4,000"), "{text}");
    insta::assert_snapshot!(text);
}

/// A recording stopped at a limit (its last event is no end): at its last
/// step the tree and the heatmap build, and neither says solved: no path
/// is drawn as the solution's.
#[test]
fn a_stopped_recordings_tree_and_heatmap_build_and_claim_no_solution() {
    let mut app = watching(Box::new(recording(30_000)), 30_000);
    assert!(app.solve().unwrap().search.is_finished());
    let tree = act(&mut app, TreeAsk::Open.into());
    assert!(tree.contains("Search tree · steps 0–30,000"), "{tree}");
    // The icicle's rows (the legend names every fill, the solution's too).
    let rows: String = tree.lines().filter(|l| l.starts_with("\" d")).collect();
    assert!(rows.contains("┃r1c3=4▒"), "the current path: {tree}");
    assert!(!rows.contains('█'), "no solution's path: {tree}");
    assert!(!tree.to_lowercase().contains("solved"), "{tree}");
    act(&mut app, TreeAsk::Close.into());
    let heat = act(&mut app, SolveAsk::CycleHeatmap.into());
    assert!(heat.contains("placements @ 30,000"), "{heat}");
    // The heatmap's column and the header (the code panel beside it
    // quotes the listing's own "solved" comment).
    let left: String = heat
        .lines()
        .map(|l| l.chars().take(34).collect::<String>())
        .collect();
    let header = heat.lines().next().unwrap();
    assert!(!(left + header).to_lowercase().contains("solved"), "{heat}");
}

/// After a run to the end of a recording (`f`, in slices), `H` shows the
/// counts at once, counted on the way from its events; they equal the
/// engine's count from step 0.
#[test]
fn the_heatmap_after_a_run_over_a_recording_needs_no_count() {
    use crate::search_shape::heatmap::Heatmap;
    let mut app = watching(Box::new(recording(u64::MAX)), 0);
    settle(&mut app, SolveAsk::RunToEnd);
    assert_eq!(app.solve().unwrap().step(), 50_175);
    let effects = app.update(SolveAsk::CycleHeatmap);
    assert!(effects.is_empty(), "a count was asked for: {effects:?}");
    let solve = app.solve().unwrap();
    let heat = solve.shape.heat.as_ref().unwrap();
    let engine = Engine::new(&crate::puzzles::example().grid, Strategy::RowMajor).unwrap();
    assert_eq!(
        heat.counts.as_deref(),
        Some(&Heatmap::up_to(&engine, 50_175))
    );
    // A step back: counted anew by a worker, from the recording's events.
    let effects = app.update(SolveAsk::StepBack);
    assert!(
        effects.iter().any(|e| matches!(
            e,
            Effect::CountHeatmap {
                recorded: Some(_),
                ..
            }
        )),
        "{effects:?}"
    );
    let mut driver = Headless::every_effect();
    driver.run(&mut app, effects);
    let _ = driver.settle_within(&mut app, 10_000);
    let heat = app.solve().unwrap().shape.heat.as_ref().unwrap();
    assert_eq!(
        heat.counts.as_deref(),
        Some(&Heatmap::up_to(&engine, 50_174))
    );
}

/// A recording cut short keeps no strategy totals at its last step (they
/// are not the strategy's): the strategy comparison is never said from
/// them. A whole one keeps them, as the engine does.
#[test]
fn a_stopped_recordings_counts_are_not_kept_as_its_strategys_totals() {
    let mut app = watching(Box::new(recording(30_000)), 30_000);
    Headless::every_effect().act(&mut app, Action::Tick(Instant::now()));
    assert_eq!(app.solve().unwrap().shape.totals, [None; 6]);
    let mut app = watching(Box::new(recording(u64::MAX)), 50_175);
    Headless::every_effect().act(&mut app, Action::Tick(Instant::now()));
    let kept = app.solve().unwrap().shape.totals[0].map(|c| c.place);
    assert_eq!(kept, Some(4_208));
}
