//! Key handling as state transitions: keys in, state out, no terminal.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::app::{Ask, EditAsk, FileAsk, Reply, SolveAsk, WindowAsk};
use crate::fast;
use crate::grid::{Cell, Grid};
use crate::search::Search;

/// The driver these tests use: every effect run here (opening and
/// generating included, which the loop does on a thread) but the
/// diagnosis, which tests ask for with [`App::diagnose_now`], to see the
/// "checking" state first.
fn driver() -> driver::Headless {
    driver::Headless::holding(driver::holds_diagnosis)
}

/// Presses keys written as in the help (see [`super::key_string`]), as
/// the terminal delivers them.
fn press(app: &mut App, keys: &str) {
    driver().press(app, keys);
}

/// Updates the app and runs the effects it asks for.
fn apply(app: &mut App, action: impl Into<Action>) {
    driver().act(app, action);
}

fn example() -> App {
    App::with_example(Theme::PLAIN)
}

fn empty() -> App {
    App::new(
        files::start(None, true, crate::i18n::Lang::En.text()).unwrap(),
        Theme::PLAIN,
    )
}

#[test]
fn starts_on_the_example_at_r1c1() {
    let app = example();
    assert_eq!(app.editor.cursor, Cell::at(0, 0));
    assert_eq!(app.editor.title, "LeetCode 37 example");
    assert!(app.is_editing(), "in the editor");
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(app.diagnosis(), Diagnosis::Checking);
    assert!(!app.has_unsaved_edits());
}

#[test]
fn arrows_and_hjkl_move_and_stop_at_the_edges() {
    let mut app = example();
    press(&mut app, "<Left><Up>");
    assert_eq!(app.editor.cursor, Cell::at(0, 0));
    press(&mut app, "lll<Down>j");
    assert_eq!(app.editor.cursor, Cell::at(2, 3));
    press(&mut app, "hk<Right>");
    assert_eq!(app.editor.cursor, Cell::at(1, 3));
    press(&mut app, "jjjjjjjjjjllllllllll");
    assert_eq!(app.editor.cursor, Cell::at(8, 8));
}

#[test]
fn digits_write_and_every_clear_key_clears() {
    let mut app = empty();
    for clear in ["0", ".", " ", "<BS>", "<Del>"] {
        press(&mut app, "7");
        assert_eq!(app.editor.grid.get(Cell::at(0, 0)), 7);
        assert!(app.editor.grid.is_given(Cell::at(0, 0)));
        press(&mut app, clear);
        assert_eq!(app.editor.grid.get(Cell::at(0, 0)), 0, "{clear:?} clears");
    }
}

#[test]
fn a_repeated_digit_is_a_conflict_until_undone() {
    let mut app = example();
    app.diagnose_now();
    assert_eq!(app.diagnosis(), Diagnosis::UniqueSolution);
    press(&mut app, "ll5"); // r1c3: 5 is already at r1c1
    assert_eq!(app.diagnosis(), Diagnosis::Conflict);
    let found = app.conflicts();
    assert_eq!(found.len(), 2, "row 1 and box 1");
    assert_eq!(
        editor::explain(found, app.editor.cursor, app.text()).unwrap(),
        "conflict: 5 at r1c3 is already in row 1 and box 1 (r1c1)"
    );
    press(&mut app, "jjjj"); // r5c3, away from the repeat
    assert_eq!(
        editor::explain(app.conflicts(), app.editor.cursor, app.text()).unwrap(),
        "conflict: 5 at r1c3 is already in row 1 and box 1 (r1c1)"
    );
    assert!(app.has_unsaved_edits());
    press(&mut app, "u");
    assert!(app.conflicts().is_empty());
    assert_eq!(app.diagnosis(), Diagnosis::Checking);
    app.diagnose_now();
    assert_eq!(app.diagnosis(), Diagnosis::UniqueSolution);
    assert!(!app.has_unsaved_edits());
}

#[test]
fn undo_and_redo_walk_the_history_with_every_key() {
    let mut app = empty();
    press(&mut app, "1l2l3");
    assert_eq!(app.editor.grid.to_line()[..3].to_string(), "123");
    press(&mut app, "u<C-z>");
    assert_eq!(&app.editor.grid.to_line()[..3], "1..");
    assert_eq!(
        app.editor.cursor,
        Cell::at(0, 1),
        "the cursor follows the undone cell"
    );
    press(&mut app, "<C-r>");
    assert_eq!(&app.editor.grid.to_line()[..3], "12.");
    press(&mut app, "<C-y>");
    assert_eq!(&app.editor.grid.to_line()[..3], "123");
    press(&mut app, "<C-y>");
    assert_eq!(message(&app), "nothing to redo");
    // A new edit forgets what could be redone.
    press(&mut app, "uu9");
    assert!(!app.can_redo());
    assert_eq!(&app.editor.grid.to_line()[..3], "19.");
    // Writing the digit already there is no edit.
    press(&mut app, "9u");
    assert_eq!(&app.editor.grid.to_line()[..3], "1..");
}

#[test]
fn stale_diagnoses_are_dropped() {
    let mut app = example();
    let old = app.editor.generation;
    press(&mut app, "ll4");
    apply(
        &mut app,
        Reply::Diagnosed {
            generation: old,
            solutions: 1,
        },
    );
    assert_eq!(app.diagnosis(), Diagnosis::Checking);
    app.diagnose_now();
    assert_eq!(app.diagnosis(), Diagnosis::UniqueSolution);
}

#[test]
fn pasting_a_puzzle_is_one_undoable_edit() {
    let mut app = example();
    let escargot = puzzles::by_name("AI Escargot").unwrap().grid.clone();
    // As a terminal sends it: line breaks as carriage returns.
    apply(
        &mut app,
        WindowAsk::Paste(escargot.to_pretty().replace('\n', "\r")),
    );
    assert_eq!(app.editor.grid, escargot);
    assert_eq!(app.editor.title, "pasted puzzle");
    press(&mut app, "u");
    assert_eq!(app.editor.grid, puzzles::example().grid);
    press(&mut app, "<C-r>");
    assert_eq!(app.editor.grid, escargot);
}

#[test]
fn pasting_text_that_is_no_puzzle_changes_nothing_and_says_why() {
    let mut app = example();
    let before = app.editor.grid.clone();
    apply(&mut app, WindowAsk::Paste("hello world".to_string()));
    assert_eq!(app.editor.grid, before);
    assert!(!app.can_undo());
    let message = app.message.clone().unwrap();
    assert!(message.is_error);
    assert_eq!(
        message.text,
        "not a puzzle, grid unchanged: line 1, column 1: unexpected character 'h'; a cell is 1-9, or . 0 _ when empty"
    );
}

#[test]
fn the_picker_opens_a_shipped_puzzle_as_an_undoable_edit() {
    let mut app = example();
    press(&mut app, "o");
    assert_eq!(app.overlay, Overlay::Picker { selected: 0 });
    press(&mut app, "j<Down>k<Down>");
    assert_eq!(app.overlay, Overlay::Picker { selected: 2 });
    press(&mut app, "<Enter>");
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(app.editor.title, "Arto Inkala 2012");
    assert_eq!(
        app.editor.grid,
        puzzles::by_name("Arto Inkala 2012").unwrap().grid
    );
    assert!(!app.has_unsaved_edits(), "a shipped puzzle needs no saving");
    press(&mut app, "u");
    assert_eq!(app.editor.grid, puzzles::example().grid);
    assert_eq!(
        app.editor.title, "LeetCode 37 example",
        "undo brings the name back"
    );
    // Up from the first wraps to the last; Esc closes without loading.
    press(&mut app, "o<Up>");
    assert_eq!(
        app.overlay,
        Overlay::Picker {
            selected: picker_len() - 1
        }
    );
    press(&mut app, "<Esc>");
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(app.editor.grid, puzzles::example().grid);
}

