//! Reading puzzles from text: 81-character lines (one puzzle per line) or
//! 9-line grids, with messages that say where and what went wrong.
//!
//! Every line is judged on its own, so one file may mix the formats and a
//! title or header line does not decide how the rest is read:
//!
//! - blank lines and `#` comments are skipped (a blank line also ends a grid);
//! - a line that starts with a letter and has no 81-character first word is
//!   a title or header (`quizzes,solutions` of the Kaggle sets, `Grid 01`
//!   of Project Euler's): skipped, and it ends a grid;
//! - a line of `-`, `+`, `=`, `|` and spaces is a grid's separator;
//! - a line with fewer than 20 cells is a row of a 9-line grid;
//! - anything else is a puzzle line: 81 cells, then optionally whitespace,
//!   `:`, `,` or `;` and anything (a comment, `puzzle:count:solution`
//!   fields, the Kaggle CSV's `puzzle,solution`).
//!
//! A cell is `1`-`9`, or `.`, `0` or `_` when empty. A grid ends after 9
//! rows; a grid broken by a bad row still takes its 9 rows, and one cut
//! short by a blank line, a title, a puzzle line or a misplaced separator
//! is reported with its lines, so the grids after it are read as they are.
//!
//! Input is bytes: a line that is not UTF-8 or is longer than
//! [`MAX_LINE`] bytes is reported and reading goes on (see [`lines`]). A
//! UTF-8 byte order mark at the start is skipped.
//!
//! [`lines`]: super::lines
//! [`MAX_LINE`]: super::lines::MAX_LINE

use std::io::Read;
use std::sync::Arc;

use super::Grid;
use super::lines::{Line, LineReader};
use super::parse_error::{ParseError, ParseErrorKind, Parsed, ReadFailure};
use super::rows::{GridRows, cell_value, is_grid_separator};
/// Ends a puzzle line's cells: what follows is a comment or extra fields.
fn ends_cells(c: char) -> bool {
    c.is_whitespace() || matches!(c, ':' | ',' | ';')
}

/// Fewer cells than this on a line make it a grid row rather than a
/// (short) puzzle line.
const ROW_CELLS_BELOW: usize = 20;

/// What one line is, judged on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LineKind {
    Blank,
    Comment,
    Title,
    Separator,
    Row,
    Puzzle,
}

fn line_kind(line: &str) -> LineKind {
    let t = line.trim();
    let Some(first) = t.chars().next() else {
        return LineKind::Blank;
    };
    if first == '#' {
        return LineKind::Comment;
    }
    if t.chars().all(is_grid_separator) {
        return LineKind::Separator;
    }
    let first_word = t.split(ends_cells).next().unwrap_or("");
    if first.is_alphabetic() && first_word.chars().count() < 81 {
        return LineKind::Title;
    }
    let cells = t.chars().filter(|&c| cell_value(c).is_some()).count();
    if cells < ROW_CELLS_BELOW {
        LineKind::Row
    } else {
        LineKind::Puzzle
    }
}

/// A puzzle line: 81 cells after optional leading whitespace.
fn parse_puzzle_line(line: &str, line_no: usize) -> Result<Grid, ParseError> {
    let body = line.trim_start();
    let mut digits = [0u8; 81];
    let mut found = 0usize;
    for (k, c) in body.chars().enumerate() {
        if c.is_whitespace() || (found == 81 && ends_cells(c)) {
            break; // the rest is a comment, or fields such as `:count:solution`
        }
        let Some(d) = cell_value(c) else {
            let indent = line.chars().count() - body.chars().count();
            return Err(ParseError {
                line: line_no,
                column: Some(indent + k + 1),
                kind: ParseErrorKind::UnexpectedCharacter(c),
            });
        };
        if found < 81 {
            digits[found] = d;
        }
        found += 1;
    }
    if found != 81 {
        return Err(ParseError {
            line: line_no,
            column: None,
            kind: ParseErrorKind::WrongLineLength { found },
        });
    }
    Ok(Grid::from_digits(digits))
}

