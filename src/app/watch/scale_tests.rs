//! The whole path the watch takes once a learner's run has ended, at ten
//! million writes (the scale) and at the default write limit:
//! the writes read as events, analysed
//! against the five reference searches, packed into a recording, and
//! seeked. A measurement, not a timed test (the machine is shared): it
//! prints the figures the README states.

use std::path::Path;
use std::time::{Duration, Instant};

use super::{Watched, from_run, watch_notes};
use crate::engine::{Engine, Event, Strategy};
use crate::grid::parse_grid;
use crate::i18n::Lang;
use crate::learner::Language;
use crate::learner::run::{End, Limits, Output, SolutionRun, StopReason};
use crate::learner::writes::{CellOrder, Reader, Write};
use crate::search::Search;

/// This thread's CPU time in milliseconds: on a shared machine the wall
/// time says more about the other loads than about this work.
fn cpu_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let nanos: f64 = stat
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0.0);
    nanos / 1e6
}

/// Wall and CPU milliseconds of `f`, and what it made.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64, f64) {
    let (start, cpu) = (Instant::now(), cpu_ms());
    let out = f();
    (out, start.elapsed().as_secs_f64() * 1e3, cpu_ms() - cpu)
}

/// The classic search's writes on the anti-brute-force puzzle, cut at the
/// write limit as the runner cuts a learner's endless run (digits
/// from line 27, `.` from line 31, as a Python file would have them).
fn stopped_run(limit: usize) -> SolutionRun {
    let puzzle = parse_grid(crate::test_fixtures::ANTI_BRUTE_FORCE).unwrap();
    let mut engine = Engine::new(&puzzle, Strategy::RowMajor).unwrap();
    let mut writes = Vec::with_capacity(limit);
    while writes.len() < limit {
        let write = match engine.step() {
            Some(Event::Place { cell, digit }) => (cell, Some(digit), 27),
            Some(Event::Undo { cell, .. }) => (cell, None, 31),
            Some(_) => continue,
            None => break,
        };
        let (cell, value, line) = write;
        writes.push(Write {
            row: cell.row() as u8,
            col: cell.col() as u8,
            value,
            line: Some(line),
        });
    }
    SolutionRun {
        language: Language::Python,
        writes,
        odd_writes: 0,
        first_odd: None,
        copies: None,
        final_board: None,
        end: End::Stopped(StopReason::Writes),
        output: Output::default(),
        elapsed: Duration::from_secs(3),
        compile_elapsed: None,
        pid: None,
    }
}

/// `cargo test --release --lib watch_at_scale -- --ignored --nocapture`
#[test]
#[ignore = "a measurement: run in release"]
fn watch_at_scale_of_ten_million_writes() {
    measure(10_000_000);
    measure(Limits::default().writes);
}

fn measure(limit: usize) {
    let limits = Limits {
        writes: limit,
        ..Limits::default()
    };
    let run = stopped_run(limits.writes);
    let puzzle = parse_grid(crate::test_fixtures::ANTI_BRUTE_FORCE).unwrap();
    let writes = run.writes.len();
    let text = Lang::En.text();

    // The reader alone, in the order the analysis finds (row-major),
    // events handed on as they come.
    let (events, read_ms, read_cpu) = timed(|| {
        let mut reader = Reader::new(&puzzle, CellOrder::RowMajor);
        let mut events = 0;
        for &write in &run.writes {
            reader.write(write);
            events += reader.drain().len();
        }
        events + reader.finish().len()
    });
    // The analysis alone, keeping nothing of the steps.
    let (analysis, analyse_ms, analyse_cpu) =
        timed(|| crate::learner::analysis::analyse_into(&puzzle, &run, |_| ()).0);
    // The analysis with the recording built as it reads: the watch's.
    let ((recording, notes), build_ms, build_cpu) = timed(|| watch_notes(&puzzle, &run, text));
    assert_eq!(recording.len(), analysis.len);
    drop(recording);
    // And the whole path, as the watch takes it.
    let file = Path::new("tests/data/learner/python/sticky_box.py");
    let (watched, total_ms, total_cpu) =
        timed(|| from_run(&puzzle, file, run, &limits, text).unwrap());
    let Watched::Learner(mut recording) = watched.0 else {
        panic!("a learner's recording");
    };
    assert!(notes.same_as.is_some(), "{notes:?}");
    let len = recording.len();
    let mut worst = Duration::ZERO;
    for k in 0..200u64 {
        let n = (k * 2_654_435_761) % (len + 1);
        let start = Instant::now();
        recording.seek(n);
        worst = worst.max(start.elapsed());
    }
    println!(
        "{writes} writes, {events} events\n\
         reader: {:.1} million writes/second ({read_ms:.0} ms, {read_cpu:.0} ms of CPU)\n\
         analysis alone: {analyse_ms:.0} ms ({analyse_cpu:.0} ms of CPU)\n\
         analysis and recording: {build_ms:.0} ms ({build_cpu:.0} ms of CPU)\n\
         first screen (from_run, all of it): {total_ms:.0} ms ({total_cpu:.0} ms of CPU)\n\
         worst of 200 seeks: {:.2} ms; {:.1} bytes a write",
        writes as f64 / (read_cpu.max(1e-3) / 1e3) / 1e6,
        worst.as_secs_f64() * 1e3,
        recording.heap_bytes() as f64 / writes as f64
    );
}

/// `cargo test --release --lib live_watch_at_scale -- --ignored --nocapture`:
/// real learners' programs (the classic Python and C++ solutions) on the
/// anti-brute-force puzzle, cut at ten million writes, watched as `watch`
/// watches them: the writes read on their own thread while the program
/// runs. What the learner waits for after the program has ended is the
/// time from the run's end to the first screen.
#[test]
#[ignore = "a measurement: run in release"]
fn live_watch_at_scale_of_ten_million_writes() {
    use crate::learner::analysis::Live;
    let puzzle = parse_grid(crate::test_fixtures::ANTI_BRUTE_FORCE).unwrap();
    let text = Lang::En.text();
    let runs = [
        ("tests/data/learner/python/classic.py", "python3"),
        ("tests/data/learner/cpp/classic.cpp", "g++"),
    ];
    for ((file, tool), cut) in runs
        .into_iter()
        .flat_map(|run| [(run, 10_000_000), (run, Limits::default().writes)])
    {
        if !crate::learner::run::tool_found(tool, "--version") {
            println!("{file}: skipped, {tool} is not on this machine");
            continue;
        }
        let file = Path::new(file);
        let language = Language::of(file).unwrap();
        let limits = Limits {
            writes: cut,
            time: Duration::from_secs(300),
            ..Limits::default()
        };
        let live = Live::start(&puzzle, super::building);
        let watched = Limits {
            live: Some(live.sender()),
            ..limits.clone()
        };
        let line = puzzle.givens_only().to_line();
        let (run, run_ms, _) = timed(|| crate::learner::run(language, file, &line, &watched));
        let ran = run.elapsed;
        let (made, after_ms, _) =
            timed(|| super::from_live(&puzzle, file, run, &limits, text, Some(live)).unwrap());
        let Watched::Learner(recording) = made.0 else {
            panic!("a learner's recording");
        };
        println!(
            "{}, cut at {cut} writes: {} events; the program ran {:.2} s \
             ({run_ms:.0} ms with compiling); first screen {after_ms:.0} ms after it ended; \
             {:.1} bytes a write",
            file.display(),
            recording.len(),
            ran.as_secs_f64(),
            recording.heap_bytes() as f64 / cut as f64
        );
    }
}
