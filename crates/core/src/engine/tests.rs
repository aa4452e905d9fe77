use super::*;
use crate::engine::ForceRule;
use crate::grid::{UnitKind, parse_grid};
use crate::search::Search;

use crate::test_fixtures::{ESCARGOT, LEETCODE, LEETCODE_NO_SOLUTION, LEETCODE_SEVERAL};

fn engine(puzzle: &str, strategy: Strategy) -> Engine {
    Engine::new(&parse_grid(puzzle).unwrap(), strategy).unwrap()
}

#[test]
fn the_first_events_of_the_leetcode_example() {
    let mut e = engine(LEETCODE, Strategy::RowMajor);
    // r1c3 is the first empty cell; row 1 holds 5 3 7, box 1 holds 6 8 9.
    let r1c3 = Cell::at(0, 2);
    assert_eq!(
        e.step(),
        Some(Event::Enter {
            cell: r1c3,
            depth: 0
        })
    );
    assert_eq!(
        e.step(),
        Some(Event::Place {
            cell: r1c3,
            digit: 1
        })
    );
    assert_eq!(
        e.step(),
        Some(Event::Enter {
            cell: Cell::at(0, 3),
            depth: 1
        })
    );
    assert_eq!(
        e.step(),
        Some(Event::Reject {
            cell: Cell::at(0, 3),
            digit: 1,
            reason: UnitKind::Row,
            by: Some(r1c3)
        })
    );
    assert_eq!(e.step_number(), 4);
    assert_eq!(e.depth(), 1);
    assert_eq!(e.stack().len(), 2);
}

#[test]
fn rejects_name_the_first_table_in_row_column_box_order() {
    let mut e = engine(LEETCODE, Strategy::RowMajor);
    let mut seen = [false; 3];
    while let Some(event) = e.step() {
        if let Event::Reject {
            cell,
            digit,
            reason,
            by,
        } = event
        {
            let tables = e.tables();
            assert_eq!(tables.rejecting_unit(cell, digit).unwrap().kind(), reason);
            let by = by.expect("the correct search's claims all have a holder");
            assert_eq!(e.state().digit(by), digit);
            assert!(cell.units()[reason as usize].cells().contains(&by));
            seen[reason as usize] = true;
        }
    }
    assert_eq!(seen, [true; 3]);
    assert_eq!(e.outcome(), Some(Outcome::Solved));
    assert!(parse_grid(LEETCODE).unwrap().is_solved_by(&e.grid()));
}

#[test]
fn single_steps_and_bulk_runs_agree() {
    for strategy in Strategy::EVERY {
        let mut one = engine(LEETCODE, strategy);
        while one.step().is_some() {}
        let mut bulk = engine(LEETCODE, strategy);
        bulk.run_to_end();
        assert_eq!(one.counts(), bulk.counts());
        assert_eq!(one.grid(), bulk.grid());
        assert_eq!(bulk.last_event(), Some(Event::Solved));
        assert_eq!(one.step_number(), one.counts().events());
    }
}

#[test]
fn run_stops_exactly_inside_a_run_of_rejects() {
    let mut reference = engine(LEETCODE, Strategy::RowMajor);
    let events: Vec<Event> = std::iter::from_fn(|| reference.step()).collect();
    for n in [1u64, 3, 4, 5, 17, 100, 101, 999, 4000] {
        let mut e = engine(LEETCODE, Strategy::RowMajor);
        assert_eq!(e.run(n), n);
        assert_eq!(
            e.last_event(),
            Some(events[n as usize - 1]),
            "after {n} events"
        );
    }
}

#[test]
fn run_past_the_end_reports_the_final_event() {
    let mut whole = engine(LEETCODE, Strategy::RowMajor);
    let total = whole.run_to_end();
    assert_eq!(whole.last_event(), Some(Event::Solved));
    for extra in [0, 1, 2, 1000] {
        let mut e = engine(LEETCODE, Strategy::RowMajor);
        assert_eq!(e.run(total + extra), total);
        assert_eq!(
            e.last_event(),
            Some(Event::Solved),
            "run({total} + {extra})"
        );
        assert_eq!(e.run(5), 0);
        assert_eq!(e.last_event(), Some(Event::Solved));
    }
}

