use super::heatmap::{Heatmap, HeatmapCheckpoints, MAX_CHECKPOINTS, Measure};
use super::log::{BackAt, Unwinding};
use super::log::{Line, lines, recent_entries};
use super::path::{Mark, path};
use super::test_entries::{chain, entry};
use crate::engine::{Engine, Event, Mistake, Strategy};
use crate::grid::{Cell, parse_grid};
use crate::search::Search;

use crate::test_fixtures::{LEETCODE, PLATINUM_BLONDE};
/// 1,682 placements row-major (20,000 events): long enough for many
/// snapshots and unwinding chains, short enough to step through one event
/// at a time.
const MEDIUM: &str =
    ".3..5..4...8.1.5..46.....12.7.5.2.8....6.3....4.1.9.3.25.....98..1.2.6...8..6..2.";
/// No solution: the search exhausts, the root dead-ends.
const NO_SOLUTION: &str =
    "12345678.........9...............................................................";

fn engine(puzzle: &str, strategy: Strategy) -> Engine {
    Engine::new(&parse_grid(puzzle).unwrap(), strategy).unwrap()
}

/// Words for the engine just after an event that depend on all it shows
/// (the grid, the stack, the phase, the counts, the last event): what a
/// narration reads, so words equal here are a narration's too. The core
/// has no narration of its own; the app's words it.
fn state_words(e: &dyn crate::search::Search) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {}",
        e.last_event(),
        e.phase(),
        e.stack(),
        e.counts(),
        e.grid().to_line()
    )
}

/// Every event of the search with the words after it, by stepping.
fn stepped(puzzle: &str, strategy: Strategy) -> Vec<(u64, Event, String)> {
    let mut e = engine(puzzle, strategy);
    let mut all = Vec::new();
    while let Some(event) = e.step() {
        all.push((e.step_number(), event, state_words(&e)));
    }
    all
}

#[test]
fn the_log_after_any_jump_equals_the_log_by_stepping() {
    for (puzzle, strategy) in [
        (MEDIUM, Strategy::RowMajor),
        (MEDIUM, Strategy::MostConstrained),
        (NO_SOLUTION, Strategy::RowMajor),
    ] {
        let truth = stepped(puzzle, strategy);
        let end = truth.len() as u64;
        let mut e = engine(puzzle, strategy);
        // Finish, then jump about: back, forward, to the start, one step back.
        e.run_to_end();
        let check = |e: &Engine| {
            let now = e.step_number();
            let entries = recent_entries(e, 25, state_words);
            let from = now.saturating_sub(25) as usize;
            let want = &truth[from..now as usize];
            assert_eq!(entries.len(), want.len(), "at step {now}");
            for (got, (step, event, words)) in entries.iter().zip(want) {
                assert_eq!((got.step, got.event, &got.words), (*step, *event, words));
            }
        };
        check(&e);
        for target in [end / 2, 3, end - 1, 700, 0, end / 3] {
            e.seek(target);
            check(&e);
        }
        e.step_back();
        check(&e);
    }
}

#[test]
fn log_levels_follow_the_stack() {
    let mut e = engine(LEETCODE, Strategy::RowMajor);
    e.run(300);
    // Row-major: the cell at each level is fixed, so every event about a
    // cell sits at the level where that cell was entered.
    let mut level_of = [usize::MAX; 81];
    let mut seen = 0;
    for entry in recent_entries(&e, 300, |_| String::new()) {
        if let Event::Enter { cell, depth } = entry.event {
            assert_eq!(entry.level, depth as usize);
            level_of[cell.index()] = entry.level;
        } else if let Some(cell) = entry.event.cell() {
            assert_eq!(entry.level, level_of[cell.index()], "{:?}", entry.event);
            seen += 1;
        }
    }
    assert!(seen > 200);
}

