//! The strategy race: two to four searches on the same puzzle, run in
//! lockstep of events (each gets the same number of events per turn until
//! it finishes), each side's standing (its counts, and the moment and
//! place it finished) and how two sides' placements compare, as numbers
//! (the catalogue's `words` module says it in a language).

use crate::engine::{Counts, Engine, Mistake, Outcome, Strategy};
use crate::format::thousands;
use crate::grid::Grid;
use crate::search::Search;
use crate::tables::Conflict;

/// The searches racing: two to four correct strategies, or (a bug-lab
/// race) the correct row-major search against a mistake.
#[derive(Clone, Debug)]
pub struct Race {
    pub sides: Vec<Engine>,
}

/// The fewest and the most sides a race has: two to compare, four to fit
/// side by side on a class's screen.
pub const SIDES: std::ops::RangeInclusive<usize> = 2..=4;

/// The race `r` opens: the classic search, fewest candidates, forward
/// checking and singles propagation (both with fewest candidates), so the
/// two steps that make real solvers fast are seen beside the classic one.
pub const DEFAULT_STRATEGIES: [Strategy; 4] = [
    Strategy::RowMajor,
    Strategy::MostConstrained,
    Strategy::ForwardCheckingMrv,
    Strategy::SinglesMrv,
];

/// One side as it stands: who runs it, its counts, how it ended and, once
/// it has, its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub racer: Racer,
    /// Events so far; once finished, the moment it finished.
    pub events: u64,
    pub counts: Counts,
    /// `None` while it still runs.
    pub outcome: Option<Outcome>,
    /// 1 for the side that finished in the fewest events (sides that
    /// finished in as many share a place); `None` while it still runs.
    pub place: Option<usize>,
}

/// How far the race is, for its one-line summary: the sides finished, in
/// the order they finished (who, and at which event), and how many still
/// run and at which event they all stand (they run in lockstep).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finishes {
    pub finished: Vec<(Racer, u64)>,
    pub running: usize,
    pub running_at: u64,
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
    /// The default race, [`DEFAULT_STRATEGIES`].
    pub fn new(puzzle: &Grid) -> Result<Race, Conflict> {
        Race::of(puzzle, &DEFAULT_STRATEGIES)
    }

    /// `strategies` side by side, in that order (two to four: more are
    /// left out). Each side keeps only a tiny record (it never steps
    /// back), so a race costs kilobytes whatever its length.
    pub fn of(puzzle: &Grid, strategies: &[Strategy]) -> Result<Race, Conflict> {
        let sides = strategies
            .iter()
            .take(*SIDES.end())
            .map(|&strategy| Engine::forward_only(puzzle, strategy))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Race { sides })
    }

    /// The correct search of `mistake`'s strategy (row-major, or forward
    /// checking for forget-candidates) against `mistake`, the same search
    /// with one rule changed, side by side.
    pub fn against(puzzle: &Grid, mistake: Mistake) -> Result<Race, Conflict> {
        Ok(Race {
            sides: vec![
                Engine::forward_only(puzzle, mistake.strategy())?,
                Engine::forward_only_with_mistake(puzzle, mistake)?,
            ],
        })
    }

    /// The strategies racing, in side order; `None` in a bug-lab race.
    pub fn strategies(&self) -> Option<Vec<Strategy>> {
        self.sides
            .iter()
            .map(|side| match Racer::of(side) {
                Racer::Correct(strategy) => Some(strategy),
                Racer::Mistaken(_) => None,
            })
            .collect()
    }

    /// Each side as it stands, in side order.
    pub fn standings(&self) -> Vec<Standing> {
        let finished_at: Vec<u64> = self
            .sides
            .iter()
            .filter(|s| s.is_finished())
            .map(Engine::step_number)
            .collect();
        self.sides
            .iter()
            .map(|side| {
                let events = side.step_number();
                let place = side
                    .is_finished()
                    .then(|| 1 + finished_at.iter().filter(|&&at| at < events).count());
                Standing {
                    racer: Racer::of(side),
                    events,
                    counts: *side.counts(),
                    outcome: side.outcome(),
                    place,
                }
            })
            .collect()
    }

    /// The sides finished, first first (side order between sides that
    /// finished at the same event), and where the others are.
    pub fn finishes(&self) -> Finishes {
        let mut finished: Vec<(Racer, u64)> = self
            .sides
            .iter()
            .filter(|s| s.is_finished())
            .map(|s| (Racer::of(s), s.step_number()))
            .collect();
        finished.sort_by_key(|&(_, at)| at);
        let running: Vec<&Engine> = self.sides.iter().filter(|s| !s.is_finished()).collect();
        Finishes {
            finished,
            running: running.len(),
            running_at: running.iter().map(|s| s.step_number()).max().unwrap_or(0),
        }
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

    /// The comparison of a race of two once at least one side has
    /// finished: the finished one's placements against the other's (its
    /// total, or so far). `None` too for a race of more than two, which
    /// [`Race::finishes`] sums up instead.
    pub fn comparison(&self) -> Option<Comparison> {
        let [a, b] = &self.sides[..] else {
            return None;
        };
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
        let mut race = Race::of(&grid, &Strategy::ALL).unwrap();
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

    /// The default race of four on the LeetCode example: singles-mrv
    /// finishes first with no guess (52 events, the README's table), the
    /// two fewest-candidates searches at 291 share second place, and
    /// row-major, still running, is at 291 too (lockstep) until it ends
    /// at 50,175.
    #[test]
    fn a_race_of_four_gives_each_side_its_standing_and_the_finishing_order() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut race = Race::new(&grid).unwrap();
        assert_eq!(race.strategies(), Some(DEFAULT_STRATEGIES.to_vec()));
        race.run(300);
        let standings = race.standings();
        let places: Vec<_> = standings.iter().map(|s| s.place).collect();
        assert_eq!(places, [None, Some(2), Some(2), Some(1)]);
        let events: Vec<_> = standings.iter().map(|s| s.events).collect();
        assert_eq!(events, [300, 291, 291, 52]);
        let singles = standings[3].counts;
        assert_eq!((singles.place, singles.force, singles.wipeout), (0, 51, 0));
        assert_eq!(standings[3].outcome, Some(Outcome::Solved));
        let strategy = |s| Racer::Correct(s);
        assert_eq!(
            race.finishes(),
            Finishes {
                finished: vec![
                    (strategy(Strategy::SinglesMrv), 52),
                    (strategy(Strategy::MostConstrained), 291),
                    (strategy(Strategy::ForwardCheckingMrv), 291),
                ],
                running: 1,
                running_at: 300,
            }
        );
        assert_eq!(race.comparison(), None, "a race of four is summed up");
        while !race.is_finished() {
            race.run(10_000);
        }
        assert_eq!(race.standings()[0].place, Some(4));
        assert_eq!(race.standings()[0].events, 50_175);
        assert_eq!(race.finishes().running, 0);
        // Two to four sides: a fifth strategy is left out.
        assert_eq!(Race::of(&grid, &Strategy::EVERY).unwrap().sides.len(), 4);
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
