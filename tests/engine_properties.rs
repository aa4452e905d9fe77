//! Property tests of the engine on random puzzles: made by blanking random
//! cells of random solved grids, so they have one solution or many.

// A test's unwrap is its failure report (the workspace denies unwrap elsewhere).
#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use sudoku_dfs::Search as _;
use sudoku_dfs::{Cell, Grid};
use sudoku_dfs::{Engine, Event, ForceRule, Strategy as Search, Tables};

/// A solved grid: a valid pattern shuffled by digit relabelling and
/// row/column swaps inside bands and stacks, which keep it valid.
fn solved_grid(perm: &[u8], rows: &[usize], cols: &[usize]) -> [u8; 81] {
    let mut g = [0u8; 81];
    for (r, &rr) in rows.iter().enumerate() {
        for (c, &cc) in cols.iter().enumerate() {
            let base = ((r % 3) * 3 + r / 3 + c) % 9;
            g[rr * 9 + cc] = perm[base];
        }
    }
    g
}

fn band_shuffle() -> impl Strategy<Value = Vec<usize>> {
    (
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
    )
        .prop_map(|(bands, a, b, c)| {
            let inner = [a, b, c];
            (0..9)
                .map(|i| bands[i / 3] * 3 + inner[i / 3][i % 3])
                .collect()
        })
}

prop_compose! {
    /// A puzzle with 20 to 40 givens: searches of a few to many thousand events.
    fn puzzle()(
        perm in Just((1u8..=9).collect::<Vec<_>>()).prop_shuffle(),
        rows in band_shuffle(),
        cols in band_shuffle(),
        keep in proptest::collection::vec(any::<bool>(), 81),
        extra in 20usize..40,
        order in Just((0usize..81).collect::<Vec<_>>()).prop_shuffle(),
    ) -> Grid {
        let full = solved_grid(&perm, &rows, &cols);
        let mut digits = [0u8; 81];
        let mut kept = 0;
        for &i in &order {
            if kept < extra || (keep[i] && kept < 40) {
                digits[i] = full[i];
                kept += 1;
            }
        }
        Grid::from_digits(digits)
    }
}

fn any_strategy() -> impl Strategy<Value = Search> {
    prop_oneof![Just(Search::RowMajor), Just(Search::MostConstrained)]
}

