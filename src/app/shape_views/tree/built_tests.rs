//! The icicle is built once for what it is built from and read again:
//! drawing and the keys share it, a resize or a zoom builds another.

use std::sync::Arc;

use ratatui::layout::Rect;

use crate::app::{Action, App, Mode, Theme};

#[test]
fn the_icicle_is_built_once_per_search_zoom_and_size() {
    let mut app = App::with_example(Theme::PLAIN);
    app.update(Action::StartSolve);
    if let Mode::Solve(solve) = &mut app.mode {
        solve.search.run(2_000);
    }
    app.update(Action::OpenTree);
    let solve = app.solve().unwrap();
    let view = solve.shape.tree.as_ref().unwrap();
    let size = Rect::new(0, 0, 120, 40);
    let first = view.built(solve.search.as_engine().unwrap(), size);
    assert!(Arc::ptr_eq(
        &first,
        &view.built(solve.search.as_engine().unwrap(), size)
    ));
    assert_eq!(
        *view.icicle(solve.search.as_engine().unwrap(), size),
        *first
    );
    // Another size: another icicle, as wide as that terminal allows.
    let wider = view.built(solve.search.as_engine().unwrap(), Rect::new(0, 0, 200, 40));
    assert!(!Arc::ptr_eq(&first, &wider));
    assert_ne!(first.rows[0].iter().map(|r| r.width).sum::<usize>(), 0);
    // Zoomed into a node: the frame changed, so does the icicle.
    let mut zoomed = view.clone();
    let run = first.rows[0].iter().find(|r| r.width > 0).unwrap().clone();
    zoomed
        .zooms
        .push((run.parent().to_vec(), run.steps.clone()));
    let inside = zoomed.built(solve.search.as_engine().unwrap(), size);
    assert_eq!(inside.range, run.steps);
}
