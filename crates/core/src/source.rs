//! What a PUZZLE argument means, decided once for the command line and the
//! app alike:
//!
//! - `-` is standard input;
//! - a path that exists is read as a file, whatever it is: a regular file,
//!   `/dev/null`, a FIFO, a `<(...)` substitution, `/dev/stdin` (opening a
//!   FIFO waits for its writer, so a front end that must stay responsive
//!   opens sources off its main thread); a directory is an error; a file
//!   whose name ends in `.gz` is decoded (see [`crate::puzzle_file`]);
//! - text that reads like a path (`puzzles.txt`, `dir/x`) but names nothing
//!   is "no such file";
//! - anything else is the puzzle text itself.
//!
//! Reading is bounded like all reading here (see [`crate::grid::lines`]),
//! and [`PuzzleSource::first_puzzle_within`] also caps the bytes read in
//! search of the first puzzle, for a front end that opens what a user names.

use std::fmt;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::format::io_error;
use crate::grid::{Grid, ParseError, PuzzleReader};

/// Where puzzles come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleSource {
    /// Standard input (`-`).
    Stdin,
    /// A file (gzipped when its name ends in `.gz`).
    File(PathBuf),
    /// The argument itself: an 81-character line (or more lines of text).
    Text(String),
}

/// Puzzles read from a source, one at a time.
pub type Puzzles = PuzzleReader<Box<dyn Read + Send>>;

/// Why a source gave no puzzle.
#[derive(Debug)]
pub enum SourceError {
    /// A directory was named.
    IsDirectory(PathBuf),
    /// Text that reads like a path, naming nothing.
    NoSuchFile(PathBuf),
    /// The file could not be opened.
    Open {
        /// The file.
        path: PathBuf,
        /// Why.
        error: io::Error,
    },
    /// The first puzzle of the source is not one; `label` names the source.
    Parse {
        /// The source, as the learner named it.
        label: String,
        /// What is wrong.
        error: ParseError,
    },
    /// The source holds no puzzle.
    NoPuzzle {
        /// The source, as the learner named it.
        label: String,
    },
    /// No puzzle in the first `limit` bytes.
    TooLarge {
        /// The source, as the learner named it.
        label: String,
        /// The bytes read.
        limit: u64,
    },
}

impl fmt::Display for SourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceError::IsDirectory(path) => {
                write!(f, "{}: is a directory, not a puzzle file", path.display())
            }
            SourceError::NoSuchFile(path) => write!(
                f,
                "{}: no such file (and not a puzzle: a puzzle is 81 cells)",
                path.display()
            ),
            SourceError::Open { path, error } => {
                write!(f, "cannot open {}: {}", path.display(), io_error(error))
            }
            SourceError::Parse { label, error } => write!(f, "{label}: {error}"),
            SourceError::NoPuzzle { label } => write!(f, "{label}: no puzzle found"),
            SourceError::TooLarge { label, limit } => {
                write!(f, "{label}: no puzzle in its first {limit} bytes")
            }
        }
    }
}

impl std::error::Error for SourceError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SourceError::Open { error, .. } => Some(error),
            SourceError::Parse { error, .. } => Some(error),
            _ => None,
        }
    }
}

impl PuzzleSource {
    /// What a PUZZLE argument names (see the module's notes).
    pub fn from_arg(arg: &str) -> Result<PuzzleSource, SourceError> {
        if arg == "-" {
            return Ok(PuzzleSource::Stdin);
        }
        match std::fs::metadata(arg) {
            Ok(meta) if meta.is_dir() => Err(SourceError::IsDirectory(arg.into())),
            Ok(_) => Ok(PuzzleSource::File(arg.into())),
            Err(error) if error.kind() != io::ErrorKind::NotFound => Err(SourceError::Open {
                path: arg.into(),
                error,
            }),
            Err(_) if looks_like_a_path(arg) => Err(SourceError::NoSuchFile(arg.into())),
            Err(_) => Ok(PuzzleSource::Text(arg.to_string())),
        }
    }

    /// How messages name the source: `standard input`, the path, `puzzle`.
    pub fn label(&self) -> String {
        match self {
            PuzzleSource::Stdin => "standard input".to_string(),
            PuzzleSource::File(path) => path.display().to_string(),
            PuzzleSource::Text(_) => "puzzle".to_string(),
        }
    }

    /// The file's path, for a file.
    pub fn path(&self) -> Option<&Path> {
        match self {
            PuzzleSource::File(path) => Some(path),
            _ => None,
        }
    }

    /// The bytes of the source (a FIFO's open waits for its writer).
    pub fn reader(&self) -> Result<Box<dyn Read + Send>, SourceError> {
        Ok(match self {
            PuzzleSource::Stdin => Box::new(io::stdin()),
            // A `.gz` file's text, decoded (see crate::puzzle_file).
            PuzzleSource::File(path) => {
                crate::puzzle_file::open(path).map_err(|error| SourceError::Open {
                    path: path.clone(),
                    error,
                })?
            }
            PuzzleSource::Text(text) => Box::new(io::Cursor::new(text.clone().into_bytes())),
        })
    }

    /// Every puzzle of the source, one at a time.
    pub fn puzzles(&self) -> Result<Puzzles, SourceError> {
        Ok(PuzzleReader::new(self.reader()?))
    }

    /// The first puzzle of the source, with the line it starts on.
    pub fn first_puzzle(&self) -> Result<(usize, Grid), SourceError> {
        self.first_of(self.puzzles()?, None)
    }

