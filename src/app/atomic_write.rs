//! Writing a file so that it is never seen half written: the bytes go to
//! a temporary file in the target's folder ([`tempfile`] picks a short
//! unique name, whatever the length of the target's, and removes it on
//! every path that does not end in the target: an error, a full disk, a
//! panic), are flushed to disk, and the file then takes the target's
//! name in one rename, replacing it ([`Staged::replace`]) or only if the
//! name is free ([`Staged::claim`]). The folder is flushed after it, so
//! the new name survives a power cut too.
//!
//! Saving (`w`, [`super::save`]) and the recovery file
//! ([`super::recovery`]) both write this way.

use std::fs::{File, Metadata, Permissions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::{Builder, NamedTempFile};

/// The permissions the new file gets.
#[derive(Clone, Copy, Debug)]
pub enum Mode<'a> {
    /// What any new file gets: 0666 less the umask.
    New,
    /// Readable and writable by the user only (0600).
    Private,
    /// Those of the file it replaces, and its owner where allowed.
    Like(&'a Metadata),
}

/// A temporary file, written and flushed, waiting to take a name in its
/// folder; dropped, it is removed.
#[derive(Debug)]
pub struct Staged {
    file: NamedTempFile,
    dir: PathBuf,
}

impl Staged {
    /// `contents` in a new temporary file in `dir`, flushed to disk.
    pub fn new(dir: &Path, mode: Mode, contents: &[u8]) -> io::Result<Staged> {
        Staged::write_with(dir, mode, |file| file.write_all(contents))
    }

    /// A temporary file in `dir` with what `write` puts in it, flushed.
    fn write_with(
        dir: &Path,
        mode: Mode,
        write: impl FnOnce(&mut File) -> io::Result<()>,
    ) -> io::Result<Staged> {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        let mut builder = Builder::new();
        builder.prefix(".sudoku-dfs-").suffix(".tmp");
        // Private until it has the target's permissions.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            builder.permissions(Permissions::from_mode(match mode {
                Mode::New => 0o666,
                Mode::Private | Mode::Like(_) => 0o600,
            }));
        }
        let mut file = builder.tempfile_in(dir)?;
        if let Mode::Like(meta) = mode {
            #[cfg(unix)]
            {
                use std::os::unix::fs::MetadataExt;
                // Only root may give a file away; for anyone else keeping
                // the owner is a no-op or refused, and either is fine.
                let _ =
                    std::os::unix::fs::fchown(file.as_file(), Some(meta.uid()), Some(meta.gid()));
            }
            file.as_file().set_permissions(meta.permissions())?;
        }
        write(file.as_file_mut())?;
        file.as_file().sync_all()?;
        Ok(Staged {
            file,
            dir: dir.to_path_buf(),
        })
    }

    /// Renames the file over `target` (in the same folder), which is the
    /// old file or the new one at every moment.
    pub fn replace(self, target: &Path) -> io::Result<()> {
        let dir = self.dir;
        self.file.persist(target).map_err(|e| e.error)?;
        sync_folder(&dir);
        Ok(())
    }

    /// Gives the file the name `target` only if no file has it: another
    /// process may have taken it a moment before. When the name is taken
    /// (or on any error), the file comes back with the error, to try
    /// another name.
    pub fn claim(self, target: &Path) -> Result<(), (Staged, io::Error)> {
        let dir = self.dir;
        match self.file.persist_noclobber(target) {
            Ok(_) => {
                sync_folder(&dir);
                Ok(())
            }
            Err(e) => Err((Staged { file: e.file, dir }, e.error)),
        }
    }
}

/// A rename is durable once its folder is flushed; not every system lets
/// a folder be opened for that, so a failure here is no failure.
fn sync_folder(dir: &Path) {
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("sudoku-dfs-atomic-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn replace_puts_the_new_bytes_under_the_name_and_nothing_else() {
        let dir = temp_dir("replace");
        let target = dir.join("p.txt");
        fs::write(&target, "old\n").unwrap();
        Staged::new(&dir, Mode::New, b"new\n")
            .unwrap()
            .replace(&target)
            .unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "new\n");
        assert_eq!(names(&dir), ["p.txt"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A full disk (or any error while writing) leaves no temporary file.
    #[test]
    fn a_failed_write_leaves_no_temporary_file() {
        let dir = temp_dir("full");
        let full = Staged::write_with(&dir, Mode::New, |file| {
            file.write_all(b"half")?;
            Err(io::Error::from(io::ErrorKind::StorageFull))
        });
        assert_eq!(full.unwrap_err().kind(), io::ErrorKind::StorageFull);
        assert!(names(&dir).is_empty(), "{:?}", names(&dir));
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A rename that fails (here over a folder that is not empty) leaves
    /// the target as it was and no temporary file.
    #[test]
    fn a_failed_rename_leaves_the_target_and_no_temporary_file() {
        let dir = temp_dir("rename");
        let folder = dir.join("folder");
        fs::create_dir_all(folder.join("inside")).unwrap();
        let staged = Staged::new(&dir, Mode::New, b"new\n").unwrap();
        assert!(staged.replace(&folder).is_err());
        assert_eq!(names(&dir), ["folder"]);
        assert!(folder.join("inside").is_dir());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn claim_takes_only_a_free_name_and_gives_the_file_back_otherwise() {
        let dir = temp_dir("claim");
        let taken = dir.join("a.txt");
        fs::write(&taken, "theirs\n").unwrap();
        let staged = Staged::new(&dir, Mode::Private, b"mine\n").unwrap();
        let (staged, error) = staged.claim(&taken).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read_to_string(&taken).unwrap(), "theirs\n");
        let free = dir.join("b.txt");
        staged.claim(&free).unwrap();
        assert_eq!(fs::read_to_string(&free).unwrap(), "mine\n");
        assert_eq!(names(&dir), ["a.txt", "b.txt"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn the_new_file_has_the_permissions_asked_for() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp_dir("mode");
        let mode = |path: &Path| fs::metadata(path).unwrap().permissions().mode() & 0o777;
        let private = dir.join("private.txt");
        Staged::new(&dir, Mode::Private, b"x")
            .unwrap()
            .replace(&private)
            .unwrap();
        assert_eq!(mode(&private), 0o600);
        let shared = dir.join("shared.txt");
        fs::write(&shared, "old").unwrap();
        fs::set_permissions(&shared, Permissions::from_mode(0o644)).unwrap();
        let meta = fs::metadata(&shared).unwrap();
        Staged::new(&dir, Mode::Like(&meta), b"new")
            .unwrap()
            .replace(&shared)
            .unwrap();
        assert_eq!(mode(&shared), 0o644);
        fs::remove_dir_all(&dir).unwrap();
    }
}
