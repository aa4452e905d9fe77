//! Lines of bytes from any reader, each bounded in length, with one buffer
//! allocated once: reading a file of a million puzzles allocates nothing
//! per line, and no input — `/dev/zero`, a 100 MB line, a binary file —
//! makes memory grow past the buffer.
//!
//! A line ends at `\n`, `\r\n` or a lone `\r` (old Mac files), or at the end
//! of the input. A line longer than [`MAX_LINE`] bytes is not kept: its rest
//! is skipped up to the next line break, and if none comes within
//! [`MAX_SKIP`] bytes the input is taken for something that is not text and
//! reading stops there.

use std::io::{self, Read};

/// The longest line kept, in bytes. A puzzle line is 81 bytes, a 9-line
/// grid row with separators about 25; 64 KiB leaves room for any comment
/// or field a puzzle set may carry after its cells.
pub const MAX_LINE: usize = 64 * 1024;

/// How far the rest of an over-long line is skipped in search of its end
/// before the input is given up on. Large enough for a 100 MB line to be
/// skipped and the lines after it read, small enough that an endless input
/// without line breaks (`/dev/zero`) is given up on within a fraction of a
/// second.
pub const MAX_SKIP: u64 = 256 * 1024 * 1024;

/// Twice the longest line: after moving a partial line to the front there
/// is always room to read at least [`MAX_LINE`] more bytes.
const BUFFER: usize = 2 * MAX_LINE;

/// One line, without its line break.
#[derive(Debug, PartialEq, Eq)]
pub enum Line<'a> {
    Text(&'a [u8]),
    /// Longer than [`MAX_LINE`]: its bytes are gone. `ended` is false when
    /// no line break came within [`MAX_SKIP`] bytes: then nothing more is
    /// read.
    TooLong {
        ended: bool,
    },
}

/// Reads lines from `R` into one buffer of twice [`MAX_LINE`] bytes.
pub struct LineReader<R> {
    input: R,
    buf: Box<[u8]>,
    /// `buf[pos..end]` holds bytes read and not yet returned.
    pos: usize,
    end: usize,
    /// The number of the line last returned, from 1.
    line_no: usize,
    eof: bool,
    /// The last line ended with `\r`: a `\n` right after it belongs to it.
    after_cr: bool,
    /// Reading stopped: a read error, or an endless line.
    stopped: bool,
}

impl<R: Read> LineReader<R> {
    pub fn new(input: R) -> Self {
        LineReader {
            input,
            buf: vec![0; BUFFER].into_boxed_slice(),
            pos: 0,
            end: 0,
            line_no: 0,
            eof: false,
            after_cr: false,
            stopped: false,
        }
    }

    /// The number of the line last returned, counting from 1.
    #[cfg(any(test, feature = "test-fixtures"))]
    pub fn line_no(&self) -> usize {
        self.line_no
    }

    /// True when the next line can be had without waiting for the input:
    /// bytes are buffered, or the input has ended. A batch reading from a
    /// terminal or a slow pipe answers what it has before it waits.
    pub fn has_buffered(&self) -> bool {
        self.pos < self.end || self.eof || self.stopped
    }

    /// The next line with its number, or a read error (after which nothing
    /// more is read).
    pub fn next_line(&mut self) -> Option<(usize, io::Result<Line<'_>>)> {
        // Bytes at the front of `buf[pos..end]` known to hold no line break.
        let mut scanned = 0;
        loop {
            if self.stopped {
                return None;
            }
            if self.after_cr && self.pos < self.end {
                if self.buf[self.pos] == b'\n' {
                    self.pos += 1;
                }
                self.after_cr = false;
            }
            let unread = &self.buf[self.pos + scanned..self.end];
            if let Some(i) = memchr::memchr2(b'\n', b'\r', unread) {
                let start = self.pos;
                let stop = self.pos + scanned + i;
                self.after_cr = self.buf[stop] == b'\r';
                self.pos = stop + 1;
                self.line_no += 1;
                // The buffer holds twice the limit, so a whole line up to
                // that length can be found in it: the limit is the one
                // the message names, whatever the buffer happens to hold.
                if stop - start > MAX_LINE {
                    return Some((self.line_no, Ok(Line::TooLong { ended: true })));
                }
                return Some((self.line_no, Ok(Line::Text(&self.buf[start..stop]))));
            }
            scanned = self.end - self.pos;
            if scanned > MAX_LINE {
                self.line_no += 1;
                let ended = self.skip_rest_of_line();
                return Some((self.line_no, Ok(Line::TooLong { ended })));
            }
            if self.eof {
                if scanned == 0 {
                    self.stopped = true;
                    return None;
                }
                let start = self.pos;
                self.pos = self.end;
                self.line_no += 1;
                return Some((self.line_no, Ok(Line::Text(&self.buf[start..self.end]))));
            }
            if let Err(e) = self.fill() {
                self.stopped = true;
                self.line_no += 1;
                return Some((self.line_no, Err(e)));
            }
        }
    }

