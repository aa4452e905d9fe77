//! The strategy race (`r`): two to four searches side by side on the same
//! puzzle, run in lockstep of events. Their grids when the screen has
//! room for all of them (in a row, or two rows of two); always a table
//! of each side's counts and place, the strategies not racing with the
//! numbers that add them, and one line on who finished when.
//!
//! ```text
//!  Race · lockstep: the same number of events each · 4 steps/s
//!  row-major · running · step 300      most-constrained · solved at step 291
//!  ┌─────────┬───...                   ┌─────────┬───...
//!  ...  (grids: only when every side's fits)
//!    racing                  events  guesses  forced  wipeouts  backtracks  place
//!  1 row-major                  300       30       0         0          10  running
//!  2 most-constrained           291       51       0         0           0  2nd
//!  4 forward-checking-mrv       291       51       0         0           0  2nd
//!  6 singles-mrv                 52        0      51         0           0  1st
//!  1-6 add or take out · not racing: 3 forward-checking, 5 singles
//!  Finished: singles-mrv at event 52, …; 1 still running, at event 300.
//! ```

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Cell, Clear, Paragraph, Row, Table, Wrap};
use unicode_width::UnicodeWidthStr;

use super::grid::{self, GridView};
use crate::app::Theme;
use crate::app::shape_views::RaceView;
use crate::app::solve::Speed;
use crate::engine::{Engine, Outcome, Strategy};
use crate::format::thousands;
use crate::i18n::Text;
use crate::i18n::words::{race_comparison, race_finishes, racer_name};
use crate::search::Search;
use crate::search_shape::race::{Racer, Standing};

/// Rows a side's grid takes under its heading.
const GRID_BLOCK: u16 = grid::HEIGHT;

/// Rows of a side's heading: who and how far on one line, or on two in the
/// bug lab's race (a mistake's quoted claim is long; that race has no
/// line of strategies to add, so it has the room).
fn heading_rows(choosable: bool) -> u16 {
    if choosable { 1 } else { 2 }
}

pub fn render(
    frame: &mut Frame,
    body: Rect,
    view: &RaceView,
    speed: Speed,
    theme: Theme,
    text: &Text,
) {
    frame.render_widget(Clear, body);
    let race = &view.race;
    let sides = race.sides.len() as u16;
    let choosable = race.strategies().is_some();
    let others_line = choosable.then(|| others(race.strategies().unwrap_or_default(), text));
    let others_rows = others_line.as_ref().map_or(0, |line| {
        let width = usize::from(body.width.max(1));
        line.width().div_ceil(width).min(2) as u16
    });
    let fixed = 1 + (1 + sides) + others_rows + 1;
    let block = heading_rows(choosable) + GRID_BLOCK;
    let grids = grid_columns(sides, block, body.width, body.height.saturating_sub(fixed));
    let grid_rows = grids.map_or(0, |columns| sides.div_ceil(columns));
    let [title, boards, table, others, verdict] = body.layout(&Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(grid_rows * block),
        Constraint::Length(1 + sides),
        Constraint::Length(others_rows),
        Constraint::Fill(1),
    ]));
    let words = &text.views;
    let state = if race.is_finished() {
        words.race_finished.to_string()
    } else if view.playing {
        speed.label_in(text)
    } else {
        words.race_paused.to_string()
    };
    frame.render_widget(
        Paragraph::new(Line::styled((words.race_title)(&state), theme.heading())),
        title,
    );
    if let Some(columns) = grids {
        let rows = boards.layout_vec(&Layout::vertical(vec![
            Constraint::Length(block);
            grid_rows as usize
        ]));
        let cells = rows.iter().flat_map(|row| {
            row.layout_vec(&Layout::horizontal(vec![
                Constraint::Fill(1);
                columns as usize
            ]))
        });
        for (engine, area) in race.sides.iter().zip(cells) {
            side(frame, area, heading_rows(choosable), engine, theme, text);
        }
    }
    let standings = race.standings();
    frame.render_widget(standings_table(&standings, choosable, theme, text), table);
    if let Some(line) = others_line {
        frame.render_widget(
            Paragraph::new(Line::styled(line, theme.dim())).wrap(Wrap { trim: true }),
            others,
        );
    }
    let line = match race.sides.len() {
        2 => race
            .comparison()
            .map(|c| race_comparison(c, text))
            .unwrap_or_else(|| words.both_running.to_string()),
        _ => race_finishes(&race.finishes(), text),
    };
    frame.render_widget(
        Paragraph::new(line)
            .style(theme.heading())
            .wrap(Wrap { trim: true }),
        verdict,
    );
}

