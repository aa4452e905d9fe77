//! `sudoku-dfs record`: an asciicast v2 file of the solve screen, written
//! whole; bad options refused with exit status 2 and the file untouched.

use crate::test_fixtures::LEETCODE;
use crate::{run, temp_file, unique};

fn out_path() -> std::path::PathBuf {
    let path = temp_file(&format!("record-{}.cast", unique()), "");
    std::fs::remove_file(&path).unwrap();
    path
}

#[test]
fn record_writes_an_asciicast_with_a_frame_per_step_and_a_marker_per_stop() {
    let out = out_path();
    let path = out.to_str().unwrap();
    let ran = run(
        &[
            "record", LEETCODE, "--out", path, "--to", "100", "--stop", "8", "--stop", "41",
            "--pace", "4/s", "--lang", "zh",
        ],
        "",
    );
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    // A frame a step (0 to 100), and each of the two stops drawn again as
    // playing once its hold is over (held, its frame says paused).
    assert!(
        ran.stdout
            .contains("103 frames, 80x24, 29.0 s to play, 2 markers"),
        "{}",
        ran.stdout
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let mut lines = text.lines();
    let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(
        (header["version"].as_u64(), header["width"].as_u64()),
        (Some(2), Some(80))
    );
    assert_eq!(header["height"], 24);
    let events: Vec<serde_json::Value> = lines.map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(events.iter().filter(|e| e[1] == "o").count(), 103);
    let markers: Vec<&str> = events
        .iter()
        .filter(|e| e[1] == "m")
        .map(|e| e[2].as_str().unwrap())
        .collect();
    assert_eq!(markers.len(), 2);
    assert!(
        markers[0].contains("r1c6"),
        "in Chinese, naming the cell: {markers:?}"
    );
    let _ = std::fs::remove_file(&out);
}

#[test]
fn record_refuses_bad_options_and_leaves_no_file() {
    let out = out_path();
    let path = out.to_str().unwrap();
    for (args, says) in [
        (vec!["--size", "40x10"], "from 80x24"),
        (vec!["--pace", "fast"], "steps a second"),
        (vec!["--from", "50", "--to", "10"], "--to 10 is before"),
    ] {
        let mut all = vec!["record", LEETCODE, "--out", path];
        all.extend(args);
        let ran = run(&all, "");
        assert_eq!(ran.code, 2, "{all:?}: {}", ran.stderr);
        assert!(ran.stderr.contains(says), "{all:?}: {}", ran.stderr);
        assert!(!out.exists());
    }
    let conflict = format!("55{}", &LEETCODE[2..]);
    let ran = run(&["record", &conflict, "--out", path], "");
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(!out.exists());
}
