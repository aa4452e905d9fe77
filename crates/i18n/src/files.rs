//! The catalogue's files area: opening, saving and recovering files, what
//! a file holds, and every error a file or puzzle text can give, with the
//! lines the app prints on standard error when it stops.

use std::io;

use crate::grid::ParseError;
use crate::source::{PuzzleSource, SourceError};
use crate::text_file::TextFileError;

/// Why a file was not opened or saved, kept typed so that the app words
/// it in its own language when the answer arrives (the worker that met it
/// knows no language). `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// What the system said, by kind.
    Io(io::ErrorKind),
    /// Opening a folder.
    IsFolder,
    /// A save path ending in `/`.
    NamesFolder,
    /// Saving over something that is not a plain file.
    NotPlainFile(Special),
    /// The first puzzle of the file is not one.
    Parse(ParseError),
    /// No puzzle in the first this many MiB.
    NoPuzzleWithin(u64),
    NoPuzzle,
    /// The file opened from went away before saving back.
    Gone,
    TooManyLinks,
    /// The line the puzzle was opened from holds something else now.
    LineChanged(usize),
    /// The file is shorter than the line the puzzle was opened from.
    NoLine(usize),
    /// The folder to save in does not exist.
    NoFolder,
}

/// What a file is, when it is not a plain file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    Folder,
    Fifo,
    Socket,
    Device,
    Other,
}

impl From<&io::Error> for FileError {
    fn from(e: &io::Error) -> FileError {
        FileError::Io(e.kind())
    }
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&(super::Lang::En.text().files.error)(self))
    }
}

/// What a file about to be saved over holds, as counts: what the
/// catalogue says of it (the app's save keeps more, such as the path).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Contents {
    pub puzzles: usize,
    /// Lines that are not puzzles and not blank: comments, titles, notes,
    /// lines that could not be read as puzzles.
    pub other_lines: usize,
    /// Puzzle lines with more than their cells (a comment, fields).
    pub annotated: usize,
    /// At least one puzzle is a 9-line grid.
    pub grid_rows: bool,
    /// Only the first bytes of the file were looked at.
    pub truncated: bool,
}

/// One language's entries for this area.
#[derive(Debug)]
pub struct Files {
    /// `no such file or folder`, `permission denied`, `the disk is full`…:
    /// an I/O error by kind, without the system's `(os error N)`.
    pub io: fn(io::ErrorKind) -> String,
    /// Why a file was not opened or saved (`it is a folder, not a file`,
    /// `line 5 no longer holds the puzzle opened from it: not touched`).
    pub error: fn(&FileError) -> String,
    /// What is wrong with puzzle text, and where: `line 2, column 16:
    /// unexpected character 'x'; a cell is 1-9, or . 0 _ when empty`.
    pub parse_error: fn(&ParseError) -> String,
    /// Why a PUZZLE argument gave no puzzle (`x.txt: no such file (and not
    /// a puzzle: a puzzle is 81 cells)`).
    pub source_error: fn(&SourceError) -> String,
    /// How messages name a source: `standard input`, the path, `puzzle`.
    pub source_label: fn(&PuzzleSource) -> String,
    /// `"12x" is neither a file nor a puzzle (as a puzzle: …)`: the
    /// argument, then the parse error.
    pub neither: fn(&str, &str) -> String,
    /// `10 puzzles`, `a 9-line grid`, `at least 1 puzzle and 3 other
    /// lines`: what a file about to be saved over holds.
    pub holds: fn(&Contents) -> String,
    /// `no path given`: the save or open prompt confirmed empty.
    pub no_path: &'static str,
    /// `saved to p.txt`.
    pub saved: fn(&str) -> String,
    /// `saved to ten.txt, line 5; its other lines kept`.
    pub saved_line: fn(&str, usize) -> String,
    /// `not saved (the disk is full): p.txt`: why, then the path typed
    /// (which the screen may shorten in the middle; the reason stays whole).
    pub not_saved: fn(&str, &str) -> String,
    /// `not opened (permission denied): p.txt`: why, then the path typed.
    pub not_opened: fn(&str, &str) -> String,
    /// `y would replace all of it (10 puzzles): l …, s …`: what the file
    /// holds, and whether `l` can replace the puzzle's line instead.
    pub replace_all: fn(&str, bool) -> String,
    /// `l` with no line to replace: the file holds several puzzles and the
    /// grid was not opened from it; whether `y` can replace the file.
    pub line_unknown: fn(bool) -> String,
    /// `l` on a file the grid was opened from as a 9-line grid; whether
    /// `y` can replace the file.
    pub line_of_grid: fn(bool) -> String,
    /// `the recovered grid, not saved yet: w saves it, u undoes`.
    pub recovered_opened: &'static str,
    /// `the recovered grid is discarded`.
    pub recovered_discarded: &'static str,
    /// `; the unsaved grid is kept in PATH and offered at the next start`:
    /// after why the app stopped, on standard error.
    pub kept_in: fn(&str) -> String,
    /// `; the unsaved grid could not be kept: ` and why.
    pub not_kept: fn(&str) -> String,
    /// `stopped by SIGTERM`: on standard error.
    pub stopped_by: fn(&str) -> String,
    /// `the terminal went away`: on standard error.
    pub terminal_gone: &'static str,
    /// The app could not start: no terminal to draw on. On standard
    /// error, one sentence.
    pub no_terminal: &'static str,
    /// `cannot watch for signals`: on standard error, before the system's
    /// reason.
    pub signals_unwatched: &'static str,
    /// Why a lesson file or a `.jsonl` trace was not read: `it is more
    /// than 1 MiB of text`, `line 3 is not UTF-8 text`.
    pub text_file: fn(&TextFileError) -> String,
    /// `the path is full (4,096 bytes): Enter tries it as it is`.
    pub prompt_full: &'static str,
}

/// `1 MiB`, `64 KiB`: a cap in its largest whole binary unit; a number of
/// bytes that is neither comes back bare, for each language's word.
pub fn binary_size(bytes: u64) -> Result<String, u64> {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        Ok(format!("{} MiB", bytes >> 20))
    } else if bytes >= 1 << 10 && bytes.is_multiple_of(1 << 10) {
        Ok(format!("{} KiB", bytes >> 10))
    } else {
        Err(bytes)
    }
}
