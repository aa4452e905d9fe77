//! What ends the app other than `q`: signals, the terminal hanging up, a
//! panic. Each gives the terminal back, keeps unsaved edits in the
//! recovery file ([`super::recovery`]) and ends every learner's process
//! still running ([`crate::learner::end_all`]). Signals and the hang-up are only
//! reported to the loop, which ends cleanly; if it is stuck for
//! [`GRACE`], the watching thread does it itself.

use std::io::{self, stdout};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use anyhow::{Context as _, Result};
use crossterm::event::{DisableBracketedPaste, DisableMouseCapture};
use crossterm::execute;

use super::recovery::{self, Recovered};
use super::run::Wake;
use crate::i18n::Text;

/// The grid to write to the recovery file if the app must stop now; kept
/// current by the loop, read by the threads that stop the app.
pub(super) type Keep = Arc<Mutex<Option<Recovered>>>;

/// How long the loop has to end the app after a signal or hang-up before
/// the watching thread does it itself (the loop may be busy).
const GRACE: Duration = Duration::from_secs(2);

/// Mouse and paste off, raw mode off, main screen, cursor shown: each
/// step tried even when one before it failed, and failures left unsaid (a
/// terminal that went away cannot be restored, and the app says so in its
/// own sentence, not as "Failed to restore terminal: Input/output error").
pub(super) fn restore_terminal() {
    let _ = execute!(
        stdout(),
        DisableMouseCapture,
        DisableBracketedPaste,
        crossterm::cursor::Show
    );
    let _ = crossterm::terminal::disable_raw_mode();
    let _ = execute!(stdout(), crossterm::terminal::LeaveAlternateScreen);
}

/// Keeps the unsaved grid and gives the terminal back before the panic
/// is reported, so the report shows on the main screen.
pub(super) fn install_panic_hook(keep: Keep) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        crate::learner::end_all();
        keep_now(&keep);
        restore_terminal();
        previous(info);
    }));
}

/// Writes the kept grid to the recovery file, if there is one.
pub(super) fn keep_now(keep: &Keep) {
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
pub(super) fn last_resort(keep: &Keep, code: i32) {
    thread::sleep(GRACE);
    crate::learner::end_all();
    keep_now(keep);
    restore_terminal();
    std::process::exit(code);
}

/// Forwards the first stopping signal to the loop. SIGHUP is left alone
/// when whoever started the app ignored it (`nohup`): the hang-up watch
/// still notices the terminal going away.
#[cfg(unix)]
pub(super) fn watch_signals(tx: Sender<Wake>, keep: Keep, text: &Text) -> Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let mut wanted = vec![SIGTERM, SIGINT, SIGQUIT];
    if !hangup_ignored() {
        wanted.push(SIGHUP);
    }
    let mut signals =
        signal_hook::iterator::Signals::new(&wanted).context(text.files.signals_unwatched)?;
    thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            let _ = tx.send(Wake::Signal(signal));
            last_resort(&keep, 128 + signal);
        }
    });
    Ok(())
}

#[cfg(not(unix))]
pub(super) fn watch_signals(_tx: Sender<Wake>, _keep: Keep, _text: &Text) -> Result<()> {
    Ok(())
}

/// Forwards SIGTSTP (`kill -TSTP`, or a suspend key where the terminal
/// sends one) to the loop, which gives the terminal back before it stops:
/// stopped as the default action would, the app would leave the shell in
/// raw mode on the alternate screen.
#[cfg(unix)]
pub(super) fn watch_suspend(tx: Sender<Wake>, text: &Text) -> Result<()> {
    use signal_hook::consts::SIGTSTP;
    let mut signals =
        signal_hook::iterator::Signals::new([SIGTSTP]).context(text.files.signals_unwatched)?;
    thread::spawn(move || {
        for _ in signals.forever() {
            if tx.send(Wake::Suspend).is_err() {
                return;
            }
        }
    });
    Ok(())
}

#[cfg(not(unix))]
pub(super) fn watch_suspend(_tx: Sender<Wake>, _text: &Text) -> Result<()> {
    Ok(())
}

/// Gives the terminal back and stops the process, as SIGTSTP's default
/// action would; returns once it is continued (`fg`, SIGCONT). The caller
/// takes the terminal again and redraws everything.
#[cfg(unix)]
pub(super) fn stop_until_continued() {
    restore_terminal();
    let _ = signal_hook::low_level::raise(signal_hook::consts::SIGSTOP);
}

#[cfg(not(unix))]
pub(super) fn stop_until_continued() {}

/// Whether SIGHUP was set to be ignored when the process started.
/// (`unsafe_code` is denied in Cargo.toml: no safe crate reads the
/// disposition a signal was started with — rustix lists sigaction as not
/// implemented, nix's is `unsafe` — so libc's sigaction it is.)
#[cfg(unix)]
#[allow(unsafe_code)]
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
/// loops on the empty read instead of returning an error. Safe calls:
/// std's `IsTerminal`, and rustix's `poll`.
#[cfg(unix)]
pub(super) fn watch_hangup(tx: Sender<Wake>, keep: Keep) {
    use rustix::event::{PollFd, PollFlags, poll};
    use std::io::IsTerminal;
    use std::os::fd::{AsFd, BorrowedFd};
    thread::spawn(move || {
        // The terminal crossterm reads: standard input when it is one,
        // else /dev/tty (kept open while watching).
        let tty = std::fs::File::open("/dev/tty").ok();
        let stdin = io::stdin();
        let fd: BorrowedFd<'_> = if stdin.is_terminal() {
            stdin.as_fd()
        } else {
            match &tty {
                Some(file) => file.as_fd(),
                None => return,
            }
        };
        loop {
            // No events asked for: poll reports only hang-up and errors.
            let mut watched = [PollFd::from_borrowed_fd(fd, PollFlags::empty())];
            match poll(&mut watched, None) {
                Err(rustix::io::Errno::INTR) => continue,
                Err(_) => return,
                Ok(_) => {}
            }
            let gone = PollFlags::HUP | PollFlags::ERR | PollFlags::NVAL;
            if watched[0].revents().intersects(gone) {
                let _ = tx.send(Wake::TerminalGone);
                last_resort(&keep, 1);
                return;
            }
        }
    });
}

#[cfg(not(unix))]
pub(super) fn watch_hangup(_tx: Sender<Wake>, _keep: Keep) {}

/// `SIGTERM` for 15, …
pub(super) fn signal_name(signal: i32) -> String {
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
