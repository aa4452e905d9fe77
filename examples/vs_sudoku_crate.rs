//! The fast solver against the `sudoku` crate 0.8 (Rust, a JCZSolve port) in
//! the same process, on the same puzzles, taking turns so that a busy
//! machine disturbs both alike: puzzles per second for the first solution
//! and for counting up to 2, best 0.2 s round of each, and the ratios.
//!
//! On Linux the clock is the thread's own time on a CPU
//! (`/proc/thread-self/schedstat`), so time slices lost to other work on a
//! shared machine do not count; elsewhere it is wall time.
//!
//! cargo run --release --example vs_sudoku_crate -- FILE... [--rounds N]
//! (a FILE ending in .gz is decoded first, as `sudoku-dfs bench` does)
//!
//! The crate is a dev-dependency used only here. With the crate's figures
//! against tdoku's on this kind of machine (puzzles/README.md),
//! the ratio to the crate measured now also places us against tdoku.

use std::hint::black_box;
use std::time::Duration;

use sudoku::Sudoku;
use sudoku_dfs::cli::Clock;
use sudoku_dfs::fast::{count_digits, solve_digits};

/// The rate of one round of at least 0.2 s of `work` over the set.
fn round(puzzles: usize, work: &mut dyn FnMut() -> u64) -> f64 {
    let clock = Clock::start(true);
    let mut passes = 0usize;
    let mut sink = 0u64;
    while clock.elapsed() < Duration::from_millis(200) {
        sink = sink.wrapping_add(work());
        passes += 1;
    }
    black_box(sink);
    (passes * puzzles) as f64 / clock.elapsed().as_secs_f64()
}

fn main() -> anyhow::Result<()> {
    let mut rounds = 5;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--rounds" {
            rounds = args.next().unwrap_or_default().parse()?;
        } else {
            files.push(a);
        }
    }
    if files.is_empty() {
        anyhow::bail!("usage: vs_sudoku_crate FILE... [--rounds N]");
    }
    println!(
        "{:<30} {:>8} {:>17} {:>17} {:>13}",
        "file", "puzzles", "ours first/count2", "crate first/count2", "ours / crate"
    );
    for path in &files {
        let text = sudoku_dfs::read_puzzle_file(path.as_ref())?;
        let ours: Vec<[u8; 81]> = sudoku_dfs::parse_puzzles(&text)
            .into_iter()
            .filter_map(|r| r.ok().map(|(_, g)| *g.digits()))
            .collect();
        let theirs: Vec<Sudoku> = ours
            .iter()
            .map(|p| Sudoku::from_bytes(*p).expect("digits 0-9"))
            .collect();
        let n = ours.len();
        let mut best = [0f64; 4];
        for _ in 0..rounds {
            let rates = [
                round(n, &mut || {
                    ours.iter()
                        .map(|p| solve_digits(black_box(p)).map_or(0, |s| s[80] as u64))
                        .sum()
                }),
                round(n, &mut || {
                    theirs
                        .iter()
                        .map(|s| {
                            black_box(*s)
                                .some_solution()
                                .map_or(0, |s| s.to_bytes()[80] as u64)
                        })
                        .sum()
                }),
                round(n, &mut || {
                    ours.iter().map(|p| count_digits(black_box(p), 2)).sum()
                }),
                round(n, &mut || {
                    theirs
                        .iter()
                        .map(|s| black_box(*s).solutions_count_up_to(2) as u64)
                        .sum()
                }),
            ];
            for (b, r) in best.iter_mut().zip(rates) {
                *b = b.max(r);
            }
        }
        let name = std::path::Path::new(path)
            .file_name()
            .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
        println!(
            "{:<30} {:>8} {:>8.0} / {:>6.0} {:>8.0} / {:>6.0}   {:.2} / {:.2}",
            name,
            n,
            best[0],
            best[2],
            best[1],
            best[3],
            best[0] / best[1],
            best[2] / best[3]
        );
    }
    let clock = if Clock::start(true).measures_cpu_time() {
        "CPU time of the thread"
    } else {
        "wall time"
    };
    println!("best 0.2 s round of {rounds} per mode, taking turns; one thread; {clock}");
    Ok(())
}