#[test]
fn help_opens_and_closes_with_question_mark_or_esc() {
    let mut app = example();
    press(&mut app, "?");
    assert_eq!(app.overlay, Overlay::Help);
    press(&mut app, "5"); // keys of the editor do nothing under the help
    assert_eq!(app.editor.grid, puzzles::example().grid);
    press(&mut app, "?");
    assert_eq!(app.overlay, Overlay::None);
    press(&mut app, "?<Esc>");
    assert_eq!(app.overlay, Overlay::None);
}

#[test]
fn quitting_asks_only_when_there_are_unsaved_edits() {
    let mut app = example();
    press(&mut app, "q");
    assert!(app.should_quit());

    let mut app = example();
    press(&mut app, "ll4q");
    assert_eq!(app.overlay, Overlay::ConfirmQuit);
    assert!(!app.should_quit());
    press(&mut app, "n");
    assert_eq!(app.overlay, Overlay::None);
    press(&mut app, "<C-c><Esc>");
    assert!(!app.should_quit());
    // The question fits the small screen.
    press(&mut app, "q");
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(60, 20)).unwrap();
    terminal.draw(|f| ui::render(f, &app)).unwrap();
    let text = format!("{}", terminal.backend());
    assert!(text.contains("y quits and loses them"), "{text}");
    press(&mut app, "n<C-c>y");
    assert!(app.should_quit());
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn saving_writes_the_line_and_opening_reads_it_back() {
    let dir = temp_dir("save");
    let path = dir.join("mine.txt");
    let mut app = example();
    press(&mut app, "ll4w");
    assert!(matches!(
        app.overlay,
        Overlay::Prompt {
            kind: PromptKind::Save,
            ..
        }
    ));
    apply(&mut app, WindowAsk::Paste(path.display().to_string()));
    press(&mut app, "<Enter>");
    assert_eq!(app.overlay, Overlay::None);
    assert!(!app.has_unsaved_edits());
    let saved = std::fs::read_to_string(&path).unwrap();
    assert_eq!(saved, format!("{}\n", app.editor.grid.to_line()));
    assert_eq!(message(&app), format!("saved to {}", path.display()));

    // The prompt remembers the path; opening loads the file's first puzzle.
    let mut other = empty();
    other.last_path = app.last_path.clone();
    press(&mut other, "e");
    assert_eq!(
        other.overlay,
        Overlay::Prompt {
            kind: PromptKind::Open,
            text: path.display().to_string()
        }
    );
    press(&mut other, "<Enter>");
    assert_eq!(other.editor.grid, app.editor.grid);
    assert_eq!(other.editor.title, "mine.txt");
    press(&mut other, "u");
    assert!(other.editor.grid.is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failed_save_or_open_says_why_and_keeps_the_grid() {
    let dir = temp_dir("fail");
    let mut app = example();
    press(&mut app, "ll4");
    let grid = app.editor.grid.clone();
    let missing = dir.join("no/such/dir/p.txt").display().to_string();
    press(&mut app, "w");
    apply(&mut app, WindowAsk::Paste(missing.clone()));
    press(&mut app, "<Enter>");
    assert_eq!(app.editor.grid, grid);
    assert!(app.has_unsaved_edits());
    let message = app.message.clone().unwrap();
    assert!(message.is_error);
    assert!(
        message.text == format!("not saved (its folder does not exist): {missing}"),
        "{}",
        message.text
    );

    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "12345\n").unwrap();
    press(&mut app, "e");
    // Typing goes into the prompt, Backspace edits it: clear, then type.
    for _ in 0..missing.chars().count() {
        press(&mut app, "<BS>");
    }
    apply(&mut app, WindowAsk::Paste(bad.display().to_string()));
    press(&mut app, "<Enter>");
    assert_eq!(app.editor.grid, grid);
    let text = app.message.clone().unwrap().text;
    assert_eq!(
        text,
        format!(
            "not opened (line 1: expected 9 cells in a grid row, found 5): {}",
            bad.display()
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 20: a path longer than the message line pushed the reason off
/// the screen. The reason comes first, and the path is shortened in the
/// middle, by display width, to keep the message on its line.
#[test]
fn a_long_path_is_shortened_in_the_middle_and_the_reason_shows() {
    let dir = temp_dir("long-path");
    let deep = format!("{}/{}/p.txt", "folder".repeat(12), "另一个文件夹".repeat(4));
    let missing = dir.join(deep).display().to_string();
    for lang in [crate::i18n::Lang::En, crate::i18n::Lang::Zh] {
        let mut app = example().in_language(lang);
        press(&mut app, "ll4w");
        apply(&mut app, WindowAsk::Paste(missing.clone()));
        press(&mut app, "<Enter>");
        let reason = match lang {
            crate::i18n::Lang::En => "not saved (its folder does not exist): ",
            crate::i18n::Lang::Zh => "未保存（所在的文件夹不存在）：",
        };
        let screen = draw(&app);
        let line = screen
            .lines()
            .find(|l| l.contains(reason))
            .unwrap_or_else(|| panic!("no reason on screen:\n{screen}"));
        assert!(line.contains("…") && line.contains("p.txt"), "{line}");
        assert!(line.contains(&missing[..10]), "{line}");
        let message = app.message.as_ref().unwrap();
        assert!(crate::i18n::columns(&message.fitted(80)) <= 80);
        assert_eq!(message.fitted(1000), message.text, "room: whole");
    }
}

#[test]
fn shortening_in_the_middle_counts_columns() {
    use crate::i18n::shorten_middle;
    assert_eq!(shorten_middle("/a/b/c.txt", 20), "/a/b/c.txt");
    assert_eq!(shorten_middle("/abcdefgh/p.txt", 9), "/abc….txt");
    // Chinese characters take two columns each.
    let short = shorten_middle("/文件夹文件夹文件夹/p.txt", 12);
    assert!(crate::i18n::columns(&short) <= 12, "{short}");
    assert!(
        short.starts_with("/文") && short.ends_with(".txt"),
        "{short}"
    );
}

#[test]
fn esc_cancels_a_prompt_and_typing_there_edits_nothing_else() {
    let mut app = example();
    press(&mut app, "wu5q<Esc>");
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(app.editor.grid, puzzles::example().grid);
    assert_eq!(app.last_path, None);
}

#[test]
fn a_click_selects_the_cell_under_it() {
    let mut app = example();
    apply(
        &mut app,
        Action::Resize {
            width: 100,
            height: 30,
        },
    );
    let areas = ui::EditorAreas::of(app.size).unwrap();
    let r = ui::grid::cell_rect(areas.grid, Cell::at(4, 5));
    click(&mut app, r.x + 1, r.y);
    assert_eq!(app.editor.cursor, Cell::at(4, 5));
    // A click on a border, or outside, leaves the cursor where it is.
    click(&mut app, areas.grid.x, areas.grid.y);
    click(&mut app, 99, 29);
    assert_eq!(app.editor.cursor, Cell::at(4, 5));
}

/// A left click at a screen position, through the input layer.
fn click(app: &mut App, column: u16, row: u16) {
    use crossterm::event::{Event, MouseButton, MouseEvent, MouseEventKind};
    let event = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    });
    driver().event(app, &event);
}

#[test]
fn n_makes_a_new_puzzle_of_the_chosen_difficulty_as_an_undoable_edit() {
    let mut app = example();
    assert_eq!(app.difficulty, Difficulty::Medium);
    press(&mut app, "n");
    assert_ne!(app.editor.grid, puzzles::example().grid);
    assert!(
        app.editor.title.starts_with("generated medium · --seed "),
        "{}",
        app.editor.title
    );
    assert_eq!(fast::count_solutions(&app.editor.grid, 2), 1);
    assert!(!app.has_unsaved_edits());
    app.diagnose_now();
    assert_eq!(app.diagnosis(), Diagnosis::UniqueSolution);
    let placements = crate::generate::grade(&app.editor.grid, 10_000).placements;
    assert_eq!(Difficulty::of_placements(placements), Difficulty::Medium);
    press(&mut app, "u");
    assert_eq!(app.editor.grid, puzzles::example().grid);
    assert_eq!(app.editor.title, "LeetCode 37 example");

    // The same seed makes the same puzzle.
    apply(&mut app, EditAsk::Generate { seed: 7 });
    let first = app.editor.grid.clone();
    assert_eq!(app.editor.title, "generated medium · --seed 7");
    apply(&mut app, EditAsk::Generate { seed: 7 });
    assert_eq!(app.editor.grid, first);
    // The title's seed makes it on the command line too: the first puzzle
    // of `sudoku-dfs generate --seed 7 --difficulty medium`.
    let cli = crate::generate::generate(crate::generate::puzzle_seed(7, 0), Difficulty::Medium);
    assert_eq!(cli.puzzle, first);
}

#[test]
fn the_picker_chooses_the_difficulty_and_makes_a_puzzle() {
    let mut app = example();
    press(&mut app, "o<Up><Up><Up><Up>"); // wraps to the last entries: easy
    assert_eq!(
        app.overlay,
        Overlay::Picker {
            selected: puzzles::all().len()
        }
    );
    press(&mut app, "<Enter>");
    assert_eq!(app.difficulty, Difficulty::Easy);
    assert!(
        app.editor.title.starts_with("generated easy · --seed "),
        "{}",
        app.editor.title
    );
    let placements = crate::generate::grade(&app.editor.grid, 1_000).placements;
    assert!(placements < 1_000, "{placements}");
    // n keeps the chosen level.
    press(&mut app, "n");
    assert!(
        app.editor.title.starts_with("generated easy · --seed "),
        "{}",
        app.editor.title
    );
}

// The solve screen.

use crate::engine::{Engine, Event, Strategy};
use solve::{Speed, StepSize};

fn solving(app: &App) -> &SolveState {
    app.solve().expect("the solve screen")
}

/// The status message's text (there must be one).
fn message(app: &App) -> &str {
    &app.message.as_ref().expect("a message").text
}

/// `l` at the confirm-save prompt replaces the cells of line `index` (from
/// 0) of `text` in the file at `path` with the grid, and keeps every other
/// line and the rest of that one (a note after the cells).
fn replace_the_line(app: &mut App, path: &std::path::Path, text: &str, index: usize) {
    press(app, "l");
    assert_eq!(app.overlay, Overlay::None);
    assert!(!app.has_unsaved_edits());
    let after = std::fs::read_to_string(path).unwrap();
    let mut expected: Vec<String> = text.lines().map(str::to_string).collect();
    let note = expected[index].get(81..).unwrap_or("").to_string();
    expected[index] = app.editor.grid.to_line() + &note;
    assert_eq!(after, expected.join("\n") + "\n");
}

/// Ticks until nothing runs any more.
fn settle(app: &mut App) {
    driver().settle(app);
}

fn reference(strategy: Strategy) -> Engine {
    Engine::new(&puzzles::example().grid, strategy).unwrap()
}

#[test]
fn enter_starts_at_step_0_and_esc_gives_the_grid_back() {
    let mut app = example();
    let before = app.editor.grid.clone();
    press(&mut app, "<Enter>");
    assert_eq!(app.context(), Context::Solve);
    assert_eq!(solving(&app).step(), 0);
    assert!(!solving(&app).is_busy());
    assert_eq!(app.next_frame(), None, "paused means idle");
    press(&mut app, "llll<Esc>");
    assert!(app.is_editing(), "in the editor");
    assert_eq!(app.editor.grid, before);
    assert!(!app.can_undo());
}

#[test]
fn conflicting_givens_refuse_to_solve_naming_the_conflict() {
    let mut app = example();
    press(&mut app, "ll5<Enter>");
    assert!(app.is_editing(), "in the editor");
    let message = app.message.clone().unwrap();
    assert!(message.is_error);
    assert!(
        message.text.contains("5 at r1c3 is already in row 1"),
        "{}",
        message.text
    );
}

#[test]
fn steps_forward_and_back_match_the_engine() {
    let mut app = example();
    press(&mut app, "<Enter>lllnn<Right>");
    let mut engine = reference(Strategy::RowMajor);
    engine.seek(6);
    assert_eq!(solving(&app).step(), 6);
    assert_eq!(solving(&app).search.counts(), engine.counts());
    press(&mut app, "hp<Left>");
    assert_eq!(solving(&app).step(), 3);
    press(&mut app, "hhhh");
    assert_eq!(solving(&app).step(), 0);
    assert_eq!(message(&app), "already at step 0 — → or Space goes forward");
}

#[test]
fn b_runs_to_the_next_undo_and_f_to_the_end() {
    let mut app = example();
    press(&mut app, "<Enter>b");
    settle(&mut app);
    let mut engine = reference(Strategy::RowMajor);
    engine.run_until(u64::MAX, |e| matches!(e, Event::Undo { .. }));
    assert_eq!(solving(&app).step(), engine.step_number());
    assert!(matches!(
        solving(&app).search.last_event(),
        Some(Event::Undo { .. })
    ));
    press(&mut app, "<End>");
    settle(&mut app);
    engine.run_to_end();
    assert_eq!(solving(&app).search.counts(), engine.counts());
    assert!(solving(&app).search.is_finished());
    assert_eq!(app.next_frame(), None, "finished means idle");
    // Nothing to play; one step back works; Home goes to 0.
    press(&mut app, " ");
    assert!(!solving(&app).playing);
    assert_eq!(message(&app), "solved — Home or ← to go back");
    press(&mut app, "h");
    assert_eq!(solving(&app).step(), engine.step_number() - 1);
    press(&mut app, "<Home>");
    assert_eq!(solving(&app).step(), 0);
}

#[test]
fn go_to_a_step_forwards_and_back() {
    let mut app = example();
    press(&mut app, "<Enter>g1,000<Enter>");
    settle(&mut app);
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(solving(&app).step(), 1000);
    let mut engine = reference(Strategy::RowMajor);
    engine.seek(1000);
    assert_eq!(solving(&app).search.counts(), engine.counts());
    press(&mut app, "g17<Enter>");
    assert_eq!(solving(&app).step(), 17);
    press(&mut app, "gxyz<Enter>");
    assert!(app.message.as_ref().unwrap().is_error);
    assert_eq!(solving(&app).step(), 17);
    // Far ahead: run in slices, past the end stops at the end.
    press(&mut app, "g99999999<Enter>");
    settle(&mut app);
    engine.run_to_end();
    assert_eq!(solving(&app).step(), engine.step_number());
}

#[test]
fn step_size_is_honoured_forwards_and_back() {
    let mut app = example();
    press(&mut app, "<Enter>s");
    assert_eq!(solving(&app).step_size, StepSize::PlacementsAndBacktracks);
    let mut engine = reference(Strategy::RowMajor);
    let is_stop = |e: &Event| matches!(e, Event::Place { .. } | Event::Undo { .. });
    let mut stops = Vec::new();
    for _ in 0..5 {
        engine.run_until(u64::MAX, is_stop);
        stops.push(engine.step_number());
    }
    press(&mut app, "lllll");
    assert_eq!(solving(&app).step(), stops[4]);
    press(&mut app, "hh");
    assert_eq!(solving(&app).step(), stops[2]);
    press(&mut app, "s");
    assert_eq!(solving(&app).step_size, StepSize::Backtracks);
    let mut engine = reference(Strategy::RowMajor);
    engine.run_until(u64::MAX, |e| matches!(e, Event::Undo { .. }));
    let first_undo = engine.step_number();
    engine.run_until(u64::MAX, |e| matches!(e, Event::Undo { .. }));
    press(&mut app, "<Home>ll");
    assert_eq!(solving(&app).step(), engine.step_number());
    press(&mut app, "h");
    assert_eq!(solving(&app).step(), first_undo);
    press(&mut app, "h");
    assert_eq!(solving(&app).step(), 0, "no undo before the first: step 0");
    press(&mut app, "s");
    assert_eq!(solving(&app).step_size, StepSize::Every);
}

#[test]
fn m_switches_strategy_from_step_0() {
    let mut app = example();
    press(&mut app, "<Enter>llll");
    press(&mut app, "m");
    assert_eq!(solving(&app).step(), 0);
    assert_eq!(solving(&app).search.strategy(), Strategy::MostConstrained);
    press(&mut app, "f");
    settle(&mut app);
    let mut engine = reference(Strategy::MostConstrained);
    engine.run_to_end();
    assert_eq!(solving(&app).search.counts(), engine.counts());
    // On through the propagating four, and back to row-major.
    for next in &Strategy::EVERY[2..] {
        press(&mut app, "m");
        assert_eq!(solving(&app).search.strategy(), *next);
        assert_eq!(solving(&app).step(), 0);
    }
    press(&mut app, "m");
    assert_eq!(solving(&app).search.strategy(), Strategy::RowMajor);
    assert_eq!(solving(&app).step(), 0);
}

#[test]
fn playing_applies_the_steps_due_and_space_pauses_at_once() {
    use std::time::Duration;
    let mut app = example();
    press(&mut app, "<Enter>+-");
    assert_eq!(solving(&app).speed, Speed::START);
    press(&mut app, "+");
    let speed = solving(&app).speed.per_second().unwrap();
    assert_eq!(speed, 8.0);
    press(&mut app, " ");
    assert!(solving(&app).playing);
    let start = app.next_frame().unwrap() - Duration::from_secs_f64(1.0 / speed);
    // A second later: eight steps; another second: eight more.
    apply(&mut app, Action::Tick(start + Duration::from_secs(1)));
    assert_eq!(solving(&app).step(), 8);
    apply(&mut app, Action::Tick(start + Duration::from_secs(2)));
    assert_eq!(solving(&app).step(), 16);
    assert!(app.next_frame().is_some());
    press(&mut app, " ");
    assert!(!solving(&app).playing);
    assert_eq!(app.next_frame(), None);
    apply(&mut app, Action::Tick(start + Duration::from_secs(10)));
    assert_eq!(solving(&app).step(), 16, "paused: ticks change nothing");
    // Turbo plays to the end in slices.
    for _ in 0..30 {
        press(&mut app, "+");
    }
    assert_eq!(solving(&app).speed, Speed::TURBO);
    press(&mut app, " ");
    settle(&mut app);
    assert!(solving(&app).search.is_finished());
}

// Issue 12: every word true, every control honest.

#[test]
fn auto_advance_types_a_puzzle_in_81_presses() {
    let mut app = empty();
    press(&mut app, "a");
    assert!(app.advance);
    let line = puzzles::example().grid.to_line().replace('.', "0");
    press(&mut app, &line);
    assert_eq!(app.editor.grid, puzzles::example().grid);
    assert_eq!(app.editor.cursor, Cell::at(8, 8), "the last cell stays");
    press(&mut app, "a");
    assert!(!app.advance);
}

#[test]
fn a_grid_without_solution_names_a_cell_without_candidates() {
    // r1c1 sees 1-8 in its row and 9 below it; nothing repeats.
    let mut app = empty();
    let line = format!(".12345678{}", "9".to_string() + &".".repeat(71));
    apply(&mut app, WindowAsk::Paste(line));
    assert!(app.conflicts().is_empty());
    app.diagnose_now();
    assert_eq!(app.diagnosis(), Diagnosis::NoSolution);
    assert_eq!(
        app.editor.diagnosis_text(app.text()),
        "no solution: r1c1 has no candidate"
    );
}

/// The number on the stack's top numbered level, and the depth the
/// status line gives: one meaning of "depth" everywhere.
#[test]
fn the_status_depth_is_the_stacks_top_level_number() {
    for strategy in [Strategy::RowMajor, Strategy::MostConstrained] {
        let mut engine = reference(strategy);
        let mut checked = 0;
        loop {
            let rows = ui::stack::rows(&engine);
            let top_level = rows.iter().find_map(|r| r.level).unwrap_or(0);
            assert_eq!(
                top_level,
                engine.depth() as usize,
                "step {}",
                engine.step_number()
            );
            // Numbered levels are exactly the placed digits on the grid.
            for row in rows.iter().filter(|r| r.level.is_some()) {
                assert_eq!(engine.state().digit(row.cell), row.digit);
            }
            checked += 1;
            if engine.step().is_none() {
                break;
            }
        }
        assert!(checked > 250, "{checked}");
    }
    // The screen says the same number in both places.
    let mut app = example();
    press(&mut app, "<Enter>g40<Enter>");
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| ui::render(f, &app)).unwrap();
    let text = format!("{}", terminal.backend());
    let depth = solving(&app).search.depth();
    assert!(text.contains(&format!("Stack: depth {depth}")), "{text}");
    assert!(
        text.contains(&format!("step 40 · depth {depth} (max")),
        "{text}"
    );
    assert!(text.contains(&format!("    {depth} r")), "{text}");
}

/// `f` and End, once the end is known, jump there from the snapshots: no
/// event is run again and no slice is needed (the check counts events,
/// it does not time them).
#[test]
fn a_known_end_is_reached_again_without_running_the_search() {
    let mut app = example();
    press(&mut app, "<Enter>f");
    settle(&mut app);
    let end = solving(&app).step();
    let ran = solving(&app).events_run();
    assert_eq!(ran, end, "the first run to the end runs every event once");
    assert_eq!(solving(&app).known_end(), Some(end));
    for keys in ["<Home>f", "<Home><End>", "g100<Enter>f", "g5<Enter><End>"] {
        press(&mut app, keys);
        assert!(!solving(&app).is_busy(), "{keys}: at once, no slices");
        assert_eq!(solving(&app).step(), end, "{keys}");
        assert_eq!(solving(&app).events_run(), ran, "{keys}: nothing run again");
    }
    // Going to any step already reached is a seek too, forward or back.
    press(&mut app, "<Home>g3000<Enter>");
    assert_eq!(solving(&app).step(), 3000);
    assert_eq!(solving(&app).events_run(), ran);
    let mut engine = reference(Strategy::RowMajor);
    engine.seek(3000);
    assert_eq!(solving(&app).search.counts(), engine.counts());
    // Steps beyond the end go to the end.
    press(&mut app, "g999999<Enter>");
    assert_eq!(solving(&app).step(), end);
}

#[test]
fn the_go_to_prompt_shows_the_step_and_the_end_when_known() {
    let screen = |app: &App| {
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
        terminal.draw(|f| ui::render(f, app)).unwrap();
        format!("{}", terminal.backend())
    };
    let mut app = example();
    press(&mut app, "<Enter>lllg");
    assert!(screen(&app).contains("now at step 3 · end not reached yet"));
    press(&mut app, "<Esc>f");
    settle(&mut app);
    press(&mut app, "<Home>g");
    assert!(screen(&app).contains("now at step 0 · the end is step 50,175"));
}

#[test]
fn speed_step_size_strategy_and_panel_are_kept_across_esc_and_enter() {
    let mut app = example();
    press(&mut app, "<Enter>++sm");
    apply(&mut app, SolveAsk::NextPanel);
    let before = solving(&app).settings();
    assert_ne!(before, solve::Settings::default());
    press(&mut app, "<Esc>");
    assert!(app.is_editing());
    press(&mut app, "<Enter>");
    let after = solving(&app);
    assert_eq!(after.settings(), before);
    assert_eq!(after.speed.per_second(), Some(16.0));
    assert_eq!(after.step_size, StepSize::PlacementsAndBacktracks);
    assert_eq!(after.search.strategy(), Strategy::MostConstrained);
    assert_eq!(after.panel, solve::SidePanel::Path);
    assert_eq!(after.step(), 0, "a new solve starts at step 0");
}

#[test]
fn tab_cycles_the_side_panels_and_comes_back() {
    let mut app = example();
    press(&mut app, "<Enter>");
    let tab = KeyEvent::new(KeyCode::Tab, KeyModifiers::NONE);
    let mut seen = Vec::new();
    for _ in 0..=ui::side::PANELS.len() {
        seen.push((ui::side::PANELS[solving(&app).panel.index()].name)(
            &app.text().panels,
        ));
        let action = keys::action_for_key(app.context(), &tab).unwrap();
        apply(&mut app, action);
    }
    assert_eq!(
        seen,
        ["stack", "path", "tables", "code", "log", "legend", "stack"]
    );
}

/// At a dead end with a message, the sentence, the nine reasons and the
/// message all show whole at 80x24 (when they cannot, the reasons give
/// way first: see `ui::solve_status`).
#[test]
fn a_dead_end_with_a_message_cuts_nothing() {
    let mut app = example();
    press(&mut app, "<Enter>g42<Enter>gabc<Enter>");
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| ui::render(f, &app)).unwrap();
    let text = format!("{}", terminal.backend());
    for whole in [
        "r1c8: all digits tried — 9 failed deeper, nothing left here: back to r1c7",
        "why: 1 row r1c3",
        "8 row r1c7 · 9 failed deeper",
        "not a step number: \"abc\"",
    ] {
        assert!(text.contains(whole), "{whole}: {text}");
    }
}

