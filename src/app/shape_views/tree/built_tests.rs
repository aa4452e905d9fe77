//! Issue 18: the tree's icicle is built off the UI thread. Opening and
//! zooming return at once with a build asked for ([`Effect::BuildTree`]);
//! the icicle arrives with [`Reply::TreeBuilt`]; an answer to a build no
//! longer wanted (another zoom, size or a closed tree) is dropped; and
//! drawing never builds.

use std::sync::Arc;

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::app::screen_tests::screens::view_builds_only;
use crate::app::shape_views::TreeBuild;
use crate::app::{Action, App, Effect, Mode, Theme, ui};
use crate::app::{EditAsk, TreeAsk};

/// The example's solve screen at 120x40, 2,000 events in, paused.
fn solving() -> App {
    let mut app = App::with_example(Theme::PLAIN);
    view_builds_only().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    view_builds_only().act(&mut app, EditAsk::StartSolve);
    if let Mode::Solve(solve) = &mut app.mode {
        solve.search.run(2_000);
    }
    app
}

/// The one tree build among `effects`.
fn build_of(effects: Vec<Effect>) -> TreeBuild {
    let mut builds = effects.into_iter().filter_map(|effect| match effect {
        Effect::BuildTree(build) => Some(build),
        _ => None,
    });
    let build = builds.next().expect("a tree build asked for");
    assert!(builds.next().is_none(), "one build at a time");
    build
}

fn screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    terminal.draw(|frame| ui::render(frame, app)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn shown(app: &App) -> Option<Arc<crate::search_shape::tree::Icicle>> {
    let solve = app.solve().unwrap();
    let view = solve.shape.tree.as_ref()?;
    view.built(solve.search.as_engine().unwrap(), app.size)
        .cloned()
}

#[test]
fn opening_and_zooming_ask_for_a_build_and_the_icicle_arrives_as_an_action() {
    let mut app = solving();
    // `t`: open, nothing built yet; the screen says what it builds and
    // drawing it builds nothing.
    let open = build_of(app.update(TreeAsk::Open));
    assert_eq!(shown(&app), None);
    let drawn = screen(&app);
    assert!(
        drawn.contains("building the search tree of steps 0–2,000 … (Esc closes)"),
        "{drawn}"
    );
    assert_eq!(shown(&app), None, "drawing built nothing");
    // Keys that read the nodes say so meanwhile, and ask for no other build.
    let effects = app.update(TreeAsk::Move(crate::app::Direction::Right));
    assert!(effects.is_empty(), "{effects:?}");
    assert_eq!(
        app.message.as_ref().map(|m| m.text.as_str()),
        Some("the tree is still being built — Esc closes it")
    );
    // The worker's answer: shown, and drawn.
    let answer = open.run(&|| false).expect("built");
    assert!(app.update(answer).is_empty(), "nothing more to build");
    let icicle = shown(&app).expect("the icicle arrived");
    assert!(screen(&app).contains("Search tree · steps 0–2,000"));
    // A redraw or a move reads it again: the same one, no new build.
    assert!(
        app.update(TreeAsk::Move(crate::app::Direction::Down))
            .is_empty()
    );
    assert!(Arc::ptr_eq(&icicle, &shown(&app).unwrap()));
    // `z` on the selected node: a build for its subtree, the old icicle is
    // not shown for it.
    let run = icicle.rows[1][0].clone();
    let zoom = build_of(app.update(TreeAsk::ZoomIn));
    assert_eq!(zoom.from.steps(), run.steps);
    assert_eq!(shown(&app), None);
    view_builds_only().act(&mut app, zoom.run(&|| false).unwrap());
    assert_eq!(shown(&app).unwrap().range, run.steps);
    // `Z`: back to the whole search, built again (only the last is kept).
    let out = build_of(app.update(TreeAsk::ZoomOut));
    assert_eq!(out.from.steps(), 0..2_001);
}

#[test]
fn a_stale_build_is_dropped_and_closing_gives_the_build_up() {
    let mut app = solving();
    let whole = build_of(app.update(TreeAsk::Open));
    // Resized before the answer: another build, for the new size.
    let wider = build_of(app.update(Action::Resize {
        width: 160,
        height: 40,
    }));
    assert_ne!(whole.request, wider.request);
    // The first answer comes late: dropped, nothing shown.
    view_builds_only().act(&mut app, whole.run(&|| false).unwrap());
    assert_eq!(shown(&app), None, "the answer for the old size is dropped");
    view_builds_only().act(&mut app, wider.run(&|| false).unwrap());
    assert_eq!(shown(&app).unwrap().columns, 149);
    // Zoom in, then Esc before the build comes back: the tree closes, the
    // build is given up, and its late answer changes nothing.
    view_builds_only().act(&mut app, TreeAsk::Move(crate::app::Direction::Down));
    let zoom = build_of(app.update(TreeAsk::ZoomIn));
    let effects = app.update(TreeAsk::Close);
    assert_eq!(effects, vec![Effect::GiveUpTreeBuild]);
    assert!(app.solve().unwrap().shape.tree.is_none());
    // Given up, the worker stops and answers nothing.
    assert_eq!(zoom.clone().run(&|| true), None);
    // Even an answer that got through is for nobody now: reopened, the
    // tree asks afresh and the late answer is not taken for its own.
    let reopened = build_of(app.update(TreeAsk::Open));
    assert!(reopened.request > zoom.request);
    view_builds_only().act(&mut app, zoom.run(&|| false).unwrap());
    assert_eq!(shown(&app), None);
    view_builds_only().act(&mut app, reopened.run(&|| false).unwrap());
    assert_eq!(shown(&app).unwrap().range, 0..2_001);
}
