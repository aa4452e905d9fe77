//! A watch on the solve screen, without a process: a run made by hand
//! (the classic search that never clears its cells, with the lines of a
//! learner's file), drawn; the sentences of a learner's steps in both
//! languages; the first difference.

use std::path::Path;
use std::time::Duration;

use super::{Watch, from_run, watch_notes};
use crate::app::driver::Headless;
use crate::app::screen_tests::screens::{draw, example, press};
use crate::app::{App, Mode, Theme};
use crate::engine::{Engine, Event, Strategy};
use crate::grid::{Cell, Grid, UnitKind};
use crate::i18n::Lang;
use crate::learner::Language;
use crate::learner::run::{End, Limits, Output, SolutionRun};
use crate::learner::writes::{Step, Write};
use crate::recording::Recording;
use crate::search::Search;

const FILE: &str = "tests/data/learner/python/sticky_box.py";

/// The classic search's writes, as a learner's file would make them: each
/// digit from line 27 (`board[r][c] = str(v)`), each `.` from line 31, or
/// none when `clears` is false.
fn classic_run(puzzle: &Grid, clears: bool) -> SolutionRun {
    let mut engine = Engine::new(puzzle, Strategy::RowMajor).unwrap();
    let writes = std::iter::from_fn(|| engine.step())
        .filter_map(|e| match e {
            Event::Place { cell, digit } => Some((cell, Some(digit), 27)),
            Event::Undo { cell, .. } if clears => Some((cell, None, 31)),
            _ => None,
        })
        .map(|(cell, value, line)| Write {
            row: cell.row() as u8,
            col: cell.col() as u8,
            value,
            line: Some(line),
        })
        .collect();
    SolutionRun {
        language: Language::Python,
        writes,
        odd_writes: 0,
        first_odd: None,
        final_board: None,
        end: End::Returned {
            value: "None".to_string(),
        },
        output: Output {
            lines: vec!["solved!".to_string()],
            dropped_lines: 0,
        },
        elapsed: Duration::ZERO,
        pid: None,
        copies: None,
        compile_elapsed: None,
    }
}

fn watching(clears: bool, lang: Lang) -> App {
    let mut app = example(Theme::COLOR).in_language(lang);
    let puzzle = app.editor.grid.clone();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let run = classic_run(&puzzle, clears);
    let (watched, watch) = from_run(&puzzle, &file, run, &Limits::default(), app.text()).unwrap();
    app.show_watch(watched, watch);
    app
}

fn watch_of(app: &App) -> &Watch {
    match &app.mode {
        Mode::Solve(solve) => solve.watch.as_ref().unwrap(),
        Mode::Edit => panic!("watching"),
    }
}

