//! The strategy race (`r`): row-major and most-constrained side by side on
//! the same puzzle, run in lockstep of events, each with its grid and
//! counters; one line compares them once one has finished.
//!
//! ```text
//!  Race · lockstep: the same number of events each · turbo
//!  row-major                         most-constrained
//!  ┌─────────┬───...                 ┌─────────┬───...
//!  ...                               ...
//!  step 1,204,000 · depth 23         solved at step 101,227
//!  placements 98,100                 placements 45,267
//!  rejects 9,311 · backtracks 977    rejects 9,311 · backtracks 977
//!  running                           solved
//!  most-constrained finished: 45,267 placements; row-major still going at 98,100
//! ```

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph};

use super::grid::{self, GridView};
use crate::app::Theme;
use crate::app::shape_views::RaceView;
use crate::app::solve::Speed;
use crate::engine::{Engine, Outcome};
use crate::i18n::Text;
use crate::i18n::words::{race_comparison, racer_name};
use crate::search_shape::race::Racer;

pub fn render(
    frame: &mut Frame,
    body: Rect,
    view: &RaceView,
    speed: Speed,
    theme: Theme,
    text: &Text,
) {
    frame.render_widget(Clear, body);
    let [title, sides, _, verdict] = body.layout(&Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1 + grid::HEIGHT + 4),
        Constraint::Length(1),
        Constraint::Fill(1),
    ]));
    let words = &text.views;
    let state = if view.race.is_finished() {
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
    let [left, _, right] = sides.layout(&Layout::horizontal([
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Fill(1),
    ]));
    for (engine, area) in view.race.sides.iter().zip([left, right]) {
        side(frame, area, engine, theme, text);
    }
    let line = view
        .race
        .comparison()
        .map(|c| race_comparison(c, text))
        .unwrap_or_else(|| words.both_running.to_string());
    frame.render_widget(
        Paragraph::new(line)
            .style(theme.heading())
            .wrap(ratatui::widgets::Wrap { trim: true }),
        verdict,
    );
}

/// One side: its strategy, grid and counters.
fn side(frame: &mut Frame, area: Rect, engine: &Engine, theme: Theme, text: &Text) {
    let [name, board, figures] = area.layout(&Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(grid::HEIGHT),
        Constraint::Length(4),
    ]));
    let racer = Racer::of(engine);
    frame.render_widget(
        Paragraph::new(Line::styled(racer_name(racer, text), theme.heading())),
        name,
    );
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
    let c = engine.counts();
    let words = &text.views;
    let step = engine.step_number();
    let mistaken = matches!(racer, Racer::Mistaken(_));
    let says = &text.classroom;
    let progress = match engine.outcome() {
        // A mistake's verdict is its own, not the puzzle's: quoted.
        Some(Outcome::Solved) if mistaken => (says.race_mistake_says_solved_at)(step),
        Some(Outcome::Exhausted) if mistaken => (says.race_mistake_says_no_solution_at)(step),
        Some(Outcome::Solved) => (words.solved_at)(step),
        Some(Outcome::Exhausted) => (words.no_solution_at)(step),
        None => (words.running_at)(step),
    };
    let lines = vec![
        Line::raw(progress),
        Line::raw((words.placements)(c.place)),
        Line::raw((words.rejects)(c.rejects())),
        Line::raw((words.backtracks)(c.undo, engine.depth())),
    ];
    frame.render_widget(Paragraph::new(lines), figures);
}
