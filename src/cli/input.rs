//! Where puzzles come from on the command line: a PUZZLE argument is `-`
//! (standard input), an existing file, or else the puzzle text itself.

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

use anyhow::{Context, Result};

use crate::grid::{Grid, PuzzleReader, parse_grid};

/// A reader over the puzzles a PUZZLE argument names.
pub fn open(source: &str) -> Result<PuzzleReader<Box<dyn BufRead + Send>>> {
    let reader: Box<dyn BufRead + Send> = if source == "-" {
        Box::new(BufReader::new(io::stdin()))
    } else if Path::new(source).is_file() {
        let file = File::open(source).with_context(|| format!("cannot open {source}"))?;
        Box::new(BufReader::with_capacity(1 << 16, file))
    } else if Path::new(source).is_dir() {
        anyhow::bail!("{source}: is a directory, not a puzzle file");
    } else if looks_like_a_path(source) {
        anyhow::bail!("{source}: no such file (and not a puzzle: a puzzle is 81 cells)");
    } else {
        Box::new(io::Cursor::new(source.as_bytes().to_vec()))
    };
    Ok(PuzzleReader::new(reader))
}

/// The first puzzle a PUZZLE argument names, for commands that take one.
pub fn first_puzzle(source: &str) -> Result<Grid> {
    let mut reader = open(source)?;
    match reader.next() {
        Some(Ok((_, grid))) => Ok(grid),
        Some(Err(e)) => Err(anyhow::anyhow!("{}: {e}", label(source))),
        None => Err(anyhow::anyhow!(
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
    } else if Path::new(source).is_file() {
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
