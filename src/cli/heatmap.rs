//! `trace --heatmap`: per-cell counts of placements, undos and dead ends
//! over the whole search (or its first `--max-steps` events), as three 9x9
//! tables or, with `--json`, one JSON object. The counting is the library's
//! ([`Heatmap`]); this only reads the puzzle and prints.

use std::io::{self, Write};
use std::process::ExitCode;

use anyhow::Result;

use super::exit::WriteFailed;

use crate::engine::{Engine, Strategy};
use crate::search_shape::heatmap::Heatmap;
use crate::source::PuzzleSource;

pub fn heatmap(
    source: &str,
    strategy: Strategy,
    max_steps: Option<u64>,
    json: bool,
) -> Result<ExitCode> {
    let (_, grid) = PuzzleSource::from_arg(source)?.first_puzzle()?;
    // Counting never steps back: no record of snapshots to keep.
    let engine = Engine::forward_only(&grid, strategy)
        .map_err(|c| anyhow::anyhow!("the givens conflict: {c}"))?;
    let map = Heatmap::up_to(&engine, max_steps.unwrap_or(u64::MAX));
    let text = if json { map.to_json() } else { map.to_text() };
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(WriteFailed::stdout)?;
    Ok(ExitCode::SUCCESS)
}
