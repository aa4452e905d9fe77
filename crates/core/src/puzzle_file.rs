//! Opening a puzzle file by path: its bytes as they are, or, for a path
//! ending in `.gz`, the text a gzip decoder gives back (the large public
//! sets in `puzzles/` ship compressed). A damaged or truncated `.gz` file
//! fails as a read error does, on the line where the decoder stopped.
//!
//! The decoder is the `gzip` feature (on with `cli`); a build without it
//! reads a `.gz` file's bytes as they are, so its lines are not puzzles.

use std::ffi::OsStr;
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// Whether `path` names a gzipped file: it ends in `.gz` (any case).
pub fn is_gzipped(path: &Path) -> bool {
    path.extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("gz"))
}

/// The file's name with a final `.gz` taken off: what the file holds once
/// read (`puzzles/royle-17clue.txt.gz` holds `royle-17clue.txt`).
pub fn uncompressed_file_name(path: &Path) -> Option<&OsStr> {
    let name = path.file_name()?;
    if is_gzipped(path) {
        Path::new(name).file_stem()
    } else {
        Some(name)
    }
}

/// The file's text: decoded when its name ends in `.gz`. Opening a FIFO
/// waits for its writer, as `File::open` does.
pub fn open(path: &Path) -> io::Result<Box<dyn Read + Send>> {
    let file = File::open(path)?;
    Ok(decoded(path, file))
}

/// The whole text of the file, decoded when its name ends in `.gz`.
pub fn read_puzzle_file(path: &Path) -> io::Result<String> {
    let mut text = String::new();
    open(path)?.read_to_string(&mut text)?;
    Ok(text)
}

#[cfg(feature = "gzip")]
fn decoded(path: &Path, file: File) -> Box<dyn Read + Send> {
    if is_gzipped(path) {
        // Multi-member, as `zcat` reads: `cat a.gz b.gz > ab.gz` is one file.
        Box::new(flate2::read::MultiGzDecoder::new(file))
    } else {
        Box::new(file)
    }
}

#[cfg(not(feature = "gzip"))]
fn decoded(_: &Path, file: File) -> Box<dyn Read + Send> {
    Box::new(file)
}

#[cfg(test)]
#[cfg(feature = "gzip")]
mod tests {
    use super::*;
    use std::io::Write;

    fn gzip(text: &[u8]) -> Vec<u8> {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        encoder.write_all(text).unwrap();
        encoder.finish().unwrap()
    }

    fn temp_path(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("sudoku-dfs-{}-{name}", std::process::id()))
    }

    #[test]
    fn a_gz_path_is_decoded_and_any_other_is_read_as_it_is() {
        let text = b"# two members\n.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...\n";
        let mut two_members = gzip(&text[..14]);
        two_members.extend(gzip(&text[14..]));
        let gz = temp_path("set.txt.GZ");
        std::fs::write(&gz, &two_members).unwrap();
        let mut read = Vec::new();
        open(&gz).unwrap().read_to_end(&mut read).unwrap();
        assert_eq!(read, text);

        let plain = temp_path("gz.txt");
        std::fs::write(&plain, &two_members).unwrap();
        let mut raw = Vec::new();
        open(&plain).unwrap().read_to_end(&mut raw).unwrap();
        assert_eq!(raw, two_members, "only the name decides");
        std::fs::remove_file(gz).unwrap();
        std::fs::remove_file(plain).unwrap();
    }

    #[test]
    fn a_damaged_gz_file_is_a_read_error() {
        let path = temp_path("damaged.txt.gz");
        let mut bytes = gzip(&[b'.'; 4000]);
        bytes.truncate(bytes.len() / 2);
        std::fs::write(&path, &bytes).unwrap();
        let mut read = Vec::new();
        assert!(open(&path).unwrap().read_to_end(&mut read).is_err());
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn the_name_without_gz_is_what_the_file_holds() {
        fn name(path: &str) -> Option<&str> {
            uncompressed_file_name(Path::new(path)).map(|n| n.to_str().unwrap())
        }
        assert_eq!(
            name("puzzles/royle-17clue.txt.gz"),
            Some("royle-17clue.txt")
        );
        assert_eq!(name("a/b.txt"), Some("b.txt"));
        assert_eq!(name("/"), None);
    }
}
