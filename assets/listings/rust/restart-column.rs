// The first seed's search as printed: the next cell is looked for from
// the cell just filled, every later row from that same column.
struct Tables { row: [[bool; 10]; 9], col: [[bool; 10]; 9], bx: [[bool; 10]; 9] }

fn dfs(board: &mut Board, t: &mut Tables, h: usize, l: usize) -> bool {
    for i in h..9 {
        for j in l..9 {                  // MISTAKE: j = l
            if board[i][j] != 0 {
                continue;
            }
            let b = i / 3 * 3 + j / 3;   // the next empty cell
            for d in 1..=9 {
                if t.row[i][d] || t.col[j][d] || t.bx[b][d] {
                    continue;            // d is used: reject
                }
                (t.row[i][d], t.col[j][d], t.bx[b][d]) = (true, true, true);
                board[i][j] = d as u8;   // mark, write
                if dfs(board, t, i, j) { // go deeper
                    return true;
                }
                (t.row[i][d], t.col[j][d], t.bx[b][d]) = (false, false, false);
                board[i][j] = 0;         // backtrack: unmark, clear
            }
            return false;                // dead end: back to caller
        }
    }
    true                                 // none found: "solved"
}

fn solve_sudoku(board: &mut Board) {
    let mut t = mark_the_givens(board); // fill the tables
    if !dfs(board, &mut t, 0, 0) {
        no_solution();
    }
}
