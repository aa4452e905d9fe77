//! Every caption of every built-in lesson, checked like the narration: the
//! lesson (its stops found by the core's finders, its captions' values
//! read off the engine) against this checker's own reading of `trace` —
//! the step is the first of its kind in the trace, the values are the
//! trace's, and the words (English and Chinese) name those values.

use crate::app::{App, Theme};
use crate::grid::{Grid, parse_grid};
use crate::i18n::Text;
use crate::lesson::{BuiltIn, Caption, Lesson, Place, SearchKind};
use crate::{Mistake, Strategy};

use super::check::{EN, ZH, cells_named, names_digit};
use super::lesson_stop::{AtStop, Firsts, check_caption, first};
use super::model::{Model, Search};
use super::trace;
use super::traced::Traced;

pub(super) fn search_of(kind: SearchKind) -> Search {
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

/// The words the caption has in `text`, with the context of a failure.
fn words(caption: &Caption, text: &Text) -> String {
    (text.lesson.caption)(caption)
}

/// Checks `lesson`'s stops on its puzzle against the trace; returns how
/// many captions were checked.
#[allow(
    clippy::too_many_lines,
    reason = "one pass over a lesson's trace, keeping what came first and the model at each stop"
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
    let events = super::traced::read_trace(&trace(&line, search, 20_000_000));
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
        super::traced::read_trace(&trace(&line, Search::RowMajor, 20_000_000)).len() as u64
    });
    for (i, stop) in lesson.stops.iter().enumerate() {
        if i > 0 {
            crate::app::driver::Headless::every_effect()
                .act(&mut app, crate::app::LessonAsk::NextStop);
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
        let at = AtStop {
            step,
            event,
            model,
            events: &events,
            end,
            firsts: &firsts,
            engine: &engine,
            said: &said,
            ctx: &ctx,
            line: &line,
            app: &app,
            ask: stop.ask,
        };
        check_caption(&at, &stop.caption);
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