#[test]
fn a_chain_of_dead_ends_folds_into_one_unwinding_line() {
    let (r1c7, r1c8, r1c9) = (Cell::at(0, 6), Cell::at(0, 7), Cell::at(0, 8));
    let reject = |step, digit| {
        entry(
            step,
            7,
            Event::Reject {
                cell: r1c8,
                digit,
                reason: crate::grid::UnitKind::Row,
                by: Some(Cell::at(0, 0)),
            },
        )
    };
    let entries = vec![
        entry(1, 8, Event::DeadEnd { cell: r1c9 }),
        entry(
            2,
            7,
            Event::Undo {
                cell: r1c8,
                digit: 7,
            },
        ),
        reject(3, 8),
        reject(4, 9),
        entry(5, 7, Event::DeadEnd { cell: r1c8 }),
        entry(
            6,
            6,
            Event::Undo {
                cell: r1c7,
                digit: 8,
            },
        ),
        entry(
            7,
            6,
            Event::Place {
                cell: r1c7,
                digit: 9,
            },
        ),
    ];
    let folded = lines(entries.clone(), false);
    assert_eq!(folded.len(), 2);
    // `unwinding 2 levels: r1c9 dead end → r1c8 finished → back at r1c7,
    // trying 9`, as data.
    let Line::Unwinding { steps, chain, .. } = &folded[0] else {
        panic!("{:?}", folded[0])
    };
    assert_eq!(
        chain,
        &Unwinding {
            dead_ends: vec![r1c9, r1c8],
            back: Some((r1c7, Some(9))),
        }
    );
    assert_eq!(chain.levels(), 2);
    assert_eq!(steps, &(1..=6));
    assert_eq!(folded[0].level(), 6);
    assert_eq!(folded[0].last_step(), 6);
    assert!(matches!(&folded[1], Line::Event(e) if e.step == 7));

    // Expanded, every event has its own line; a single dead end never folds.
    assert_eq!(lines(entries.clone(), true).len(), 7);
    assert_eq!(lines(entries[4..].to_vec(), false).len(), 3);
}

/// Back at a cell that had tried 9, the chain says no next digit.
#[test]
fn a_chain_back_at_a_nine_tries_nothing_next() {
    let r1c7 = Cell::at(0, 6);
    let chain = |digit| match lines(chain(digit), false).remove(0) {
        Line::Unwinding { chain, .. } => chain.back,
        other => panic!("{other:?}"),
    };
    let back: [BackAt; 2] = [chain(8), chain(9)];
    assert_eq!(back, [Some((r1c7, Some(9))), Some((r1c7, None))]);
}

#[test]
fn folded_lines_cover_every_event_once() {
    let mut e = engine(MEDIUM, Strategy::RowMajor);
    e.run_to_end();
    let entries = recent_entries(&e, 2_000, |_| String::new());
    let folded = lines(entries.clone(), false);
    assert!(folded.iter().any(|l| matches!(l, Line::Unwinding { .. })));
    assert_each_step_once(&folded, entries[0].step, e.step_number());
}

/// The marks as the events say them, kept by watching every event.
fn marks_by_events(puzzle: &str, strategy: Strategy, steps: u64) -> Vec<(Cell, [Mark; 9])> {
    let mut e = engine(puzzle, strategy);
    let mut levels: Vec<(Cell, [Mark; 9])> = Vec::new();
    for _ in 0..steps {
        let Some(event) = e.step() else { break };
        match event {
            Event::Enter { cell, .. } => levels.push((cell, [Mark::Untried; 9])),
            Event::Reject { digit, reason, .. } => {
                levels.last_mut().unwrap().1[digit as usize - 1] = Mark::Rejected(reason)
            }
            Event::Place { digit, .. } => {
                levels.last_mut().unwrap().1[digit as usize - 1] = Mark::Current
            }
            Event::Undo { digit, .. } => {
                levels.last_mut().unwrap().1[digit as usize - 1] = Mark::Failed
            }
            Event::DeadEnd { .. } => {
                levels.pop();
            }
            Event::Solved | Event::Exhausted | Event::Force { .. } | Event::Wipeout { .. } => {}
        }
    }
    levels
}

#[test]
fn path_marks_equal_what_the_events_say() {
    for (puzzle, strategy) in [
        (MEDIUM, Strategy::RowMajor),
        (MEDIUM, Strategy::MostConstrained),
        (LEETCODE, Strategy::RowMajor),
        (NO_SOLUTION, Strategy::RowMajor),
    ] {
        let mut e = engine(puzzle, strategy);
        e.run_to_end();
        let end = e.step_number();
        for step in (0..=end).step_by(97).chain([end, end - 1, 1]) {
            e.seek(step);
            let want = marks_by_events(puzzle, strategy, step);
            let got: Vec<_> = path(&e).iter().map(|l| (l.cell, l.marks)).collect();
            assert_eq!(got, want, "{strategy} at step {step}");
        }
    }
}

