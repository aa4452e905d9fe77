//! The rules of `writes`, each on a plain list of writes, and the classic
//! search read back from its own writes.

use super::writes::{CellOrder, ReadOptions, Reader, Step, Write, events_from_writes};
use crate::engine::{Engine, Event, Strategy};
use crate::grid::{Cell, Grid, UnitKind, parse_grid};

use crate::test_fixtures::LEETCODE;

fn w(row: u8, col: u8, value: Option<u8>) -> Write {
    Write {
        row,
        col,
        value,
        line: None,
    }
}

fn events(puzzle: &Grid, order: CellOrder, writes: &[Write]) -> Vec<Event> {
    events_from_writes(puzzle, order, writes)
        .into_iter()
        .map(|s| s.event)
        .collect()
}

/// A puzzle with only r1c1 = 5 given, the rest empty.
fn sparse() -> Grid {
    let mut digits = [0; 81];
    digits[0] = 5;
    Grid::from_digits(digits)
}

fn c(row: usize, col: usize) -> Cell {
    Cell::at(row, col)
}

#[test]
fn a_digit_into_an_empty_cell_is_an_enter_and_a_placement() {
    // r1c2 = 1 first: nothing skipped, depth 0.
    let got = events(&sparse(), CellOrder::Unknown, &[w(0, 1, Some(1))]);
    assert_eq!(
        got,
        [
            Event::Enter {
                cell: c(0, 1),
                depth: 0
            },
            Event::Place {
                cell: c(0, 1),
                digit: 1
            },
        ]
    );
}

#[test]
fn the_depth_of_an_enter_counts_the_search_digits_on_the_board() {
    let got = events(
        &sparse(),
        CellOrder::Unknown,
        &[w(0, 1, Some(1)), w(0, 2, Some(2))],
    );
    assert_eq!(
        got[2],
        Event::Enter {
            cell: c(0, 2),
            depth: 1
        }
    );
}

#[test]
fn a_dot_over_a_digit_is_an_undo_and_a_dot_over_a_dot_is_nothing() {
    let got = events(
        &sparse(),
        CellOrder::Unknown,
        &[
            w(0, 1, Some(1)),
            w(0, 1, None),
            w(0, 1, None),
            w(4, 4, None),
        ],
    );
    assert_eq!(
        got,
        [
            Event::Enter {
                cell: c(0, 1),
                depth: 0
            },
            Event::Place {
                cell: c(0, 1),
                digit: 1
            },
            Event::Undo {
                cell: c(0, 1),
                digit: 1
            },
        ]
    );
}

#[test]
fn a_digit_over_another_is_an_undo_and_a_placement() {
    let got = events(
        &sparse(),
        CellOrder::Unknown,
        &[w(0, 1, Some(1)), w(0, 1, Some(2))],
    );
    assert_eq!(
        got[2..],
        [
            Event::Undo {
                cell: c(0, 1),
                digit: 1
            },
            Event::Place {
                cell: c(0, 1),
                digit: 2
            },
        ]
    );
}

#[test]
fn an_undo_no_write_shows_is_inferred_and_one_a_write_shows_is_not() {
    let writes = [
        w(0, 1, Some(1)),
        w(0, 2, Some(2)),
        w(0, 3, Some(3)),
        w(0, 1, Some(2)),
    ];
    let undos: Vec<(Cell, bool)> = events_from_writes(&sparse(), CellOrder::Unknown, &writes)
        .into_iter()
        .filter_map(|s| match s.event {
            Event::Undo { cell, .. } => Some((cell, s.inferred)),
            _ => None,
        })
        .collect();
    // r1c4 and r1c3 keep their digits on the learner's board (stale);
    // r1c2's digit is overwritten by the write.
    assert_eq!(undos, [(c(0, 3), true), (c(0, 2), true), (c(0, 1), false)]);
}

#[test]
fn each_step_carries_the_line_of_the_write_it_was_read_from() {
    let mut first = w(0, 1, Some(1));
    first.line = Some(12);
    let mut second = w(0, 1, None);
    second.line = Some(15);
    let lines: Vec<Option<u32>> =
        events_from_writes(&sparse(), CellOrder::Unknown, &[first, second])
            .into_iter()
            .map(|s| s.line)
            .collect();
    // enter, place (line 12); undo (line 15)
    assert_eq!(lines, [Some(12), Some(12), Some(15)]);
}

