//! The classic row-major search for `solve --strategy row-major`: the same
//! search as the engine's, run to the end in one go, with nothing kept for
//! stepping back and nothing counted that the answer does not need.
//!
//! The loop does per move only what the search itself must: take the next
//! free digit of the frame, mark or unmark three tables. The counts come out
//! exact all the same, from three facts of the row-major search:
//!
//! - a frame's tables do not change while it tries its digits, so its free
//!   digits are known once it is entered (a mask; a placement takes the
//!   lowest bit, a backtrack reads no table);
//! - every placement but the last is followed by an enter, every dead end
//!   but the root's by an undo;
//! - every digit a frame tries is placed or rejected, and a frame that dead
//!   ends has tried all nine, so the rejects are the digits tried less the
//!   placements: nine per dead end, plus the digits on the grid at the end.

use crate::grid::Grid;
use crate::tables::{Conflict, DigitSet, conflicts};

/// The figures of a plain row-major search: the same as the engine's
/// [`super::Counts`] for the same puzzle, without the split of the rejects
/// by reason.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlainCounts {
    /// Cells entered.
    pub enter: u64,
    /// Digits placed.
    pub place: u64,
    /// Digits rejected.
    pub reject: u64,
    /// Digits taken back.
    pub undo: u64,
    /// Cells where no digit fitted.
    pub dead_end: u64,
    /// The most search-placed digits on the grid at one time.
    pub max_depth: u8,
}

/// A plain row-major search's answer: the first solution (the givens and
/// the search's digits, in reading order), if any, and its figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlainSolve {
    /// The solution, if there is one.
    pub solution: Option<[u8; 81]>,
    /// The events of each kind.
    pub counts: PlainCounts,
}

/// Runs the classic row-major search on the puzzle's givens to the first
/// solution or to the end. Refused when givens conflict: the first conflict
/// says which.
pub fn solve_row_major(puzzle: &Grid) -> Result<PlainSolve, Conflict> {
    let givens = puzzle.givens_only();
    let mut digits = *givens.digits();
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    let mut boxes = [0u16; 9];
    // The empty cells in reading order, as the indices of their three tables.
    let mut order = [[0u8; 3]; 81];
    let mut cells = [0u8; 81];
    let mut open = 0;
    for (i, &d) in digits.iter().enumerate() {
        let (r, c) = (i / 9, i % 9);
        let b = (r / 3) * 3 + c / 3;
        if d == 0 {
            order[open] = [r as u8, c as u8, b as u8];
            cells[open] = i as u8;
            open += 1;
            continue;
        }
        let bit = 1u16 << d;
        if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
            let first = conflicts(&givens)[0];
            return Err(first);
        }
        rows[r] |= bit;
        cols[c] |= bit;
        boxes[b] |= bit;
    }
    if open == 0 {
        return Ok(PlainSolve {
            solution: Some(digits),
            counts: PlainCounts::default(),
        });
    }

    // Per depth: the free digits not tried yet, and the digit placed (as a bit).
    let mut untried = [0u16; 81];
    let mut placed = [0u16; 81];
    let mut place = 0u64;
    let mut dead_end = 0u64;
    let mut max_depth = 0usize;
    let [r, c, b] = order[0].map(usize::from);
    untried[0] = !(rows[r] | cols[c] | boxes[b]) & DigitSet::ALL.0;
    let mut k = 0usize;
    let solved = loop {
        let free = untried[k];
        if free != 0 {
            let bit = free & free.wrapping_neg();
            untried[k] = free ^ bit;
            placed[k] = bit;
            let [r, c, b] = order[k].map(usize::from);
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
            place += 1;
            k += 1;
            max_depth = max_depth.max(k);
            if k == open {
                break true;
            }
            // Enter the next cell.
            let [r, c, b] = order[k].map(usize::from);
            untried[k] = !(rows[r] | cols[c] | boxes[b]) & DigitSet::ALL.0;
        } else {
            dead_end += 1;
            if k == 0 {
                break false;
            }
            // Undo the parent's digit.
            k -= 1;
            let bit = !placed[k];
            let [r, c, b] = order[k].map(usize::from);
            rows[r] &= bit;
            cols[c] &= bit;
            boxes[b] &= bit;
        }
    };

    let mut tried = 9 * dead_end;
    if solved {
        for (&cell, &bit) in cells[..open].iter().zip(&placed[..open]) {
            let d = bit.trailing_zeros() as u8;
            digits[cell as usize] = d;
            tried += d as u64;
        }
    }
    Ok(PlainSolve {
        solution: solved.then_some(digits),
        counts: PlainCounts {
            enter: place + 1 - solved as u64,
            place,
            reject: tried - place,
            undo: dead_end - !solved as u64,
            dead_end,
            max_depth: max_depth as u8,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Engine, Outcome, Strategy};
    use crate::grid::parse_grid;
    use crate::search::Search;
    use crate::test_fixtures::{
        ESCARGOT, LEETCODE, LEETCODE_NO_SOLUTION, LEETCODE_SEVERAL, LEETCODE_SOLUTION,
    };

    /// The plain search against the engine (itself checked against the
    /// reference), on puzzles that end every way.
    #[test]
    fn the_plain_search_counts_what_the_engine_counts() {
        let puzzles = [
            // LeetCode 37; without a solution; with eight; AI Escargot.
            LEETCODE,
            LEETCODE_NO_SOLUTION,
            LEETCODE_SEVERAL,
            ESCARGOT,
            // The root cell has no digit at all; a full grid; one empty cell.
            ".12345678....................................9...................................",
            LEETCODE_SOLUTION,
            "53467891267219534819834256785976142342685379171392485696153728428741963534528617.",
        ];
        for puzzle in puzzles {
            let grid = parse_grid(puzzle).unwrap();
            let plain = solve_row_major(&grid).unwrap();
            let mut engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
            engine.run_to_end();
            let c = engine.counts();
            let expected = PlainCounts {
                enter: c.enter,
                place: c.place,
                reject: c.rejects(),
                undo: c.undo,
                dead_end: c.dead_end,
                max_depth: c.max_depth,
            };
            assert_eq!(plain.counts, expected, "{puzzle}");
            let solution =
                (engine.outcome() == Some(Outcome::Solved)).then(|| *engine.grid().digits());
            assert_eq!(plain.solution, solution, "{puzzle}");
        }
    }

    #[test]
    fn conflicting_givens_are_refused_with_the_cells() {
        let bad = parse_grid(&format!("55{}", ".".repeat(79))).unwrap();
        let err = solve_row_major(&bad).unwrap_err();
        assert_eq!(err.to_string(), "r1c1 and r1c2 both hold 5 in row 1");
    }
}
