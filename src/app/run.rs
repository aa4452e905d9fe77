//! The terminal loop.
//!
//! Threads feed one channel of [`Wake`]s: an input thread blocked in
//! `crossterm::event::read()`, a diagnosis worker counting solutions off the
//! UI thread, one thread per puzzle being made or file being opened, a
//! thread waiting for signals and one waiting for the terminal to hang up.
//! The main thread blocks on the channel, so an idle app costs no CPU: it
//! wakes only when something happened, tells the app the time, turns what
//! happened into actions, runs the effects the update asked for, and
//! redraws only if an action came of it (mouse motion, say, wakes nothing:
//! only clicks are reported).
//!
//! A mode that animates (the solve screen, playing) adds a deadline: the
//! loop then waits with `recv_timeout` until the next frame is due, see
//! [`wait`] and [`App::next_frame`]; every wake tells the app the time, so a
//! playing solve moves on by its deadline even while keys keep arriving.
//!
//! Whatever ends the app — `q`, a signal, the terminal going away, a
//! panic — the terminal is given back, and unsaved edits are written to
//! the recovery file (see [`super::recovery`]) unless the learner quit.

use std::cell::RefCell;
use std::io::{self, Write, stdout};
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Instant;

use anyhow::Result;
use crossterm::event::{self, EnableBracketedPaste, Event};
use crossterm::execute;
use ratatui::DefaultTerminal;

use super::driver::{Driver, Runner};
use super::recovery;
use super::shutdown::{
    Keep, install_panic_hook, restore_terminal, signal_name, stop_until_continued, watch_hangup,
    watch_signals, watch_suspend,
};
use super::{Action, App, Effect, Start, Theme, files, ui};
use crate::exit_status;
use crate::i18n::Lang;

/// What wakes the loop.
pub enum Wake {
    Input(Event),
    InputFailed,
    /// A worker's answer: a diagnosis, a file read.
    Answer(Action),
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived.
    Signal(i32),
    /// The terminal hung up.
    TerminalGone,
    /// SIGTSTP arrived: stop until continued, then redraw everything.
    Suspend,
}

/// Why the loop ended.
#[derive(Debug)]
enum Ended {
    Quit,
    Signal(i32),
    TerminalGone,
}

/// The mouse reports clicks only (mode 1000, SGR
/// encoding), not motion, so moving the mouse wakes nothing.
struct EnableClickReporting;

impl crossterm::Command for EnableClickReporting {
    fn write_ansi(&self, f: &mut impl std::fmt::Write) -> std::fmt::Result {
        f.write_str("\x1b[?1000h\x1b[?1006h")
    }

    #[cfg(windows)]
    fn execute_winapi(&self) -> io::Result<()> {
        crossterm::event::EnableMouseCapture.execute_winapi()
    }
}

/// Opens the app on the puzzle the command line names and runs it until
/// the learner quits. Errors go to standard error, with exit code 2 for a
/// puzzle that could not be read or an app that could not start (no
/// terminal), 1 when the terminal went away, 128 + the signal's number
/// when a signal stopped it. `contrast`: the high-contrast theme
/// (`--theme contrast`).
pub fn launch(puzzle: Option<&str>, empty: bool, lang: Lang, contrast: bool) -> ExitCode {
    let text = lang.text();
    let start = match files::start(puzzle, empty, text) {
        Ok(start) => start,
        Err(e) => {
            say(&format!("{e:#}"));
            return ExitCode::from(exit_status::BAD_INPUT);
        }
    };
    run_from(start, lang, None, contrast)
}

/// The app on a lesson (`sudoku-dfs lesson N`, `lesson FILE`): its puzzle
/// in the editor and its first stop shown. Nothing of the lesson runs a
/// program.
/// `file`: the lesson file it was read from (saving over it keeps its
/// comments and asks nothing).
pub fn launch_lesson(
    lesson: crate::lesson::Lesson,
    file: Option<&std::path::Path>,
    lang: Lang,
    contrast: bool,
) -> ExitCode {
    let start = Start {
        grid: lesson.puzzle.clone(),
        title: String::new(),
        path: None,
        source: None,
        open_when_running: None,
    };
    run_from(start, lang, Some((lesson, file)), contrast)
}

