//! Every file the program writes goes through one atomic path (`record
//! --out` as `w` does: a FIFO or a device refused and left as it was, a
//! link written through, the mode kept), and every file it reads whole is
//! capped and its errors worded (reason, where, path), in the user's
//! language. Each test works in a temporary folder of its own: no real
//! device is written, opened or read.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use crate::test_fixtures::LEETCODE;
use crate::{Running, binary, run};

/// A fresh folder for one test, removed when it ends.
struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let dir = std::env::temp_dir().join(format!(
            "sudoku-dfs-writes-{name}-{}-{}",
            std::process::id(),
            crate::unique()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Dir(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    fn str(&self, name: &str) -> String {
        self.path(name).display().to_string()
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
}

#[cfg(unix)]
fn is_fifo(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_fifo())
}

/// Runs the binary, with a hang failing the test rather than the suite
/// (on a FIFO, what did not refuse it would wait for a writer).
fn run_bounded(args: &[&str]) -> crate::Output {
    let mut command = binary();
    command
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut running = Running::spawn(&mut command);
    let stdout = crate::drain(running.0.stdout.take());
    let stderr = crate::drain(running.0.stderr.take());
    let status = running.wait(&format!("{args:?}"));
    crate::Output {
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
        code: status.code().unwrap_or(-1),
    }
}

fn record_to(out: &str) -> crate::Output {
    run_bounded(&["record", LEETCODE, "--out", out, "--to", "3"])
}

#[cfg(unix)]
#[test]
fn record_refuses_a_fifo_and_leaves_it_a_fifo() {
    let dir = Dir::new("fifo");
    let fifo = dir.path("out.cast");
    mkfifo(&fifo);
    let ran = record_to(&dir.str("out.cast"));
    assert_eq!(ran.code, 3, "{}", ran.stderr);
    assert!(ran.stderr.contains("FIFO"), "{}", ran.stderr);
    assert!(ran.stderr.contains("out.cast"), "{}", ran.stderr);
    assert!(is_fifo(&fifo), "the FIFO was replaced");
    let names: Vec<_> = fs::read_dir(&dir.0).unwrap().collect();
    assert_eq!(names.len(), 1, "no temporary file is left");
}

/// A character device made in the test's own folder (as root only: the
/// null device's numbers, so nothing real is behind it even if it were
/// written): refused, and still a device afterwards.
#[cfg(target_os = "linux")]
#[test]
fn record_refuses_a_device_and_leaves_it_a_device() {
    use std::os::unix::fs::FileTypeExt;
    let dir = Dir::new("device");
    let device = dir.path("dev.cast");
    let made = std::process::Command::new("mknod")
        .arg(&device)
        .args(["c", "1", "3"])
        .stderr(Stdio::null())
        .status();
    if !made.is_ok_and(|s| s.success()) {
        return; // not root: no device can be made here
    }
    let ran = record_to(&dir.str("dev.cast"));
    assert_eq!(ran.code, 3, "{}", ran.stderr);
    assert!(ran.stderr.contains("a device"), "{}", ran.stderr);
    let kind = fs::symlink_metadata(&device).unwrap().file_type();
    assert!(kind.is_char_device(), "the device was replaced");
}

#[cfg(unix)]
#[test]
fn record_writes_through_a_link_and_keeps_the_mode() {
    use std::os::unix::fs::PermissionsExt;
    let dir = Dir::new("link");
    fs::create_dir_all(dir.path("real")).unwrap();
    let target = dir.path("real/talk.cast");
    fs::write(&target, "old\n").unwrap();
    fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.path("talk.cast");
    std::os::unix::fs::symlink("real/talk.cast", &link).unwrap();
    let ran = record_to(&dir.str("talk.cast"));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link stays a link"
    );
    let written = fs::read_to_string(&target).unwrap();
    assert!(written.starts_with("{\"version\": 2"), "{written:.40}");
    let mode = fs::metadata(&target).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
}

#[cfg(unix)]
#[test]
fn a_lesson_that_is_a_fifo_is_refused_without_waiting() {
    let dir = Dir::new("lesson-fifo");
    let fifo = dir.path("l.lesson");
    mkfifo(&fifo);
    let ran = run_bounded(&["lesson", &dir.str("l.lesson")]);
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("not a plain file"), "{}", ran.stderr);
    assert!(is_fifo(&fifo));
}