#[test]
fn while_f_runs_the_status_says_so_and_no_speed() {
    let mut app = example();
    apply(&mut app, Action::Pace(10));
    press(&mut app, "<Enter>f");
    assert!(solving(&app).is_busy());
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| ui::render(f, &app)).unwrap();
    let status = format!("{}", terminal.backend());
    assert!(
        status.contains("running to the end · step size"),
        "{status}"
    );
    assert!(!status.contains("steps/s"), "{status}");
}

/// Issue 20: the help (and its glossary), a question and a prompt pause
/// a running playback, and closing them resumes it — only if it was
/// playing; a go-to leaves it paused where it went.
#[test]
fn playback_pauses_while_the_help_or_a_prompt_is_open() {
    let mut app = example();
    press(&mut app, "<Enter> ");
    assert!(solving(&app).playing);
    press(&mut app, "?");
    assert!(!solving(&app).is_busy());
    assert_eq!(
        app.next_frame(),
        None,
        "nothing wakes the loop under the help"
    );
    press(&mut app, "<Down><Down>");
    assert!(!solving(&app).is_busy(), "scrolling to the glossary");
    press(&mut app, "<Esc>");
    assert!(solving(&app).playing, "closing the help resumes");
    press(&mut app, "?");
    press(&mut app, "?");
    assert!(solving(&app).playing, "? closes it too");
    // Paused before the help: still paused after.
    press(&mut app, " ?<Esc>");
    assert!(!solving(&app).is_busy());
    // The go-to prompt: Esc resumes, a go-to stays where it went.
    press(&mut app, " g");
    assert!(!solving(&app).is_busy());
    press(&mut app, "<Esc>");
    assert!(solving(&app).playing);
    press(&mut app, "g100<Enter>");
    assert_eq!(solving(&app).step(), 100);
    assert!(!solving(&app).is_busy(), "paused at the step it went to");
    // `f` in slices is resumed too.
    press(&mut app, "f?");
    assert!(!solving(&app).is_busy());
    press(&mut app, "<Esc>");
    assert!(solving(&app).goal.is_some(), "the run to the end goes on");
}

