//! Puzzles in from files: the starting puzzle and opening (`e`). Every
//! read is capped at [`READ_CAP`] bytes, so `/dev/zero` or a huge file
//! costs a bounded amount of memory and time; saving is in [`super::save`].

use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow};

use super::Start;
use crate::grid::{Grid, PuzzleReader, parse_grid};
use crate::i18n::Text;
use crate::puzzles;
use crate::source::PuzzleSource;

/// The most the app reads of a file or of standard input: a puzzle file's
/// first puzzle, with comments, is far smaller; a bigger file is read only
/// this far.
pub const READ_CAP: u64 = 1 << 20;

/// A puzzle read from a file, and where exactly it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleInFile {
    pub grid: Grid,
    /// The file, symbolic links followed: saving back compares with it.
    pub resolved: PathBuf,
    /// The line the puzzle starts on (1-based).
    pub line: usize,
    /// The puzzle is that one line (not a 9-line grid), so saving may
    /// replace just that line.
    pub one_line: bool,
}

// Why a file was not opened or saved: plain data the catalogue words,
// so it is defined beside the catalogue's files area.
pub use crate::i18n::files::FileError;

/// The puzzle the app opens on: `--empty`, a puzzle or file from the
/// command line (`-` reads standard input), or the LeetCode 37 example;
/// titles and errors in `text`'s language.
pub fn start(puzzle: Option<&str>, empty: bool, text: &Text) -> Result<Start> {
    let words = &text.files;
    if empty {
        return Ok(Start {
            grid: Grid::empty(),
            title: text.chrome.title_empty.to_string(),
            path: None,
            source: None,
            open_when_running: None,
        });
    }
    let Some(arg) = puzzle else {
        let example = puzzles::example();
        return Ok(Start {
            grid: example.grid.clone(),
            title: (text.chrome.puzzle_name)(example.name).to_string(),
            path: None,
            source: None,
            open_when_running: None,
        });
    };
    // What the argument names is decided where the command line decides it.
    match PuzzleSource::from_arg(arg).map_err(|e| anyhow!("{}", (words.source_error)(&e)))? {
        source @ PuzzleSource::Stdin => {
            let (_, grid) = source
                .first_puzzle_within(READ_CAP)
                .map_err(|e| anyhow!("{}", (words.source_error)(&e)))?;
            Ok(Start {
                grid,
                title: (words.source_label)(&source),
                path: None,
                source: None,
                open_when_running: None,
            })
        }
        // Opening a FIFO waits for a writer: read here, before the app
        // takes the terminal, it would leave a blank screen that answers
        // no key. The app reads it as `e` does, showing that it waits.
        PuzzleSource::File(path) if is_fifo(&path) => Ok(Start {
            grid: Grid::empty(),
            title: text.chrome.title_empty.to_string(),
            path: None,
            source: None,
            open_when_running: Some(arg.to_string()),
        }),
        PuzzleSource::File(path) => {
            let found =
                read_first_puzzle(&path).map_err(|e| anyhow!("{arg}: {}", (words.error)(&e)))?;
            Ok(Start {
                grid: found.grid.clone(),
                title: display_name(&path),
                path: Some(path),
                source: Some(found),
                open_when_running: None,
            })
        }
        PuzzleSource::Text(puzzle) => match parse_grid(&puzzle) {
            Ok(grid) => Ok(Start {
                grid,
                title: text.chrome.title_command_line.to_string(),
                path: None,
                source: None,
                open_when_running: None,
            }),
            Err(e) => Err(anyhow!(
                "{}",
                (words.neither)(arg, &(words.parse_error)(&e))
            )),
        },
    }
}

/// A FIFO (named pipe): opening it waits until something writes to it.
fn is_fifo(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        std::fs::metadata(path).is_ok_and(|meta| meta.file_type().is_fifo())
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        false
    }
}

#[cfg(test)]
/// The first puzzle of a file; a parse error says its line and column.
pub fn open_first_puzzle(path: &Path) -> Result<Grid> {
    match read_first_puzzle(path) {
        Ok(found) => Ok(found.grid),
        Err(e) => anyhow::bail!("{}: {e}", path.display()),
    }
}

/// The first puzzle of a file, read with a cap; the error is in plain
/// words, without the path (the caller names the file as the user typed it).
/// Blocks as long as the file does (a FIFO without a writer): the app calls
/// it off the UI thread.
pub fn read_first_puzzle(path: &Path) -> Result<PuzzleInFile, FileError> {
    let resolved = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    if resolved.is_dir() {
        return Err(FileError::IsFolder);
    }
    let file = File::open(path).map_err(|e| FileError::from(&e))?;
    let (bytes, truncated) = read_capped(file).map_err(|e| FileError::from(&e))?;
    let text = String::from_utf8_lossy(&bytes);
    match PuzzleReader::new(text.as_bytes()).next() {
        Some(Ok((line, grid))) => {
            let one_line = text
                .lines()
                .nth(line - 1)
                .is_some_and(|l| parse_grid(l).as_ref() == Ok(&grid));
            Ok(PuzzleInFile {
                grid,
                resolved,
                line,
                one_line,
            })
        }
        Some(Err(e)) => Err(FileError::Parse(e)),
        None if truncated => Err(FileError::NoPuzzleWithin(READ_CAP >> 20)),
        None => Err(FileError::NoPuzzle),
    }
}

