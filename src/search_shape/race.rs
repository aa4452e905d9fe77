//! The strategy race: row-major and most-constrained on the same puzzle,
//! run in lockstep of events (each gets the same number of events per
//! turn until it finishes), and how their placements compare, as numbers
//! (the catalogue's `words` module says it in a language).

use crate::engine::{Counts, Engine, Mistake, Strategy};
use crate::format::thousands;
use crate::grid::Grid;
use crate::tables::Conflict;

/// Both searches: `sides[i]` runs `Strategy::ALL[i]`, or (a bug-lab
/// race) the correct row-major search against a mistake.
#[derive(Clone, Debug)]
pub struct Race {
    pub sides: [Engine; 2],
}

/// Who runs on a side: a correct search by its strategy, or a mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Racer {
    Correct(Strategy),
    Mistaken(Mistake),
}

impl Racer {
    /// Who `engine` is.
    pub fn of(engine: &Engine) -> Racer {
        match engine.mistake() {
            Some(mistake) => Racer::Mistaken(mistake),
            None => Racer::Correct(engine.strategy()),
        }
    }
}

impl From<Strategy> for Racer {
    fn from(strategy: Strategy) -> Racer {
        Racer::Correct(strategy)
    }
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

    /// The correct row-major search against `mistake` (row-major too,
    /// with one rule changed), side by side.
    pub fn against(puzzle: &Grid, mistake: Mistake) -> Result<Race, Conflict> {
        Ok(Race {
            sides: [
                Engine::forward_only(puzzle, Strategy::RowMajor)?,
                Engine::forward_only_with_mistake(puzzle, mistake)?,
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
    pub fn comparison(&self) -> Option<Comparison> {
        let [a, b] = &self.sides;
        let side = |e: &Engine| (Racer::of(e), e.counts().place);
        match (a.is_finished(), b.is_finished()) {
            (false, false) => None,
            (true, true) => Some(comparison(
                (Racer::of(a), a.counts()),
                (Racer::of(b), b.counts()),
            )),
            (true, false) => Some(Comparison::SoFar {
                done: side(a),
                running: side(b),
            }),
            (false, true) => Some(Comparison::SoFar {
                done: side(b),
                running: side(a),
            }),
        }
    }
}

/// How two searches' placements compare: each side as who runs it and
/// its placements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Both finished: the side with fewer placements first (the first
    /// given, when they placed as many).
    Totals {
        fewer: (Racer, u64),
        more: (Racer, u64),
    },
    /// One finished; the other still runs, at its placements so far.
    SoFar {
        done: (Racer, u64),
        running: (Racer, u64),
    },
}

/// The comparison of two finished searches' totals.
pub fn comparison(
    one: (impl Into<Racer>, &Counts),
    other: (impl Into<Racer>, &Counts),
) -> Comparison {
    let (one, other) = ((one.0.into(), one.1.place), (other.0.into(), other.1.place));
    let (fewer, more) = if one.1 <= other.1 {
        (one, other)
    } else {
        (other, one)
    };
    Comparison::Totals { fewer, more }
}

/// `1,528`, `2.5`: how many times `more` is `fewer`, without the `x`
/// each language writes its own way; `None` when `fewer` is 0.
pub fn times(more: u64, fewer: u64) -> Option<String> {
    if fewer == 0 {
        return None;
    }
    let r = more as f64 / fewer as f64;
    Some(if r >= 10.0 {
        thousands(r.round() as u64)
    } else {
        format!("{r:.1}")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    use crate::test_fixtures::LEETCODE;

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
        let (rm_so_far, mc) = (race.sides[0].counts().place, race.sides[1].counts().place);
        assert_eq!(
            race.comparison(),
            Some(Comparison::SoFar {
                done: (Strategy::MostConstrained.into(), mc),
                running: (Strategy::RowMajor.into(), rm_so_far),
            })
        );
        while !race.is_finished() {
            race.run(1_000_000);
        }
        // The totals are those of each search run alone.
        for (side, strategy) in race.sides.iter().zip(Strategy::ALL) {
            let mut alone = Engine::new(&grid, strategy).unwrap();
            alone.run_to_end();
            assert_eq!(side.counts(), alone.counts());
        }
        let rm = race.sides[0].counts().place;
        assert_eq!(
            race.comparison(),
            Some(Comparison::Totals {
                fewer: (Strategy::MostConstrained.into(), mc),
                more: (Strategy::RowMajor.into(), rm),
            })
        );
        assert!(race.sides.iter().all(|s| s.history_bytes() < 4_096));
    }

    #[test]
    fn the_fewer_placements_come_first_whichever_side_is_given_first() {
        let counts = |place| Counts {
            place,
            ..Counts::default()
        };
        let (rm, mc) = (counts(69_175_316), counts(45_267));
        let want = Comparison::Totals {
            fewer: (Strategy::MostConstrained.into(), 45_267),
            more: (Strategy::RowMajor.into(), 69_175_316),
        };
        assert_eq!(
            comparison((Strategy::RowMajor, &rm), (Strategy::MostConstrained, &mc)),
            want
        );
        assert_eq!(
            comparison((Strategy::MostConstrained, &mc), (Strategy::RowMajor, &rm)),
            want
        );
    }

    #[test]
    fn ratios_read_plainly() {
        assert_eq!(times(69_175_316, 45_267).as_deref(), Some("1,528"));
        assert_eq!(times(5, 2).as_deref(), Some("2.5"));
        assert_eq!(times(5, 0), None);
    }
}
