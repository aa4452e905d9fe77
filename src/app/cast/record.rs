//! `sudoku-dfs record`: the solve screen stepped through a range of a
//! search, one frame per step, recorded as asciicast v2 without a
//! terminal. The app is the real one (the same `App`, the same keys'
//! actions, the same drawing); only the clock is the recording's: step `k`
//! of the range is shown at `k × pace` seconds, plus a hold at each stop.
//! The status line says what the recording does: `▶ playing` at its own
//! pace (`2 steps/s` for `--pace 0.5`) while it steps on, `paused` on a
//! stop's frame while it is held and on the last frame.
//!
//! Stops are a list of (step, label): `--stop N` gives them on the command
//! line (labelled with what the screen says at that step), and a lesson's
//! stops can be handed in the same way. Each is a marker in the file.

use std::path::Path;

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::Cast;
use crate::app::atomic_write;
use crate::app::driver::Headless;
use crate::app::files::FileError;
use crate::app::narration::narrate;
use crate::app::solve::PauseAt;
use crate::app::{Action, App, EditAsk, SolveAsk, Start, Theme, WindowAsk, ui};
use crate::engine::{Mistake, Strategy};
use crate::i18n::Lang;

/// A step a recording stops at: a marker labelled `label` (the screen's
/// own sentence when `None`), and the frame held for [`Options::hold`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    pub step: u64,
    pub label: Option<String>,
}

/// How the range is recorded when `to` is not given: to the end of the
/// search, at most this many steps after `from` (the anti-brute-force
/// puzzle's search is 830 million steps).
pub const DEFAULT_STEPS: u64 = 10_000;

/// What to record.
#[derive(Clone, Debug)]
pub struct Options {
    pub start: Start,
    /// The first step shown, and the last (see [`DEFAULT_STEPS`]).
    pub from: u64,
    pub to: Option<u64>,
    /// Seconds each step is shown.
    pub pace: f64,
    pub width: u16,
    pub height: u16,
    pub lang: Lang,
    pub theme: Theme,
    pub strategy: Strategy,
    /// The bug lab's mistake instead of the correct search.
    pub mistake: Option<Mistake>,
    pub stops: Vec<Stop>,
    /// Every dead end or backtrack is a stop too.
    pub pause_at: PauseAt,
    /// Seconds a stop's frame is held before the next step.
    pub hold: f64,
    /// The header's timestamp (seconds since 1970), if any.
    pub timestamp: Option<u64>,
}

/// Why a recording could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The givens conflict: the app's own sentence for it.
    CannotSolve(String),
    /// `from` is after `to`.
    EmptyRange { from: u64, to: u64 },
}

/// The recording of the solve screen over the options' range.
pub fn record(options: &Options) -> Result<Cast, Refused> {
    let mut driver = Headless::every_effect();
    let mut app = solving_app(&mut driver, options)?;
    let mut terminal = Terminal::new(TestBackend::new(options.width, options.height))
        .expect("a test backend always starts");
    let mut cast = Cast::new(
        options.width,
        options.height,
        Some(&options.start.title),
        options.timestamp,
    );
    go_to(&mut driver, &mut app, options.from);
    let pace = std::time::Duration::from_secs_f64(options.pace.max(0.0));
    // The recording's clock steps the search: the status says its pace,
    // and whether it plays on from the frame drawn.
    let show = |driver: &mut Headless, app: &mut App, playing| {
        driver.act(app, Action::ShowAsRecorded { pace, playing });
    };
    let from = solve_step(&app);
    let to = match options.to {
        Some(to) if to < from => return Err(Refused::EmptyRange { from, to }),
        Some(to) => to,
        None => from.saturating_add(DEFAULT_STEPS),
    };
    let text = app.text();
    let mut time = 0.0;
    loop {
        let solve = app
            .solve()
            .expect("the recording stays on the solve screen");
        let step = solve.step();
        let paused_here = solve
            .search
            .last_event()
            .is_some_and(|event| options.pause_at.stops_at(&event));
        let stop = options.stops.iter().find(|stop| stop.step == step);
        let holds = stop.is_some() || paused_here;
        let last = step >= to || solve.search.is_finished();
        let label = holds.then(|| {
            stop.and_then(|stop| stop.label.clone())
                .unwrap_or_else(|| narrate(&*solve.search, text))
        });
        // What the status says is what the recording does: it plays on
        // from a step, or holds it (a stop) or ends there (paused).
        show(&mut driver, &mut app, !holds && !last);
        cast.frame(time, &draw(&mut terminal, &app));
        if let Some(label) = label {
            cast.marker(time, &label);
            time += options.hold;
            if !last {
                // The hold is over: playing again, the step still shown.
                show(&mut driver, &mut app, true);
                cast.frame(time, &draw(&mut terminal, &app));
            }
        }
        if last {
            break;
        }
        show(&mut driver, &mut app, false);
        driver.act(&mut app, SolveAsk::StepForward);
        time += options.pace;
    }
    Ok(cast)
}

/// The screen as the app draws it now.
fn draw(terminal: &mut Terminal<TestBackend>, app: &App) -> ratatui::buffer::Buffer {
    terminal
        .draw(|frame| ui::render(frame, app))
        .expect("a test backend always draws")
        .buffer
        .clone()
}

