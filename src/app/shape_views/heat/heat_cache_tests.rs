use super::*;
use crate::app::Reply;
use crate::grid::parse_grid;

use crate::test_fixtures::PLATINUM_BLONDE;

fn counted(action: Option<Reply>) -> Heatmap {
    match action {
        Some(Reply::HeatmapCounted { counts, .. }) => *counts,
        other => panic!("not a count: {other:?}"),
    }
}

fn furthest_checkpoint(cache: &HeatCache) -> Option<u64> {
    let kept = cache.0.lock().unwrap();
    kept.as_ref().map(|(_, checkpoints)| checkpoints.furthest())
}

/// A later count of the same search starts from the checkpoints the
/// first one left, and still counts what a count from zero does; a
/// count of another search replaces them.
#[test]
fn heatmap_counts_reuse_the_checkpoints_of_the_same_search() {
    let puzzle = parse_grid(PLATINUM_BLONDE).unwrap();
    let cache = HeatCache::default();
    let from_zero = |strategy, mistake, step| {
        let engine = match mistake {
            None => Engine::new(&puzzle, strategy).unwrap(),
            Some(mistake) => Engine::with_mistake(&puzzle, mistake).unwrap(),
        };
        Heatmap::up_to(&engine, step)
    };
    let row_major = Strategy::RowMajor;
    let first = counted(count_heatmap(
        1, &puzzle, row_major, None, 1_000_000, &cache,
    ));
    assert_eq!(first, from_zero(row_major, None, 1_000_000));
    let furthest = furthest_checkpoint(&cache).unwrap();
    assert!(furthest > 0 && furthest <= 1_000_000, "{furthest}");
    for step in [777_777, 1_000_000, 1_234_567, 3] {
        let again = counted(count_heatmap(2, &puzzle, row_major, None, step, &cache));
        assert_eq!(again, from_zero(row_major, None, step), "{step}");
    }
    assert!(furthest_checkpoint(&cache).unwrap() > furthest);
    // Another variant of the same puzzle: its own checkpoints.
    let forget = Some(Mistake::ForgetRestore);
    let other = counted(count_heatmap(
        3, &puzzle, row_major, forget, 200_000, &cache,
    ));
    assert_eq!(other, from_zero(row_major, forget, 200_000));
    let kept = cache.0.lock().unwrap();
    assert_eq!(kept.as_ref().unwrap().0.2, forget);
}
