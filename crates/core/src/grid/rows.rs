//! A 9-line grid, taken row by row: where its rows end, and what cuts it
//! short.

use super::Grid;
use super::parse_error::{ParseError, ParseErrorKind, Parsed};

/// A digit for a cell character: `Some(0)` for an empty cell, `None` for
/// anything that is not a cell.
pub(super) fn cell_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '.' | '0' | '_' => Some(0),
        _ => None,
    }
}

pub(super) fn is_grid_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '|' | '+' | '-' | '=')
}

/// A 9-line grid being collected.
pub(super) struct GridRows {
    /// Rows taken so far, 0 when no grid is under way.
    rows: usize,
    first_line: usize,
    last_line: usize,
    /// A separator after row 3 seen: then one must follow row 6 too.
    banded: bool,
    /// Row 6 of a banded grid taken and its separator not yet seen.
    separator_due: bool,
    digits: [u8; 81],
    /// The first bad row; the grid still takes its 9 rows, so the grids
    /// after it keep their lines.
    error: Option<ParseError>,
}

impl GridRows {
    pub(super) fn new() -> Self {
        GridRows {
            rows: 0,
            first_line: 0,
            last_line: 0,
            banded: false,
            separator_due: false,
            digits: [0; 81],
            error: None,
        }
    }

    pub(super) fn under_way(&self) -> bool {
        self.rows > 0
    }

    /// Takes one row (or a line in a row's place that is bad); returns the
    /// grid when it was the ninth.
    pub(super) fn push(&mut self, line_no: usize, row: Result<&str, ParseError>) -> Option<Parsed> {
        if self.rows == 0 {
            self.first_line = line_no;
            self.banded = false;
            self.error = None;
        }
        self.last_line = line_no;
        let taken = row.and_then(|text| self.read_row(line_no, text));
        if let Err(e) = taken
            && self.error.is_none()
        {
            self.error = Some(e);
        }
        self.rows += 1;
        self.separator_due = self.banded && self.rows == 6;
        if self.rows < 9 {
            return None;
        }
        self.rows = 0;
        Some(match self.error.take() {
            Some(e) => Err(e),
            None => Ok((self.first_line, Grid::from_digits(self.digits))),
        })
    }

    fn read_row(&mut self, line_no: usize, text: &str) -> Result<(), ParseError> {
        let mut found = 0;
        for (k, c) in text.chars().enumerate() {
            if is_grid_separator(c) {
                continue;
            }
            let Some(d) = cell_value(c) else {
                return Err(ParseError {
                    line: line_no,
                    column: Some(k + 1),
                    kind: ParseErrorKind::UnexpectedCharacter(c),
                });
            };
            if found < 9 {
                self.digits[self.rows * 9 + found] = d;
            }
            found += 1;
        }
        if found != 9 {
            return Err(ParseError {
                line: line_no,
                column: None,
                kind: ParseErrorKind::WrongRowLength { found },
            });
        }
        Ok(())
    }

    /// A separator line: fine before a grid and after its rows 3 and 6;
    /// anywhere else it cuts the grid short.
    pub(super) fn separator(&mut self) -> Option<Parsed> {
        match self.rows {
            0 => None,
            6 => {
                self.separator_due = false;
                None
            }
            3 => {
                self.banded = true;
                None
            }
            _ => self.cut_short(),
        }
    }

    /// A row arriving where a banded grid needs its separator.
    pub(super) fn needs_separator(&self) -> bool {
        self.separator_due
    }

    /// The grid under way, if any, ended before its ninth row.
    pub(super) fn cut_short(&mut self) -> Option<Parsed> {
        if self.rows == 0 {
            return None;
        }
        let found = std::mem::take(&mut self.rows);
        self.separator_due = false;
        Some(Err(self.error.take().unwrap_or(ParseError {
            line: self.first_line,
            column: None,
            kind: ParseErrorKind::MissingRows {
                found,
                last_line: self.last_line,
            },
        })))
    }
}
