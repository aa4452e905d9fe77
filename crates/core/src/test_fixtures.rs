//! The puzzles the tests share, as text: one definition for the core's
//! unit tests and, through the `test-fixtures` feature, for every other
//! crate's tests and the integration tests. Each named puzzle is a line of
//! `assets/puzzles.txt` (a unit test in `puzzles` checks they agree), so a
//! test and the app's picker speak of the same grid.

/// The LeetCode 37 example: 4,208 placements for the row-major search.
pub const LEETCODE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The LeetCode example's only solution.
pub const LEETCODE_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// "No solution": the LeetCode example plus a 1 at r9c1, no clash, yet
/// unsolvable.
pub const LEETCODE_NO_SOLUTION: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..51...8..79";

/// "Several solutions": the LeetCode example without its 8 at r3c3
/// (eight solutions).
pub const LEETCODE_SEVERAL: &str =
    "53..7....6..195....9.....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// AI Escargot: 8,969 placements.
pub const ESCARGOT: &str =
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

/// Platinum Blonde: 1,114,771 placements.
pub const PLATINUM_BLONDE: &str =
    ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";

/// Anti brute force, made against row-major DFS: 69,175,316 placements.
pub const ANTI_BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
