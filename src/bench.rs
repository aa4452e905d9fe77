//! Measuring the fast solver on puzzle files: puzzles per second on one
//! thread, for the first solution and for counting up to 2 (what checking a
//! puzzle for uniqueness costs), next to the figures of the fastest known
//! solvers measured on the same public sets on this kind of machine; and,
//! with more threads, how the rate scales.
//!
//! Puzzles are parsed before the clock starts; the timed loop is the solver
//! alone, as the reference figures were taken. Each mode runs in rounds of
//! at least 0.2 s, at least 1 s in all, after one warm-up pass; the report
//! gives the best round, the figure least disturbed by other work on the
//! machine. On one thread the clock is, on Linux, the thread's own time on
//! a CPU, so time slices lost to other work on a shared machine do not
//! count; on several threads (the scaling) it is wall time.

use std::fmt;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::fast::{count_digits, solve_digits};
use crate::format::thousands;
use crate::grid::PuzzleReader;

/// Reference figures, single thread, puzzles per second: (file stem, tdoku
/// first / count-to-2, `sudoku` crate 0.8 first / count-to-2). Measured side
/// by side on a 2-core AMD EPYC of the kind this project is built on (tdoku
/// built with clang 14 -O3 -mavx, its fastest build there), as given in
/// `puzzles/README.md`: not the solvers' published figures, which come from
/// faster desktop CPUs.
pub const REFERENCE: [(&str, [f64; 2], [f64; 2]); 4] = [
    (
        "royle-17clue",
        [253_100.0, 253_800.0],
        [393_200.0, 369_200.0],
    ),
    (
        "magictour-top1465",
        [132_700.0, 92_900.0],
        [118_200.0, 74_600.0],
    ),
    (
        "forum-hardest-1905-11plus",
        [28_800.0, 16_200.0],
        [22_000.0, 11_400.0],
    ),
    (
        "forum-hardest-1106",
        [19_000.0, 9_500.0],
        [17_000.0, 5_600.0],
    ),
];

/// One file's measurements.
#[derive(Clone, Debug)]
pub struct FileReport {
    /// The file name, as shown in the report.
    pub name: String,
    /// Puzzles read and measured.
    pub puzzles: usize,
    /// Lines that were not puzzles (reported, not measured).
    pub skipped: usize,
    /// What was wrong with the first of them, with its line.
    pub first_problem: Option<String>,
    /// Puzzles with at least one solution.
    pub solvable: usize,
    /// Puzzles with exactly one solution.
    pub unique: usize,
    /// First solution, puzzles per second.
    pub solve_rate: f64,
    /// Counting up to 2 solutions, puzzles per second.
    pub count2_rate: f64,
    /// The reference figures for a known file: tdoku and the `sudoku` crate,
    /// each first solution / count to 2.
    pub reference: Option<([f64; 2], [f64; 2])>,
    /// With more than one thread: how many, the rates on all of them and,
    /// for the scaling, on one thread by the same (wall) clock; each first
    /// solution / count to 2.
    pub parallel: Option<Scaling>,
}

/// Rates on several threads against one, all by wall time.
#[derive(Clone, Copy, Debug)]
pub struct Scaling {
    pub jobs: usize,
    pub rates: [f64; 2],
    pub one_thread: [f64; 2],
}

/// The report for one or more files; `Display` draws it as a table.
#[derive(Clone, Debug, Default)]
pub struct BenchReport {
    pub files: Vec<FileReport>,
    /// How long each mode was measured, as the report's last line says.
    pub timing: Timing,
}

/// How long each mode is measured: rounds of at least `round`, at least
/// `total` in all. Tests pass milliseconds; the default is what the
/// published figures were taken with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    pub round: Duration,
    pub total: Duration,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            round: Duration::from_millis(200),
            total: Duration::from_secs(1),
        }
    }
}

impl Timing {
    /// At least `total` per mode, in rounds of a fifth of it up to 0.2 s.
    pub fn lasting(total: Duration) -> Timing {
        Timing {
            round: (total / 5).min(Timing::default().round),
            total,
        }
    }
}

/// `bench_files`, measuring each mode as long as `timing` says; with `jobs`
/// above 1 both modes are measured again on that many threads, for the
/// scaling figure.
pub fn bench_files_timed<P: AsRef<Path>>(
    paths: &[P],
    timing: Timing,
    jobs: usize,
) -> anyhow::Result<BenchReport> {
    let mut report = BenchReport {
        files: Vec::new(),
        timing,
    };
    for p in paths {
        report.files.push(bench_one(p.as_ref(), timing, jobs)?);
    }
    Ok(report)
}

