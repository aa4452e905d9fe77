// LeetCode 37, choosing the cell with the fewest candidates first.
// t.row[r][d]: digit d is used in row r; col, bx alike.
struct Tables { row: [[bool; 10]; 9], col: [[bool; 10]; 9], bx: [[bool; 10]; 9] }

/// The empty cell with the fewest candidates; ties: reading order.
fn fewest_candidates(board: &Board, t: &Tables) -> Option<(usize, usize)> {
    let mut best = None;
    let mut fewest = 10;
    for (r, c) in (0..81).map(|i| (i / 9, i % 9)) {
        if board[r][c] != 0 {
            continue;
        }
        let b = r / 3 * 3 + c / 3;
        let n = (1..=9).filter(|&d| !(t.row[r][d] || t.col[c][d] || t.bx[b][d])).count();
        if n < fewest {              // fewer: take it
            (best, fewest) = (Some((r, c)), n);
        }
    }
    best
}

fn dfs(board: &mut Board, t: &mut Tables) -> bool {
    let Some((r, c)) = fewest_candidates(board, t) else {
        return true;                 // none left: solved
    };
    let b = r / 3 * 3 + c / 3;
    for d in 1..=9 {
        if t.row[r][d] || t.col[c][d] || t.bx[b][d] {
            continue;                // d is used: reject
        }
        (t.row[r][d], t.col[c][d], t.bx[b][d]) = (true, true, true);
        board[r][c] = d as u8;       // mark, write
        if dfs(board, t) {           // go deeper
            return true;
        }
        (t.row[r][d], t.col[c][d], t.bx[b][d]) = (false, false, false);
        board[r][c] = 0;             // backtrack: unmark, clear
    }
    false                            // dead end: back to caller
}

fn solve_sudoku(board: &mut Board) {
    let mut t = mark_the_givens(board); // fill the tables
    if !dfs(board, &mut t) {
        no_solution();
    }
}
