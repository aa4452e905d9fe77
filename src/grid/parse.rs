//! Reading puzzles from text: 81-character lines (one puzzle per line) or
//! 9-line grids, with messages that say where and what went wrong.
//!
//! After the 81 cells of a line, whitespace, `:`, `,` or `;` starts a
//! comment or extra fields (`puzzle:solution_count`, as some sets have).
//!
//! The format is decided once, by the first line that is not blank or a
//! `#` comment: a line holding 20 or more cells is the line format, anything
//! shorter (a grid row, or a `---+---` separator) the grid format.

use std::fmt;
use std::io::BufRead;

use super::Grid;

/// What went wrong, and where: `line` is 1-based; `column`, when known,
/// counts characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub column: Option<usize>,
    pub kind: ParseErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    UnexpectedCharacter(char),
    WrongLineLength { found: usize },
    WrongRowLength { found: usize },
    MissingRows { found: usize },
    NoPuzzle,
    Read(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let ParseErrorKind::NoPuzzle = self.kind {
            return f.write_str("no puzzle found: expected an 81-character line or a 9-line grid");
        }
        write!(f, "line {}", self.line)?;
        if let Some(column) = self.column {
            write!(f, ", column {column}")?;
        }
        f.write_str(": ")?;
        match &self.kind {
            ParseErrorKind::UnexpectedCharacter(c) => {
                write!(
                    f,
                    "unexpected character {c:?}; a cell is 1-9, or . 0 _ when empty"
                )
            }
            ParseErrorKind::WrongLineLength { found } => {
                write!(f, "expected 81 cells, found {found}")
            }
            ParseErrorKind::WrongRowLength { found } => {
                write!(f, "expected 9 cells in a grid row, found {found}")
            }
            ParseErrorKind::MissingRows { found } => {
                write!(f, "expected 9 grid rows, found {found}")
            }
            ParseErrorKind::Read(e) => write!(f, "could not read: {e}"),
            ParseErrorKind::NoPuzzle => unreachable!(),
        }
    }
}

impl std::error::Error for ParseError {}

/// A digit for a cell character: `Some(0)` for an empty cell, `None` for
/// anything that is not a cell.
fn cell_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '.' | '0' | '_' => Some(0),
        _ => None,
    }
}

fn is_grid_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '|' | '+' | '-' | '=')
}

fn is_skipped(line: &str) -> bool {
    let t = line.trim_start();
    t.is_empty() || t.starts_with('#')
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Undecided,
    Lines,
    Grid,
}

/// Puzzles read one at a time from any buffered reader, so a file of a
/// million puzzles is never held in memory. Yields each puzzle with the
/// line it starts on, or the error for that puzzle; reading goes on after an
/// error, so one bad line does not hide the rest.
pub struct PuzzleReader<R> {
    input: R,
    line_no: usize,
    format: Format,
    buf: String,
    rows: Vec<u8>,
    rows_start: usize,
    done: bool,
}

impl<R: BufRead> PuzzleReader<R> {
    pub fn new(input: R) -> Self {
        PuzzleReader {
            input,
            line_no: 0,
            format: Format::Undecided,
            buf: String::new(),
            rows: Vec::with_capacity(81),
            rows_start: 0,
            done: false,
        }
    }