#[test]
fn step_back_and_seek_return_to_the_same_state() {
    let mut e = engine(LEETCODE, Strategy::RowMajor);
    let mut states = vec![(e.grid(), *e.counts(), e.stack().to_vec(), e.last_event())];
    while e.step().is_some() {
        states.push((e.grid(), *e.counts(), e.stack().to_vec(), e.last_event()));
    }
    let end = e.step_number();
    assert!(end > 10_000, "the example takes {end} events");
    for n in (0..end).rev().step_by(97) {
        e.seek(n);
        assert_eq!(
            &states[n as usize],
            &(e.grid(), *e.counts(), e.stack().to_vec(), e.last_event())
        );
    }
    e.seek(end);
    for n in (end - 300..end).rev() {
        assert!(e.step_back());
        assert_eq!(states[n as usize].1, *e.counts());
        assert_eq!(states[n as usize].3, e.last_event());
    }
    e.seek(0);
    assert!(!e.step_back());
    assert_eq!(e.last_event(), None);
}

#[test]
fn seek_back_to_finds_the_previous_backtrack() {
    let mut e = engine(LEETCODE, Strategy::RowMajor);
    e.run(5_000);
    let undo_steps: Vec<u64> = {
        let mut r = engine(LEETCODE, Strategy::RowMajor);
        let mut v = Vec::new();
        while r.step_number() < 5_000 {
            if let Some(Event::Undo { .. }) = r.step() {
                v.push(r.step_number());
            }
        }
        v
    };
    let found = e.seek_back_to(|ev| matches!(ev, Event::Undo { .. }));
    assert!(matches!(found, Some(Event::Undo { .. })));
    let expect = *undo_steps.iter().rev().find(|&&s| s < 5_000).unwrap();
    assert_eq!(e.step_number(), expect);
    // From a backtrack, the previous one: the current step does not count.
    e.seek_back_to(|ev| matches!(ev, Event::Undo { .. }));
    let before = *undo_steps.iter().rev().find(|&&s| s < expect).unwrap();
    assert_eq!(e.step_number(), before);
    e.seek(3);
    assert_eq!(e.seek_back_to(|ev| matches!(ev, Event::Undo { .. })), None);
    assert_eq!(e.step_number(), 0);
}

#[test]
fn history_stays_bounded_and_thins_evenly() {
    let mut h = history::History::tiny(
        machine::Machine::new(&parse_grid(LEETCODE).unwrap(), Strategy::RowMajor, false).snapshot(),
    );
    let mut m = machine::Machine::new(&parse_grid(LEETCODE).unwrap(), Strategy::RowMajor, false);
    for _ in 0..10 {
        let due = h.next_due();
        m.run_to(due);
        h.record(m.snapshot());
        assert!(h.len() <= 4);
    }
    assert!(h.interval() > 256);
    assert_eq!(h.at_or_before(0).counts.events(), 0);
}

#[test]
fn conflicting_givens_are_refused_with_the_cells() {
    let bad = format!("5{}5{}", &LEETCODE[1..8], &LEETCODE[9..]);
    let err = Engine::new(&parse_grid(&bad).unwrap(), Strategy::RowMajor).unwrap_err();
    assert_eq!(err.to_string(), "r1c1 and r1c9 both hold 5 in row 1");
}

#[test]
fn a_full_grid_is_solved_at_once_and_keep_going_counts_solutions() {
    let mut e = engine(LEETCODE, Strategy::RowMajor);
    e.run_to_end();
    let full = Grid::from_digits(*e.grid().digits());
    let mut f = Engine::new(&full, Strategy::RowMajor).unwrap();
    assert_eq!(f.step(), Some(Event::Solved));
    assert_eq!(f.step(), None);

    // The empty grid has billions of solutions: take the first 50, one by one.
    let mut g = Engine::with_options(&Grid::empty(), Strategy::MostConstrained, true).unwrap();
    let mut solutions = 0;
    while solutions < 50 {
        if let Some(Event::Solved) = g.step() {
            solutions += 1;
            assert!(g.grid().is_solved());
        }
    }
    assert_eq!(g.counts().solutions, 50);
}

