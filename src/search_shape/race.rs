//! The strategy race: row-major and most-constrained on the same puzzle,
//! run in lockstep of events (each gets the same number of events per
//! turn until it finishes), and the one line that compares their totals.

use crate::engine::{Counts, Engine, Strategy};
use crate::format::thousands;
use crate::grid::Grid;
use crate::i18n::Text;
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
    pub fn comparison(&self, text: &Text) -> Option<String> {
        let [a, b] = &self.sides;
        match (a.is_finished(), b.is_finished()) {
            (false, false) => None,
            (true, true) => Some(comparison(
                (a.strategy(), a.counts()),
                (b.strategy(), b.counts()),
                text,
            )),
            (true, false) => Some(so_far(
                (a.strategy(), a.counts()),
                (b.strategy(), b.counts()),
                text,
            )),
            (false, true) => Some(so_far(
                (b.strategy(), b.counts()),
                (a.strategy(), a.counts()),
                text,
            )),
        }
    }
}

/// `most-constrained: 45,267 placements — 1,528x fewer than row-major`:
/// the strategy with fewer placements first, in the words of `text`.
pub fn comparison(one: (Strategy, &Counts), other: (Strategy, &Counts), text: &Text) -> String {
    let (fewer, more) = if one.1.place <= other.1.place {
        (one, other)
    } else {
        (other, one)
    };
    let name = text.common.strategy;
    if fewer.1.place == more.1.place {
        return (text.views.same_placements)(name(fewer.0), name(more.0), fewer.1.place);
    }
    (text.views.fewer_placements)(
        name(fewer.0),
        fewer.1.place,
        times(more.1.place, fewer.1.place).as_deref(),
        name(more.0),
    )
}

/// While one side still runs: what the finished one took, and how far
/// the other is already.
fn so_far(done: (Strategy, &Counts), running: (Strategy, &Counts), text: &Text) -> String {
    let name = text.common.strategy;
    (text.views.finished_first)(name(done.0), done.1.place, name(running.0), running.1.place)
}

/// `1,528x`, `2.5x`: a whole number from 10 up, one decimal below.
pub fn ratio(more: u64, fewer: u64) -> String {
    times(more, fewer).map_or("infinitely".to_string(), |r| format!("{r}x"))
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
    use crate::i18n::Lang;

    const EN: &Text = Lang::En.text();

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_race_runs_in_lockstep_and_compares_the_totals() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut race = Race::new(&grid).unwrap();
        race.run(100);
        assert_eq!(race.sides[0].step_number(), 100);
        assert_eq!(race.sides[1].step_number(), 100);
        assert_eq!(race.comparison(EN), None);
        // Most-constrained finishes first; row-major keeps going.
        while !race.sides[1].is_finished() {
            race.run(1_000);
        }
        assert!(!race.sides[0].is_finished());
        let line = race.comparison(EN).unwrap();
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
            race.comparison(EN).unwrap(),
            format!(
                "most-constrained: {} placements — {} fewer than row-major",
                thousands(mc),
                ratio(rm, mc)
            )
        );
        assert!(race.sides.iter().all(|s| s.history_bytes() < 4_096));
    }

    /// The Chinese comparison: the strategies by their Chinese names, the
    /// fewer first, "1/N of the other" rather than "N times fewer".
    #[test]
    fn the_comparison_reads_in_chinese() {
        let zh = Lang::Zh.text();
        let counts = |place| Counts {
            place,
            ..Counts::default()
        };
        let (rm, mc) = (counts(69_175_316), counts(45_267));
        assert_eq!(
            comparison(
                (Strategy::RowMajor, &rm),
                (Strategy::MostConstrained, &mc),
                zh
            ),
            "候选最少优先：放入 45,267 次，只有按行顺序的 1/1,528"
        );
        assert_eq!(
            comparison(
                (Strategy::RowMajor, &mc),
                (Strategy::MostConstrained, &mc),
                zh
            ),
            "按行顺序和候选最少优先：各放入 45,267 次"
        );
        assert_eq!(
            so_far(
                (Strategy::MostConstrained, &mc),
                (Strategy::RowMajor, &rm),
                zh
            ),
            "候选最少优先已结束：放入 45,267 次；按行顺序仍在运行，已放入 69,175,316 次"
        );
        assert_eq!(
            comparison(
                (Strategy::RowMajor, &rm),
                (Strategy::MostConstrained, &counts(0)),
                EN
            ),
            "most-constrained: 0 placements — infinitely fewer than row-major"
        );
    }

    #[test]
    fn ratios_read_plainly() {
        assert_eq!(ratio(69_175_316, 45_267), "1,528x");
        assert_eq!(ratio(5, 2), "2.5x");
        assert_eq!(ratio(5, 0), "infinitely");
    }
}
