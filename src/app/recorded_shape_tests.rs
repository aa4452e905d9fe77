//! The tree and the heatmap over a recording: built from the events read
//! back from `trace`'s own JSON Lines, they equal those built over the
//! engine that made the trace, at several steps and zoomed; and a search
//! made elsewhere (cut short, stale rejects, a placement that conflicts)
//! builds both and claims no solution it did not reach.
//!
//! Tests of the core's `search_shape` kept with the app's tests because
//! the recordings are read back from the lines `trace` (the command line)
//! writes, which the core may not name.

use crate::engine::{Engine, Event, Mistake, Strategy};
use crate::grid::{Cell, Grid, UnitKind, parse_grid};
use crate::recording::Recording;
use crate::search::Search;
use crate::search_shape::heatmap::{Heatmap, HeatmapCheckpoints, Measure};
use crate::search_shape::running_counts::RunningCounts;
use crate::search_shape::tree::{Choice, Fate, Icicle, MIN_WIDTH, icicle};
use crate::test_fixtures::{ESCARGOT, LEETCODE, LEETCODE_NO_SOLUTION};

/// The columns and rows `t` shows in a 120x40 terminal.
const COLUMNS: usize = 109;
const ROWS: usize = 31;

fn engine_for(grid: &Grid, strategy: Strategy, mistake: Option<Mistake>) -> Engine {
    match mistake {
        None => Engine::new(grid, strategy).unwrap(),
        Some(m) => Engine::with_mistake(grid, m).unwrap(),
    }
}

/// The whole search as `trace` writes it, read back as a recording.
fn recorded(grid: &Grid, strategy: Strategy, mistake: Option<Mistake>) -> Recording {
    let mut engine = engine_for(grid, strategy, mistake);
    let mut lines = Vec::new();
    crate::cli::trace::write_events(&mut engine, u64::MAX, &mut lines).unwrap();
    let lines = String::from_utf8(lines).unwrap();
    Recording::from_trace(grid, strategy, mistake, &lines).unwrap()
}

/// The icicle of the whole search so far, and the one zoomed into the
/// first node of its third row drawn on its own (as `Enter` zooms).
fn icicles(search: &dyn Search) -> (Icicle, Option<Icicle>) {
    let whole = icicle(search, &[], 0..search.step_number() + 1, COLUMNS, ROWS);
    let zoomed = whole.rows.get(2).and_then(|row| {
        let run = row
            .iter()
            .find(|r| !r.is_aggregate() && r.width >= MIN_WIDTH)?;
        Some(icicle(
            search,
            run.parent(),
            run.steps.clone(),
            COLUMNS,
            ROWS,
        ))
    });
    (whole, zoomed)
}

/// At each step of `steps` (and the end): the recording and the engine,
/// standing there, build the same tree and the same heatmaps; the heatmap
/// read through the seam equals the engine's own fast count.
fn same_views(puzzle: &str, strategy: Strategy, mistake: Option<Mistake>, steps: &[u64]) {
    let grid = parse_grid(puzzle).unwrap();
    let mut rec = recorded(&grid, strategy, mistake);
    let end = rec.len();
    let mut engine = engine_for(&grid, strategy, mistake);
    let mut nodes = 0;
    for &step in steps.iter().chain([&end]) {
        let name = format!("{puzzle} {strategy} {mistake:?} at step {step}");
        assert_eq!(rec.seek(step), step, "{name}");
        engine.seek(step);
        let (tree, zoomed) = icicles(&rec);
        assert_eq!(tree, icicles(&engine).0, "{name}: the tree");
        assert_eq!(zoomed, icicles(&engine).1, "{name}: the zoom");
        nodes += tree.rows.iter().map(Vec::len).sum::<usize>();
        let fast = Heatmap::up_to(&engine, step);
        assert_eq!(Heatmap::over_events(&rec, step), fast, "{name}: heatmap");
        assert_eq!(Heatmap::over_events(&engine, step), fast, "{name}: seam");
        let mut checkpoints = HeatmapCheckpoints::new(&engine);
        assert_eq!(checkpoints.count_to(step), fast, "{name}: checkpoints");
    }
    // Not a vacuous comparison: every tree holds nodes, the end's counts
    // every placement.
    assert!(nodes > steps.len(), "{puzzle} {strategy}: {nodes} nodes");
    let counts = Heatmap::over_events(&rec, end);
    assert_eq!(counts.total(Measure::Placements), rec.counts().place);
    assert_eq!(counts.total(Measure::Undos), rec.counts().undo);
    assert_eq!(counts.total(Measure::DeadEnds), rec.counts().dead_end);
}