fn run_from(
    start: Start,
    lang: Lang,
    lesson: Option<(crate::lesson::Lesson, Option<&std::path::Path>)>,
    contrast: bool,
) -> ExitCode {
    let open_when_running = start.open_when_running.clone();
    let theme = Theme::from_env().with_contrast(contrast);
    let mut app = App::new(start, theme).in_language(lang);
    let in_lesson = lesson.is_some();
    let mut opened = Vec::new();
    if let Some((lesson, file)) = lesson {
        opened = app.open_lesson(lesson);
        if let Some(file) = file {
            app.lesson_opened_from(file);
        }
    }
    // A file that makes the app wait (a FIFO) is read once the loop runs;
    // a recovered grid is then offered at the next start instead.
    let first = match open_when_running {
        Some(typed) => app.update(Action::OpenFile(typed)),
        // A lesson's first keys are the class's: no recovery is offered
        // over it (the grid waits for a start without a lesson).
        None if in_lesson => opened,
        // The offer's effects, like the open's, are the loop's first: its
        // driver's runner runs them, as it runs every action's.
        None => recovery::read()
            .map(|recovered| app.update(Action::OfferRecovery(recovered)))
            .unwrap_or_default(),
    };
    run_app(app, first, lang)
}

/// The app already opened on a watched search (`sudoku-dfs watch`), run
/// until it quits, as [`launch`] runs it.
pub fn launch_watching(
    start: Start,
    lang: Lang,
    watched: super::watch::Watched,
    watch: super::watch::Watch,
) -> ExitCode {
    let app = App::watching(start, Theme::from_env(), lang, watched, watch);
    run_app(app, Vec::new(), lang)
}

/// Runs `app` (after `first`) until it ends, then says why on standard
/// error and gives the exit status.
fn run_app(mut app: App, first: Vec<Effect>, lang: Lang) -> ExitCode {
    let text = lang.text();
    let keep: Keep = Arc::new(Mutex::new(None));
    let ended = match run_keeping(&mut app, &keep, first) {
        Ok(ended) => ended,
        Err(Unstarted(why)) => {
            say(&why);
            return ExitCode::from(exit_status::BAD_INPUT);
        }
    };
    if app.end_running_watch() {
        thread::sleep(std::time::Duration::from_millis(150));
    }
    let kept = match &ended {
        Ended::Quit => {
            // Ended cleanly: a recovered grid that was opened is either
            // saved or given up with the quit, so its file can go.
            if app.holds_recovery_file() {
                let _ = recovery::discard();
            }
            None
        }
        _ => app.recovery().map(|grid| recovery::write(&grid)),
    };
    let kept_note = match kept {
        None => String::new(),
        Some(Ok(path)) => (text.files.kept_in)(&path.display().to_string()),
        Some(Err(e)) => (text.files.not_kept)(&files::plain(&e, text)),
    };
    match ended {
        Ended::Quit => ExitCode::SUCCESS,
        Ended::Signal(signal) => {
            say(&format!(
                "{}{kept_note}",
                (text.files.stopped_by)(&signal_name(signal))
            ));
            ExitCode::from(exit_status::stopped_by(signal))
        }
        Ended::TerminalGone => {
            say(&format!("{}{kept_note}", text.files.terminal_gone));
            ExitCode::from(exit_status::TERMINAL_GONE)
        }
    }
}

/// The app could not start (no terminal, no signal watch), in one
/// sentence of the app's language.
#[derive(Debug)]
pub struct Unstarted(pub String);

impl std::fmt::Display for Unstarted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Unstarted {}

/// One line on standard error; a closed or full standard error is no
/// reason to panic.
fn say(text: &str) {
    let _ = writeln!(io::stderr(), "sudoku-dfs: {text}");
}