#[test]
fn digits_skipped_at_a_cell_are_rejections_with_reason_and_holder() {
    // r1c2: 1 placed, cleared, then 6: 2, 3, 4 are free (refused
    // candidates, no holder) and 5 is held by the given r1c1 in the row.
    let steps = events_from_writes(
        &sparse(),
        CellOrder::Unknown,
        &[w(0, 1, Some(1)), w(0, 1, None), w(0, 1, Some(6))],
    );
    let rejects: Vec<Step> = steps
        .iter()
        .copied()
        .filter(|s| matches!(s.event, Event::Reject { .. }))
        .collect();
    assert_eq!(rejects.len(), 4);
    assert!(rejects.iter().all(|s| !s.inferred));
    assert_eq!(
        rejects[3].event,
        Event::Reject {
            cell: c(0, 1),
            digit: 5,
            reason: UnitKind::Row,
            by: Some(c(0, 0))
        }
    );
    assert_eq!(
        rejects[0].event,
        Event::Reject {
            cell: c(0, 1),
            digit: 2,
            reason: UnitKind::Row,
            by: None
        }
    );
    // Before the first try they are marked inferred: no write shows them.
    let first = events_from_writes(&sparse(), CellOrder::Unknown, &[w(1, 0, Some(6))]);
    assert_eq!(
        first[5],
        Step {
            event: Event::Reject {
                cell: c(1, 0),
                digit: 5,
                reason: UnitKind::Column,
                by: Some(c(0, 0))
            },
            inferred: true,
            line: None,
        }
    );
}

#[test]
fn a_write_lower_on_the_stack_undoes_the_deeper_cells() {
    // r1c2 = 1, r1c3 = 2, r1c4 = 3, then r1c2 = 2 with nothing cleared.
    let got = events(
        &sparse(),
        CellOrder::Unknown,
        &[
            w(0, 1, Some(1)),
            w(0, 2, Some(2)),
            w(0, 3, Some(3)),
            w(0, 1, Some(2)),
        ],
    );
    let tail: Vec<Event> = got[got.len() - 6..].to_vec();
    assert_eq!(
        tail,
        [
            Event::Undo {
                cell: c(0, 3),
                digit: 3
            },
            Event::DeadEnd { cell: c(0, 3) },
            Event::Undo {
                cell: c(0, 2),
                digit: 2
            },
            Event::DeadEnd { cell: c(0, 2) },
            Event::Undo {
                cell: c(0, 1),
                digit: 1
            },
            Event::Place {
                cell: c(0, 1),
                digit: 2
            },
        ]
    );
}

#[test]
fn a_conflicting_digit_written_and_cleared_is_a_write_then_check_rejection() {
    // r1c2 = 5 conflicts with the given r1c1; cleared at once.
    let got = events(
        &sparse(),
        CellOrder::Unknown,
        &[w(0, 1, Some(5)), w(0, 1, None)],
    );
    assert!(
        !got.iter()
            .any(|e| matches!(e, Event::Place { .. } | Event::Undo { .. }))
    );
    assert_eq!(
        got.last(),
        Some(&Event::Reject {
            cell: c(0, 1),
            digit: 5,
            reason: UnitKind::Row,
            by: Some(c(0, 0))
        })
    );
    // Left on the board while the search goes deeper, it is a placement.
    let kept = events(
        &sparse(),
        CellOrder::Unknown,
        &[w(0, 1, Some(5)), w(0, 2, Some(1))],
    );
    assert!(kept.contains(&Event::Place {
        cell: c(0, 1),
        digit: 5
    }));
}

#[test]
fn the_end_is_solved_only_on_a_full_valid_board_and_never_exhausted() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let solution = crate::fast::solve(&puzzle).unwrap();
    let last = Cell::all().filter(|&c| !puzzle.is_given(c)).last().unwrap();
    let fill: Vec<Write> = Cell::all()
        .filter(|&c| !puzzle.is_given(c))
        .map(|c| w(c.row() as u8, c.col() as u8, Some(solution.get(c))))
        .collect();
    let got = events(&puzzle, CellOrder::Unknown, &fill);
    assert_eq!(got.last(), Some(&Event::Solved));
    let short = events(&puzzle, CellOrder::Unknown, &fill[..fill.len() - 1]);
    assert_ne!(short.last(), Some(&Event::Solved));
    assert!(!short.contains(&Event::Exhausted));
    assert!(!short.iter().any(|e| e.cell() == Some(last)));
}

