//! A checker of the search tree's details line: for every node the cursor
//! can reach (arrows, and `z` into aggregates), the depth and the merged
//! digits the line states are compared with the row the node is drawn on
//! and with the search's own placements, replayed independently of the
//! tree's code.

use std::collections::{BTreeSet, VecDeque};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;

use super::*;
use crate::app::{EditAsk, TreeAsk};
use crate::engine::{Engine, Event};
use crate::grid::{Cell, Grid};
use crate::i18n::Lang;
use crate::search::Search;
use crate::search_shape::tree::{Icicle, Run};
use crate::test_fixtures::ANTI_BRUTE_FORCE;
use shape_views::TreeView;

/// One placement of the search: its step, cell, digit and depth (the
/// placements not yet undone before it).
#[derive(Clone, Copy, Debug)]
struct Placement {
    step: u64,
    cell: Cell,
    digit: u8,
    depth: usize,
}

/// Every placement up to `steps`, replayed on an engine of its own.
fn placements(puzzle: &Grid, steps: u64) -> Vec<Placement> {
    let mut engine = Engine::new(puzzle, crate::engine::Strategy::RowMajor).unwrap();
    let mut depth = 0;
    let mut found = Vec::new();
    while engine.step_number() < steps {
        let Some(event) = engine.step() else { break };
        match event {
            Event::Place { cell, digit } => {
                found.push(Placement {
                    step: engine.step_number(),
                    cell,
                    digit,
                    depth,
                });
                depth += 1;
            }
            Event::Undo { .. } => depth -= 1,
            _ => {}
        }
    }
    found
}

/// What a details line says, read back from the screen.
#[derive(Debug, PartialEq, Eq)]
struct Said {
    cell: String,
    digits: String,
    merged: Option<usize>,
    depth: usize,
}

/// A screen row as text: a wide character's second column is skipped.
fn row_text(buffer: &Buffer, y: u16) -> String {
    let mut text = String::new();
    let mut x = 0;
    while x < buffer.area.width {
        let symbol = buffer[(x, y)].symbol();
        text.push_str(symbol);
        x += unicode_width::UnicodeWidthStr::width(symbol).max(1) as u16;
    }
    text
}

/// The details line: the one row that starts with `rNcN = `.
fn details_line(buffer: &Buffer) -> String {
    let found: Vec<String> = (0..buffer.area.height)
        .map(|y| row_text(buffer, y).trim().to_string())
        .filter(|row| {
            let b = row.as_bytes();
            b.len() > 7 && b[0] == b'r' && b[2] == b'c' && &row[4..7] == " = "
        })
        .collect();
    assert_eq!(found.len(), 1, "one details line: {found:?}");
    found.into_iter().next().unwrap()
}

