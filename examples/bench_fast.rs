//! Measures the fast solver on puzzle files, one thread:
//! `cargo run --release --example bench_fast -- FILE...`
//! (the `sudoku-dfs bench` subcommand prints the same report).

fn main() -> anyhow::Result<()> {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    if paths.is_empty() {
        anyhow::bail!("usage: bench_fast FILE...");
    }
    let report = sudoku_dfs::bench::bench_files(&paths)?;
    println!("{report}");
    Ok(())
}