/// The quit question over a playing solve (unsaved edits) pauses it; `n`
/// resumes it.
#[test]
fn the_quit_question_pauses_a_playing_solve() {
    let mut app = example();
    press(&mut app, "ll4<Enter> q");
    assert_eq!(app.overlay, Overlay::ConfirmQuit);
    assert!(!solving(&app).is_busy(), "nothing runs under the question");
    let step = solving(&app).step();
    apply(
        &mut app,
        Action::Tick(std::time::Instant::now() + std::time::Duration::from_secs(5)),
    );
    assert_eq!(solving(&app).step(), step);
    press(&mut app, "n");
    assert!(solving(&app).playing, "resumed");
    // The strategy race, too (Ctrl-c asks there).
    press(&mut app, " r");
    assert!(solving(&app).shape.race.as_ref().unwrap().playing);
    press(&mut app, "<C-c>");
    assert_eq!(app.overlay, Overlay::ConfirmQuit);
    assert!(
        !solving(&app).is_busy(),
        "the race waits under the question"
    );
    press(&mut app, "<Esc>");
    assert!(solving(&app).shape.race.as_ref().unwrap().playing);
}

#[test]
fn keys_that_cannot_act_say_why() {
    let mut app = example();
    press(&mut app, "<Enter>f");
    settle(&mut app);
    for key in [" ", "<Right>", "b", "f"] {
        press(&mut app, key);
        assert_eq!(
            app.message.as_ref().map(|m| m.text.as_str()),
            Some("solved — Home or ← to go back"),
            "{key}"
        );
    }
    // Just before the end no undo is left: b says so and stays put.
    let end = solving(&app).step();
    press(&mut app, &format!("g{}<Enter>b", end - 3));
    assert_eq!(solving(&app).step(), end - 3);
    assert_eq!(
        message(&app),
        "no backtrack left — the search solves from here"
    );
}

