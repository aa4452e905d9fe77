// The search runs on a deep copy (each row cloned) and reports its own
// writes to Trace (the copy's writes are not the board's); the answer is
// then copied back into the board's empty cells, one by one, each traced.
class Solution {
    public void solveSudoku(char[][] board) {
        char[][] g = new char[9][];
        for (int r = 0; r < 9; r++) g[r] = board[r].clone();
        go(g, 0);
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                if (board[r][c] == '.') {
                    board[r][c] = g[r][c];
                    Trace.write(board, r, c);
                }
    }

    private boolean ok(char[][] g, int r, int c, char d) {
        for (int k = 0; k < 9; k++)
            if (g[r][k] == d || g[k][c] == d || g[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] == d) return false;
        return true;
    }

    private boolean go(char[][] g, int p) {
        if (p == 81) return true;
        int r = p / 9, c = p % 9;
        if (g[r][c] != '.') return go(g, p + 1);
        for (char d = '1'; d <= '9'; d++) {
            if (!ok(g, r, c, d)) continue;
            g[r][c] = d;
            Trace.write(g, r, c);
            if (go(g, p + 1)) return true;
            g[r][c] = '.';
            Trace.write(g, r, c);
        }
        return false;
    }
}