/// `1-6 add or take out · not racing: 3 forward-checking, 5 singles`.
fn others(racing: Vec<Strategy>, text: &Text) -> String {
    let list: Vec<String> = Strategy::EVERY
        .iter()
        .enumerate()
        .filter(|(_, s)| !racing.contains(s))
        .map(|(i, &s)| format!("{} {}", i + 1, (text.common.strategy)(s)))
        .collect();
    (text.race.others)(&list.join(text.race.separator))
}

/// How many grids go in a row: all of them, or two rows of two, when
/// they fit in `width` and `height`; `None` when they do not (the table
/// alone then).
fn grid_columns(sides: u16, block: u16, width: u16, height: u16) -> Option<u16> {
    [sides, sides.div_ceil(2)].into_iter().find(|&columns| {
        let rows = sides.div_ceil(columns);
        columns * grid::WIDTH + (columns - 1) * 2 <= width && rows * block <= height
    })
}

/// The table: a row for each side with its counts and place; in a race of
/// strategies each is numbered as the key that takes it out.
fn standings_table<'a>(
    standings: &[Standing],
    numbered: bool,
    theme: Theme,
    text: &'a Text,
) -> Table<'a> {
    let words = &text.race;
    let rows: Vec<[String; 7]> = standings
        .iter()
        .map(|s| {
            let name = racer_name(s.racer, text);
            let name = match s.racer {
                Racer::Correct(strategy) if numbered => {
                    let number = Strategy::EVERY.iter().position(|&e| e == strategy);
                    format!("{} {name}", number.map_or(0, |i| i + 1))
                }
                _ => name,
            };
            let c = &s.counts;
            let place = match (s.racer, s.outcome, s.place) {
                // A mistake's end is its own claim, not a place won.
                (Racer::Mistaken(_), Some(outcome), _) => (words.claims)(outcome).to_string(),
                (_, _, Some(place)) => (words.place)(place),
                _ => words.running.to_string(),
            };
            [
                name,
                thousands(s.events),
                thousands(c.place),
                thousands(c.force),
                thousands(c.wipeout),
                thousands(c.undo),
                place,
            ]
        })
        .collect();
    let header = words.columns.map(str::to_string);
    let widths: Vec<Constraint> = (0..7)
        .map(|i| {
            let widest = rows
                .iter()
                .chain([&header])
                .map(|r| r[i].width())
                .max()
                .unwrap_or(0);
            Constraint::Length(widest as u16)
        })
        .collect();
    // Names and places read from the left, numbers line up on the right.
    let aligned = |i: usize, s: String| match i {
        0 | 6 => Cell::from(s),
        _ => Cell::from(Line::from(s).right_aligned()),
    };
    let row = |r: [String; 7]| Row::new(r.into_iter().enumerate().map(|(i, s)| aligned(i, s)));
    Table::new(rows.into_iter().map(row), widths)
        .header(row(header).style(theme.heading()))
        .column_spacing(2)
}

/// One side's grid under its heading: who runs it, and how far it is.
fn side(frame: &mut Frame, area: Rect, heading: u16, engine: &Engine, theme: Theme, text: &Text) {
    let [name, board] = area.layout(&Layout::vertical([
        Constraint::Length(heading),
        Constraint::Length(grid::HEIGHT),
    ]));
    let racer = Racer::of(engine);
    let words = &text.views;
    let step = engine.step_number();
    let says = &text.classroom;
    let mistaken = matches!(racer, Racer::Mistaken(_));
    let progress = match engine.outcome() {
        // A mistake's verdict is its own, not the puzzle's: quoted.
        Some(Outcome::Solved) if mistaken => (says.race_mistake_says_solved_at)(step),
        Some(Outcome::Exhausted) if mistaken => (says.race_mistake_says_no_solution_at)(step),
        Some(Outcome::Solved) => (words.solved_at)(step),
        Some(Outcome::Exhausted) => (words.no_solution_at)(step),
        None => (words.running_at)(step),
    };
    let who = racer_name(racer, text);
    let lines = match heading {
        1 => vec![Line::styled(format!("{who} · {progress}"), theme.heading())],
        _ => vec![Line::styled(who, theme.heading()), Line::raw(progress)],
    };
    frame.render_widget(Paragraph::new(lines), name);
    let cells = engine.grid();
    let view = GridView {
        grid: &cells,
        cursor: None,
        repeated: Default::default(),
        marks: Vec::new(),
    };
    let board = Rect {
        width: grid::WIDTH.min(board.width),
        ..board
    };
    grid::render(frame, board, &view, theme);
}