/// Writes `cast` to `path` whole or not at all, as a saved puzzle is
/// written (`atomic_write`): a device or a FIFO is refused, a link is
/// written through, the file's permissions are kept.
pub fn write(cast: &Cast, path: &Path) -> Result<(), FileError> {
    atomic_write::write_file(path, cast.text().as_bytes()).map(drop)
}

/// The app on the solve screen of the options' puzzle, paused at step 0.
fn solving_app(driver: &mut Headless, options: &Options) -> Result<App, Refused> {
    let mut app = App::new(options.start.clone(), options.theme).in_language(options.lang);
    driver.act(
        &mut app,
        Action::Resize {
            width: options.width,
            height: options.height,
        },
    );
    driver.act(&mut app, EditAsk::StartSolve);
    if app.solve().is_none() {
        let why = app.message.as_ref().map(|m| m.text.clone());
        return Err(Refused::CannotSolve(why.unwrap_or_default()));
    }
    choose_search(driver, &mut app, options.strategy, options.mistake);
    Ok(app)
}

/// The search asked for, chosen on the solve screen with a person's keys:
/// `v` through the bug lab's variants to the mistake, or `m` through the
/// strategies (each restarts at step 0; the go-to that follows clears what
/// they said).
fn choose_search(
    driver: &mut Headless,
    app: &mut App,
    strategy: Strategy,
    mistake: Option<Mistake>,
) {
    let shown = |app: &App| {
        app.solve()
            .map(|solve| (solve.search.strategy(), solve.search.mistake()))
    };
    let (key, turns) = match mistake {
        Some(_) => (SolveAsk::CycleVariant, Mistake::ALL.len() + 1),
        None => (SolveAsk::SwitchStrategy, Strategy::EVERY.len()),
    };
    for _ in 0..turns {
        let chosen = match shown(app) {
            None => true,
            Some((_, Some(shown))) => mistake == Some(shown),
            Some((shown, None)) => mistake.is_none() && shown == strategy,
        };
        if chosen {
            return;
        }
        driver.act(app, key);
    }
}

/// Goes to step `n` (or the end, if sooner) as `g` does, the run let
/// finish at once: nobody watches the frames in between.
fn go_to(driver: &mut Headless, app: &mut App, n: u64) {
    driver.act(app, SolveAsk::PromptStep);
    for digit in n.to_string().chars() {
        driver.act(app, WindowAsk::PromptInsert(digit));
    }
    driver.act(app, WindowAsk::PromptSubmit);
    // Every run ends (a search is finite), far within this many frames.
    let _ = driver.settle_within(app, u32::MAX);
}

fn solve_step(app: &App) -> u64 {
    app.solve().map_or(0, |solve| solve.step())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles;

    /// The app as `record` once opened it: the search set in the app's
    /// settings before the solve started (what the keys now choose).
    fn set_directly(driver: &mut Headless, options: &Options) -> App {
        let mut app = App::new(options.start.clone(), options.theme).in_language(options.lang);
        app.settings.strategy = options.strategy;
        app.settings.mistake = options.mistake;
        driver.act(
            &mut app,
            Action::Resize {
                width: options.width,
                height: options.height,
            },
        );
        driver.act(&mut app, EditAsk::StartSolve);
        app
    }

    /// Every strategy and every mistake chosen with the keys shows the
    /// screen the settings showed, a few steps in.
    #[test]
    fn the_keys_choose_the_search_the_settings_chose() {
        let example = puzzles::example();
        let mut options = Options {
            start: Start {
                grid: example.grid.clone(),
                title: example.name.to_string(),
                path: None,
                source: None,
                open_when_running: None,
            },
            from: 0,
            to: None,
            pace: 0.5,
            width: 100,
            height: 30,
            lang: Lang::En,
            theme: Theme::PLAIN,
            strategy: Strategy::RowMajor,
            mistake: None,
            stops: Vec::new(),
            pause_at: PauseAt::Nowhere,
            hold: 0.0,
            timestamp: None,
        };
        let searches = Strategy::EVERY
            .iter()
            .map(|&s| (s, None))
            .chain(Mistake::ALL.iter().map(|&m| (m.strategy(), Some(m))));
        for (strategy, mistake) in searches {
            (options.strategy, options.mistake) = (strategy, mistake);
            let mut driver = Headless::every_effect();
            let mut chosen = solving_app(&mut driver, &options).expect("the example solves");
            let mut set = set_directly(&mut driver, &options);
            let search = |app: &App| {
                let solve = app.solve().expect("the solve screen");
                (solve.search.strategy(), solve.search.mistake())
            };
            assert_eq!(search(&chosen), search(&set), "{strategy:?} {mistake:?}");
            let mut terminal = Terminal::new(TestBackend::new(options.width, options.height))
                .expect("a test backend always starts");
            for app in [&mut chosen, &mut set] {
                go_to(&mut driver, app, 7);
            }
            assert_eq!(
                draw(&mut terminal, &chosen),
                draw(&mut terminal, &set),
                "{strategy:?} {mistake:?}"
            );
        }
    }
}
