//! A teacher writes and fixes a lesson in the real binary at 80x24: four
//! stops marked, one re-captioned, one deleted, two reordered, saved, the
//! app quit; `sudoku-dfs lesson FILE` then shows the three stops in their
//! new order with their captions.

use crate::pty::Session;

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-pty-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `a` at the step shown, the caption typed, Enter; the mark confirmed.
fn mark(app: &mut Session, caption: &str, confirmed: &str) {
    app.send("a");
    app.wait_for("Caption for the stop");
    app.send(caption);
    app.send("\r");
    app.wait_for(confirmed);
}

#[test]
fn pty_lesson_made_fixed_saved_and_reopened_in_its_order() {
    let dir = temp_dir("lesson");
    let path = dir.join("class.lesson");
    let typed = path.display().to_string();
    let mut app = Session::start(&[]);
    app.wait_for("30 givens · unique solution");
    app.send("\r");
    app.wait_for("step 0 ");
    app.send("lll");
    app.wait_for("step 3 ");
    mark(&mut app, "Alpha: the first digit", "Step 3 is stop 1 of 1.");
    app.wait_for("→ and ← now go from stop to stop");
    app.send("llll");
    app.wait_for("step 7 ");
    mark(&mut app, "Bravo", "Step 7 is stop 2 of 2.");
    app.send("lllll");
    app.wait_for("step 12 ");
    mark(&mut app, "Charlie", "Step 12 is stop 3 of 3.");
    app.send("lllll");
    app.wait_for("step 17 ");
    mark(&mut app, "Delta: a reject", "Step 17 is stop 4 of 4.");
    // The stops list: Bravo re-captioned, Charlie deleted, Delta moved up.
    app.send("A");
    app.wait_for("e caption");
    app.send("\x1b[A\x1b[A");
    app.wait_for("▶ 2 step 7");
    app.send("e");
    app.wait_for("New caption for the stop");
    app.send(&"\x7f".repeat("Bravo".len()));
    app.send("Bravo, said again");
    app.send("\r");
    app.wait_for("Stop 2 has its new caption.");
    app.send("\x1b[B");
    app.wait_for("▶ 3 step 12");
    app.send("d");
    app.wait_for("Stop 3 deleted: 3 stops left.");
    app.send("K");
    app.wait_for("The stop is now stop 2 of 3.");
    app.send("S");
    app.wait_for("Save the lesson to");
    app.send(&typed);
    app.send("\r");
    app.wait_for("Lesson saved to");
    app.quit_with("q");
    let saved = std::fs::read_to_string(&path).unwrap();
    let stops: Vec<&str> = saved.lines().filter(|l| l.starts_with("stop ")).collect();
    assert_eq!(
        stops,
        [
            "stop 3 Alpha: the first digit",
            "stop 17 Delta: a reject",
            "stop 7 Bravo, said again"
        ],
        "{saved}"
    );
    // Reopened: the three stops, in that order, with their captions.
    let mut again = Session::start(&["lesson", &typed]);
    again.wait_for("stop 1/3");
    again.wait_for("Alpha: the first digit");
    again.send("\x1b[C");
    again.wait_for("stop 2/3");
    again.wait_for("Delta: a reject");
    again.wait_for("step 17 ");
    again.send("\x1b[C");
    again.wait_for("stop 3/3");
    again.wait_for("Bravo, said again");
    again.wait_for("step 7 ");
    again.quit_with("q");
    std::fs::remove_dir_all(&dir).unwrap();
}
