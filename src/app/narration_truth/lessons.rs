//! Every caption of every built-in lesson, checked like the narration: the
//! lesson (its stops found by the core's finders, its captions' values
//! read off the engine) against this checker's own reading of `trace` —
//! the step is the first of its kind in the trace, the values are the
//! trace's, and the words (English and Chinese) name those values.

use crate::app::{App, Theme};
use crate::grid::{Grid, parse_grid};
use crate::i18n::Text;
use crate::lesson::{BuiltIn, Caption, Lesson, Place, SearchKind};
use crate::quiz::Question;
use crate::{Mistake, Outcome, Strategy, UnitKind};

use super::check::{EN, ZH, cells_named, names_digit};
use super::model::{Model, Next, Search, Traced, TracedUnit, unit};
use super::trace;

fn search_of(kind: SearchKind) -> Search {
    match kind {
        SearchKind::Strategy(Strategy::RowMajor) => Search::RowMajor,
        SearchKind::Strategy(Strategy::MostConstrained) => Search::MostConstrained,
        SearchKind::Strategy(Strategy::ForwardChecking) => Search::ForwardChecking,
        SearchKind::Strategy(Strategy::ForwardCheckingMrv) => Search::ForwardCheckingMrv,
        SearchKind::Strategy(Strategy::Singles) => Search::Singles,
        SearchKind::Strategy(Strategy::SinglesMrv) => Search::SinglesMrv,
        SearchKind::Mistake(Mistake::ForgetRestore) => Search::ForgetRestore,
        SearchKind::Mistake(Mistake::ForgetFlag) => Search::ForgetFlag,
        SearchKind::Mistake(Mistake::RestartColumn) => Search::RestartColumn,
        SearchKind::Mistake(Mistake::ForgetCandidates) => Search::ForgetCandidates,
    }
}

fn kind_of(kind: UnitKind) -> TracedUnit {
    match kind {
        UnitKind::Row => TracedUnit::Row,
        UnitKind::Column => TracedUnit::Column,
        UnitKind::Box => TracedUnit::Box,
    }
}

/// What the trace says happened first, step by step: each the step the
/// event led to, as this checker reads the trace.
#[derive(Default, Debug)]
struct Firsts {
    enter: Option<u64>,
    place: Option<u64>,
    reject: [Option<u64>; 3],
    dead_end: Option<u64>,
    undo: Option<u64>,
    stale: Option<u64>,
    complete_undo: Option<u64>,
    skip: Option<u64>,
    force: Option<u64>,
    wipeout: Option<u64>,
    /// The first undo ending a run of n dead ends, by n.
    chains: Vec<(usize, u64)>,
}

fn first(slot: &mut Option<u64>, step: u64) {
    slot.get_or_insert(step);
}

/// The words the caption has in `text`, with the context of a failure.
fn words(caption: &Caption, text: &Text) -> String {
    (text.lesson.caption)(caption)
}

fn unit_word(kind: UnitKind, en: bool) -> &'static str {
    match (kind, en) {
        (UnitKind::Row, true) => "row",
        (UnitKind::Column, true) => "column",
        (UnitKind::Box, true) => "box",
        (UnitKind::Row, false) => "行",
        (UnitKind::Column, false) => "列",
        (UnitKind::Box, false) => "宫",
    }
}