#[test]
fn a_watch_names_the_file_and_marks_the_learners_line_and_an_inferred_step() {
    let mut app = watching(false, Lang::En);
    // To the first undo no write shows: the digit is left on the board.
    let Mode::Solve(solve) = &mut app.mode else {
        unreachable!()
    };
    solve
        .search
        .run_until(u64::MAX, &|e| matches!(e, Event::Undo { .. }));
    assert!(solve.search.inferred());
    let screen = format!("{}", draw(&app, 80, 24).backend());
    assert!(
        screen.contains("watch · sticky_box.py (Python)"),
        "{screen}"
    );
    assert!(screen.contains("Your code · sticky_box.py"), "{screen}");
    assert!(screen.contains("left on the board"), "{screen}");
    // An inferred step has no write: no line is marked as this step's.
    assert!(!screen.contains("▶ 27"), "{screen}");
    assert!(screen.contains("   27"), "{screen}");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn the_notes_show_how_it_ended_the_difference_and_what_it_printed_beside_the_grid() {
    let mut app = watching(true, Lang::En);
    press(&mut app, "o");
    let terminal = draw(&app, 80, 24);
    let screen = format!("{}", terminal.backend());
    assert!(screen.contains("What your program printed"), "{screen}");
    assert!(screen.contains("solved!"), "{screen}");
    assert!(
        screen.contains("the same search as the classic"),
        "{screen}"
    );
    // Never over the grid: its left border is whole on every row.
    let grid_row = crate::app::screen_tests::screens::row(terminal.backend().buffer(), 3);
    assert!(
        grid_row.starts_with("│") || grid_row.trim_start().starts_with('│'),
        "{grid_row}"
    );
    insta::assert_snapshot!(terminal.backend());
    press(&mut app, "<Esc>");
    assert!(!format!("{}", draw(&app, 80, 24).backend()).contains("What your program printed"));
}

#[test]
fn d_jumps_to_the_first_difference_and_says_so() {
    let puzzle = example(Theme::COLOR).editor.grid.clone();
    let mut run = classic_run(&puzzle, true);
    // A learner that tries 2 at the first cell before anything else.
    run.writes.insert(
        0,
        Write {
            row: 0,
            col: 2,
            value: Some(2),
            line: Some(27),
        },
    );
    let text = Lang::En.text();
    let (_, notes) = watch_notes(&puzzle, &run, text);
    let first = notes.first_difference.expect("a first difference");
    let sentence = notes.difference.clone().expect("its sentence");
    assert!(sentence.contains("r1c3"), "{sentence}");
    let classic = classic_run(&puzzle, true);
    let (_, same) = watch_notes(&puzzle, &classic, text);
    assert_eq!(same.first_difference, None);
    assert!(
        same.same_as
            .as_deref()
            .is_some_and(|s| s.contains("the classic row-major DFS: 4,208 placements")),
        "{same:?}"
    );

    let mut app = example(Theme::COLOR);
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let (watched, watch) = from_run(&puzzle, &file, run, &Limits::default(), app.text()).unwrap();
    app.show_watch(watched, watch);
    press(&mut app, "D");
    let Mode::Solve(solve) = &app.mode else {
        unreachable!()
    };
    assert_eq!(solve.step(), first);
    assert_eq!(app.message.as_ref().unwrap().text, sentence);
}

fn c(row: usize, col: usize) -> Cell {
    Cell::at(row, col)
}

/// The sentences of a learner's steps, in `lang`, at each step.
fn sentences(steps: &[Step], lang: Lang) -> Vec<String> {
    let mut digits = [0; 81];
    digits[0] = 5;
    let puzzle = Grid::from_digits(digits);
    let mut recording = Recording::from_learner(&puzzle, steps);
    let mut out = Vec::new();
    while recording.step().is_some() {
        out.push(crate::app::narration::narrate(&recording, lang.text()));
    }
    out
}

#[test]
fn a_learners_steps_are_said_as_they_are_in_both_languages() {
    let step = |event, inferred| Step {
        event,
        inferred,
        line: Some(3),
    };
    let steps = [
        // r1c2 is the first empty cell: entered as the next one, inferred.
        step(
            Event::Enter {
                cell: c(0, 1),
                depth: 0,
            },
            true,
        ),
        step(
            Event::Reject {
                cell: c(0, 1),
                digit: 1,
                reason: UnitKind::Row,
                by: None,
            },
            false,
        ),
        step(
            Event::Place {
                cell: c(0, 1),
                digit: 5,
            },
            false,
        ),
        step(
            Event::Enter {
                cell: c(4, 4),
                depth: 1,
            },
            false,
        ),
        step(Event::DeadEnd { cell: c(4, 4) }, false),
        step(
            Event::Undo {
                cell: c(0, 1),
                digit: 5,
            },
            true,
        ),
        // A dead end at a cell the stack does not hold: said, no panic.
        step(Event::DeadEnd { cell: c(8, 8) }, false),
    ];
    let en = sentences(&steps, Lang::En);
    assert!(en[0].contains("(inferred: no write shows it)"), "{}", en[0]);
    assert!(
        en[1].contains("1 refused, yet no row, column or box holds 1"),
        "{}",
        en[1]
    );
    assert!(!en[1].contains("never unmarked"), "{}", en[1]);
    assert!(
        en[2].contains("though row 1 already has 5 at r1c1"),
        "{}",
        en[2]
    );
    assert!(en[3].contains("your search goes here next"), "{}", en[3]);
    // Entered and left with no write: nothing is said to be tried.
    assert!(en[4].contains("your code writes nothing here"), "{}", en[4]);
    assert!(!en[4].contains("no digit fits"), "{}", en[4]);
    assert!(en[5].contains("left on the board"), "{}", en[5]);
    assert!(en[6].contains("your code writes nothing here"), "{}", en[6]);
    let zh = sentences(&steps, Lang::Zh);
    assert!(zh[0].contains("推断"), "{}", zh[0]);
    assert!(zh[1].contains("没有哪一行、列或宫放着 1"), "{}", zh[1]);
    assert!(zh[2].contains("第 1 行已有 5"), "{}", zh[2]);
    assert!(zh[4].contains("什么也没写"), "{}", zh[4]);
    assert!(zh[5].contains("仍留在盘面上"), "{}", zh[5]);
}

#[test]
fn the_engines_strategy_variant_and_quiz_do_not_replace_a_watched_search() {
    let mut app = watching(true, Lang::En);
    press(&mut app, "lllmvx");
    let Mode::Solve(solve) = &app.mode else {
        unreachable!()
    };
    assert!(solve.search.is_learners());
    assert_eq!(solve.step(), 3);
    assert!(solve.quiz.is_none());
}

fn have_python() -> bool {
    let found = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(std::env::var_os("CI").is_none(), "python3 is missing on CI");
        eprintln!("skipped: python3 is not installed");
    }
    found
}

