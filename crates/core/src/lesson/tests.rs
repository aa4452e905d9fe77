//! The finders land on the events they name, on the LeetCode example and
//! on other puzzles; the built-in lessons keep their order; the lesson
//! file reads back what it wrote and refuses a bad line with its number.

use super::file::{LessonErrorKind, LessonFileError, Syntax, keep_comments, parse, write};
use super::*;
use crate::engine::Event;
use crate::grid::parse_grid;
use crate::search::Search;
use crate::test_fixtures::{ESCARGOT, LEETCODE};

fn grid(line: &str) -> Grid {
    parse_grid(line).expect("a puzzle")
}

/// Every event of `kind`'s search on `puzzle` up to `limit`, with the step
/// each led to and the grid's empty cells after it.
fn events(puzzle: &Grid, kind: SearchKind, limit: u64) -> Vec<(u64, Event, usize)> {
    let mut engine = kind.engine(puzzle).unwrap();
    let mut out = Vec::new();
    while engine.step_number() < limit {
        let Some(event) = engine.step() else { break };
        let empty = engine.grid().digits().iter().filter(|&&d| d == 0).count();
        out.push((engine.step_number(), event, empty));
    }
    out
}

/// The first step whose event matches, read off a plain list of events.
fn first(list: &[(u64, Event, usize)], wanted: impl Fn(&Event, usize) -> bool) -> u64 {
    list.iter()
        .find(|(_, e, empty)| wanted(e, *empty))
        .map(|(s, ..)| *s)
        .expect("the event happens")
}

fn found(finder: Finder, puzzle: &Grid, kind: SearchKind) -> u64 {
    find(finder, kind.engine(puzzle).unwrap())
        .expect("found")
        .step
}

const ROW_MAJOR: SearchKind = SearchKind::Strategy(Strategy::RowMajor);

#[test]
fn each_finder_lands_on_the_first_event_of_its_kind() {
    for puzzle in [LEETCODE, ESCARGOT] {
        let puzzle = grid(puzzle);
        let list = events(&puzzle, ROW_MAJOR, 200_000);
        let cases: [(Finder, u64); 6] = [
            (
                Finder::FirstPlace,
                first(&list, |e, _| matches!(e, Event::Place { .. })),
            ),
            (
                Finder::FirstEnter,
                first(&list, |e, _| matches!(e, Event::Enter { .. })),
            ),
            (
                Finder::FirstDeadEnd,
                first(&list, |e, _| matches!(e, Event::DeadEnd { .. })),
            ),
            (
                Finder::FirstBacktrack,
                first(&list, |e, _| matches!(e, Event::Undo { .. })),
            ),
            (
                Finder::FirstReject(UnitKind::Column),
                first(&list, |e, _| {
                    matches!(
                        e,
                        Event::Reject {
                            reason: UnitKind::Column,
                            by: Some(_),
                            ..
                        }
                    )
                }),
            ),
            (
                Finder::FirstReject(UnitKind::Box),
                first(&list, |e, _| {
                    matches!(
                        e,
                        Event::Reject {
                            reason: UnitKind::Box,
                            ..
                        }
                    )
                }),
            ),
        ];
        for (finder, step) in cases {
            assert_eq!(found(finder, &puzzle, ROW_MAJOR), step, "{finder:?}");
        }
    }
}

/// The stack's height after each step, counted from the events alone.
fn heights(list: &[(u64, Event, usize)]) -> Vec<usize> {
    let mut h = vec![0usize];
    for (_, e, _) in list {
        let last = *h.last().unwrap();
        h.push(match e {
            Event::Enter { .. } => last + 1,
            Event::DeadEnd { .. } => last - 1,
            _ => last,
        });
    }
    h
}