/// Checks `lesson`'s stops on its puzzle against the trace; returns how
/// many captions were checked.
#[allow(
    clippy::too_many_lines,
    reason = "one pass over a lesson's stops, each kind of caption checked where it comes"
)]
pub fn check_lesson(lesson: &Lesson) -> usize {
    // A lesson over several searches: the stops of each search checked as
    // a lesson of that search.
    if lesson.stops.iter().any(|s| s.search.is_some()) {
        let mut searches: Vec<SearchKind> = Vec::new();
        for i in 0..lesson.stops.len() {
            if !searches.contains(&lesson.search_at(i)) {
                searches.push(lesson.search_at(i));
            }
        }
        return searches
            .into_iter()
            .map(|search| {
                let stops = (0..lesson.stops.len())
                    .filter(|&i| lesson.search_at(i) == search)
                    .map(|i| crate::lesson::Stop {
                        search: None,
                        ..lesson.stops[i].clone()
                    })
                    .collect();
                check_lesson(&Lesson {
                    search,
                    stops,
                    ..lesson.clone()
                })
            })
            .sum();
    }
    let mut checked = 0;
    for stop in lesson.stops.iter().filter(|s| s.place == Place::Editor) {
        editor_caption(&lesson.puzzle, &stop.caption);
        checked += 1;
    }
    if lesson.stops.iter().all(|s| s.place == Place::Editor) {
        return checked;
    }
    let search = search_of(lesson.search);
    let line = lesson.puzzle.to_line();
    let events = super::model::read_trace(&trace(&line, search, 20_000_000));
    let givens = *lesson.puzzle.givens_only().digits();
    let mut model = Model::new(search, givens);
    let mut firsts = Firsts::default();
    let mut chain = 0usize;
    let mut unwinding = false;
    // The model at each stop's step, kept as the trace is read.
    let mut at_stop: Vec<(u64, Model)> = Vec::new();
    let steps: Vec<u64> = lesson
        .stops
        .iter()
        .filter_map(|s| match s.place {
            Place::Step(n) => Some(n),
            Place::Editor => None,
        })
        .collect();
    if steps.contains(&0) {
        at_stop.push((0, model.clone()));
    }
    for (i, &event) in events.iter().enumerate() {
        let step = i as u64 + 1;
        let complete_before = model.grid.iter().all(|&d| d != 0);
        model.apply(event);
        match event {
            Traced::Enter { .. } => {
                first(&mut firsts.enter, step);
                unwinding = false;
                let top = model.stack.last().unwrap();
                let empty = (0..81)
                    .filter(|&c| model.grid[c] == 0)
                    .fold(0u128, |m, c| m | 1 << c);
                if top.passed_over & empty != 0 {
                    first(&mut firsts.skip, step);
                }
            }
            Traced::Place { .. } => {
                first(&mut firsts.place, step);
                unwinding = false;
            }
            Traced::Reject { reason, by, .. } => match by {
                Some(_) => first(&mut firsts.reject[reason as usize], step),
                None => first(&mut firsts.stale, step),
            },
            Traced::DeadEnd { .. } => {
                first(&mut firsts.dead_end, step);
                chain = if unwinding { chain + 1 } else { 1 };
                unwinding = true;
            }
            Traced::Undo { .. } => {
                first(&mut firsts.undo, step);
                if complete_before {
                    first(&mut firsts.complete_undo, step);
                }
                if unwinding && !firsts.chains.iter().any(|&(n, _)| n == chain) {
                    firsts.chains.push((chain, step));
                }
            }
            Traced::Force { .. } => first(&mut firsts.force, step),
            Traced::Wipeout { .. } => first(&mut firsts.wipeout, step),
            Traced::Solved | Traced::Exhausted => {}
        }
        if steps.contains(&step) {
            at_stop.push((step, model.clone()));
        }
    }
    let end = events.len() as u64;
    let mut engine = lesson.search.engine(&lesson.puzzle).unwrap();
    // The app on the lesson, as `sudoku-dfs lesson` opens it and → walks
    // it: what its solve screen says at each stop is checked too.
    let mut app = App::with_example(Theme::PLAIN);
    let first = app.open_lesson(lesson.clone());
    run_effects(&mut app, first);
    // The correct search's end, from this checker's own reading of its
    // trace: what a mistake's end is compared with.
    let correct_steps = lesson.search.mistake().map(|_| {
        super::model::read_trace(&trace(&line, Search::RowMajor, 20_000_000)).len() as u64
    });
    for (i, stop) in lesson.stops.iter().enumerate() {
        if i > 0 {
            let effects = app.update(crate::app::LessonAsk::NextStop);
            run_effects(&mut app, effects);
        }
        let Place::Step(step) = stop.place else {
            continue;
        };
        let model = &at_stop
            .iter()
            .find(|(s, _)| *s == step)
            .expect("a stop the trace reaches")
            .1;
        let event = events[step as usize - 1];
        engine.seek(step);
        let ctx = format!("{:?} step {step}: {:?}", lesson.title, stop.caption);
        stop_screen(&app, model, &events, step, end, correct_steps, &ctx);
        let said: Vec<(String, bool)> = [(EN, true), (ZH, false)]
            .into_iter()
            .map(|(text, en)| (words(&stop.caption, text), en))
            .collect();
        let pick = |en: bool, a: &'static str, b: &'static str| if en { a } else { b };
        match &stop.caption {
            Caption::Ask { cell } => {
                assert!(stop.ask, "{ctx}");
                assert!(
                    matches!(event, Traced::Enter { cell: c, .. } if c == cell.index()),
                    "{ctx}"
                );
                assert_eq!(model.next, Next::Try, "{ctx}");
                let q = Question::at(&engine).expect("the quiz asks here");
                assert_eq!((q.cell, q.tried()), (*cell, Some(0)), "{ctx}");
                for (s, _) in &said {
                    assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                }
            }
            Caption::Placement { cell, digit } => {
                assert_eq!(Some(step), firsts.place, "{ctx}");
                assert_eq!(
                    event,
                    Traced::Place {
                        cell: cell.index(),
                        digit: *digit
                    },
                    "{ctx}"
                );
                for (s, _) in &said {
                    assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                    assert!(names_digit(s, *digit), "{ctx}: {s}");
                    for n in [cell.row() + 1, cell.col() + 1, cell.box_index() + 1] {
                        assert!(names_digit(s, n as u64), "{ctx}: {s}");
                    }
                }
            }
            Caption::Rejection {
                cell,
                digit,
                reason,
                by,
            } => {
                assert_eq!(Some(step), firsts.reject[*reason as usize], "{ctx}");
                assert_eq!(
                    event,
                    Traced::Reject {
                        cell: cell.index(),
                        digit: *digit,
                        reason: kind_of(*reason),
                        by: Some(by.index())
                    },
                    "{ctx}"
                );
                assert!(
                    unit(cell.index(), kind_of(*reason)).contains(&by.index()),
                    "{ctx}"
                );
                assert_eq!(model.grid[by.index()], *digit, "{ctx}");
                for (s, en) in &said {
                    assert_eq!(cells_named(s), [cell.index(), by.index()], "{ctx}: {s}");
                    assert!(
                        names_digit(s, *digit) && s.contains(unit_word(*reason, *en)),
                        "{ctx}: {s}"
                    );
                }
            }
            Caption::DeadEnd { cell } => {
                assert_eq!(Some(step), firsts.dead_end, "{ctx}");
                assert_eq!(event, Traced::DeadEnd { cell: cell.index() }, "{ctx}");
                let every_rejected = model.popped.as_ref().unwrap().placed().is_empty();
                for (s, en) in &said {
                    assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                    let claim = pick(*en, "every one was rejected", "每个数字都被排除了");
                    assert_eq!(s.contains(claim), every_rejected, "{ctx}: {s}");
                }
            }
            Caption::Backtrack {
                cell,
                digit,
                restored,
            } => {
                assert_eq!(Some(step), firsts.undo, "{ctx}");
                assert_eq!(
                    event,
                    Traced::Undo {
                        cell: cell.index(),
                        digit: *digit
                    },
                    "{ctx}"
                );
                assert_eq!(*restored, model.search != Search::ForgetRestore, "{ctx}");
                for (s, en) in &said {
                    assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                    assert!(names_digit(s, *digit), "{ctx}: {s}");
                    let finished = pick(*en, "finished", "试完");
                    assert_eq!(s.contains(finished), *restored && *digit == 9, "{ctx}: {s}");
                }
            }
            Caption::Unwinding { dead_ends, back } => {
                let levels = dead_ends.len();
                let found = firsts
                    .chains
                    .iter()
                    .find(|&&(n, _)| n == levels)
                    .map(|&(_, s)| s);
                assert_eq!(Some(step), found, "{ctx}: {:?}", firsts.chains);
                let Traced::Undo { cell, .. } = event else {
                    panic!("{ctx}: {event:?}")
                };
                assert_eq!(cell, back.index(), "{ctx}");
                // The dead ends since the last placement, as the trace has them.
                let since = events[..step as usize]
                    .iter()
                    .rposition(|e| matches!(e, Traced::Place { .. } | Traced::Enter { .. }))
                    .unwrap();
                let traced: Vec<usize> = events[since + 1..step as usize]
                    .iter()
                    .filter_map(|e| match e {
                        Traced::DeadEnd { cell } => Some(*cell),
                        _ => None,
                    })
                    .collect();
                let claimed: Vec<usize> = dead_ends.iter().map(|c| c.index()).collect();
                assert_eq!(traced, claimed, "{ctx}");
                for (s, en) in &said {
                    let mut named = claimed.clone();
                    named.push(back.index());
                    assert_eq!(cells_named(s), named, "{ctx}: {s}");
                    let levels_said = match en {
                        true => format!("unwinds {levels} levels"),
                        false => format!("连退 {levels} 层"),
                    };
                    assert!(s.contains(&levels_said), "{ctx}: {s}");
                }
            }
            Caption::StaleReject {
                cell,
                digit,
                reason,
            } => {
                assert_eq!(Some(step), firsts.stale, "{ctx}");
                assert_eq!(
                    event,
                    Traced::Reject {
                        cell: cell.index(),
                        digit: *digit,
                        reason: kind_of(*reason),
                        by: None
                    },
                    "{ctx}"
                );
                assert!(
                    model
                        .holders(cell.index(), kind_of(*reason), *digit)
                        .is_empty(),
                    "{ctx}"
                );
                for (s, en) in &said {
                    assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                    assert!(
                        names_digit(s, *digit) && s.contains(unit_word(*reason, *en)),
                        "{ctx}: {s}"
                    );
                }
            }
            Caption::CompleteUndo { cell, digit } => {
                assert_eq!(Some(step), firsts.complete_undo, "{ctx}");
                assert_eq!(
                    event,
                    Traced::Undo {
                        cell: cell.index(),
                        digit: *digit
                    },
                    "{ctx}"
                );
                for (s, _) in &said {
                    assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                    assert!(names_digit(s, *digit), "{ctx}: {s}");
                }
            }
            Caption::Skipped { cell, skipped } => {
                assert_eq!(Some(step), firsts.skip, "{ctx}");
                let Traced::Enter { cell: entered, .. } = event else {
                    panic!("{ctx}")
                };
                assert_eq!(entered, cell.index(), "{ctx}");
                let top = model.stack.last().unwrap();
                let passed: Vec<usize> = (0..81)
                    .filter(|&c| model.grid[c] == 0 && top.passed_over & 1 << c != 0)
                    .collect();
                let claimed: Vec<usize> = skipped.iter().map(|c| c.index()).collect();
                assert_eq!(passed, claimed, "{ctx}");
                for (s, _) in &said {
                    let mut named = vec![cell.index()];
                    named.extend(&claimed);
                    assert_eq!(cells_named(s), named, "{ctx}: {s}");
                }
            }
            Caption::Fewest { cell, candidates } => {
                assert_eq!(Some(step), firsts.enter, "{ctx}");
                let Traced::Enter { cell: entered, .. } = event else {
                    panic!("{ctx}")
                };
                assert_eq!(entered, cell.index(), "{ctx}");
                assert_eq!(model.candidates(entered), *candidates as usize, "{ctx}");
                // Fewer than, or as few as, every other empty cell.
                let fewest = (0..81)
                    .filter(|&c| model.grid[c] == 0)
                    .map(|c| model.candidates(c))
                    .min()
                    .unwrap();
                assert_eq!(fewest, *candidates as usize, "{ctx}");
                for (s, _) in &said {
                    assert_eq!(cells_named(s), [entered], "{ctx}: {s}");
                    assert!(names_digit(s, *candidates), "{ctx}: {s}");
                }
            }
            Caption::End {
                outcome,
                steps,
                placements,
                undos,
                empty,
                stale_rejects,
            } => {
                assert_eq!(*stale_rejects, model.stale_rejects, "{ctx}");
                assert_eq!((step, *steps), (end, end), "{ctx}");
                let traced = match event {
                    Traced::Solved => Outcome::Solved,
                    Traced::Exhausted => Outcome::Exhausted,
                    other => panic!("{ctx}: ends on {other:?}"),
                };
                assert_eq!(*outcome, traced, "{ctx}");
                assert_eq!(
                    (*placements, *undos),
                    (model.placements, model.undos),
                    "{ctx}"
                );
                assert_eq!(
                    *empty,
                    model.grid.iter().filter(|&&d| d == 0).count(),
                    "{ctx}"
                );
                for (s, en) in &said {
                    let n = crate::format::thousands;
                    assert!(s.contains(&n(end)), "{ctx}: {s}");
                    let every = pick(*en, "every choice", "所有选择");
                    if model.stale_rejects > 0 {
                        // Choices were skipped: "every choice" would be false.
                        assert!(!s.contains(every), "{ctx}: {s}");
                        assert!(s.contains(&n(model.stale_rejects)), "{ctx}: {s}");
                    } else if traced == Outcome::Solved && *empty > 0 {
                        assert!(names_digit(s, *empty as u64), "{ctx}: {s}");
                    } else {
                        assert!(
                            s.contains(&n(model.placements)) && s.contains(&n(model.undos)),
                            "{ctx}: {s}"
                        );
                        assert_eq!(
                            s.contains(every),
                            traced == Outcome::Exhausted,
                            "{ctx}: {s}"
                        );
                    }
                    // Every choice tried is not "no solution" (a mistake's
                    // search may miss one).
                    assert!(!s.contains(pick(*en, "no solution", "无解")), "{ctx}: {s}");
                    let solved = pick(*en, "solved", "解出");
                    assert_eq!(s.contains(solved), traced == Outcome::Solved, "{ctx}: {s}");
                }
            }
            Caption::Compared {
                steps,
                row_major_steps,
            } => {
                assert_eq!(step, end, "{ctx}");
                assert_eq!(*steps, end, "{ctx}");
                let row_major =
                    super::model::read_trace(&trace(&line, Search::RowMajor, 20_000_000));
                assert_eq!(*row_major_steps, row_major.len() as u64, "{ctx}");
                for (s, _) in &said {
                    let n = crate::format::thousands;
                    assert!(
                        s.contains(&n(end)) && s.contains(&n(*row_major_steps)),
                        "{ctx}: {s}"
                    );
                }
            }
            Caption::Watch { file } => {
                for (s, _) in &said {
                    assert!(s.contains("sudoku-dfs watch"), "{ctx}: {s}");
                    if let Some(file) = file {
                        assert!(s.contains(&file.display().to_string()), "{ctx}: {s}");
                    }
                }
            }
            Caption::Forced { cell, digit, rule } => {
                assert_eq!(Some(step), firsts.force, "{ctx}");
                let rule_kind = match rule {
                    crate::engine::ForceRule::OnlyCandidate => None,
                    crate::engine::ForceRule::OnlyPlace(kind) => Some(kind_of(*kind)),
                };
                assert_eq!(
                    event,
                    Traced::Force {
                        cell: cell.index(),
                        digit: *digit,
                        rule: rule_kind
                    },
                    "{ctx}"
                );
                // No guess came before it: forced from the givens and the
                // forced moves before it.
                assert_eq!(model.placements, 0, "{ctx}");
                for (s, en) in &said {
                    assert_eq!(cells_named(s), [cell.index()], "{ctx}: {s}");
                    assert!(names_digit(s, *digit), "{ctx}: {s}");
                    if let Some(kind) = rule_kind {
                        let unit_said = match (kind, en) {
                            (TracedUnit::Row, true) => format!("row {}", cell.row() + 1),
                            (TracedUnit::Column, true) => format!("column {}", cell.col() + 1),
                            (TracedUnit::Box, true) => format!("box {}", cell.box_index() + 1),
                            (TracedUnit::Row, false) => format!("第 {} 行", cell.row() + 1),
                            (TracedUnit::Column, false) => format!("第 {} 列", cell.col() + 1),
                            (TracedUnit::Box, false) => format!("第 {} 宫", cell.box_index() + 1),
                        };
                        assert!(s.contains(&unit_said), "{ctx}: {s}");
                    }
                }
            }
            Caption::Wipeout { cell, by, digit } => {
                assert_eq!(Some(step), firsts.wipeout, "{ctx}");
                assert_eq!(
                    event,
                    Traced::Wipeout {
                        cell: cell.index(),
                        by: by.map(|b| b.index())
                    },
                    "{ctx}"
                );
                // The checker's own tables: no digit fits the cell.
                assert_eq!(model.candidates(cell.index()), 0, "{ctx}");
                if let Some(by) = by {
                    assert_eq!(model.grid[by.index()], *digit, "{ctx}");
                    // "takes it back at once": the next event undoes it.
                    assert_eq!(
                        events.get(step as usize),
                        Some(&Traced::Undo {
                            cell: by.index(),
                            digit: *digit
                        }),
                        "{ctx}"
                    );
                }
                for (s, _) in &said {
                    let mut named: Vec<usize> = by.iter().map(|b| b.index()).collect();
                    named.push(cell.index());
                    let said_cells = cells_named(s);
                    for c in &named {
                        assert!(said_cells.contains(c), "{ctx}: {s}");
                    }
                    assert!(said_cells.iter().all(|c| named.contains(c)), "{ctx}: {s}");
                    if by.is_some() {
                        assert!(names_digit(s, *digit), "{ctx}: {s}");
                    }
                }
            }
            Caption::Propagated {
                outcome,
                steps,
                guesses,
                forced,
                backtracks,
            } => {
                assert_eq!((step, *steps), (end, end), "{ctx}");
                let count = |f: fn(&Traced) -> bool| events.iter().filter(|e| f(e)).count() as u64;
                let traced_guesses = count(|e| matches!(e, Traced::Place { .. }));
                let traced_forced = count(|e| matches!(e, Traced::Force { .. }));
                let traced_undos = count(|e| matches!(e, Traced::Undo { .. }));
                assert_eq!(
                    (*guesses, *forced, *backtracks),
                    (traced_guesses, traced_forced, traced_undos),
                    "{ctx}"
                );
                let traced = match event {
                    Traced::Solved => Outcome::Solved,
                    Traced::Exhausted => Outcome::Exhausted,
                    other => panic!("{ctx}: ends on {other:?}"),
                };
                assert_eq!(*outcome, traced, "{ctx}");
                for (s, en) in &said {
                    let n = crate::format::thousands;
                    assert!(
                        s.contains(&n(end)) && s.contains(&n(traced_forced)),
                        "{ctx}: {s}"
                    );
                    let no_guess = pick(*en, "no guess", "一次猜测也没有");
                    assert_eq!(
                        s.contains(no_guess),
                        traced_guesses == 0 && traced == Outcome::Solved,
                        "{ctx}: {s}"
                    );
                    if traced_guesses > 0 {
                        assert!(s.contains(&n(traced_guesses)), "{ctx}: {s}");
                    }
                }
            }
            Caption::Race { totals } => {
                assert_eq!(step, end, "{ctx}");
                // Each strategy's end, from this checker's own reading of
                // its trace.
                for &(strategy, events_to_end) in totals {
                    let search = search_of(SearchKind::Strategy(strategy));
                    let traced = super::model::read_trace(&trace(&line, search, 20_000_000));
                    assert_eq!(events_to_end, traced.len() as u64, "{ctx}: {strategy}");
                }
                let race = app.solve().and_then(|s| s.shape.race.as_ref());
                let racing = race.and_then(|r| r.race.strategies());
                let listed: Vec<Strategy> = totals.iter().map(|&(s, _)| s).collect();
                assert_eq!(racing, Some(listed), "{ctx}: the race is open with them");
                for (s, en) in &said {
                    let n = crate::format::thousands;
                    for &(strategy, events_to_end) in totals {
                        let name = match en {
                            true => EN,
                            false => ZH,
                        };
                        let named =
                            format!("{} {}", (name.common.strategy)(strategy), n(events_to_end));
                        assert!(s.contains(&named), "{ctx}: {s}");
                    }
                }
            }
            other => panic!("{ctx}: {other:?} is no caption of a search's step"),
        }
        checked += 1;
    }
    checked
}

