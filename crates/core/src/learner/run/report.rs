//! The line protocol every harness reports on (documented in
//! docs/line-protocol.md), read back into a [`HarnessReport`], and the learner's
//! own printed output, kept in part.
//!
//! One line each, on the harness's standard output:
//! `w R C V L` a write (0-based row and column, `1`-`9`, `.` or `?`, the
//! learner's line or 0), `board S` the board at the end, `returned REPR`,
//! `raised MSG` then `at L` per frame of the learner's file, `syntax L MSG`,
//! `nosolver`, `copy L N` (whole rows or the board assigned at line L; the
//! next N `w` lines are the cells it changed).

use std::io::{BufRead, BufReader, Read};
use std::sync::mpsc::SyncSender;

use super::super::writes::Write;
use super::{Copies, End, Output};

/// What the report hands on as it reads, to an analysis that reads the
/// writes while the learner's program runs ([`super::Limits::live`]).
#[derive(Debug)]
pub enum Batch {
    /// The next writes, in order.
    Writes(Vec<Write>),
    /// No more writes: sent by whoever started the run, once it ended.
    End,
}

/// The longest report line read (a `raised` message with its traceback
/// is the longest a harness writes, far under this): bytes with no
/// newline past it end the reading, as a fault of the report, instead of
/// being gathered without end.
pub const LINE_MAX: usize = 64 * 1024;

/// Writes handed on at a time: few sends, and little held back.
const BATCH: usize = 1 << 14;

/// The harness's report, read line by line on its own thread.
#[derive(Default)]
pub(super) struct HarnessReport {
    pub(super) writes: Vec<Write>,
    pub(super) odd_writes: usize,
    /// The first of them: its cell and the learner's line.
    pub(super) first_odd: Option<Write>,
    pub(super) final_board: Option<String>,
    pub(super) end: Option<End>,
    pub(super) over_write_limit: bool,
    pub(super) copies: Option<Copies>,
    /// A line longer than [`LINE_MAX`] ended the reading.
    pub(super) long_line: bool,
}

/// Reads the report; with `live`, the writes are handed on there in
/// batches as they come, not kept in the report.
pub(super) fn read_report(
    stdout: impl Read,
    write_limit: usize,
    live: Option<SyncSender<Batch>>,
) -> HarnessReport {
    read_report_to(stdout, write_limit, live, false)
}

/// [`read_report`] that ends at the `board` line, a harness's last: what
/// follows is not waited for (a process the learner's program left may
/// hold the pipe open).
pub(super) fn read_report_until_board(
    stdout: impl Read,
    write_limit: usize,
    live: Option<SyncSender<Batch>>,
) -> HarnessReport {
    read_report_to(stdout, write_limit, live, true)
}

