//! Where puzzles come from on the command line: a PUZZLE argument is `-`
//! (standard input), an existing path — a file, `/dev/null`, a FIFO, a
//! `<(...)` substitution, `/dev/stdin` — or else the puzzle text itself.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use anyhow::{Result, anyhow, bail};

use crate::format::io_error;
use crate::grid::{Grid, PuzzleReader, parse_grid};

/// A reader over the puzzles a PUZZLE argument names.
pub type Puzzles = PuzzleReader<Box<dyn Read + Send>>;

/// A reader over the puzzles a PUZZLE argument names.
pub fn open(source: &str) -> Result<Puzzles> {
    let reader: Box<dyn Read + Send> = if source == "-" {
        Box::new(io::stdin())
    } else {
        match std::fs::metadata(source) {
            Ok(meta) if meta.is_dir() => bail!("{source}: is a directory, not a puzzle file"),
            Ok(_) => Box::new(
                File::open(source)
                    .map_err(|e| anyhow!("cannot open {source}: {}", io_error(&e)))?,
            ),
            Err(e) if e.kind() != io::ErrorKind::NotFound => {
                bail!("cannot open {source}: {}", io_error(&e))
            }
            Err(_) if looks_like_a_path(source) => {
                bail!("{source}: no such file (and not a puzzle: a puzzle is 81 cells)")
            }
            Err(_) => Box::new(io::Cursor::new(source.as_bytes().to_vec())),
        }
    };
    Ok(PuzzleReader::new(reader))
}

/// The first puzzle a PUZZLE argument names, for commands that take one.
pub fn first_puzzle(source: &str) -> Result<Grid> {
    let mut reader = open(source)?;
    match reader.next() {
        Some(Ok((_, grid))) => Ok(grid),
        Some(Err(e)) => Err(anyhow!("{}: {e}", label(source))),
        None => Err(anyhow!(
            "{}: {}",
            label(source),
            parse_grid("").unwrap_err()
        )),
    }
}

/// How to name the source in messages.
pub fn label(source: &str) -> &str {
    if source == "-" {
        "standard input"
    } else if Path::new(source).exists() {
        source
    } else {
        "puzzle"
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
