//! Where the search thrashes: for each cell, how many times it placed a
//! digit there, undid one, or hit a dead end, counted over the events up to
//! a step. Counting needs every placement, undo and dead end, so it costs
//! one replay of the search up to that step, with the rejects (most of the
//! events) applied in bulk ([`Engine::replay_cell_events`]); it holds three
//! tables of 81 counters whatever the length.

use std::fmt::Write;

use crate::engine::{Engine, EventKind};
use crate::grid::Cell;

/// The three things counted per cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Measure {
    #[default]
    Placements,
    Undos,
    DeadEnds,
}

impl Measure {
    pub const ALL: [Measure; 3] = [Measure::Placements, Measure::Undos, Measure::DeadEnds];

    pub const fn name(self) -> &'static str {
        match self {
            Measure::Placements => "placements",
            Measure::Undos => "undos",
            Measure::DeadEnds => "dead ends",
        }
    }

    /// The key of this measure in the JSON form.
    pub const fn json_key(self) -> &'static str {
        match self {
            Measure::Placements => "placements",
            Measure::Undos => "undos",
            Measure::DeadEnds => "dead_ends",
        }
    }

    /// The next measure, for a key that cycles through them.
    pub const fn next(self) -> Measure {
        match self {
            Measure::Placements => Measure::Undos,
            Measure::Undos => Measure::DeadEnds,
            Measure::DeadEnds => Measure::Placements,
        }
    }
}

/// Per-cell counts, indexed by measure then cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heatmap {
    counts: [[u64; 81]; 3],
    /// The step the counts run to.
    pub step: u64,
}

impl Default for Heatmap {
    fn default() -> Heatmap {
        Heatmap {
            counts: [[0; 81]; 3],
            step: 0,
        }
    }
}

impl Heatmap {
    /// The counts over the engine's events from step 0 to its current step.
    pub fn up_to_now(engine: &Engine) -> Heatmap {
        Heatmap::up_to(engine, engine.step_number())
    }

    /// The counts over the search's events from step 0 to step `to` (or
    /// its end), wherever the engine is: the whole search in one pass, for
    /// the command line. The engine does not move.
    pub fn up_to(engine: &Engine, to: u64) -> Heatmap {
        let mut map = Heatmap::default();
        map.step = engine.replay_cell_events(to, |kind, cell| {
            let measure = match kind {
                EventKind::Place => Measure::Placements,
                EventKind::Undo => Measure::Undos,
                _ => Measure::DeadEnds,
            };
            map.counts[measure as usize][cell.index()] += 1;
        });
        map
    }

    pub fn get(&self, measure: Measure, cell: Cell) -> u64 {
        self.counts[measure as usize][cell.index()]
    }

    /// The largest count of a measure over the grid.
    pub fn max(&self, measure: Measure) -> u64 {
        self.counts[measure as usize]
            .iter()
            .copied()
            .max()
            .unwrap_or(0)
    }

    pub fn total(&self, measure: Measure) -> u64 {
        self.counts[measure as usize].iter().sum()
    }

    /// Three 9x9 tables, one per measure, numbers right-aligned.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for measure in Measure::ALL {
            let width = self.max(measure).to_string().len();
            let _ = writeln!(out, "{} (total {})", measure.name(), self.total(measure));
            for row in 0..9 {
                if row % 3 == 0 && row > 0 {
                    out.push('\n');
                }
                let mut line = String::new();
                for col in 0..9 {
                    if col % 3 == 0 && col > 0 {
                        line.push_str("  ");
                    }
                    let n = self.get(measure, Cell::at(row, col));
                    let _ = write!(line, " {n:>width$}");
                }
                let _ = writeln!(out, "{}", line.trim_end());
            }
            out.push('\n');
        }
        out.truncate(out.trim_end().len());
        out
    }

    /// One JSON object: `{"steps":N,"placements":[[9 numbers] x 9],...}`.
    pub fn to_json(&self) -> String {
        let mut out = format!("{{\"steps\":{}", self.step);
        for measure in Measure::ALL {
            let rows: Vec<String> = (0..9)
                .map(|row| {
                    let cells: Vec<String> = (0..9)
                        .map(|col| self.get(measure, Cell::at(row, col)).to_string())
                        .collect();
                    format!("[{}]", cells.join(","))
                })
                .collect();
            let _ = write!(out, ",\"{}\":[{}]", measure.json_key(), rows.join(","));
        }
        out.push('}');
        out
    }
}
