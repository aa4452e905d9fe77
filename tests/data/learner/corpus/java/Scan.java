// A scan-the-board check, the first empty cell found from the top.
class Solution {
    public void solveSudoku(char[][] board) {
        solve(board);
    }

    private boolean valid(char[][] b, int r, int c, char d) {
        for (int k = 0; k < 9; k++) {
            if (b[r][k] == d || b[k][c] == d) return false;
            if (b[3 * (r / 3) + k / 3][3 * (c / 3) + k % 3] == d) return false;
        }
        return true;
    }

    private boolean solve(char[][] board) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != '.') continue;
                for (char d = '1'; d <= '9'; d++) {
                    if (!valid(board, r, c, d)) continue;
                    board[r][c] = d;
                    Trace.write(board, r, c);
                    if (solve(board)) return true;
                    board[r][c] = '.';
                    Trace.write(board, r, c);
                }
                return false;
            }
        }
        return true;
    }
}
