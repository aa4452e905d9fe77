use super::*;
use crate::i18n::files::Special;
use crate::puzzles;
use std::io;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-save-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn example() -> Grid {
    puzzles::example().grid.clone()
}

fn check() -> How {
    How::Check { written: vec![] }
}

fn typed(path: &Path) -> String {
    path.display().to_string()
}

#[test]
fn save_then_open_round_trips_and_leaves_no_temporary_file() {
    let dir = temp_dir("round");
    let path = dir.join("p.txt");
    let grid = example();
    assert!(matches!(
        save(&typed(&path), &grid, &check()),
        SaveOutcome::Saved { .. }
    ));
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        format!("{}\n", grid.to_line())
    );
    assert_eq!(super::super::files::open_first_puzzle(&path).unwrap(), grid);
    assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failed_save_says_why_in_plain_words() {
    let dir = temp_dir("fail");
    let failed = |path: &Path| match save(&typed(path), &Grid::empty(), &How::Whole) {
        SaveOutcome::Failed(why) => why.to_string(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        failed(&dir.join("missing/p.txt")),
        "its folder does not exist"
    );
    assert_eq!(
        failed(&dir),
        "it is a folder, not a plain file: not touched"
    );
    assert_eq!(
        failed(Path::new("/dev/null")),
        "it is a device, not a plain file: not touched"
    );
    let too_long = dir.join("x".repeat(256));
    assert_eq!(failed(&too_long), "the name is too long or not allowed");
    fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_blocking() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("pipe");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    // Opening a FIFO for writing would block until a reader came: the save
    // must refuse before that.
    assert_eq!(
        save(&typed(&fifo), &example(), &How::Whole),
        SaveOutcome::Failed(FileError::NotPlainFile(Special::Fifo))
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn the_target_keeps_its_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp_dir("mode");
    let path = dir.join("private.txt");
    fs::write(&path, "old\n").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    assert!(matches!(
        save(&typed(&path), &example(), &How::Whole),
        SaveOutcome::Saved { .. }
    ));
    let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
    assert!(matches!(
        save(&typed(&path), &example(), &How::Whole),
        SaveOutcome::Saved { .. }
    ));
    let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_stays_a_link_and_its_target_is_written() {
    let dir = temp_dir("link");
    fs::create_dir_all(dir.join("real")).unwrap();
    let target = dir.join("real/puzzle.txt");
    fs::write(&target, "old\n").unwrap();
    let link = dir.join("link.txt");
    std::os::unix::fs::symlink("real/puzzle.txt", &link).unwrap();
    let outcome = save(&typed(&link), &example(), &How::Whole);
    assert_eq!(
        outcome,
        SaveOutcome::Saved {
            resolved: fs::canonicalize(&target).unwrap(),
            how: SavedPart::WholeFile
        }
    );
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(&target).unwrap(),
        format!("{}\n", example().to_line())
    );
    // A dangling link: the file it names is created.
    let dangling = dir.join("dangling.txt");
    std::os::unix::fs::symlink("real/new.txt", &dangling).unwrap();
    assert!(matches!(
        save(&typed(&dangling), &example(), &check()),
        SaveOutcome::Saved { .. }
    ));
    assert!(
        fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(dir.join("real/new.txt").is_file());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn names_up_to_the_file_system_limit_work() {
    let dir = temp_dir("long");
    for len in [250, 255] {
        let path = dir.join("p".repeat(len));
        assert!(
            matches!(
                save(&typed(&path), &example(), &check()),
                SaveOutcome::Saved { .. }
            ),
            "{len}"
        );
        assert!(path.is_file());
    }
    fs::remove_dir_all(&dir).unwrap();
}

fn ten_puzzles(dir: &Path) -> (PathBuf, String) {
    let line = example().to_line();
    let mut text = String::from("# ten puzzles\n\n");
    for _ in 0..10 {
        text.push_str(&line);
        text.push('\n');
    }
    let path = dir.join("ten.txt");
    fs::write(&path, &text).unwrap();
    (path, text)
}

#[test]
fn an_existing_file_is_described_not_replaced() {
    let dir = temp_dir("ask");
    let (path, text) = ten_puzzles(&dir);
    let SaveOutcome::Ask(holds) = save(&typed(&path), &Grid::empty(), &check()) else {
        panic!("no question")
    };
    // The comment line counts: replacing the file would lose it too.
    assert_eq!(
        holds.describe(crate::i18n::Lang::En.text()),
        "10 puzzles and 1 other line"
    );
    assert!(!holds.is_only_a_puzzle());
    assert_eq!(fs::read_to_string(&path).unwrap(), text, "untouched");

    let pretty = dir.join("grid.txt");
    fs::write(&pretty, example().to_pretty()).unwrap();
    let SaveOutcome::Ask(holds) = save(&typed(&pretty), &Grid::empty(), &check()) else {
        panic!("no question")
    };
    assert_eq!(
        holds.describe(crate::i18n::Lang::En.text()),
        "a 9-line grid"
    );
    assert!(!holds.is_only_a_puzzle());

    let one = dir.join("one.txt");
    fs::write(&one, format!("{}\n", example().to_line())).unwrap();
    let SaveOutcome::Ask(holds) = save(&typed(&one), &Grid::empty(), &check()) else {
        panic!("no question")
    };
    assert!(holds.is_only_a_puzzle());
    // A file this session wrote whole is replaced without a question.
    let written = vec![holds.resolved.clone()];
    assert!(matches!(
        save(&typed(&one), &Grid::empty(), &How::Check { written }),
        SaveOutcome::Saved { .. }
    ));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn in_place_replaces_one_line_and_keeps_every_other_byte() {
    let dir = temp_dir("inplace");
    let (path, text) = ten_puzzles(&dir);
    let mut mine = example();
    mine.set_given(crate::grid::Cell::at(0, 2), 4);
    let how = How::InPlace {
        line: 5,
        expected: example(),
    };
    assert_eq!(
        save(&typed(&path), &mine, &how),
        SaveOutcome::Saved {
            resolved: fs::canonicalize(&path).unwrap(),
            how: SavedPart::Line(5)
        }
    );
    let after = fs::read_to_string(&path).unwrap();
    let mut expected: Vec<String> = text.lines().map(str::to_string).collect();
    expected[4] = mine.to_line();
    assert_eq!(after, expected.join("\n") + "\n");
    // Line 5 now holds another puzzle: a second in-place save of the old
    // one is refused, and the file stays as it is.
    assert_eq!(
        save(&typed(&path), &Grid::empty(), &how),
        SaveOutcome::Failed(FileError::LineChanged(5))
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), after);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn what_a_file_holds_reads_in_chinese_without_plurals() {
    use crate::i18n::Lang;
    let holds = |puzzles, other_lines, grid_rows, truncated| Holds {
        resolved: PathBuf::from("x.txt"),
        puzzles,
        other_lines,
        annotated: 0,
        grid_rows,
        truncated,
        lone_line: None,
    };
    let (en, zh) = (Lang::En.text(), Lang::Zh.text());
    let one = holds(1, 1, false, false);
    assert_eq!(one.describe(en), "1 puzzle and 1 other line");
    assert_eq!(one.describe(zh), "1 道题，另有 1 行别的内容");
    let many = holds(10, 3, true, true);
    assert_eq!(
        many.describe(en),
        "at least 10 puzzles, some as 9-line grids and 3 other lines"
    );
    assert_eq!(
        many.describe(zh),
        "至少 10 道题，其中有 9 行的盘面，另有 3 行别的内容"
    );
    assert_eq!(holds(1, 0, true, false).describe(zh), "一个 9 行的盘面");
    let noted = Holds {
        annotated: 1,
        ..holds(1, 0, false, false)
    };
    assert_eq!(noted.describe(en), "1 puzzle with more text on its line");
    assert_eq!(noted.describe(zh), "1 道题，题目那一行还有别的文字");
    let noted = Holds {
        annotated: 4,
        ..holds(10, 0, false, false)
    };
    assert_eq!(
        noted.describe(en),
        "10 puzzles (4 with more text on their lines)"
    );
    assert_eq!(
        noted.describe(zh),
        "10 道题（其中 4 道题的行里还有别的文字）"
    );
}

/// A 55-line notes file: 3 comments, the puzzle, a blank line, 50 lines of
/// notes (titles to the parser, which skips them).
fn notes_file(dir: &Path) -> (PathBuf, String) {
    let mut text = format!(
        "# my notes\n# on one puzzle\n# from the book\n{}\n\n",
        example().to_line()
    );
    for n in 1..=50 {
        text.push_str(&format!("Note {n}: r1c3 cannot be 5, see the box\n"));
    }
    let path = dir.join("notes.txt");
    fs::write(&path, &text).unwrap();
    (path, text)
}

/// Issue 20: `y` replaced a file of one puzzle and 53 other lines with
/// one line, because the notes were lines the parser skips. Only a file
/// that holds the puzzle and nothing else is "one puzzle".
#[test]
fn a_puzzle_with_notes_is_not_only_a_puzzle() {
    let dir = temp_dir("notes");
    let (path, text) = notes_file(&dir);
    assert_eq!(text.lines().count(), 55);
    let SaveOutcome::Ask(holds) = save(&typed(&path), &Grid::empty(), &check()) else {
        panic!("no question")
    };
    assert!(!holds.is_only_a_puzzle());
    assert_eq!(
        holds.describe(crate::i18n::Lang::En.text()),
        "1 puzzle and 53 other lines"
    );
    assert_eq!(holds.lone_line, Some((4, Box::new(example()))));
    // Comments alone are something else too, and so is a comment after
    // the cells; blank lines are not.
    for (name, text, only) in [
        (
            "comment.txt",
            format!("# mine\n{}\n", example().to_line()),
            false,
        ),
        (
            "after.txt",
            format!("{} from the book\n", example().to_line()),
            false,
        ),
        ("blank.txt", format!("\n{}\n\n", example().to_line()), true),
    ] {
        let path = dir.join(name);
        fs::write(&path, text).unwrap();
        let SaveOutcome::Ask(holds) = save(&typed(&path), &Grid::empty(), &check()) else {
            panic!("no question")
        };
        assert_eq!(holds.is_only_a_puzzle(), only, "{name}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 20: `l` on a file that starts with a UTF-8 byte order mark wrote
/// the line without it (167 bytes became 164): every byte outside the
/// puzzle's cells stays.
#[test]
fn in_place_keeps_a_byte_order_mark() {
    let dir = temp_dir("bom");
    let path = dir.join("bom.txt");
    let before = format!(
        "\u{feff}{}\r\n# kept\n{}\n",
        example().to_line(),
        ".".repeat(81)
    );
    fs::write(&path, &before).unwrap();
    let mut mine = example();
    mine.set_given(crate::grid::Cell::at(0, 2), 4);
    let how = How::InPlace {
        line: 1,
        expected: example(),
    };
    assert!(matches!(
        save(&typed(&path), &mine, &how),
        SaveOutcome::Saved { .. }
    ));
    let after = fs::read(&path).unwrap();
    assert_eq!(after.len(), before.len());
    assert_eq!(
        String::from_utf8(after).unwrap(),
        format!("\u{feff}{}\r\n# kept\n{}\n", mine.to_line(), ".".repeat(81))
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failed_save_says_why_in_chinese_too() {
    let zh = crate::i18n::Lang::Zh.text();
    let why = |error: FileError| (zh.files.error)(&error);
    assert_eq!(
        why(FileError::NotPlainFile(Special::Fifo)),
        "这是一个 FIFO（命名管道），不是普通文件：没有改动"
    );
    assert_eq!(
        why(FileError::LineChanged(5)),
        "第 5 行已不是打开时的那道题：没有改动"
    );
    assert_eq!(why(FileError::Io(io::ErrorKind::StorageFull)), "磁盘已满");
}

/// `l` replaces the 81 cells of the line and nothing else: the file's byte
/// order mark, the indent and a note after the puzzle stay.
#[test]
fn in_place_keeps_the_note_after_the_puzzle_on_its_line() {
    let dir = temp_dir("inplace-note");
    let path = dir.join("noted.txt");
    let old = example().to_line();
    fs::write(
        &path,
        format!("\u{feff}  {old}  : from LeetCode\r\n# next\n"),
    )
    .unwrap();
    let mut mine = example();
    mine.set_given(crate::grid::Cell::at(0, 2), 4);
    let how = How::InPlace {
        line: 1,
        expected: example(),
    };
    assert!(matches!(
        save(&typed(&path), &mine, &how),
        SaveOutcome::Saved { .. }
    ));
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        format!("\u{feff}  {}  : from LeetCode\r\n# next\n", mine.to_line())
    );
    fs::remove_dir_all(&dir).unwrap();
}
