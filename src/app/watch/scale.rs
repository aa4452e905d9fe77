//! The whole path the watch takes once a learner's run has ended, at ten
//! million writes (the scale) and at the default write limit:
//! the writes read as events, analysed
//! against the five reference searches, packed into a recording, and
//! seeked; and real learners' programs watched as `watch` watches them.
//! A measurement, not a timed test (the machine is shared):
//! examples/watch_scale.rs prints the figures docs/benchmarks.md states,
//! reaching these through the hidden `sudoku_dfs::measure`.

use std::path::Path;
use std::time::{Duration, Instant};

use super::{Watched, building, from_live, watch_notes};
use crate::engine::{Engine, Event, Strategy};
use crate::grid::Grid;
use crate::i18n::Lang;
use crate::learner::Language;
use crate::learner::analysis::Live;
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
fn stopped_run(puzzle: &Grid, limit: usize) -> SolutionRun {
    let mut engine = Engine::new(puzzle, Strategy::RowMajor).expect("givens that do not conflict");
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

/// The anti-brute-force puzzle, made against row-major DFS: its search
/// never ends before the write limits measured.
fn anti_brute_force() -> Grid {
    crate::puzzles::all()
        .iter()
        .find(|p| p.name == "Anti brute force")
        .expect("shipped in assets/puzzles.txt")
        .grid
        .clone()
}

/// Milliseconds of wall time and of this thread's CPU time.
#[derive(Clone, Copy, Debug)]
pub struct Timed {
    /// Wall time.
    pub ms: f64,
    /// This thread's CPU time.
    pub cpu_ms: f64,
}

/// The figures of [`watch_at_scale`].
#[derive(Clone, Copy, Debug)]
pub struct WatchFigures {
    /// The writes of the run.
    pub writes: usize,
    /// The events read from them.
    pub events: usize,
    /// The reader alone, in row-major order, events handed on as they come.
    pub read: Timed,
    /// The analysis alone, keeping nothing of the steps.
    pub analysis: Timed,
    /// The analysis with the recording built as it reads: the watch's.
    pub analysis_and_recording: Timed,
    /// The whole path to the first screen.
    pub first_screen: Timed,
    /// The worst of 200 seeks in the recording.
    pub worst_seek: Duration,
    /// The recording's bytes a write.
    pub bytes_per_write: f64,
}

/// The watch's path once a run cut at `limit` writes has ended: the
/// classic search's writes on the anti-brute-force puzzle, read,
/// analysed, recorded and seeked.
pub fn watch_at_scale(limit: usize) -> WatchFigures {
    let limits = Limits {
        writes: limit,
        ..Limits::default()
    };
    let puzzle = anti_brute_force();
    let run = stopped_run(&puzzle, limits.writes);
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
        timed(|| from_live(&puzzle, file, run, &limits, text, None).expect("a run with writes"));
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
    WatchFigures {
        writes,
        events,
        read: Timed {
            ms: read_ms,
            cpu_ms: read_cpu,
        },
        analysis: Timed {
            ms: analyse_ms,
            cpu_ms: analyse_cpu,
        },
        analysis_and_recording: Timed {
            ms: build_ms,
            cpu_ms: build_cpu,
        },
        first_screen: Timed {
            ms: total_ms,
            cpu_ms: total_cpu,
        },
        worst_seek: worst,
        bytes_per_write: recording.heap_bytes() as f64 / writes as f64,
    }
}

/// The figures of [`live_watch_at_scale`].
#[derive(Clone, Copy, Debug)]
pub struct LiveFigures {
    /// The events recorded.
    pub events: u64,
    /// How long the program ran.
    pub ran: Duration,
    /// Milliseconds of the run, compiling included.
    pub run_ms: f64,
    /// Milliseconds from the program's end to the first screen.
    pub first_screen_ms: f64,
    /// The recording's bytes a write.
    pub bytes_per_write: f64,
}

/// A real learner's program (`file`, run by its language's harness) on
/// the anti-brute-force puzzle, cut at `cut` writes, watched as `watch`
/// watches it: the writes read on their own thread while the program
/// runs. What the learner waits for after the program has ended is
/// [`LiveFigures::first_screen_ms`]. `None` when the file's language is
/// not told by its extension.
pub fn live_watch_at_scale(file: &Path, cut: usize) -> Option<LiveFigures> {
    let puzzle = anti_brute_force();
    let text = Lang::En.text();
    let language = Language::of(file)?;
    let limits = Limits {
        writes: cut,
        time: Duration::from_secs(300),
        ..Limits::default()
    };
    let live = Live::start(&puzzle, building);
    let watched = Limits {
        live: Some(live.sender()),
        ..limits.clone()
    };
    let line = puzzle.givens_only().to_line();
    let (run, run_ms, _) = timed(|| crate::learner::run(language, file, &line, &watched));
    let ran = run.elapsed;
    let (made, after_ms, _) = timed(|| {
        from_live(&puzzle, file, run, &limits, text, Some(live)).expect("a run with writes")
    });
    let Watched::Learner(recording) = made.0 else {
        panic!("a learner's recording");
    };
    Some(LiveFigures {
        events: recording.len(),
        ran,
        run_ms,
        first_screen_ms: after_ms,
        bytes_per_write: recording.heap_bytes() as f64 / cut as f64,
    })
}