/// The number in `text` after `before`.
fn number_after(text: &str, before: &str) -> Option<usize> {
    let rest = &text[text.find(before)? + before.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn read_details(line: &str, lang: Lang) -> Said {
    let parts: Vec<&str> = line.split(" · ").collect();
    let head = parts[0];
    // `3`, `6–9`, `2 and 4`, `2, 5 and 9`, `2 和 4`, `2、5 和 9`.
    let digits: String = head[7..]
        .split(['(', '（'])
        .next()
        .unwrap()
        .trim()
        .to_string();
    let (merged, depth) = match lang {
        Lang::En => {
            let merged = number_after(head, " (");
            if let Some(n) = merged {
                let word = if n == 1 { "digit" } else { "digits" };
                assert!(head.ends_with(&format!("({n} {word} merged)")), "{line}");
            }
            (merged, number_after(parts[1], "depth "))
        }
        Lang::Zh => (
            number_after(head, "（合并了 "),
            number_after(parts[1], "深度 "),
        ),
    };
    Said {
        cell: head[..4].to_string(),
        digits,
        merged,
        depth: depth.unwrap_or_else(|| panic!("a depth in {line}")),
    }
}

/// The depth in the row label (`d 4 `, `d12 `) of the row the selection
/// (reverse video) is drawn on.
fn selected_row_label(buffer: &Buffer) -> usize {
    let rows: BTreeSet<u16> = (0..buffer.area.height)
        .filter(|&y| {
            (0..buffer.area.width).any(|x| buffer[(x, y)].modifier.contains(Modifier::REVERSED))
        })
        .collect();
    assert_eq!(rows.len(), 1, "the selection is on one row: {rows:?}");
    let label = row_text(buffer, *rows.first().unwrap());
    let label = label.trim_start();
    assert!(label.starts_with('d'), "{label}");
    label[1..3].trim().parse().unwrap()
}

/// Checks the details line at the current selection; returns the node.
/// Every `SCREEN_EVERY`th check also draws the screen (slow with ratatui
/// unoptimised in tests) and reads the line and the row label from it.
fn check_selection(app: &App, places: &[Placement], lang: Lang, draw: bool) -> Option<Run> {
    let solve = app.solve().unwrap();
    let view = solve.shape.tree.as_ref().unwrap();
    let icicle: Icicle = view
        .icicle(solve.search.as_engine().unwrap(), app.size)
        .into_owned();
    let run = view.selected(&icicle)?.clone();
    let line = ui::search_tree::details(&run, app.text());
    let said = read_details(&line, lang);
    if draw {
        let mut terminal =
            Terminal::new(TestBackend::new(app.size.width, app.size.height)).unwrap();
        terminal.draw(|f| ui::render(f, app)).unwrap();
        let buffer = terminal.backend().buffer();
        assert_eq!(details_line(buffer), line);
        assert_eq!(said.depth, selected_row_label(buffer), "{line}");
    }

    // The depth: the row the node is drawn on, and the search's own.
    assert_eq!(said.depth, icicle.top + view.row, "{line}");
    let from = places.partition_point(|p| p.step < run.steps.start);
    let to = places.partition_point(|p| p.step < run.steps.end);
    let beneath: Vec<&Placement> = places[from..to]
        .iter()
        .filter(|p| p.depth == said.depth)
        .collect();
    let first = beneath
        .first()
        .unwrap_or_else(|| panic!("{line}: no placement"));
    assert_eq!(first.step, run.steps.start, "{line}");
    assert!(beneath.iter().all(|p| p.cell == first.cell), "{line}");
    assert_eq!(said.cell, first.cell.to_string(), "{line}");

    // The digits: one placed digit, or an aggregate's first–last and how
    // many it merged.
    let digits: Vec<u8> = beneath.iter().map(|p| p.digit).collect();
    match said.merged {
        None => {
            assert_eq!(digits.len(), 1, "{line}: {digits:?}");
            assert_eq!(said.digits, digits[0].to_string(), "{line}");
        }
        Some(n) => {
            assert_eq!(n, digits.len(), "{line}: {digits:?}");
            assert!(n >= 2, "{line}");
            // A range claims every digit between its ends; a list names
            // each.
            let (first, last) = (digits[0], digits[n - 1]);
            if usize::from(last - first) + 1 == n {
                assert_eq!(said.digits, format!("{first}–{last}"), "{line}");
            } else {
                let named: Vec<u8> = said
                    .digits
                    .chars()
                    .filter_map(|c| c.to_digit(10).map(|d| d as u8))
                    .collect();
                assert_eq!(named, digits, "{line}");
                assert!(!said.digits.contains('–'), "{line}");
            }
        }
    }
    Some(run)
}

fn tree(app: &mut App) -> &mut TreeView {
    let Mode::Solve(solve) = &mut app.mode else {
        panic!("solving")
    };
    solve.shape.tree.as_mut().unwrap()
}

const SCREEN_EVERY: usize = 40;

/// Visits every node the arrows reach from the top-left one, checking
/// each; returns how many were checked and the aggregates met.
fn visit_all(app: &mut App, places: &[Placement], lang: Lang) -> (usize, Vec<Run>) {
    let start = (tree(app).row, tree(app).column);
    let mut seen = BTreeSet::from([start]);
    let mut queue = VecDeque::from([start]);
    let mut checked = 0;
    let mut aggregates = Vec::new();
    while let Some((row, column)) = queue.pop_front() {
        (tree(app).row, tree(app).column) = (row, column);
        let draw = seen.len() % SCREEN_EVERY == 1;
        if let Some(run) = check_selection(app, places, lang, draw) {
            checked += 1;
            if run.is_aggregate() {
                aggregates.push(run);
            }
        }
        for direction in [
            Direction::Left,
            Direction::Right,
            Direction::Up,
            Direction::Down,
        ] {
            (tree(app).row, tree(app).column) = (row, column);
            act(app, TreeAsk::Move(direction));
            let next = (tree(app).row, tree(app).column);
            if seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    (checked, aggregates)
}

/// Updates the app and runs the effects it asks for here (the tree's
/// builds, which the loop runs on a thread).
fn act(app: &mut App, action: impl Into<Action>) {
    crate::app::screen_tests::screens::view_builds_only().act(app, action);
}

/// Selects in the open tree the run `pick` finds in its icicle (row and
/// run), as the arrow keys would, and returns that run.
pub(super) fn select_in_tree(
    app: &mut App,
    pick: impl FnOnce(&Icicle) -> Option<(usize, Run)>,
) -> Run {
    let Mode::Solve(solve) = &mut app.mode else {
        panic!("solving")
    };
    let view = solve.shape.tree.as_mut().expect("the tree is open");
    let icicle = view
        .icicle(solve.search.as_engine().unwrap(), app.size)
        .into_owned();
    let (row, run) = pick(&icicle).expect("the run to select");
    (view.row, view.column) = (row, run.first_column);
    run
}

/// Opens the tree at `steps` of the puzzle and checks every node, then
/// zooms into up to three of the aggregates and checks theirs.
fn check_tree(puzzle: &Grid, steps: u64, lang: Lang, width: u16, height: u16) -> usize {
    let mut app = App::with_example(Theme::PLAIN).in_language(lang);
    app.editor.grid = puzzle.clone();
    act(&mut app, Action::Resize { width, height });
    act(&mut app, EditAsk::StartSolve);
    if let Mode::Solve(solve) = &mut app.mode {
        solve.search.seek(steps);
    }
    let places = placements(puzzle, steps);
    act(&mut app, TreeAsk::Open);
    act(&mut app, TreeAsk::Move(Direction::Down));
    let (mut checked, aggregates) = visit_all(&mut app, &places, lang);
    for aggregate in aggregates.iter().take(3) {
        select_in_tree(&mut app, |icicle| {
            let row = icicle.rows.iter().position(|r| r.contains(aggregate))?;
            Some((row, aggregate.clone()))
        });
        act(&mut app, TreeAsk::ZoomIn);
        checked += visit_all(&mut app, &places, lang).0;
        act(&mut app, TreeAsk::ZoomOut);
    }
    checked
}

fn grid(line: &str) -> Grid {
    crate::grid::parse_grid(line).unwrap()
}

/// The case: `r1c2 = 3 (1 digits merged) · depth 0` for a single
/// choice at depth 1 (the two numbers were passed in swapped order).
/// About 9,800 nodes a language, at both sizes, on three puzzles.
#[test]
fn the_tree_details_line_says_each_nodes_own_depth_and_merged_digits() {
    let example = puzzles::example().grid.clone();
    let escargot = puzzles::by_name("AI Escargot").unwrap().grid.clone();
    for lang in [Lang::En, Lang::Zh] {
        let mut checked = 0;
        checked += check_tree(&example, 50_175, lang, 120, 40);
        checked += check_tree(&example, 50_175, lang, 80, 24);
        checked += check_tree(&escargot, u64::MAX, lang, 120, 40);
        checked += check_tree(&grid(ANTI_BRUTE_FORCE), 2_000_000, lang, 120, 40);
        assert!(checked > 500, "{checked} nodes checked");
    }
}

/// "1 digit", not "1 digits" (an aggregate merges two or more today, but
/// the catalogue must not depend on it).
#[test]
fn one_merged_digit_is_singular() {
    let node = crate::i18n::views::NodeDetails {
        cell: Cell::at(0, 1),
        digits: "3",
        merged: 1,
        forced: 0,
        depth: 1,
        first: 5,
        last: 9,
        events: 5,
        fate: "failed",
    };
    let line = (Lang::En.text().views.tree_details)(&node);
    assert_eq!(
        line,
        "r1c2 = 3 (1 digit merged) · depth 1 · steps 5–9 · 5 events · failed"
    );
}
