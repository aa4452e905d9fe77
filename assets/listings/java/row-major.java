// LeetCode 37: the classic backtracking solution.
// row[r][d]: digit d is used in row r; col, box alike.
boolean[][] row = new boolean[9][10], col = new boolean[9][10],
            box = new boolean[9][10];

boolean dfs(char[][] board) {
    int[] rc = nextEmptyCell(board);
    if (rc == null)
        return true;                 // none left: solved
    int r = rc[0], c = rc[1], b = r / 3 * 3 + c / 3;
    for (int d = 1; d <= 9; d++) {
        if (row[r][d] || col[c][d] || box[b][d])
            continue;                // d is used: reject
        row[r][d] = col[c][d] = box[b][d] = true;
        board[r][c] = (char) ('0' + d);  // mark, write
        if (dfs(board))              // go deeper
            return true;
        row[r][d] = col[c][d] = box[b][d] = false;
        board[r][c] = '.';           // backtrack: unmark, clear
    }
    return false;                    // dead end: back to caller
}

public void solveSudoku(char[][] board) {
    markTheGivens(board);            // fill the tables
    if (!dfs(board)) noSolution();
}
