//! Where the search thrashes: for each cell, how many times it placed a
//! digit there, undid one, or hit a dead end, counted over the events up to
//! a step. Counting needs every placement, undo and dead end, so it costs
//! one run of the search up to that step ([`CellEventCursor`]: for the
//! correct row-major search, the engine's bulk loop with three tables of
//! counters, about as fast as `Engine::run`); it holds three tables of 81
//! counters whatever the length.
//!
//! Any other search (a recording) is counted through the seam instead,
//! one event at a time from its list ([`Heatmap::over_events`],
//! [`count_events`]): the same three tables, nothing kept per event.
//!
//! [`HeatmapCheckpoints`] keeps copies of that run at regular steps, so a
//! later count at an earlier step, or a little further, starts from the
//! nearest copy instead of step 0. It keeps at most [`MAX_CHECKPOINTS`]
//! copies of 2,784 bytes each (the search's state and its counters; the
//! size printed by `examples/heatmap_scale.rs`): under 3 MB, whatever the
//! length of the search.

use std::fmt::Write;

use crate::engine::{CellEventCounts, CellEventCursor, Engine, Event, EventKind};
use crate::grid::Cell;
use crate::search::Search;

/// The three things counted per cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Measure {
    #[default]
    /// Digits placed in the cell, guessed or forced.
    Placements,
    /// Digits taken back from the cell.
    Undos,
    /// Dead ends at the cell, wipeouts included (a propagating search's
    /// dead ends found before it walks into the cell).
    DeadEnds,
}

impl Measure {
    /// Every measure, in the order the view cycles them.
    pub const ALL: [Measure; 3] = [Measure::Placements, Measure::Undos, Measure::DeadEnds];

    /// The name on the command line (`--heatmap placements`).
    pub const fn name(self) -> &'static str {
        match self {
            Measure::Placements => "placements",
            Measure::Undos => "undos",
            Measure::DeadEnds => "dead ends",
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
        let mut cursor = engine.cell_event_cursor();
        cursor.advance_to(to);
        Heatmap::at(&cursor)
    }

    /// The counts over `search`'s events from step 0 to step `to` (capped
    /// at its current step), read through the seam one event at a time:
    /// how a recording is counted, and what the engine's own count must
    /// equal. The search does not move.
    pub fn over_events(search: &dyn Search, to: u64) -> Heatmap {
        let mut counts = [[0; 81]; 3];
        let step = count_events(search, 0, to, &mut counts);
        Heatmap { counts, step }
    }

    /// The counts `counts` (indexed like [`CellEventCounts`]) at `step`.
    pub fn from_counts(counts: CellEventCounts, step: u64) -> Heatmap {
        Heatmap { counts, step }
    }

    /// The counts a cursor has reached.
    pub fn at(cursor: &CellEventCursor) -> Heatmap {
        Heatmap {
            counts: *cursor.counts(),
            step: cursor.step(),
        }
    }