    fn parse_line_format(&self, line: &str) -> Result<Grid, ParseError> {
        let line_no = self.line_no;
        let body = line.trim_start();
        let offset = line.chars().count() - body.chars().count();
        let mut digits = [0u8; 81];
        let mut found = 0usize;
        for (k, c) in body.chars().enumerate() {
            if c.is_whitespace() || (found == 81 && matches!(c, ':' | ',' | ';')) {
                break; // the rest is a comment, or fields such as `:count:solution`
            }
            let Some(d) = cell_value(c) else {
                return Err(ParseError {
                    line: line_no,
                    column: Some(offset + k + 1),
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

    /// Adds one grid row to the puzzle being collected; returns the puzzle
    /// when this was its ninth row.
    fn push_grid_row(&mut self, line: &str) -> Option<Result<Grid, ParseError>> {
        if line.chars().all(is_grid_separator) {
            return None;
        }
        let mut row = Vec::with_capacity(9);
        for (k, c) in line.chars().enumerate() {
            if is_grid_separator(c) {
                continue;
            }
            match cell_value(c) {
                Some(d) => row.push(d),
                None => {
                    self.rows.clear();
                    return Some(Err(ParseError {
                        line: self.line_no,
                        column: Some(k + 1),
                        kind: ParseErrorKind::UnexpectedCharacter(c),
                    }));
                }
            }
        }
        if row.len() != 9 {
            self.rows.clear();
            return Some(Err(ParseError {
                line: self.line_no,
                column: None,
                kind: ParseErrorKind::WrongRowLength { found: row.len() },
            }));
        }
        if self.rows.is_empty() {
            self.rows_start = self.line_no;
        }
        self.rows.extend_from_slice(&row);
        if self.rows.len() == 81 {
            let digits: [u8; 81] = self.rows[..].try_into().expect("81 digits");
            self.rows.clear();
            return Some(Ok(Grid::from_digits(digits)));
        }
        None
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    /// The line the puzzle starts on, and the puzzle or what is wrong with it.
    type Item = Result<(usize, Grid), ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            self.buf.clear();
            match self.input.read_line(&mut self.buf) {
                Ok(0) => {
                    self.done = true;
                    if !self.rows.is_empty() {
                        let found = self.rows.len() / 9;
                        self.rows.clear();
                        return Some(Err(ParseError {
                            line: self.rows_start,
                            column: None,
                            kind: ParseErrorKind::MissingRows { found },
                        }));
                    }
                    return None;
                }
                Ok(_) => {}
                Err(e) => {
                    self.done = true;
                    return Some(Err(ParseError {
                        line: self.line_no + 1,
                        column: None,
                        kind: ParseErrorKind::Read(e.to_string()),
                    }));
                }
            }
            self.line_no += 1;
            let line = std::mem::take(&mut self.buf);
            let line_ref = line.trim_end_matches(['\n', '\r']);
            if is_skipped(line_ref) {
                self.buf = line;
                continue;
            }
            if self.format == Format::Undecided {
                let cells = line_ref.chars().filter(|&c| !is_grid_separator(c)).count();
                self.format = if cells >= 20 {
                    Format::Lines
                } else {
                    Format::Grid
                };
            }
            let result = match self.format {
                Format::Lines => Some(self.parse_line_format(line_ref)),
                _ => self.push_grid_row(line_ref),
            };
            let start = if self.format == Format::Grid {
                self.rows_start
            } else {
                self.line_no
            };
            self.buf = line;
            if let Some(result) = result {
                return Some(match result {
                    Ok(grid) => Ok((start, grid)),
                    Err(e) => Err(e),
                });
            }
        }
        None
    }
}

/// Every puzzle in a text, in order, each with the line it starts on.
pub fn parse_puzzles(text: &str) -> Vec<Result<(usize, Grid), ParseError>> {
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
mod tests {
    use super::*;

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn err(text: &str) -> String {
        parse_grid(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_a_line_with_any_empty_marker_and_a_comment() {
        let zeros = LEETCODE.replace('.', "0");
        let unders = LEETCODE.replace('.', "_");
        let g = parse_grid(LEETCODE).unwrap();
        assert_eq!(parse_grid(&zeros).unwrap(), g);
        assert_eq!(parse_grid(&unders).unwrap(), g);
        assert_eq!(
            parse_grid(&format!("{LEETCODE}   LeetCode 37 example")).unwrap(),
            g
        );
        assert_eq!(parse_grid(&format!("{LEETCODE}\r\n")).unwrap(), g);
        assert_eq!(parse_grid(&format!("{LEETCODE}:1:534678912")).unwrap(), g);
        assert!(parse_grid(&format!("{}:{}", &LEETCODE[..40], &LEETCODE[40..])).is_err());
    }

    #[test]
    fn reads_a_nine_line_grid_with_separators() {
        let text = "\
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
";
        assert_eq!(parse_grid(text).unwrap().to_line(), LEETCODE);
        let compact: String = LEETCODE
            .as_bytes()
            .chunks(9)
            .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
            .collect();
        assert_eq!(parse_grid(&compact).unwrap().to_line(), LEETCODE);
    }

    #[test]
    fn files_skip_comments_and_blank_lines_and_number_lines() {
        let text = format!(
            "# a comment\n\n{LEETCODE}\r\n\n{}\n",
            LEETCODE.replace('5', ".")
        );
        let all = parse_puzzles(&text);
        assert_eq!(all.len(), 2);
        assert_eq!(all[0].as_ref().unwrap().0, 3);
        assert_eq!(all[1].as_ref().unwrap().0, 5);
    }

    #[test]
    fn a_short_line_says_how_many_cells_it_has() {
        let text = format!("{LEETCODE}\n{LEETCODE}\n{}\n", &LEETCODE[..79]);
        let all = parse_puzzles(&text);
        assert_eq!(
            all[2].as_ref().unwrap_err().to_string(),
            "line 3: expected 81 cells, found 79"
        );
        assert!(all[0].is_ok() && all[1].is_ok());
        assert_eq!(
            err(&format!("{LEETCODE}1")),
            "line 1: expected 81 cells, found 82"
        );
    }

    #[test]
    fn a_bad_character_names_line_and_column() {
        let mut bad = LEETCODE.to_string();
        bad.replace_range(13..14, "x");
        assert_eq!(
            err(&bad),
            "line 1, column 14: unexpected character 'x'; a cell is 1-9, or . 0 _ when empty"
        );
        let indented = format!("  {bad}");
        assert!(err(&indented).starts_with("line 1, column 16: unexpected character 'x'"));
    }

    #[test]
    fn grid_errors_name_the_row_line() {
        let rows: Vec<String> = LEETCODE
            .as_bytes()
            .chunks(9)
            .map(|r| String::from_utf8(r.to_vec()).unwrap())
            .collect();
        let mut short = rows.clone();
        short[3].pop();
        assert_eq!(
            err(&short.join("\n")),
            "line 4: expected 9 cells in a grid row, found 8"
        );
        let mut bad = rows.clone();
        bad[1].replace_range(2..3, "?");
        assert_eq!(
            err(&bad.join("\n")),
            "line 2, column 3: unexpected character '?'; a cell is 1-9, or . 0 _ when empty"
        );
        assert_eq!(
            err(&rows[..7].join("\n")),
            "line 1: expected 9 grid rows, found 7"
        );
    }

    #[test]
    fn no_puzzle_at_all() {
        assert_eq!(
            err("# nothing here\n\n"),
            "no puzzle found: expected an 81-character line or a 9-line grid"
        );
    }
}
