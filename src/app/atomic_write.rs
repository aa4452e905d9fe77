//! Writing a file so that it is never seen half written: the bytes go to
//! a temporary file in the target's folder ([`tempfile`] picks a short
//! unique name, whatever the length of the target's, and removes it on
//! every path that does not end in the target: an error, a full disk, a
//! panic), are flushed to disk, and the file then takes the target's
//! name in one rename, replacing it ([`Staged::replace`]) or only if the
//! name is free ([`Staged::claim`]). The folder is flushed after it, so
//! the new name survives a power cut too.
//!
//! This is the program's one way to write a file. A file named by the
//! user (`w`, a lesson's `S`, `record --out`) goes through [`write_file`]
//! (or [`target`] then [`Target::replace`], to look at the file in
//! between): a device, a FIFO, a socket or a folder is refused before
//! anything is opened, a symbolic link is followed so the link stays and
//! the file it names is replaced, and the new file takes the old one's
//! permissions (and owner, where allowed). A file the program names itself
//! (the recovery file, `R`'s recordings) takes a free name with
//! [`Staged::claim`].

use std::fs::{self, File, Metadata, Permissions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::{Builder, NamedTempFile};

use crate::i18n::files::{FileError, Special};

/// A file about to be written, as [`target`] found it.
#[derive(Debug)]
pub struct Target {
    /// The file a chain of symbolic links ends at (the path itself when it
    /// is no link): written there, so every link stays a link.
    pub path: PathBuf,
    /// The file's metadata when it exists (then always a plain file).
    pub existing: Option<Metadata>,
}

/// The file `path` names, for writing: its links followed, and refused
/// (nothing opened, nothing read) when it is not a plain file.
pub fn target(path: &Path) -> Result<Target, FileError> {
    if path.file_name().is_none() {
        return Err(FileError::NamesFolder);
    }
    // Asked of the path itself first: a link into /proc (`/dev/stdout` on
    // a pipe) names no file that a rename could replace, but what it ends
    // at is still a FIFO or a device, and refused as one.
    match fs::metadata(path) {
        Ok(meta) => {
            if let Some(kind) = not_a_plain_file(&meta) {
                return Err(FileError::NotPlainFile(kind));
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(FileError::from(&e)),
    }
    let path = follow_links(path)?;
    let existing = match fs::metadata(&path) {
        Ok(meta) => Some(meta),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(FileError::from(&e)),
    };
    if let Some(kind) = existing.as_ref().and_then(not_a_plain_file) {
        return Err(FileError::NotPlainFile(kind));
    }
    Ok(Target { path, existing })
}

impl Target {
    /// Writes `contents` over the file atomically ([`Staged`]), with its
    /// permissions (and owner, where allowed) when it exists: the file is
    /// the old one or the new one at every moment, and a full disk leaves
    /// the old one.
    pub fn replace(&self, contents: &[u8]) -> Result<(), FileError> {
        let dir = self.path.parent().unwrap_or(Path::new(""));
        let mode = self
            .existing
            .as_ref()
            .map_or(NewFileMode::New, NewFileMode::Like);
        Staged::new(dir, mode, contents)
            .and_then(|staged| staged.replace(&self.path))
            .map_err(|e| match e.kind() {
                io::ErrorKind::NotFound => FileError::NoFolder,
                _ => FileError::from(&e),
            })
    }
}

/// Writes `contents` to the file `path` names ([`target`], then
/// [`Target::replace`]); returns that file, links followed.
pub fn write_file(path: &Path, contents: &[u8]) -> Result<PathBuf, FileError> {
    let target = target(path)?;
    target.replace(contents)?;
    Ok(target.path)
}

/// The file a chain of symbolic links ends at (which may not exist yet),
/// so writing through a link writes the file and keeps the link.
fn follow_links(path: &Path) -> Result<PathBuf, FileError> {
    let mut current = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let next = fs::read_link(&current).map_err(|e| FileError::from(&e))?;
                current = match current.parent() {
                    Some(dir) if next.is_relative() => dir.join(next),
                    _ => next,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(FileError::TooManyLinks)
}

/// A FIFO, a device…, when the file is not a plain file.
fn not_a_plain_file(meta: &Metadata) -> Option<Special> {
    let kind = meta.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some(Special::Folder);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some(Special::Fifo);
        }
        if kind.is_socket() {
            return Some(Special::Socket);
        }
        if kind.is_block_device() || kind.is_char_device() {
            return Some(Special::Device);
        }
    }
    Some(Special::Other)
}

/// The permissions the new file gets.
#[derive(Clone, Copy, Debug)]
pub enum NewFileMode<'a> {
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
    pub fn new(dir: &Path, mode: NewFileMode, contents: &[u8]) -> io::Result<Staged> {
        Staged::write_with(dir, mode, |file| file.write_all(contents))
    }

    /// A temporary file in `dir` with what `write` puts in it, flushed.
    fn write_with(
        dir: &Path,
        mode: NewFileMode,
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
                NewFileMode::New => 0o666,
                NewFileMode::Private | NewFileMode::Like(_) => 0o600,
            }));
        }
        let mut file = builder.tempfile_in(dir)?;
        if let NewFileMode::Like(meta) = mode {
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
        Staged::new(&dir, NewFileMode::New, b"new\n")
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
        let full = Staged::write_with(&dir, NewFileMode::New, |file| {
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
        let staged = Staged::new(&dir, NewFileMode::New, b"new\n").unwrap();
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
        let staged = Staged::new(&dir, NewFileMode::Private, b"mine\n").unwrap();
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
        Staged::new(&dir, NewFileMode::Private, b"x")
            .unwrap()
            .replace(&private)
            .unwrap();
        assert_eq!(mode(&private), 0o600);
        let shared = dir.join("shared.txt");
        fs::write(&shared, "old").unwrap();
        fs::set_permissions(&shared, Permissions::from_mode(0o644)).unwrap();
        let meta = fs::metadata(&shared).unwrap();
        Staged::new(&dir, NewFileMode::Like(&meta), b"new")
            .unwrap()
            .replace(&shared)
            .unwrap();
        assert_eq!(mode(&shared), 0o644);
        fs::remove_dir_all(&dir).unwrap();
    }
}