/// Runs the app: an error means it could not start; once it runs, a
/// terminal that fails is a terminal that went away ([`Ended::TerminalGone`]),
/// reported in one sentence rather than as the system's error.
fn run_keeping(app: &mut App, keep: &Keep, first: Vec<Effect>) -> Result<Ended, Unstarted> {
    let text = app.text();
    let mut terminal =
        take_terminal().map_err(|_| Unstarted(text.files.no_terminal.to_string()))?;
    // Ours keeps the unsaved grid and gives the terminal back before the
    // panic is reported.
    install_panic_hook(Arc::clone(keep));
    let result = take_input_modes()
        .map_err(|_| Unstarted(text.files.no_terminal.to_string()))
        .and_then(|()| event_loop(&mut terminal, app, keep, first));
    // However the loop ended (q, a signal, the terminal gone), no
    // learner's process outlives it.
    crate::learner::end_all();
    restore_terminal();
    // Dropped with its cursor hidden, ratatui's terminal shows it and
    // prints a failure ("Failed to show the cursor: Input/output error"):
    // one that cannot show it is gone, and is let go of without a word.
    if terminal.show_cursor().is_err() {
        std::mem::forget(terminal);
    }
    result
}

/// Raw mode and the alternate screen, on standard output, which must be a
/// terminal: drawn into a file or a pipe, the screen would be escape
/// codes nobody sees. Whatever was switched on is switched off again when
/// a later step fails.
fn take_terminal() -> io::Result<DefaultTerminal> {
    use crossterm::terminal::{EnterAlternateScreen, enable_raw_mode};
    use std::io::IsTerminal;
    if !stdout().is_terminal() {
        return Err(io::Error::other("standard output is not a terminal"));
    }
    enable_raw_mode()?;
    let taken = execute!(stdout(), EnterAlternateScreen)
        .and_then(|()| ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(stdout())));
    if taken.is_err() {
        restore_terminal();
    }
    taken
}

/// Bracketed paste and click reporting on.
fn take_input_modes() -> io::Result<()> {
    execute!(stdout(), EnableBracketedPaste, EnableClickReporting)
}

/// After a stop (SIGTSTP) and continue: raw mode, the alternate screen and
/// the input modes again, on a cleared screen, and a new `Terminal` whose
/// empty buffers make the next draw paint everything. (`Terminal::clear`
/// would ask the terminal where its cursor is, and wait for the answer.)
fn take_terminal_again(terminal: &mut DefaultTerminal) -> io::Result<()> {
    use crossterm::terminal::{Clear, ClearType, EnterAlternateScreen, enable_raw_mode};
    enable_raw_mode()?;
    execute!(stdout(), EnterAlternateScreen, Clear(ClearType::All))?;
    take_input_modes()?;
    *terminal = ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(stdout()))?;
    Ok(())
}

/// The loop. Failing to watch for signals means it cannot start; once it
/// draws, a draw, a size or a read that fails means the terminal is gone.
fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    keep: &Keep,
    first: Vec<Effect>,
) -> Result<Ended, Unstarted> {
    let text = app.text();
    let (tx, rx) = mpsc::channel();
    let unwatched = |e: anyhow::Error| Unstarted(format!("{e:#}"));
    watch_signals(tx.clone(), Arc::clone(keep), text).map_err(unwatched)?;
    watch_suspend(tx.clone(), text).map_err(unwatched)?;
    spawn_input(tx.clone());
    watch_hangup(tx.clone(), Arc::clone(keep));
    let mut driver = Driver::new(Workers {
        diagnosis: spawn_diagnosis(tx.clone()),
        answers: tx,
        tree_wanted: Arc::default(),
        recorder: RefCell::default(),
    });
    Ok(run_loop(terminal, app, keep, &rx, &mut driver, first).unwrap_or(Ended::TerminalGone))
}

