//! Writing a lesson file through the app's one atomic-write path
//! ([`crate::app::atomic_write`]), as puzzles are saved: a symbolic link
//! keeps pointing where it did (the file it names is replaced), a folder,
//! FIFO or device is refused before it is touched, and a file that holds
//! something other than a lesson is left as it is — deciding that reads
//! at most [`READ_CAP`](crate::app::files::READ_CAP) bytes, as the puzzle reader does.
//!
//! Saving over the lesson the app opened (or saved) keeps the teacher's
//! `#` comments; any other lesson file is never replaced silently: the
//! save answers [`SaveError::OtherLesson`] and the app asks.

use std::fs::{self, File};
use std::io::Read;
use std::path::PathBuf;

use crate::app::atomic_write;
use crate::app::files::{FileError, expand_home, read_capped};
use crate::lesson::file;

/// Why a lesson was not saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    File(FileError),
    /// The file exists and is not a lesson file: it is left as it is.
    NotALesson,
    /// The file is another lesson than the one open: nothing was written,
    /// the teacher is asked.
    OtherLesson,
}

/// How to treat a lesson file already at the path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Over {
    /// The files (links followed) this lesson was opened from or saved to
    /// in this session: saving over one keeps its comments.
    pub own: Vec<PathBuf>,
    /// The teacher said yes: replace another lesson.
    pub replace: bool,
}

/// Writes `text` to the path typed (`~` expanded); returns the file
/// written, links followed. Replaces only an empty file, a lesson of
/// `over.own` (its comments kept) or, with `over.replace`, another lesson.
pub fn save(typed: &str, text: &str, over: &Over) -> Result<PathBuf, SaveError> {
    let path = expand_home(typed.trim());
    let target = atomic_write::target(&path).map_err(SaveError::File)?;
    let resolved = fs::canonicalize(&target.path).unwrap_or_else(|_| target.path.clone());
    let mut contents = text.to_string();
    if target.existing.is_some() {
        let old = File::open(&target.path).map_err(|e| SaveError::File(FileError::from(&e)))?;
        if let Some(old) = lesson_in(old)? {
            if over.own.contains(&resolved) {
                contents = file::keep_comments(&old, text);
            } else if !over.replace {
                return Err(SaveError::OtherLesson);
            }
        }
    }
    target
        .replace(contents.as_bytes())
        .map_err(SaveError::File)?;
    Ok(resolved)
}

/// The lesson a file holds (`None` when it is empty), reading at most
/// [`READ_CAP`](crate::app::files::READ_CAP) bytes: a longer file, or one that is not a lesson, is
/// [`SaveError::NotALesson`].
pub fn lesson_in(input: impl Read) -> Result<Option<String>, SaveError> {
    let (bytes, truncated) =
        read_capped(input).map_err(|e| SaveError::File(FileError::from(&e)))?;
    if truncated {
        return Err(SaveError::NotALesson);
    }
    let Ok(text) = String::from_utf8(bytes) else {
        return Err(SaveError::NotALesson);
    };
    let text = text
        .strip_prefix('\u{feff}')
        .map(str::to_string)
        .unwrap_or(text);
    if text.trim().is_empty() {
        return Ok(None);
    }
    match file::parse(&text) {
        Ok(_) => Ok(Some(text)),
        Err(_) => Err(SaveError::NotALesson),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_fixtures::LEETCODE;
    use std::io;
    use std::path::Path;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "sudoku-dfs-lesson-save-{name}-{}",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn lesson(caption: &str) -> String {
        format!("title T\npuzzle {LEETCODE}\nstop 5 {caption}\n")
    }

    const NEW: Over = Over {
        own: Vec::new(),
        replace: false,
    };

    /// Saving over the opened lesson keeps its comments; over another
    /// lesson it asks first, and replaces it only when told to.
    #[test]
    fn the_opened_lesson_keeps_its_comments_and_another_is_asked_about() {
        let dir = temp_dir("over");
        let path = dir.join("class.lesson");
        fs::write(&path, format!("# my notes\n{}", lesson("old"))).unwrap();
        let typed = path.to_str().unwrap();
        assert_eq!(
            save(typed, &lesson("new"), &NEW),
            Err(SaveError::OtherLesson)
        );
        assert!(fs::read_to_string(&path).unwrap().contains("stop 5 old"));
        let own = Over {
            own: vec![fs::canonicalize(&path).unwrap()],
            replace: false,
        };
        assert_eq!(save(typed, &lesson("new"), &own), Ok(own.own[0].clone()));
        let kept = fs::read_to_string(&path).unwrap();
        assert!(kept.starts_with("# my notes\n"), "{kept}");
        assert!(kept.contains("stop 5 new"), "{kept}");
        let yes = Over {
            own: Vec::new(),
            replace: true,
        };
        save(typed, &lesson("replaced"), &yes).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), lesson("replaced"));
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A link stays a link, the file it names gets the lesson.
    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_is_written_through() {
        let dir = temp_dir("link");
        let real = dir.join("real.lesson");
        let link = dir.join("link.lesson");
        fs::write(&real, lesson("old")).unwrap();
        std::os::unix::fs::symlink("real.lesson", &link).unwrap();
        let own = Over {
            own: vec![fs::canonicalize(&real).unwrap()],
            replace: false,
        };
        assert_eq!(
            save(link.to_str().unwrap(), &lesson("new"), &own),
            Ok(own.own[0].clone())
        );
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read_to_string(&real).unwrap(), lesson("new"));
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A FIFO (as a device would be) is refused as what it is, untouched
    /// and never opened: no "something other than a lesson".
    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_as_not_a_plain_file() {
        let dir = temp_dir("fifo");
        let fifo = dir.join("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        let said = save(fifo.to_str().unwrap(), &lesson("x"), &NEW);
        assert_eq!(
            said,
            Err(SaveError::File(FileError::NotPlainFile(
                crate::i18n::files::Special::Fifo
            )))
        );
        use std::os::unix::fs::FileTypeExt;
        assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());
        fs::remove_dir_all(&dir).unwrap();
    }

    /// /dev/full is refused as a device before anything opens it (the
    /// test never writes to it) and is still the device afterwards.
    #[cfg(unix)]
    #[test]
    fn a_device_is_refused_as_a_device_not_as_no_lesson() {
        use std::os::unix::fs::FileTypeExt;
        let full = Path::new("/dev/full");
        if !fs::metadata(full).is_ok_and(|m| m.file_type().is_char_device()) {
            return;
        }
        assert_eq!(
            save("/dev/full", &lesson("x"), &NEW),
            Err(SaveError::File(FileError::NotPlainFile(
                crate::i18n::files::Special::Device
            )))
        );
        assert!(fs::metadata(full).unwrap().file_type().is_char_device());
    }

    /// Whether a file is a lesson is decided on its first [`READ_CAP`](crate::app::files::READ_CAP)
    /// bytes: an endless one is not read to its end.
    #[test]
    fn a_huge_file_is_not_read_whole_to_see_it_is_no_lesson() {
        let endless = io::repeat(b'#');
        assert_eq!(lesson_in(endless), Err(SaveError::NotALesson));
        assert_eq!(lesson_in(&b""[..]), Ok(None));
        let text = lesson("x");
        assert_eq!(lesson_in(text.as_bytes()), Ok(Some(text.clone())));
        assert_eq!(
            lesson_in(&b"53..7 a puzzle\n"[..]),
            Err(SaveError::NotALesson)
        );
    }
}
