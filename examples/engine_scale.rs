//! The engine at full scale: the anti-brute-force puzzle (about 830 million
//! events, row-major) run to the end with its step-back record, then stepped
//! back and sought at random points. Prints the time of each, the bytes the
//! record holds and the peak memory of the process.
//!
//! cargo run --release --example engine_scale [PUZZLE]

use std::time::{Duration, Instant};

use sudoku_dfs::parse_grid;
use sudoku_dfs::{Engine, Search, Strategy};
use sudoku_dfs_core::test_fixtures::ANTI_BRUTE_FORCE;

fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let puzzle = std::env::args()
        .nth(1)
        .unwrap_or_else(|| ANTI_BRUTE_FORCE.to_string());
    let grid = parse_grid(&puzzle).expect("a puzzle");
    let mut engine = Engine::new(&grid, Strategy::RowMajor).expect("no conflicting givens");

    let start = Instant::now();
    engine.run_to_end();
    let run = start.elapsed();
    let end = engine.step_number();
    let (snapshots, interval) = engine.history_shape();
    println!(
        "run to end:     {end} events in {:.3} s ({:.0} M events/s)",
        run.as_secs_f64(),
        end as f64 / run.as_secs_f64() / 1e6
    );
    println!(
        "step-back record: {} bytes ({snapshots} snapshots, every {interval} events)",
        engine.history_bytes()
    );

    // Random points across the whole search (a fixed LCG: the same points each run).
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        x >> 11
    };
    let mut worst_seek = Duration::ZERO;
    let mut worst_back = Duration::ZERO;
    let mut total_back = Duration::ZERO;
    let rounds = 2_000;
    for _ in 0..rounds {
        let target = next() % end;
        let t = Instant::now();
        engine.seek(target);
        worst_seek = worst_seek.max(t.elapsed());
        let t = Instant::now();
        engine.step_back();
        let back = t.elapsed();
        worst_back = worst_back.max(back);
        total_back += back;
    }
    let t = Instant::now();
    engine.seek(400_000_000.min(end));
    let seek_400m = t.elapsed();
    println!(
        "seek to a random step: worst {:.3} ms over {rounds}",
        worst_seek.as_secs_f64() * 1e3
    );
    println!(
        "step back:      worst {:.3} ms, mean {:.3} ms over {rounds}",
        worst_back.as_secs_f64() * 1e3,
        total_back.as_secs_f64() * 1e3 / rounds as f64
    );
    println!("seek(400000000): {:.3} ms", seek_400m.as_secs_f64() * 1e3);
    if let Some(kib) = peak_memory_kib() {
        println!("peak memory (VmHWM): {:.1} MiB", kib as f64 / 1024.0);
    }
}