#[test]
fn an_unwinding_stop_is_the_first_undo_after_that_many_dead_ends_in_a_row() {
    for puzzle in [LEETCODE, ESCARGOT] {
        let puzzle = grid(puzzle);
        let list = events(&puzzle, ROW_MAJOR, 400_000);
        let h = heights(&list);
        for levels in [2, 3] {
            let f = find(
                Finder::Unwinding(levels),
                ROW_MAJOR.engine(&puzzle).unwrap(),
            )
            .expect("an unwinding");
            let at = f.step as usize;
            assert!(matches!(list[at - 1].1, Event::Undo { .. }));
            assert_eq!(f.dead_ends.len(), levels);
            // The events since the last placement: dead ends, undos and
            // rejects only, with `levels` dead ends; the stack fell by as
            // many levels over them.
            let start = list[..at]
                .iter()
                .rposition(|(_, e, _)| matches!(e, Event::Place { .. } | Event::Enter { .. }))
                .unwrap();
            let dead: Vec<Cell> = list[start + 1..at]
                .iter()
                .filter_map(|(_, e, _)| match e {
                    Event::DeadEnd { cell } => Some(*cell),
                    _ => None,
                })
                .collect();
            assert_eq!(dead, f.dead_ends, "{levels} levels at step {at}");
            assert_eq!(h[start + 1] - h[at], levels);
            // No earlier run of dead ends was as long.
            let earlier = find(
                Finder::Unwinding(levels),
                ROW_MAJOR.engine(&puzzle).unwrap(),
            );
            assert_eq!(earlier.map(|f| f.step), Some(at as u64));
        }
    }
}

#[test]
fn the_mistakes_finders_land_on_what_the_mistake_does() {
    let puzzle = grid(LEETCODE);
    let restore = SearchKind::Mistake(Mistake::ForgetRestore);
    let list = events(&puzzle, restore, 200_000);
    assert_eq!(
        found(Finder::FirstStaleReject, &puzzle, restore),
        first(&list, |e, _| matches!(e, Event::Reject { by: None, .. }))
    );
    let flag = SearchKind::Mistake(Mistake::ForgetFlag);
    let list = events(&puzzle, flag, 200_000);
    // The undo right after the grid was complete (its step before had no
    // empty cell).
    let complete = list
        .windows(2)
        .find(|w| w[0].2 == 0 && matches!(w[1].1, Event::Undo { .. }))
        .map(|w| w[1].0)
        .unwrap();
    assert_eq!(found(Finder::FirstCompleteUndo, &puzzle, flag), complete);
    // LeetCode's complete grid is "solved" at step 50,175.
    assert_eq!(complete, 50_176);
    let restart = SearchKind::Mistake(Mistake::RestartColumn);
    let step = found(Finder::FirstSkip, &puzzle, restart);
    let mut engine = restart.engine(&puzzle).unwrap();
    engine.seek(step);
    assert!(matches!(engine.last_event(), Some(Event::Enter { .. })));
    assert!(!engine.state().skipped_cells().is_empty());
    engine.seek(step - 1);
    assert!(engine.state().skipped_cells().is_empty() || step == 1);
}

#[test]
fn the_built_in_lessons_come_in_the_issues_order_with_every_stop_found() {
    let titles: Vec<usize> = BuiltIn::ALL.iter().map(|b| b.number()).collect();
    assert_eq!(titles, (1..=10).collect::<Vec<_>>());
    for built_in in BuiltIn::ALL {
        let lesson = built_in.lesson();
        assert_eq!(
            lesson.stops.len(),
            built_in.stops().len(),
            "{built_in:?}: {:?}",
            lesson.stops
        );
        // Stops go forward, search by search.
        for search in SearchKind::ALL {
            let places: Vec<Place> = (0..lesson.stops.len())
                .filter(|&i| lesson.search_at(i) == search)
                .map(|i| lesson.stops[i].place)
                .collect();
            assert!(places.is_sorted(), "{built_in:?}: {places:?}");
        }
    }
    let first = BuiltIn::TablesAndConflicts.lesson();
    assert!(first.stops.iter().all(|s| s.place == Place::Editor));
    let second = BuiltIn::PlaceAndReject.lesson();
    assert!(second.stops[0].ask);
    assert_eq!(
        second.stops[1].caption,
        Caption::Placement {
            cell: Cell::at(0, 2),
            digit: 1
        }
    );
}