fn run_effects(app: &mut App, effects: Vec<crate::app::Effect>) {
    crate::app::driver::Headless::every_effect().run(app, effects);
}

/// The solve screen's sentences at a stop, in English and Chinese: the
/// narration (by the narration's checker, against the trace's model at
/// that step) and, at a mistake's end, the bug lab's sentence, which names
/// the mistake's last step and the correct search's (`correct_steps`, read
/// here from the row-major trace) — never "not known".
fn stop_screen(
    app: &App,
    model: &Model,
    events: &[Traced],
    step: u64,
    end: u64,
    correct_steps: Option<u64>,
    ctx: &str,
) {
    let solve = app
        .solve()
        .unwrap_or_else(|| panic!("{ctx}: the solve screen"));
    let search = &*solve.search;
    assert_eq!(search.step_number(), step, "{ctx}");
    let engine = search
        .as_engine()
        .expect("a lesson's search is the engine's");
    let mut tally = super::check::Tally::default();
    super::check::step(engine, model, events, step as usize - 1, &mut tally);
    let n = crate::format::thousands;
    for text in [EN, ZH] {
        let said = crate::app::lab::end_sentence(search, solve.correct_end, text);
        match (correct_steps, step == end) {
            (Some(correct), true) => {
                let said = said.unwrap_or_else(|| panic!("{ctx}: a mistake's end"));
                assert!(said.contains(&n(end)), "{ctx}: {said}");
                assert!(said.contains(&n(correct)), "{ctx}: {said}");
            }
            _ => assert_eq!(said, None, "{ctx}"),
        }
    }
}

