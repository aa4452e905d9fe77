//! Snapshots of each screen at 80x24, the minimum size, drawn from states
//! reached by pressing keys; and the styles that must survive NO_COLOR.

use crate::app::driver::{self, Headless};
use crate::app::{Action, App, Effect, Overlay, Theme, keys, ui};
use crate::app::{SolveAsk, WindowAsk};
use crate::search::Search;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

/// Presses keys written as in the help: `<Enter>`, `<Esc>`, `<Left>`…
/// (the same syntax as the unit tests', from the same file).
pub(crate) fn press(app: &mut App, keys: &str) {
    view_builds_only().press(app, keys);
}

/// The driver the screens' tests use: it runs the builds of views the
/// loop runs on a thread and that a key waits for (the tree's icicle, the
/// bug lab's correct end), feeding their answers back; other effects (the
/// diagnosis, the heatmap's counts) are left to the tests that look at
/// them.
pub(crate) fn view_builds_only() -> Headless {
    Headless::holding(driver::holds_all_but_view_builds)
}

/// Runs `effects` as [`view_builds_only`] runs them.
pub(crate) fn run_view_builds(app: &mut App, effects: Vec<Effect>) {
    view_builds_only().run(app, effects);
}

pub(crate) fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| ui::render(frame, app)).unwrap();
    terminal
}

pub(crate) fn example(theme: Theme) -> App {
    let mut app = App::with_example(theme);
    app.diagnose_now();
    app
}

/// The text of one screen row.
pub(crate) fn row(buffer: &Buffer, y: u16) -> String {
    (0..buffer.area.width)
        .map(|x| buffer[(x, y)].symbol())
        .collect()
}