#[test]
fn a_puzzle_with_no_solution_ends_exhausted() {
    // r1c1's row and box leave it nothing: givens 1-8 around it, 9 in its column.
    let p = ".12345678........9..............................................................";
    let p = format!("{}{}", &p[..18], ".".repeat(63));
    let mut g = parse_grid(&p).unwrap();
    g.set_given(Cell::at(5, 0), 9);
    let mut e = Engine::new(&g, Strategy::RowMajor).unwrap();
    assert_eq!(
        e.step(),
        Some(Event::Enter {
            cell: Cell::new(0),
            depth: 0
        })
    );
    for _ in 0..9 {
        assert!(matches!(e.step(), Some(Event::Reject { .. })));
    }
    assert_eq!(e.step(), Some(Event::DeadEnd { cell: Cell::new(0) }));
    assert_eq!(e.step(), Some(Event::Exhausted));
    assert_eq!(e.outcome(), Some(Outcome::Exhausted));
    assert_eq!(e.counts().events(), 12);
}

/// The bulk row-major loop against single steps: after any run, the whole
/// machine (grid, tables, open cells, stack, counts, phase) is the same as
/// after as many single steps. Runs of uneven lengths, long and short, so
/// the loop stops everywhere: inside runs of rejects, on solutions, at the
/// root's dead end.
#[test]
fn bulk_runs_leave_the_machine_as_single_steps_do() {
    let puzzles = [
        LEETCODE,
        // AI Escargot; the LeetCode example without a solution; with eight.
        ESCARGOT,
        LEETCODE_NO_SOLUTION,
        LEETCODE_SEVERAL,
    ];
    for puzzle in puzzles {
        for keep_going in [false, true] {
            let grid = parse_grid(puzzle).unwrap();
            let mut single = machine::Machine::new(&grid, Strategy::RowMajor, keep_going);
            let mut bulk = single.clone();
            let mut x = 12345u64;
            loop {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                let run = match x >> 60 {
                    0..=5 => x >> 32 & 31,
                    6..=11 => x >> 32 & 1023,
                    _ => x >> 32 & 65535,
                };
                let target = bulk.step_number() + run;
                bulk.run_to(target);
                while single.step_number() < target && single.step().is_some() {}
                assert_eq!(bulk, single, "{puzzle} at step {}", single.step_number());
                if single.is_finished() {
                    break;
                }
            }
            assert!(single.step_number() > 5_000);
        }
    }
}

/// A puzzle whose forget-restore search (395 events) goes past the first
/// snapshot (step 256), so stepping back over it restores stale tables.
const LONG_FORGET_RESTORE: &str =
    "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8";
/// A puzzle whose restart-column search takes 1,285 events.
const LONG_RESTART_COLUMN: &str =
    ".......125....8......7.....6..12....7.....45.....3.....3....8.....5..7...2.......";

/// forget-candidates' longest search of the reference's puzzles: 387
/// events, past the first snapshot (256).
const LONG_FORGET_CANDIDATES: &str =
    "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8";

#[test]
fn every_mistake_steps_back_and_seeks_to_the_same_state() {
    let cases = [
        (LONG_FORGET_RESTORE, Mistake::ForgetRestore),
        (LEETCODE, Mistake::ForgetFlag),
        (LONG_RESTART_COLUMN, Mistake::RestartColumn),
        (LONG_FORGET_CANDIDATES, Mistake::ForgetCandidates),
    ];
    for (puzzle, mistake) in cases {
        let grid = parse_grid(puzzle).unwrap();
        let mut e = Engine::with_mistake(&grid, mistake).unwrap();
        let state = |e: &Engine| {
            (
                e.grid(),
                *e.counts(),
                e.stack().to_vec(),
                *e.tables(),
                e.last_event(),
                // forget-candidates' kept candidates, wrong as they are.
                Cell::all().map(|c| e.candidates(c)).collect::<Vec<_>>(),
            )
        };
        let mut states = vec![state(&e)];
        while e.step().is_some() {
            states.push(state(&e));
        }
        let end = e.step_number();
        assert!(end > 300, "{mistake}: {end} events");
        for n in (0..end).rev().step_by(7) {
            e.seek(n);
            assert_eq!(states[n as usize], state(&e), "{mistake} at {n}");
        }
        e.seek(end);
        for n in (end - 200..end).rev() {
            assert!(e.step_back());
            assert_eq!(states[n as usize], state(&e), "{mistake} back to {n}");
        }
    }
}