#[test]
fn path_counts_add_up_to_nine() {
    let mut e = engine(MEDIUM, Strategy::RowMajor);
    e.run(5_000);
    let levels = path(&e);
    assert!(!levels.is_empty());
    for level in &levels {
        let current = level.count(|m| m == Mark::Current);
        assert_eq!(
            level.rejected() + level.failed() + level.untried() + current,
            9
        );
    }
    // By step 5,000 some level has placed a digit that failed deeper.
    assert!(levels.iter().any(|l| l.failed() > 0));
}

#[test]
fn heatmap_counts_equal_counting_each_event() {
    for (puzzle, strategy) in [
        (MEDIUM, Strategy::RowMajor),
        (MEDIUM, Strategy::MostConstrained),
        (NO_SOLUTION, Strategy::RowMajor),
    ] {
        let truth = stepped(puzzle, strategy);
        let mut e = engine(puzzle, strategy);
        e.run_to_end();
        let len = truth.len() as u64;
        for step in [len, len * 2 / 3, len / 3] {
            e.seek(step);
            let map = Heatmap::up_to_now(&e);
            let mut want = [[0u64; 81]; 3];
            for (_, event, _) in &truth[..step as usize] {
                match *event {
                    Event::Place { cell, .. } => want[0][cell.index()] += 1,
                    Event::Undo { cell, .. } => want[1][cell.index()] += 1,
                    Event::DeadEnd { cell } => want[2][cell.index()] += 1,
                    _ => {}
                }
            }
            for (m, measure) in Measure::ALL.into_iter().enumerate() {
                for cell in Cell::all() {
                    assert_eq!(map.get(measure, cell), want[m][cell.index()]);
                }
            }
            assert_eq!(map.step, step);
        }
        // At the end the totals are the engine's counts.
        e.run_to_end();
        let map = Heatmap::up_to_now(&e);
        assert_eq!(map.total(Measure::Placements), e.counts().place);
        assert_eq!(map.total(Measure::Undos), e.counts().undo);
        assert_eq!(map.total(Measure::DeadEnds), e.counts().dead_end);
    }
}

#[test]
fn heatmap_text_holds_the_counts() {
    let mut e = engine(LEETCODE, Strategy::RowMajor);
    e.run_to_end();
    let map = Heatmap::up_to_now(&e);
    let text = map.to_text();
    assert!(text.starts_with(&format!("placements (total {})", e.counts().place)));
    assert!(text.contains("undos (total"));
    assert!(text.contains("dead ends (total"));
    // 3 headings, 27 rows, 2 blank lines inside each table, 2 between tables.
    assert_eq!(text.lines().count(), 3 + 27 + 6 + 2);
}

/// A singles search takes back the forced moves after a failed guess one
/// undo each, then the guess: folded, each run is one take-back line that
/// counts them, the lines still cover every step once, and no unwinding
/// line claims a forced move's cell tries a next digit.
#[test]
fn forced_undos_fold_into_one_take_back_line() {
    // (MEDIUM needs no guess at all with singles.)
    let mut e = engine(PLATINUM_BLONDE, Strategy::SinglesMrv);
    e.run_to_end();
    let entries = recent_entries(&e, 2_000, |_| String::new());
    let folded = lines(entries.clone(), false);
    let take_backs: Vec<_> = folded
        .iter()
        .filter_map(|l| match l {
            Line::TakeBack { steps, back, .. } => Some((steps.clone(), back.clone())),
            _ => None,
        })
        .collect();
    assert!(take_backs.len() > 10, "{}", take_backs.len());
    for (steps, back) in &take_backs {
        let run: Vec<_> = entries.iter().filter(|e| steps.contains(&e.step)).collect();
        assert_eq!(run.len(), back.undos());
        assert!(run.iter().all(|e| matches!(e.event, Event::Undo { .. })));
        assert_eq!(run.iter().filter(|e| e.forced_undo).count(), back.forced);
        if let Some((cell, digit)) = back.guess {
            assert_eq!(run.last().unwrap().event, Event::Undo { cell, digit });
            assert!(!run.last().unwrap().forced_undo);
        }
    }
    assert_each_step_once(&folded, entries[0].step, e.step_number());
}