#[test]
fn editor() {
    let app = example(Theme::COLOR);
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn editor_with_a_conflict() {
    let mut app = example(Theme::COLOR);
    press(&mut app, "ll5");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

/// 9 typed at r2c2 of the example repeats in row 2 (r2c5) and in column 2
/// and box 1 (r3c2): the status names every unit and cell, at 80x24 and
/// 120x40 (it said "in row 2 (r2c5) — and 2 more").
#[test]
fn editor_names_every_repeat_of_the_cursors_digit() {
    let mut app = example(Theme::COLOR);
    press(&mut app, "jl9");
    for (width, height) in [(80, 24), (120, 40)] {
        view_builds_only().act(&mut app, Action::Resize { width, height });
        let terminal = draw(&app, width, height);
        let screen = format!("{}", terminal.backend());
        // The status's lines, joined: beside the large grid it wraps.
        let status = ui::EditorAreas::of(Rect::new(0, 0, width, height))
            .unwrap()
            .status;
        let buffer = terminal.backend().buffer();
        let said: Vec<String> = (status.y..status.bottom())
            .map(|y| {
                let row: String = (status.x..status.right())
                    .map(|x| buffer[(x, y)].symbol())
                    .collect();
                row.trim().to_string()
            })
            .filter(|row| !row.is_empty())
            .collect();
        assert!(
            said.join(" ")
                .contains("9 at r2c2 is already in row 2 (r2c5), column 2 and box 1 (r3c2)"),
            "{screen}"
        );
        assert!(!screen.contains("more"), "{screen}");
        let name = format!("editor_names_every_repeat_{width}x{height}");
        insta::assert_snapshot!(name, terminal.backend());
    }
}

/// A grid whose rows 1 and 3 are the same (every column and box repeats
/// a digit): 120x40 names every repeat; 80x24 names what its rows hold
/// and counts the rest with their units, saying how to see them.
pub(crate) const ROWS_1_AND_3_THE_SAME: &str = concat!(
    "123456789",
    ".........",
    "123456789",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
);

#[test]
fn editor_with_more_repeats_than_rows() {
    let mut app = example(Theme::COLOR);
    view_builds_only().act(
        &mut app,
        WindowAsk::Paste(ROWS_1_AND_3_THE_SAME.to_string()),
    );
    for (width, height) in [(80, 24), (120, 40)] {
        view_builds_only().act(&mut app, Action::Resize { width, height });
        let terminal = draw(&app, width, height);
        let screen = format!("{}", terminal.backend());
        assert!(
            screen.contains("1 at r1c1 is already in column 1 and box 1 (r3c1)"),
            "{screen}"
        );
        let all_named = screen.contains("9 at r1c9 and r3c9 in column 9 and box 3");
        let counted = screen.contains("more: ") && screen.contains("a larger terminal shows them");
        assert_eq!(
            (all_named, counted),
            (width == 120, width == 80),
            "{screen}"
        );
        let name = format!("editor_with_more_repeats_than_rows_{width}x{height}");
        insta::assert_snapshot!(name, terminal.backend());
    }
}

/// The same screen with every cell's colours and modifiers: a change of
/// style (the conflict's red, the cursor's reverse video) shows here even
/// when the text stays the same.
#[test]
fn editor_with_a_conflict_and_its_styles() {
    let mut app = example(Theme::COLOR);
    press(&mut app, "ll5");
    insta::assert_debug_snapshot!(draw(&app, 80, 24).backend().buffer());
}

#[test]
fn editor_on_an_empty_cell_of_a_larger_terminal() {
    let mut app = example(Theme::COLOR);
    view_builds_only().act(
        &mut app,
        Action::Resize {
            width: 100,
            height: 30,
        },
    );
    press(&mut app, "jjjlllll");
    insta::assert_snapshot!(draw(&app, 100, 30).backend());
}

#[test]
fn help() {
    let mut app = example(Theme::COLOR);
    press(&mut app, "?");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

/// Issue 20: every row of the help has its columns where the others of
/// its part have them, with a gap before the second (`A grid recovered at
/// startr open` ran into its first key): at 80x24 and 120x40, from the
/// editor and the solve screen, in both languages.
#[test]
fn every_help_row_lines_up() {
    use crate::i18n::{Lang, columns};
    for lang in [Lang::En, Lang::Zh] {
        for keys in ["", "<Enter>"] {
            let mut app = example(Theme::PLAIN).in_language(lang);
            press(&mut app, keys);
            for (width, height) in [(80u16, 24u16), (120, 40)] {
                view_builds_only().act(&mut app, Action::Resize { width, height });
                let lines = ui::help::lines(&app, width as usize);
                let glossary = lines
                    .iter()
                    .position(|l| l.spans.iter().all(|s| s.content.is_empty()))
                    .expect("a blank line before the glossary");
                // Lines with a second column: the current mode's keys
                // (`   keys  what it does`), then the other contexts'
                // sections (` heading  keys word · …`).
                let mut starts: Vec<Vec<(usize, usize)>> = vec![Vec::new(), Vec::new()];
                for line in &lines[1..glossary] {
                    let first = &line.spans[0].content;
                    // The other contexts' part starts at its first heading.
                    let heading = !first.starts_with("  ");
                    let part = usize::from(heading || !starts[1].is_empty());
                    starts[part].push((columns(first), columns(first.trim_end())));
                    let shown: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
                    assert!(
                        columns(&shown) <= width as usize,
                        "{lang:?} {width}: {shown}"
                    );
                }
                for (part, rows) in starts.iter().enumerate() {
                    assert!(rows.len() > 3, "{lang:?} {width} part {part}: {rows:?}");
                    let column = rows[0].0;
                    for &(start, used) in rows {
                        assert_eq!(start, column, "{lang:?} {width} part {part}: {rows:?}");
                        assert!(
                            used + 2 <= column,
                            "{lang:?} {width} part {part}: a gap of two: {rows:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn picker() {
    let mut app = example(Theme::COLOR);
    press(&mut app, "ojj");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn save_prompt() {
    let mut app = example(Theme::COLOR);
    press(&mut app, "wmy-puzzle.txt");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn quit_confirmation() {
    let mut app = example(Theme::COLOR);
    press(&mut app, "ll4q");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn too_small() {
    let app = example(Theme::COLOR);
    insta::assert_snapshot!(draw(&app, 79, 24).backend());
}

#[test]
fn without_colour_the_cursor_and_conflicts_still_show() {
    let mut app = example(Theme::PLAIN);
    press(&mut app, "ll5");
    let terminal = draw(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    for y in 0..buffer.area.height {
        for x in 0..buffer.area.width {
            let cell = &buffer[(x, y)];
            assert_eq!(cell.fg, Color::Reset, "no colour at {x},{y}");
            assert_eq!(cell.bg, Color::Reset, "no colour at {x},{y}");
        }
    }
    // Row 3 of the screen is the grid's first row: ` 5! 3 [5!`, the
    // cursor's cell a repeat too.
    assert!(
        row(buffer, 3).starts_with(" │ 5! 3 [5!│"),
        "{}",
        row(buffer, 3)
    );
    let r1c1 = &buffer[(3, 3)];
    assert!(
        r1c1.modifier
            .contains(Modifier::UNDERLINED | Modifier::BOLD)
    );
    let r1c3 = &buffer[(9, 3)];
    assert!(
        r1c3.modifier
            .contains(Modifier::REVERSED | Modifier::UNDERLINED)
    );
    let r1c2 = &buffer[(6, 3)];
    assert!(!r1c2.modifier.contains(Modifier::UNDERLINED));
}

#[test]
fn the_word_conflict_shows_only_while_there_is_one() {
    let mut app = example(Theme::COLOR);
    let text = |app: &App| format!("{}", draw(app, 80, 24).backend());
    assert!(!text(&app).contains("conflict"));
    press(&mut app, "ll5");
    assert!(text(&app).contains("conflict: 5 at r1c3"));
    press(&mut app, "u");
    app.diagnose_now();
    assert!(!text(&app).contains("conflict"));
    // Nor in the help or the picker.
    press(&mut app, "?");
    assert!(!text(&app).contains("conflict"));
    press(&mut app, "<Esc>o");
    assert!(!text(&app).contains("conflict"));
}

#[test]
fn the_diagnosis_names_the_solution_count_class() {
    let mut app = example(Theme::COLOR);
    let status = |app: &App| row(draw(app, 80, 24).backend().buffer(), 16);
    assert!(status(&app).contains("30 givens · unique solution"));
    for (name, words) in [
        ("Several solutions", "multiple solutions (8)"),
        ("No solution", "no solution"),
        ("Empty grid", "multiple solutions (at least 100)"),
    ] {
        let index = crate::puzzles::all()
            .iter()
            .position(|p| p.name == name)
            .unwrap();
        // The picker opens on the puzzle showing.
        press(&mut app, "o");
        let Overlay::Picker { selected } = app.overlay else {
            panic!("the picker is open");
        };
        for _ in selected..index {
            press(&mut app, "j");
        }
        press(&mut app, "<Enter>");
        assert!(status(&app).contains("checking"), "{}", status(&app));
        app.diagnose_now();
        assert!(status(&app).contains(words), "{name}: {}", status(&app));
    }
}

#[test]
fn the_docs_glossary_is_the_apps_glossary() {
    use crate::app::glossary::{GLOSSARY, markdown_row};
    let readme = include_str!("../../../docs/solve-screen.md");
    let start = readme
        .find("| where | term | meaning |")
        .expect("a glossary table");
    let table: Vec<&str> = readme[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    let rows: Vec<String> = GLOSSARY.iter().map(markdown_row).collect();
    assert_eq!(
        table, rows,
        "docs/solve-screen.md's glossary differs from src/app/glossary.rs"
    );
}

#[test]
fn the_readme_lists_every_key_of_the_key_table() {
    let readme = include_str!("../../../README.md");
    let english = &crate::i18n::Lang::En.text().keys;
    for binding in keys::BINDINGS {
        let row = format!(
            "`{}` | {} |",
            binding.keys_label(english),
            binding.help(english)
        );
        assert!(readme.contains(&row), "README.md lacks the row {row:?}");
    }
}

// The solve screen.

/// The example's solve screen after these keys, runs finished.
pub(crate) fn solving(theme: Theme, keys: &str) -> App {
    let mut app = example(theme);
    press(&mut app, "<Enter>");
    press(&mut app, keys);
    while app.solve().is_some_and(|s| s.is_busy()) {
        view_builds_only().act(&mut app, Action::Tick(std::time::Instant::now()));
    }
    app
}

#[test]
fn solve_at_a_reject() {
    // Step 8: r1c6 tries 2, which row 1 holds at r1c4.
    let app = solving(Theme::COLOR, "g8<Enter>");
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(text.contains("r1c6: try 2 — rejected, row 1 already has 2 at r1c4"));
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn solve_at_an_undo_with_every_panel() {
    let app = solving(Theme::COLOR, "b");
    assert_eq!(app.solve().unwrap().step(), 41);
    insta::assert_snapshot!(draw(&app, 120, 40).backend());
}

#[test]
fn solve_at_a_reject_with_every_panel() {
    let app = solving(Theme::COLOR, "g8<Enter>");
    insta::assert_snapshot!(draw(&app, 120, 40).backend());
}

#[test]
fn solve_at_the_end() {
    let app = solving(Theme::COLOR, "f");
    let text = format!("{}", draw(&app, 100, 30).backend());
    assert!(text.contains("solved"));
    insta::assert_snapshot!(draw(&app, 100, 30).backend());
}

#[test]
fn solve_help() {
    let app = solving(Theme::COLOR, "?");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn without_colour_the_search_marks_still_show() {
    // A reject: the tried digit in ( ), the blocking cell in > <.
    let app = solving(Theme::PLAIN, "g8<Enter>");
    let terminal = draw(&app, 120, 40);
    let buffer = terminal.backend().buffer();
    for y in 0..buffer.area.height {
        for x in 0..buffer.area.width {
            assert_eq!(buffer[(x, y)].fg, Color::Reset, "no colour at {x},{y}");
        }
    }
    assert!(
        row(buffer, 3).starts_with(" │ 5  3  1 │>2< 7 (2)│"),
        "{}",
        row(buffer, 3)
    );
    // The code line of the check, marked in the margin.
    let code: Vec<String> = (0..40).map(|y| row(buffer, y)).collect();
    assert!(
        code.iter()
            .any(|r| r.contains("▶     if (row[r][d] || col[c][d] ||")),
        "{code:#?}"
    );
    // An undo: the digit taken back in < >.
    let app = solving(Theme::PLAIN, "b");
    let terminal = draw(&app, 80, 24);
    assert!(row(terminal.backend().buffer(), 3).contains("<9>"));
}

// Issue 12: each side panel at 80x24, reached with Tab, and the glossary.

/// At a dead end (step 42 of the example: r1c8, 9 failed deeper), so the
/// stack, the tables and the code all have something to show.
fn at_a_dead_end(tabs: usize) -> App {
    let app = solving(Theme::COLOR, &format!("g42<Enter>{}", "<Tab>".repeat(tabs)));
    assert!(
        matches!(
            app.solve().unwrap().search.last_event(),
            Some(crate::engine::Event::DeadEnd { .. })
        ),
        "{:?}",
        app.solve().unwrap().search.last_event()
    );
    app
}

#[test]
fn panel_stack_at_80x24() {
    insta::assert_snapshot!(draw(&at_a_dead_end(0), 80, 24).backend());
}

#[test]
fn panel_path_at_80x24() {
    insta::assert_snapshot!(draw(&at_a_dead_end(1), 80, 24).backend());
}

/// Issue 20: at step 0 the tables panel shows the givens' tables of the
/// cell the search enters first (each strategy's own first cell), not
/// just "the search is at step 0"; in both languages.
#[test]
fn at_step_0_the_tables_panel_shows_the_givens_tables() {
    use crate::engine::{Engine, Event};
    use crate::i18n::Lang;
    use crate::tables::Tables;
    let grid = crate::puzzles::example().grid.clone();
    let tables = Tables::from_grid(&grid);
    for lang in Lang::ALL {
        let words = &lang.text().panels;
        // Tab twice: the tables panel; `m`: the other strategy.
        for keys in ["<Tab><Tab>", "<Tab><Tab>m"] {
            let app = solving(Theme::PLAIN, keys).in_language(lang);
            let solve = app.solve().unwrap();
            assert_eq!(solve.step(), 0);
            let mut engine = Engine::new(&grid, solve.search.strategy()).unwrap();
            let Some(Event::Enter { cell, .. }) = engine.step() else {
                panic!("the first event enters a cell")
            };
            let screen = format!("{}", draw(&app, 80, 24).backend());
            let squeezed = screen.replace(' ', "");
            let heading = (words.tables_at_step_zero)(cell).replace(' ', "");
            assert!(squeezed.contains(&heading), "{heading}: {screen}");
            assert!(!screen.contains(words.tables_at_start), "{screen}");
            for unit in cell.units() {
                let used = tables.used_in(unit);
                let entries: Vec<String> = (1..=9u8)
                    .map(|d| {
                        if used.contains(d) {
                            d.to_string()
                        } else {
                            "·".into()
                        }
                    })
                    .collect();
                let label = (words.table_label)(unit.kind(), unit.index() + 1);
                let want = format!("{label}{}", entries.concat()).replace(' ', "");
                assert!(squeezed.contains(&want), "{want}: {screen}");
            }
        }
    }
}

#[test]
fn panel_tables_at_80x24() {
    insta::assert_snapshot!(draw(&at_a_dead_end(2), 80, 24).backend());
}

#[test]
fn panel_code_at_80x24() {
    insta::assert_snapshot!(draw(&at_a_dead_end(3), 80, 24).backend());
}

#[test]
fn panel_log_at_80x24() {
    insta::assert_snapshot!(draw(&at_a_dead_end(4), 80, 24).backend());
}

#[test]
fn panel_legend_at_80x24() {
    insta::assert_snapshot!(draw(&at_a_dead_end(5), 80, 24).backend());
}

#[test]
fn glossary_at_80x24() {
    // The help scrolls down to its glossary.
    let mut app = solving(Theme::COLOR, "?");
    while !format!("{}", draw(&app, 80, 24).backend()).contains("Glossary") {
        press(&mut app, "<Down>");
    }
    // On to its end: the scroll stops at the last line.
    for _ in 0..150 {
        press(&mut app, "<Down>");
    }
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(
        text.contains("the digit fitted, but no grid completed below it"),
        "{text}"
    );
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

/// Nothing is cut: every line of the screen at 80x24 ends in a space, in
/// every panel, and the text of each panel is whole.
#[test]
fn nothing_runs_off_the_80x24_screen() {
    for tabs in 0..6 {
        let app = at_a_dead_end(tabs);
        let terminal = draw(&app, 80, 24);
        let buffer = terminal.backend().buffer();
        for y in 0..24 {
            let line = row(buffer, y);
            assert!(line.ends_with(' '), "panel {tabs}, row {y}: {line:?}");
        }
    }
}

/// Applies `action` and runs every effect it asks for here, feeding their
/// answers back, as the loop would (the heatmap's count, for one).
pub(crate) fn update_running_effects(app: &mut App, action: Action) {
    Headless::every_effect().act(app, action);
}

/// The path beside the grid (Tab once from the stack): each level's nine
/// digits (r c b rejected by a table, × failed deeper, the digit on the
/// grid, · not yet tried).
#[test]
fn solve_path_at_80x24() {
    let app = solving(Theme::COLOR, "g2000<Enter><Tab>");
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(text.contains("Path: "), "{text}");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

/// The event log beside the grid (chosen with Tab), with a chain of dead
/// ends folded into one unwinding line; `e` unfolds it into its events.
#[test]
fn solve_event_log_folds_and_unfolds() {
    // Steps 40-43 unwind from r1c9 back to r1c7, which places 9 at 44.
    let mut app = solving(Theme::COLOR, "g44<Enter><Tab><Tab><Tab><Tab>");
    let folded = format!("{}", draw(&app, 120, 40).backend());
    assert!(
        folded.contains("unwinding 2 levels: r1c9 dead end → r1c8"),
        "{folded}"
    );
    assert!(
        folded.contains("  finished → back at r1c7, trying 9"),
        "{folded}"
    );
    insta::assert_snapshot!("solve_event_log_folded", draw(&app, 120, 40).backend());
    press(&mut app, "e");
    let unfolded = format!("{}", draw(&app, 120, 40).backend());
    assert!(!unfolded.contains("unwinding"), "{unfolded}");
    assert!(
        unfolded.contains("all digits tried — 9 failed deeper,"),
        "{unfolded}"
    );
}

/// `H` puts the heatmap where the grid was, once counted; `H` again cycles
/// undos, dead ends, and back to the grid.
#[test]
fn solve_heatmap_of_the_whole_search() {
    let mut app = solving(Theme::COLOR, "f");
    update_running_effects(&mut app, SolveAsk::CycleHeatmap.into());
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(text.contains("placements @ 50,175"), "{text}");
    // r4c6 is where the LeetCode example's search places most often.
    assert!(text.contains("max r4c6 635"), "{text}");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
    for title in ["undos @ 50,175", "dead ends @ 50,175"] {
        update_running_effects(&mut app, SolveAsk::CycleHeatmap.into());
        let text = format!("{}", draw(&app, 80, 24).backend());
        assert!(text.contains(title), "{text}");
    }
    update_running_effects(&mut app, SolveAsk::CycleHeatmap.into());
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(
        !text.contains("@ 50,175") && text.contains("┌───"),
        "{text}"
    );
}

/// Issue 20: without colour, the heatmap draws each given as its digit
/// (never as a never-visited cell's `··`) and has a scale in numbers under
/// the map, saying what each shade and the given's mark mean; in both
/// languages.
#[test]
fn the_heatmap_draws_givens_and_its_scale_without_colour() {
    use crate::grid::Cell;
    for lang in crate::i18n::Lang::ALL {
        let mut app = solving(Theme::PLAIN, "g40<Enter>").in_language(lang);
        update_running_effects(&mut app, SolveAsk::CycleHeatmap.into());
        let buffer = draw(&app, 80, 24).backend().buffer().clone();
        let grid = crate::puzzles::example().grid.clone();
        // The map's rows: the title on row 2, the nine rows under it.
        for r in 0..9 {
            let line: String = row(&buffer, 3 + r as u16)
                .chars()
                .skip(1)
                .take(30)
                .collect();
            let cells: Vec<String> = line
                .split(" │ ")
                .take(3)
                .flat_map(|part| {
                    let chars: Vec<char> = part.chars().collect();
                    chars
                        .chunks(3)
                        .map(|c| c[..2].iter().collect())
                        .collect::<Vec<String>>()
                })
                .collect();
            assert_eq!(cells.len(), 9, "{line}");
            for (c, shown) in cells.iter().enumerate() {
                let cell = Cell::at(r, c);
                if grid.is_given(cell) {
                    assert_eq!(*shown, format!(" {}", grid.get(cell)), "{cell}: {line}");
                } else {
                    assert!(
                        ["··", "░░", "▒▒", "▓▓", "██"].contains(&shown.as_str()),
                        "{cell}: {line}"
                    );
                }
            }
        }
        let under: String = (12..15)
            .map(|y| row(&buffer, y)[..33].to_string() + "\n")
            .collect();
        let given = (lang.text().views.heat_given).replace(' ', "");
        assert!(under.contains("·· 0") && under.contains("≥1"), "{under}");
        assert!(
            under.replace(' ', "").contains(&format!("5{given}")),
            "{under}"
        );
    }
}

/// After a run to the end (`f`, in slices as the loop runs it), `H` shows
/// the counts at once: they were counted on the way, so no count is asked
/// for, and they equal a count from step 0. So does a stop mid-way.
#[test]
fn the_heatmap_after_a_run_needs_no_count() {
    use crate::search_shape::heatmap::{Heatmap, Measure};
    let mut app = solving(Theme::COLOR, "f");
    let effects = app.update(SolveAsk::CycleHeatmap);
    assert!(effects.is_empty(), "a count was asked for: {effects:?}");
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(text.contains("placements @ 50,175"), "{text}");
    assert!(text.contains("max r4c6 635"), "{text}");
    let solve = app.solve().unwrap();
    let from_zero = Heatmap::up_to(solve.search.as_engine().unwrap(), 50_175);
    assert_eq!(
        from_zero.get(Measure::Placements, crate::grid::Cell::at(3, 5)),
        635
    );
    // Step 0, then g to a step never reached before: the same.
    let mut app = solving(Theme::COLOR, "g0<Enter>g33333<Enter>");
    assert!(app.update(SolveAsk::CycleHeatmap).is_empty());
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(text.contains("placements @ 33,333"), "{text}");
    // A step back leaves the counts behind: that step is counted anew.
    press(&mut app, "g33000");
    let enter = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
    let action = keys::action_for_key(app.context(), &enter).unwrap();
    let effects = app.update(action);
    assert_eq!(effects.len(), 1, "one count asked for: {effects:?}");
}

/// A count asked for before a jump is not shown after it: the step and
/// the strategy it was for are checked.
#[test]
fn a_stale_heatmap_count_is_dropped() {
    // Back from 500 to 400: the runs' counts are for step 500, so step
    // 400 needs a count of its own.
    let mut app = solving(Theme::COLOR, "g500<Enter>g400<Enter>");
    let effects = app.update(SolveAsk::CycleHeatmap);
    assert_eq!(effects.len(), 1, "one count asked for");
    // Switch strategy before the answer arrives.
    press(&mut app, "m");
    let answer = effects.into_iter().next().unwrap().run_here().unwrap();
    let more = app.update(answer);
    let text = format!("{}", draw(&app, 80, 24).backend());
    // The new search at step 0 has nothing counted yet, which needs no
    // count; the old answer (step 400) is not shown.
    assert!(text.contains("placements @ 0 "), "{text}");
    assert!(more.is_empty(), "no count is needed at step 0");
}

/// The tree after the whole search, at 120x40: the solution's path in `█`,
/// failed subtrees blank, the first root choice selected.
#[test]
fn solve_tree_after_the_end() {
    let mut app = solving(Theme::COLOR, "f");
    view_builds_only().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    press(&mut app, "t");
    let text = format!("{}", draw(&app, 120, 40).backend());
    assert!(text.contains("Search tree · steps 0–50,175"), "{text}");
    assert!(
        text.contains("┃r1c3=4█"),
        "the solution's root choice: {text}"
    );
    insta::assert_snapshot!(draw(&app, 120, 40).backend());
}

/// Moving, zooming and Enter: the engine lands on the placement of the
/// selected choice, whatever node it is.
#[test]
fn the_tree_seeks_to_the_selected_choice() {
    use crate::engine::Event;
    let mut app = solving(Theme::COLOR, "f");
    view_builds_only().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    // Into the last root choice (the solution's), down two levels, zoom in,
    // one to the right below, then go there.
    press(&mut app, "tllllllll");
    press(&mut app, "jjz");
    let text = format!("{}", draw(&app, 120, 40).backend());
    assert!(text.contains("zoomed (Z out)"), "{text}");
    press(&mut app, "jl<Enter>");
    let solve = app.solve().unwrap();
    assert_eq!(app.context(), crate::app::Context::Solve);
    let Some(Event::Place { cell, digit }) = solve.search.last_event() else {
        panic!("not at a placement: {:?}", solve.search.last_event());
    };
    let message = app.message.as_ref().unwrap().text.clone();
    assert!(
        message.contains(&format!("{cell} = {digit} placed")),
        "{message}"
    );
    assert_eq!(
        solve.search.stack().len(),
        4,
        "depth 3: zoomed at 2, one below"
    );
}

/// A race of two (`4` and `6` take forward-checking-mrv and singles-mrv
/// out of the four) at 80x24 once both have finished: two grids, the
/// table of their counts, and the comparison line.
#[test]
fn solve_race_to_the_end() {
    let mut app = solving(Theme::COLOR, "r46f");
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(
        text.contains("most-constrained: 51 placements — 83x fewer than row-major"),
        "{text}"
    );
    assert!(text.contains("solved at step 50,175") && text.contains("solved at step 291"));
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
    // r closes it; the solve screen is where it was, paused.
    press(&mut app, "r");
    assert_eq!(app.context(), crate::app::Context::Solve);
    assert_eq!(app.solve().unwrap().step(), 0);
    assert_eq!(
        app.solve().unwrap().speed.label(),
        "4 steps/s",
        "the speed from before"
    );
}

/// A search run to the end keeps its totals; once two strategies have
/// been run to the end, the comparison of the last two is said, and again
/// on switching.
#[test]
fn totals_are_kept_across_strategy_switches() {
    let mut app = solving(Theme::COLOR, "f");
    let mc = "most-constrained: 51 placements — 83x fewer than row-major";
    press(&mut app, "m");
    assert!(!app.message.as_ref().unwrap().text.contains(mc));
    press(&mut app, "f");
    while app.solve().is_some_and(|s| s.is_busy()) {
        view_builds_only().act(&mut app, Action::Tick(std::time::Instant::now()));
    }
    assert_eq!(app.message.as_ref().unwrap().text, mc);
    press(&mut app, "m");
    let message = &app.message.as_ref().unwrap().text;
    assert_eq!(
        *message,
        format!(
            "forward-checking: the search starts again at step 0 · after each \
             placement, an empty cell left with no candidate is a wipeout: back at once · {mc}"
        )
    );
    // Singles, run to the end, is compared with the last one run to the
    // end: its guesses alone (none) would not say what it did.
    press(&mut app, "m");
    press(&mut app, "m");
    press(&mut app, "f");
    while app.solve().is_some_and(|s| s.is_busy()) {
        view_builds_only().act(&mut app, Action::Tick(std::time::Instant::now()));
    }
    let singles = "singles: 52 events, 0 guesses, 51 forced; \
                   most-constrained: 291 events, 51 guesses, 0 forced";
    assert_eq!(app.message.as_ref().unwrap().text, singles);
    // The switch goes through all six and back to row-major.
    press(&mut app, "m");
    press(&mut app, "m");
    let message = &app.message.as_ref().unwrap().text;
    assert_eq!(
        *message,
        format!("row-major: the search starts again at step 0 · {singles}")
    );
}

/// Mid-search the cell the search is at is the heatmap's cursor: its count
/// is given next to the busiest cell's, and it shows in reverse video.
#[test]
fn the_heatmap_cursor_is_the_searched_cell() {
    let mut app = solving(Theme::PLAIN, "g2000<Enter>");
    update_running_effects(&mut app, SolveAsk::CycleHeatmap.into());
    let terminal = draw(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    // Step 2,000 undoes 4 at r2c3, filled 37 times by then (r2c7: 50).
    let rows: Vec<String> = (0..24).map(|y| row(buffer, y)).collect();
    assert_eq!(rows[14].trim_end(), " r2c3 37 · max r2c7 50", "{rows:#?}");
    // r2c3 is the third cell of the second map row: columns 7 and 8.
    let cell = &buffer[(7, 4)];
    assert!(cell.modifier.contains(Modifier::REVERSED), "{cell:?}");
    assert!(!buffer[(4, 4)].modifier.contains(Modifier::REVERSED));
}

// The bug lab and the quiz.

/// Each variant of the bug lab at its end, at 80x24 with the code panel:
/// the end sentence against the correct search, the mistake's listing.
#[test]
fn each_variant_at_its_end() {
    for (presses, name, end) in [
        (
            "v",
            "forget_restore",
            "forget-restore ended \"no solution\" at step 84; the correct search solves this puzzle in 50,175 steps",
        ),
        (
            "vv",
            "forget_flag",
            "forget-flag ended \"no solution\" at step 55,574",
        ),
        (
            "vvv",
            "restart_column",
            "restart-column ended \"solved\" with 42 cells empty at step 101",
        ),
        (
            "vvvv",
            "forget_candidates",
            "forget-candidates ended \"no solution\" at step 48; the correct forward-checking search solves this puzzle in 4,041 steps",
        ),
    ] {
        let app = solving(Theme::COLOR, &format!("{presses}<Tab><Tab><Tab>f"));
        let screen = format!("{}", draw(&app, 80, 24).backend());
        let flat: String = screen
            .lines()
            .map(|l| l.trim_matches(|c| c == '"' || c == ' '))
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            flat.contains(end) || screen.contains(end),
            "{name}: {screen}"
        );
        insta::assert_snapshot!(format!("variant_end_{name}"), draw(&app, 80, 24).backend());
    }
}

#[test]
fn the_variant_cycles_back_to_the_correct_search_and_the_listing_through_four_languages() {
    let mut app = solving(Theme::COLOR, "<Tab><Tab><Tab>");
    let title = |app: &App| {
        let screen = format!("{}", draw(app, 120, 40).backend());
        let at = screen.find("Code (").expect("the code panel");
        screen[at..]
            .lines()
            .next()
            .unwrap()
            .trim_end_matches([' ', '"', '│'])
            .to_string()
    };
    assert!(title(&app).starts_with("Code (C++, row-major)"));
    for want in ["Code (Java", "Code (Python", "Code (Rust", "Code (C++"] {
        press(&mut app, "L");
        assert!(title(&app).starts_with(want), "{}", title(&app));
    }
    press(&mut app, "v");
    assert!(title(&app).contains("forget-restore"), "{}", title(&app));
    press(&mut app, "vvvv");
    assert_eq!(app.solve().unwrap().search.mistake(), None);
    assert_eq!(app.solve().unwrap().step(), 0);
}

/// Issue 20: the title bar names the bug-lab variant that runs, not
/// `row-major`, in both languages.
#[test]
fn the_title_bar_names_the_variant() {
    let header = |app: &App| row(draw(app, 80, 24).backend().buffer(), 0);
    let mut app = solving(Theme::PLAIN, "");
    assert!(
        header(&app).contains("solve · row-major"),
        "{}",
        header(&app)
    );
    for want in [
        "forget-restore",
        "forget-flag",
        "restart-column",
        "forget-candidates",
    ] {
        press(&mut app, "v");
        assert!(
            header(&app).contains(&format!("solve · {want} ")),
            "{}",
            header(&app)
        );
        assert!(!header(&app).contains("row-major"), "{}", header(&app));
    }
    press(&mut app, "v");
    assert!(
        header(&app).contains("solve · row-major"),
        "{}",
        header(&app)
    );
    let mut app = solving(Theme::PLAIN, "").in_language(crate::i18n::Lang::Zh);
    press(&mut app, "v");
    let zh = crate::i18n::Lang::Zh.text();
    let name = (zh.common.variant)(Some(crate::engine::Mistake::ForgetRestore));
    let squeezed = header(&app).replace(' ', "");
    assert!(squeezed.contains(name), "{squeezed}");
}

#[test]
fn the_quiz_asks_judges_and_keeps_the_score() {
    // Step 1: r1c3 entered; 1 is the first digit no table holds there.
    let mut app = solving(Theme::COLOR, "x");
    let text = |app: &App| format!("{}", draw(app, 80, 24).backend());
    assert!(text(&app).contains("quiz 0/0 · r1c3: which digit goes here next"));
    press(&mut app, "1");
    assert!(text(&app).contains("quiz 1/1 · yes: no table holds 1"));
    press(&mut app, "<Right>");
    // r1c4: 1 is in row 1 now, at r1c3; 2 comes next.
    press(&mut app, "1");
    assert!(
        text(&app).contains("quiz 1/2 · no: 1 is in row 1 at r1c3, so 2 comes next"),
        "{}",
        text(&app)
    );
    // Off: the wrong answers for review; on again: the score is kept.
    press(&mut app, "x");
    assert!(
        text(&app).contains("quiz 1/2 · quiz off · wrong: r1c4 said 1, was 2"),
        "{}",
        text(&app)
    );
    press(&mut app, "x");
    assert!(text(&app).contains("quiz 1/2"));
}

/// forget-restore at step 42: the tables panel marks the stale entries
/// (`9?`), and the status line names them.
#[test]
fn forget_restore_marks_its_stale_table_entries() {
    let app = solving(Theme::COLOR, "<Tab><Tab>vg42<Enter>");
    let screen = format!("{}", draw(&app, 80, 24).backend());
    assert!(
        screen.contains("row 1 1  2  3  4  5  ·  7  8  9?"),
        "{screen}"
    );
    assert!(screen.contains("?: stale, claimed but no cell holds it"));
    assert!(screen.contains("stale: row 1 claims 9, col 8 claims 9, box 3 claims 9"));
    // The correct search at the same step marks none.
    let app = solving(Theme::COLOR, "<Tab><Tab>g42<Enter>");
    let screen = format!("{}", draw(&app, 80, 24).backend());
    assert!(!screen.contains("?: stale"), "{screen}");
}

/// The bug lab marks what the mistake does on the grid itself: the empty
/// cells restart-column's scan passes over in `{·}`, and under forget-flag,
/// once the grid has been complete, the cells erased since in `~·~`.
#[test]
fn the_bug_lab_marks_its_damage_on_the_grid() {
    use crate::engine::Event;
    // restart-column: the first step whose scan skipped an empty cell.
    let mut app = solving(Theme::PLAIN, "vvv");
    while app
        .solve()
        .unwrap()
        .search
        .state()
        .skipped_cells()
        .is_empty()
    {
        press(&mut app, "<Right>");
    }
    let skipped = app.solve().unwrap().search.state().skipped_cells();
    let screen = format!("{}", draw(&app, 80, 24).backend());
    assert_eq!(
        screen.matches("{·}").count(),
        skipped.len(),
        "one mark per skipped cell: {skipped:?}\n{screen}"
    );

    // forget-flag: no mark before the grid is complete, then one per
    // empty cell once it has been.
    let grid = crate::puzzles::example().grid.clone();
    let mut probe =
        crate::engine::Engine::with_mistake(&grid, crate::engine::Mistake::ForgetFlag).unwrap();
    while probe.step() != Some(Event::Solved) {}
    let complete = probe.step_number();
    let before = solving(Theme::PLAIN, &format!("vvg{}<Enter>", complete - 1));
    assert!(!format!("{}", draw(&before, 80, 24).backend()).contains("~·~"));
    let app = solving(Theme::PLAIN, &format!("vvg{}<Enter>", complete + 30));
    let engine = &app.solve().unwrap().search;
    let empty = engine.grid().digits().iter().filter(|&&d| d == 0).count();
    let current = engine
        .last_event()
        .and_then(|e| e.cell())
        .filter(|&c| engine.grid().get(c) == 0);
    let screen = format!("{}", draw(&app, 80, 24).backend());
    assert_eq!(
        screen.matches("~·~").count(),
        empty - usize::from(current.is_some()),
        "{screen}"
    );
    assert!(empty > 0, "the search has undone some of the complete grid");
}

/// forget-candidates at its first false wipeout (step 28 of LeetCode's
/// example), at 80x24 and 120x40: the sentence says the wipeout is a false
/// one and which digits still fit; the grid marks the cells whose kept
/// candidates lost digits (`-·-`), and the line under it names them.
#[test]
fn forget_candidates_at_a_false_wipeout() {
    let app = solving(Theme::COLOR, "vvvvg28<Enter>");
    assert_eq!(app.solve().unwrap().step(), 28);
    for (width, height) in [(80, 24), (120, 40)] {
        let screen = format!("{}", draw(&app, width, height).backend());
        assert!(screen.contains("a false one"), "{screen}");
        insta::assert_snapshot!(
            format!("forget_candidates_wipeout_{width}x{height}"),
            draw(&app, width, height).backend()
        );
    }
}