#[test]
fn a_cell_where_every_digit_fails_is_inferred_for_row_major_only() {
    // r1c2 = 1 then cleared, with no write deeper: under row-major the next
    // empty cell, r1c3, was entered and every digit there rejected.
    let writes = [w(0, 1, Some(1)), w(0, 1, None)];
    let steps = events_from_writes(&sparse(), CellOrder::RowMajor, &writes);
    assert_eq!(
        steps[2],
        Step {
            event: Event::Enter {
                cell: c(0, 2),
                depth: 1
            },
            inferred: true,
            line: None
        }
    );
    assert_eq!(
        steps[12],
        Step {
            event: Event::DeadEnd { cell: c(0, 2) },
            inferred: true,
            line: None
        }
    );
    assert_eq!(
        steps[13].event,
        Event::Undo {
            cell: c(0, 1),
            digit: 1
        }
    );
    assert!(
        steps[3..12]
            .iter()
            .all(|s| s.inferred && s.event.cell() == Some(c(0, 2)))
    );
    let unknown = events(&sparse(), CellOrder::Unknown, &writes);
    assert_eq!(unknown.len(), 3);
}

/// The writes a search makes, from its events: each Place a digit, each
/// Undo a `.`.
fn writes_of(events: &[Event]) -> Vec<Write> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Place { cell, digit } => {
                Some(w(cell.row() as u8, cell.col() as u8, Some(digit)))
            }
            Event::Undo { cell, .. } => Some(w(cell.row() as u8, cell.col() as u8, None)),
            _ => None,
        })
        .collect()
}

fn classic_events(puzzle: &Grid) -> Vec<Event> {
    let mut engine = Engine::new(puzzle, Strategy::RowMajor).unwrap();
    std::iter::from_fn(|| engine.step()).collect()
}

#[test]
fn the_classic_search_reads_back_from_its_writes_event_for_event() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let classic = classic_events(&puzzle);
    let writes = writes_of(&classic);
    let steps = events_from_writes(&puzzle, CellOrder::RowMajor, &writes);
    let got: Vec<Event> = steps.iter().map(|s| s.event).collect();
    let first_difference = classic.iter().zip(&got).position(|(a, b)| a != b);
    assert_eq!(
        first_difference,
        None,
        "lengths {} and {}",
        classic.len(),
        got.len()
    );
    assert_eq!(got, classic);
    let count = |f: fn(&Event) -> bool| got.iter().filter(|e| f(e)).count();
    assert_eq!(count(|e| matches!(e, Event::Place { .. })), 4208);
    assert_eq!(count(|e| matches!(e, Event::Undo { .. })), 4157);
    // What no write shows is marked: r1c9's visit, steps 30 to 40.
    assert!(steps[29..40].iter().all(|s| s.inferred));
    assert!(
        steps
            .iter()
            .filter(|s| s.inferred)
            .all(|s| !matches!(s.event, Event::Place { .. } | Event::Undo { .. }))
    );
}

#[test]
fn the_classic_search_that_never_clears_gives_the_same_placements() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let classic = classic_events(&puzzle);
    let writes: Vec<Write> = writes_of(&classic)
        .into_iter()
        .filter(|w| w.value.is_some())
        .collect();
    let got = events(&puzzle, CellOrder::RowMajor, &writes);
    let places = |es: &[Event]| -> Vec<Event> {
        es.iter()
            .copied()
            .filter(|e| matches!(e, Event::Place { .. }))
            .collect()
    };
    assert_eq!(places(&got), places(&classic));
    // Read on the board as the search had it (the digits left behind are
    // not in its way), the rest is the classic search's too.
    assert_eq!(got, classic);
    assert_eq!(
        got.iter()
            .filter(|e| matches!(e, Event::Undo { .. }))
            .count(),
        4157
    );
    assert_eq!(got.last(), Some(&Event::Solved));
    // Undos are implicit, and the dead ends follow the classic search's.
    assert_eq!(
        got.iter()
            .filter(|e| matches!(e, Event::DeadEnd { .. }))
            .count(),
        classic
            .iter()
            .filter(|e| matches!(e, Event::DeadEnd { .. }))
            .count()
    );
}

#[test]
fn a_write_to_a_given_is_set_aside() {
    // The given r1c1 rewritten is no step of the search (the caller's
    // `wrong-answer` finding, not this module's).
    let got = events(
        &sparse(),
        CellOrder::Unknown,
        &[w(0, 0, Some(3)), w(0, 0, None)],
    );
    assert_eq!(got, []);
}

fn read_with(puzzle: &Grid, options: ReadOptions, writes: &[Write]) -> Vec<Event> {
    let mut reader = Reader::with_options(puzzle, options);
    for &write in writes {
        reader.write(write);
    }
    reader.finish().into_iter().map(|s| s.event).collect()
}

