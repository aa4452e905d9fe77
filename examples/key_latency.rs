//! How long each key of the solve screen keeps the screen waiting at full
//! scale: the anti-brute-force puzzle (830 million events, row-major) run
//! to its end with `f` as the app runs it, then each key of the solve
//! screen's key table (and of the search tree's, from the tree opened
//! there) sent through the app's one driver (src/app/driver.rs) and the
//! screen drawn into a ratatui `TestBackend` at 120x40. For each key: the
//! time from the key to the first frame drawn after it (median and worst
//! of the rounds), the longest frame drawn after that while the app
//! worked on, and the time until it was done (at most a second).
//!
//! A measurement, not a timed test:
//!
//! KEY_LATENCY_ROUNDS=5 cargo run --release --example key_latency
//!
//! (`KEY_LATENCY_PUZZLE` names another puzzle.)

use std::time::Duration;

use sudoku_dfs::measure::{KEY_LATENCY_SIZE, key_latency};
use sudoku_dfs::parse_grid;
use sudoku_dfs_core::test_fixtures::ANTI_BRUTE_FORCE;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let rounds: usize = std::env::var("KEY_LATENCY_ROUNDS")
        .map_or(5, |n| n.parse().expect("KEY_LATENCY_ROUNDS: a number"));
    let puzzle =
        std::env::var("KEY_LATENCY_PUZZLE").unwrap_or_else(|_| ANTI_BRUTE_FORCE.to_string());
    let puzzle = parse_grid(&puzzle).expect("a puzzle");
    let figures = key_latency(&puzzle, rounds);
    println!(
        "f from step 0: {} events in {:.2} s, its longest frame {:.1} ms",
        figures.events,
        figures.f_time.as_secs_f64(),
        ms(figures.f_longest_frame)
    );
    println!(
        "{rounds} rounds, each key from the state after f (tree keys: after t); release build, {}x{}",
        KEY_LATENCY_SIZE.0, KEY_LATENCY_SIZE.1
    );
    println!(
        "| key | does | first frame: median / worst ms | longest later frame, worst ms | done, median ms |"
    );
    println!("|---|---|---|---|---|");
    for key in &figures.keys {
        println!(
            "| {} | {} | {:.1} / {:.1} | {:.1} | {:.0} |",
            key.key,
            key.does,
            ms(key.first_frame.0),
            ms(key.first_frame.1),
            ms(key.longest_later_frame),
            ms(key.done),
        );
    }
}