#[test]
fn a_lesson_moved_to_another_puzzle_stops_at_that_puzzles_events() {
    let lesson = BuiltIn::DeadEndAndBacktrack.lesson_on(&grid(ESCARGOT));
    let list = events(&grid(ESCARGOT), ROW_MAJOR, 100_000);
    let dead_end = first(&list, |e, _| matches!(e, Event::DeadEnd { .. }));
    assert_eq!(lesson.stops[1].place, Place::Step(dead_end));
    assert_ne!(lesson.stops, BuiltIn::DeadEndAndBacktrack.lesson().stops);
}

fn refused(text: &str) -> LessonFileError {
    parse(text).expect_err("refused")
}

#[test]
fn a_lesson_file_reads_back_what_was_written() {
    let mut lesson = Lesson::own(
        "Class one".into(),
        grid(LEETCODE),
        SearchKind::Mistake(Mistake::ForgetFlag),
    );
    lesson.mark(Place::Step(120), "The first dead end".into());
    lesson.mark(Place::Step(3), "Enter\nand place".into());
    // Editor stops come first, each after the editor stops before it.
    lesson.mark(Place::Editor, "The tables".into());
    lesson.mark(Place::Editor, "A conflict".into());
    lesson.stops.push(Stop {
        place: Place::Step(4_000),
        caption: Caption::Watch {
            file: Some("my solver.py".into()),
        },
        ask: false,
        search: None,
    });
    let text = write(&lesson, "Class one", |_| unreachable!("own captions only"));
    assert!(text.contains("stop 3 Enter and place\n"), "{text}");
    assert!(
        text.contains("editor The tables\neditor A conflict\n"),
        "{text}"
    );
    let read = parse(&text).unwrap();
    assert_eq!(read.title, Title::Own("Class one".into()));
    assert_eq!(read.search, lesson.search);
    assert_eq!(read.puzzle, lesson.puzzle);
    let steps: Vec<Place> = read.stops.iter().map(|s| s.place).collect();
    assert_eq!(
        steps,
        [
            Place::Editor,
            Place::Editor,
            Place::Step(3),
            Place::Step(120),
            Place::Step(4_000)
        ]
    );
    assert_eq!(read.stops[0].caption, Caption::Own("The tables".into()));
    assert_eq!(read.stops[1].caption, Caption::Own("A conflict".into()));
    assert_eq!(
        read.stops[3].caption,
        Caption::Own("The first dead end".into())
    );
    assert_eq!(
        read.stops[4].caption,
        Caption::Watch {
            file: Some("my solver.py".into())
        }
    );
}

#[test]
fn a_malformed_lesson_file_is_refused_with_its_line() {
    let puzzle = format!("puzzle {LEETCODE}\n");
    let e = refused(&format!("# a class\n{puzzle}\nstop x Look here\n"));
    assert_eq!(e.line, 4);
    assert_eq!(
        e.kind,
        LessonErrorKind::Expected {
            expected: Syntax::Stop,
            found: "stop x Look here".into()
        }
    );
    assert_eq!(refused(&format!("{puzzle}stop 12\n")).line, 2);
    let e = refused(&format!("{puzzle}search sideways\n"));
    assert_eq!(e.kind, LessonErrorKind::UnknownSearch("sideways".into()));
    // Stops keep the file's order, whatever their steps.
    let two = parse(&format!("{puzzle}stop 9 c\nstop 5 a\nstop 5 b\n")).unwrap();
    let said: Vec<Caption> = two.stops.iter().map(|s| s.caption.clone()).collect();
    assert_eq!(said, ["c", "a", "b"].map(|c| Caption::Own(c.into())));
    let e = refused(&format!("{puzzle}{puzzle}"));
    assert_eq!(
        e.kind,
        LessonErrorKind::Twice {
            what: Syntax::Puzzle,
            first: 1
        }
    );
    let e = refused("puzzle 123\n");
    assert!(matches!(
        e.kind,
        LessonErrorKind::Expected {
            expected: Syntax::Puzzle,
            ..
        }
    ));
    let e = refused("stop 1 a\n");
    assert_eq!((e.line, e.kind), (2, LessonErrorKind::NoPuzzle));
    let e = refused(&format!("{puzzle}editor\n"));
    assert!(matches!(
        e.kind,
        LessonErrorKind::Expected {
            expected: Syntax::Editor,
            ..
        }
    ));
    let e = refused(&format!("{puzzle}run my_solver.py\n"));
    assert!(matches!(
        e.kind,
        LessonErrorKind::Expected {
            expected: Syntax::Keyword,
            ..
        }
    ));
    assert_eq!(
        parse(&format!("{puzzle}stop 2,104 grouped\n"))
            .unwrap()
            .stops[0]
            .place,
        Place::Step(2_104)
    );
}

