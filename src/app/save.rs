//! Saving (`w`) without ever losing a file: the grid goes to a temporary
//! file beside the target, flushed to disk, then renamed over it
//! (`atomic_write`), so the target is the old file or the new one, never
//! half written. The target keeps its permissions and owner, a symbolic
//! link keeps pointing where it did (the file it names is replaced), and
//! anything that is not a plain file (a folder, a FIFO, a device) is
//! refused before it is touched.
//!
//! A file the app did not write itself in this session is never replaced
//! silently: [`save`] first reports what it holds ([`SaveOutcome::Ask`]), and
//! the app asks. A file of many puzzles can have just the opened puzzle's
//! line replaced ([`How::InPlace`]), the rest kept byte for byte.

use std::fs::{self, File};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};

use super::atomic_write;
use super::files::{FileError, READ_CAP, expand_home, read_capped};
use crate::grid::{Grid, PuzzleReader, parse_grid};
use crate::i18n::Text;
use crate::i18n::files::Contents;

/// How to save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum How {
    /// Write a new file, or replace one listed in `written` (files this
    /// session wrote whole); any other existing file is only described.
    Check { written: Vec<PathBuf> },
    /// Replace the whole file: the user said yes.
    Whole,
    /// Replace line `line` (1-based), which must still hold `expected`,
    /// keeping every other byte of the file.
    InPlace { line: usize, expected: Grid },
}

/// What an existing file holds, for the question before replacing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holds {
    /// The file, symbolic links followed.
    pub resolved: PathBuf,
    pub puzzles: usize,
    /// Lines that are not puzzles and not blank: comments, titles, notes,
    /// lines that could not be read as puzzles.
    pub other_lines: usize,
    /// Puzzle lines with more than their cells (a comment, fields).
    pub annotated: usize,
    /// At least one puzzle is a 9-line grid.
    pub grid_rows: bool,
    /// Only the first [`READ_CAP`] bytes were looked at.
    pub truncated: bool,
    /// The line of the file's only puzzle, with that puzzle, when it holds
    /// one puzzle written on one line: `l` can replace it there.
    /// (Boxed: a [`Holds`] travels in an action, kept small.)
    pub lone_line: Option<(usize, Box<Grid>)>,
}

impl Holds {
    /// The file holds the puzzle and nothing else (or nothing at all):
    /// replacing it whole loses nothing but that puzzle.
    pub fn is_only_a_puzzle(&self) -> bool {
        self.puzzles <= 1
            && self.other_lines == 0
            && self.annotated == 0
            && !self.grid_rows
            && !self.truncated
    }

    /// `10 puzzles`, `a 9-line grid`, `1 puzzle and 3 other lines`, in
    /// `text`'s language.
    pub fn describe(&self, text: &Text) -> String {
        (text.files.holds)(&Contents {
            puzzles: self.puzzles,
            other_lines: self.other_lines,
            annotated: self.annotated,
            grid_rows: self.grid_rows,
            truncated: self.truncated,
        })
    }
}

/// What a save did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveOutcome {
    /// Written; `resolved` is the file, links followed.
    Saved { resolved: PathBuf, how: SavedPart },
    /// Nothing written: the file exists and the user must be asked.
    Ask(Holds),
    /// Nothing written, for this reason (worded by the app, no path).
    Failed(FileError),
}

/// How much of the file a save wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SavedPart {
    /// The whole file, new or replaced.
    WholeFile,
    /// Only this line was replaced.
    Line(usize),
}

/// Saves `grid` to the file the user typed (`~/` expanded).
pub fn save(typed: &str, grid: &Grid, how: &How) -> SaveOutcome {
    match try_save(&expand_home(typed), grid, how) {
        Ok(outcome) => outcome,
        Err(e) => SaveOutcome::Failed(e),
    }
}

fn try_save(path: &Path, grid: &Grid, how: &How) -> Result<SaveOutcome, FileError> {
    let target = atomic_write::target(path)?;
    let resolved = fs::canonicalize(&target.path).unwrap_or_else(|_| target.path.clone());
    let line = format!("{}\n", grid.to_line());
    match how {
        How::Check { written } => {
            if let Some(meta) = &target.existing
                && meta.len() > 0
                && !written.contains(&resolved)
            {
                return Ok(SaveOutcome::Ask(describe(&target.path, resolved)?));
            }
            target.replace(line.as_bytes())?;
            Ok(SaveOutcome::Saved {
                resolved,
                how: SavedPart::WholeFile,
            })
        }
        How::Whole => {
            target.replace(line.as_bytes())?;
            Ok(SaveOutcome::Saved {
                resolved,
                how: SavedPart::WholeFile,
            })
        }
        How::InPlace {
            line: number,
            expected,
        } => {
            if target.existing.is_none() {
                return Err(FileError::Gone);
            }
            let contents = with_line_replaced(&target.path, *number, expected, grid)?;
            target.replace(&contents)?;
            Ok(SaveOutcome::Saved {
                resolved,
                how: SavedPart::Line(*number),
            })
        }
    }
}

