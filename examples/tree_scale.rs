//! The search tree at full scale: the anti-brute-force puzzle (about 830
//! million events, row-major) run to its end with the app's engine, then
//! the icicle as `t` opens it in a 120x40 terminal (109 columns, 31 rows),
//! a zoom into a node of its third row and a zoom into an aggregate, each
//! timed, with the nodes drawn and merged.
//!
//! cargo run --release --example tree_scale [PUZZLE]

use std::time::{Duration, Instant};

use sudoku_dfs::cli::Clock;

use sudoku_dfs::parse_grid;
use sudoku_dfs::search_shape::tree::{Icicle, icicle};
use sudoku_dfs::{Engine, Strategy};
use sudoku_dfs_core::test_fixtures::ANTI_BRUTE_FORCE;

const COLUMNS: usize = 109;
const ROWS: usize = 31;

/// Wall time and the thread's CPU time (where Linux tells it; others' work
/// on a shared machine disturbs it less).
fn timed<T>(f: impl FnOnce() -> T) -> (T, (Duration, Duration)) {
    let (wall, cpu) = (Instant::now(), Clock::start(true));
    let value = f();
    (value, (wall.elapsed(), cpu.elapsed()))
}

fn report(what: &str, tree: &Icicle, (wall, cpu): (Duration, Duration)) {
    let runs = tree.rows.iter().flatten();
    let drawn = runs.clone().filter(|r| r.width > 0).count();
    let merged = runs.filter(|r| r.is_aggregate()).count();
    println!(
        "{what}: {:.1} ms CPU ({:.1} ms wall), {} rows, {drawn} nodes drawn, {merged} aggregates",
        cpu.as_secs_f64() * 1e3,
        wall.as_secs_f64() * 1e3,
        tree.rows.len()
    );
}

fn main() {
    let puzzle = std::env::args()
        .nth(1)
        .unwrap_or_else(|| ANTI_BRUTE_FORCE.to_string());
    let grid = parse_grid(&puzzle).expect("a puzzle");
    let mut engine = Engine::new(&grid, Strategy::RowMajor).expect("no conflicting givens");
    let (end, run) = timed(|| engine.run_to_end());
    println!(
        "run to the end: {end} events in {:.2} s CPU",
        run.1.as_secs_f64()
    );
    let (tree, took) = timed(|| icicle(&engine, &[], 0..end + 1, COLUMNS, ROWS));
    report("open (whole search)", &tree, took);
    for (r, row) in tree.rows.iter().take(4).enumerate() {
        let line: Vec<String> = row
            .iter()
            .map(|run| format!("{}x{}", run.events, run.width))
            .collect();
        println!("  row {r}: {}", line.join(" "));
    }
    let node = tree.rows[2]
        .iter()
        .filter(|r| !r.is_aggregate())
        .max_by_key(|r| r.width)
        .expect("a node on the third row");
    let (zoomed, took) =
        timed(|| icicle(&engine, node.parent(), node.steps.clone(), COLUMNS, ROWS));
    report("zoom into the widest node of row 2", &zoomed, took);
    let aggregate = tree
        .rows
        .iter()
        .flatten()
        .filter(|r| r.is_aggregate())
        .max_by_key(|r| r.width);
    if let Some(aggregate) = aggregate {
        let (spread, took) = timed(|| {
            icicle(
                &engine,
                aggregate.parent(),
                aggregate.steps.clone(),
                COLUMNS,
                ROWS,
            )
        });
        report("zoom into the widest aggregate", &spread, took);
    }
}
