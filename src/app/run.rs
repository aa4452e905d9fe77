//! The terminal loop.
//!
//! Three threads feed one channel: an input thread blocked in
//! `crossterm::event::read()`, a diagnosis worker counting solutions off the
//! UI thread, and (for now) nothing else. The main thread blocks on the
//! channel, so an idle app costs no CPU: it wakes only when something
//! happened, updates the state and redraws.
//!
//! A mode that animates (the solve screen, playing) adds a deadline: the
//! loop then waits with `recv_timeout` until the next frame is due, see
//! [`wait`] and [`App::next_frame`].

use std::io::{self, stdout};
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Instant;

use anyhow::{Context as _, Result};
use crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event,
};
use crossterm::execute;
use ratatui::DefaultTerminal;

use super::{Action, App, Theme, files, keys, ui};
use crate::fast;
use crate::grid::Grid;

/// What wakes the loop.
pub enum Msg {
    Input(Event),
    InputFailed(io::Error),
    Diagnosed { generation: u64, solutions: u64 },
}

/// A grid to diagnose, tagged with its generation.
struct Job {
    generation: u64,
    grid: Grid,
}

/// Opens the app on the puzzle the command line names and runs it until
/// the learner quits. Errors go to standard error, with exit code 2 for a
/// puzzle that could not be read, 1 for a terminal failure.
pub fn launch(puzzle: Option<&str>, empty: bool) -> ExitCode {
    let start = match files::start(puzzle, empty) {
        Ok(start) => start,
        Err(e) => {
            eprintln!("sudoku-dfs: {e:#}");
            return ExitCode::from(2);
        }
    };
    match run(App::new(start, Theme::from_env())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku-dfs: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Takes over the terminal, runs the app, and gives the terminal back —
/// also when the app fails or panics.
pub fn run(mut app: App) -> Result<()> {
    // ratatui::init enters raw mode and the alternate screen, and installs a
    // panic hook that leaves them; ours, around it, turns off the mouse and
    // bracketed paste first.
    let mut terminal = ratatui::try_init().context("cannot set up the terminal")?;
    install_panic_hook();
    let result = execute!(stdout(), EnableBracketedPaste, EnableMouseCapture)
        .context("cannot set up the terminal")
        .and_then(|()| event_loop(&mut terminal, &mut app));
    let _ = execute!(stdout(), DisableMouseCapture, DisableBracketedPaste);
    ratatui::restore();
    result
}

fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture, DisableBracketedPaste);
        previous(info);
    }));
}

fn event_loop(terminal: &mut DefaultTerminal, app: &mut App) -> Result<()> {
    let (tx, rx) = mpsc::channel();
    spawn_input(tx.clone());
    let jobs = spawn_diagnosis(tx);
    let size = terminal.size()?;
    app.update(Action::Resize {
        width: size.width,
        height: size.height,
    });
    let mut diagnosed = None;
    loop {
        if diagnosed != Some(app.generation) {
            diagnosed = Some(app.generation);
            let job = Job {
                generation: app.generation,
                grid: app.grid.clone(),
            };
            jobs.send(job).context("the diagnosis worker stopped")?;
        }
        terminal.draw(|frame| ui::render(frame, app))?;
        panic_for_tests(app);
        match wait(&rx, app.next_frame())? {
            Some(msg) => handle(app, msg)?,
            None => app.update(Action::Tick(Instant::now())),
        }
        // Take whatever else is already queued (a held key, a burst of
        // mouse events) before drawing again.
        while let Ok(msg) = rx.try_recv() {
            handle(app, msg)?;
        }
        if app.should_quit() {
            return Ok(());
        }
    }
}

/// Debug builds only: with `SUDOKU_DFS_TEST_PANIC` set, the app panics
/// once the grid holds a 9 at r9c9, so the end-to-end test can check that
/// a panic gives the terminal back too.
fn panic_for_tests(app: &App) {
    if cfg!(debug_assertions)
        && std::env::var_os("SUDOKU_DFS_TEST_PANIC").is_some()
        && app.grid.get(crate::grid::Cell::at(8, 8)) == 9
        && app.cursor == crate::grid::Cell::at(8, 8)
    {
        panic!("SUDOKU_DFS_TEST_PANIC: a test asked for this panic");
    }
}

/// Blocks until a message arrives, or until `deadline` passes (`None`).
/// Without a deadline it never wakes on its own: idle costs nothing.
fn wait(rx: &Receiver<Msg>, deadline: Option<Instant>) -> Result<Option<Msg>> {
    match deadline {
        None => Ok(Some(rx.recv().context("the input thread stopped")?)),
        Some(deadline) => {
            match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(msg) => Ok(Some(msg)),
                Err(RecvTimeoutError::Timeout) => Ok(None),
                Err(RecvTimeoutError::Disconnected) => {
                    anyhow::bail!("the input thread stopped")
                }
            }
        }
    }
}

fn handle(app: &mut App, msg: Msg) -> Result<()> {
    match msg {
        Msg::Input(event) => {
            if let Some(action) = keys::action_for_event(app, &event) {
                app.update(action);
            }
        }
        Msg::InputFailed(e) => return Err(e).context("cannot read the terminal's input"),
        Msg::Diagnosed {
            generation,
            solutions,
        } => app.update(Action::Diagnosed {
            generation,
            solutions,
        }),
    }
    Ok(())
}

/// Blocking reads, forwarded. The thread ends with the process.
fn spawn_input(tx: Sender<Msg>) {
    thread::spawn(move || {
        loop {
            let msg = match event::read() {
                Ok(event) => Msg::Input(event),
                Err(e) => Msg::InputFailed(e),
            };
            let failed = matches!(msg, Msg::InputFailed(_));
            if tx.send(msg).is_err() || failed {
                return;
            }
        }
    });
}

/// Counts solutions (up to 2) of the latest grid sent; grids that were
/// replaced while it worked are skipped, and the app drops answers for a
/// generation that is no longer current.
fn spawn_diagnosis(tx: Sender<Msg>) -> Sender<Job> {
    let (jobs, queue) = mpsc::channel::<Job>();
    thread::spawn(move || {
        while let Ok(mut job) = queue.recv() {
            while let Ok(newer) = queue.try_recv() {
                job = newer;
            }
            let solutions = fast::count_solutions(&job.grid, 2);
            let msg = Msg::Diagnosed {
                generation: job.generation,
                solutions,
            };
            if tx.send(msg).is_err() {
                return;
            }
        }
    });
    jobs
}
