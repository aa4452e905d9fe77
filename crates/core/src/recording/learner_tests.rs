//! A learner's recording: the classic search read back from its writes is
//! the engine's at every step; what the strict replay refuses is accepted
//! with a true record; seeks equal replays; the memory per write.

use super::{LearnerRecording, Recording};
use crate::engine::{Engine, Event, Phase, Strategy};
use crate::grid::{Cell, Grid, UnitKind, parse_grid};
use crate::learner::writes::{CellOrder, Step, Write, events_from_writes};
use crate::search::Search;
use crate::tables::Tables;
use crate::test_fixtures::LEETCODE;

fn c(row: usize, col: usize) -> Cell {
    Cell::at(row, col)
}

fn step(event: Event) -> Step {
    Step {
        event,
        inferred: false,
        line: None,
    }
}

/// The writes of the engine's search: each Place a digit, each Undo a `.`
/// (`clears`: false for a search that never clears), with a line each.
fn classic_writes(puzzle: &Grid, clears: bool) -> Vec<Write> {
    let mut engine = Engine::new(puzzle, Strategy::RowMajor).unwrap();
    std::iter::from_fn(|| engine.step())
        .filter_map(|e| match e {
            Event::Place { cell, digit } => Some((cell, Some(digit), 12)),
            Event::Undo { cell, .. } if clears => Some((cell, None, 14)),
            _ => None,
        })
        .map(|(cell, value, line)| Write {
            row: cell.row() as u8,
            col: cell.col() as u8,
            value,
            line: Some(line),
        })
        .collect()
}

fn recording_of(puzzle: &Grid, writes: &[Write]) -> LearnerRecording {
    let steps = events_from_writes(puzzle, CellOrder::RowMajor, writes);
    Recording::from_learner(puzzle, &steps)
}

/// What every view reads, for comparing two searches at one step.
fn seen(search: &dyn Search) -> String {
    format!(
        "{} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        search.step_number(),
        search.last_event(),
        search.phase(),
        search.counts(),
        search.grid().to_line(),
        search.stack(),
        search.tables(),
        search.state().ended_frame(),
        search.leftovers(),
        (search.inferred(), search.source_line()),
    )
}

#[test]
fn the_classic_search_read_from_its_writes_is_the_engines_at_every_step() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let mut recording = recording_of(&puzzle, &classic_writes(&puzzle, true));
    let mut engine = Engine::new(&puzzle, Strategy::RowMajor).unwrap();
    assert_eq!(recording.len(), engine.clone().run(u64::MAX));
    let strip = |s: String| s.rsplit_once(" [] ").map(|(a, _)| a.to_string()).unwrap();
    loop {
        assert_eq!(strip(seen(&recording)), strip(seen(&engine)));
        match (recording.step(), Search::step(&mut engine)) {
            (None, None) => break,
            (a, b) => assert_eq!(a, b),
        }
    }
    assert_eq!(recording.counts().place, 4208);
    assert_eq!(recording.counts().undo, 4157);
    assert_eq!(recording.phase(), Phase::Solved);
}

#[test]
fn a_seek_anywhere_equals_the_replay_to_there() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let recording = recording_of(&puzzle, &classic_writes(&puzzle, false));
    let mut replayed = recording.clone();
    let mut by_step = vec![seen(&replayed)];
    while replayed.step().is_some() {
        by_step.push(seen(&replayed));
    }
    let mut seeking = recording.clone();
    let len = recording.len();
    // Forward and back, across kept states, in a scrambled order.
    for k in 0..400u64 {
        let n = (k * 7919 + k * k * 31) % (len + 1);
        assert_eq!(seeking.seek(n), n);
        assert_eq!(seen(&seeking), by_step[n as usize], "seek to {n}");
        assert_eq!(seen(&*recording.copy_at(0)), by_step[0]);
    }
    // Step back and back to the last undo, across a kept state.
    seeking.seek(4100);
    assert!(seeking.step_back());
    assert_eq!(seen(&seeking), by_step[4099]);
    let undo = |e: &Event| matches!(e, Event::Undo { .. });
    let found = seeking.seek_back_to(&undo);
    let n = seeking.step_number() as usize;
    assert!(undo(&found.unwrap()) && n < 4099);
    assert_eq!(seen(&seeking), by_step[n]);
    assert!((n + 1..4099).all(|k| !by_step[k].contains("Some(Undo")));
}

#[test]
fn digits_a_search_that_never_clears_leaves_are_drawn_until_overwritten() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let mut recording = recording_of(&puzzle, &classic_writes(&puzzle, false));
    // The first inferred undo leaves its digit on the learner's board.
    let undo = recording.run_until(u64::MAX, &|e| matches!(e, Event::Undo { .. }));
    let Some(Event::Undo { cell, digit }) = undo else {
        panic!("an undo")
    };
    assert!(recording.inferred());
    assert_eq!(
        recording.state().digit(cell),
        0,
        "taken back from the search's board"
    );
    assert!(recording.leftovers().contains(&(cell, digit)));
    // Until the cell is placed again.
    recording.run_until(
        u64::MAX,
        &|e| matches!(e, Event::Place { cell: at, .. } if *at == cell),
    );
    assert!(!recording.leftovers().iter().any(|(c, _)| *c == cell));
    // The engine leaves none.
    let engine = Engine::new(&puzzle, Strategy::RowMajor).unwrap();
    assert!(Search::leftovers(&engine).is_empty());
}

