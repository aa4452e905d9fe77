//! Making puzzles: exactly one solution, reproducible from a seed, graded by
//! how hard the classic row-major DFS — the search this app teaches — has
//! to work on them.
//!
//! # How a puzzle is made
//!
//! 1. A random full grid: boxes 1, 5 and 9 (independent of each other) get
//!    random permutations of 1-9 and the fast solver completes the rest;
//!    then the digits are relabelled at random.
//! 2. Givens are removed in a random order, each removal kept only when the
//!    puzzle still has exactly one solution (`fast::count_digits(p, 2) == 1`).
//!    Easy puzzles stop removing at [`EASY_MIN_GIVENS`] givens; the others
//!    go on until no given can go (a minimal puzzle).
//! 3. The row-major DFS runs on the candidate and its placements are
//!    counted; a candidate outside the level's band is thrown away and the
//!    next one made. The search is cut off as soon as the count leaves the
//!    band (or, for fiendish, enters it), so no candidate can take long.
//!
//! # The scale
//!
//! The grade is the number of placements (`place` events: a digit written
//! and the search gone one level deeper) the classic search makes before it
//! finds the solution — the work a learner watches in the app:
//!
//! | level | placements | what the learner sees |
//! |---|---|---|
//! | easy | under 1,000 | a few backtracks; the search almost walks straight through |
//! | medium | 1,000 – 9,999 | like the LeetCode 37 example (4,208) |
//! | hard | 10,000 – 99,999 | like Arto Inkala's 2012 puzzle (49,558) |
//! | fiendish | 100,000 and more | like Red Dwarf (138,495) or Easter Monster (262,014) |
//!
//! Each level's band starts where the one below ends, so every level makes
//! the search work harder than the one below, on average and for every
//! single puzzle.
//!
//! # Randomness
//!
//! SplitMix64 (Steele, Lea, Flood 2014), written out here: eight lines, a
//! statistically good 64-bit generator, and its output is defined by the
//! algorithm alone — the same seed gives the same puzzles on every platform
//! and with every version of every dependency, which a crate's `gen_range`
//! does not promise. Puzzle `i` of a run uses its own seed,
//! [`puzzle_seed`]`(seed, i)`, so puzzles can be made on many threads and
//! still come out the same.

use std::fmt;

use crate::engine::{Engine, Strategy};
use crate::fast;
use crate::grid::Grid;
use crate::search::Search;

/// The levels, easiest first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// Many givens, solved by singles alone.
    Easy,
    #[default]
    /// Fewer givens; a few guesses.
    Medium,
    /// Harder: more guessing.
    Hard,
    /// The hardest the generator makes.
    Fiendish,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Fiendish,
    ];

    /// The name on the command line (`--level easy`).
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Fiendish => "fiendish",
        }
    }

    /// The band of row-major placements: at least the first, below the
    /// second (`None`: no upper end).
    pub const fn band(self) -> (u64, Option<u64>) {
        match self {
            Difficulty::Easy => (0, Some(1_000)),
            Difficulty::Medium => (1_000, Some(10_000)),
            Difficulty::Hard => (10_000, Some(100_000)),
            Difficulty::Fiendish => (100_000, None),
        }
    }

    /// The level whose band holds this many placements.
    pub fn of_placements(placements: u64) -> Difficulty {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.band().1.is_none_or(|end| placements < end))
            .expect("the last band has no end")
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A seed from the clock, for a run that was given none: nanoseconds since
/// 1970. Front ends show it, so the run can be repeated with it.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Easy puzzles keep at least this many givens: with fewer, almost every
/// puzzle makes the row-major search place a thousand digits or more.
pub const EASY_MIN_GIVENS: usize = 30;

/// How far the grading of an accepted fiendish puzzle goes: its placements
/// are reported exactly up to here, as "at least" beyond.
pub const FIENDISH_REPORT_CAP: u64 = 10_000_000;

/// SplitMix64: a small, fast, well-tested 64-bit generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (multiply-shift: no division, bias below 2^-50
    /// for the small `n` used here).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }

    /// Fisher–Yates.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// The seed of puzzle `index` of a run with `seed`.
pub fn puzzle_seed(seed: u64, index: u64) -> u64 {
    Rng::new(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03)).next_u64()
}

/// What the row-major search did on a puzzle, up to a cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grade {
    /// Placements made (at least `cap` when not `finished`).
    pub placements: u64,
    /// Whether the search reached the solution; otherwise it was stopped at
    /// the cap and `placements` is a lower bound.
    pub finished: bool,
}

/// Runs the row-major search until it finishes or has placed `cap` digits.
/// Conflicting givens grade as finished with 0 placements.
pub fn grade(puzzle: &Grid, cap: u64) -> Grade {
    let Ok(mut engine) = Engine::new(puzzle, Strategy::RowMajor) else {
        return Grade {
            placements: 0,
            finished: true,
        };
    };
    // Events come in slices; a slice of 2^16 events overshoots the cap by
    // at most that many placements, which is fine for a grade.
    while !engine.is_finished() && engine.counts().place < cap {
        engine.run(1 << 16);
    }
    Grade {
        placements: engine.counts().place,
        finished: engine.is_finished(),
    }
}

/// A made puzzle and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle made.
    pub puzzle: Grid,
    /// How hard it grades.
    pub difficulty: Difficulty,
    /// The row-major search's placements (see [`Grade`]).
    pub grade: Grade,
    /// Candidates made until one fell in the band (1 = the first did).
    pub candidates: u32,
}

