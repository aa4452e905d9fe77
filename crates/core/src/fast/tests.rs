//! The fast solver against the shipped test vectors and against a plain
//! backtracking counter kept here as an independent reference.

use proptest::prelude::*;

use super::*;
use crate::grid::parse_grid;
use crate::test_fixtures::{ANTI_BRUTE_FORCE, ESCARGOT, LEETCODE, PLATINUM_BLONDE};

/// `puzzle:solution_count[:solution]`, from tdoku's test vectors.
const VECTORS: &str = include_str!("../../../../tests/data/vectors.txt");

struct Vector {
    puzzle: [u8; 81],
    count: u64,
    solution: Option<[u8; 81]>,
}

fn digits_of(line: &str) -> [u8; 81] {
    *parse_grid(line).expect("vector puzzle parses").digits()
}

fn vectors() -> Vec<Vector> {
    VECTORS
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.trim().split(':');
            let puzzle = digits_of(parts.next().unwrap());
            let count = parts.next().unwrap().parse().unwrap();
            let solution = parts.next().map(digits_of);
            Vector {
                puzzle,
                count,
                solution,
            }
        })
        .collect()
}

/// The reference: plain depth-first search over row/column/box masks, most
/// constrained cell first, sharing nothing with the band solver.
fn reference_count(puzzle: &[u8; 81], limit: u64) -> u64 {
    reference_count_within(puzzle, limit, u64::MAX).expect("no budget")
}

/// `reference_count`, giving up (`None`) after `budget` search nodes: a
/// few sparse unsolvable puzzles take the plain search minutes.
fn reference_count_within(puzzle: &[u8; 81], limit: u64, budget: u64) -> Option<u64> {
    fn unit_masks(g: &[u8; 81]) -> Option<([u16; 9], [u16; 9], [u16; 9])> {
        let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
        for (i, &d) in g.iter().enumerate() {
            if d == 0 {
                continue;
            }
            let bit = 1u16 << d;
            let (r, c, b) = (i / 9, i % 9, (i / 27) * 3 + (i % 9) / 3);
            if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
                return None;
            }
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
        }
        Some((rows, cols, boxes))
    }
    fn go(g: &mut [u8; 81], limit: u64, found: &mut u64, budget: &mut u64) {
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        let Some((rows, cols, boxes)) = unit_masks(g) else {
            return;
        };
        let mut best: Option<(usize, u16)> = None;
        for i in 0..81 {
            if g[i] != 0 {
                continue;
            }
            let used = rows[i / 9] | cols[i % 9] | boxes[(i / 27) * 3 + (i % 9) / 3];
            let free = !used & 0b11_1111_1110;
            if best.is_none_or(|(_, b)| free.count_ones() < b.count_ones()) {
                best = Some((i, free));
            }
        }
        let Some((i, free)) = best else {
            *found += 1;
            return;
        };
        for d in 1..=9u8 {
            if free >> d & 1 == 1 && *found < limit {
                g[i] = d;
                go(g, limit, found, budget);
                g[i] = 0;
            }
        }
    }
    let mut g = *puzzle;
    let mut found = 0;
    let mut left = budget;
    if limit > 0 {
        go(&mut g, limit, &mut found, &mut left);
    }
    (left > 0).then_some(found)
}

fn is_solution_of(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    Grid::from_digits(*puzzle).is_solved_by(&Grid::from_digits(*solution))
}

#[test]
fn the_vectors_have_the_expected_counts_and_solutions() {
    let all = vectors();
    assert_eq!(all.len(), 43);
    for v in &all {
        let line = Grid::from_digits(v.puzzle).to_line();
        assert_eq!(count_digits(&v.puzzle, v.count + 1), v.count, "{line}");
        for limit in [1, 2, 3] {
            assert_eq!(count_digits(&v.puzzle, limit), v.count.min(limit), "{line}");
        }
        match solve_digits(&v.puzzle) {
            Some(s) => {
                assert!(v.count >= 1, "{line}: solved a puzzle with no solution");
                assert!(is_solution_of(&v.puzzle, &s), "{line}");
                if v.count == 1 {
                    assert_eq!(Some(s), v.solution, "{line}");
                }
            }
            None => assert_eq!(v.count, 0, "{line}: no solution found"),
        }
    }
}

#[test]
fn the_vectors_agree_with_the_reference() {
    for v in vectors() {
        let limit = v.count.min(200) + 1;
        assert_eq!(
            count_digits(&v.puzzle, limit),
            reference_count(&v.puzzle, limit)
        );
    }
}

