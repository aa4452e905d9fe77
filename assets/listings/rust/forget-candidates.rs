// LeetCode 37 with forward checking: the classic
// backtracking, and the candidates kept too.
// t.row[r][d]: digit d is used in row r; col, bx alike.
// t.cand[i][d]: digit d can still go in empty cell i.
struct Tables {
    row: [[bool; 10]; 9], col: [[bool; 10]; 9], bx: [[bool; 10]; 9],
    cand: [[bool; 10]; 81],
}

fn dfs(board: &mut Board, t: &mut Tables) -> bool {
    if wiped_out(board, t) {         // an empty cell has no candidate:
        return false;                // wiped out, back to caller
    }
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
        remove_from_peers(board, t, r, c, d); // d leaves the peers
        if dfs(board, t) {           // go deeper
            return true;
        }
        (t.row[r][d], t.col[c][d], t.bx[b][d]) = (false, false, false);
        board[r][c] = 0;             // backtrack: unmark, clear
        // t.cand[p][d] = true;  MISTAKE: candidates kept out
    }
    false                            // dead end: back to caller
}

fn solve_sudoku(board: &mut Board) {
    let mut t = mark_the_givens(board); // fill the tables and candidates
    if !dfs(board, &mut t) {
        no_solution();
    }
}
