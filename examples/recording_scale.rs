//! A recording of ten million events, measured: Platinum Blonde's row-major
//! search cut at its 10,000,000th event (a search stopped at a limit, as a
//! learner's may be), read as a `Recording`; then the tree as `t` opens it
//! in a 120x40 terminal (109 columns, 31 rows) and a zoom, each built on a
//! copy as the solve screen's worker does (the UI thread only makes the
//! copy), and the heatmap's count to its last step. Prints the time of
//! each and the memory each takes; checks that the tree and the counts are
//! the engine's at the same step.
//!
//! A measurement, not a timed test:
//!
//! cargo run --release --example recording_scale

// A failed check ends the measurement with its reason, as a test would.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use sudoku_dfs::search_shape::heatmap::{Heatmap, Measure};
use sudoku_dfs::search_shape::tree::{Icicle, icicle};
use sudoku_dfs::{Engine, Event, Recording, Search, Strategy, parse_grid};

use sudoku_dfs_core::test_fixtures::PLATINUM_BLONDE;
const EVENTS: u64 = 10_000_000;
const COLUMNS: usize = 109;
const ROWS: usize = 31;

/// The process's resident and peak resident memory (KiB), where Linux
/// tells them.
fn memory_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Resets the peak (Linux: writing 5 to clear_refs), so the next peak read
/// is the peak of what follows.
fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let value = f();
    (value, start.elapsed())
}

/// Builds `what` on a thread of its own from a copy of `search`, as the
/// solve screen's worker does; prints the copy's time (what the UI thread
/// pays), the build's, and the memory the build took above where it began.
fn built_off_thread(
    what: &str,
    search: &dyn Search,
    build: impl FnOnce(&dyn Search) -> Icicle + Send + 'static,
) -> Icicle {
    let (copy, copied) = timed(|| search.boxed_clone());
    let before = memory_kib("VmRSS:");
    let measured = reset_peak();
    let (tree, took) = timed(|| {
        std::thread::spawn(move || build(&*copy))
            .join()
            .expect("the build")
    });
    let peak = memory_kib("VmHWM:");
    let extra = match (measured, before, peak) {
        (true, Some(before), Some(peak)) => format!("{} KiB", peak.saturating_sub(before)),
        _ => "unknown".to_string(),
    };
    let nodes = tree.rows.iter().flatten().filter(|r| r.width > 0).count();
    println!(
        "{what}: copy {:.3} ms on the UI thread, build {:.1} ms, {} rows, {nodes} nodes drawn, \
         peak memory above the start {extra}",
        copied.as_secs_f64() * 1e3,
        took.as_secs_f64() * 1e3,
        tree.rows.len(),
    );
    tree
}

fn main() {
    let grid = parse_grid(PLATINUM_BLONDE).unwrap();
    let mut engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
    let (events, took) = timed(|| {
        let mut events = Vec::with_capacity(EVENTS as usize);
        while (events.len() as u64) < EVENTS {
            let event: Event = engine.step().expect("ten million events before the end");
            events.push((events.len() + 1, event));
        }
        events
    });
    println!(
        "{} events from the engine in {:.2} s",
        events.len(),
        took.as_secs_f64()
    );
    let rss_with_list = memory_kib("VmRSS:").unwrap_or(0);
    let (recording, took) = timed(|| {
        Recording::from_events(&grid, Strategy::RowMajor, None, &events).expect("replayable")
    });
    drop(events);
    let rss_after = memory_kib("VmRSS:").unwrap_or(0);
    println!(
        "read as a recording in {:.2} s; resident memory {} MiB with it (the list of \
         events read from dropped), {} MiB before it with that list",
        took.as_secs_f64(),
        rss_after / 1024,
        rss_with_list / 1024,
    );
    let mut recording: Box<dyn Search> = Box::new(recording);
    let (end, took) = timed(|| recording.seek(u64::MAX));
    assert_eq!(end, EVENTS);
    assert!(recording.is_finished() && recording.outcome().is_none());
    println!("seek to its end: {:.1} ms", took.as_secs_f64() * 1e3);

    let tree = built_off_thread("tree, whole recording", &*recording, move |s| {
        icicle(s, &[], 0..EVENTS + 1, COLUMNS, ROWS)
    });
    let node = tree.rows[2]
        .iter()
        .filter(|r| !r.is_aggregate())
        .max_by_key(|r| r.width)
        .expect("a node on the third row")
        .clone();
    let (parent, steps) = (node.parent().to_vec(), node.steps.clone());
    let zoomed = built_off_thread("tree, zoom into row 2's widest", &*recording, move |s| {
        icicle(s, &parent, steps, COLUMNS, ROWS)
    });

    let (counts, took) = timed(|| Heatmap::over_events(&*recording, EVENTS));
    println!(
        "heatmap counted to step {}: {:.1} ms, {} placements",
        counts.step,
        took.as_secs_f64() * 1e3,
        counts.total(Measure::Placements)
    );

    // The engine standing at the same step builds the same.
    assert_eq!(engine.step_number(), EVENTS);
    let (by_engine, took) = timed(|| icicle(&engine, &[], 0..EVENTS + 1, COLUMNS, ROWS));
    println!(
        "the same tree over the engine: {:.1} ms",
        took.as_secs_f64() * 1e3
    );
    assert_eq!(tree, by_engine);
    let node_steps = node.steps.clone();
    assert_eq!(
        zoomed,
        icicle(&engine, node.parent(), node_steps, COLUMNS, ROWS)
    );
    assert_eq!(counts, Heatmap::up_to(&engine, EVENTS));
}
