//! Opening a lesson file by path: its text read whole but bounded
//! ([`crate::text_file`]: a plain file only, at most [`CAPS`], UTF-8, a
//! byte order mark dropped), then parsed ([`super::file::parse`]).

use std::path::Path;

use super::Lesson;
use super::file::{self, LessonFileError};
use crate::text_file::{self, Caps, TextFileError};

/// A lesson file is a few dozen short lines; a megabyte of text (after
/// decompression, for a `.gz` file) is far more than any, and bounds what
/// a wrong file costs.
pub const CAPS: Caps = Caps {
    bytes: 1 << 20,
    line: 64 * 1024,
};

/// Why a lesson file was not opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// The file could not be read as text.
    Read(TextFileError),
    /// It was read, and is not a lesson.
    Parse(LessonFileError),
}

/// The lesson in the file at `path`.
pub fn open(path: &Path) -> Result<Lesson, OpenError> {
    let text = text_file::read(path, CAPS).map_err(OpenError::Read)?;
    file::parse(&text).map_err(OpenError::Parse)
}