fn read_report_to(
    stdout: impl Read,
    write_limit: usize,
    live: Option<SyncSender<Batch>>,
    until_board: bool,
) -> HarnessReport {
    let mut report = HarnessReport::default();
    let mut written = 0;
    let mut batch = Vec::new();
    let mut reader = BufReader::with_capacity(1 << 16, stdout);
    let mut line = Vec::new();
    let mut raised: Option<(String, Vec<u32>)> = None;
    // The `w` lines still to come of the last `copy`.
    let mut copying: u64 = 0;
    loop {
        line.clear();
        match reader
            .by_ref()
            .take(LINE_MAX as u64 + 1)
            .read_until(b'\n', &mut line)
        {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if line.len() > LINE_MAX {
            report.long_line = true;
            break;
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        if let Some(rest) = text.strip_prefix("w ") {
            let copied = copying > 0;
            copying = copying.saturating_sub(1);
            if copied && let Some(copies) = report.copies.as_mut() {
                copies.writes += 1;
            }
            match parse_write(rest) {
                Some(Ok(write)) => {
                    if written == write_limit {
                        report.over_write_limit = true;
                        break;
                    }
                    written += 1;
                    match &live {
                        Some(to) => {
                            batch.push(write);
                            if batch.len() == BATCH {
                                let _ = to.send(Batch::Writes(std::mem::take(&mut batch)));
                            }
                        }
                        None => report.writes.push(write),
                    }
                }
                Some(Err(odd)) => {
                    report.odd_writes += 1;
                    report.first_odd.get_or_insert(odd);
                }
                None => {}
            }
        } else if let Some(rest) = text.strip_prefix("copy ") {
            let mut parts = rest.split(' ');
            let line: u32 = parts.next().and_then(|l| l.parse().ok()).unwrap_or(0);
            copying = parts.next().and_then(|n| n.parse().ok()).unwrap_or(0);
            let copies = report.copies.get_or_insert(Copies {
                first_line: (line > 0).then_some(line),
                first_write: written,
                ..Copies::default()
            });
            copies.count += 1;
        } else if let Some(rest) = text.strip_prefix("at ") {
            if let (Some((_, lines)), Ok(n)) = (raised.as_mut(), rest.parse()) {
                lines.push(n);
            }
        } else if let Some(rest) = text.strip_prefix("board ") {
            report.final_board = Some(rest.to_string());
            if until_board {
                break;
            }
        } else if let Some(rest) = text.strip_prefix("returned ") {
            report.end = Some(End::Returned {
                value: rest.to_string(),
            });
        } else if let Some(rest) = text.strip_prefix("raised ") {
            raised = Some((rest.to_string(), Vec::new()));
        } else if let Some(rest) = text.strip_prefix("syntax ") {
            let (line, message) = rest.split_once(' ').unwrap_or((rest, ""));
            report.end = Some(End::Syntax {
                line: line.parse().unwrap_or(0),
                message: message.to_string(),
            });
        } else if text == "returned" {
            report.end = Some(End::Returned {
                value: String::new(),
            });
        } else if text == "nosolver" {
            report.end = Some(End::NoSolver);
        }
    }
    if let Some((message, lines)) = raised {
        report.end = Some(End::Raised { message, lines });
    }
    if let Some(to) = live
        && !batch.is_empty()
    {
        let _ = to.send(Batch::Writes(batch));
    }
    report
}

/// `R C V L` (or `R C V`) → a write; `Err` with its cell and line (and no
/// value) for an odd value; `None` if malformed.
pub(super) fn parse_write(rest: &str) -> Option<Result<Write, Write>> {
    let mut parts = rest.split(' ');
    let row: u8 = parts.next()?.parse().ok()?;
    let col: u8 = parts.next()?.parse().ok()?;
    if row > 8 || col > 8 {
        return None;
    }
    let value = match parts.next()?.as_bytes() {
        [b'.'] => Ok(None),
        [d @ b'1'..=b'9'] => Ok(Some(d - b'0')),
        _ => Err(()),
    };
    // The line is optional (a learner's own program may not know it).
    let line: u32 = match parts.next() {
        Some(line) => line.parse().ok()?,
        None => 0,
    };
    let write = |value| Write {
        row,
        col,
        value,
        line: (line > 0).then_some(line),
    };
    Some(match value {
        Ok(value) => Ok(write(value)),
        Err(()) => Err(write(None)),
    })
}

/// Keeps the first lines of what the learner printed and drains the rest,
/// so the child never blocks on a full pipe.
pub(super) fn read_output(stderr: impl Read, max_lines: usize, max_bytes: usize) -> Output {
    let output = std::sync::Mutex::new(Output::default());
    read_output_into(stderr, max_lines, max_bytes, &output);
    output.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// [`read_output`] into `shared`, line by line, so that what was read is
/// there to take even while the reading is still blocked on a pipe.
pub(super) fn read_output_into(
    stderr: impl Read,
    max_lines: usize,
    max_bytes: usize,
    shared: &std::sync::Mutex<Output>,
) {
    let mut reader = BufReader::new(stderr);
    let mut line = Vec::new();
    let mut kept_bytes = 0;
    loop {
        line.clear();
        // A line without end is read in bounded pieces, not whole.
        match reader
            .by_ref()
            .take(max_bytes as u64 + 1)
            .read_until(b'\n', &mut line)
        {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let mut output = shared.lock().unwrap_or_else(|e| e.into_inner());
        if output.lines.len() < max_lines && kept_bytes + line.len() <= max_bytes {
            kept_bytes += line.len();
            let text = String::from_utf8_lossy(&line);
            output
                .lines
                .push(text.trim_end_matches(['\n', '\r']).to_string());
        } else {
            output.dropped_lines += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_off_the_board_is_malformed_and_an_odd_value_keeps_its_cell() {
        // Row 12 is no row: dropped as malformed, never a cell the reader
        // would index (a `--command` program writes what it likes).
        assert_eq!(parse_write("12 3 5 7"), None);
        assert_eq!(parse_write("3 9 5"), None);
        let odd = parse_write("2 4 ? 21").unwrap().unwrap_err();
        assert_eq!((odd.row, odd.col, odd.line), (2, 4, Some(21)));
        assert_eq!(parse_write("2 4 7").unwrap().unwrap().value, Some(7));
    }

    #[test]
    fn a_copy_line_counts_the_writes_that_follow_it_as_the_copys() {
        let text = "w 0 2 4 3\ncopy 7 2\nw 1 0 5 7\nw 1 1 ? 7\nw 1 2 6 9\ncopy 0 0\nreturned\n";
        let report = read_report(text.as_bytes(), 100, None);
        let copies = report.copies.expect("copies");
        assert_eq!(copies.count, 2);
        assert_eq!(copies.first_line, Some(7));
        // The first copy came after the one write before it.
        assert_eq!(copies.first_write, 1);
        // Its two lines, the odd one counted; the write at line 9 is not one.
        assert_eq!(copies.writes, 2);
        assert_eq!(report.writes.len(), 3);
        assert_eq!(report.odd_writes, 1);
    }

    #[test]
    fn a_report_line_without_end_is_a_fault_not_a_gathering() {
        // Bytes with no newline past the longest line: the reading ends
        // there, with the writes before it kept.
        let mut text = b"w 0 2 4 3\n".to_vec();
        text.extend(std::iter::repeat_n(b'x', LINE_MAX + 10));
        let report = read_report(text.as_slice(), 100, None);
        assert!(report.long_line);
        assert_eq!(report.writes.len(), 1);
        // An endless one is read no further than the limit.
        let report = read_report(std::io::repeat(b'y'), 100, None);
        assert!(report.long_line);
    }

    #[test]
    fn the_harness_report_ends_at_its_board_line() {
        let text = "w 0 2 4 3\nreturned\nboard 53..7....\nw 0 3 5 0\n";
        let report = read_report_until_board(text.as_bytes(), 100, None);
        assert_eq!(report.writes.len(), 1);
        assert!(report.final_board.is_some());
        // Nothing after the board is waited for: a reader that never
        // ends is not read past it.
        let endless = "board 53\n".as_bytes().chain(std::io::repeat(b'\n'));
        let report = read_report_until_board(endless, 100, None);
        assert!(report.final_board.is_some());
    }

    #[test]
    fn a_report_without_a_copy_line_has_no_copies() {
        let report = read_report("w 0 2 4 3\nreturned\n".as_bytes(), 100, None);
        assert_eq!(report.copies, None);
    }
}
