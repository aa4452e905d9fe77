//! The strategy race: row-major and most-constrained on the same puzzle,
//! run in lockstep of events (each gets the same number of events per
//! turn until it finishes), and the one line that compares their totals.

use crate::engine::{Counts, Engine, Strategy};
use crate::format::thousands;
use crate::grid::Grid;
use crate::tables::Conflict;

/// Both searches; `sides[i]` runs `Strategy::ALL[i]`.
#[derive(Clone, Debug)]
pub struct Race {
    pub sides: [Engine; 2],
}

impl Race {
    /// Each side keeps only a tiny record (it never steps back), so a race
    /// costs kilobytes whatever its length.
    pub fn new(puzzle: &Grid) -> Result<Race, Conflict> {
        Ok(Race {
            sides: [
                Engine::forward_only(puzzle, Strategy::ALL[0])?,
                Engine::forward_only(puzzle, Strategy::ALL[1])?,
            ],
        })
    }

    /// Up to `events` more events for each side still running.
    pub fn run(&mut self, events: u64) {
        for side in &mut self.sides {
            side.run(events);
        }
    }

    pub fn is_finished(&self) -> bool {
        self.sides.iter().all(Engine::is_finished)
    }

    /// The comparison once at least one side has finished: the finished
    /// one's placements against the other's (its total, or so far).
    pub fn comparison(&self) -> Option<String> {
        let [a, b] = &self.sides;
        match (a.is_finished(), b.is_finished()) {
            (false, false) => None,
            (true, true) => Some(comparison(
                (a.strategy(), a.counts()),
                (b.strategy(), b.counts()),
            )),
            (true, false) => Some(so_far(
                (a.strategy(), a.counts()),
                (b.strategy(), b.counts()),
            )),
            (false, true) => Some(so_far(
                (b.strategy(), b.counts()),
                (a.strategy(), a.counts()),
            )),
        }
    }
}

/// `most-constrained: 45,267 placements — 1,528x fewer than row-major`:
/// the strategy with fewer placements first.
pub fn comparison(one: (Strategy, &Counts), other: (Strategy, &Counts)) -> String {
    let (fewer, more) = if one.1.place <= other.1.place {
        (one, other)
    } else {
        (other, one)
    };
    if fewer.1.place == more.1.place {
        return format!(
            "{} and {}: {} placements each",
            fewer.0,
            more.0,
            thousands(fewer.1.place)
        );
    }
    format!(
        "{}: {} placements — {} fewer than {}",
        fewer.0,
        thousands(fewer.1.place),
        ratio(more.1.place, fewer.1.place),
        more.0
    )
}

/// While one side still runs: what the finished one took, and how far
/// the other is already.
fn so_far(done: (Strategy, &Counts), running: (Strategy, &Counts)) -> String {
    format!(
        "{} finished: {} placements; {} still going at {}",
        done.0,
        thousands(done.1.place),
        running.0,
        thousands(running.1.place)
    )
}

/// `1,528x`, `2.5x`: a whole number from 10 up, one decimal below.
pub fn ratio(more: u64, fewer: u64) -> String {
    if fewer == 0 {
        return "infinitely".to_string();
    }
    let r = more as f64 / fewer as f64;
    if r >= 10.0 {
        format!("{}x", thousands(r.round() as u64))
    } else {
        format!("{r:.1}x")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_race_runs_in_lockstep_and_compares_the_totals() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut race = Race::new(&grid).unwrap();
        race.run(100);
        assert_eq!(race.sides[0].step_number(), 100);
        assert_eq!(race.sides[1].step_number(), 100);
        assert_eq!(race.comparison(), None);
        // Most-constrained finishes first; row-major keeps going.
        while !race.sides[1].is_finished() {
            race.run(1_000);
        }
        assert!(!race.sides[0].is_finished());
        let line = race.comparison().unwrap();
        assert!(line.starts_with("most-constrained finished: "), "{line}");
        while !race.is_finished() {
            race.run(1_000_000);
        }
        // The totals are those of each search run alone.
        for (side, strategy) in race.sides.iter().zip(Strategy::ALL) {
            let mut alone = Engine::new(&grid, strategy).unwrap();
            alone.run_to_end();
            assert_eq!(side.counts(), alone.counts());
        }
        let (rm, mc) = (race.sides[0].counts().place, race.sides[1].counts().place);
        assert_eq!(
            race.comparison().unwrap(),
            format!(
                "most-constrained: {} placements — {} fewer than row-major",
                thousands(mc),
                ratio(rm, mc)
            )
        );
        assert!(race.sides.iter().all(|s| s.history_bytes() < 4_096));
    }

    #[test]
    fn ratios_read_plainly() {
        assert_eq!(ratio(69_175_316, 45_267), "1,528x");
        assert_eq!(ratio(5, 2), "2.5x");
        assert_eq!(ratio(5, 0), "infinitely");
    }
}
