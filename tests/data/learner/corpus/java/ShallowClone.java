// board.clone() is a shallow copy: its rows are the board's rows, so the
// search on it writes the board itself (and Trace shows it).
class Solution {
    public void solveSudoku(char[][] board) {
        char[][] g = board.clone();
        fill(g, 0);
    }

    private boolean fill(char[][] g, int p) {
        if (p == 81) return true;
        int r = p / 9, c = p % 9;
        if (g[r][c] != '.') return fill(g, p + 1);
        for (char d = '1'; d <= '9'; d++) {
            boolean clash = false;
            for (int k = 0; k < 9 && !clash; k++)
                clash = g[r][k] == d || g[k][c] == d || g[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] == d;
            if (clash) continue;
            g[r][c] = d;
            Trace.write(g, r, c);
            if (fill(g, p + 1)) return true;
            g[r][c] = '.';
            Trace.write(g, r, c);
        }
        return false;
    }
}