/// `W`, the path, Enter: the effect that runs it, off the UI thread.
fn ask_to_watch(app: &mut App, name: &str) -> crate::app::Effect {
    let path = format!(
        "{}/tests/data/learner/python/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    press(app, "W");
    press(app, &path);
    let effects = app.update(crate::app::WindowAsk::PromptSubmit);
    assert!(matches!(app.overlay, crate::app::Overlay::Running { .. }));
    effects
        .into_iter()
        .find(|e| matches!(e, crate::app::Effect::RunWatch { .. }))
        .expect("the run asked for")
}

#[test]
fn w_in_the_editor_watches_a_solution_file_on_the_grid() {
    if !have_python() {
        return;
    }
    let mut app = example(Theme::COLOR);
    let run = ask_to_watch(&mut app, "sticky_box.py");
    let answer = run.run_here().expect("an answer");
    Headless::every_effect().act(&mut app, answer);
    let Mode::Solve(solve) = &app.mode else {
        panic!("watching: {:?}", app.message)
    };
    assert!(solve.search.is_learners());
    assert!(!watch_of(&app).output.lines.is_empty());
}

#[test]
fn esc_cancels_the_editors_run_and_ends_the_learners_process() {
    if !have_python() {
        return;
    }
    let mut app = example(Theme::COLOR);
    let run = ask_to_watch(&mut app, "endless.py");
    let started = std::time::Instant::now();
    let worker = std::thread::spawn(move || run.run_here());
    std::thread::sleep(Duration::from_millis(300));
    press(&mut app, "<Esc>");
    assert_eq!(app.overlay, crate::app::Overlay::None);
    assert_eq!(app.message.as_ref().unwrap().text, "the run was cancelled");
    // Answered with nothing to show, and ended by the cancel: before the
    // run's own time limit (10 s) could have ended it.
    assert!(worker.join().unwrap().is_none());
    let limit = crate::learner::run::Limits::default().time;
    assert!(started.elapsed() < limit, "{:?}", started.elapsed());
    assert!(matches!(app.mode, Mode::Edit));
}

#[test]
fn a_jsonl_trace_is_watched_as_itself_with_the_projects_listing() {
    let mut app = example(Theme::COLOR);
    let puzzle = app.editor.grid.clone();
    let mut engine = Engine::new(&puzzle, Strategy::RowMajor).unwrap();
    let mut lines = Vec::new();
    crate::cli::trace::write_events(&mut engine, 500, &mut lines).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("classic.jsonl");
    std::fs::write(&file, &lines).unwrap();
    let (watched, watch) =
        super::watch_file(&puzzle, &file, &Limits::default(), app.text()).unwrap();
    assert!(watch.source.is_none() && watch.end.is_none());
    app.show_watch(watched, watch);
    press(&mut app, "g500<Enter>");
    let screen = format!("{}", draw(&app, 80, 24).backend());
    assert!(screen.contains("watch · classic.jsonl (trace)"), "{screen}");
    assert!(screen.contains("step 500"), "{screen}");
    // A malformed trace is refused with its line.
    std::fs::write(&file, "{\"step\":1}\n").unwrap();
    let refused = super::watch_file(&puzzle, &file, &Limits::default(), app.text());
    assert!(refused.unwrap_err().contains("line 1"));
}

/// Issue 30: `D` on a watched search that equals a bug-lab mistake stayed
/// at step 0 (there is no first difference): it goes to the step the
/// finding names — forget-restore's first stale refusal, forget-flag's
/// solution gone past.
#[test]
fn d_on_a_search_equal_to_a_mistake_goes_to_the_step_its_finding_names() {
    use crate::engine::Mistake;
    let puzzle = example(Theme::COLOR).editor.grid.clone();
    for mistake in [Mistake::ForgetRestore, Mistake::ForgetFlag] {
        let mut engine = Engine::with_mistake(&puzzle, mistake).unwrap();
        let mut run = classic_run(&puzzle, true);
        run.writes = std::iter::from_fn(|| engine.step())
            .filter_map(|e| match e {
                Event::Place { cell, digit } => Some((cell, Some(digit))),
                Event::Undo { cell, .. } => Some((cell, None)),
                _ => None,
            })
            .map(|(cell, value)| Write {
                row: cell.row() as u8,
                col: cell.col() as u8,
                value,
                line: Some(27),
            })
            .collect();
        let mut app = example(Theme::COLOR);
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
        let (watched, watch) =
            from_run(&puzzle, &file, run, &Limits::default(), app.text()).unwrap();
        assert_eq!(watch.notes.first_difference, None, "{mistake:?}");
        let (step, finding) = watch.notes.finding_step.clone().expect("a finding's step");
        app.show_watch(watched, watch);
        press(&mut app, "D");
        let Mode::Solve(solve) = &app.mode else {
            unreachable!()
        };
        assert!(step > 0, "{mistake:?}");
        assert_eq!(solve.step(), step, "{mistake:?}: {finding}");
        let said = app
            .message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default();
        assert!(said.contains(&finding), "{said}");
        let event = solve.search.last_event();
        match mistake {
            Mistake::ForgetRestore => assert!(
                matches!(event, Some(Event::Reject { by: None, .. })),
                "{event:?}"
            ),
            _ => assert!(
                solve.search.grid().digits().iter().all(|&d| d != 0),
                "{event:?}"
            ),
        }
    }
}