/// Below 80x24 the app is inert: keys other than q and Ctrl-c, pastes
/// and clicks change nothing, and q still asks when edits are unsaved.
#[test]
fn the_too_small_screen_is_inert_but_quits() {
    let mut app = example();
    press(&mut app, "ll4");
    assert!(app.has_unsaved_edits());
    let grid = app.editor.grid.clone();
    apply(
        &mut app,
        Action::Resize {
            width: 60,
            height: 20,
        },
    );
    assert_eq!(app.context(), keys::Context::TooSmall);
    press(&mut app, "l7<Enter>?o<Esc>u");
    apply(
        &mut app,
        WindowAsk::Paste(puzzles::example().grid.to_line()),
    );
    click(&mut app, 5, 3);
    assert_eq!(app.editor.grid, grid);
    assert!(app.is_editing());
    assert_eq!(app.overlay, Overlay::None);
    press(&mut app, "q");
    assert_eq!(app.overlay, Overlay::ConfirmQuit, "unsaved edits: it asks");
    assert!(!app.should_quit());
    press(&mut app, "n");
    assert_eq!(app.overlay, Overlay::None);
    // The question fits the small screen.
    press(&mut app, "q");
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(60, 20)).unwrap();
    terminal.draw(|f| ui::render(f, &app)).unwrap();
    let text = format!("{}", terminal.backend());
    assert!(text.contains("y quits and loses them"), "{text}");
    press(&mut app, "n<C-c>y");
    assert!(app.should_quit());
    // Growing back gives the screen back.
    let mut app = example();
    apply(
        &mut app,
        Action::Resize {
            width: 79,
            height: 24,
        },
    );
    press(&mut app, "q");
    assert!(app.should_quit(), "no edits: q quits at once");
}

// Reliability (issue 8): no file replaced without a question, slow files
// never freeze the keys, recovered grids offered, huge pastes bounded.

fn type_path(app: &mut App, path: &std::path::Path) {
    if let Overlay::Prompt { text, .. } = &mut app.overlay {
        text.clear();
    }
    apply(app, WindowAsk::Paste(path.display().to_string()));
}

fn ten_puzzle_file(dir: &std::path::Path) -> (std::path::PathBuf, String) {
    let mut text = String::from("# my collection\n");
    for p in puzzles::all().iter().cycle().take(10) {
        text.push_str(&p.grid.to_line());
        text.push_str(" a comment\n");
    }
    let path = dir.join("collection.txt");
    std::fs::write(&path, &text).unwrap();
    (path, text)
}

