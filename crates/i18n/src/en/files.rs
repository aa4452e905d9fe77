use std::io::ErrorKind as K;

use crate::files::{FileError, Files, Special};
use crate::source::PuzzleSource;
use crate::text_file::TextFileError;

pub const FILES: Files = Files {
    io: |kind| match kind {
        K::NotFound => "no such file or folder".to_string(),
        K::PermissionDenied => "permission denied".to_string(),
        K::IsADirectory => "it is a folder, not a file".to_string(),
        K::NotADirectory => "a part of the path is not a folder".to_string(),
        K::ReadOnlyFilesystem => "the file system is read-only".to_string(),
        K::StorageFull => "the disk is full".to_string(),
        K::QuotaExceeded => "the disk quota is used up".to_string(),
        K::InvalidFilename => "the name is too long or not allowed".to_string(),
        K::InvalidData => "it is not text".to_string(),
        kind => kind.to_string(),
    },
    error: |error| match error {
        FileError::Io(kind) => (FILES.io)(*kind),
        FileError::IsFolder => "it is a folder, not a file".to_string(),
        FileError::NamesFolder => "that names a folder, not a file".to_string(),
        FileError::NotPlainFile(kind) => {
            let kind = match kind {
                Special::Folder => "a folder",
                Special::Fifo => "a FIFO (named pipe)",
                Special::Socket => "a socket",
                Special::Device => "a device",
                Special::Other => "a special file",
            };
            format!("it is {kind}, not a plain file: not touched")
        }
        FileError::Parse(e) => e.to_string(),
        FileError::NoPuzzleWithin(mib) => format!("no puzzle in its first {mib} MiB"),
        FileError::NoPuzzle => "no puzzle in the file".to_string(),
        FileError::Gone => "the file is gone".to_string(),
        FileError::TooManyLinks => "too many symbolic links".to_string(),
        FileError::LineChanged(line) => {
            format!("line {line} no longer holds the puzzle opened from it: not touched")
        }
        FileError::NoLine(line) => format!("the file has no line {line} any more: not touched"),
        FileError::NoFolder => "its folder does not exist".to_string(),
    },
    // The library's own words, which the command line prints too.
    parse_error: |error| error.to_string(),
    source_error: |error| error.to_string(),
    source_label: PuzzleSource::label,
    neither: |arg, why| format!("{arg:?} is neither a file nor a puzzle (as a puzzle: {why})"),
    holds: |holds| {
        let mut text = match (holds.puzzles, holds.grid_rows) {
            (1, true) => "a 9-line grid".to_string(),
            (1, false) => "1 puzzle".to_string(),
            (n, true) => format!("{n} puzzles, some as 9-line grids"),
            (n, false) => format!("{n} puzzles"),
        };
        match holds.annotated {
            0 => {}
            1 if holds.puzzles == 1 => text.push_str(" with more text on its line"),
            n => text.push_str(&format!(" ({n} with more text on their lines)")),
        }
        if holds.truncated {
            text = format!("at least {text}");
        }
        if holds.other_lines > 0 {
            let s = if holds.other_lines == 1 { "" } else { "s" };
            text.push_str(&format!(" and {} other line{s}", holds.other_lines));
        }
        text
    },
    no_path: "no path given",
    saved: |typed| format!("saved to {typed}"),
    saved_line: |typed, line| format!("saved to {typed}, line {line}; its other lines kept"),
    not_saved: |typed, why| format!("not saved ({why}): {typed}"),
    not_opened: |typed, why| format!("not opened ({why}): {typed}"),
    replace_all: |what, line| match line {
        true => format!(
            "y would replace all of it ({what}): l replaces only the puzzle's line, s saves elsewhere"
        ),
        false => format!("y would replace all of it ({what}): s saves elsewhere"),
    },
    line_unknown: |whole| {
        let instead = if whole { "y or s" } else { "s" };
        format!(
            "l replaces the line the grid was opened from, and it was not opened from this file: {instead}"
        )
    },
    line_of_grid: |whole| {
        let instead = if whole { "y or s" } else { "s" };
        format!(
            "l replaces a puzzle written on one line, and the grid is a 9-line grid in this file: {instead}"
        )
    },
    recovered_opened: "the recovered grid, not saved yet: w saves it, u undoes",
    recovered_discarded: "the recovered grid is discarded",
    kept_in: |path| format!("; the unsaved grid is kept in {path} and offered at the next start"),
    not_kept: |why| format!("; the unsaved grid could not be kept: {why}"),
    stopped_by: |signal| format!("stopped by {signal}"),
    terminal_gone: "the terminal went away",
    no_terminal: "cannot start the app: it needs a terminal to draw on and read keys from \
                  (without one, sudoku-dfs solve PUZZLE solves)",
    signals_unwatched: "cannot watch for signals",
    text_file: |error| match error {
        TextFileError::Io(kind) => (FILES.io)(*kind),
        TextFileError::Folder => "it is a folder, not a file".to_string(),
        TextFileError::NotPlainFile => {
            "it is not a plain file (a FIFO, a device…): not opened".to_string()
        }
        TextFileError::TooLarge { cap } => format!("it is more than {} of text", size(*cap)),
        TextFileError::LineTooLong { line, cap } => {
            format!("line {line} is longer than {}", size(*cap))
        }
        TextFileError::NotUtf8 { line } => format!("line {line} is not UTF-8 text"),
    },
    prompt_full: "the path is full (4,096 bytes); shorten it, or Esc to cancel",
};

fn size(bytes: u64) -> String {
    crate::files::binary_size(bytes).unwrap_or_else(|n| format!("{n} bytes"))
}