/// The common case, without judging the line first: exactly 81 cell bytes
/// at the start, then the end of the line or a comment or field.
fn quick_puzzle_line(line: &[u8]) -> Option<Grid> {
    let cells = line.get(..81)?;
    if let Some(&next) = line.get(81)
        && !(next.is_ascii_whitespace() || matches!(next, b':' | b',' | b';'))
    {
        return None;
    }
    let mut digits = [0u8; 81];
    for (d, &b) in digits.iter_mut().zip(cells) {
        *d = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' | b'_' => 0,
            _ => return None,
        };
    }
    Some(Grid::from_digits(digits))
}

/// Puzzles read one at a time from any reader, so a file of a million
/// puzzles is never held in memory, and nothing is allocated per line.
/// Yields each puzzle with the line it starts on, or the error for that
/// line or grid; reading goes on after an error, so one bad line does not
/// hide the rest.
pub struct PuzzleReader<R> {
    lines: LineReader<R>,
    grid: GridRows,
    /// A second item one line produced (a grid cut short by a puzzle line).
    pending: Option<Parsed>,
    titles: Titles,
    /// Some item was returned: the input held more than titles.
    yielded: bool,
    done: bool,
}

impl<R: Read> PuzzleReader<R> {
    /// Reads puzzles from `input`.
    pub fn new(input: R) -> Self {
        PuzzleReader {
            lines: LineReader::new(input),
            grid: GridRows::new(),
            pending: None,
            titles: Titles {
                after_line: false,
                first: None,
            },
            yielded: false,
            done: false,
        }
    }

    /// True when the next puzzle can be read without waiting for the
    /// input (see [`LineReader::has_buffered`]).
    pub fn has_buffered(&self) -> bool {
        self.pending.is_some() || self.lines.has_buffered()
    }
}

/// Where a title line is skipped: at the start, after a blank line and
/// around grids (a header, a grid's name). Right after a puzzle line it is
/// reported, as a line of a puzzle file that is not a puzzle.
struct Titles {
    /// The last line read was a puzzle line (or a bad one outside a grid).
    after_line: bool,
    /// The first title skipped: reported when the input holds nothing else,
    /// so text that is no puzzle at all says what is wrong with it.
    first: Option<ParseError>,
}

/// A title as a line that is not a puzzle: its first character is wrong.
fn title_error(text: &str, line_no: usize) -> ParseError {
    let (k, c) = text
        .chars()
        .enumerate()
        .find(|(_, c)| !c.is_whitespace())
        .unwrap_or((0, ' '));
    ParseError {
        line: line_no,
        column: Some(k + 1),
        kind: ParseErrorKind::UnexpectedCharacter(c),
    }
}

/// What one line gives: at most two items (a grid cut short, returned, then
/// the line's own, left in `pending`).
fn take_line(
    grid: &mut GridRows,
    pending: &mut Option<Parsed>,
    titles: &mut Titles,
    line_no: usize,
    line: Result<&str, ParseError>,
) -> Option<Parsed> {
    let text = match line {
        Ok(text) => text,
        Err(e) if grid.under_way() => return grid.push(line_no, Err(e)),
        Err(e) => {
            titles.after_line = true;
            return Some(Err(e));
        }
    };
    let kind = line_kind(text);
    let after_line = std::mem::replace(&mut titles.after_line, kind == LineKind::Puzzle);
    match kind {
        LineKind::Comment => {
            titles.after_line = after_line;
            None
        }
        LineKind::Title if after_line && !grid.under_way() => {
            titles.after_line = true;
            Some(Err(title_error(text, line_no)))
        }
        LineKind::Title => {
            if titles.first.is_none() {
                titles.first = Some(title_error(text, line_no));
            }
            grid.cut_short()
        }
        LineKind::Blank => grid.cut_short(),
        LineKind::Separator => grid.separator(),
        LineKind::Row if grid.needs_separator() => {
            let cut = grid.cut_short();
            let own = grid.push(line_no, Ok(text));
            debug_assert!(own.is_none(), "a grid's first row completes nothing");
            cut
        }
        LineKind::Row => grid.push(line_no, Ok(text)),
        LineKind::Puzzle => {
            let own = parse_puzzle_line(text, line_no).map(|grid| (line_no, grid));
            match grid.cut_short() {
                Some(cut) => {
                    *pending = Some(own);
                    Some(cut)
                }
                None => Some(own),
            }
        }
    }
}