#[test]
fn digits_tried_downwards_skip_the_digits_between_downwards() {
    // r1c2: 9 then 7 from the top: 8 is the digit skipped between, and
    // nothing is skipped before 9.
    let options = ReadOptions {
        descending: true,
        ..ReadOptions::of(CellOrder::Unknown)
    };
    let got = read_with(
        &sparse(),
        options,
        &[w(0, 1, Some(9)), w(0, 1, None), w(0, 1, Some(7))],
    );
    let rejected: Vec<u8> = got
        .iter()
        .filter_map(|e| match e {
            Event::Reject { digit, .. } => Some(*digit),
            _ => None,
        })
        .collect();
    assert_eq!(rejected, [8]);
}

#[test]
fn a_cleared_conflict_is_a_placement_when_the_check_lets_conflicts_through() {
    // r1c2 = 5 clashes with the given r1c1; cleared at once.
    let options = ReadOptions {
        accepts_conflicts: true,
        ..ReadOptions::of(CellOrder::Unknown)
    };
    let got = read_with(&sparse(), options, &[w(0, 1, Some(5)), w(0, 1, None)]);
    // (enter, the rejections of 1 to 4 before the first try, then these)
    assert_eq!(
        got[5..],
        [
            Event::Place {
                cell: c(0, 1),
                digit: 5
            },
            Event::Undo {
                cell: c(0, 1),
                digit: 5
            }
        ]
    );
}

#[test]
fn the_board_filled_is_solved_at_once_and_an_exhausted_search_unwinds() {
    let puzzle = parse_grid(LEETCODE).unwrap();
    let solution = crate::fast::solve(&puzzle).unwrap();
    let mut writes: Vec<Write> = Cell::all()
        .filter(|&c| !puzzle.is_given(c))
        .map(|c| w(c.row() as u8, c.col() as u8, Some(solution.get(c))))
        .collect();
    let last = *writes.last().unwrap();
    // Going on past the full board: its last digit taken back.
    writes.push(w(last.row, last.col, None));
    let steps = events(&puzzle, CellOrder::RowMajor, &writes);
    let solved = steps.iter().position(|e| *e == Event::Solved).unwrap();
    assert_eq!(solved, steps.len() - 2);
    let mut reader = Reader::new(&puzzle, CellOrder::RowMajor);
    reader.write(w(0, 2, Some(1)));
    reader.write(w(0, 2, None));
    let got: Vec<Event> = reader
        .finish_exhausted()
        .into_iter()
        .map(|s| s.event)
        .collect();
    assert_eq!(
        got[got.len() - 2..],
        [Event::DeadEnd { cell: c(0, 2) }, Event::Exhausted]
    );
}

/// `.` over a digit the learner's code left on its board (the search took
/// it back implicitly) is no event; the reader keeps it as a clear, with
/// the index of the event it comes before, so the grid stops drawing the
/// stale digit there. A `.` over an empty cell is still nothing.
#[test]
fn a_dot_over_a_stale_leftover_is_a_clear_not_an_event() {
    let mut reader = Reader::new(&sparse(), CellOrder::Unknown);
    // r1c2 takes 1, r1c3 takes 2, r1c2 is written 3 over its 1: r1c3's 2
    // is undone implicitly and left on the board.
    reader.write(w(0, 1, Some(1)));
    reader.write(w(0, 2, Some(2)));
    reader.write(w(0, 1, Some(3)));
    let before = reader.len();
    assert!(reader.steps().iter().any(|s| s.inferred
        && s.event
            == Event::Undo {
                cell: c(0, 2),
                digit: 2
            }));
    // `.` over the stale 2: no event, one clear before the next event.
    reader.write(w(0, 2, None));
    assert_eq!(reader.len(), before);
    assert_eq!(reader.clears(), [(before as u64, c(0, 2))]);
    // `.` over it again, and over a cell never written: nothing at all.
    reader.write(w(0, 2, None));
    reader.write(w(0, 5, None));
    assert_eq!(reader.len(), before);
    assert_eq!(reader.clears().len(), 1);
    // A digit over a leftover is a try, not a clear.
    let mut other = Reader::new(&sparse(), CellOrder::Unknown);
    for write in [w(0, 1, Some(1)), w(0, 2, Some(2)), w(0, 1, Some(3))] {
        other.write(write);
    }
    other.write(w(0, 2, Some(4)));
    assert!(other.clears().is_empty());
    assert_eq!(
        other.steps().last().map(|s| s.event),
        Some(Event::Place {
            cell: c(0, 2),
            digit: 4
        })
    );
}
