//! What can be wrong with puzzle text, and where.

use std::fmt;
use std::io;
use std::sync::Arc;

use super::Grid;
use super::lines::MAX_LINE;

/// One puzzle: the line it starts on and the grid, or what is wrong.
pub type Parsed = Result<(usize, Grid), ParseError>;

/// What went wrong, and where: `line` is 1-based; `column`, when known,
/// counts characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line, counting from 1.
    pub line: usize,
    /// The character on it, counting from 1, when one is to blame.
    pub column: Option<usize>,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
/// What is wrong with a puzzle's text.
pub enum ParseErrorKind {
    /// A character that is not a digit, `.`, `0` or a separator.
    UnexpectedCharacter(char),
    /// A one-line puzzle that is not 81 cells long.
    WrongLineLength {
        /// The cells it has.
        found: usize,
    },
    /// A row of a 9-line grid that is not 9 cells long.
    WrongRowLength {
        /// The cells it has.
        found: usize,
    },
    /// A grid that ended, on `last_line`, before its ninth row.
    MissingRows {
        /// The rows it has.
        found: usize,
        /// The line it ended on.
        last_line: usize,
    },
    /// More than [`MAX_LINE`] bytes; `ended` is false when no line break
    /// followed at all and reading stopped.
    TooLong {
        /// Whether a line break came after it.
        ended: bool,
    },
    /// Bytes that are not UTF-8.
    NotUtf8,
    /// No puzzle in the input.
    NoPuzzle,
    /// The input failed; reading stopped there.
    Read(ReadFailure),
}

/// A failed read, kept whole as the parse error's source.
#[derive(Clone, Debug)]
pub struct ReadFailure(pub(super) Arc<io::Error>);

impl ReadFailure {
    pub fn error(&self) -> &io::Error {
        &self.0
    }
}

/// Two failures are the same when they say the same.
impl PartialEq for ReadFailure {
    fn eq(&self, other: &Self) -> bool {
        self.0.kind() == other.0.kind() && self.0.to_string() == other.0.to_string()
    }
}

impl Eq for ReadFailure {}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ParseErrorKind::NoPuzzle => {
                return f
                    .write_str("no puzzle found: expected an 81-character line or a 9-line grid");
            }
            ParseErrorKind::MissingRows { last_line, .. } if last_line > self.line => {
                write!(f, "lines {}-{last_line}", self.line)?
            }
            _ => write!(f, "line {}", self.line)?,
        }
        if let Some(column) = self.column {
            write!(f, ", column {column}")?;
        }
        f.write_str(": ")?;
        match &self.kind {
            ParseErrorKind::UnexpectedCharacter(c) => {
                write!(
                    f,
                    "unexpected character {c:?}; a cell is 1-9, or . 0 _ when empty"
                )
            }
            ParseErrorKind::WrongLineLength { found } => {
                write!(f, "expected 81 cells, found {found}")
            }
            ParseErrorKind::WrongRowLength { found } => {
                write!(f, "expected 9 cells in a grid row, found {found}")
            }
            ParseErrorKind::MissingRows { found, .. } => {
                write!(f, "expected 9 grid rows, found {found}")
            }
            ParseErrorKind::TooLong { ended } => {
                write!(f, "longer than {MAX_LINE} bytes, not a puzzle")?;
                if !ended {
                    f.write_str("; no line break follows, so reading stopped")?;
                }
                Ok(())
            }
            ParseErrorKind::NotUtf8 => f.write_str("not UTF-8 text"),
            ParseErrorKind::Read(e) => {
                write!(f, "could not read: {}", crate::format::io_error(e.error()))
            }
            ParseErrorKind::NoPuzzle => unreachable!("written above"),
        }
    }
}

impl std::error::Error for ParseError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ParseErrorKind::Read(failure) => Some(failure.error()),
            _ => None,
        }
    }
}
