//! The fast solver: first solution, and counting solutions up to a limit.
//!
//! This is a plain bitmask search (most constrained cell first); it is the
//! stable interface the rest of the program uses, to be replaced underneath
//! by a faster technique without changing callers.

use crate::grid::{Cell, Grid};
use crate::tables::Tables;

/// The first solution found, or `None` when the puzzle has none (conflicting
/// givens included).
pub fn solve(grid: &Grid) -> Option<Grid> {
    let mut found = None;
    search(grid, 1, &mut |g| found = Some(g.clone()));
    found.map(|digits: Grid| {
        let mut out = grid.clone();
        for cell in Cell::all() {
            if !grid.is_given(cell) {
                out.set_solved(cell, digits.get(cell));
            }
        }
        out
    })
}

/// The number of solutions, counting stops at `limit` (so `limit` means
/// "`limit` or more"). Conflicting givens have 0 solutions.
pub fn count_solutions(grid: &Grid, limit: u64) -> u64 {
    search(grid, limit, &mut |_| {})
}

fn search(grid: &Grid, limit: u64, on_solution: &mut dyn FnMut(&Grid)) -> u64 {
    if limit == 0 || !crate::tables::conflicts(grid).is_empty() {
        return 0;
    }
    let mut g = grid.clone();
    let mut t = Tables::from_grid(&g);
    let mut found = 0;
    recurse(&mut g, &mut t, limit, &mut found, on_solution);
    found
}

fn recurse(
    g: &mut Grid,
    t: &mut Tables,
    limit: u64,
    found: &mut u64,
    on_solution: &mut dyn FnMut(&Grid),
) {
    let mut best: Option<(Cell, u16)> = None;
    for cell in Cell::all() {
        if g.get(cell) != 0 {
            continue;
        }
        let c = t.candidates(cell).0;
        if best.is_none_or(|(_, b)| c.count_ones() < b.count_ones()) {
            best = Some((cell, c));
            if c.count_ones() <= 1 {
                break;
            }
        }
    }
    let Some((cell, mut cands)) = best else {
        *found += 1;
        on_solution(g);
        return;
    };
    while cands != 0 && *found < limit {
        let d = cands.trailing_zeros() as u8;
        cands &= cands - 1;
        g.set_solved(cell, d);
        t.mark(cell, d);
        recurse(g, t, limit, found, on_solution);
        t.unmark(cell, d);
        g.set_solved(cell, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    #[test]
    fn solves_and_counts() {
        let g = parse_grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let s = solve(&g).unwrap();
        assert!(g.is_solved_by(&s));
        assert!(s.is_given(Cell::new(0)) && !s.is_given(Cell::new(2)));
        assert_eq!(count_solutions(&g, 10), 1);
        assert_eq!(count_solutions(&Grid::empty(), 5), 5);
    }
}