mod tree {
    use super::*;
    use crate::search_shape::tree::{Choice, Fate, children, extent, icicle, path_at};

    /// Every node's exact extent, by stepping: the path down to it, the
    /// step its digit was placed and the step it was undone (or None).
    fn nodes_by_stepping(puzzle: &str, strategy: Strategy) -> Vec<(Vec<Choice>, u64, Option<u64>)> {
        let mut e = engine(puzzle, strategy);
        let mut open: Vec<usize> = Vec::new();
        let mut nodes: Vec<(Vec<Choice>, u64, Option<u64>)> = Vec::new();
        let mut path: Vec<Choice> = Vec::new();
        while let Some(event) = e.step() {
            match event {
                Event::Place { cell, digit } => {
                    path.push(Choice {
                        cell,
                        digit,
                        forced: false,
                    });
                    open.push(nodes.len());
                    nodes.push((path.clone(), e.step_number(), None));
                }
                Event::Undo { .. } => {
                    path.pop();
                    let i = open.pop().unwrap();
                    nodes[i].2 = Some(e.step_number());
                }
                _ => {}
            }
        }
        nodes
    }

    #[test]
    fn extents_equal_the_place_and_undo_steps() {
        for strategy in Strategy::ALL {
            let nodes = nodes_by_stepping(MEDIUM, strategy);
            let mut e = engine(MEDIUM, strategy);
            e.run_to_end();
            let end = e.step_number();
            let mut checked = 0;
            for (path, placed, undone) in nodes.iter().filter(|n| n.0.len() <= 6).take(300) {
                let found = extent(&e, path, *placed);
                assert_eq!(found, *placed..undone.unwrap_or(end + 1), "{path:?}");
                assert_eq!(path_at(&e, *placed), *path);
                checked += 1;
            }
            assert!(checked > 5, "{checked} nodes");
        }
    }

    #[test]
    fn node_sizes_sum_to_the_events_beneath_them() {
        let mut e = engine(MEDIUM, Strategy::RowMajor);
        e.run_to_end();
        let end = e.step_number();
        let nodes = nodes_by_stepping(MEDIUM, Strategy::RowMajor);
        let size = |path: &[Choice], placed: u64| {
            let r = extent(&e, path, placed);
            r.end - r.start
        };
        for (path, placed, _) in nodes.iter().filter(|n| n.0.len() <= 2) {
            let parent = size(path, *placed);
            let children: u64 = nodes
                .iter()
                .filter(|c| c.0.len() == path.len() + 1 && c.0.starts_with(path))
                .map(|c| size(&c.0, c.1))
                .sum();
            // The node's own events: its level's enter, rejects, dead end.
            let range = extent(&e, path, *placed);
            let own = range
                .clone()
                .filter(|&s| path_at(&e, s).len() == path.len())
                .count() as u64;
            assert_eq!(children + own, parent, "{path:?}");
        }
        // The root's children with the root's own events make the whole search.
        let top: u64 = nodes
            .iter()
            .filter(|n| n.0.len() == 1)
            .map(|n| size(&n.0, n.1))
            .sum();
        let root_own = (0..=end).filter(|&s| path_at(&e, s).is_empty()).count() as u64;
        assert_eq!(top + root_own, end + 1);
    }

