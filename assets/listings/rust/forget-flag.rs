// LeetCode 37: the classic backtracking solution.
// t.row[r][d]: digit d is used in row r; col, bx alike.
struct Tables { row: [[bool; 10]; 9], col: [[bool; 10]; 9], bx: [[bool; 10]; 9] }

fn dfs(board: &mut Board, t: &mut Tables) -> bool {
    let Some((r, c)) = next_empty_cell(board) else {
        return true;                 // none left: solved
    };
    let b = r / 3 * 3 + c / 3;
    for d in 1..=9 {
        if t.row[r][d] || t.col[c][d] || t.bx[b][d] {
            continue;                // d is used: reject
        }
        (t.row[r][d], t.col[c][d], t.bx[b][d]) = (true, true, true);
        board[r][c] = d as u8;       // mark, write
        dfs(board, t);               // MISTAKE: the result is ignored
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