#[test]
fn saving_over_a_file_of_many_puzzles_asks_and_can_replace_just_its_line() {
    let dir = temp_dir("many");
    let (path, text) = ten_puzzle_file(&dir);
    let mut app = App::new(
        files::start(
            Some(&path.display().to_string()),
            false,
            crate::i18n::Lang::En.text(),
        )
        .unwrap(),
        Theme::PLAIN,
    );
    assert_eq!(app.editor.grid, puzzles::all()[0].grid);
    press(&mut app, "ll4w<Enter>");
    let Overlay::ConfirmSave { holds, .. } = &app.overlay else {
        panic!("no question: {:?}", app.overlay)
    };
    assert_eq!(
        holds.describe(crate::i18n::Lang::En.text()),
        "10 puzzles (10 with more text on their lines) and 1 other line"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "untouched");
    // y would lose nine puzzles: not offered, and refused when pressed.
    assert!(!app.offers(&Ask::File(FileAsk::ReplaceWhole)));
    assert!(app.offers(&Ask::File(FileAsk::ReplaceLine)));
    let screen = draw(&app);
    assert!(!screen.contains("y replace"), "{screen}");
    assert!(screen.contains("l its line"), "{screen}");
    press(&mut app, "y");
    assert!(matches!(app.overlay, Overlay::ConfirmSave { .. }));
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .starts_with("y would replace all of it")
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "untouched");
    // l replaces line 2 (where the puzzle was), keeping every other line.
    replace_the_line(&mut app, &path, &text, 1);
    // Saving again asks again (the file still holds ten puzzles), and l
    // finds the line it wrote (its note kept).
    press(&mut app, "5w<Enter>l");
    assert_eq!(
        std::fs::read_to_string(&path)
            .unwrap()
            .lines()
            .nth(1)
            .unwrap(),
        app.editor.grid.to_line() + " a comment"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The screen at 80x24, as text.
fn draw(app: &App) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| ui::render(f, app)).unwrap();
    format!("{}", terminal.backend())
}

