//! The `sudoku` crate 0.8's whole process, the yardstick of
//! `scripts/bench-pipeline.sh`: read a puzzle file, and per line print the
//! solution (`solve`) or the count of solutions up to 2 (`count2`), as
//! `sudoku-dfs solve` / `count --limit 2` do. One thread.
//!
//! cargo run --release --example crate_whole -- solve|count2 FILE

use std::io::{BufRead, BufReader, BufWriter, Write};

use sudoku::Sudoku;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let (Some(mode), Some(path)) = (args.next(), args.next()) else {
        anyhow::bail!("usage: crate_whole solve|count2 FILE");
    };
    let count = match mode.as_str() {
        "solve" => false,
        "count2" => true,
        other => anyhow::bail!("unknown mode {other}: solve or count2"),
    };
    let input = BufReader::new(std::fs::File::open(&path)?);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in input.lines() {
        let line = line?;
        if line.len() < 81 || line.starts_with('#') {
            continue;
        }
        let sudoku = match Sudoku::from_str_line(&line[..81]) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                continue;
            }
        };
        if count {
            writeln!(out, "{}", sudoku.solutions_count_up_to(2))?;
        } else {
            match sudoku.some_solution() {
                Some(s) => writeln!(out, "{}", s.to_str_line())?,
                None => writeln!(out, "no solution")?,
            }
        }
    }
    out.flush()?;
    Ok(())
}