#[test]
fn forget_restore_leaves_stale_entries_and_ends_early_on_the_leetcode_example() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut e = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
    assert!(e.state().stale_entries().is_empty());
    // The first undo clears its cell and leaves its digit in three tables.
    let undo = e
        .run_until(1_000, |ev| ev.kind() == EventKind::Undo)
        .unwrap();
    let Event::Undo { cell, digit } = undo else {
        unreachable!()
    };
    assert_eq!(e.state().digit(cell), 0);
    let stale = e.state().stale_entries();
    assert_eq!(stale.len(), 3, "{stale:?}");
    assert!(stale.iter().all(|s| s.digit == digit));
    e.run_to_end();
    // The figures: "no solution" at step 84, 7 cells entered.
    assert_eq!(e.outcome(), Some(Outcome::Exhausted));
    assert_eq!(e.step_number(), 84);
    assert_eq!(e.counts().enter, 7);
    // A correct search never leaves one.
    let mut right = Engine::new(&grid, Strategy::RowMajor).unwrap();
    right.run(5_000);
    assert!(right.state().stale_entries().is_empty());
}

#[test]
fn forget_flag_completes_the_grid_and_then_erases_it() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut e = Engine::with_mistake(&grid, Mistake::ForgetFlag).unwrap();
    let solved = e.run_until(u64::MAX, |ev| *ev == Event::Solved);
    assert_eq!(solved, Some(Event::Solved));
    assert!(!e.is_finished(), "a complete grid does not stop it");
    assert!(!e.grid().digits().contains(&0));
    e.run_to_end();
    assert_eq!(e.outcome(), Some(Outcome::Exhausted));
    assert_eq!(e.counts().solutions, 1);
    assert_eq!(e.grid(), grid.givens_only());
    // With no empty cell at all, `dfs` itself returns true: solved.
    let mut full = Engine::with_mistake(&e_solution(), Mistake::ForgetFlag).unwrap();
    full.run_to_end();
    assert_eq!(full.outcome(), Some(Outcome::Solved));
}

fn e_solution() -> Grid {
    let mut e = engine(LEETCODE, Strategy::RowMajor);
    e.run_to_end();
    Grid::from_digits(*e.grid().digits())
}

#[test]
fn restart_column_skips_cells_and_calls_the_grid_solved_with_them_empty() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut e = Engine::with_mistake(&grid, Mistake::RestartColumn).unwrap();
    let mut skipped_seen = false;
    while e.step().is_some() {
        skipped_seen |= !e.state().skipped_cells().is_empty();
    }
    assert!(skipped_seen);
    assert_eq!(e.outcome(), Some(Outcome::Solved));
    let empty: Vec<Cell> = Cell::all().filter(|&c| e.state().digit(c) == 0).collect();
    assert!(!empty.is_empty());
    assert_eq!(
        e.state().skipped_cells(),
        empty,
        "at the end, every empty cell was skipped"
    );
    let mut right = engine(LEETCODE, Strategy::RowMajor);
    right.run(2_000);
    assert!(right.state().skipped_cells().is_empty());
}

/// The size the history's memory figure is worked out from (160 bytes
/// more than before forget-candidates, whose kept candidates it holds).
#[test]
fn a_snapshot_is_1144_bytes() {
    assert_eq!(std::mem::size_of::<machine::Snapshot>(), 1144);
}

