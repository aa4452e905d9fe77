//! Reading a whole text file by path, bounded: a lesson file, a `.jsonl`
//! trace. Only a plain file is opened (a FIFO would wait for a writer, a
//! device such as `/dev/zero` never ends), at most a given number of bytes
//! is read (after decompression, for a `.gz` file), no line may pass a
//! given length, and bytes that are not UTF-8 are refused with the line
//! they are on. A byte order mark at the start is dropped. The error is
//! data ([`TextFileError`]); the catalogue words it.

use std::io::{self, Read};
use std::path::Path;

/// How much of a file [`read`] takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// The most bytes of text (decompressed).
    pub bytes: u64,
    /// The longest line, in bytes, without its line break.
    pub line: u64,
}

/// What a `.jsonl` trace may hold (`watch` and `check` read one): a line
/// of `trace` is under 100 bytes, so 256 MiB is about three million events
/// (three times the default `--write-limit` of a learner's run), and a
/// line of 64 KiB is no event. A file past either is refused before it
/// fills the memory.
pub const TRACE_CAPS: Caps = Caps {
    bytes: 256 << 20,
    line: 64 << 10,
};

/// Why a text file was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextFileError {
    /// What the system said, by kind (a damaged `.gz` file is
    /// `InvalidData` or `UnexpectedEof`).
    Io(io::ErrorKind),
    /// The path names a folder.
    Folder,
    /// A FIFO, a device, a socket: not opened.
    NotPlainFile,
    /// The text is longer than this many bytes.
    TooLarge { cap: u64 },
    /// Line `line` (from 1) is longer than `cap` bytes.
    LineTooLong { line: usize, cap: u64 },
    /// Line `line` (from 1) holds bytes that are not UTF-8.
    NotUtf8 { line: usize },
}

impl From<&io::Error> for TextFileError {
    fn from(e: &io::Error) -> TextFileError {
        TextFileError::Io(e.kind())
    }
}

/// The text of the file at `path` (decoded when its name ends in `.gz`),
/// within `caps`.
pub fn read(path: &Path, caps: Caps) -> Result<String, TextFileError> {
    // Asked before opening: opening a FIFO blocks, and a device is read
    // forever or changed by being opened.
    let meta = std::fs::metadata(path).map_err(|e| TextFileError::from(&e))?;
    if meta.is_dir() {
        return Err(TextFileError::Folder);
    }
    if !meta.is_file() {
        return Err(TextFileError::NotPlainFile);
    }
    let input = crate::puzzle_file::open(path).map_err(|e| TextFileError::from(&e))?;
    let bytes = read_bounded(input, caps)?;
    text_of(bytes)
}

/// Every byte of `input`, refused as soon as it passes `caps` (so memory
/// stays within the cap whatever the input).
fn read_bounded(mut input: impl Read, caps: Caps) -> Result<Vec<u8>, TextFileError> {
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; 64 * 1024];
    let mut line = 1usize;
    let mut line_len = 0u64;
    loop {
        let n = match input.read(&mut chunk) {
            Ok(0) => return Ok(bytes),
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(TextFileError::from(&e)),
        };
        if (bytes.len() + n) as u64 > caps.bytes {
            return Err(TextFileError::TooLarge { cap: caps.bytes });
        }
        for &b in &chunk[..n] {
            if b == b'\n' {
                line += 1;
                line_len = 0;
            } else if b != b'\r' {
                line_len += 1;
                if line_len > caps.line {
                    return Err(TextFileError::LineTooLong {
                        line,
                        cap: caps.line,
                    });
                }
            }
        }
        bytes.extend_from_slice(&chunk[..n]);
    }
}

/// The bytes as text, without a leading byte order mark; the first line
/// that is not UTF-8 named.
fn text_of(bytes: Vec<u8>) -> Result<String, TextFileError> {
    match String::from_utf8(bytes) {
        Ok(text) => Ok(match text.strip_prefix('\u{feff}') {
            Some(rest) => rest.to_string(),
            None => text,
        }),
        Err(e) => {
            let good = e.utf8_error().valid_up_to();
            let line = 1 + e.as_bytes()[..good].iter().filter(|&&b| b == b'\n').count();
            Err(TextFileError::NotUtf8 { line })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    const CAPS: Caps = Caps {
        bytes: 1000,
        line: 100,
    };

    struct Dir(PathBuf);

    impl Dir {
        fn new(name: &str) -> Dir {
            let dir = std::env::temp_dir().join(format!(
                "sudoku-dfs-text-file-{name}-{}",
                std::process::id()
            ));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            Dir(dir)
        }

        fn file(&self, name: &str, bytes: &[u8]) -> PathBuf {
            let path = self.0.join(name);
            std::fs::write(&path, bytes).unwrap();
            path
        }
    }

    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn a_plain_file_is_read_with_its_byte_order_mark_dropped() {
        let dir = Dir::new("plain");
        let path = dir.file("a.txt", "\u{feff}title x\nstop 1\n".as_bytes());
        assert_eq!(read(&path, CAPS).unwrap(), "title x\nstop 1\n");
    }

    #[test]
    fn bytes_that_are_not_utf8_are_refused_with_their_line() {
        let dir = Dir::new("utf8");
        let path = dir.file("b.txt", b"one\ntwo\nth\xffree\n");
        assert_eq!(read(&path, CAPS), Err(TextFileError::NotUtf8 { line: 3 }));
    }

    #[test]
    fn a_file_past_the_caps_is_refused() {
        let dir = Dir::new("caps");
        let long = dir.file("long.txt", &[b'x'; 101]);
        assert_eq!(
            read(&long, CAPS),
            Err(TextFileError::LineTooLong { line: 1, cap: 100 })
        );
        let lines = "y\n".repeat(501);
        let large = dir.file("large.txt", lines.as_bytes());
        assert_eq!(
            read(&large, CAPS),
            Err(TextFileError::TooLarge { cap: 1000 })
        );
        // Exactly at the caps is fine.
        let lines = format!("{}\n", "z".repeat(99)).repeat(10);
        let full = dir.file("full.txt", lines.as_bytes());
        assert_eq!(read(&full, CAPS).unwrap().len(), 1000);
    }

    /// A small `.gz` file that holds much more text is refused at the cap,
    /// having decompressed no more than the cap.
    #[cfg(feature = "gzip")]
    #[test]
    fn a_gz_file_is_capped_after_decompression() {
        use std::io::Write;
        let dir = Dir::new("gz");
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        encoder
            .write_all(&"# zzz\n".repeat(100_000).into_bytes())
            .unwrap();
        let bomb = dir.file("bomb.txt.gz", &encoder.finish().unwrap());
        assert!(std::fs::metadata(&bomb).unwrap().len() < 2000);
        assert_eq!(
            read(&bomb, CAPS),
            Err(TextFileError::TooLarge { cap: 1000 })
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_a_folder_and_a_missing_file_are_refused_without_opening() {
        let dir = Dir::new("special");
        let fifo = dir.0.join("fifo");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        // Opening it would block this test forever.
        assert_eq!(read(&fifo, CAPS), Err(TextFileError::NotPlainFile));
        assert_eq!(read(&dir.0, CAPS), Err(TextFileError::Folder));
        assert_eq!(
            read(&dir.0.join("none"), CAPS),
            Err(TextFileError::Io(io::ErrorKind::NotFound))
        );
    }
}
