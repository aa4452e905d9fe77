//! The real binary in a pseudo-terminal, read through a terminal emulator
//! (vt100): type a conflict, undo it, click, paste, solve (step, step back,
//! run to the end, back to the editor), quit, and check the
//! terminal came back — main screen, no mouse reporting, no bracketed
//! paste, cursor shown — and the exit code is 0.

use std::io::{Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::test_fixtures::{ESCARGOT, LEETCODE, PLATINUM_BLONDE};
use portable_pty::{Child, CommandBuilder, PtySize, native_pty_system};

const TIMEOUT: Duration = Duration::from_secs(20);

/// Numbers the sessions of this test run, for their state folders.
static SESSIONS: AtomicUsize = AtomicUsize::new(0);

/// The app running in a pseudo-terminal of 80x24.
pub(crate) struct Session {
    pub(crate) child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    screen: Arc<Mutex<vt100::Parser>>,
    reader: Option<JoinHandle<()>>,
}

impl Session {
    pub(crate) fn start(args: &[&str]) -> Session {
        Session::start_with_env(args, &[])
    }

    fn start_with_env(args: &[&str], env: &[(&str, &str)]) -> Session {
        Session::start_program(env!("CARGO_BIN_EXE_sudoku-dfs"), args, env)
    }

    /// `program` (the app, or a shell that runs it) in the pseudo-terminal.
    pub(crate) fn start_program(program: &str, args: &[&str], env: &[(&str, &str)]) -> Session {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows: 24,
                cols: 80,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("a pseudo-terminal");
        let mut cmd = CommandBuilder::new(program);
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        // English, whatever the machine's locale: a test that wants
        // Chinese says so in `env`.
        cmd.env_remove("LC_ALL");
        cmd.env_remove("LC_MESSAGES");
        cmd.env("LANG", "C.UTF-8");
        cmd.cwd(std::env::temp_dir());
        // Never the user's own state folder: a test that stops the app
        // would leave a recovery file there.
        let state = temp_dir(&format!(
            "state-{}",
            SESSIONS.fetch_add(1, Ordering::Relaxed)
        ));
        cmd.env("XDG_STATE_HOME", &state);
        for (key, value) in env {
            cmd.env(key, value);
        }
        let child = pty.slave.spawn_command(cmd).expect("the app starts");
        drop(pty.slave);
        let mut output = pty.master.try_clone_reader().unwrap();
        let writer = pty.master.take_writer().unwrap();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(24, 80, 0)));
        let parser = Arc::clone(&screen);
        let reader = thread::spawn(move || {
            // Keep the master open while reading: dropping it hangs up.
            let _master = pty.master;
            let mut buf = [0u8; 4096];
            loop {
                match output.read(&mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(n) => parser.lock().unwrap().process(&buf[..n]),
                }
            }
        });
        Session {
            child,
            writer,
            screen,
            reader: Some(reader),
        }
    }

    pub(crate) fn send(&mut self, bytes: &str) {
        self.writer.write_all(bytes.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    pub(crate) fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits until the screen satisfies `ok`, failing with the screen after
    /// a generous timeout.
    pub(crate) fn wait_until(&self, what: &str, ok: impl Fn(&str) -> bool) {
        let start = Instant::now();
        loop {
            let contents = self.contents();
            if ok(&contents) {
                return;
            }
            assert!(
                start.elapsed() < TIMEOUT,
                "timed out waiting for {what}; the screen:\n{contents}"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    pub(crate) fn wait_for(&self, text: &str) {
        self.wait_until(text, |s| s.contains(text));
    }

    /// The app on its example, past the editor: Enter pressed.
    fn solving_the_example() -> Session {
        let mut app = Session::start(&[]);
        app.wait_for("30 givens · unique solution");
        app.send("\r");
        app
    }

    /// Sends `key`, which ends the app: it exits with success and leaves
    /// the terminal as it found it.
    pub(crate) fn quit_with(&mut self, key: &str) {
        self.send(key);
        let status = self.wait_for_exit();
        assert!(status.success(), "{status:?}");
        assert_terminal_restored(self);
    }

    /// Quits with unsaved edits: `q`, the question, `y`; the app exits
    /// with success.
    fn quit_confirmed(&mut self) {
        self.send("q");
        self.wait_for("Quit?");
        self.send("y");
        assert!(self.wait_for_exit().success());
    }

    /// Waits for the screen to say it waits for a FIFO's writer, then
    /// stops waiting with Esc: the popup closes.
    fn stop_waiting_for_the_fifo(&mut self) {
        self.wait_for("A FIFO waits for a writer");
        self.send("\x1b");
        self.wait_until("the popup to close", |s| !s.contains("A FIFO waits"));
    }

    /// Waits for the process to end and for its last output to be read.
    pub(crate) fn wait_for_exit(&mut self) -> portable_pty::ExitStatus {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > TIMEOUT {
                self.child.kill().ok();
                panic!("the app did not exit; the screen:\n{}", self.contents());
            }
            thread::sleep(Duration::from_millis(20));
        };
        if let Some(reader) = self.reader.take() {
            // The reader sees the end of output once the child is gone.
            while !reader.is_finished() && start.elapsed() < TIMEOUT {
                thread::sleep(Duration::from_millis(20));
            }
        }
        status
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.child.kill().ok();
        }
    }
}

/// A FIFO named `pipe` made in `dir`.
fn fifo_in(dir: &std::path::Path) -> std::path::PathBuf {
    let fifo = dir.join("pipe");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    fifo
}

/// With nothing left to recover, the next start asks no question.
fn nothing_recovered_at_the_next_start(env: &[(&str, &str)]) {
    let mut app = Session::start_with_env(&["--empty"], env);
    app.wait_for("0 givens");
    assert!(!app.contents().contains("A recovered grid"));
    app.quit_with("q");
}

pub(crate) fn assert_terminal_restored(session: &Session) {
    let parser = session.screen.lock().unwrap();
    let screen = parser.screen();
    assert!(!screen.alternate_screen(), "left the alternate screen");
    assert_eq!(
        screen.mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "mouse reporting off"
    );
    assert!(!screen.bracketed_paste(), "bracketed paste off");
    assert!(!screen.hide_cursor(), "cursor shown");
}

#[test]
fn type_a_conflict_undo_it_and_quit() {
    let mut app = Session::start(&[]);
    app.wait_for("LeetCode 37 example");
    app.wait_for("30 givens · unique solution");
    {
        let parser = app.screen.lock().unwrap();
        assert!(parser.screen().alternate_screen());
        assert!(parser.screen().bracketed_paste());
        // Clicks only: moving the mouse sends nothing, so wakes nothing.
        assert_eq!(
            parser.screen().mouse_protocol_mode(),
            vt100::MouseProtocolMode::PressRelease
        );
    }
    app.send("ll5");
    app.wait_for("conflict: 5 at r1c3 is already in row 1 and box 1 (r1c1)");
    app.wait_for("31 givens · conflict");
    app.send("u");
    app.wait_until("the conflict to go", |s| {
        !s.contains("conflict") && s.contains("30 givens · unique solution")
    });
    app.quit_with("q");
}

#[test]
fn click_paste_and_confirm_quitting() {
    let mut app = Session::start(&["--empty"]);
    app.wait_for("0 givens · multiple solutions");
    // A left click, SGR encoding, 1-based: column 10, row 4 is r1c3.
    app.send("\x1b[<0;10;4M\x1b[<0;10;4m");
    app.wait_for("Tables for r1c3");
    let escargot = ESCARGOT;
    // A 9-line grid, its line breaks sent as a terminal sends them: CR.
    let rows: Vec<&str> = (0..9).map(|r| &escargot[r * 9..r * 9 + 9]).collect();
    app.send(&format!("\x1b[200~{}\x1b[201~", rows.join("\r")));
    app.wait_for("23 givens · unique solution");
    app.send("\x1b[200~not a sudoku\x1b[201~");
    app.wait_for("not a puzzle, grid unchanged");
    app.wait_for("23 givens");
    app.send("q");
    app.wait_for("Quit?");
    app.quit_with("y");
}

// The panic on request exists in debug builds only (`cargo test --release`
// runs a binary without it).
#[cfg(debug_assertions)]
#[test]
fn a_panic_gives_the_terminal_back_too() {
    // Debug builds panic on request once r9c9 holds a 9 under the cursor.
    let state = temp_dir("panic");
    let mut app = Session::start_with_env(
        &["--empty"],
        &[
            ("SUDOKU_DFS_TEST_PANIC", "1"),
            ("RUST_BACKTRACE", "0"),
            ("XDG_STATE_HOME", state.to_str().unwrap()),
        ],
    );
    app.wait_for("0 givens");
    app.send("jjjjjjjjllllllll9");
    let status = app.wait_for_exit();
    assert!(!status.success(), "{status:?}");
    assert_terminal_restored(&app);
    let contents = app.contents();
    assert!(
        contents.contains("a test asked for this panic"),
        "{contents}"
    );
    // The grid of the moment is kept, as for a signal.
    let kept = std::fs::read_to_string(state.join("sudoku-dfs/recovered.txt")).unwrap();
    assert!(kept.contains(&format!("{}9", ".".repeat(80))), "{kept}");
    std::fs::remove_dir_all(&state).unwrap();
}

#[test]
fn solve_step_back_run_to_the_end_and_return_to_the_editor() {
    let mut app = Session::solving_the_example();
    app.wait_for("step 0 ");
    app.wait_for("paused");
    // Right arrow and l: the arrival at r1c3 and the first placement.
    app.send("\x1b[Cl");
    app.wait_for("r1c3: try 1 — it fits");
    app.wait_for("step 2 ");
    app.send("n");
    app.wait_for("r1c4: the next empty cell");
    // Left arrow: one back, to the placement again.
    app.send("\x1b[D");
    app.wait_for("step 2 ");
    app.wait_for("r1c3: try 1 — it fits");
    app.send("b");
    app.wait_for("backtrack");
    app.send("f");
    app.wait_for("solved: no empty cell left");
    app.wait_for("step 50,175");
    app.send("h");
    app.wait_for("step 50,174");
    app.send("\x1b");
    app.wait_for("30 givens · unique solution");
    app.quit_with("q");
}

/// At 80x24, Tab cycles the side panel through every panel and back, each
/// named in brackets on the panel's top row; `?` scrolls to the glossary's
/// last word.
#[test]
fn tab_cycles_the_side_panels_at_80x24() {
    let mut app = Session::solving_the_example();
    app.wait_for("[stack] path tables");
    app.wait_for("Stack: depth 0");
    for (name, shows) in [
        ("[path]", "Path: depth 0"),
        ("[tables]", "Tables"),
        ("[code]", "Code (C++, row-major)"),
        ("[log]", "Event log"),
        ("[legend]", "failed deeper: no completion"),
        ("[stack]", "Stack: depth 0"),
    ] {
        app.send("\t");
        app.wait_for(name);
        app.wait_for(shows);
    }
    app.send("?");
    app.wait_for("closes this help");
    for _ in 0..150 {
        app.send("j");
    }
    app.wait_for("the digit fitted, but no grid completed below it");
    app.send("\x1b");
    app.wait_for("Stack: depth 0");
    app.quit_with("q");
}

/// At 80x24, the bug lab: `v` cycles the variants (each named in the
/// status and the code panel, forget-restore run to its end sentence) and
/// back to the correct search; `L` cycles the listing's languages.
#[test]
fn v_cycles_the_variants_and_l_the_listings() {
    let mut app = Session::solving_the_example();
    app.wait_for("Stack: depth 0");
    app.send("\t\t\t");
    app.wait_for("Code (C++, row-major)");
    for (variant, title) in [
        ("bug lab: forget-restore", "Code (C++, forget-restore)"),
        ("bug lab: forget-flag", "Code (C++, forget-flag)"),
        ("bug lab: restart-column", "Code (C++, restart-column)"),
        (
            "bug lab: forget-candidates",
            "Code (C++, forget-candidates)",
        ),
        ("the correct search: starts again", "Code (C++, row-major)"),
    ] {
        app.send("v");
        app.wait_for(variant);
        app.wait_for(title);
    }
    app.send("v");
    app.wait_for("Code (C++, forget-restore)");
    app.send("f");
    app.wait_for("forget-restore ended");
    app.wait_for("at step 84");
    for title in [
        "Code (Java, forget-restore)",
        "Code (Python, forget-restore)",
        "Code (Rust, forget-restore)",
        "Code (C++, forget-restore)",
    ] {
        app.send("L");
        app.wait_for(title);
    }
    app.quit_with("q");
}

/// A fresh folder under the system's temporary folder.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-pty-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn kill(pid: u32, signal: &str) {
    let sent = std::process::Command::new("kill")
        .args([&format!("-{signal}"), &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

#[test]
fn every_stopping_signal_restores_the_terminal_and_keeps_the_grid() {
    for (signal, number) in [("TERM", 15), ("INT", 2), ("QUIT", 3), ("HUP", 1)] {
        let state = temp_dir(&format!("signal-{signal}"));
        let env = [("XDG_STATE_HOME", state.to_str().unwrap())];
        let mut app = Session::start_with_env(&["--empty"], &env);
        app.wait_for("0 givens");
        app.send("5");
        app.wait_for("1 given ");
        kill(app.child.process_id().unwrap(), signal);
        let status = app.wait_for_exit();
        assert_eq!(status.exit_code(), 128 + number, "{signal}");
        assert_terminal_restored(&app);
        let kept = std::fs::read_to_string(state.join("sudoku-dfs/recovered.txt")).unwrap();
        assert!(
            kept.contains(&format!("5{}", ".".repeat(80))),
            "{signal}: {kept}"
        );
        assert!(
            app.contents().contains("the unsaved grid is kept in"),
            "{}",
            app.contents()
        );
        std::fs::remove_dir_all(&state).unwrap();
    }
}

#[test]
fn after_kill_hup_the_next_start_offers_the_grid() {
    let state = temp_dir("offer");
    let env = [("XDG_STATE_HOME", state.to_str().unwrap())];
    let mut app = Session::start_with_env(&["--empty"], &env);
    app.wait_for("0 givens");
    app.send("l7");
    app.wait_for("1 given ");
    kill(app.child.process_id().unwrap(), "HUP");
    app.wait_for_exit();

    let mut again = Session::start_with_env(&["--empty"], &env);
    again.wait_for("A recovered grid");
    again.wait_for("empty grid (1 givens)");
    again.send("r");
    again.wait_for("1 given ");
    again.wait_for("the recovered grid, not saved yet");
    assert!(
        state.join("sudoku-dfs/recovered.txt").exists(),
        "opened, not saved: kept"
    );
    // Still unsaved: quitting asks.
    again.quit_confirmed();
    assert!(
        !state.join("sudoku-dfs/recovered.txt").exists(),
        "ended cleanly: gone"
    );

    // Nothing recovered: no question at the next start.
    nothing_recovered_at_the_next_start(&env);
    std::fs::remove_dir_all(&state).unwrap();
}

/// Issue 20: `r` deleted the recovery file at once, so a SIGKILL (or a
/// crash) before the grid was saved lost the only copy. The file stays
/// until the grid is saved or the app ends cleanly; a save removes it.
#[test]
fn a_sigkill_right_after_r_keeps_the_recovered_grid() {
    let state = temp_dir("kill-after-r");
    let env = [("XDG_STATE_HOME", state.to_str().unwrap())];
    let kept = state.join("sudoku-dfs/recovered.txt");
    std::fs::create_dir_all(kept.parent().unwrap()).unwrap();
    let grid = format!("7{}", ".".repeat(80));
    std::fs::write(&kept, format!("# title: mine\n{grid}\n")).unwrap();
    let mut app = Session::start_with_env(&["--empty"], &env);
    app.wait_for("A recovered grid");
    app.send("r");
    app.wait_for("the recovered grid, not saved yet");
    kill(app.child.process_id().unwrap(), "KILL");
    app.wait_for_exit();
    let after = std::fs::read_to_string(&kept).expect("the recovery file is still there");
    assert!(after.contains(&grid), "{after}");

    // Offered again; opened and saved, it goes.
    let saved = state.join("saved.txt");
    let mut again = Session::start_with_env(&["--empty"], &env);
    again.wait_for("A recovered grid");
    again.send("r");
    again.wait_for("the recovered grid, not saved yet");
    again.send("w");
    again.wait_for("Save the puzzle to");
    again.send(&format!(
        "{}\x1b[200~{}\x1b[201~\r",
        "\x7f".repeat(200),
        saved.display()
    ));
    again.wait_for("saved to");
    assert!(!kept.exists(), "saved, so the recovery file is gone");
    assert!(std::fs::read_to_string(&saved).unwrap().contains(&grid));
    // The grid is saved: quitting asks nothing, and the exit is clean.
    again.quit_with("q");
    std::fs::remove_dir_all(&state).unwrap();
}

#[test]
fn a_fifo_without_a_writer_can_be_cancelled_and_dev_zero_is_refused() {
    let dir = temp_dir("fifo");
    let fifo = fifo_in(&dir);
    let mut app = Session::start(&["--empty"]);
    app.wait_for("0 givens");
    app.send("e");
    app.wait_for("Open the first puzzle of");
    app.send(&format!("\x1b[200~{}\x1b[201~\r", fifo.display()));
    // The screen still answers: Esc stops waiting.
    app.stop_waiting_for_the_fifo();
    app.send("e");
    app.wait_for("Open the first puzzle of");
    app.send(&format!(
        "{}\x1b[200~/dev/zero\x1b[201~\r",
        "\x7f".repeat(200)
    ));
    app.wait_for("not opened (line 1: longer than 65536 bytes");
    app.quit_with("q");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 20: `sudoku-dfs FIFO` with no writer blocked before taking the
/// terminal: a blank screen, Esc and q echoed as text. It opens the FIFO
/// the way `e` does: the screen says it waits, Esc stops waiting, and a
/// writer that comes gives the puzzle.
#[test]
fn a_fifo_named_at_the_start_is_waited_for_with_the_screen_answering() {
    let dir = temp_dir("fifo-start");
    let fifo = fifo_in(&dir);
    let mut app = Session::start(&[fifo.to_str().unwrap()]);
    app.stop_waiting_for_the_fifo();
    app.wait_for("0 givens");
    app.quit_with("q");

    let mut app = Session::start(&[fifo.to_str().unwrap()]);
    app.wait_for("A FIFO waits for a writer");
    let writer = {
        let fifo = fifo.clone();
        thread::spawn(move || {
            let puzzle = LEETCODE;
            std::fs::write(&fifo, format!("{puzzle}\n")).unwrap();
        })
    };
    app.wait_for("30 givens");
    writer.join().unwrap();
    app.wait_for("opened ");
    app.quit_with("q");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn when_the_terminal_goes_away_the_app_keeps_the_grid_and_exits() {
    // SIGHUP ignored (as under nohup), so only the hang-up itself tells the
    // app; it used to spin at 100% CPU instead.
    let state = temp_dir("gone");
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 80,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    // Standard error to a file, to read what the app said.
    let said = state.join("stderr.txt");
    let mut cmd = CommandBuilder::new("sh");
    cmd.args([
        "-c",
        "trap '' HUP; exec \"$0\" --empty 2>\"$1\"",
        env!("CARGO_BIN_EXE_sudoku-dfs"),
        said.to_str().unwrap(),
    ]);
    cmd.env("TERM", "xterm-256color");
    cmd.env("XDG_STATE_HOME", &state);
    cmd.cwd(std::env::temp_dir());
    let mut child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let mut output = pty.master.try_clone_reader().unwrap();
    let mut writer = pty.master.take_writer().unwrap();
    // Read until the typed digit shows, then stop reading, so that every
    // handle on the terminal's master side can be closed.
    let reader = thread::spawn(move || {
        let mut parser = vt100::Parser::new(24, 80, 0);
        let mut buf = [0u8; 4096];
        while !parser.screen().contents().contains("1 given ") {
            match output.read(&mut buf) {
                Ok(0) | Err(_) => return false,
                Ok(n) => parser.process(&buf[..n]),
            }
        }
        true
    });
    let start = Instant::now();
    while !reader.is_finished() {
        // Type the digit until it shows (the app may not be reading yet).
        writer.write_all(b"5").unwrap();
        writer.flush().unwrap();
        assert!(start.elapsed() < TIMEOUT, "the app never showed the digit");
        thread::sleep(Duration::from_millis(200));
    }
    assert!(reader.join().unwrap());
    drop(writer);
    drop(pty.master);
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > TIMEOUT {
            child.kill().ok();
            panic!("the app did not exit when its terminal went away");
        }
        thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.exit_code(), 1);
    let kept = state.join("sudoku-dfs/recovered.txt");
    assert!(std::fs::read_to_string(&kept).unwrap().contains("5"));
    // Issue 20: it said `Input/output error (os error 5)` and `Failed to
    // restore terminal: …`; now one sentence, the one for this case.
    assert_eq!(
        std::fs::read_to_string(&said).unwrap(),
        format!(
            "sudoku-dfs: the terminal went away; the unsaved grid is kept in {} \
             and offered at the next start\n",
            kept.display()
        )
    );
    std::fs::remove_dir_all(&state).unwrap();
}

/// Whether the process is stopped (state `T` in /proc/PID/stat).
fn is_stopped(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            // The state follows the command name, which is in parentheses.
            let after = &stat[stat.rfind(')')? + 1..];
            after.split_whitespace().next().map(|state| state == "T")
        })
        .unwrap_or(false)
}

#[test]
fn a_stop_gives_the_terminal_back_and_a_continue_takes_it_again() {
    let mut app = Session::start(&["--empty"]);
    app.wait_for("0 givens");
    app.send("5");
    app.wait_for("1 given ");
    let pid = app.child.process_id().unwrap();
    kill(pid, "TSTP");
    let start = Instant::now();
    while !is_stopped(pid) {
        assert!(start.elapsed() < TIMEOUT, "the app did not stop");
        thread::sleep(Duration::from_millis(20));
    }
    // Stopped, the terminal is the shell's again.
    thread::sleep(Duration::from_millis(100));
    assert_terminal_restored(&app);
    kill(pid, "CONT");
    app.wait_until("the app to take the terminal again", |s| {
        s.contains("1 given ")
    });
    {
        let parser = app.screen.lock().unwrap();
        assert!(parser.screen().alternate_screen());
        assert!(parser.screen().bracketed_paste());
    }
    // The edit survived and the app still answers keys.
    app.send("u");
    app.wait_for("0 givens");
    app.quit_with("q");
}

/// After `f` on Platinum Blonde (13.4 million events), `H` shows the
/// heatmap's counts at once: the run counted them on its way, so the map
/// never says it is counting. (Counted only after the key, as before, it
/// said `counting to step …` for tens of milliseconds here.)
#[test]
fn the_heatmap_after_f_shows_without_counting() {
    let mut app = Session::start(&[PLATINUM_BLONDE]);
    app.wait_for("unique solution");
    app.send("\r");
    app.wait_for("paused");
    app.send("f");
    app.wait_for("step 13,376,891");
    app.send("H");
    app.wait_until("the heatmap or its count", |s| {
        s.contains("placements @") || s.contains("counting to step")
    });
    let screen = app.contents();
    assert!(screen.contains("placements @ 13,376,891"), "{screen}");
    app.quit_with("q");
}

/// The search tree after `f`: it opens at once over the finished search,
/// and Enter on a node goes to the step where that choice was made.
#[test]
fn the_tree_opens_after_the_end_and_seeks_from_it() {
    let mut app = Session::solving_the_example();
    app.wait_for("paused");
    app.send("f");
    app.wait_for("step 50,175");
    app.send("t");
    app.wait_for("Search tree · steps 0–50,175 · depth 0 and down");
    // The first node is selected: the root cell's first digit, which failed.
    app.wait_for("r1c3 = 1 · depth 0 · steps 2–");
    app.send("\r");
    app.wait_for("r1c3 = 1 placed;");
    app.wait_until("step 2 in the header", |s| {
        s.lines()
            .next()
            .is_some_and(|l| l.trim_end().ends_with("step 2"))
    });
    app.wait_for("r1c3: try 1 — it fits");
    app.quit_with("q");
}

#[test]
fn two_copies_stopped_together_both_keep_their_grids() {
    let state = temp_dir("two-copies");
    let env = [("XDG_STATE_HOME", state.to_str().unwrap())];
    let mut first = Session::start_with_env(&["--empty"], &env);
    let mut second = Session::start_with_env(&["--empty"], &env);
    first.wait_for("0 givens");
    second.wait_for("0 givens");
    first.send("1");
    second.send("22");
    first.wait_for("1 given ");
    second.wait_for("1 given ");
    kill(first.child.process_id().unwrap(), "TERM");
    kill(second.child.process_id().unwrap(), "TERM");
    first.wait_for_exit();
    second.wait_for_exit();
    let kept = |name: &str| std::fs::read_to_string(state.join("sudoku-dfs").join(name)).unwrap();
    let mut both = [kept("recovered.txt"), kept("recovered-2.txt")];
    both.sort();
    // Nothing else: no temporary file is left beside them.
    let mut names: Vec<String> = std::fs::read_dir(state.join("sudoku-dfs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["recovered-2.txt", "recovered.txt"]);
    assert!(
        both[0].contains(&format!("1{}", ".".repeat(80))),
        "{both:?}"
    );
    assert!(
        both[1].contains(&format!("2{}", ".".repeat(80))),
        "{both:?}"
    );

    // Each start offers one of them, until none is left.
    let waiting = || {
        ["recovered.txt", "recovered-2.txt"]
            .iter()
            .filter(|name| state.join("sudoku-dfs").join(name).exists())
            .count()
    };
    for left in [1, 0] {
        let mut app = Session::start_with_env(&["--empty"], &env);
        app.wait_for("A recovered grid");
        app.send("r");
        app.wait_for("the recovered grid, not saved yet");
        app.wait_for("1 given ");
        assert_eq!(waiting(), left + 1, "kept while unsaved");
        app.quit_confirmed();
        assert_eq!(waiting(), left);
    }
    nothing_recovered_at_the_next_start(&env);
    std::fs::remove_dir_all(&state).unwrap();
}

/// `LANG=zh_CN.UTF-8` alone makes the app Chinese: its frame at 80x24, a
/// conflict explained, the quit question, and the note on standard error
/// when a signal stops it with the grid kept.
#[test]
fn a_chinese_locale_gives_the_chinese_interface() {
    let state = temp_dir("chinese");
    let env = [
        ("LANG", "zh_CN.UTF-8"),
        ("XDG_STATE_HOME", state.to_str().unwrap()),
    ];
    let mut app = Session::start_with_env(&[], &env);
    app.wait_for("LeetCode 37 例题 · 编辑");
    app.wait_for("30 个已知数 · 唯一解");
    app.wait_for("q 退出");
    // The solve screen and its narration, then back to the editor.
    app.send("\r");
    app.wait_for("求解 · 按行顺序");
    app.wait_for("第 0 步：已知数已记入标记表");
    app.send("l");
    app.wait_for("r1c3：进入");
    app.send("\x1b");
    app.wait_for("LeetCode 37 例题 · 编辑");
    app.send("ll5");
    app.wait_for("冲突：r1c3 的 5 在第 1 行和第 1 宫（r1c1）已经有了");
    app.wait_for("编辑未保存");
    app.send("q");
    app.wait_for("退出？");
    app.send("n");
    app.wait_until("the question to close", |s| !s.contains("退出？"));
    kill(app.child.process_id().unwrap(), "TERM");
    let status = app.wait_for_exit();
    assert_eq!(status.exit_code(), 128 + 15);
    assert_terminal_restored(&app);
    let contents = app.contents();
    assert!(
        contents.contains("sudoku-dfs: 被 SIGTERM 中止；没保存的盘面已留在"),
        "{contents}"
    );
    std::fs::remove_dir_all(&state).unwrap();
}

/// Issue 21: `--theme contrast` draws no grey (the empty cells' dots in the
/// terminal's own colour), and `R` records what the terminal showed until
/// pressed again, into a .cast file the status line names.
#[test]
fn the_contrast_theme_and_r_recording_the_screen() {
    let mut app = Session::start(&["--theme", "contrast"]);
    app.wait_for("30 givens · unique solution");
    {
        let parser = app.screen.lock().unwrap();
        let screen = parser.screen();
        let dot = (0..24u16)
            .flat_map(|y| (0..80u16).map(move |x| (y, x)))
            .find(|&(y, x)| screen.cell(y, x).is_some_and(|c| c.contents() == "·"))
            .expect("an empty cell");
        let cell = screen.cell(dot.0, dot.1).unwrap();
        assert_eq!(cell.fgcolor(), vt100::Color::Default, "no grey dot");
    }
    app.send("R");
    app.wait_for("recording the screen to");
    app.send("\rll");
    app.wait_for("step 2 ");
    app.send("R");
    app.wait_for("recording saved");
    let contents = app.contents();
    let line = contents
        .lines()
        .find(|l| l.contains("recording saved"))
        .unwrap();
    let path = line.rsplit(": ").next().unwrap().trim();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let _ = std::fs::remove_file(path);
    let mut lines = text.lines();
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("{\"version\": 2, \"width\": 80, \"height\": 24")
    );
    let frames = lines.filter(|l| l.contains(", \"o\", ")).count();
    assert!(
        frames >= 2,
        "the editor, then the solve screen: {frames}\n{text}"
    );
    assert!(text.contains("step 2"), "the screen at step 2 is in it");
    app.quit_with("q");
}

/// Plays the first lesson (`sudoku-dfs lesson 1`) to its end with →, each
/// stop's caption on screen, then quits: in English, and with `--lang zh`
/// in Chinese.
fn play_the_first_lesson(args: &[&str], stops: [(&str, &str); 3], over: &str) {
    let mut app = Session::start(args);
    for (i, (heading, caption)) in stops.iter().enumerate() {
        if i > 0 {
            app.send("\x1b[C");
        }
        app.wait_until(heading, |s| s.contains(heading) && s.contains(caption));
    }
    app.send("\x1b[C");
    app.wait_for(over);
    // Back one stop, and the editor's own keys still work under the lesson.
    app.send("\x1b[D");
    app.wait_for(stops[1].0);
    app.quit_with("q");
}

#[test]
fn the_first_lesson_plays_to_its_end_in_english() {
    play_the_first_lesson(
        &["lesson", "1"],
        [
            ("Lesson 1 · stop 1/3", "27 tables"),
            ("Lesson 1 · stop 2/3", "A conflict: r1c1 and r1c3"),
            ("Lesson 1 · stop 3/3", "Enter refuses to solve"),
        ],
        "lesson is over",
    );
}

#[test]
fn the_first_lesson_plays_to_its_end_in_chinese() {
    play_the_first_lesson(
        &["--lang", "zh", "lesson", "1"],
        [
            ("第 1 课 · 第 1/3 站", "27 张表"),
            ("第 1 课 · 第 2/3 站", "冲突：r1c1 和 r1c3"),
            ("第 1 课 · 第 3/3 站", "按 Enter 不会开始求解"),
        ],
        "课程结束了",
    );
}

#[test]
fn a_lesson_file_opens_on_its_first_stop_and_runs_nothing() {
    let dir = temp_dir("lesson-file");
    let lesson = dir.join("class.lesson");
    let marker = dir.join("ran");
    std::fs::write(
        &lesson,
        format!(
            "title Class one\npuzzle {LEETCODE}\nstop 40 Look at r1c9\nwatch 41 {}\n",
            marker.display()
        ),
    )
    .unwrap();
    let mut app = Session::start(&["lesson", lesson.to_str().unwrap()]);
    app.wait_until("the first stop", |s| {
        s.contains("stop 1/2") && s.contains("Look at r1c9")
    });
    app.send("\x1b[C");
    app.wait_until("the watch stop", |s| {
        s.contains("watches your solver") && s.contains("nothing runs until you do")
    });
    // Asked, not run: only y at that stop would run it.
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(!marker.exists(), "a lesson file runs nothing");
    app.quit_with("q");
}
