use std::io;

use super::*;
use crate::grid::MAX_LINE;

use crate::test_fixtures::{LEETCODE, LEETCODE_SOLUTION};

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
        "lines 1-7: expected 9 grid rows, found 7"
    );
}

#[test]
fn a_failed_read_is_reported_with_its_source_after_what_was_read() {
    /// One puzzle line, then a failure.
    struct Failing(bool);
    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if std::mem::replace(&mut self.0, true) {
                return Err(io::Error::from_raw_os_error(5));
            }
            let line = format!("{LEETCODE}\n");
            buf[..line.len()].copy_from_slice(line.as_bytes());
            Ok(line.len())
        }
    }
    let read: Vec<Parsed> = PuzzleReader::new(Failing(false)).collect();
    assert_eq!(read.len(), 2);
    assert!(read[0].is_ok());
    let e = read[1].as_ref().unwrap_err();
    // Our words, then the system's for EIO (whatever they are), no code.
    let eio = crate::format::io_error(&io::Error::from_raw_os_error(5));
    assert_eq!(e.to_string(), format!("line 2: could not read: {eio}"));
    let source = std::error::Error::source(e).expect("the io::Error");
    let source = source.downcast_ref::<io::Error>().expect("an io::Error");
    assert_eq!(source.raw_os_error(), Some(5), "{source}");
}

#[test]
fn no_puzzle_at_all() {
    assert_eq!(
        err("# nothing here\n\n"),
        "no puzzle found: expected an 81-character line or a 9-line grid"
    );
}

/// The LeetCode puzzle as 9 rows of a grid, with `|` and `---` separators
/// when `banded`.
fn grid_rows(puzzle: &str, banded: bool) -> Vec<String> {
    let mut out = Vec::new();
    for (r, row) in puzzle.as_bytes().chunks(9).enumerate() {
        if banded && (r == 3 || r == 6) {
            out.push("------+-------+------".to_string());
        }
        let row = std::str::from_utf8(row).unwrap();
        out.push(if banded {
            format!("{} | {} | {}", &row[..3], &row[3..6], &row[6..])
        } else {
            row.to_string()
        });
    }
    out
}

/// `Ok(line)` or `Err(message)` for each item.
fn items(text: &[u8]) -> Vec<Result<usize, String>> {
    PuzzleReader::new(text)
        .map(|item| item.map(|(line, _)| line).map_err(|e| e.to_string()))
        .collect()
}

const OTHER: &str =
    "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";

#[test]
fn a_bad_row_does_not_shift_the_grids_after_it() {
    let mut rows = grid_rows(LEETCODE, false);
    rows[3].pop(); // 8 cells
    let mut text = rows.join("\n");
    text.push('\n');
    text.push_str(&grid_rows(OTHER, false).join("\n"));
    let read = parse_puzzles(&text);
    assert_eq!(
        read[0].as_ref().unwrap_err().to_string(),
        "line 4: expected 9 cells in a grid row, found 8"
    );
    assert_eq!(read[1].as_ref().unwrap().0, 10);
    assert_eq!(read[1].as_ref().unwrap().1.to_line(), OTHER);
    assert_eq!(read.len(), 2);
}

#[test]
fn a_grid_cut_short_is_reported_with_its_lines_and_the_next_one_read() {
    // A missing row before a blank line.
    let mut first = grid_rows(LEETCODE, false);
    first.remove(4);
    let text = format!(
        "{}\n\n{}\n",
        first.join("\n"),
        grid_rows(OTHER, false).join("\n")
    );
    assert_eq!(
        items(text.as_bytes()),
        [
            Err("lines 1-8: expected 9 grid rows, found 8".to_string()),
            Ok(10)
        ]
    );
    // A missing row in grids with separators and nothing between them:
    // a separator out of place cuts the grid, and so does a row where
    // the separator after row 6 belongs.
    let mut first = grid_rows(LEETCODE, true);
    first.remove(1);
    let text = format!(
        "{}\n{}\n{}\n",
        first.join("\n"),
        grid_rows(OTHER, true).join("\n"),
        grid_rows(LEETCODE, true).join("\n")
    );
    let read = parse_puzzles(&text);
    assert!(read[0].is_err() && read[1].is_err(), "{read:?}");
    let good: Vec<(usize, String)> = read[2..]
        .iter()
        .map(|r| {
            let (line, grid) = r.as_ref().unwrap();
            (*line, grid.to_line())
        })
        .collect();
    assert_eq!(good, [(11, OTHER.to_string()), (22, LEETCODE.to_string())]);
}

#[test]
fn titles_and_headers_are_skipped_and_end_a_grid() {
    // Project Euler's layout: a title before each grid, no blank lines.
    let mut first = grid_rows(LEETCODE, false);
    first.pop();
    let text = format!(
        "Grid 01\n{}\nGrid 02\n{}\n",
        first.join("\n"),
        grid_rows(OTHER, false).join("\n")
    );
    assert_eq!(
        items(text.as_bytes()),
        [
            Err("lines 2-9: expected 9 grid rows, found 8".to_string()),
            Ok(11)
        ]
    );
    // The Kaggle CSV: a header, then `puzzle,solution` with 0 for empty.
    let solution = LEETCODE_SOLUTION;
    let zeros = LEETCODE.replace('.', "0");
    let text = format!("quizzes,solutions\n{zeros},{solution}\n{zeros},{solution}\n");
    let read = parse_puzzles(&text);
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].as_ref().unwrap().1.to_line(), LEETCODE);
    assert_eq!(read[1].as_ref().unwrap().0, 3);
}

