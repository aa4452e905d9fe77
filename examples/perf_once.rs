//! Runs the fast solver once over every puzzle of a file, in one mode, for
//! counting instructions with `perf stat`:
//! `cargo run --release --example perf_once -- LIMIT FILE` (LIMIT 1: first
//! solution, 2: count to 2). Prints the solutions found, as a check.

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let (Some(limit), Some(path)) = (args.next(), args.next()) else {
        anyhow::bail!("usage: perf_once LIMIT FILE");
    };
    let limit: u64 = limit.parse()?;
    let text = sudoku_dfs::read_puzzle_file(path.as_ref())?;
    let puzzles: Vec<[u8; 81]> = sudoku_dfs::parse_puzzles(&text)
        .into_iter()
        .filter_map(|r| r.ok().map(|(_, g)| *g.digits()))
        .collect();
    let mut total = 0u64;
    for _ in 0..std::env::var("REPEAT")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(1)
    {
        for p in &puzzles {
            total += if limit == 1 {
                sudoku_dfs::fast::solve_digits(std::hint::black_box(p)).map_or(0, |s| s[80] as u64)
            } else {
                sudoku_dfs::fast::count_digits(std::hint::black_box(p), limit)
            };
        }
    }
    println!("{total}");
    Ok(())
}
