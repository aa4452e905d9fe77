//! The fast solver: first solution, and counting solutions up to a limit.
//!
//! Used wherever the learner waits: the editor's live diagnosis, `solve` and
//! `count` on big files, making new puzzles. The technique is that of the
//! fastest known solvers (the JCZSolve family): candidates as one bitboard
//! per digit split into three 27-bit bands, box-line reductions by table
//! lookup, naked singles by bit counting over the nine boards, and guesses on
//! a two-candidate cell with the board copied per guess. See `bands.rs`;
//! `cpu.rs` compiles the search a second time for CPUs with POPCNT and BMI,
//! picked at run time.

mod bands;
mod cpu;
mod tables;

#[cfg(test)]
mod tests;

use bands::{BitBoard, Tally};

use crate::grid::{Cell, Grid};
use crate::tables::{Conflict, conflicts};

/// The first solution found, or `None` when the puzzle has none (conflicting
/// givens included). Givens stay givens; the other cells are written as
/// solved.
pub fn solve(grid: &Grid) -> Option<Grid> {
    let digits = solve_digits(grid.digits())?;
    let mut out = grid.clone();
    for cell in Cell::all() {
        if !grid.is_given(cell) {
            out.set_solved(cell, digits[cell.index()]);
        }
    }
    Some(out)
}

/// The first solution of a puzzle (its 81 digits in reading order: the givens
/// and the solved cells), `Ok(None)` when it has none, or the first conflict
/// between givens (the one `tables::conflicts` lists first).
///
/// The givens are checked by the solver's own set-up, which has to look at
/// each of them anyway: a caller needs no separate conflict check, so a
/// batch pays nothing for it on good puzzles. Only the grid's digits count
/// (givens or not, as for [`solve`]).
pub fn solve_checked(grid: &Grid) -> Result<Option<[u8; 81]>, Conflict> {
    let board = set_up(grid)?;
    let mut found = Tally::new(1, true);
    board.search(&mut found);
    Ok(found.first)
}

/// The number of solutions up to `limit` (as [`count_solutions`]), or the
/// first conflict between givens, checked as in [`solve_checked`].
pub fn count_checked(grid: &Grid, limit: u64) -> Result<u64, Conflict> {
    let board = set_up(grid)?;
    if limit == 0 {
        return Ok(0);
    }
    let mut found = Tally::new(limit, false);
    board.search(&mut found);
    Ok(found.count)
}

/// The board for a grid, or its first conflict. The board's set-up finds
/// that two givens clash, cheaply; which two, and where, is asked of the
/// conflict tables only then.
fn set_up(grid: &Grid) -> Result<BitBoard, Conflict> {
    BitBoard::new(grid.digits()).map_err(|_| {
        *conflicts(grid)
            .first()
            .expect("the board refuses only givens that conflict (a grid's digits are 0-9)")
    })
}

/// The number of solutions, counting stops at `limit` (so `limit` means
/// "`limit` or more"). Conflicting givens have 0 solutions.
pub fn count_solutions(grid: &Grid, limit: u64) -> u64 {
    count_digits(grid.digits(), limit)
}

/// The first solution of a puzzle given as 81 digits (0 empty) in reading
/// order; `None` when there is none, when givens conflict or when a digit is
/// above 9.
pub fn solve_digits(puzzle: &[u8; 81]) -> Option<[u8; 81]> {
    let board = BitBoard::new(puzzle).ok()?;
    let mut found = Tally::new(1, true);
    board.search(&mut found);
    found.first
}

/// The number of solutions of a puzzle given as 81 digits, up to `limit`.
pub fn count_digits(puzzle: &[u8; 81], limit: u64) -> u64 {
    count_with_stats(puzzle, limit).solutions
}

/// What a count cost: the solutions found (up to the limit) and the search
/// nodes visited, the starting position and one per guess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Solutions found, up to the limit.
    pub solutions: u64,
    /// Guesses the search made.
    pub nodes: u64,
}

/// `count_digits`, also telling how many nodes the search visited: how much
/// guessing (backtracking) the puzzle needed after the deductions.
pub fn count_with_stats(puzzle: &[u8; 81], limit: u64) -> SearchStats {
    if limit == 0 {
        return SearchStats::default();
    }
    let Ok(board) = BitBoard::new(puzzle) else {
        return SearchStats::default();
    };
    let mut found = Tally::new(limit, false);
    board.search(&mut found);
    SearchStats {
        solutions: found.count,
        nodes: found.nodes,
    }
}
