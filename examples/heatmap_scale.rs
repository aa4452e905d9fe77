//! The heatmap's count at full scale: the anti-brute-force puzzle (about
//! 830 million events, row-major) counted to its end by the older replay
//! (one bulk call per placement) and by the bulk loop with counters, both
//! against the plain run of the same search in the same process; then
//! the checkpoints: the first count to the end (which leaves them), and
//! counts at random steps after it.
//!
//! cargo run --release --example heatmap_scale [PUZZLE]

use std::time::{Duration, Instant};

use sudoku_dfs::parse_grid;
use sudoku_dfs::search_shape::heatmap::{Heatmap, HeatmapCheckpoints};
use sudoku_dfs::{CellEventCursor, Engine, Strategy};
use sudoku_dfs_core::test_fixtures::ANTI_BRUTE_FORCE;

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let value = f();
    (value, start.elapsed())
}

fn main() {
    let puzzle = std::env::args()
        .nth(1)
        .unwrap_or_else(|| ANTI_BRUTE_FORCE.to_string());
    let grid = parse_grid(&puzzle).expect("a puzzle");
    let engine = Engine::forward_only(&grid, Strategy::RowMajor).expect("no conflicting givens");

    let (end, run) = timed(|| engine.clone().run_to_end());
    println!(
        "plain run to the end: {end} events in {:.3} s",
        run.as_secs_f64()
    );
    let (old, replay) = timed(|| Heatmap::up_to_by_replay(&engine, u64::MAX));
    let (new, fast) = timed(|| Heatmap::up_to(&engine, u64::MAX));
    assert_eq!(old, new, "the two counts differ");
    println!(
        "count by replay:      {:.3} s ({:.2} x the plain run)",
        replay.as_secs_f64(),
        replay.as_secs_f64() / run.as_secs_f64()
    );
    println!(
        "count in bulk:        {:.3} s ({:.2} x the plain run, {:.1} x faster than the replay)",
        fast.as_secs_f64(),
        fast.as_secs_f64() / run.as_secs_f64(),
        replay.as_secs_f64() / fast.as_secs_f64()
    );

    let mut checkpoints = HeatmapCheckpoints::new(&engine);
    let (first, building) = timed(|| checkpoints.count_to(u64::MAX));
    assert_eq!(first, new);
    println!(
        "first count with checkpoints: {:.3} s, {} checkpoints kept, {} bytes each",
        building.as_secs_f64(),
        checkpoints.len(),
        std::mem::size_of::<CellEventCursor>()
    );
    // Random steps (a fixed LCG: the same steps each run).
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut worst = Duration::ZERO;
    let mut total = Duration::ZERO;
    let rounds = 200;
    for _ in 0..rounds {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let step = (x >> 11) % end;
        let (map, took) = timed(|| checkpoints.count_to(step));
        assert_eq!(map.step, step);
        worst = worst.max(took);
        total += took;
    }
    println!(
        "later count at a random step: worst {:.3} ms, mean {:.3} ms over {rounds}",
        worst.as_secs_f64() * 1e3,
        total.as_secs_f64() * 1e3 / f64::from(rounds)
    );
}