/// An editor caption against the grid itself: the two cells hold the
/// digit, in the unit named, and they are the first such pair.
fn editor_caption(grid: &Grid, caption: &Caption) {
    let conflict = match caption {
        Caption::Tables => {
            for text in [EN, ZH] {
                assert!(words(caption, text).contains("27"));
            }
            return;
        }
        Caption::Conflict(c) | Caption::Refused(c) => c,
        other => panic!("{other:?} in the editor"),
    };
    let (a, b) = (conflict.first, conflict.second);
    assert_eq!(grid.get(a), conflict.digit);
    assert_eq!(grid.get(b), conflict.digit);
    assert!(a < b);
    assert!(conflict.unit.cells().contains(&a) && conflict.unit.cells().contains(&b));
    for text in [EN, ZH] {
        let s = words(caption, text);
        let named = cells_named(&s);
        assert_eq!(&named[..2], [a.index(), b.index()], "{s}");
        assert!(names_digit(&s, conflict.digit), "{s}");
    }
}

fn grid(line: &str) -> Grid {
    parse_grid(line).unwrap()
}

#[test]
fn every_lesson_caption_is_true_on_its_puzzle_and_on_others() {
    use crate::test_fixtures::{ESCARGOT, LEETCODE_SEVERAL};
    let mut checked = 0;
    for built_in in BuiltIn::ALL {
        let lesson = built_in.lesson();
        assert_eq!(lesson.stops.len(), built_in.stops().len(), "{built_in:?}");
        checked += check_lesson(&lesson);
        for other in [ESCARGOT, LEETCODE_SEVERAL] {
            checked += check_lesson(&built_in.lesson_on(&grid(other)));
        }
    }
    eprintln!("{checked} captions checked");
    assert!(checked > 40, "{checked}");
}