    /// [`first_puzzle`](Self::first_puzzle), reading at most `max_bytes`.
    pub fn first_puzzle_within(&self, max_bytes: u64) -> Result<(usize, Grid), SourceError> {
        let hit = Arc::new(AtomicBool::new(false));
        let capped = Capped {
            inner: self.reader()?,
            left: max_bytes,
            hit: Arc::clone(&hit),
        };
        self.first_of(PuzzleReader::new(capped), Some((max_bytes, &hit)))
    }

    fn first_of<R: Read>(
        &self,
        mut puzzles: PuzzleReader<R>,
        cap: Option<(u64, &AtomicBool)>,
    ) -> Result<(usize, Grid), SourceError> {
        let first = puzzles.next();
        if let Some((limit, hit)) = cap
            && hit.load(Ordering::Relaxed)
            && !matches!(first, Some(Ok(_)))
        {
            return Err(SourceError::TooLarge {
                label: self.label(),
                limit,
            });
        }
        match first {
            Some(Ok(found)) => Ok(found),
            Some(Err(error)) => Err(SourceError::Parse {
                label: self.label(),
                error,
            }),
            None => Err(SourceError::NoPuzzle {
                label: self.label(),
            }),
        }
    }
}

/// A reader that ends after `left` bytes and says whether it got there.
struct Capped<R> {
    inner: R,
    left: u64,
    hit: Arc<AtomicBool>,
}

impl<R: Read> Read for Capped<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.left == 0 {
            // Not probed for more: that read could wait on a pipe. An input
            // of exactly the cap counts as cut, which is still true.
            self.hit.store(true, Ordering::Relaxed);
            return Ok(0);
        }
        let room = buf
            .len()
            .min(usize::try_from(self.left).unwrap_or(usize::MAX));
        let n = self.inner.read(&mut buf[..room])?;
        self.left -= n as u64;
        Ok(n)
    }
}

/// Text with a path separator, or a name with a letter in it before a
/// letter-led extension (`puzzles.txt`), is meant as a path: say "no such
/// file" rather than "unexpected character".
fn looks_like_a_path(s: &str) -> bool {
    if s.contains('/') || s.contains('\\') {
        return true;
    }
    s.rsplit_once('.').is_some_and(|(stem, ext)| {
        stem.chars().any(|c| c.is_alphabetic())
            && ext.chars().next().is_some_and(|c| c.is_alphabetic())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::test_fixtures::LEETCODE;

    fn temp(name: &str, bytes: &[u8]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sudoku-dfs-source-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    }

    #[test]
    fn an_argument_is_stdin_a_path_or_the_puzzle() {
        assert_eq!(PuzzleSource::from_arg("-").unwrap(), PuzzleSource::Stdin);
        assert_eq!(
            PuzzleSource::from_arg("/dev/null").unwrap(),
            PuzzleSource::File("/dev/null".into())
        );
        assert_eq!(
            PuzzleSource::from_arg(LEETCODE).unwrap(),
            PuzzleSource::Text(LEETCODE.into())
        );
        let dir = std::env::temp_dir();
        assert!(matches!(
            PuzzleSource::from_arg(dir.to_str().unwrap()),
            Err(SourceError::IsDirectory(_))
        ));
        let missing = PuzzleSource::from_arg("no/such/puzzles.txt").unwrap_err();
        assert_eq!(
            missing.to_string(),
            "no/such/puzzles.txt: no such file (and not a puzzle: a puzzle is 81 cells)"
        );
    }

    #[test]
    fn the_first_puzzle_or_what_is_wrong_with_the_source() {
        let text = PuzzleSource::Text(format!("# a comment\n{LEETCODE}"));
        assert_eq!(text.first_puzzle().unwrap().0, 2);
        let bad = PuzzleSource::from_arg("12345").unwrap();
        let e = bad.first_puzzle().unwrap_err();
        assert_eq!(
            e.to_string(),
            "puzzle: line 1: expected 9 cells in a grid row, found 5"
        );
        assert!(
            std::error::Error::source(&e).is_some(),
            "keeps the ParseError"
        );
        let empty = PuzzleSource::File("/dev/null".into()).first_puzzle();
        assert_eq!(empty.unwrap_err().to_string(), "/dev/null: no puzzle found");
    }

    #[test]
    fn a_byte_cap_ends_the_search_for_a_first_puzzle() {
        let mut bytes = b"# padding\n".repeat(1000);
        bytes.extend_from_slice(LEETCODE.as_bytes());
        let path = temp("padded.txt", &bytes);
        let source = PuzzleSource::File(path.clone());
        assert_eq!(source.first_puzzle_within(1 << 20).unwrap().0, 1001);
        let e = source.first_puzzle_within(4096).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("{}: no puzzle in its first 4096 bytes", path.display())
        );
        // Shorter than the cap: the whole input was read, nothing cut.
        let small = PuzzleSource::File(temp("small.txt", b"# nothing\n"));
        assert!(matches!(
            small.first_puzzle_within(11),
            Err(SourceError::NoPuzzle { .. })
        ));
        let zero = PuzzleSource::File("/dev/zero".into()).first_puzzle_within(1 << 30);
        assert!(
            zero.unwrap_err()
                .to_string()
                .starts_with("/dev/zero: line 1: longer than 65536 bytes"),
        );
    }
}