#[test]
fn grid_interface_keeps_givens() {
    let g = parse_grid(LEETCODE).unwrap();
    let s = solve(&g).unwrap();
    assert!(g.is_solved_by(&s));
    assert!(s.is_given(Cell::new(0)) && !s.is_given(Cell::new(2)));
    assert_eq!(s.given_count(), g.given_count());
    assert_eq!(count_solutions(&g, 10), 1);
    assert_eq!(count_solutions(&g, 0), 0);
    assert_eq!(count_solutions(&Grid::empty(), 5), 5);
    assert!(Grid::empty().is_solved_by(&solve(&Grid::empty()).unwrap()));
}

#[test]
fn conflicting_givens_have_no_solution() {
    let mut p = [0u8; 81];
    p[0] = 5;
    p[8] = 5; // same row
    assert_eq!(count_digits(&p, 2), 0);
    assert_eq!(solve_digits(&p), None);
    let mut p = [0u8; 81];
    p[0] = 5;
    p[72] = 5; // same column
    assert_eq!(count_digits(&p, 2), 0);
    let mut p = [0u8; 81];
    p[0] = 5;
    p[20] = 5; // same box
    assert_eq!(count_digits(&p, 2), 0);
    let mut p = [0u8; 81];
    p[40] = 10; // not a digit
    assert_eq!(count_digits(&p, 2), 0);
    assert_eq!(solve_digits(&p), None);
}

#[test]
fn full_grids_have_one_solution_or_none() {
    let full = vectors()[0].solution.unwrap();
    assert_eq!(count_digits(&full, 5), 1);
    assert_eq!(solve_digits(&full), Some(full));
    let mut broken = full;
    broken.swap(0, 1);
    assert_eq!(count_digits(&broken, 5), 0);
    assert_eq!(solve_digits(&broken), None);
}

