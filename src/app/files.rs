//! Puzzles in and out of files: the starting puzzle, opening (`e`) and
//! saving (`w`) atomically, so a failed save never loses the old file.

use std::fs::{self, File};
use std::io::{BufReader, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result, anyhow, bail};

use super::Start;
use crate::grid::{Grid, PuzzleReader, parse_grid};
use crate::puzzles;

/// The puzzle the app opens on: `--empty`, a puzzle or file from the
/// command line (`-` reads standard input), or the LeetCode 37 example.
pub fn start(puzzle: Option<&str>, empty: bool) -> Result<Start> {
    if empty {
        return Ok(Start {
            grid: Grid::empty(),
            title: "empty grid".to_string(),
            path: None,
        });
    }
    let Some(arg) = puzzle else {
        let example = puzzles::example();
        return Ok(Start {
            grid: example.grid.clone(),
            title: example.name.to_string(),
            path: None,
        });
    };
    if arg == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("could not read standard input")?;
        let grid = parse_grid(&text).context("standard input")?;
        return Ok(Start {
            grid,
            title: "standard input".to_string(),
            path: None,
        });
    }
    let path = Path::new(arg);
    if path.is_file() {
        return Ok(Start {
            grid: open_first_puzzle(path)?,
            title: display_name(path),
            path: Some(path.to_path_buf()),
        });
    }
    match parse_grid(arg) {
        Ok(grid) => Ok(Start {
            grid,
            title: "puzzle from the command line".to_string(),
            path: None,
        }),
        Err(e) => Err(anyhow!(
            "{arg:?} is neither a file nor a puzzle (as a puzzle: {e})"
        )),
    }
}

/// The first puzzle of a file; a parse error says its line and column.
pub fn open_first_puzzle(path: &Path) -> Result<Grid> {
    let file = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    match PuzzleReader::new(BufReader::new(file)).next() {
        Some(Ok((_, grid))) => Ok(grid),
        Some(Err(e)) => Err(anyhow!("{}: {e}", path.display())),
        None => bail!("{}: no puzzle in the file", path.display()),
    }
}

/// Writes the grid as its 81-character line: first to a temporary file in
/// the same directory, flushed to disk, then renamed over the target, so
/// the target is either the old file or the new one, never half written.
pub fn save_atomically(path: &Path, grid: &Grid) -> Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| anyhow!("{} does not name a file", path.display()))?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let written = (|| -> Result<()> {
        let mut file =
            File::create(&tmp).with_context(|| format!("cannot create {}", tmp.display()))?;
        file.write_all(format!("{}\n", grid.to_line()).as_bytes())
            .with_context(|| format!("cannot write {}", tmp.display()))?;
        file.sync_all()
            .with_context(|| format!("cannot flush {}", tmp.display()))?;
        fs::rename(&tmp, path)
            .with_context(|| format!("cannot rename it to {}", path.display()))?;
        Ok(())
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written
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

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sudoku-dfs-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn save_then_open_round_trips_and_leaves_no_temporary_file() {
        let dir = temp_dir("save");
        let path = dir.join("p.txt");
        let grid = puzzles::example().grid.clone();
        save_atomically(&path, &grid).unwrap();
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            format!("{}\n", grid.to_line())
        );
        assert_eq!(open_first_puzzle(&path).unwrap(), grid);
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_save_says_why() {
        let dir = temp_dir("fail");
        let e = save_atomically(&dir.join("missing/p.txt"), &Grid::empty()).unwrap_err();
        assert!(format!("{e:#}").contains("cannot create"), "{e:#}");
        fs::remove_dir_all(&dir).unwrap();
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
    fn start_takes_a_puzzle_a_file_or_nothing() {
        assert_eq!(start(None, false).unwrap().title, "LeetCode 37 example");
        assert!(start(None, true).unwrap().grid.is_empty());
        let line = puzzles::by_name("AI Escargot").unwrap().grid.to_line();
        assert_eq!(start(Some(&line), false).unwrap().grid.to_line(), line);
        let e = start(Some("no-such-file.txt"), false)
            .unwrap_err()
            .to_string();
        assert!(e.contains("neither a file nor a puzzle"), "{e}");
    }
}