/// restart-column's "skipped by the scan", at every step, against the
/// reference's scan (`pick_cell_from(h, l)`: rows from h, in each the
/// columns from l): only the empty cells that scan passed over on its way
/// to the cell it found, never one it has not reached (at step 15 on
/// LeetCode's example the scan is still in row 1).
#[test]
fn restart_column_skips_only_cells_its_scan_passed_over() {
    for puzzle in [LEETCODE, LONG_RESTART_COLUMN] {
        let grid = parse_grid(puzzle).unwrap();
        let mut e = Engine::with_mistake(&grid, Mistake::RestartColumn).unwrap();
        let mut scans = 0;
        while e.step().is_some() {
            let stack = e.stack();
            let skipped = e.state().skipped_cells();
            let Some(top) = stack.last() else {
                assert!(skipped.is_empty() || e.phase() == Phase::Solved);
                continue;
            };
            // The scan that found the top cell started at the cell below.
            let from = stack
                .len()
                .checked_sub(2)
                .map_or(0, |k| stack[k].cell().index());
            let (h, l) = (from / 9, from % 9);
            let read = |i: usize| i / 9 >= h && i % 9 >= l;
            let found = top.cell().index();
            let passed: Vec<Cell> = (0..found)
                .filter(|&i| !read(i) && e.state().digit(Cell::new(i)) == 0)
                .map(Cell::new)
                .collect();
            if e.phase() != Phase::Solved {
                assert_eq!(skipped, passed, "{puzzle} step {}", e.step_number());
            }
            scans += usize::from(!skipped.is_empty());
        }
        assert!(scans > 0);
    }
    let mut e =
        Engine::with_mistake(&parse_grid(LEETCODE).unwrap(), Mistake::RestartColumn).unwrap();
    e.seek(15);
    assert!(
        e.state().skipped_cells().iter().all(|c| c.row() == 0),
        "{:?}",
        e.state().skipped_cells()
    );
}

/// The engine counts inline in its loops (step by step and in bulk);
/// [`Counts::of`] is the one definition a recording and `trace --from`
/// count with. The two agree on every strategy and mistake, searches
/// that solve, exhaust and find several solutions alike.
#[test]
fn the_engines_counts_are_counts_of_its_events() {
    for puzzle in [LEETCODE, LEETCODE_NO_SOLUTION, LEETCODE_SEVERAL] {
        let grid = parse_grid(puzzle).unwrap();
        let mut engines: Vec<Engine> = Strategy::EVERY
            .into_iter()
            .map(|s| Engine::new(&grid, s).unwrap())
            .collect();
        engines.extend(Mistake::ALL.map(|m| Engine::with_mistake(&grid, m).unwrap()));
        for mut stepped in engines {
            let mut bulk = stepped.clone();
            let events: Vec<Event> = std::iter::from_fn(|| stepped.step()).collect();
            let counted = Counts::of(events.iter().copied());
            let name = format!("{puzzle} {:?} {:?}", stepped.strategy(), stepped.mistake());
            assert!(counted.place + counted.force > 0, "{name}");
            assert_eq!(*stepped.counts(), counted, "{name}: step by step");
            bulk.run(u64::MAX);
            assert_eq!(*bulk.counts(), counted, "{name}: in bulk");
        }
    }
}

/// Singles propagation solves the LeetCode example with no guess: 51
/// forced placements, the first of them a cell's only candidate, then
/// solved; the grid is the example's solution.
#[test]
fn singles_solve_the_leetcode_example_without_a_guess() {
    for strategy in [Strategy::Singles, Strategy::SinglesMrv] {
        let mut e = engine(LEETCODE, strategy);
        let first = e.step().unwrap();
        assert!(
            matches!(
                first,
                Event::Force {
                    rule: ForceRule::OnlyCandidate,
                    ..
                }
            ),
            "{first:?}"
        );
        e.run_to_end();
        let c = e.counts();
        assert_eq!((c.enter, c.place, c.force, c.wipeout), (0, 0, 51, 0));
        assert_eq!(e.last_event(), Some(Event::Solved));
        assert_eq!(e.stack().len(), 51);
        assert!(e.stack().iter().all(|f| f.forced().is_some()));
    }
}

