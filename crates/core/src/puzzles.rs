//! The named puzzles shipped in `assets/puzzles.txt`, each with a one-line
//! note: what the app's picker offers, and small test vectors for everyone.

use std::sync::OnceLock;

use crate::grid::{Grid, parse_grid};

/// The text of `assets/puzzles.txt`, built into the binary.
pub const PUZZLES_TXT: &str = include_str!("../../../assets/puzzles.txt");

/// A shipped puzzle: its name, a one-line note, and the grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedPuzzle {
    /// Its name (`AI Escargot`).
    pub name: &'static str,
    /// Where it comes from, or why it is shipped.
    pub note: &'static str,
    /// The puzzle.
    pub grid: Grid,
}

/// Every shipped puzzle, in the file's order (the LeetCode 37 example first).
pub fn all() -> &'static [NamedPuzzle] {
    static ALL: OnceLock<Vec<NamedPuzzle>> = OnceLock::new();
    ALL.get_or_init(|| {
        PUZZLES_TXT
            .lines()
            .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
            .map(parse_entry)
            .collect()
    })
}

#[cfg(any(test, feature = "test-fixtures"))]
/// The shipped puzzle with this name (case-insensitive).
pub fn by_name(name: &str) -> Option<&'static NamedPuzzle> {
    all().iter().find(|p| p.name.eq_ignore_ascii_case(name))
}

/// The built-in example the app opens on: the LeetCode 37 puzzle.
pub fn example() -> &'static NamedPuzzle {
    &all()[0]
}

/// `CELLS name | note`: the asset is part of the binary, so a malformed
/// line is a bug caught by the tests, not an input error.
fn parse_entry(line: &'static str) -> NamedPuzzle {
    let (cells, rest) = line
        .split_once(char::is_whitespace)
        .expect("a puzzle line has a name after its cells");
    let (name, note) = rest
        .split_once(" | ")
        .expect("a puzzle line has ` | ` between name and note");
    NamedPuzzle {
        name: name.trim(),
        note: note.trim(),
        grid: parse_grid(cells).expect("a shipped puzzle parses"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::count_solutions;
    use crate::tables::conflicts;
    use crate::test_fixtures::LEETCODE;

    #[test]
    fn every_shipped_puzzle_has_the_expected_number_of_solutions() {
        // (name, solutions counted up to 2, givens)
        let expected = [
            ("LeetCode 37 example", 1, 30),
            ("AI Escargot", 1, 23),
            ("Arto Inkala 2012", 1, 21),
            ("Red Dwarf", 1, 22),
            ("Easter Monster", 1, 21),
            ("Platinum Blonde", 1, 21),
            ("Anti brute force", 1, 17),
            ("Several solutions", 2, 29),
            ("No solution", 0, 31),
            ("Empty grid", 2, 0),
        ];
        let names: Vec<&str> = all().iter().map(|p| p.name).collect();
        let expected_names: Vec<&str> = expected.iter().map(|e| e.0).collect();
        assert_eq!(names, expected_names);
        for (name, solutions, givens) in expected {
            let p = by_name(name).unwrap();
            assert!(!p.note.is_empty(), "{name} has a note");
            // The picker gives a note 54 columns at 80x24, and the word
            // "conflict" is kept for the app's conflict messages.
            assert!(p.note.chars().count() <= 54, "{name}'s note is short");
            assert!(!p.note.contains("conflict"), "{name}'s note");
            assert!(
                conflicts(&p.grid).is_empty(),
                "{name} has no conflicting givens"
            );
            assert_eq!(count_solutions(&p.grid, 2), solutions, "{name}");
            assert_eq!(p.grid.given_count(), givens, "{name}");
        }
    }

    #[test]
    fn the_example_is_leetcode_37_and_the_file_reads_as_a_puzzle_file() {
        assert_eq!(example().grid.to_line(), LEETCODE);
        let read: Vec<Grid> = crate::grid::parse_puzzles(PUZZLES_TXT)
            .into_iter()
            .map(|r| r.unwrap().1)
            .collect();
        let shipped: Vec<Grid> = all().iter().map(|p| p.grid.clone()).collect();
        assert_eq!(read, shipped);
    }

    /// The tests' puzzles are the shipped ones they are named after.
    #[test]
    fn the_test_fixtures_are_the_shipped_puzzles() {
        use crate::test_fixtures::*;
        let named = [
            ("LeetCode 37 example", LEETCODE),
            ("No solution", LEETCODE_NO_SOLUTION),
            ("Several solutions", LEETCODE_SEVERAL),
            ("AI Escargot", ESCARGOT),
            ("Platinum Blonde", PLATINUM_BLONDE),
            ("Anti brute force", ANTI_BRUTE_FORCE),
        ];
        for (name, cells) in named {
            assert_eq!(by_name(name).unwrap().grid.to_line(), cells, "{name}");
        }
        let solution = crate::fast::solve(&parse_grid(LEETCODE).unwrap());
        assert_eq!(
            solution.map(|g| g.to_line()).as_deref(),
            Some(LEETCODE_SOLUTION)
        );
    }
}