fn bench_one(path: &Path, timing: Timing, jobs: usize) -> anyhow::Result<FileReport> {
    let file = crate::puzzle_file::open(path).map_err(|e| {
        anyhow::anyhow!(
            "cannot open {}: {}",
            path.display(),
            crate::format::io_error(&e)
        )
    })?;
    let mut puzzles = Vec::new();
    let mut skipped = 0;
    let mut first_problem = None;
    for item in PuzzleReader::new(file) {
        match item {
            Ok((_, grid)) => puzzles.push(*grid.digits()),
            Err(e) => {
                skipped += 1;
                first_problem.get_or_insert_with(|| e.to_string());
            }
        }
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    if puzzles.is_empty() {
        match first_problem {
            Some(problem) => anyhow::bail!("{}: no puzzles found ({problem})", path.display()),
            None => anyhow::bail!("{}: no puzzles found", path.display()),
        }
    }

    let solvable = puzzles.iter().filter(|p| solve_digits(p).is_some()).count();
    let unique = puzzles.iter().filter(|p| count_digits(p, 2) == 1).count();
    let first = |p: &[u8; 81]| solve_digits(p).map_or(0, |s| s[80] as u64);
    let count2 = |p: &[u8; 81]| count_digits(p, 2);
    let solve_rate = measure(&puzzles, timing, 1, ClockKind::Cpu, first)?;
    let count2_rate = measure(&puzzles, timing, 1, ClockKind::Cpu, count2)?;
    let parallel = if jobs > 1 {
        Some(Scaling {
            jobs,
            rates: [
                measure(&puzzles, timing, jobs, ClockKind::Wall, first)?,
                measure(&puzzles, timing, jobs, ClockKind::Wall, count2)?,
            ],
            one_thread: [
                measure(&puzzles, timing, 1, ClockKind::Wall, first)?,
                measure(&puzzles, timing, 1, ClockKind::Wall, count2)?,
            ],
        })
    } else {
        None
    };

    // `royle-17clue.txt.gz` is the set `royle-17clue.txt` is.
    let stem = crate::puzzle_file::uncompressed_file_name(path)
        .and_then(|name| Path::new(name).file_stem())
        .map(|s| s.to_string_lossy().into_owned());
    let reference = REFERENCE
        .iter()
        .find(|(known, ..)| stem.as_deref() == Some(*known))
        .map(|&(_, tdoku, crate_figures)| (tdoku, crate_figures));
    Ok(FileReport {
        name,
        puzzles: puzzles.len(),
        skipped,
        first_problem,
        solvable,
        unique,
        solve_rate,
        count2_rate,
        reference,
        parallel,
    })
}

/// Best rate of rounds, each at least `timing.round`, at least
/// `timing.total` in all, on `jobs` threads (each takes slices of the set in
/// turn).
fn measure(
    puzzles: &[[u8; 81]],
    timing: Timing,
    jobs: usize,
    clock: ClockKind,
    work: impl Fn(&[u8; 81]) -> u64 + Sync,
) -> anyhow::Result<f64> {
    /// Puzzles a thread takes at a time: small enough to share the end of a
    /// pass evenly, large enough that taking them costs nothing measurable.
    const SLICE: usize = 64;
    let serial = || {
        let mut sink = 0u64;
        for p in puzzles {
            sink = sink.wrapping_add(work(black_box(p)));
        }
        black_box(sink);
        Ok(())
    };
    let parallel = || -> anyhow::Result<()> {
        let next = AtomicUsize::new(0);
        let take_slices = || {
            let mut sink = 0u64;
            loop {
                let start = next.fetch_add(SLICE, Ordering::Relaxed);
                let Some(slice) = puzzles.get(start..(start + SLICE).min(puzzles.len())) else {
                    return sink;
                };
                if slice.is_empty() {
                    return sink;
                }
                for p in slice {
                    sink = sink.wrapping_add(work(black_box(p)));
                }
            }
        };
        std::thread::scope(|scope| {
            let mut threads = Vec::with_capacity(jobs);
            for n in 1..=jobs {
                let thread = std::thread::Builder::new()
                    .spawn_scoped(scope, take_slices)
                    .map_err(|e| {
                        anyhow::anyhow!(
                            "could not start benchmark thread {n} of {jobs}: {}",
                            crate::format::io_error(&e)
                        )
                    })?;
                threads.push(thread);
            }
            let sink = threads
                .into_iter()
                .map(|t| t.join().unwrap_or(0))
                .fold(0u64, u64::wrapping_add);
            black_box(sink);
            Ok(())
        })
    };
    let pass = || if jobs > 1 { parallel() } else { serial() };
    pass()?; // warm-up: caches, branch predictors, clock frequency
    let cpu_time = clock == ClockKind::Cpu && jobs == 1;
    let started = Clock::start(cpu_time);
    let mut best = 0f64;
    while started.elapsed() < timing.total {
        let round = Clock::start(cpu_time);
        let mut passes = 0usize;
        while round.elapsed() < timing.round {
            pass()?;
            passes += 1;
        }
        let rate = (passes * puzzles.len()) as f64 / round.elapsed().as_secs_f64();
        best = best.max(rate);
    }
    Ok(best)
}

/// Which clock a measurement goes by.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ClockKind {
    /// The thread's CPU time where known (one thread only), else wall time.
    Cpu,
    Wall,
}

