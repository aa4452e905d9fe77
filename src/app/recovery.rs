//! The recovery file: when the app is stopped by a signal, or its terminal
//! goes away, with edits not saved, the grid is written to
//! `<state dir>/sudoku-dfs/recovered.txt` (on Linux `$XDG_STATE_HOME`, by
//! default `~/.local/state`), and the next start offers it.
//!
//! The file is an ordinary puzzle file: `#` lines for the title and the
//! path the grid came from, then the grid's line.

use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;

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

/// Where the recovery file lives; `None` when the platform has no state
/// or data directory (no home directory at all).
pub fn file() -> Option<PathBuf> {
    let dir = dirs::state_dir().or_else(dirs::data_local_dir)?;
    Some(dir.join("sudoku-dfs").join("recovered.txt"))
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

/// Writes the recovery file, replacing an older one: to a temporary file
/// first, flushed, then renamed, so a half-written file never shows.
/// Readable by the user only. Returns where it went.
pub fn write(recovered: &Recovered) -> io::Result<PathBuf> {
    let file = file().ok_or_else(|| io::Error::other("no state directory"))?;
    if let Some(dir) = file.parent() {
        fs::create_dir_all(dir)?;
    }
    let tmp = file.with_extension(format!("{}.tmp", std::process::id()));
    let written = (|| {
        let mut options = fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut out = options.open(&tmp)?;
        out.write_all(recovered.to_text().as_bytes())?;
        out.sync_all()?;
        fs::rename(&tmp, &file)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written.map(|()| file)
}

/// The recovery file's grid, if there is a readable one.
pub fn read() -> Option<Recovered> {
    let file = fs::File::open(file()?).ok()?;
    let (bytes, _) = read_capped(file).ok()?;
    Recovered::from_text(&String::from_utf8_lossy(&bytes))
}

/// Removes the recovery file (it was opened or discarded).
pub fn discard() -> io::Result<()> {
    match fs::remove_file(file().ok_or_else(|| io::Error::other("no state directory"))?) {
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