/// A small `.gz` lesson that holds megabytes of text is refused at 1 MiB
/// of text, and a lesson with bytes that are not UTF-8 names their line.
#[test]
fn a_lesson_is_capped_and_a_binary_one_names_its_line() {
    use std::io::Write;
    let dir = Dir::new("lesson-caps");
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    for _ in 0..(4 << 20) / 64 {
        encoder.write_all(&[b'#'; 63]).unwrap();
        encoder.write_all(b"\n").unwrap();
    }
    fs::write(dir.path("big.lesson.gz"), encoder.finish().unwrap()).unwrap();
    let ran = run(&["lesson", &dir.str("big.lesson.gz")], "");
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(
        ran.stderr
            .contains("big.lesson.gz: it is more than 1 MiB of text"),
        "{}",
        ran.stderr
    );

    fs::write(
        dir.path("binary.lesson"),
        b"title t\n# fine\n\xff\xfe\x00binary\n",
    )
    .unwrap();
    for (lang, says) in [
        ("en", "binary.lesson: line 3 is not UTF-8 text"),
        ("zh", "binary.lesson: 第 3 行不是 UTF-8 文本"),
    ] {
        let ran = run(&["--lang", lang, "lesson", &dir.str("binary.lesson")], "");
        assert_eq!(ran.code, 2, "{}", ran.stderr);
        assert!(ran.stderr.contains(says), "{}", ran.stderr);
    }
}

/// A `.jsonl` trace of one endless line (here 1 MiB of zeros, in a file:
/// no device is read) is refused at the line cap.
#[test]
fn a_trace_with_an_endless_line_is_refused() {
    let dir = Dir::new("jsonl");
    fs::write(dir.path("zero.jsonl"), vec![0u8; 1 << 20]).unwrap();
    let ran = run(&["watch", &dir.str("zero.jsonl")], "");
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(
        ran.stderr.contains("line 1 is longer than 64 KiB"),
        "{}",
        ran.stderr
    );
}

/// What the system says is worded in the user's language: no
/// `(os error 2)`, and no English from the system on a Chinese screen.
#[test]
fn no_message_shows_the_systems_own_words() {
    let dir = Dir::new("words");
    let missing = dir.str("none.lesson");
    let jsonl = dir.str("none.jsonl");
    let py = dir.str("none.py");
    let cast = dir.str("no-folder/out.cast");
    let runs: [&[&str]; 5] = [
        &["lesson", &missing],
        &["watch", &jsonl],
        &["watch", &py],
        &["check", &py],
        &["record", LEETCODE, "--to", "3", "--out", &cast],
    ];
    for args in runs {
        for lang in ["en", "zh"] {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            let ran = run_bounded(&all);
            assert_ne!(ran.code, 0, "{all:?}");
            assert!(!ran.stderr.contains("os error"), "{all:?}: {}", ran.stderr);
            assert!(!ran.stderr.contains(".tmp"), "{all:?}: {}", ran.stderr);
            if lang == "zh" {
                assert!(
                    !ran.stderr.contains("No such file"),
                    "{all:?}: {}",
                    ran.stderr
                );
                assert!(ran.stderr.contains("不存在"), "{all:?}: {}", ran.stderr);
            } else {
                assert!(
                    ran.stderr.contains("no such file or folder")
                        || ran.stderr.contains("folder does not exist"),
                    "{all:?}: {}",
                    ran.stderr
                );
            }
        }
    }
}