/// Counts what the file holds (its first [`READ_CAP`] bytes): every line
/// that is not blank is a puzzle's or is counted as another line, so a
/// file is only taken for "one puzzle" when replacing it loses nothing
/// else.
fn describe(target: &Path, resolved: PathBuf) -> Result<Holds, FileError> {
    let file = File::open(target).map_err(|e| FileError::from(&e))?;
    let (bytes, truncated) = read_capped(file).map_err(|e| FileError::from(&e))?;
    let text = String::from_utf8_lossy(&bytes);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let lines: Vec<&str> = text.lines().collect();
    let mut holds = Holds {
        resolved,
        puzzles: 0,
        other_lines: 0,
        annotated: 0,
        grid_rows: false,
        truncated,
        lone_line: None,
    };
    // The lines that belong to a puzzle: its one line, or a 9-line grid's
    // rows and separators up to its last row.
    let mut theirs = vec![false; lines.len()];
    for item in PuzzleReader::new(text.as_bytes()) {
        let Ok((line, grid)) = item else { continue };
        holds.puzzles += 1;
        let Some(own) = lines.get(line - 1) else {
            continue;
        };
        if parse_grid(own).as_ref() == Ok(&grid) {
            theirs[line - 1] = true;
            if own.trim().chars().count() > 81 {
                holds.annotated += 1;
            }
            holds.lone_line = Some((line, Box::new(grid)));
        } else {
            holds.grid_rows = true;
            let mut rows = 0;
            for (i, row) in lines.iter().enumerate().skip(line - 1) {
                if rows == 9 || row.trim().is_empty() {
                    break;
                }
                theirs[i] = true;
                rows += usize::from(!is_separator(row));
            }
        }
    }
    holds.other_lines = lines
        .iter()
        .zip(&theirs)
        .filter(|(line, theirs)| !**theirs && !line.trim().is_empty())
        .count();
    if holds.puzzles != 1 || holds.grid_rows || truncated {
        holds.lone_line = None;
    }
    Ok(holds)
}

/// A 9-line grid's separator line (`------+-------`).
fn is_separator(line: &str) -> bool {
    line.trim()
        .chars()
        .all(|c| matches!(c, '-' | '+' | '=' | '|' | ' '))
}

/// The file's bytes with line `number` replaced by the grid's line, after
/// checking that it still holds `expected` (the file may have changed since
/// it was opened). Streams the file; only that one line is held apart.
fn with_line_replaced(
    target: &Path,
    number: usize,
    expected: &Grid,
    grid: &Grid,
) -> Result<Vec<u8>, FileError> {
    let file = File::open(target).map_err(|e| FileError::from(&e))?;
    let mut reader = BufReader::new(file);
    let mut out = Vec::new();
    let mut line_no = 0;
    let mut replaced = false;
    loop {
        let start = out.len();
        // Lines other than the one replaced are copied as they are; the
        // one replaced must be short to be a puzzle line at all.
        let n = reader
            .read_until(b'\n', &mut out)
            .map_err(|e| FileError::from(&e))?;
        if n == 0 {
            break;
        }
        line_no += 1;
        if line_no == number {
            let old = String::from_utf8_lossy(&out[start..]).into_owned();
            let body = old.trim_end_matches(['\n', '\r']);
            if old.len() as u64 > READ_CAP || parse_grid(body).as_ref() != Ok(expected) {
                return Err(FileError::LineChanged(number));
            }
            let ending = &old[body.len()..];
            // Only the 81 cells change: a byte order mark (the file's),
            // the indent and a note after the cells (`P  : from
            // LeetCode`) are the line's own and stay as they were.
            let (before, note) = around_cells(body);
            out.truncate(start);
            out.extend_from_slice(before.as_bytes());
            out.extend_from_slice(grid.to_line().as_bytes());
            out.extend_from_slice(note.as_bytes());
            out.extend_from_slice(if ending.is_empty() {
                b"\n"
            } else {
                ending.as_bytes()
            });
            replaced = true;
        }
    }
    if !replaced {
        return Err(FileError::NoLine(number));
    }
    Ok(out)
}

/// What a puzzle line holds before its 81 cells (a byte order mark, an
/// indent) and after them (a note, fields). The cells are ASCII, so the
/// split is at byte offsets; a line that does not start with 81 cells
/// keeps nothing.
fn around_cells(line: &str) -> (&str, &str) {
    let body = line.trim_start_matches(['\u{feff}', ' ', '\t']);
    let at = line.len() - body.len();
    match body.get(81..) {
        Some(note)
            if body.as_bytes()[..81]
                .iter()
                .all(|b| matches!(b, b'1'..=b'9' | b'.' | b'0' | b'_')) =>
        {
            (&line[..at], note)
        }
        _ => ("", ""),
    }
}

#[cfg(test)]
mod tests;