impl<R: Read> Iterator for PuzzleReader<R> {
    type Item = Parsed;

    fn next(&mut self) -> Option<Parsed> {
        let item = self.read_next();
        match item {
            Some(_) => self.yielded = true,
            None if !self.yielded => {
                self.yielded = true;
                return self.titles.first.take().map(Err);
            }
            None => {}
        }
        item
    }
}

impl<R: Read> PuzzleReader<R> {
    fn read_next(&mut self) -> Option<Parsed> {
        if let Some(item) = self.pending.take() {
            return Some(item);
        }
        while !self.done {
            let (line_no, line) = match self.lines.next_line() {
                None => {
                    self.done = true;
                    return self.grid.cut_short();
                }
                Some((line_no, Err(e))) => {
                    self.done = true;
                    let cut = self.grid.cut_short();
                    let failed = Err(ParseError {
                        line: line_no,
                        column: None,
                        kind: ParseErrorKind::Read(ReadFailure(Arc::new(e))),
                    });
                    return match cut {
                        Some(cut) => {
                            self.pending = Some(failed);
                            Some(cut)
                        }
                        None => Some(failed),
                    };
                }
                Some((line_no, Ok(line))) => (line_no, line),
            };
            let bytes = match line {
                Line::Text(bytes) => bytes,
                Line::TooLong { ended } => {
                    if !ended {
                        self.done = true;
                    }
                    let e = ParseError {
                        line: line_no,
                        column: None,
                        kind: ParseErrorKind::TooLong { ended },
                    };
                    let item = if !self.grid.under_way() {
                        Some(Err(e))
                    } else if ended {
                        self.grid.push(line_no, Err(e))
                    } else {
                        let pushed = self.grid.push(line_no, Err(e));
                        pushed.or_else(|| self.grid.cut_short())
                    };
                    match item {
                        Some(item) => return Some(item),
                        None => continue,
                    }
                }
            };
            let bytes = if line_no == 1 {
                bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)
            } else {
                bytes
            };
            if !self.grid.under_way()
                && let Some(grid) = quick_puzzle_line(bytes)
            {
                self.titles.after_line = true;
                return Some(Ok((line_no, grid)));
            }
            let text = std::str::from_utf8(bytes).map_err(|_| ParseError {
                line: line_no,
                column: None,
                kind: ParseErrorKind::NotUtf8,
            });
            if let Some(item) = take_line(
                &mut self.grid,
                &mut self.pending,
                &mut self.titles,
                line_no,
                text,
            ) {
                return Some(item);
            }
        }
        self.pending.take()
    }
}

/// Every puzzle in a text, in order, each with the line it starts on.
pub fn parse_puzzles(text: &str) -> Vec<Parsed> {
    PuzzleReader::new(text.as_bytes()).collect()
}

/// The first puzzle of a text: an 81-character line or a 9-line grid.
pub fn parse_grid(text: &str) -> Result<Grid, ParseError> {
    match PuzzleReader::new(text.as_bytes()).next() {
        Some(result) => result.map(|(_, grid)| grid),
        None => Err(ParseError {
            line: 0,
            column: None,
            kind: ParseErrorKind::NoPuzzle,
        }),
    }
}

#[cfg(test)]
mod tests;
