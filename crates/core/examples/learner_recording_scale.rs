//! A learner's recording at scale: ten million writes of the row-major
//! search (the anti-brute-force puzzle, stopped there as the write limit
//! stops a learner's run), fed to the builder as a learner's steps; then
//! the worst of 200 seeks, and the bytes the recording takes a write.
//!
//! A measurement, not a timed test:
//!
//! cargo run --release -p sudoku-dfs-core --example learner_recording_scale

// A failed check ends the measurement with its reason, as a test would.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use sudoku_dfs_core::engine::{Engine, Event, Strategy};
use sudoku_dfs_core::learner::writes::Step;
use sudoku_dfs_core::puzzles;
use sudoku_dfs_core::recording::LearnerBuilder;
use sudoku_dfs_core::search::Search;

/// This thread's CPU time in milliseconds: on a shared machine the wall
/// time says more about the other loads than about the build.
fn cpu_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let nanos: f64 = stat
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0.0);
    nanos / 1e6
}

fn main() {
    let puzzle = &puzzles::all()
        .iter()
        .find(|p| p.name == "Anti brute force")
        .unwrap()
        .grid;
    let mut engine = Engine::new(puzzle, Strategy::RowMajor).unwrap();
    let wanted = 10_000_000u64;
    let mut steps = Vec::new();
    let mut writes = 0;
    while writes < wanted {
        let Some(event) = engine.step() else { break };
        if matches!(event, Event::Place { .. } | Event::Undo { .. }) {
            writes += 1;
        }
        steps.push(Step {
            event,
            inferred: matches!(event, Event::Reject { .. } | Event::DeadEnd { .. }),
            line: Some(if matches!(event, Event::Undo { .. }) {
                14
            } else {
                12
            }),
        });
    }
    let (start, cpu_start) = (Instant::now(), cpu_ms());
    let mut builder = LearnerBuilder::new(puzzle);
    for s in &steps {
        builder.push(s);
    }
    let mut recording = builder.finish();
    let built = start.elapsed();
    let built_cpu = cpu_ms() - cpu_start;
    let mut worst = Duration::ZERO;
    let len = recording.len();
    for k in 0..200u64 {
        let n = (k * 2_654_435_761) % (len + 1);
        let start = Instant::now();
        recording.seek(n);
        worst = worst.max(start.elapsed());
    }
    println!(
        "{writes} writes, {len} steps: built in {:.0} ms ({built_cpu:.0} ms of CPU), worst seek {:.2} ms, {:.1} bytes a write",
        built.as_secs_f64() * 1e3,
        worst.as_secs_f64() * 1e3,
        recording.heap_bytes() as f64 / writes as f64
    );
}