/// A puzzle with r1c1 = 5 and r1c9 = 7 given, the rest empty.
fn sparse() -> Grid {
    let mut digits = [0; 81];
    digits[0] = 5;
    digits[8] = 7;
    Grid::from_digits(digits)
}

#[test]
fn a_conflicting_placement_is_shown_and_the_tables_stay_what_the_board_says() {
    let puzzle = sparse();
    let steps = [
        Event::Enter {
            cell: c(0, 1),
            depth: 0,
        },
        // 5 into row 1, which holds 5 at r1c1: accepted.
        Event::Place {
            cell: c(0, 1),
            digit: 5,
        },
        Event::Undo {
            cell: c(0, 1),
            digit: 5,
        },
        Event::Place {
            cell: c(0, 1),
            digit: 6,
        },
    ];
    let steps: Vec<Step> = steps.into_iter().map(step).collect();
    let mut recording = Recording::from_learner(&puzzle, &steps);
    loop {
        let truth = Tables::from_grid(&recording.grid());
        assert_eq!(
            recording.tables(),
            &truth,
            "step {}",
            recording.step_number()
        );
        if recording.step().is_none() {
            break;
        }
    }
    recording.seek(2);
    assert_eq!(recording.state().digit(c(0, 1)), 5);
    recording.seek(3);
    // Row 1 still holds 5 at r1c1: the undo leaves it marked there.
    assert!(recording.tables().is_used(c(0, 1).units()[0], 5));
    assert_eq!(recording.state().digit(c(0, 1)), 0);
}

#[test]
fn a_dead_end_before_nine_a_refused_candidate_and_digits_out_of_order_are_accepted() {
    let puzzle = sparse();
    let events = [
        Event::Enter {
            cell: c(0, 1),
            depth: 0,
        },
        // 1 refused though nothing holds it.
        Event::Reject {
            cell: c(0, 1),
            digit: 1,
            reason: UnitKind::Row,
            by: None,
        },
        Event::Place {
            cell: c(0, 1),
            digit: 4,
        },
        Event::Undo {
            cell: c(0, 1),
            digit: 4,
        },
        // Down, not up.
        Event::Place {
            cell: c(0, 1),
            digit: 2,
        },
        Event::Undo {
            cell: c(0, 1),
            digit: 2,
        },
        // Left after two digits.
        Event::DeadEnd { cell: c(0, 1) },
    ];
    let steps: Vec<Step> = events.into_iter().map(step).collect();
    let mut recording = Recording::from_learner(&puzzle, &steps);
    let mut got = Vec::new();
    while let Some(event) = recording.step() {
        got.push(event);
    }
    assert_eq!(got, events);
    assert_eq!(recording.state().stale_rejects(), 1);
    assert_eq!(recording.counts().dead_end, 1);
    let ended = recording
        .state()
        .ended_frame()
        .expect("the visit the dead end ended");
    assert_eq!(ended.cell(), c(0, 1));
    assert_eq!(ended.digit(), 2, "the last digit tried");
    assert!(recording.stack().is_empty());
    // The strict replay refuses the same events.
    let numbered: Vec<(usize, Event)> = events.iter().copied().enumerate().collect();
    assert!(Recording::from_events(&puzzle, Strategy::RowMajor, None, &numbered).is_err());
}

#[test]
fn each_step_keeps_whether_it_was_inferred_and_its_line() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let writes = classic_writes(&puzzle, true);
    let steps = events_from_writes(&puzzle, CellOrder::RowMajor, &writes);
    let mut recording = Recording::from_learner(&puzzle, &steps);
    assert_eq!(
        (recording.inferred(), recording.source_line()),
        (false, None)
    );
    for (n, want) in steps.iter().enumerate() {
        recording.step();
        assert_eq!(
            (recording.inferred(), recording.source_line()),
            (want.inferred, want.line),
            "step {}",
            n + 1
        );
    }
    assert!(steps.iter().any(|s| s.inferred));
}