    /// Every node by stepping, a chain of forced moves as one node: its
    /// choices (down from the root), the length of its parent's, the step
    /// its first choice was placed and the step that one was undone.
    fn nodes_with_chains(
        puzzle: &str,
        strategy: Strategy,
    ) -> Vec<(Vec<Choice>, usize, u64, Option<u64>)> {
        let mut e = engine(puzzle, strategy);
        let mut open: Vec<usize> = Vec::new();
        let mut nodes: Vec<(Vec<Choice>, usize, u64, Option<u64>)> = Vec::new();
        let mut path: Vec<Choice> = Vec::new();
        let mut last_forced = false;
        while let Some(event) = e.step() {
            match event {
                Event::Place { cell, digit } => {
                    let parent = path.len();
                    path.push(Choice {
                        cell,
                        digit,
                        forced: false,
                    });
                    open.push(nodes.len());
                    nodes.push((path.clone(), parent, e.step_number(), None));
                }
                Event::Force { cell, digit, .. } => {
                    path.push(Choice {
                        cell,
                        digit,
                        forced: true,
                    });
                    if last_forced {
                        let chain = open.last().unwrap();
                        nodes[*chain].0 = path.clone();
                    } else {
                        open.push(nodes.len());
                        nodes.push((path.clone(), path.len() - 1, e.step_number(), None));
                    }
                }
                Event::Undo { .. } => {
                    path.pop();
                    let top = *open.last().unwrap();
                    if path.len() == nodes[top].1 {
                        open.pop();
                        nodes[top].3 = Some(e.step_number());
                    }
                }
                _ => {}
            }
            last_forced = matches!(event, Event::Force { .. });
        }
        nodes
    }

    /// Each node's children, found by replays and bisection, are exactly
    /// the nodes one level deeper that stepping sees, with their extents;
    /// the root's too; mid-search as well as at the end. A chain of forced
    /// moves is one node.
    #[test]
    fn children_equal_the_nodes_found_by_stepping() {
        for (puzzle, strategy) in [
            (LEETCODE, Strategy::RowMajor),
            (MEDIUM, Strategy::RowMajor),
            (MEDIUM, Strategy::MostConstrained),
            (NO_SOLUTION, Strategy::RowMajor),
            (MEDIUM, Strategy::ForwardChecking),
            (MEDIUM, Strategy::Singles),
            (MEDIUM, Strategy::SinglesMrv),
            (LEETCODE, Strategy::Singles),
            (NO_SOLUTION, Strategy::Singles),
        ] {
            let nodes = nodes_with_chains(puzzle, strategy);
            // (The puzzle with no solution is a wipeout at once.)
            if strategy.forces_singles() && puzzle != NO_SOLUTION {
                assert!(
                    nodes.iter().any(|n| n.0.len() - n.1 > 1),
                    "{strategy:?}: a chain"
                );
            }
            let mut e = engine(puzzle, strategy);
            e.run_to_end();
            for stop in [e.step_number(), e.step_number() * 2 / 3] {
                e.seek(stop);
                let now = e.step_number();
                // What stepping had seen by `now`: a chain as far as it got.
                let seen = nodes_with_chains_until(puzzle, strategy, now);
                let want = |parent: &[Choice]| -> Vec<(Vec<Choice>, std::ops::Range<u64>)> {
                    seen.iter()
                        .filter(|n| n.1 == parent.len() && n.0.starts_with(parent))
                        .map(|n| {
                            let undone = n.3.filter(|&u| u <= now).unwrap_or(now + 1);
                            (n.0[parent.len()..].to_vec(), n.2..undone)
                        })
                        .collect()
                };
                assert_eq!(children(&e, &[], 0..now + 1, 0), want(&[]), "{puzzle} root");
                for (path, _, placed, undone) in seen.iter().filter(|n| n.1 <= 4) {
                    let end = undone.filter(|&u| u <= now).unwrap_or(now + 1);
                    let last_placed = placed
                        + path.iter().rev().take_while(|c| c.forced).count().max(1) as u64
                        - 1;
                    assert_eq!(
                        children(&e, path, *placed..end, last_placed),
                        want(path),
                        "{puzzle} {strategy:?} {path:?} at {now}"
                    );
                }
            }
        }
    }

    /// [`nodes_with_chains`] of the first `steps` events only.
    fn nodes_with_chains_until(
        puzzle: &str,
        strategy: Strategy,
        steps: u64,
    ) -> Vec<(Vec<Choice>, usize, u64, Option<u64>)> {
        let mut e = engine(puzzle, strategy);
        e.run_to_end();
        e.seek(steps);
        // The nodes of the whole search, cut at `steps`: a node placed
        // later is not there yet, a chain has only the moves made by then.
        nodes_with_chains(puzzle, strategy)
            .into_iter()
            .filter(|n| n.2 <= steps)
            .map(|(path, parent, placed, undone)| {
                let made = path
                    .iter()
                    .enumerate()
                    .take_while(|&(i, _)| i < parent || placed + (i - parent) as u64 <= steps)
                    .count();
                (
                    path[..made].to_vec(),
                    parent,
                    placed,
                    undone.filter(|&u| u <= steps),
                )
            })
            .collect()
    }