/// Nanoseconds the calling thread has run on a CPU, where Linux tells.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// A stopwatch: the thread's CPU time when asked for and known, else wall time.
pub struct Clock {
    wall: Instant,
    cpu: Option<u64>,
}

impl Clock {
    /// Starts the stopwatch; with `cpu_time`, on the thread's CPU time when the system gives it.
    pub fn start(cpu_time: bool) -> Clock {
        Clock {
            wall: Instant::now(),
            cpu: if cpu_time { thread_cpu_ns() } else { None },
        }
    }

    /// Whether it goes by the thread's CPU time (asked for, and known here).
    pub fn measures_cpu_time(&self) -> bool {
        self.cpu.is_some()
    }

    /// The time since [`Clock::start`].
    pub fn elapsed(&self) -> Duration {
        match self.cpu.zip(self.cpu.and_then(|_| thread_cpu_ns())) {
            Some((start, now)) => Duration::from_nanos(now.saturating_sub(start)),
            None => self.wall.elapsed(),
        }
    }
}

impl fmt::Display for BenchReport {
    /// One line per file: puzzles, both rates, and for known sets the ratio
    /// to the `sudoku` crate's and to tdoku's figures (above 1 is faster).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Wide enough for `forum-hardest-1905-11plus.txt.gz`.
        let width = self
            .files
            .iter()
            .map(|r| r.name.chars().count())
            .fold(30, usize::max);
        writeln!(
            f,
            "{:<width$} {:>8} {:>12} {:>12}   {:>15} {:>15}",
            "file", "puzzles", "first/s", "count2/s", "vs sudoku crate", "vs tdoku"
        )?;
        for r in &self.files {
            let ratios = |refs: [f64; 2]| {
                format!(
                    "{:.2} / {:.2}",
                    r.solve_rate / refs[0],
                    r.count2_rate / refs[1]
                )
            };
            let (vs_crate, vs_tdoku) = match r.reference {
                Some((tdoku, crate_figures)) => (ratios(crate_figures), ratios(tdoku)),
                None => ("-".to_string(), "-".to_string()),
            };
            writeln!(
                f,
                "{:<width$} {:>8} {:>12} {:>12}   {:>15} {:>15}",
                r.name,
                r.puzzles,
                thousands(r.solve_rate.round() as u64),
                thousands(r.count2_rate.round() as u64),
                vs_crate,
                vs_tdoku
            )?;
        }
        for r in &self.files {
            if let Some(Scaling {
                jobs,
                rates,
                one_thread,
            }) = r.parallel
            {
                writeln!(
                    f,
                    "{}: by wall time, {} / {} puzzles/s on {jobs} threads, {} / {} on one: {:.2}x / {:.2}x",
                    r.name,
                    thousands(rates[0].round() as u64),
                    thousands(rates[1].round() as u64),
                    thousands(one_thread[0].round() as u64),
                    thousands(one_thread[1].round() as u64),
                    rates[0] / one_thread[0],
                    rates[1] / one_thread[1]
                )?;
            }
        }
        for r in &self.files {
            let mut notes = Vec::new();
            if r.skipped > 0 {
                let first = r.first_problem.as_deref().unwrap_or("?");
                notes.push(format!(
                    "{} lines skipped (not puzzles; the first: {first})",
                    r.skipped
                ));
            }
            if r.solvable < r.puzzles {
                notes.push(format!("{} without solution", r.puzzles - r.solvable));
            }
            if r.unique < r.solvable {
                notes.push(format!("{} with several solutions", r.solvable - r.unique));
            }
            if !notes.is_empty() {
                writeln!(f, "{}: {}", r.name, notes.join(", "))?;
            }
        }
        write!(
            f,
            "one thread ({}), best {} s round of >= {} s per mode; ratios are ours / theirs \
             (first / count2), theirs measured on a 2-core AMD EPYC (puzzles/README.md)",
            if thread_cpu_ns().is_some() {
                "its CPU time"
            } else {
                "wall time"
            },
            seconds(self.timing.round),
            seconds(self.timing.total)
        )
    }
}

/// A duration in seconds, to the millisecond, without trailing zeros:
/// `0.2`, `1`, `0.06`.
fn seconds(d: Duration) -> String {
    let text = format!("{:.3}", d.as_secs_f64());
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests;