/// A puzzle of the level, with exactly one solution, from `seed`: the same
/// seed and level always give the same puzzle.
pub fn generate(seed: u64, difficulty: Difficulty) -> Generated {
    generate_capped(seed, difficulty, FIENDISH_REPORT_CAP)
}

/// [`generate`], grading an accepted fiendish puzzle only up to
/// `report_cap` placements (the puzzle is the same, only its grade is cut
/// short): for callers that must answer quickly.
pub fn generate_capped(seed: u64, difficulty: Difficulty, report_cap: u64) -> Generated {
    let mut rng = Rng::new(seed);
    let (low, high) = difficulty.band();
    let min_givens = if difficulty == Difficulty::Easy {
        EASY_MIN_GIVENS
    } else {
        0
    };
    let mut candidates = 0;
    loop {
        candidates += 1;
        let puzzle = candidate(&mut rng, min_givens);
        // Stop grading as soon as the answer is known.
        let cap = high.unwrap_or(low);
        let grade = grade(&puzzle, cap);
        let fits = match high {
            Some(high) => grade.finished && grade.placements >= low && grade.placements < high,
            None => grade.placements >= low,
        };
        if fits {
            let grade = if grade.finished {
                grade
            } else {
                self::grade(&puzzle, report_cap)
            };
            return Generated {
                puzzle,
                difficulty,
                grade,
                candidates,
            };
        }
    }
}

/// One candidate: a random full grid with givens removed in random order
/// while the solution stays unique, down to `min_givens` at most.
fn candidate(rng: &mut Rng, min_givens: usize) -> Grid {
    let mut digits = full_grid(rng);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut givens = 81;
    for cell in order {
        if givens <= min_givens {
            break;
        }
        let digit = std::mem::replace(&mut digits[cell], 0);
        if fast::count_digits(&digits, 2) == 1 {
            givens -= 1;
        } else {
            digits[cell] = digit;
        }
    }
    Grid::from_digits(digits)
}

/// A random solved grid.
fn full_grid(rng: &mut Rng) -> [u8; 81] {
    let mut seedbed = [0u8; 81];
    for b in [0, 4, 8] {
        let mut box_digits: [u8; 9] = std::array::from_fn(|i| i as u8 + 1);
        rng.shuffle(&mut box_digits);
        for (i, &d) in box_digits.iter().enumerate() {
            let (row, col) = (b / 3 * 3 + i / 3, b % 3 * 3 + i % 3);
            seedbed[row * 9 + col] = d;
        }
    }
    // Completed by the classic row-major search, not the fast solver: which
    // solution the fast solver finds first changes with its guess order, and
    // a `--seed` must make the same puzzles from one version to the next.
    let seedbed_grid = Grid::from_digits(seedbed);
    let solved = crate::engine::solve_row_major(&seedbed_grid)
        .ok()
        .and_then(|plain| plain.solution)
        .expect("three diagonal boxes always complete");
    // The completion of given diagonal boxes is always the same one; a
    // random relabelling of the digits spreads it over many more grids.
    let mut relabel: [u8; 10] = std::array::from_fn(|i| i as u8);
    rng.shuffle(&mut relabel[1..]);
    solved.map(|d| relabel[d as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::conflicts;

    #[test]
    fn splitmix64_matches_the_published_sequence() {
        // The reference implementation's first outputs for seed 1234567.
        let mut rng = Rng::new(1234567);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(
            first,
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423
            ]
        );
    }

    #[test]
    fn full_grids_are_valid_and_differ() {
        let mut rng = Rng::new(7);
        let a = full_grid(&mut rng);
        let b = full_grid(&mut rng);
        assert_ne!(a, b);
        for digits in [a, b] {
            let grid = Grid::from_digits(digits);
            assert!(grid.is_solved(), "{grid:?}");
            assert!(conflicts(&grid).is_empty());
        }
    }

    #[test]
    fn a_seed_makes_the_same_puzzle_in_every_version() {
        // Pinned: a change to the fast solver's guess order must not change
        // what `generate --seed` makes (the full grid is completed by the
        // classic search for that reason).
        let made = generate(2024, Difficulty::Easy);
        assert_eq!(
            made.puzzle.to_line(),
            "5.....3863..4.597..96.....1.2.3.98...5..1.7.4...8....3..2...45..6..92....8..4...."
        );
    }

    #[test]
    fn bands_meet_without_gaps() {
        assert_eq!(Difficulty::of_placements(0), Difficulty::Easy);
        assert_eq!(Difficulty::of_placements(999), Difficulty::Easy);
        assert_eq!(Difficulty::of_placements(1_000), Difficulty::Medium);
        assert_eq!(Difficulty::of_placements(99_999), Difficulty::Hard);
        assert_eq!(Difficulty::of_placements(100_000), Difficulty::Fiendish);
        for pair in Difficulty::ALL.windows(2) {
            assert_eq!(pair[0].band().1, Some(pair[1].band().0));
        }
    }

    #[test]
    fn puzzles_are_unique_reproducible_and_in_their_band() {
        for (i, level) in Difficulty::ALL.into_iter().enumerate() {
            let seed = puzzle_seed(42, i as u64);
            let made = generate(seed, level);
            assert_eq!(fast::count_solutions(&made.puzzle, 2), 1, "{made:?}");
            assert_eq!(Difficulty::of_placements(made.grade.placements), level);
            assert!(made.grade.finished || made.grade.placements >= FIENDISH_REPORT_CAP);
            assert_eq!(generate(seed, level), made, "same seed, same puzzle");
            assert_ne!(generate(seed + 1, level).puzzle, made.puzzle);
        }
    }
}