#[test]
fn events_that_do_not_follow_from_the_state_are_kept_whole() {
    // Every field of an unexpected event survives the packing.
    let puzzle = sparse();
    let events = [
        Event::Enter {
            cell: c(4, 4),
            depth: 3,
        },
        Event::Reject {
            cell: c(2, 2),
            digit: 9,
            reason: UnitKind::Box,
            by: Some(c(0, 0)),
        },
        Event::Place {
            cell: c(8, 8),
            digit: 7,
        },
        Event::Undo {
            cell: c(1, 1),
            digit: 3,
        },
        Event::DeadEnd { cell: c(3, 3) },
        Event::Solved,
        Event::Exhausted,
    ];
    let steps: Vec<Step> = events
        .iter()
        .enumerate()
        .map(|(i, &event)| Step {
            event,
            inferred: i % 2 == 0,
            line: (i % 3 != 0).then_some(1000 + i as u32 * 200),
        })
        .collect();
    let mut recording = Recording::from_learner(&puzzle, &steps);
    for want in &steps {
        assert_eq!(recording.step(), Some(want.event));
        assert_eq!(recording.inferred(), want.inferred);
        assert_eq!(recording.source_line(), want.line);
    }
    assert!(recording.is_finished());
}

#[test]
fn a_recording_takes_a_few_bytes_a_write() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let writes = classic_writes(&puzzle, true);
    let recording = recording_of(&puzzle, &writes);
    let per_write = recording.heap_bytes() as f64 / writes.len() as f64;
    assert!(per_write <= 16.0, "{per_write:.1} bytes a write");
}

/// A visit that tries 9 down to 1 and dead-ends: its record says all nine
/// were tried (it said "left without trying 2 to 9": the record read
/// digits rising, the last one tried being 1); a rising visit that
/// dead-ends after 1 still has 2 to 9 untried.
#[test]
fn a_visit_trying_9_down_to_1_is_recorded_in_its_direction() {
    use crate::engine::Tried;
    let puzzle = parse_grid(LEETCODE).unwrap();
    let r1c3 = c(0, 2);
    let reject = |digit| {
        step(Event::Reject {
            cell: r1c3,
            digit,
            reason: UnitKind::Row,
            by: None,
        })
    };
    let enter = step(Event::Enter {
        cell: r1c3,
        depth: 0,
    });
    let dead_end = step(Event::DeadEnd { cell: r1c3 });
    let mut down = vec![enter];
    down.extend((1..=9).rev().map(reject));
    down.push(dead_end);
    let mut recording = Recording::from_learner(&puzzle, &down);
    recording.seek(recording.len());
    let visit = recording.state().ended_frame().expect("the visit ended");
    assert!(visit.is_descending());
    for d in 1..=9 {
        assert_eq!(visit.tried(d), Tried::Rejected(UnitKind::Row), "{d}");
    }
    // Halfway, at 5: 9 to 6 tried before it, 1 to 4 not yet.
    recording.seek(6);
    let top = recording.stack()[0];
    assert_eq!(top.tried_before(), Some((9, 6)));
    assert_eq!(top.tried(4), Tried::Not);
    let rising = [enter, reject(1), dead_end];
    let mut recording = Recording::from_learner(&puzzle, &rising);
    recording.seek(recording.len());
    let visit = recording.state().ended_frame().expect("the visit ended");
    assert!(!visit.is_descending());
    assert_eq!(visit.tried(1), Tried::Rejected(UnitKind::Row));
    for d in 2..=9 {
        assert_eq!(visit.tried(d), Tried::Not, "{d}");
    }
}

/// A stale leftover digit cleared late by the learner's `.` is drawn up to
/// the step the clear comes before and not from it on, stepping forwards
/// and seeking back alike.
#[test]
fn a_stale_digit_cleared_late_is_drawn_until_its_clear() {
    use crate::learner::writes::Reader;
    let puzzle = parse_grid(LEETCODE).unwrap();
    let w = |col: u8, value: Option<u8>| Write {
        row: 0,
        col,
        value,
        line: None,
    };
    // r1c3 takes 1, r1c4 takes 2, r1c3 is written 4 over its 1 (r1c4's 2
    // left there), r1c4's 2 is cleared, r1c3 is cleared and takes 2.
    let mut reader = Reader::new(&puzzle, CellOrder::Unknown);
    let writes = [
        w(2, Some(1)),
        w(3, Some(2)),
        w(2, Some(4)),
        w(3, None),
        w(2, None),
        w(2, Some(2)),
    ];
    for write in writes {
        reader.write(write);
    }
    let clears = reader.clears().to_vec();
    let steps = reader.finish();
    let [(before, cell)] = clears[..] else {
        panic!("{clears:?}")
    };
    assert_eq!(cell, c(0, 3));
    let mut recording = Recording::from_learner_clearing(&puzzle, &steps, &clears);
    recording.seek(before);
    assert_eq!(recording.leftovers(), [(c(0, 3), 2)], "before the clear");
    recording.step();
    assert_eq!(recording.leftovers(), [], "at the step after the clear");
    recording.seek(recording.len());
    assert_eq!(recording.leftovers(), []);
    recording.seek(before);
    assert_eq!(recording.leftovers(), [(c(0, 3), 2)], "seeking back");
    // Without the clears, the digit stays drawn: what the watch did.
    let mut without = Recording::from_learner(&puzzle, &steps);
    without.seek(without.len());
    assert_eq!(without.leftovers(), [(c(0, 3), 2)]);
}
