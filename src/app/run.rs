//! The terminal loop.
//!
//! Threads feed one channel: an input thread blocked in
//! `crossterm::event::read()`, a diagnosis worker counting solutions off the
//! UI thread, one reader per file being opened, a thread waiting for
//! signals and one waiting for the terminal to hang up. The main thread
//! blocks on the channel, so an idle app costs no CPU: it wakes only when
//! something happened, updates the state, runs the effects the update asked
//! for and redraws.
//!
//! A mode that animates (the solve screen, playing) adds a deadline: the
//! loop then waits with `recv_timeout` until the next frame is due, see
//! [`wait`] and [`App::next_frame`].
//!
//! Whatever ends the app — `q`, a signal, the terminal going away, a
//! panic — the terminal is given back, and unsaved edits are written to
//! the recovery file (see [`super::recovery`]) unless the learner quit.

use std::io::{self, Write, stdout};
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result};
use crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event,
};
use crossterm::execute;
use ratatui::DefaultTerminal;

use super::recovery::{self, Recovered};
use super::{Action, App, Effect, Theme, files, keys, ui};
use crate::fast;
use crate::grid::Grid;

/// What wakes the loop.
pub enum Msg {
    Input(Event),
    InputFailed(io::Error),
    /// A worker's answer: a diagnosis, a file read.
    Answer(Action),
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived.
    Signal(i32),
    /// The terminal hung up.
    TerminalGone,
}

/// Why the loop ended.
#[derive(Debug)]
enum Ended {
    Quit,
    Signal(i32),
    TerminalGone,
}

/// The grid to write to the recovery file if the app must stop now; kept
/// current by the loop, read by the threads that stop the app.
type Keep = Arc<Mutex<Option<Recovered>>>;

/// How long the loop has to end the app after a signal or hang-up before
/// the watching thread does it itself (the loop may be busy).
const GRACE: Duration = Duration::from_secs(2);

/// A grid to diagnose, tagged with its generation.
struct Job {
    generation: u64,
    grid: Grid,
}

/// Opens the app on the puzzle the command line names and runs it until
/// the learner quits. Errors go to standard error, with exit code 2 for a
/// puzzle that could not be read, 1 for a terminal failure, 128 + the
/// signal's number when a signal stopped it.
pub fn launch(puzzle: Option<&str>, empty: bool) -> ExitCode {
    let start = match files::start(puzzle, empty) {
        Ok(start) => start,
        Err(e) => {
            say(&format!("{e:#}"));
            return ExitCode::from(2);
        }
    };
    let mut app = App::new(start, Theme::from_env());
    if let Some(recovered) = recovery::read() {
        app.update(Action::OfferRecovery(recovered));
    }
    let keep: Keep = Arc::new(Mutex::new(None));
    let ended = run_keeping(&mut app, &keep);
    let kept = match &ended {
        Ok(Ended::Quit) => None,
        _ => app.recovery().map(|grid| recovery::write(&grid)),
    };
    let kept_note = match kept {
        None => String::new(),
        Some(Ok(path)) => format!(
            "; the unsaved grid is kept in {} and offered at the next start",
            path.display()
        ),
        Some(Err(e)) => format!("; the unsaved grid could not be kept: {}", files::plain(&e)),
    };
    match ended {
        Ok(Ended::Quit) => ExitCode::SUCCESS,
        Ok(Ended::Signal(signal)) => {
            say(&format!("stopped by {}{kept_note}", signal_name(signal)));
            ExitCode::from(128 + signal as u8)
        }
        Ok(Ended::TerminalGone) => {
            say(&format!("the terminal went away{kept_note}"));
            ExitCode::FAILURE
        }
        Err(e) => {
            say(&format!("{e:#}{kept_note}"));
            ExitCode::FAILURE
        }
    }
}

/// One line on standard error; a closed or full standard error is no
/// reason to panic.
fn say(text: &str) {
    let _ = writeln!(io::stderr(), "sudoku-dfs: {text}");
}