/// The checker is no rubber stamp: a stop moved one step, a caption naming
/// another cell, or an end that says "every choice" after stale rejects,
/// each fails it.
#[test]
fn a_false_caption_fails_the_checker() {
    use crate::grid::Cell;
    let fails = |lesson: Lesson| std::panic::catch_unwind(move || check_lesson(&lesson)).is_err();
    let mut moved = BuiltIn::DeadEndAndBacktrack.lesson();
    if let Place::Step(n) = &mut moved.stops[1].place {
        *n += 1;
    }
    assert!(fails(moved));
    let mut other_cell = BuiltIn::DeadEndAndBacktrack.lesson();
    other_cell.stops[1].caption = Caption::DeadEnd { cell: Cell::new(0) };
    assert!(fails(other_cell));
    let mut stale = BuiltIn::ForgetRestore.lesson();
    let last = stale.stops.len() - 1;
    if let Caption::End { stale_rejects, .. } = &mut stale.stops[last].caption {
        *stale_rejects = 0;
    }
    assert!(fails(stale));
    assert!(!fails(BuiltIn::ForgetRestore.lesson()));
    // Smart pruning: a guess claimed where propagation made none, and a
    // race total one event off, each fail it.
    let mut guessed = BuiltIn::SmartPruning.lesson();
    for stop in &mut guessed.stops {
        if let Caption::Propagated { guesses, .. } = &mut stop.caption {
            *guesses = 1;
        }
    }
    assert!(fails(guessed));
    let mut off = BuiltIn::SmartPruning.lesson();
    for stop in &mut off.stops {
        if let Caption::Race { totals } = &mut stop.caption {
            totals[0].1 += 1;
        }
    }
    assert!(fails(off));
    assert!(!fails(BuiltIn::SmartPruning.lesson()));
}
