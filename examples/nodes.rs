//! Search nodes per puzzle and time per node, first solution and count to 2:
//! `cargo run --release --example nodes -- FILE...`. A quick view of how
//! much guessing a set needs, to tell propagation gains from speed gains.

use std::time::Instant;

use sudoku_dfs::fast::count_with_stats;

fn main() -> anyhow::Result<()> {
    for path in std::env::args().skip(1) {
        let text = sudoku_dfs::read_puzzle_file(path.as_ref())?;
        let puzzles: Vec<[u8; 81]> = sudoku_dfs::parse_puzzles(&text)
            .into_iter()
            .filter_map(|r| r.ok().map(|(_, g)| *g.digits()))
            .collect();
        for limit in [1u64, 2] {
            let started = Instant::now();
            let nodes: u64 = puzzles
                .iter()
                .map(|p| count_with_stats(std::hint::black_box(p), limit).nodes)
                .sum();
            let seconds = started.elapsed().as_secs_f64();
            println!(
                "{path} limit {limit}: nodes/puzzle {:.1}  ns/node {:.1}  puzzles/s {:.0}",
                nodes as f64 / puzzles.len() as f64,
                seconds * 1e9 / nodes as f64,
                puzzles.len() as f64 / seconds
            );
        }
    }
    Ok(())
}