#[test]
fn the_tree_and_the_heatmaps_of_the_leetcode_examples_recording_are_the_engines() {
    same_views(LEETCODE, Strategy::RowMajor, None, &[1, 37, 4_000, 25_000]);
    same_views(LEETCODE, Strategy::MostConstrained, None, &[12, 200]);
}

#[test]
fn the_tree_and_the_heatmaps_of_ai_escargots_recording_are_the_engines() {
    same_views(ESCARGOT, Strategy::RowMajor, None, &[500, 60_000]);
}

#[test]
fn the_tree_and_the_heatmaps_of_a_no_solution_recording_are_the_engines() {
    same_views(
        LEETCODE_NO_SOLUTION,
        Strategy::RowMajor,
        None,
        &[900, 5_000],
    );
    same_views(LEETCODE_NO_SOLUTION, Strategy::MostConstrained, None, &[40]);
}

#[test]
fn the_bug_labs_recordings_build_the_engines_tree_and_heatmaps() {
    same_views(
        LEETCODE,
        Strategy::RowMajor,
        Some(Mistake::ForgetRestore),
        &[50],
    );
    same_views(
        LEETCODE,
        Strategy::RowMajor,
        Some(Mistake::RestartColumn),
        &[60],
    );
}

/// The counts carried along a recording's runs (as the solve screen runs
/// it, in slices, with a jump back between) equal a count from step 0.
#[test]
fn running_counts_over_a_recording_equal_a_count_from_step_0() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut rec = recorded(&grid, Strategy::RowMajor, None);
    let mut running = RunningCounts::default();
    for _ in 0..7 {
        running.run_search(&mut rec, 3_001);
    }
    assert_eq!(running.step(), 21_007);
    assert_eq!(running.heatmap(), Heatmap::over_events(&rec, 21_007));
    // Back, then forward past the counts: counted from where they were.
    rec.seek(10_000);
    running.run_search(&mut rec, 20_000);
    let found = running.run_until_search(&mut rec, 10_000, &|e| matches!(e, Event::DeadEnd { .. }));
    assert!(found.is_some());
    let step = rec.step_number();
    assert_eq!(running.step(), step);
    let engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
    assert_eq!(running.heatmap(), Heatmap::up_to(&engine, step));
}

/// A search made elsewhere, by hand, as a learner's might be: rejects no
/// cell backs (`by: None`) though nothing is stale, a placement that
/// conflicts with its row, a dead end after nine rejects, and no end: it
/// was stopped there. Replayed strictly, it is accepted.
fn stopped_search() -> Recording {
    let grid = parse_grid(LEETCODE).unwrap();
    let (r1c3, r1c4, r1c6) = (Cell::at(0, 2), Cell::at(0, 3), Cell::at(0, 5));
    let stale = |cell, digit| Event::Reject {
        cell,
        digit,
        reason: UnitKind::Row,
        by: None,
    };
    let mut events = vec![Event::Enter {
        cell: r1c3,
        depth: 0,
    }];
    events.extend((1..5).map(|d| stale(r1c3, d)));
    // 5 over the 5 at r1c1: a placement that conflicts.
    events.push(Event::Place {
        cell: r1c3,
        digit: 5,
    });
    events.push(Event::Enter {
        cell: r1c4,
        depth: 1,
    });
    events.push(Event::Place {
        cell: r1c4,
        digit: 1,
    });
    events.push(Event::Enter {
        cell: r1c6,
        depth: 2,
    });
    events.extend((1..10).map(|d| stale(r1c6, d)));
    events.push(Event::DeadEnd { cell: r1c6 });
    events.push(Event::Undo {
        cell: r1c4,
        digit: 1,
    });
    events.push(Event::Place {
        cell: r1c4,
        digit: 2,
    });
    let events: Vec<_> = events.into_iter().enumerate().collect();
    Recording::from_events(&grid, Strategy::RowMajor, None, &events).unwrap()
}

