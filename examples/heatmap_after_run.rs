//! The heatmap's first showing after `f` at full scale, before and after
//! the counts rode along with the run: the anti-brute-force puzzle (about
//! 830 million events, row-major) run to its end in slices of a fixed
//! number of events, as the app's loop runs `f` (one slice per frame),
//! with the app's engine (full step-back record). Then `H`:
//!
//! - before: the run is plain, and `H` asks for a count from step 0 with
//!   fresh checkpoints (what the app's worker did for the first `H`);
//! - after: the run counts as it goes ([`RunningCounts`], leaving
//!   checkpoints), and `H` takes the counts it carries.
//!
//! Both are timed several times, taking turns, and the counts compared.
//!
//! cargo run --release --example heatmap_after_run [ROUNDS] [PUZZLE]

use std::time::Duration;

use sudoku_dfs::cli::Clock;

use sudoku_dfs::parse_grid;
use sudoku_dfs::search_shape::heatmap::{Heatmap, HeatmapCheckpoints};
use sudoku_dfs::search_shape::running_counts::RunningCounts;
use sudoku_dfs::{Engine, Search, Strategy};
use sudoku_dfs_core::test_fixtures::ANTI_BRUTE_FORCE;

/// Events per frame: about what the app's loop settles on for 30 ms.
const SLICE: u64 = 20_000_000;

/// Times by the thread's CPU time where Linux tells it (others' work on a
/// shared machine disturbs it less than wall time), else wall time.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Clock::start(true);
    let value = f();
    (value, start.elapsed())
}

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds: usize = args.next().map_or(3, |n| n.parse().expect("ROUNDS"));
    let puzzle = args.next().unwrap_or_else(|| ANTI_BRUTE_FORCE.to_string());
    let grid = parse_grid(&puzzle).expect("a puzzle");
    let fresh = Engine::new(&grid, Strategy::RowMajor).expect("no conflicting givens");
    let clock = if Clock::start(true).measures_cpu_time() {
        "thread CPU time"
    } else {
        "wall time"
    };
    println!("{clock}; slices of {SLICE} events");
    println!("round  f before   H before   f after    H after");
    for round in 1..=rounds {
        // Before: a plain run, then a count from step 0.
        let mut engine = fresh.clone();
        let (_, f_before) = timed(|| while engine.run(SLICE) == SLICE {});
        let end = engine.step_number();
        let (before, h_before) = timed(|| {
            let counter = Engine::forward_only(&grid, Strategy::RowMajor)
                .expect("givens that do not conflict");
            HeatmapCheckpoints::new(&counter).count_to(end)
        });
        // After: the run counts as it goes, then H takes its counts.
        let mut engine = fresh.clone();
        let mut running = RunningCounts::default();
        let mut checkpoints = HeatmapCheckpoints::new(&fresh);
        let (_, f_after) =
            timed(
                || {
                    while running.run(&mut engine, SLICE, Some(&mut checkpoints)) == SLICE {}
                },
            );
        assert_eq!(engine.step_number(), end);
        let (after, h_after) = timed(|| {
            assert_eq!(running.step(), engine.step_number());
            running.heatmap()
        });
        assert_eq!(before, after, "the counts differ");
        assert_eq!(after, Heatmap::up_to(&fresh, end));
        println!(
            "{round:>5}  {:>7.3} s  {:>7.3} s  {:>7.3} s  {:>7.1} µs  ({} checkpoints left)",
            f_before.as_secs_f64(),
            h_before.as_secs_f64(),
            f_after.as_secs_f64(),
            h_after.as_secs_f64() * 1e6,
            checkpoints.len()
        );
    }
}