    /// In the icicle every drawn node's children (merged ones included)
    /// and its own events add up to its events, exactly, on a search long
    /// enough to merge many: the LeetCode example against its nodes by
    /// stepping, and Platinum Blonde (13.4 million events) against the
    /// events between its children.
    #[test]
    fn icicle_node_sizes_sum_to_their_events() {
        let mut e = engine(LEETCODE, Strategy::RowMajor);
        e.run_to_end();
        let nodes = nodes_by_stepping(LEETCODE, Strategy::RowMajor);
        let tree = icicle(&e, &[], 0..e.step_number() + 1, 80, 20);
        let mut merged = 0;
        let mut checked = 0;
        for depth in 0..tree.rows.len() - 1 {
            for parent in tree.rows[depth].iter().filter(|r| !r.is_aggregate()) {
                let below: Vec<_> = tree.rows[depth + 1]
                    .iter()
                    .filter(|r| r.parent() == parent.path.as_slice())
                    .collect();
                if below.is_empty() {
                    continue;
                }
                merged += below.iter().filter(|r| r.is_aggregate()).count();
                // Own events: the steps at which the parent is the deepest
                // choice on the grid, by stepping's extents.
                let kids: u64 = nodes
                    .iter()
                    .filter(|n| n.0.len() == parent.path.len() + 1 && n.0.starts_with(&parent.path))
                    .map(|n| n.2.unwrap_or(e.step_number() + 1) - n.1)
                    .sum();
                let drawn: u64 = below.iter().map(|r| r.events).sum();
                assert_eq!(drawn, kids, "{:?}", parent.path);
                let own = parent.events - kids;
                assert!(
                    (1..=12).contains(&own),
                    "{own} own events: {:?}",
                    parent.path
                );
                checked += 1;
            }
        }
        assert!(
            merged > 3 && checked > 10,
            "{merged} merged, {checked} checked"
        );
        // Platinum Blonde: 13.4 million events; a node's children and its
        // own events (its placement, the next cell's enter, nine rejects or
        // undos, a dead end: at most 12) make its events.
        let mut e = engine(PLATINUM_BLONDE, Strategy::RowMajor);
        e.run_to_end();
        let tree = icicle(&e, &[], 0..e.step_number() + 1, 100, 12);
        let mut merged = 0;
        let root_kids: u64 = tree.rows[0].iter().map(|r| r.events).sum();
        assert!(e.step_number() + 1 - root_kids <= 12);
        for depth in 0..tree.rows.len() - 1 {
            for parent in &tree.rows[depth] {
                let below: Vec<_> = tree.rows[depth + 1]
                    .iter()
                    .filter(|r| r.parent() == parent.path.as_slice())
                    .collect();
                merged += below.iter().filter(|r| r.is_aggregate()).count();
                if below.is_empty() {
                    continue;
                }
                let drawn: u64 = below.iter().map(|r| r.events).sum();
                let own = parent.events - drawn;
                assert!((1..=12).contains(&own), "{own}: {:?}", parent.path);
                let gaps: u64 = below
                    .windows(2)
                    .map(|w| w[1].steps.start - w[0].steps.end)
                    .sum();
                assert!(gaps < own, "{:?}", parent.path);
            }
        }
        assert!(merged > 10, "{merged} merged");
    }

    #[test]
    fn the_icicle_nests_and_marks_the_current_path() {
        let mut e = engine(MEDIUM, Strategy::RowMajor);
        e.run(9_000);
        assert!(!e.is_finished());
        let tree = icicle(&e, &[], 0..e.step_number() + 1, 60, 12);
        assert_eq!(tree.rows.len(), 12);
        for depth in 1..tree.rows.len() {
            for run in &tree.rows[depth] {
                let parent = tree.rows[depth - 1]
                    .iter()
                    .find(|p| run.path.starts_with(&p.path))
                    .expect("a parent");
                assert!(parent.first_column <= run.first_column);
                assert!(run.first_column + run.width <= parent.first_column + parent.width);
            }
        }
        let current = path_at(&e, e.step_number());
        for (depth, row) in tree.rows.iter().enumerate() {
            for run in row {
                let on_path = current.len() > depth && current[..=depth] == run.path[..];
                assert_eq!(run.fate == Fate::Current, on_path);
            }
        }
        // Solved: the current path is the solution's.
        e.run_to_end();
        let tree = icicle(&e, &[], 0..e.step_number() + 1, 60, 12);
        assert!(tree.rows[0].iter().any(|r| r.fate == Fate::Solution));
        assert!(tree.rows[0].iter().all(|r| r.fate != Fate::Current));
    }
}