/// Takes over the terminal, runs the app, and gives the terminal back —
/// also when the app fails or panics. Returns once the learner quits.
pub fn run(mut app: App) -> Result<()> {
    run_keeping(&mut app, &Arc::new(Mutex::new(None))).map(|_| ())
}

fn run_keeping(app: &mut App, keep: &Keep) -> Result<Ended> {
    // ratatui::init enters raw mode and the alternate screen, and installs a
    // panic hook that leaves them; ours, around it, keeps the unsaved grid
    // and turns off the mouse and bracketed paste first.
    let mut terminal = ratatui::try_init().context("cannot set up the terminal")?;
    install_panic_hook(Arc::clone(keep));
    let result = execute!(stdout(), EnableBracketedPaste, EnableMouseCapture)
        .context("cannot set up the terminal")
        .and_then(|()| event_loop(&mut terminal, app, keep));
    restore_terminal();
    result
}

/// Mouse and paste off, raw mode off, main screen, cursor shown.
fn restore_terminal() {
    let _ = execute!(
        stdout(),
        DisableMouseCapture,
        DisableBracketedPaste,
        crossterm::cursor::Show
    );
    ratatui::restore();
}

fn install_panic_hook(keep: Keep) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        keep_now(&keep);
        let _ = execute!(stdout(), DisableMouseCapture, DisableBracketedPaste);
        previous(info);
    }));
}

/// Writes the kept grid to the recovery file, if there is one.
fn keep_now(keep: &Keep) {
    let kept = keep
        .lock()
        .map(|k| k.clone())
        .unwrap_or_else(|e| e.into_inner().clone());
    if let Some(recovered) = kept {
        let _ = recovery::write(&recovered);
    }
}

/// When a signal or hang-up was sent to the loop and the process is still
/// running after [`GRACE`], the loop is stuck: keep the grid, give the
/// terminal back and exit from here.
fn last_resort(keep: &Keep, code: i32) {
    thread::sleep(GRACE);
    keep_now(keep);
    restore_terminal();
    std::process::exit(code);
}

fn event_loop(terminal: &mut DefaultTerminal, app: &mut App, keep: &Keep) -> Result<Ended> {
    let (tx, rx) = mpsc::channel();
    spawn_input(tx.clone());
    watch_signals(tx.clone(), Arc::clone(keep))?;
    watch_hangup(tx.clone(), Arc::clone(keep));
    let jobs = spawn_diagnosis(tx.clone());
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
        *keep.lock().unwrap_or_else(|e| e.into_inner()) = app.recovery();
        terminal.draw(|frame| ui::render(frame, app))?;
        panic_for_tests(app);
        let first = match wait(&rx, app.next_frame())? {
            Some(msg) => handle(app, msg, &tx),
            None => {
                update(app, Action::Tick(Instant::now()), &tx);
                None
            }
        };
        if let Some(ended) = first {
            return Ok(ended);
        }
        // Take whatever else is already queued (a held key, a burst of
        // mouse events) before drawing again.
        while let Ok(msg) = rx.try_recv() {
            if let Some(ended) = handle(app, msg, &tx) {
                return Ok(ended);
            }
        }
        if app.should_quit() {
            return Ok(Ended::Quit);
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

/// Applies one message; returns why the app must end, if it must.
fn handle(app: &mut App, msg: Msg, tx: &Sender<Msg>) -> Option<Ended> {
    match msg {
        Msg::Input(event) => {
            if let Some(action) = keys::action_for_event(app, &event) {
                update(app, action, tx);
            }
        }
        Msg::Answer(action) => update(app, action, tx),
        Msg::Signal(signal) => return Some(Ended::Signal(signal)),
        // A failing read of the terminal means the same: nobody is there.
        Msg::TerminalGone | Msg::InputFailed(_) => return Some(Ended::TerminalGone),
    }
    None
}

/// Updates the app and runs the effects it asks for, until none is left:
/// saves here (they are quick, and refuse FIFOs and devices before
/// touching them), opens on a thread of their own (a FIFO may block
/// forever), answering through the channel.
fn update(app: &mut App, action: Action, tx: &Sender<Msg>) {
    let mut effects = app.update(action);
    while let Some(effect) = effects.pop() {
        match effect {
            open @ Effect::Open { .. } => {
                let tx = tx.clone();
                thread::spawn(move || {
                    if let Some(answer) = open.run_here() {
                        let _ = tx.send(Msg::Answer(answer));
                    }
                });
            }
            other => {
                if let Some(answer) = other.run_here() {
                    effects.extend(app.update(answer));
                }
            }
        }
    }
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

/// Forwards the first stopping signal to the loop. SIGHUP is left alone
/// when whoever started the app ignored it (`nohup`): the hang-up watch
/// still notices the terminal going away.
#[cfg(unix)]
fn watch_signals(tx: Sender<Msg>, keep: Keep) -> Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let mut wanted = vec![SIGTERM, SIGINT, SIGQUIT];
    if !hangup_ignored() {
        wanted.push(SIGHUP);
    }
    let mut signals =
        signal_hook::iterator::Signals::new(&wanted).context("cannot watch for signals")?;
    thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            let _ = tx.send(Msg::Signal(signal));
            last_resort(&keep, 128 + signal);
        }
    });
    Ok(())
}

