//! The whole path the watch takes once a learner's run has ended, at ten
//! million writes (the scale) and at the default write limit: the
//! writes read as events, analysed against the five reference searches,
//! packed into a recording, and seeked. Then real learners' programs (the
//! classic Python and C++ solutions) on the anti-brute-force puzzle, cut
//! at the same limits, watched as `watch` watches them: the writes read on
//! their own thread while the program runs, so what the learner waits for
//! after the program has ended is the time from its end to the first
//! screen. The measuring is the app's own (`sudoku_dfs::measure`).
//!
//! A measurement, not a timed test (the machine is shared):
//!
//! cargo run --release --example watch_scale
//!
//! (`watch_scale stopped` or `watch_scale live` runs one half.)

use std::path::Path;

use sudoku_dfs::measure::{live_watch_at_scale, watch_at_scale};
use sudoku_dfs_core::learner::run::{Limits, tool_found};

fn main() {
    let only = std::env::args().nth(1);
    let cuts = [10_000_000, Limits::default().writes];
    if only.as_deref() != Some("live") {
        for limit in cuts {
            let f = watch_at_scale(limit);
            println!(
                "{} writes, {} events\n\
                 reader: {:.1} million writes/second ({:.0} ms, {:.0} ms of CPU)\n\
                 analysis alone: {:.0} ms ({:.0} ms of CPU)\n\
                 analysis and recording: {:.0} ms ({:.0} ms of CPU)\n\
                 first screen (from_run, all of it): {:.0} ms ({:.0} ms of CPU)\n\
                 worst of 200 seeks: {:.2} ms; {:.1} bytes a write",
                f.writes,
                f.events,
                f.writes as f64 / (f.read.cpu_ms.max(1e-3) / 1e3) / 1e6,
                f.read.ms,
                f.read.cpu_ms,
                f.analysis.ms,
                f.analysis.cpu_ms,
                f.analysis_and_recording.ms,
                f.analysis_and_recording.cpu_ms,
                f.first_screen.ms,
                f.first_screen.cpu_ms,
                f.worst_seek.as_secs_f64() * 1e3,
                f.bytes_per_write
            );
        }
    }
    if only.as_deref() == Some("stopped") {
        return;
    }
    let runs = [
        ("tests/data/learner/python/classic.py", "python3"),
        ("tests/data/learner/cpp/classic.cpp", "g++"),
    ];
    for (file, tool) in runs {
        if !tool_found(tool, "--version") {
            println!("{file}: skipped, {tool} is not on this machine");
            continue;
        }
        for cut in cuts {
            let Some(f) = live_watch_at_scale(Path::new(file), cut) else {
                println!("{file}: no language told by its extension");
                continue;
            };
            println!(
                "{file}, cut at {cut} writes: {} events; the program ran {:.2} s \
                 ({:.0} ms with compiling); first screen {:.0} ms after it ended; \
                 {:.1} bytes a write",
                f.events,
                f.ran.as_secs_f64(),
                f.run_ms,
                f.first_screen_ms,
                f.bytes_per_write
            );
        }
    }
}
