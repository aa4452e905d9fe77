// The classic LeetCode 37 search, in this project's words: fill the first
// empty cell in reading order with each digit its row, column and box
// allow, in order, and take it back when the rest cannot be filled.
class Solution {
    private final boolean[][] rows = new boolean[9][9];
    private final boolean[][] cols = new boolean[9][9];
    private final boolean[][] boxes = new boolean[9][9];

    public void solveSudoku(char[][] board) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != '.') {
                    int d = board[r][c] - '1';
                    rows[r][d] = cols[c][d] = boxes[r / 3 * 3 + c / 3][d] = true;
                }
            }
        }
        fill(board, 0);
    }

    private boolean fill(char[][] board, int k) {
        if (k == 81) return true;
        int r = k / 9, c = k % 9, b = r / 3 * 3 + c / 3;
        if (board[r][c] != '.') return fill(board, k + 1);
        for (int d = 0; d < 9; d++) {
            if (rows[r][d] || cols[c][d] || boxes[b][d]) continue;
            board[r][c] = (char) ('1' + d);
            Trace.write(board, r, c);
            rows[r][d] = cols[c][d] = boxes[b][d] = true;
            if (fill(board, k + 1)) return true;
            board[r][c] = '.';
            Trace.write(board, r, c);
            rows[r][d] = cols[c][d] = boxes[b][d] = false;
        }
        return false;
    }
}