/// The bug lab's variants read back as they ran: replay, copies, past
/// stacks and the heatmap step with the variant's own step function, not
/// the correct search's (forget-restore's and restart-column's differ from
/// their first backtrack on).
#[test]
fn a_variant_is_read_back_as_it_ran() {
    use crate::engine::Mistake;
    for mistake in Mistake::ALL {
        let grid = parse_grid(MEDIUM).unwrap();
        let mut e = Engine::with_mistake(&grid, mistake).unwrap();
        let mut truth = Vec::new();
        let mut stacks = Vec::new();
        while let Some(event) = e.step() {
            truth.push(event);
            stacks.push(e.stack().to_vec());
            if truth.len() == 20_000 {
                break;
            }
        }
        let end = e.step_number();
        let mut replayed = Vec::new();
        e.replay(0, end, |_, event| replayed.push(*event));
        assert_eq!(replayed, truth, "{mistake}");
        for step in [1, end / 3, end / 2, end - 1, end] {
            let copy = e.copy_at(step);
            assert_eq!(
                copy.last_event(),
                Some(truth[step as usize - 1]),
                "{mistake} {step}"
            );
            assert_eq!(copy.mistake(), Some(mistake));
            // Stepped on, the copy goes the variant's way.
            let mut copy = e.copy_at(step.min(end / 2));
            let from = copy.step_number() as usize;
            for want in truth.iter().skip(from).take(200) {
                assert_eq!(
                    copy.step().as_ref(),
                    Some(want),
                    "{mistake} copy from {from}"
                );
            }
            let (frames, _) = e.stack_at(step);
            let want = &stacks[step as usize - 1];
            assert_eq!(&frames[..want.len()], &want[..], "{mistake} {step}");
        }
        let map = Heatmap::up_to(&e, end);
        let c = e.counts();
        assert_eq!(map.total(Measure::Placements), c.place, "{mistake}");
        assert_eq!(map.total(Measure::Undos), c.undo, "{mistake}");
        // A wipeout (forget-candidates') counts as its cell's dead end.
        assert_eq!(
            map.total(Measure::DeadEnds),
            c.dead_end + c.wipeout,
            "{mistake}"
        );
    }
}

/// Steps spread over `0..=end` from a fixed seed (a small LCG: the same
/// steps on every run), with both ends included.
fn spread_steps(end: u64, how_many: usize, seed: u64) -> Vec<u64> {
    let mut state = seed;
    let mut steps = vec![0, end, end + 5];
    for _ in 0..how_many {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        steps.push((state >> 33) % (end + 1));
    }
    steps
}

/// Every search the heatmap counts: both strategies and the bug lab's
/// variants, on a solved, a long and an exhausted search.
fn heatmap_searches() -> Vec<(String, Engine)> {
    let mut all = Vec::new();
    for puzzle in [LEETCODE, MEDIUM, NO_SOLUTION] {
        for strategy in [Strategy::RowMajor, Strategy::MostConstrained] {
            all.push((format!("{strategy:?} {puzzle}"), engine(puzzle, strategy)));
        }
        for mistake in Mistake::ALL {
            let e = Engine::with_mistake(&parse_grid(puzzle).unwrap(), mistake).unwrap();
            all.push((format!("{mistake} {puzzle}"), e));
        }
    }
    all
}

#[test]
fn the_fast_heatmap_count_equals_the_replay_at_random_steps() {
    for (name, e) in heatmap_searches() {
        let mut ended = e.clone();
        let end = ended.run_to_end();
        for step in spread_steps(end, 25, end) {
            assert_eq!(
                Heatmap::up_to(&e, step),
                Heatmap::up_to_by_replay(&e, step),
                "{name} at {step}"
            );
        }
    }
}