#[test]
fn a_stopped_search_with_stale_rejects_and_a_conflict_builds_both_views() {
    let mut rec = stopped_search();
    let end = rec.seek(u64::MAX);
    assert_eq!(end, 21);
    assert!(rec.is_finished() && rec.outcome().is_none());
    let tree = icicle(&rec, &[], 0..end + 1, COLUMNS, ROWS);
    // r1c3 = 5, then r1c4 = 1 (failed: r1c6 had no digit), r1c4 = 2 (on
    // the grid at the last step): still under way, nothing "solution".
    let root = &tree.rows[0];
    assert_eq!(root.len(), 1);
    let five = Choice {
        cell: Cell::at(0, 2),
        digit: 5,
        forced: false,
    };
    assert_eq!((root[0].choice(), root[0].fate), (five, Fate::Current));
    assert_eq!(root[0].steps, 6..22);
    let below: Vec<_> = tree.rows[1]
        .iter()
        .map(|r| (r.choice().digit, r.fate))
        .collect();
    assert_eq!(below, [(1, Fate::Failed), (2, Fate::Current)]);
    // Placed at step 8, taken back at step 20.
    assert_eq!(tree.rows[1][0].steps, 8..20);
    assert_eq!(tree.rows.len(), 2);
    let fates = tree.rows.iter().flatten().map(|r| r.fate);
    assert!(fates.clone().all(|f| f != Fate::Solution), "{tree:?}");
    // The heatmap counts what happened, nothing more.
    let counts = Heatmap::over_events(&rec, end);
    assert_eq!(counts.get(Measure::Placements, Cell::at(0, 3)), 2);
    assert_eq!(counts.get(Measure::Undos, Cell::at(0, 3)), 1);
    assert_eq!(counts.get(Measure::DeadEnds, Cell::at(0, 5)), 1);
    assert_eq!(counts.total(Measure::Placements), 3);
    // At any earlier step too, through the seam's default (a copy stepped
    // forward) as through the recording's own list.
    rec.seek(12);
    let mid = icicle(&rec, &[], 0..13, COLUMNS, ROWS);
    assert_eq!(mid.rows[1].len(), 1);
    assert_eq!(mid.rows[1][0].fate, Fate::Current);
    assert_eq!(Heatmap::over_events(&rec, 12).total(Measure::DeadEnds), 0);
}

/// A search that keeps the seam's plain defaults for reading its past (a
/// copy stepped forward), as a search made elsewhere may: everything else
/// is the search it wraps.
#[derive(Clone, Debug)]
struct Plain(Box<dyn Search>);

impl Search for Plain {
    fn state(&self) -> &crate::search::SearchState {
        self.0.state()
    }
    fn step(&mut self) -> Option<Event> {
        self.0.step()
    }
    fn run(&mut self, events: u64) -> u64 {
        self.0.run(events)
    }
    fn seek(&mut self, n: u64) -> u64 {
        self.0.seek(n)
    }
    fn run_until(&mut self, budget: u64, stop: &dyn Fn(&Event) -> bool) -> Option<Event> {
        self.0.run_until(budget, stop)
    }
    fn seek_back_to(&mut self, wanted: &dyn Fn(&Event) -> bool) -> Option<Event> {
        self.0.seek_back_to(wanted)
    }
    fn copy_at(&self, step: u64) -> Box<dyn Search> {
        Box::new(Plain(self.0.copy_at(step)))
    }
    fn boxed_clone(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }
}

/// The seam's plain defaults (a copy stepped forward) read the same past
/// as the recording's list and the engine's snapshots, and so build the
/// same views.
#[test]
fn the_seams_defaults_read_the_same_past_as_the_fast_ones() {
    let grid = parse_grid(LEETCODE).unwrap();
    let mut rec = recorded(&grid, Strategy::RowMajor, None);
    rec.seek(3_000);
    let mut engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
    engine.seek(3_000);
    let plain = Plain(Box::new(rec.clone()));
    for step in [0, 1, 255, 256, 257, 1_999, 3_000, 9_999] {
        let fast = rec.stack_at(step);
        assert_eq!(fast, engine.stack_at(step), "step {step}");
        assert_eq!(fast, plain.stack_at(step), "step {step}");
    }
    let mut seen = [Vec::new(), Vec::new(), Vec::new()];
    let searches: [&dyn Search; 3] = [&rec, &engine, &plain];
    for (search, seen) in searches.into_iter().zip(&mut seen) {
        search.for_each_event(2_000, 9_000, &mut |step, event| {
            seen.push((step, *event));
            seen.len() < 700
        });
    }
    assert_eq!(seen[0].len(), 700);
    assert_eq!(seen[0][0].0, 2_001);
    assert_eq!(seen[0], seen[1]);
    assert_eq!(seen[0], seen[2]);
    assert_eq!(icicles(&plain), icicles(&rec));
    assert_eq!(
        Heatmap::over_events(&plain, 3_000),
        Heatmap::up_to(&engine, 3_000)
    );
}
