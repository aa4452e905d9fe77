//! Writing a lesson file: atomically, as puzzles are saved
//! ([`super::super::atomic_write`]), and never over a file that holds
//! something other than a lesson (a puzzle file typed by mistake stays).

use std::fs;
use std::io;
use std::path::Path;

use crate::app::atomic_write::{Mode, Staged};
use crate::app::files::{FileError, expand_home};
use crate::lesson::file;

/// Why a lesson was not saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    File(FileError),
    /// The file exists and is not a lesson file: it is left as it is.
    NotALesson,
}

/// Writes `text` to the path typed (`~` expanded), replacing the file only
/// when it is empty or a lesson file already.
pub fn save(typed: &str, text: &str) -> Result<(), SaveError> {
    let path = expand_home(typed.trim());
    if path.file_name().is_none() {
        return Err(SaveError::File(FileError::NamesFolder));
    }
    let existing = match fs::metadata(&path) {
        Ok(meta) => Some(meta),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(SaveError::File(FileError::from(&e))),
    };
    if let Some(meta) = &existing {
        if !meta.is_file() {
            return Err(SaveError::NotALesson);
        }
        let old = fs::read_to_string(&path).map_err(|e| SaveError::File(FileError::from(&e)))?;
        if !old.trim().is_empty() && file::parse(&old).is_err() {
            return Err(SaveError::NotALesson);
        }
    }
    let dir = path.parent().unwrap_or(Path::new(""));
    let mode = existing.as_ref().map_or(Mode::New, Mode::Like);
    Staged::new(dir, mode, text.as_bytes())
        .and_then(|staged| staged.replace(&path))
        .map_err(|e| match e.kind() {
            io::ErrorKind::NotFound => SaveError::File(FileError::NoFolder),
            _ => SaveError::File(FileError::from(&e)),
        })
}