#[test]
fn the_first_line_does_not_decide_the_format() {
    let text = format!(
        "{}\n{LEETCODE}\n{}\n{OTHER}\n",
        grid_rows(OTHER, true).join("\n"),
        grid_rows(LEETCODE, false).join("\n")
    );
    let lines: Vec<usize> = parse_puzzles(&text)
        .into_iter()
        .map(|r| r.unwrap().0)
        .collect();
    assert_eq!(lines, [1, 12, 13, 22]);
}

#[test]
fn a_byte_order_mark_and_lone_carriage_returns_are_read() {
    let text = format!("\u{feff}{LEETCODE}\r{OTHER}\r\r{LEETCODE}\r");
    assert_eq!(items(text.as_bytes()), [Ok(1), Ok(2), Ok(4)]);
    let grid = format!("\u{feff}{}", grid_rows(LEETCODE, true).join("\r"));
    assert_eq!(parse_grid(&grid).unwrap().to_line(), LEETCODE);
}

#[test]
fn a_line_that_is_not_utf8_is_reported_and_the_rest_read() {
    let mut text = Vec::new();
    for line in 1..=12 {
        if line == 10 {
            text.extend_from_slice(b"53..7\xff\xfe..\n");
        } else {
            text.extend_from_slice(format!("{LEETCODE}\n").as_bytes());
        }
    }
    let read = items(&text);
    assert_eq!(read.len(), 12);
    assert_eq!(read[9], Err("line 10: not UTF-8 text".to_string()));
    assert_eq!(read[11], Ok(12));
}

#[test]
fn an_over_long_line_is_reported_and_the_rest_read() {
    let mut text = format!("{LEETCODE}\n").into_bytes();
    text.extend(std::iter::repeat_n(b'5', 3 * MAX_LINE));
    text.extend_from_slice(format!("\n{OTHER}\n").as_bytes());
    assert_eq!(
        items(&text),
        [
            Ok(1),
            Err(format!(
                "line 2: longer than {MAX_LINE} bytes, not a puzzle"
            )),
            Ok(3)
        ]
    );
}

#[test]
fn an_endless_line_stops_with_one_message() {
    let endless = std::io::repeat(0).take(super::super::lines::MAX_SKIP * 2);
    let read: Vec<String> = PuzzleReader::new(endless)
        .map(|r| r.unwrap_err().to_string())
        .collect();
    assert_eq!(
        read,
        [format!(
            "line 1: longer than {MAX_LINE} bytes, not a puzzle; no line break follows, so reading stopped"
        )]
    );
}

mod random_bytes {
    use super::*;
    use proptest::prelude::*;

    /// One line of a random file: a valid puzzle, or noise.
    #[derive(Clone, Debug)]
    enum Piece {
        Puzzle(String),
        Noise(Vec<u8>),
    }

    fn piece() -> impl Strategy<Value = Piece> {
        prop_oneof![
            proptest::collection::vec(0u8..=9, 81)
                .prop_map(|d| Piece::Puzzle(d.iter().map(|&d| (b'0' + d) as char).collect())),
            // Any bytes: invalid UTF-8, NULs, lone CRs; sometimes huge.
            proptest::collection::vec(any::<u8>(), 0..200).prop_map(Piece::Noise),
            (any::<u8>(), MAX_LINE - 8..MAX_LINE + 200).prop_map(|(b, n)| Piece::Noise(vec![b; n])),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// No panic; every error names a line of the input; every valid
        /// puzzle line that stands alone (between line breaks, not inside
        /// a grid) is read, at its line.
        #[test]
        fn any_bytes_are_read_without_panic_and_puzzles_found(
            pieces in proptest::collection::vec(piece(), 0..12)
        ) {
            let mut text = Vec::new();
            for p in &pieces {
                match p {
                    Piece::Puzzle(s) => text.extend_from_slice(s.as_bytes()),
                    Piece::Noise(b) => text.extend_from_slice(b),
                }
                text.push(b'\n');
            }
            let total_lines = text.iter().filter(|&&b| b == b'\n' || b == b'\r').count();
            let read: Vec<Parsed> = PuzzleReader::new(&text[..]).collect();
            let mut found = std::collections::HashSet::new();
            for item in &read {
                match item {
                    Ok((line, _)) => { found.insert(*line); }
                    Err(e) => {
                        prop_assert!(e.line >= 1 && e.line <= total_lines.max(1), "{e}");
                        prop_assert!(e.to_string().starts_with("line"), "{e}");
                    }
                }
            }
            // The line a byte offset is on, counting line breaks as the
            // reader does (`\r\n` once).
            let line_at = |offset: usize| {
                let mut line = 1;
                for (i, &b) in text[..offset].iter().enumerate() {
                    let crlf = b == b'\n' && i > 0 && text[i - 1] == b'\r';
                    if b == b'\r' || (b == b'\n' && !crlf) {
                        line += 1;
                    }
                }
                line
            };
            let mut offset = 0;
            for p in &pieces {
                let len = match p {
                    Piece::Puzzle(s) => s.len(),
                    Piece::Noise(b) => b.len(),
                };
                if let Piece::Puzzle(_) = p {
                    let line = line_at(offset);
                    prop_assert!(found.contains(&line),
                        "puzzle at line {line} not read: {read:?}");
                }
                offset += len + 1;
            }
        }
    }
}
