// The first seed's search as printed: the next cell is looked for from
// the cell just filled, every later row from that same column.
boolean[][] row = new boolean[9][10], col = new boolean[9][10],
            box = new boolean[9][10];

boolean dfs(char[][] board, int h, int l) {
    for (int i = h; i < 9; i++)
        for (int j = l; j < 9; j++) {  // MISTAKE: j = l
            if (board[i][j] != '.') continue;
            int b = i / 3 * 3 + j / 3;  // the next empty cell
            for (int d = 1; d <= 9; d++) {
                if (row[i][d] || col[j][d] || box[b][d])
                    continue;           // d is used: reject
                row[i][d] = col[j][d] = box[b][d] = true;
                board[i][j] = (char) ('0' + d);  // mark, write
                if (dfs(board, i, j))   // go deeper
                    return true;
                row[i][d] = col[j][d] = box[b][d] = false;
                board[i][j] = '.';      // backtrack: unmark, clear
            }
            return false;               // dead end: back to caller
        }
    return true;                        // none found: "solved"
}

public void solveSudoku(char[][] board) {
    markTheGivens(board);               // fill the tables
    if (!dfs(board, 0, 0)) noSolution();
}