/// Issue 20: `w` then `y` on a file of one puzzle and 53 other lines
/// (comments, notes) left one line. Now the question says what else the
/// file holds, `y` is neither offered nor done, and `l` replaces the
/// puzzle's line, keeping every other byte, though the grid was not opened
/// from that file.
#[test]
fn saving_over_a_puzzle_with_notes_keeps_the_notes() {
    let dir = temp_dir("notes");
    let path = dir.join("notes.txt");
    let mut text = format!(
        "# my notes\n# on one puzzle\n# from the book\n{}\n\n",
        puzzles::all()[1].grid.to_line()
    );
    for n in 1..=50 {
        text.push_str(&format!("Note {n}: r1c3 cannot be 5, see the box\n"));
    }
    std::fs::write(&path, &text).unwrap();
    assert_eq!(text.lines().count(), 55);
    let mut app = example();
    press(&mut app, "ll4w");
    type_path(&mut app, &path);
    press(&mut app, "<Enter>");
    assert!(matches!(app.overlay, Overlay::ConfirmSave { .. }));
    assert!(!app.offers(&Ask::File(FileAsk::ReplaceWhole)));
    assert!(app.offers(&Ask::File(FileAsk::ReplaceLine)));
    let screen = draw(&app);
    assert!(
        screen.contains("holds 1 puzzle and 53 other lines"),
        "{screen}"
    );
    assert!(
        screen.contains("l puts the grid on line 4, where its puzzle is; the rest stays,"),
        "{screen}"
    );
    assert!(!screen.contains("y replace"), "{screen}");
    // The popup is as tall as its wrapped lines: its key hints show.
    assert!(
        screen.contains("│ l its line  s elsewhere  n cancel"),
        "{screen}"
    );
    press(&mut app, "y");
    assert_eq!(
        message(&app),
        "y would replace all of it (1 puzzle and 53 other lines): \
         l replaces only the puzzle's line, s saves elsewhere"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "untouched");
    replace_the_line(&mut app, &path, &text, 3);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 20: `l` on a 9-line grid file the grid was opened from said it
/// was not opened from it. It says why `l` cannot work there, and the
/// question does not offer it.
#[test]
fn l_on_the_grid_file_it_was_opened_from_says_why_not() {
    let dir = temp_dir("grid-file");
    let path = dir.join("grid.txt");
    let pretty = format!("# a grid\n{}", puzzles::example().grid.to_pretty());
    std::fs::write(&path, &pretty).unwrap();
    let mut app = App::new(
        files::start(
            Some(&path.display().to_string()),
            false,
            crate::i18n::Lang::En.text(),
        )
        .unwrap(),
        Theme::PLAIN,
    );
    press(&mut app, "ll4w<Enter>");
    assert!(matches!(app.overlay, Overlay::ConfirmSave { .. }));
    assert!(!app.offers(&Ask::File(FileAsk::ReplaceLine)));
    assert!(!app.offers(&Ask::File(FileAsk::ReplaceWhole)));
    let screen = draw(&app);
    assert!(!screen.contains("l its line"), "{screen}");
    press(&mut app, "l");
    assert_eq!(
        message(&app),
        "l replaces a puzzle written on one line, and the grid is a 9-line grid in this file: s"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), pretty, "untouched");
    // Opened from elsewhere, on a file of many puzzles: that is what it says.
    let (many, _) = ten_puzzle_file(&dir);
    let mut app = example();
    press(&mut app, "ll4w");
    type_path(&mut app, &many);
    press(&mut app, "<Enter>l");
    assert_eq!(
        message(&app),
        "l replaces the line the grid was opened from, and it was not opened from this file: s"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saving_over_a_foreign_file_asks_once_and_s_goes_back_to_the_prompt() {
    let dir = temp_dir("foreign");
    let path = dir.join("one.txt");
    std::fs::write(&path, format!("{}\n", puzzles::all()[1].grid.to_line())).unwrap();
    let mut app = example();
    press(&mut app, "ll4w");
    type_path(&mut app, &path);
    press(&mut app, "<Enter>");
    assert!(matches!(app.overlay, Overlay::ConfirmSave { .. }));
    press(&mut app, "s");
    assert!(matches!(
        app.overlay,
        Overlay::Prompt {
            kind: PromptKind::Save,
            ..
        }
    ));
    press(&mut app, "<Enter>y");
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        format!("{}\n", app.editor.grid.to_line())
    );
    // Written by this session: the next save replaces it without asking.
    press(&mut app, "l5w<Enter>");
    assert_eq!(app.overlay, Overlay::None);
    assert!(!app.has_unsaved_edits());
    // A 9-line grid is asked about too, and n keeps it.
    let pretty = dir.join("pretty.txt");
    std::fs::write(&pretty, puzzles::example().grid.to_pretty()).unwrap();
    press(&mut app, "6w");
    type_path(&mut app, &pretty);
    press(&mut app, "<Enter>");
    let Overlay::ConfirmSave { holds, .. } = &app.overlay else {
        panic!("no question")
    };
    assert_eq!(
        holds.describe(crate::i18n::Lang::En.text()),
        "a 9-line grid"
    );
    press(&mut app, "n");
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(
        std::fs::read_to_string(&pretty).unwrap(),
        puzzles::example().grid.to_pretty()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn opening_waits_off_the_ui_thread_and_esc_stops_waiting() {
    let mut app = example();
    press(&mut app, "e");
    apply(&mut app, WindowAsk::Paste("slow.txt".to_string()));
    // Without running the effect: the read is still under way.
    let effects = app.update(WindowAsk::PromptSubmit);
    let [Effect::Open { id, typed }] = &effects[..] else {
        panic!("{effects:?}")
    };
    assert_eq!(typed, "slow.txt");
    assert_eq!(app.context(), Context::Opening);
    press(&mut app, "<Esc>");
    assert_eq!(app.overlay, Overlay::None);
    // The answer that comes after Esc changes nothing.
    let found = files::PuzzleInFile {
        grid: Grid::empty(),
        resolved: "slow.txt".into(),
        line: 1,
        one_line: true,
    };
    apply(
        &mut app,
        Reply::Opened {
            id: *id,
            typed: typed.clone(),
            result: Ok(found),
        },
    );
    assert_eq!(app.editor.grid, puzzles::example().grid);
    // q still quits while waiting.
    press(&mut app, "e");
    apply(&mut app, WindowAsk::PromptSubmit);
    press(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn a_recovered_grid_is_offered_opened_as_unsaved_or_discarded() {
    let mut grid = puzzles::example().grid.clone();
    grid.set_given(Cell::at(0, 2), 4);
    let recovered = recovery::Recovered {
        grid: grid.clone(),
        title: "LeetCode 37 example".to_string(),
        path: Some("~/mine.txt".to_string()),
    };
    let mut app = example();
    apply(&mut app, Action::OfferRecovery(recovered.clone()));
    assert_eq!(app.context(), Context::Recovered);
    // Issue 20: opening it deleted the file, the only copy until a save.
    // Now the file is kept, as this process's own, until the grid is saved.
    let effects = app.update(FileAsk::OpenRecovered);
    assert!(effects.contains(&Effect::AdoptRecovery), "{effects:?}");
    assert!(!effects.contains(&Effect::DiscardRecovery), "{effects:?}");
    assert!(app.holds_recovery_file());
    assert_eq!(app.editor.grid, grid);
    assert!(app.has_unsaved_edits(), "still to be saved");
    assert_eq!(app.last_path.as_deref(), Some("~/mine.txt"));
    let dir = temp_dir("recovered-saved");
    apply(&mut app, FileAsk::PromptSave);
    type_path(&mut app, &dir.join("mine.txt"));
    let [save @ Effect::Save { .. }] = &app.update(WindowAsk::PromptSubmit)[..] else {
        panic!("no save")
    };
    let answer = save.clone().run_here().unwrap();
    assert_eq!(app.update(answer), vec![Effect::DiscardRecovery]);
    assert!(!app.holds_recovery_file());
    std::fs::remove_dir_all(&dir).unwrap();
    press(&mut app, "u");
    assert_eq!(app.editor.grid, puzzles::example().grid);

    let mut app = example();
    apply(&mut app, Action::OfferRecovery(recovered.clone()));
    let effects = app.update(FileAsk::DiscardRecovered);
    assert_eq!(effects, vec![Effect::DiscardRecovery]);
    assert_eq!(app.editor.grid, puzzles::example().grid);
    assert_eq!(app.overlay, Overlay::None);
    // Esc decides later: nothing is deleted.
    let mut app = example();
    apply(&mut app, Action::OfferRecovery(recovered));
    assert!(app.update(WindowAsk::Close).is_empty());
    assert_eq!(app.overlay, Overlay::None);
}

#[test]
fn the_recovery_is_the_unsaved_grid_only() {
    let mut app = example();
    assert_eq!(app.recovery(), None);
    press(&mut app, "ll4");
    let kept = app.recovery().unwrap();
    assert_eq!(kept.grid, app.editor.grid);
    assert_eq!(kept.title, "LeetCode 37 example");
}

#[test]
fn huge_pastes_are_refused_and_the_prompt_is_bounded() {
    let mut app = example();
    let huge = "1".repeat(PASTE_CAP + 1);
    apply(&mut app, WindowAsk::Paste(huge.clone()));
    assert_eq!(app.editor.grid, puzzles::example().grid);
    assert!(app.message.as_ref().unwrap().is_error);
    press(&mut app, "w");
    apply(&mut app, WindowAsk::Paste(huge));
    for _ in 0..(PROMPT_CAP / 1000 + 1) {
        apply(&mut app, WindowAsk::Paste("x".repeat(1000)));
    }
    for _ in 0..10 {
        press(&mut app, "y");
    }
    let Overlay::Prompt { text, .. } = &app.overlay else {
        panic!()
    };
    assert!(text.len() <= PROMPT_CAP, "{}", text.len());
}

#[test]
fn any_terminal_size_draws_without_panicking() {
    use ratatui::{Terminal, backend::TestBackend};
    let mut app = example();
    press(&mut app, "?");
    for (width, height) in [
        (0, 0),
        (1, 1),
        (79, 23),
        (80, 24),
        (200, 3),
        (3, 200),
        (1000, 1000),
    ] {
        for overlay in [Overlay::Help, Overlay::Recovered, Overlay::ConfirmQuit] {
            app.overlay = overlay;
            apply(&mut app, Action::Resize { width, height });
            let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
            terminal.draw(|f| ui::render(f, &app)).unwrap();
            click(&mut app, width / 2, height / 2);
        }
    }
}

#[test]
fn a_failed_save_shows_its_reason_at_80x24() {
    use ratatui::{Terminal, backend::TestBackend};
    let dir = temp_dir("visible");
    let missing = dir.join("a folder that is not there/my puzzle.txt");
    let mut app = example();
    press(&mut app, "ll4w");
    type_path(&mut app, &missing);
    press(&mut app, "<Enter>");
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| ui::render(f, &app)).unwrap();
    let buffer = terminal.backend().buffer();
    let rows: Vec<String> = (0..24)
        .map(|y| {
            let row: String = (0..80).map(|x| buffer[(x, y)].symbol()).collect();
            row.trim().to_string()
        })
        .collect();
    let screen = rows.join(" ");
    assert!(
        screen.contains("its folder does not exist"),
        "{}",
        rows.join("\n")
    );
    assert!(screen.contains("my puzzle.txt"), "{}", rows.join("\n"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// In Chinese the picker names a descriptive puzzle in Chinese, the title
/// and the message follow, and the picker finds the opened puzzle again
/// by its Chinese name.
#[test]
fn the_picker_opens_a_puzzle_by_its_chinese_name() {
    let mut app = example().in_language(crate::i18n::Lang::Zh);
    assert_eq!(app.editor.title, "LeetCode 37 例题");
    let several = puzzles::all()
        .iter()
        .position(|p| p.name == "Several solutions")
        .unwrap();
    apply(&mut app, WindowAsk::OpenPicker);
    assert_eq!(app.overlay, Overlay::Picker { selected: 0 });
    for _ in 0..several {
        apply(&mut app, WindowAsk::PickerDown);
    }
    apply(&mut app, WindowAsk::PickerChoose { seed: 1 });
    assert_eq!(app.editor.title, "多解题");
    assert_eq!(message(&app), "已打开 多解题（u 撤销）");
    apply(&mut app, WindowAsk::OpenPicker);
    assert_eq!(app.overlay, Overlay::Picker { selected: several });
}

/// The message after making a puzzle: the level in Chinese, but the
/// command that makes it again keeps the command line's English level.
#[test]
fn a_made_puzzle_is_announced_in_chinese_with_the_command_in_english() {
    let zh = crate::i18n::Lang::Zh.text();
    assert_eq!(
        (zh.chrome.generated)(Difficulty::Hard, 12_345, false, 42),
        "新的困难题目：按行顺序 DFS 要放入至少 12,345 次（u 撤销）；\
         再生成一次：sudoku-dfs generate --seed 42 --difficulty hard"
    );
    assert_eq!(
        (zh.chrome.title_generated)(Difficulty::Easy, 7),
        "生成的简单题目 · --seed 7"
    );
}

/// Every shipped puzzle has a Chinese note (a puzzle added to the asset
/// without one would show its English note), and a note's placement count
/// is the English note's.
#[test]
fn every_shipped_puzzle_has_a_chinese_note_with_the_same_count() {
    let zh = &crate::i18n::Lang::Zh.text().chrome;
    for puzzle in puzzles::all() {
        let note = (zh.puzzle_note)(puzzle);
        assert_ne!(note, puzzle.note, "{}: no Chinese note", puzzle.name);
        if let Some((count, _)) = puzzle.note.rsplit_once(" placements") {
            let count = count.rsplit(' ').next().unwrap();
            assert!(
                note.contains(count),
                "{}: {note} lacks {count}",
                puzzle.name
            );
        }
    }
}

/// In the tree after `f`, an aggregate (neighbouring choices too narrow to
/// draw one by one): `z` spreads its choices over the width, each with
/// its own events, which sum to the aggregate's; Enter on it goes to its
/// first choice's placement.
#[test]
fn the_tree_zooms_into_an_aggregate_and_enter_goes_to_its_first_choice() {
    let mut app = example();
    apply(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    press(&mut app, "<Enter>f");
    settle(&mut app);
    press(&mut app, "t");
    let select_first_aggregate = |app: &mut App| {
        super::tree_details_tests::select_in_tree(app, |icicle| {
            icicle.rows.iter().enumerate().find_map(|(r, row)| {
                row.iter()
                    .find(|run| run.is_aggregate() && run.width > 0)
                    .map(|run| (r, run.clone()))
            })
        })
    };
    let aggregate = select_first_aggregate(&mut app);
    press(&mut app, "z");
    let solve = solving(&app);
    let view = solve.shape.tree.as_ref().unwrap();
    let icicle = view.icicle(solve.search.as_engine().unwrap(), app.size);
    let top = &icicle.rows[0];
    let digits: Vec<u8> = top.iter().map(|run| run.choice().digit).collect();
    assert_eq!(digits, aggregate.merged, "its choices, one by one");
    assert!(
        top.iter().all(|run| !run.is_aggregate() && run.width >= 2),
        "{top:?}"
    );
    assert_eq!(
        top.iter().map(|run| run.events).sum::<u64>(),
        aggregate.events
    );
    // Back out, select it again, Enter: at its first choice's placement.
    press(&mut app, "Z");
    let aggregate = select_first_aggregate(&mut app);
    press(&mut app, "<Enter>");
    let solve = solving(&app);
    assert!(solve.shape.tree.is_none(), "closed");
    assert_eq!(solve.step(), aggregate.steps.start);
    let first = aggregate.choice();
    assert_eq!(
        solve.search.last_event(),
        Some(Event::Place {
            cell: first.cell,
            digit: first.digit
        })
    );
}

/// The status line's quiz words now.
fn quiz_said(app: &App) -> String {
    let solve = solving(app);
    lab::quiz_line(
        solve.quiz.as_ref().unwrap(),
        solve.step(),
        solve.quiz_cursor(),
        false,
        app.text(),
    )
}

/// Issue 20: Home, `x`, Space, wait: playing with the quiz on stops at
/// the next question, which is the question at the step shown; Space and
/// `4` judge that question, not one left behind.
#[test]
fn with_the_quiz_on_playing_stops_at_each_question_and_asks_it() {
    use crate::quiz::Question;
    use std::time::Duration;
    let mut app = example();
    press(&mut app, "<Enter>g30<Enter>x<Home>");
    assert_eq!(solving(&app).step(), 0);
    assert_eq!(
        quiz_said(&app),
        "quiz 0/0 · the search is not at a cell to ask about",
        "no question left over from step 31"
    );
    let mut now = app.next_frame().unwrap_or(std::time::Instant::now());
    press(&mut app, " ");
    for _ in 0..20 {
        now += Duration::from_millis(100);
        apply(&mut app, Action::Tick(now));
    }
    let solve = solving(&app);
    assert!(!solve.playing, "paused at the question");
    let question = Question::at(&*solve.search).expect("at a question");
    assert_eq!(question.step, solve.step());
    assert_eq!(
        quiz_said(&app),
        format!(
            "quiz 0/0 · {}",
            crate::i18n::words::quiz_question(&question, solving(&app).quiz_cursor(), app.text())
        )
    );
    // Space plays on to the next question; `4` judges the one shown.
    press(&mut app, " ");
    for _ in 0..20 {
        now += Duration::from_millis(100);
        apply(&mut app, Action::Tick(now));
    }
    let shown = Question::at(&*solving(&app).search).unwrap();
    assert_ne!(shown.step, question.step);
    press(&mut app, "4");
    let quiz = solving(&app).quiz.as_ref().unwrap();
    let verdict = quiz.last_verdict().unwrap();
    assert_eq!(verdict.question, shown, "the question shown is judged");
    assert!(solving(&app).step() < 100, "{}", solving(&app).step());
    assert!(quiz_said(&app).starts_with("quiz "), "{}", quiz_said(&app));
    assert_eq!(
        quiz_said(&app),
        format!(
            "quiz {}/1 · {} · → brings the next question",
            quiz.right(),
            crate::i18n::words::quiz_reason(verdict, app.text())
        )
    );
}

/// → with a question of the quiz open does not move on silently: it is
/// refused with the keys that do (Space plays on, x turns the quiz off);
/// once answered, → brings the next question.
#[test]
fn a_step_forward_waits_for_the_quizs_answer_and_says_so() {
    let mut app = example();
    press(&mut app, "<Enter>x");
    let asked = solving(&app).step();
    assert!(
        solving(&app)
            .quiz
            .as_ref()
            .unwrap()
            .open_question()
            .is_some()
    );
    press(&mut app, "<Right>");
    assert_eq!(
        solving(&app).step(),
        asked,
        "the quiz stays at its question"
    );
    let said = app
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert_eq!(said, app.text().solve.refused_question_open);
    press(&mut app, "d<Right>");
    assert!(solving(&app).step() > asked, "answered, → goes on");
}

/// The checker of the quiz's question: through playing, stepping back and
/// forth, going to steps and answering (a digit, or `d`), in English and
/// Chinese, the question shown is always the one at the current step, and
/// every answer judges the question that was shown.
#[test]
fn the_quiz_never_shows_a_question_of_another_step() {
    use crate::i18n::Lang;
    use crate::quiz::Question;
    use std::time::Duration;
    for lang in [Lang::En, Lang::Zh] {
        let mut app = example().in_language(lang);
        press(&mut app, "<Enter>x");
        let mut now = std::time::Instant::now();
        let mut seed = 7u64;
        let mut checked = 0;
        for round in 0..3_000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let shown_before = solving(&app)
                .quiz
                .as_ref()
                .and_then(|q| q.question_at(solving(&app).step()).cloned());
            let answered = solving(&app).quiz.as_ref().unwrap().asked();
            match (seed >> 33) % 12 {
                0 => press(&mut app, " "),
                1 => press(&mut app, "<Left>"),
                2 => press(&mut app, "<Right>"),
                3 => press(&mut app, "b"),
                4 => press(&mut app, &format!("g{}<Enter>", (seed >> 40) % 5_000)),
                5 => press(&mut app, "d"),
                6 => press(&mut app, "<Home>"),
                _ => press(&mut app, &((seed >> 45) % 9 + 1).to_string()),
            }
            for _ in 0..3 {
                now += Duration::from_millis(300);
                apply(&mut app, Action::Tick(now));
            }
            let solve = solving(&app);
            let quiz = solve.quiz.as_ref().unwrap();
            if quiz.asked() > answered {
                let verdict = quiz.last_verdict().unwrap();
                assert_eq!(
                    Some(&verdict.question),
                    shown_before.as_ref(),
                    "round {round}"
                );
            }
            let said = quiz_said(&app);
            match Question::at(&*solve.search) {
                Some(q) if quiz.verdict_at(solve.step()).is_none() => {
                    assert_eq!(
                        said,
                        format!(
                            "{} · {}",
                            crate::i18n::words::quiz_score(quiz, app.text()),
                            crate::i18n::words::quiz_question(&q, solve.quiz_cursor(), app.text())
                        ),
                        "round {round}"
                    );
                    checked += 1;
                }
                _ => assert!(quiz.question_at(solve.step()).is_none(), "round {round}"),
            }
        }
        assert!(checked > 1_000, "{checked}");
    }
}

/// A path prompt that is full says so when a key or a paste does not fit
/// (instead of dropping it without a word), and Enter still tries the
/// path as it stands.
#[test]
fn a_full_path_prompt_says_so_and_enter_still_tries_it() {
    let mut app = example();
    press(&mut app, "w");
    apply(&mut app, WindowAsk::Paste("x".repeat(PROMPT_CAP - 1)));
    assert!(app.message.as_ref().is_none_or(|m| !m.is_error));
    apply(&mut app, WindowAsk::PromptInsert('y'));
    assert!(app.message.as_ref().is_none_or(|m| !m.is_error));
    apply(&mut app, WindowAsk::PromptInsert('z'));
    let said = app.message.as_ref().expect("a message");
    assert!(said.is_error);
    assert_eq!(said.text, app.text().files.prompt_full);
    app.message = None;
    apply(&mut app, WindowAsk::Paste("more".to_string()));
    assert_eq!(
        app.message.as_ref().map(|m| m.text.as_str()),
        Some(app.text().files.prompt_full)
    );
    let effects = app.update(WindowAsk::PromptSubmit);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Save { typed, .. } if typed.len() == PROMPT_CAP)),
        "{effects:?}"
    );
}