#[cfg(not(unix))]
fn watch_signals(_tx: Sender<Msg>, _keep: Keep) -> Result<()> {
    Ok(())
}

/// Whether SIGHUP was set to be ignored when the process started.
#[cfg(unix)]
fn hangup_ignored() -> bool {
    // SAFETY: sigaction with a null new action only reads the current one
    // into a zeroed struct we own.
    unsafe {
        let mut current: libc::sigaction = std::mem::zeroed();
        libc::sigaction(libc::SIGHUP, std::ptr::null(), &mut current) == 0
            && current.sa_sigaction == libc::SIG_IGN
    }
}

/// Waits (in poll(2), costing nothing) for the terminal to hang up, and
/// tells the loop. Needed because crossterm's reader, at end of file,
/// loops on the empty read instead of returning an error.
#[cfg(unix)]
fn watch_hangup(tx: Sender<Msg>, keep: Keep) {
    use std::os::fd::AsRawFd;
    thread::spawn(move || {
        // The terminal crossterm reads: standard input when it is one,
        // else /dev/tty (kept open while watching).
        let tty = std::fs::File::open("/dev/tty").ok();
        // SAFETY: isatty only inspects the descriptor.
        let fd = if unsafe { libc::isatty(0) } == 1 {
            0
        } else {
            match &tty {
                Some(file) => file.as_raw_fd(),
                None => return,
            }
        };
        loop {
            // No events asked for: poll reports only hang-up and errors.
            let mut watched = libc::pollfd {
                fd,
                events: 0,
                revents: 0,
            };
            // SAFETY: one valid pollfd, its count, no timeout.
            let n = unsafe { libc::poll(&mut watched, 1, -1) };
            if n < 0 {
                if io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
                    continue;
                }
                return;
            }
            if watched.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0 {
                let _ = tx.send(Msg::TerminalGone);
                last_resort(&keep, 1);
                return;
            }
        }
    });
}

#[cfg(not(unix))]
fn watch_hangup(_tx: Sender<Msg>, _keep: Keep) {}

/// `SIGTERM` for 15, …
fn signal_name(signal: i32) -> String {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
        match signal {
            SIGTERM => return "SIGTERM".to_string(),
            SIGHUP => return "SIGHUP".to_string(),
            SIGINT => return "SIGINT".to_string(),
            SIGQUIT => return "SIGQUIT".to_string(),
            _ => {}
        }
    }
    format!("signal {signal}")
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
            let msg = Msg::Answer(Action::Diagnosed {
                generation: job.generation,
                solutions,
            });
            if tx.send(msg).is_err() {
                return;
            }
        }
    });
    jobs
}