/// The stops a teacher re-captioned, deleted and put in an order of their
/// own, a question among them, come back from the file as they were.
#[test]
fn a_lesson_edited_in_the_stops_list_reads_back_in_its_own_order() {
    let mut lesson = Lesson::own(
        "Draft".into(),
        grid(LEETCODE),
        SearchKind::Strategy(Default::default()),
    );
    for (step, words) in [(10, "ten"), (20, "twenty"), (30, "thirty"), (40, "forty")] {
        lesson.mark(Place::Step(step), words.into());
    }
    assert!(lesson.recaption(1, "Twenty, said again".into()));
    assert_eq!(lesson.remove(2).map(|s| s.place), Some(Place::Step(30)));
    // Forty before ten.
    assert_eq!(lesson.move_stop(2, true), Some(1));
    assert_eq!(lesson.move_stop(1, true), Some(0));
    assert_eq!(lesson.move_stop(0, true), None);
    assert_eq!(lesson.move_stop(2, false), None);
    lesson.stops[2].ask = true;
    let text = write(&lesson, "Backtracking, in class", |_| unreachable!());
    assert!(text.contains("ask 20 Twenty, said again\n"), "{text}");
    let read = parse(&text).unwrap();
    assert_eq!(read.title, Title::Own("Backtracking, in class".into()));
    assert_eq!(read.stops, lesson.stops);
    // A stop marked later goes after the last stop at or before its step.
    let mut marked = read.clone();
    assert_eq!(marked.mark(Place::Step(15), "fifteen".into()), 2);
    assert_eq!(marked.mark(Place::Step(5), "five".into()), 0);
}

/// A saved lesson edited by hand (a stop added out of step order, lines
/// ending in CRLF, comments, a question) opens with every stop, in the
/// file's order.
#[test]
fn a_saved_lesson_edited_by_hand_keeps_every_stop() {
    let mut lesson = Lesson::own(
        "".into(),
        grid(LEETCODE),
        SearchKind::Strategy(Default::default()),
    );
    lesson.mark(Place::Step(100), "a hundred".into());
    lesson.mark(Place::Editor, "the tables".into());
    let mut text = write(&lesson, "", |_| unreachable!());
    text.push_str("# added by hand\nstop 7 seven\nask 3,000 What comes next?\n");
    let text = text.replace('\n', "\r\n");
    let read = parse(&text).unwrap();
    let got: Vec<(Place, Caption, bool)> = read
        .stops
        .iter()
        .map(|s| (s.place, s.caption.clone(), s.ask))
        .collect();
    let own = |t: &str| Caption::Own(t.into());
    assert_eq!(
        got,
        [
            (Place::Editor, own("the tables"), false),
            (Place::Step(100), own("a hundred"), false),
            (Place::Step(7), own("seven"), false),
            (Place::Step(3_000), own("What comes next?"), true),
        ]
    );
}

