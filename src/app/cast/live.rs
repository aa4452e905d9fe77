//! The app's `R`: every frame drawn on the terminal, from the press to the
//! next, recorded at the time it was drawn (an idle screen adds nothing),
//! then saved in the current folder as `sudoku-dfs-N.cast`, the first
//! free N. The loop holds the recorder and feeds it each frame it draws
//! (see `run.rs`); the model only knows that a recording is on and where
//! it goes.

use std::io;
use std::path::{Path, PathBuf};
use std::time::Instant;

use ratatui::buffer::Buffer;

use super::Cast;
use crate::app::atomic_write::{NewFileMode, Staged};

/// The most names tried before giving up on a free one.
const MOST_NAMES: u32 = 10_000;

/// A recording under way.
#[derive(Debug)]
pub struct Live {
    cast: Cast,
    started: Instant,
    /// Where it is meant to go (the first free name when it started).
    path: PathBuf,
}

/// What saving a recording did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub path: String,
    pub frames: u64,
    pub seconds: u64,
}

/// What the file's header says: the same fields as `record`'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub width: u16,
    pub height: u16,
    /// The lesson or puzzle on the screen when recording started.
    pub title: String,
    /// Seconds since 1970 when it started, if the clock says.
    pub timestamp: Option<u64>,
}

/// The wall clock in seconds since 1970: an asciicast header's
/// `timestamp` (`None` on a clock set before 1970).
pub fn unix_seconds() -> Option<u64> {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .map(|d| d.as_secs())
}

impl Live {
    /// A recording of the screen `header` describes, from `now`, meant
    /// for the first free `sudoku-dfs-N.cast` in `dir`.
    pub fn start(dir: &Path, header: Header, now: Instant) -> Live {
        let path = (1..MOST_NAMES)
            .map(|n| name(dir, n))
            .find(|path| !path.exists())
            .unwrap_or_else(|| name(dir, MOST_NAMES));
        Live {
            cast: Cast::new(
                header.width,
                header.height,
                Some(&header.title),
                header.timestamp,
            ),
            started: now,
            path,
        }
    }

    /// Where the recording is meant to go.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A frame drawn at `now`.
    pub fn frame(&mut self, now: Instant, buffer: &Buffer) {
        let time = now.saturating_duration_since(self.started).as_secs_f64();
        self.cast.frame(time, buffer);
    }

    /// Ends the recording at `now` and writes it: under its name, or the
    /// next free one if another took it meanwhile; never over a file.
    pub fn finish(self, now: Instant) -> io::Result<Saved> {
        let time = now.saturating_duration_since(self.started).as_secs_f64();
        let dir = self.path.parent().unwrap_or(Path::new(".")).to_path_buf();
        let mut staged = Staged::new(&dir, NewFileMode::New, self.cast.text().as_bytes())?;
        let mut path = self.path.clone();
        let mut n = number(&path).unwrap_or(1);
        loop {
            match staged.claim(&path) {
                Ok(()) => break,
                Err((back, e)) if e.kind() == io::ErrorKind::AlreadyExists && n < MOST_NAMES => {
                    staged = back;
                    n += 1;
                    path = name(&dir, n);
                }
                Err((_, e)) => return Err(e),
            }
        }
        Ok(Saved {
            path: path.display().to_string(),
            frames: self.cast.frames(),
            seconds: time.round() as u64,
        })
    }
}

fn name(dir: &Path, n: u32) -> PathBuf {
    dir.join(format!("sudoku-dfs-{n}.cast"))
}

/// The N of `sudoku-dfs-N.cast`.
fn number(path: &Path) -> Option<u32> {
    let file = path.file_name()?.to_str()?;
    file.strip_prefix("sudoku-dfs-")?
        .strip_suffix(".cast")?
        .parse()
        .ok()
}