    /// [`Heatmap::up_to`] by the older method, one bulk call per placement
    /// ([`Engine::replay_cell_events`]): the yardstick the fast count is
    /// tested and measured against.
    pub fn up_to_by_replay(engine: &Engine, to: u64) -> Heatmap {
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

    /// The count of `measure` in `cell`.
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

    /// The count of `measure` over all cells.
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
}

/// Adds to `counts` the placements, undos and dead ends of `search`'s
/// events from step `from` to step `to` (capped at its current step);
/// returns the step counted to. The search does not move.
pub fn count_events(search: &dyn Search, from: u64, to: u64, counts: &mut CellEventCounts) -> u64 {
    let to = to.min(search.step_number()).max(from);
    search.for_each_event(from, to, &mut |_, event| {
        let (slot, cell) = match *event {
            // Guessed or forced, a placement; a wipeout is a dead end found
            // before the search walks into the cell.
            Event::Place { cell, .. } | Event::Force { cell, .. } => (Measure::Placements, cell),
            Event::Undo { cell, .. } => (Measure::Undos, cell),
            Event::DeadEnd { cell } | Event::Wipeout { cell, .. } => (Measure::DeadEnds, cell),
            _ => return true,
        };
        counts[slot as usize][cell.index()] += 1;
        true
    });
    to
}

/// The most checkpoints [`HeatmapCheckpoints`] keeps.
pub const MAX_CHECKPOINTS: usize = 1024;

/// The spacing of the first checkpoints, in steps: about a millisecond of
/// counting, so a short search keeps a few and a long one thins them.
const FIRST_SPACING: u64 = 1 << 16;

/// Heatmap counts of one search kept at regular steps (multiples of a
/// spacing that doubles whenever there are more than [`MAX_CHECKPOINTS`],
/// every other one dropped, like the engine's record of snapshots), so
/// that a count at any step up to the furthest one reached starts from the
/// nearest checkpoint at or before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeatmapCheckpoints {
    /// In order of step; the first is step 0.
    checkpoints: Vec<CellEventCursor>,
    spacing: u64,
}

impl HeatmapCheckpoints {
    /// Only step 0, for the engine's search (the engine does not move).
    pub fn new(engine: &Engine) -> HeatmapCheckpoints {
        HeatmapCheckpoints::with_first_spacing(engine, FIRST_SPACING)
    }

    /// Checkpoints starting `spacing` steps apart: small ones let the tests
    /// thin them on short searches.
    pub fn with_first_spacing(engine: &Engine, spacing: u64) -> HeatmapCheckpoints {
        HeatmapCheckpoints {
            checkpoints: vec![engine.cell_event_cursor()],
            spacing: spacing.max(1),
        }
    }

    /// How many checkpoints are kept.
    pub fn len(&self) -> usize {
        self.checkpoints.len()
    }

    /// Whether no checkpoint is kept.
    pub fn is_empty(&self) -> bool {
        self.checkpoints.is_empty()
    }

    /// The furthest step a checkpoint holds.
    pub fn furthest(&self) -> u64 {
        self.checkpoints.last().map_or(0, CellEventCursor::step)
    }

    /// The counts from step 0 to `to` (or the search's end), the same as
    /// [`Heatmap::up_to`], counted from the nearest checkpoint; a count
    /// past the furthest one leaves checkpoints on its way.
    pub fn count_to(&mut self, to: u64) -> Heatmap {
        let nearest = self.checkpoints.partition_point(|c| c.step() <= to) - 1;
        let mut cursor = self.checkpoints[nearest].clone();
        if nearest == self.checkpoints.len() - 1 {
            loop {
                let next = (cursor.step() / self.spacing + 1) * self.spacing;
                if next > to || cursor.is_finished() {
                    break;
                }
                cursor.advance_to(next);
                if cursor.step() != next {
                    break;
                }
                self.keep(cursor.clone());
            }
        }
        cursor.advance_to(to);
        Heatmap::at(&cursor)
    }

    /// The step at which the next checkpoint is due: the first multiple
    /// of the spacing after the furthest one.
    pub fn next_due(&self) -> u64 {
        (self.furthest() / self.spacing + 1) * self.spacing
    }

    /// Keeps `cursor`, counted from step 0 of this search by someone else
    /// (a counting run), if it stands at [`HeatmapCheckpoints::next_due`];
    /// any other is ignored, so the checkpoints stay evenly spaced.
    pub fn offer(&mut self, cursor: CellEventCursor) {
        if cursor.step() == self.next_due() {
            self.keep(cursor);
        }
    }

    fn keep(&mut self, cursor: CellEventCursor) {
        self.checkpoints.push(cursor);
        if self.checkpoints.len() > MAX_CHECKPOINTS {
            self.spacing *= 2;
            let spacing = self.spacing;
            self.checkpoints.retain(|c| c.step() % spacing == 0);
        }
    }
}
