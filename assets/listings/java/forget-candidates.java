// LeetCode 37 with forward checking: the classic
// backtracking, and the candidates kept too.
// row[r][d]: digit d is used in row r; col, box alike.
// cand[i][d]: digit d can still go in empty cell i.
boolean[][] row = new boolean[9][10], col = new boolean[9][10],
            box = new boolean[9][10], cand = new boolean[81][10];

boolean dfs(char[][] board) {
    if (wipedOut(board))             // an empty cell has no candidate:
        return false;                // wiped out, back to caller
    int[] rc = nextEmptyCell(board);
    if (rc == null)
        return true;                 // none left: solved
    int r = rc[0], c = rc[1], b = r / 3 * 3 + c / 3;
    for (int d = 1; d <= 9; d++) {
        if (row[r][d] || col[c][d] || box[b][d])
            continue;                // d is used: reject
        row[r][d] = col[c][d] = box[b][d] = true;
        board[r][c] = (char) ('0' + d);  // mark, write
        removeFromPeers(board, r, c, d); // d leaves the peers
        if (dfs(board))              // go deeper
            return true;
        row[r][d] = col[c][d] = box[b][d] = false;
        board[r][c] = '.';           // backtrack: unmark, clear
        // cand[p][d] = true;  MISTAKE: candidates kept out
    }
    return false;                    // dead end: back to caller
}

public void solveSudoku(char[][] board) {
    markTheGivens(board);            // fill the tables and candidates
    if (!dfs(board)) noSolution();
}