/// Saving over a lesson keeps the teacher's comments, each before the line
/// it stood before (a stop found by its step after a new caption or a
/// move; a deleted stop's comment goes to the next line).
#[test]
fn saving_over_a_lesson_keeps_its_comments_before_their_lines() {
    let puzzle = format!("puzzle {LEETCODE}");
    let old = format!(
        "# Monday's class\ntitle Monday\n{puzzle}\n\n# the first one\nstop 5 five\n# gone soon\nstop 9 nine\n# the end\nstop 12 twelve\n# last words\n"
    );
    let new = format!(
        "# A sudoku-dfs lesson: see docs/lessons.md\ntitle Monday\n{puzzle}\nsearch row-major\nstop 12 twelve\nstop 5 FIVE\n"
    );
    let kept = keep_comments(&old, &new);
    assert_eq!(
        kept,
        format!(
            "# Monday's class\ntitle Monday\n{puzzle}\nsearch row-major\n# gone soon\n# the end\nstop 12 twelve\n\n# the first one\nstop 5 FIVE\n# last words\n"
        )
    );
    assert_eq!(parse(&kept).unwrap(), parse(&new).unwrap());
    // No comment to keep: the lesson as written.
    assert_eq!(keep_comments(&format!("{puzzle}\n"), &new), new);
}

/// A byte order mark at the start (what some editors write) is not a
/// keyword: the lesson reads as without it, from a string or from a file.
#[test]
fn a_byte_order_mark_at_the_start_of_a_lesson_is_accepted() {
    let text = format!("title Marked\npuzzle {LEETCODE}\nstop 5 five\n");
    let plain = parse(&text).unwrap();
    assert_eq!(parse(&format!("\u{feff}{text}")).unwrap(), plain);
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-lesson-bom-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("marked.lesson");
    std::fs::write(&path, format!("\u{feff}{text}")).unwrap();
    assert_eq!(open::open(&path).unwrap(), plain);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Smart pruning on the LeetCode example: forward checking's first
/// wipeout (r3c6, right after 4 at r1c6, step 11), singles-mrv's first
/// forced move (step 1), its end with no guess (52 events, 51 forced)
/// and the race of the default four, each with its events to the end.
#[test]
fn smart_pruning_finds_its_stops_on_two_searches_and_ends_on_the_race() {
    use crate::engine::{ForceRule, Strategy};
    let lesson = BuiltIn::SmartPruning.lesson();
    let forward = SearchKind::Strategy(Strategy::ForwardChecking);
    let places: Vec<_> = lesson.stops.iter().map(|s| s.place).collect();
    assert_eq!(
        places,
        [
            Place::Step(11),
            Place::Step(1),
            Place::Step(52),
            Place::Step(52)
        ]
    );
    assert_eq!(lesson.search_at(0), forward);
    assert_eq!(
        lesson.search_at(1),
        SearchKind::Strategy(Strategy::SinglesMrv)
    );
    assert_eq!(
        lesson.stops[0].caption,
        Caption::Wipeout {
            cell: Cell::at(2, 5),
            by: Some(Cell::at(0, 5)),
            digit: 4
        }
    );
    assert!(matches!(
        lesson.stops[1].caption,
        Caption::Forced {
            rule: ForceRule::OnlyCandidate,
            ..
        }
    ));
    assert!(matches!(
        lesson.stops[2].caption,
        Caption::Propagated {
            steps: 52,
            guesses: 0,
            forced: 51,
            backtracks: 0,
            ..
        }
    ));
    let Caption::Race { totals } = &lesson.stops[3].caption else {
        panic!("the race last")
    };
    assert_eq!(
        totals,
        &[
            (Strategy::RowMajor, 50_175),
            (Strategy::MostConstrained, 291),
            (Strategy::ForwardCheckingMrv, 291),
            (Strategy::SinglesMrv, 52),
        ]
    );
    // Saved and read again, each stop keeps its search.
    let text = file::write(&lesson, "Smart pruning", |_| "words".to_string());
    assert!(text.contains("search singles-mrv\nsearch forward-checking\nstop 11 words\nsearch singles-mrv\nstop 1 words"), "{text}");
    let read = file::parse(&text).unwrap();
    let searches: Vec<_> = (0..4).map(|i| read.search_at(i)).collect();
    let want: Vec<_> = (0..4).map(|i| lesson.search_at(i)).collect();
    assert_eq!(searches, want);
}
