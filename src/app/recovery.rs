//! The recovery file: when the app is stopped by a signal, or its terminal
//! goes away, with edits not saved, the grid is written to
//! `<state dir>/sudoku-dfs/recovered.txt` (on Linux `$XDG_STATE_HOME`, by
//! default `~/.local/state`), and the next start offers it.
//!
//! Two copies of the app stopped together (one logout ends both) must not
//! keep only one grid: a grid goes to the first free name of
//! `recovered.txt`, `recovered-2.txt`, … (claimed with a rename that
//! fails if another process got there first), and each start offers the
//! first one there is, so the grids are offered one start after another.
//!
//! The file is an ordinary puzzle file: `#` lines for the title and the
//! path the grid came from, then the grid's line.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::atomic_write::{NewFileMode, Staged};
use super::files::read_capped;
use crate::grid::{Grid, parse_grid};

/// A grid that was not saved when the app stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovered {
    pub grid: Grid,
    pub title: String,
    /// The path the save prompt offered then, if any.
    pub path: Option<String>,
}

/// The most recovery files kept side by side.
const SLOTS: usize = 16;

/// Where the recovery files live; `None` when the platform has no state
/// or data directory (no home directory at all).
fn dir() -> Option<PathBuf> {
    let dir = dirs::state_dir().or_else(dirs::data_local_dir)?;
    Some(dir.join("sudoku-dfs"))
}

/// The names recovery files take, in the order they are offered.
fn slots(dir: &Path) -> impl Iterator<Item = PathBuf> + '_ {
    (1..=SLOTS).map(move |n| match n {
        1 => dir.join("recovered.txt"),
        n => dir.join(format!("recovered-{n}.txt")),
    })
}

/// The recovery file this process owns: the one it wrote, so a second
/// write replaces it rather than taking another name, or the one whose
/// grid it opened, which a write replaces and a discard removes.
static OWNED: Mutex<Option<PathBuf>> = Mutex::new(None);

fn owned() -> std::sync::MutexGuard<'static, Option<PathBuf>> {
    OWNED.lock().unwrap_or_else(|e| e.into_inner())
}

impl Recovered {
    fn to_text(&self) -> String {
        let mut text = String::from("# sudoku-dfs kept this grid when it was stopped\n");
        // One line each: a title or path with a line break must not
        // become a line of its own.
        let one_line = |s: &str| s.replace(['\n', '\r'], " ");
        text.push_str(&format!("# title: {}\n", one_line(&self.title)));
        if let Some(path) = &self.path {
            text.push_str(&format!("# path: {}\n", one_line(path)));
        }
        text.push_str(&self.grid.to_line());
        text.push('\n');
        text
    }

    fn from_text(text: &str) -> Option<Recovered> {
        let grid = parse_grid(text).ok()?;
        let field = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(name))
                .map(str::to_string)
        };
        Some(Recovered {
            grid,
            title: field("# title: ").unwrap_or_else(|| "recovered grid".to_string()),
            path: field("# path: "),
        })
    }
}

/// Writes the grid to a recovery file of its own (see the module notes): to
/// a temporary file first, flushed, then given the first free name (or
/// renamed over the one this process wrote before), so a half-written file
/// never shows and no other copy's grid is replaced (`atomic_write`). Readable
/// by the user only. Returns where it went.
pub fn write(recovered: &Recovered) -> io::Result<PathBuf> {
    let dir = dir().ok_or_else(|| io::Error::other("no state directory"))?;
    fs::create_dir_all(&dir)?;
    let mut staged = Staged::new(&dir, NewFileMode::Private, recovered.to_text().as_bytes())?;
    let mut owned = owned();
    if let Some(before) = owned.as_ref() {
        staged.replace(before)?;
        return Ok(before.clone());
    }
    for slot in slots(&dir) {
        match staged.claim(&slot) {
            Ok(()) => {
                *owned = Some(slot.clone());
                return Ok(slot);
            }
            Err((back, e)) if e.kind() == io::ErrorKind::AlreadyExists => staged = back,
            Err((_, e)) => return Err(e),
        }
    }
    Err(io::Error::other(format!(
        "{SLOTS} recovered grids are already waiting in {}",
        dir.display()
    )))
}

/// The first recovery file that holds a readable grid, with that grid.
fn first() -> Option<(PathBuf, Recovered)> {
    let dir = dir()?;
    slots(&dir).find_map(|slot| {
        let file = fs::File::open(&slot).ok()?;
        let (bytes, _) = read_capped(file).ok()?;
        let grid = Recovered::from_text(&String::from_utf8_lossy(&bytes))?;
        Some((slot, grid))
    })
}

/// The grid of the first recovery file, the one a start offers.
pub fn read() -> Option<Recovered> {
    first().map(|(_, grid)| grid)
}

/// The first recovery file, whose grid was offered and opened, becomes
/// this process's own: it stays on disk while the grid is unsaved, a later
/// write replaces it, and [`discard`] removes it.
pub fn adopt() {
    if let Some((path, _)) = first() {
        *owned() = Some(path);
    }
}

/// Removes the recovery file this process owns (its grid was saved, or the
/// app ended cleanly), or else the first one (its grid was discarded); the
/// next start offers the one after it, if any.
pub fn discard() -> io::Result<()> {
    let path = match owned().take() {
        Some(path) => path,
        None => match first() {
            Some((path, _)) => path,
            None => return Ok(()),
        },
    };
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles;

    #[test]
    fn the_text_round_trips_title_path_and_grid() {
        let recovered = Recovered {
            grid: puzzles::example().grid.clone(),
            title: "two\nlines".to_string(),
            path: Some("~/p.txt".to_string()),
        };
        let text = recovered.to_text();
        let back = Recovered::from_text(&text).unwrap();
        assert_eq!(back.grid, recovered.grid);
        assert_eq!(back.title, "two lines");
        assert_eq!(back.path.as_deref(), Some("~/p.txt"));
        assert_eq!(Recovered::from_text("# nothing\n"), None);
    }
}