    /// Moves the unread bytes to the front and reads more after them; sets
    /// `eof` when the input has ended.
    fn fill(&mut self) -> io::Result<()> {
        if self.pos > 0 {
            self.buf.copy_within(self.pos..self.end, 0);
            self.end -= self.pos;
            self.pos = 0;
        }
        loop {
            match self.input.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(());
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Drops the rest of an over-long line. False when no line break came
    /// within [`MAX_SKIP`] bytes or the input failed: reading stops.
    fn skip_rest_of_line(&mut self) -> bool {
        let mut skipped = (self.end - self.pos) as u64;
        self.pos = self.end;
        loop {
            if skipped > MAX_SKIP || self.fill().is_err() {
                self.stopped = true;
                return false;
            }
            if self.eof && self.pos == self.end {
                return true;
            }
            let unread = &self.buf[self.pos..self.end];
            if let Some(i) = memchr::memchr2(b'\n', b'\r', unread) {
                self.after_cr = unread[i] == b'\r';
                self.pos += i + 1;
                return true;
            }
            skipped += unread.len() as u64;
            self.pos = self.end;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line as text, or `!` for an over-long one.
    fn lines(input: &[u8]) -> Vec<String> {
        let mut reader = LineReader::new(input);
        let mut out = Vec::new();
        while let Some((_, line)) = reader.next_line() {
            out.push(match line.unwrap() {
                Line::Text(t) => String::from_utf8_lossy(t).into_owned(),
                Line::TooLong { ended } => format!("!{ended}"),
            });
        }
        out
    }

    #[test]
    fn every_line_break_ends_a_line_and_crlf_is_one() {
        assert_eq!(lines(b"a\nb\r\nc\rd"), ["a", "b", "c", "d"]);
        assert_eq!(lines(b"a\r\rb\n\n"), ["a", "", "b", ""]);
        assert_eq!(lines(b""), Vec::<String>::new());
    }

    #[test]
    fn crlf_split_between_two_reads_is_one_line_break() {
        /// Hands out its bytes a few at a time, as a pipe does.
        struct Trickle<'a>(&'a [u8], usize);
        impl Read for Trickle<'_> {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                let n = self.1.min(self.0.len()).min(buf.len());
                buf[..n].copy_from_slice(&self.0[..n]);
                self.0 = &self.0[n..];
                Ok(n)
            }
        }
        let mut reader = LineReader::new(Trickle(b"ab\r\ncd\r\n\r\nef", 3));
        let mut out = Vec::new();
        while let Some((_, Ok(Line::Text(t)))) = reader.next_line() {
            out.push(String::from_utf8_lossy(t).into_owned());
        }
        assert_eq!(out, ["ab", "cd", "", "ef"]);
        assert_eq!(reader.line_no(), 4);
    }

    #[test]
    fn an_over_long_line_is_skipped_and_the_next_one_read() {
        let mut input = vec![b'x'; MAX_LINE * 3 + 17];
        input.extend_from_slice(b"\r\nnext\n");
        assert_eq!(lines(&input), ["!true", "next"]);
        let mut exact = vec![b'y'; MAX_LINE];
        exact.push(b'\n');
        assert_eq!(lines(&exact)[0].len(), MAX_LINE, "MAX_LINE itself is kept");
    }

    /// A line over the limit that fits in the buffer with its line break
    /// (up to twice the limit) is over the limit all the same: a
    /// 100,000-byte line used to be kept and read as a puzzle of 100,000
    /// cells.
    #[test]
    fn the_limit_is_the_same_for_a_line_that_fits_in_the_buffer() {
        for len in [MAX_LINE + 1, 100_000, BUFFER - 1] {
            let mut input = vec![b'5'; len];
            input.extend_from_slice(b"\nnext\n");
            assert_eq!(lines(&input), ["!true", "next"], "{len}");
            let mut after = b"first\r\n".to_vec();
            after.extend_from_slice(&input);
            assert_eq!(lines(&after), ["first", "!true", "next"], "{len}");
        }
    }

    #[test]
    fn an_endless_line_stops_the_reading() {
        let endless = io::repeat(0).take(MAX_SKIP + 4 * BUFFER as u64);
        let mut reader = LineReader::new(endless);
        let (line_no, line) = reader.next_line().unwrap();
        assert_eq!(
            (line_no, line.unwrap()),
            (1, Line::TooLong { ended: false })
        );
        assert!(reader.next_line().is_none());
    }
}