/// Everything a learner can see of the engine's state.
fn observe(
    e: &Engine,
) -> (
    Grid,
    sudoku_dfs::Counts,
    Vec<sudoku_dfs::Frame>,
    Option<Event>,
    u64,
) {
    (
        e.grid(),
        *e.counts(),
        e.stack().to_vec(),
        e.last_event(),
        e.step_number(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_solution_is_valid_and_keeps_the_givens(p in puzzle(), strategy in any_strategy()) {
        let mut e = Engine::with_options(&p, strategy, true).unwrap();
        let mut solutions = 0;
        while let Some(event) = e.run_until(2_000_000, |ev| matches!(ev, Event::Solved)) {
            prop_assert_eq!(event, Event::Solved);
            let g = e.grid();
            prop_assert!(p.is_solved_by(&g));
            for cell in Cell::all() {
                prop_assert_eq!(g.is_given(cell), p.is_given(cell));
            }
            solutions += 1;
            if solutions == 5 { break; }
        }
        prop_assert!(solutions >= 1, "made from a solved grid, so at least one solution");
        let expected = sudoku_dfs::fast::count_solutions(&p, 5);
        prop_assert_eq!(solutions, expected);
    }

    #[test]
    fn step_then_step_back_restores_the_exact_state(p in puzzle(), strategy in any_strategy(), at in 0u64..3_000) {
        let mut e = Engine::new(&p, strategy).unwrap();
        e.run(at);
        let before = observe(&e);
        if e.step().is_some() {
            prop_assert!(e.step_back());
            prop_assert_eq!(observe(&e), before);
        }
    }

    #[test]
    fn seek_equals_stepping_from_the_start(p in puzzle(), strategy in any_strategy(), n in 0u64..5_000, detour in 0u64..5_000) {
        let mut stepped = Engine::new(&p, strategy).unwrap();
        for _ in 0..n {
            if stepped.step().is_none() { break; }
        }
        let reached = stepped.step_number();
        let mut sought = Engine::new(&p, strategy).unwrap();
        sought.run(detour);
        prop_assert_eq!(sought.seek(n), reached);
        prop_assert_eq!(observe(&sought), observe(&stepped));
        // And back again from further on.
        sought.run(detour);
        sought.seek(reached);
        prop_assert_eq!(observe(&sought), observe(&stepped));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// `solve --strategy row-major` runs the plain search: on random puzzles
    /// its answer and figures are the engine's (searches the engine
    /// finishes within two million events, to keep a debug build quick).
    #[test]
    fn the_plain_row_major_search_agrees_with_the_engine(p in puzzle()) {
        let mut e = Engine::new(&p, Search::RowMajor).unwrap();
        e.run(2_000_000);
        prop_assume!(e.is_finished());
        let plain = sudoku_dfs::solve_row_major(&p).unwrap();
        let c = e.counts();
        prop_assert_eq!(
            (plain.counts.enter, plain.counts.place, plain.counts.reject),
            (c.enter, c.place, c.rejects())
        );
        prop_assert_eq!(
            (plain.counts.undo, plain.counts.dead_end, plain.counts.max_depth),
            (c.undo, c.dead_end, c.max_depth)
        );
        prop_assert_eq!(plain.solution, Some(*e.grid().digits()));
    }
}

fn every_strategy() -> impl Strategy<Value = Search> {
    proptest::sample::select(Search::EVERY.to_vec())
}

/// One move a learner makes on the timeline.
#[derive(Clone, Debug)]
enum Move {
    Step,
    Back,
    Seek(u64),
    Run(u64),
}

fn any_move() -> impl Strategy<Value = Move> {
    prop_oneof![
        Just(Move::Step),
        Just(Move::Back),
        (0u64..4_000).prop_map(Move::Seek),
        (0u64..700).prop_map(Move::Run),
    ]
}

/// The digits no cell of `cell`'s row, column or box holds on `grid`,
/// worked out from the grid alone.
fn candidates_on(grid: &Grid, cell: Cell) -> Vec<u8> {
    (1..=9)
        .filter(|&d| {
            cell.units()
                .iter()
                .all(|u| u.cells().iter().all(|&c| grid.get(c) != d))
        })
        .collect()
}

/// The search's state is one state: the grid is the givens and the
/// stack's placements, the tables are the grid's, and every empty cell's
/// candidates are the digits its units leave it.
fn assert_consistent(e: &Engine, p: &Grid) -> Result<(), TestCaseError> {
    let grid = e.grid();
    prop_assert_eq!(*e.tables(), Tables::from_grid(&grid));
    let mut on_grid: Vec<(Cell, u8)> = Cell::all()
        .filter(|&c| !p.is_given(c) && grid.get(c) != 0)
        .map(|c| (c, grid.get(c)))
        .collect();
    let placed = e.depth() as usize;
    let mut stacked: Vec<(Cell, u8)> = e.stack()[..placed]
        .iter()
        .map(|f| (f.cell(), f.digit()))
        .collect();
    on_grid.sort();
    stacked.sort();
    prop_assert_eq!(on_grid, stacked);
    for cell in Cell::all().filter(|&c| grid.get(c) == 0) {
        let from_tables: Vec<u8> = e.tables().candidates(cell).iter().collect();
        prop_assert_eq!(from_tables, candidates_on(&grid, cell));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// For every strategy, random steps, steps back, seeks and runs keep
    /// the grid, tables and candidates one consistent state, equal to the
    /// state the same step has when reached one step at a time; and each
    /// propagation event is true of the state it was made in.
    #[test]
    fn random_moves_keep_grid_tables_and_candidates_consistent(
        p in puzzle(),
        strategy in every_strategy(),
        moves in proptest::collection::vec(any_move(), 1..30),
    ) {
        let mut stepped = Engine::new(&p, strategy).unwrap();
        let mut states = vec![observe(&stepped)];
        let mut before = stepped.grid();
        while stepped.step_number() < 4_000 {
            let Some(event) = stepped.step() else { break };
            assert_consistent(&stepped, &p)?;
            match event {
                Event::Force { cell, digit, rule: ForceRule::OnlyCandidate } => {
                    prop_assert_eq!(candidates_on(&before, cell), vec![digit]);
                }
                Event::Force { cell, digit, rule: ForceRule::OnlyPlace(kind) } => {
                    let unit = cell.units()[kind as usize];
                    let places: Vec<Cell> = unit
                        .cells()
                        .into_iter()
                        .filter(|&c| before.get(c) == 0 && candidates_on(&before, c).contains(&digit))
                        .collect();
                    prop_assert_eq!(places, vec![cell]);
                }
                Event::Wipeout { cell, .. } => {
                    prop_assert_eq!(before.get(cell), 0);
                    prop_assert!(candidates_on(&before, cell).is_empty());
                }
                _ => {}
            }
            before = stepped.grid();
            states.push(observe(&stepped));
        }
        let mut e = Engine::new(&p, strategy).unwrap();
        for m in moves {
            match m {
                Move::Step => { e.step(); }
                Move::Back => { e.step_back(); }
                Move::Seek(n) => { e.seek(n); }
                Move::Run(n) => { e.run(n); }
            }
            assert_consistent(&e, &p)?;
            if let Some(state) = states.get(e.step_number() as usize) {
                prop_assert_eq!(&observe(&e), state);
            }
        }
    }
}