/// After a wipeout the search takes back every forced move since the last
/// guess, each with an undo that pops its level, then the guess itself,
/// whose cell tries its next digit.
#[test]
fn a_wipeout_takes_back_the_forced_moves_then_the_guess() {
    let mut e = engine(ESCARGOT, Strategy::Singles);
    e.run_until(1_000_000, |ev| matches!(ev, Event::Wipeout { .. }))
        .expect("AI Escargot has wipeouts under singles");
    let Some(Event::Wipeout { cell, by: Some(by) }) = e.last_event() else {
        panic!("a wipeout after a placement");
    };
    assert_eq!(e.state().digit(cell), 0);
    assert!(e.tables().candidates(cell).is_empty());
    assert_eq!(e.stack().last().unwrap().cell(), by);
    let forced_on_top = e
        .stack()
        .iter()
        .rev()
        .take_while(|f| f.forced().is_some())
        .count();
    let depth = e.stack().len();
    for k in 0..forced_on_top {
        let Some(Event::Undo { .. }) = e.step() else {
            panic!("an undo");
        };
        assert_eq!(e.stack().len(), depth - k - 1);
    }
    let guess = *e.stack().last().unwrap();
    assert_eq!(guess.forced(), None);
    assert_eq!(
        e.step(),
        Some(Event::Undo {
            cell: guess.cell(),
            digit: guess.digit()
        })
    );
    assert_eq!(e.phase(), Phase::Try);
}

/// The propagating searches find every solution when they go on after
/// one, and prove there is none when there is none.
#[test]
fn propagating_searches_count_solutions_and_prove_none() {
    for strategy in Strategy::EVERY {
        let grid = parse_grid(LEETCODE_SEVERAL).unwrap();
        let mut e = Engine::with_options(&grid, strategy, true).unwrap();
        e.run_to_end();
        assert_eq!(e.counts().solutions, 8, "{strategy}");
        assert_eq!(e.outcome(), Some(Outcome::Exhausted), "{strategy}");
        assert!(e.stack().is_empty(), "{strategy}: every forced move undone");
        let mut e = engine(LEETCODE_NO_SOLUTION, strategy);
        e.run_to_end();
        assert_eq!(e.outcome(), Some(Outcome::Exhausted), "{strategy}");
    }
}

/// Seeking past the end from before it, once the end has been reached and
/// a snapshot taken there, lands on the end with its event: the search
/// below ends at step 256, where the first snapshot after step 0 falls.
#[test]
fn seeking_past_the_end_lands_on_the_final_event() {
    let puzzle =
        ".1584..23.....25912..5.....47......81.6.749.....6812.779316......439.1.656.4..37.";
    let mut e = engine(puzzle, Strategy::MostConstrained);
    e.run_to_end();
    assert_eq!(e.step_number(), 256);
    e.seek(200);
    e.seek(1_000);
    assert_eq!(e.step_number(), 256);
    assert_eq!(e.last_event(), Some(Event::Solved));
}

/// forget-candidates' first false wipeout on the LeetCode example: step
/// 28, r1c9 is out of candidates in its record while 2, 4 and 8 fit it;
/// the correct forward checking keeps them (and finds no wipeout there).
#[test]
fn forget_candidates_wipes_out_a_cell_digits_still_fit() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut e = Engine::with_mistake(&grid, Mistake::ForgetCandidates).unwrap();
    assert_eq!(e.strategy(), Strategy::ForwardChecking);
    assert!(e.forgotten_candidates().is_empty());
    e.seek(28);
    let r1c9 = Cell::new(8);
    assert_eq!(
        e.last_event(),
        Some(Event::Wipeout {
            cell: r1c9,
            by: Some(Cell::new(3))
        })
    );
    assert_eq!(e.candidates(r1c9), DigitSet(0));
    assert_eq!(
        e.tables().candidates(r1c9).iter().collect::<Vec<_>>(),
        [2, 4, 8]
    );
    let lost = e.forgotten_candidates();
    assert!(
        lost.contains(&(r1c9, e.tables().candidates(r1c9))),
        "{lost:?}"
    );
    e.run_to_end();
    assert_eq!(e.outcome(), Some(Outcome::Exhausted));
    assert_eq!(e.step_number(), 48);
    // The correct search is not touched by the mistake's record.
    assert!(
        Engine::new(&grid, Strategy::ForwardChecking)
            .unwrap()
            .forgotten_candidates()
            .is_empty()
    );
}