/// Reads at most [`READ_CAP`] bytes; says whether there was more.
pub fn read_capped(input: impl Read) -> io::Result<(Vec<u8>, bool)> {
    let mut bytes = Vec::new();
    input.take(READ_CAP + 1).read_to_end(&mut bytes)?;
    let truncated = bytes.len() as u64 > READ_CAP;
    bytes.truncate(READ_CAP as usize);
    Ok((bytes, truncated))
}

/// An I/O error in plain words, without the `(os error N)` tail, in
/// `text`'s language (the catalogue's files area words each kind).
pub fn plain(e: &io::Error, text: &Text) -> String {
    (text.files.io)(e.kind())
}

/// `~/x` means the home directory, as in a shell.
pub fn expand_home(path: &str) -> PathBuf {
    match (path.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => Path::new(&home).join(rest),
        _ => PathBuf::from(path),
    }
}

/// The file name, for the title bar.
pub fn display_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::ParseError;
    use crate::i18n::Lang;
    use std::fs;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sudoku-dfs-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn open_reports_the_line_and_column() {
        let dir = temp_dir("open");
        let path = dir.join("bad.txt");
        fs::write(&path, "# a comment\n53..7....6..195x...98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n").unwrap();
        let e = open_first_puzzle(&path).unwrap_err().to_string();
        assert!(
            e.ends_with(
                "line 2, column 16: unexpected character 'x'; a cell is 1-9, or . 0 _ when empty"
            ),
            "{e}"
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn open_says_where_the_puzzle_is_and_whether_it_is_one_line() {
        let dir = temp_dir("found");
        let line = puzzles::example().grid.to_line();
        let lines = dir.join("lines.txt");
        fs::write(&lines, format!("# two\n\n{line}\n{line}\n")).unwrap();
        let found = read_first_puzzle(&lines).unwrap();
        assert_eq!((found.line, found.one_line), (3, true));
        assert_eq!(found.resolved, fs::canonicalize(&lines).unwrap());
        let pretty = dir.join("grid.txt");
        fs::write(&pretty, puzzles::example().grid.to_pretty()).unwrap();
        let found = read_first_puzzle(&pretty).unwrap();
        assert_eq!((found.line, found.one_line), (1, false));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn endless_input_is_read_only_up_to_the_cap() {
        // /dev/zero never ends: the read stops at the cap and says why the
        // text is no puzzle.
        let e = read_first_puzzle(Path::new("/dev/zero")).unwrap_err();
        assert!(e.to_string().contains("line 1"), "{e}");
        let (bytes, truncated) = read_capped(io::repeat(b'.')).unwrap();
        assert_eq!(bytes.len() as u64, READ_CAP);
        assert!(truncated);
    }

    #[test]
    fn errors_are_plain_words() {
        let dir = temp_dir("plain");
        let e = read_first_puzzle(&dir.join("missing.txt")).unwrap_err();
        assert_eq!(e.to_string(), "no such file or folder");
        assert_eq!(
            read_first_puzzle(&dir).unwrap_err().to_string(),
            "it is a folder, not a file"
        );
        let zh = Lang::Zh.text();
        assert_eq!((zh.files.error)(&e), "文件或文件夹不存在");
        let denied = io::Error::from(io::ErrorKind::PermissionDenied);
        assert_eq!(plain(&denied, zh), "权限不足");
        assert_eq!(plain(&denied, Lang::En.text()), "permission denied");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn start_takes_a_puzzle_a_file_or_nothing() {
        let en = Lang::En.text();
        let start = |puzzle, empty| start(puzzle, empty, en);
        assert_eq!(start(None, false).unwrap().title, "LeetCode 37 example");
        assert!(start(None, true).unwrap().grid.is_empty());
        let line = puzzles::by_name("AI Escargot").unwrap().grid.to_line();
        assert_eq!(start(Some(&line), false).unwrap().grid.to_line(), line);
        let e = start(Some("no-such-file.txt"), false)
            .unwrap_err()
            .to_string();
        assert!(e.contains("no such file"), "{e}");
    }

    #[test]
    fn parse_errors_say_where_in_chinese() {
        use crate::grid::ParseErrorKind;
        let (en, zh) = (Lang::En.text(), Lang::Zh.text());
        let rows = ParseError {
            line: 4,
            column: None,
            kind: ParseErrorKind::MissingRows {
                found: 3,
                last_line: 6,
            },
        };
        assert_eq!(
            (en.files.parse_error)(&rows),
            "lines 4-6: expected 9 grid rows, found 3"
        );
        assert_eq!(
            (zh.files.parse_error)(&rows),
            "第 4-6 行：盘面应为 9 行，实际有 3 行"
        );
        let long = ParseError {
            line: 2,
            column: Some(81),
            kind: ParseErrorKind::WrongLineLength { found: 80 },
        };
        assert_eq!(
            (zh.files.parse_error)(&long),
            "第 2 行第 81 个字符：应为 81 格，实际有 80 格"
        );
    }

    #[test]
    fn start_speaks_chinese_when_asked() {
        let zh = Lang::Zh.text();
        assert_eq!(start(None, false, zh).unwrap().title, "LeetCode 37 例题");
        assert_eq!(start(None, true, zh).unwrap().title, "空盘面");
        let e = start(Some("no-such-file.txt"), false, zh)
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "no-such-file.txt：没有这个文件（也不是题目：题目是 81 格）"
        );
        let e = start(Some("12x"), false, zh).unwrap_err().to_string();
        assert_eq!(
            e,
            "\"12x\" 既不是文件也不是题目（当作题目：第 1 行第 3 个字符：\
             意外的字符 'x'；一格只能是 1-9，空的格子写 . 0 或 _）"
        );
    }
}