#[test]
fn heatmap_checkpoints_count_what_a_count_from_zero_does() {
    for (name, e) in heatmap_searches() {
        let mut ended = e.clone();
        let end = ended.run_to_end();
        // Spaced a few steps apart, so the long searches thin them.
        let mut checkpoints = HeatmapCheckpoints::with_first_spacing(&e, 3);
        for step in spread_steps(end, 40, end ^ 0x5eed) {
            assert_eq!(
                checkpoints.count_to(step),
                Heatmap::up_to(&e, step),
                "{name} at {step}"
            );
            assert!(checkpoints.len() <= MAX_CHECKPOINTS, "{name}");
        }
        // Having gone to the end, thinning kept every other one, no fewer.
        if end > 3 * MAX_CHECKPOINTS as u64 {
            assert!(checkpoints.len() > MAX_CHECKPOINTS / 2, "{name}: thinned");
        }
        assert!(checkpoints.furthest() <= end, "{name}");
    }
}

/// Runs that count as they go (in slices, with step backs, `run_until`)
/// move the engine exactly as plain runs do, end with the counts a count
/// from zero gives, and leave checkpoints that count the same.
#[test]
fn running_counts_equal_a_count_from_zero_after_any_runs() {
    use super::running_counts::RunningCounts;
    use crate::engine::EventKind;
    for (name, e) in heatmap_searches() {
        let mut plain = e.clone();
        let mut counted = e.clone();
        let mut running = RunningCounts::default();
        let mut checkpoints = HeatmapCheckpoints::with_first_spacing(&e, 5);
        let mut slice = 1;
        let mut turn = 0;
        while !counted.is_finished() {
            turn += 1;
            match turn % 5 {
                // A step back and a run over the explored stretch: the
                // counts wait at their step and go on from it.
                3 if counted.step_number() > 10 => {
                    let back = counted.step_number() - 7;
                    counted.seek(back);
                    plain.seek(back);
                    assert_eq!(running.step(), back + 7, "{name}");
                    let ran = running.run(&mut counted, 20, Some(&mut checkpoints));
                    assert_eq!(ran, plain.run(20), "{name}");
                }
                4 => {
                    let until = |e: &Event| e.kind() == EventKind::Undo;
                    let found = running.run_until(&mut counted, 5_000, until);
                    assert_eq!(found, plain.run_until(5_000, until), "{name}");
                }
                _ => {
                    let ran = running.run(&mut counted, slice, Some(&mut checkpoints));
                    assert_eq!(ran, plain.run(slice), "{name}");
                    slice = slice * 3 + 1;
                }
            }
            assert_eq!(counted.step_number(), plain.step_number(), "{name}");
            assert_eq!(counted.last_event(), plain.last_event(), "{name}");
            assert_eq!(counted.counts(), plain.counts(), "{name}");
            assert_eq!(counted.stack(), plain.stack(), "{name}");
            assert_eq!(running.step(), counted.step_number(), "{name}");
            assert_eq!(
                running.heatmap(),
                Heatmap::up_to(&e, running.step()),
                "{name} at {}",
                running.step()
            );
        }
        let end = counted.step_number();
        // (forget-candidates ends within a few steps on the puzzle with no
        // solution, a wipeout of the givens: no second checkpoint then.)
        assert!(
            checkpoints.len() > 1 || end < 10,
            "{name}: no checkpoint left"
        );
        for step in spread_steps(end, 10, end) {
            assert_eq!(
                checkpoints.count_to(step),
                Heatmap::up_to(&e, step),
                "{name} at {step}"
            );
        }
    }
}

/// The folded lines stand for the steps `first..=last`, each once, in order.
fn assert_each_step_once(folded: &[Line], first: u64, last: u64) {
    let mut next = first;
    for line in folded {
        let starts = match line {
            Line::Event(entry) => entry.step,
            Line::Unwinding { steps, .. } | Line::TakeBack { steps, .. } => *steps.start(),
        };
        assert_eq!(starts, next);
        next = line.last_step() + 1;
    }
    assert_eq!(next, last + 1);
}