/// [`event_loop`] once it runs: `None` when the terminal failed.
fn run_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    keep: &Keep,
    rx: &Receiver<Wake>,
    driver: &mut Driver<Workers>,
    mut first: Vec<Effect>,
) -> Option<Ended> {
    let size = terminal.size().ok()?;
    driver.act(
        app,
        Action::Resize {
            width: size.width,
            height: size.height,
        },
    );
    first.push(app.first_diagnosis());
    driver.runner.run(app, first);
    let mut changed = true;
    loop {
        *keep.lock().unwrap_or_else(|e| e.into_inner()) = app.recovery();
        if changed {
            let drawn = terminal.draw(|frame| ui::render(frame, app)).ok()?;
            driver.runner.drawn(drawn.buffer);
            changed = false;
        }
        panic_for_tests(app);
        let first = wait(rx, app.next_frame())?;
        let mut wakes: Vec<Wake> = first
            .into_iter()
            .chain(std::iter::from_fn(|| rx.try_recv().ok()))
            .collect();
        if wakes.iter().any(|wake| matches!(wake, Wake::Suspend)) {
            wakes.retain(|wake| !matches!(wake, Wake::Suspend));
            stop_until_continued();
            take_terminal_again(terminal).ok()?;
            // The terminal may have been resized while the app was stopped.
            let size = terminal.size().ok()?;
            driver.act(
                app,
                Action::Resize {
                    width: size.width,
                    height: size.height,
                },
            );
            changed = true;
        }
        match on_wake(app, driver, Instant::now(), wakes) {
            Ok(redraw) => changed |= redraw,
            Err(ended) => return Some(ended),
        }
        if app.should_quit() {
            return Some(Ended::Quit);
        }
    }
}

/// What one wake-up does: the time first (so an animation moves on by its
/// deadline even while keys keep arriving), then the action of every wake
/// that has one. Returns whether the screen must be redrawn — not for a
/// wake that means nothing, such as a key no binding takes — or why the
/// app must end.
fn on_wake(
    app: &mut App,
    driver: &mut Driver<Workers>,
    now: Instant,
    wakes: impl IntoIterator<Item = Wake>,
) -> Result<bool, Ended> {
    let mut changed = driver.tick(app, now);
    for wake in wakes {
        match wake {
            Wake::Input(event) => changed |= driver.event(app, &event),
            Wake::Answer(action) => {
                driver.act(app, action);
                changed = true;
            }
            Wake::Signal(signal) => return Err(Ended::Signal(signal)),
            // A failing read of the terminal means the same: nobody is there.
            Wake::TerminalGone | Wake::InputFailed => return Err(Ended::TerminalGone),
            // The loop stops and resumes before the wakes reach here.
            Wake::Suspend => {}
        }
    }
    Ok(changed)
}

/// Debug builds only: with `SUDOKU_DFS_TEST_PANIC` set, the app panics
/// once the grid holds a 9 at r9c9, so the end-to-end test can check that
/// a panic gives the terminal back too.
fn panic_for_tests(app: &App) {
    if cfg!(debug_assertions)
        && std::env::var_os("SUDOKU_DFS_TEST_PANIC").is_some()
        && app.editor.grid.get(crate::grid::Cell::at(8, 8)) == 9
        && app.editor.cursor == crate::grid::Cell::at(8, 8)
    {
        panic!("SUDOKU_DFS_TEST_PANIC: a test asked for this panic");
    }
}

/// Blocks until a message arrives, or until `deadline` passes (`Some(None)`).
/// Without a deadline it never wakes on its own: idle costs nothing.
/// `None` when every sender is gone, which only the input thread's end can
/// bring about: the terminal is gone.
fn wait(rx: &Receiver<Wake>, deadline: Option<Instant>) -> Option<Option<Wake>> {
    match deadline {
        None => rx.recv().ok().map(Some),
        Some(deadline) => {
            match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(msg) => Some(Some(msg)),
                Err(RecvTimeoutError::Timeout) => Some(None),
                Err(RecvTimeoutError::Disconnected) => None,
            }
        }
    }
}

/// Blocking reads, forwarded. The thread ends with the process.
fn spawn_input(tx: Sender<Wake>) {
    thread::spawn(move || {
        loop {
            let msg = match event::read() {
                Ok(event) => Wake::Input(event),
                Err(_) => Wake::InputFailed,
            };
            let failed = matches!(msg, Wake::InputFailed);
            if tx.send(msg).is_err() || failed {
                return;
            }
        }
    });
}

mod live_cast;
mod workers;

use workers::{Workers, spawn_diagnosis};

#[cfg(test)]
mod tests;