/// A solved grid from the vectors, with `blank` cells emptied and, now and
/// then, one cell overwritten with another digit (which may conflict).
fn derived_puzzle() -> impl Strategy<Value = [u8; 81]> {
    let solutions: Vec<[u8; 81]> = vectors().iter().filter_map(|v| v.solution).collect();
    (
        0..solutions.len(),
        proptest::collection::vec(any::<bool>(), 81),
        0usize..81,
        prop_oneof![3 => Just(0u8), 1 => 1u8..=9],
        0u32..4,
    )
        .prop_map(move |(k, keep, changed, digit, sparsity)| {
            let mut p = solutions[k];
            for (i, &kept) in keep.iter().enumerate() {
                // Sparser grids (fewer givens) as `sparsity` grows.
                if !kept || (sparsity > 0 && i % (sparsity as usize + 1) != 0) {
                    p[i] = 0;
                }
            }
            if digit != 0 {
                p[changed] = digit;
            }
            p
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn counts_agree_with_the_reference(p in derived_puzzle()) {
        let expected = reference_count_within(&p, 3, 100_000);
        prop_assume!(expected.is_some(), "too slow for the reference");
        let expected = expected.unwrap();
        prop_assert_eq!(count_digits(&p, 3), expected);
        match solve_digits(&p) {
            Some(s) => prop_assert!(expected >= 1 && is_solution_of(&p, &s)),
            None => prop_assert_eq!(expected, 0),
        }
    }
}

#[test]
fn stats_count_nodes() {
    let easy = &vectors()[0].puzzle;
    let stats = count_with_stats(easy, 2);
    assert_eq!(stats.solutions, 1);
    assert!(stats.nodes >= 1);
    // The empty grid needs guesses: one node per guess at least.
    let empty = count_with_stats(&[0; 81], 3);
    assert_eq!(empty.solutions, 3);
    assert!(empty.nodes > 3, "{empty:?}");
    assert_eq!(count_with_stats(easy, 0), SearchStats::default());
}

/// The checked set-up: the same answers as the plain calls on good
/// puzzles, and on givens that clash the very conflict the conflict
/// tables list first, for clashes in a row, a column and a box.
#[test]
fn checked_calls_answer_alike_and_name_the_first_conflict() {
    for v in vectors() {
        let grid = Grid::from_digits(v.puzzle);
        match crate::tables::conflicts(&grid).first() {
            Some(&c) => {
                assert_eq!(solve_checked(&grid), Err(c));
                assert_eq!(count_checked(&grid, 2), Err(c));
            }
            None => {
                assert_eq!(solve_checked(&grid), Ok(solve_digits(&v.puzzle)));
                assert_eq!(count_checked(&grid, 2), Ok(count_digits(&v.puzzle, 2)));
            }
        }
    }
    let leetcode = LEETCODE;
    // Each clashes in one unit only: a second 3 in row 1 (r1c4), a second
    // 5 in column 1 (r9c1), a second 9 in box 1 (r1c3).
    for (cell, digit, unit) in [(3, 3, "row 1"), (72, 5, "column 1"), (2, 9, "box 1")] {
        let mut digits = *parse_grid(leetcode).unwrap().digits();
        digits[cell] = digit;
        let grid = Grid::from_digits(digits);
        let expected = crate::tables::conflicts(&grid)[0];
        let err = solve_checked(&grid).unwrap_err();
        assert_eq!(err, expected);
        assert!(err.to_string().contains(unit), "{err}");
        assert_eq!(count_checked(&grid, 5), Err(expected));
    }
}

/// Hard puzzles (many guesses), for the tests that compare the two compiled
/// versions of the search: AI Escargot, Easter Monster, Platinum Blonde,
/// the first puzzle of forum-hardest-1106 and the anti-brute-force puzzle.
const HARD: [&str; 5] = [
    ESCARGOT,
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    PLATINUM_BLONDE,
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    ANTI_BRUTE_FORCE,
];

/// What the portable search and the one built for this CPU's bit
/// instructions report for a puzzle and a limit: solutions counted, the
/// first solution, nodes visited. `None` when the CPU lacks those
/// instructions (or is not x86-64), or the givens conflict.
fn both_versions(puzzle: &[u8; 81], limit: u64, want_first: bool) -> Option<[Counted; 2]> {
    let board = bands::BitBoard::new(puzzle).ok()?;
    let report = |found: bands::Tally| Counted {
        count: found.count,
        first: found.first,
        nodes: found.nodes,
    };
    let mut portable = bands::Tally::new(limit, want_first);
    cpu::search_portable(board, &mut portable);
    let mut fast = bands::Tally::new(limit, want_first);
    cpu::search_bit_instructions_if_there(board, &mut fast)
        .then(|| [report(portable), report(fast)])
}

#[derive(Debug, PartialEq)]
struct Counted {
    count: u64,
    first: Option<[u8; 81]>,
    nodes: u64,
}

#[test]
fn both_versions_agree_on_the_vectors_and_hard_puzzles() {
    let puzzles = vectors()
        .into_iter()
        .map(|v| v.puzzle)
        .chain(HARD.iter().map(|p| digits_of(p)));
    let mut compared = 0;
    for p in puzzles {
        for (limit, want_first) in [(1, true), (2, false), (2, true), (50, false)] {
            if let Some([portable, fast]) = both_versions(&p, limit, want_first) {
                assert_eq!(portable, fast, "limit {limit}");
                compared += 1;
            }
        }
    }
    // On a CPU with the bit instructions (any x86-64 of the last decade),
    // every puzzle without conflicting givens was compared.
    let probe = bands::BitBoard::new(&[0; 81]).expect("the empty grid is fine");
    if cpu::search_bit_instructions_if_there(probe, &mut bands::Tally::new(1, false)) {
        assert!(compared > 100, "{compared}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn both_versions_agree(p in derived_puzzle(), limit in 1u64..4) {
        if let Some([portable, fast]) = both_versions(&p, limit, limit == 1) {
            prop_assert_eq!(portable, fast);
        }
    }
}

/// `cpu::changed_words` against the word-by-word comparison it replaces:
/// every single changed word (word 23 is read twice, words 24-26 only by the
/// last, overlapping load), none, and random pairs of boards.
#[test]
fn changed_words_marks_exactly_the_words_that_differ() {
    let one_by_one = |now: &[u32; 27], before: &[u32; 27]| {
        (0..27).fold(0u32, |m, i| m | u32::from(now[i] != before[i]) << i)
    };
    let before: [u32; 27] = std::array::from_fn(|i| 0x0123_4567u32.rotate_left(i as u32));
    assert_eq!(cpu::changed_words(&before, &before), 0);
    for i in 0..27 {
        let mut now = before;
        now[i] ^= 1 << (i % 27);
        assert_eq!(cpu::changed_words(&now, &before), 1 << i, "word {i}");
    }
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..1000 {
        let mut now = before;
        for word in now.iter_mut() {
            if next() % 3 == 0 {
                *word ^= (next() as u32) | 1;
            }
        }
        assert_eq!(cpu::changed_words(&now, &before), one_by_one(&now, &before));
    }
}
