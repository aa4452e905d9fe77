//! `trace --heatmap`: per-cell counts of placements, undos and dead ends
//! over the whole search (or its first `--max-steps` events), as three 9x9
//! tables or, with `--json`, one JSON object. The counting is the library's
//! ([`Heatmap`]); this only reads the puzzle and prints.

use std::io::{self, Write};
use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use super::exit::WriteFailed;

use crate::engine::{Engine, Strategy};
use crate::grid::Cell;
use crate::search_shape::heatmap::{Heatmap, Measure};
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
    let text = if json {
        heatmap_json(&map)
    } else {
        map.to_text()
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(WriteFailed::stdout)?;
    Ok(ExitCode::SUCCESS)
}

/// `{"steps":N,"placements":[[9 numbers] x 9],"undos":...,"dead_ends":...}`:
/// each measure as nine rows of nine counts.
#[derive(Serialize)]
struct HeatmapJson {
    steps: u64,
    placements: [[u64; 9]; 9],
    undos: [[u64; 9]; 9],
    dead_ends: [[u64; 9]; 9],
}

fn heatmap_json(map: &Heatmap) -> String {
    let table = |measure| {
        std::array::from_fn(|row| std::array::from_fn(|col| map.get(measure, Cell::at(row, col))))
    };
    let json = HeatmapJson {
        steps: map.step,
        placements: table(Measure::Placements),
        undos: table(Measure::Undos),
        dead_ends: table(Measure::DeadEnds),
    };
    serde_json::to_string(&json).expect("a struct of numbers serializes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles;
    use crate::search::Search;

    /// The object's keys, in order, and its rows of counts: the form the
    /// README gives, and what `trace --heatmap --json` printed before it
    /// used serde_json, byte for byte.
    #[test]
    fn the_json_object_holds_the_counts_row_by_row() {
        let mut engine = Engine::new(&puzzles::example().grid, Strategy::RowMajor).unwrap();
        engine.run_to_end();
        let map = Heatmap::up_to_now(&engine);
        let json = heatmap_json(&map);
        let mut expected = format!("{{\"steps\":{}", engine.step_number());
        for (key, measure) in [
            ("placements", Measure::Placements),
            ("undos", Measure::Undos),
            ("dead_ends", Measure::DeadEnds),
        ] {
            let rows: Vec<String> = (0..9)
                .map(|row| {
                    let cells: Vec<String> = (0..9)
                        .map(|col| map.get(measure, Cell::at(row, col)).to_string())
                        .collect();
                    format!("[{}]", cells.join(","))
                })
                .collect();
            expected += &format!(",\"{key}\":[{}]", rows.join(","));
        }
        expected.push('}');
        assert_eq!(json, expected);
        assert!(json.starts_with("{\"steps\":50175,\"placements\":[[0,0,3,5,0,12,"));
    }
}
