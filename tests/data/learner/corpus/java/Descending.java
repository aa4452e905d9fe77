// Bitmasks, digits from 9 down to 1.
class Solution {
    private final int[] row = new int[9], col = new int[9], box = new int[9];

    public void solveSudoku(char[][] board) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                if (board[r][c] != '.') {
                    int m = 1 << (board[r][c] - '0');
                    row[r] |= m;
                    col[c] |= m;
                    box[r / 3 * 3 + c / 3] |= m;
                }
        dfs(board, 0);
    }

    private boolean dfs(char[][] board, int i) {
        if (i == 81) return true;
        int r = i / 9, c = i % 9;
        if (board[r][c] != '.') return dfs(board, i + 1);
        int b = r / 3 * 3 + c / 3;
        for (int d = 9; d >= 1; d--) {
            int m = 1 << d;
            if (((row[r] | col[c] | box[b]) & m) != 0) continue;
            row[r] |= m;
            col[c] |= m;
            box[b] |= m;
            board[r][c] = (char) ('0' + d);
            Trace.write(board, r, c);
            if (dfs(board, i + 1)) return true;
            board[r][c] = '.';
            Trace.write(board, r, c);
            row[r] ^= m;
            col[c] ^= m;
            box[b] ^= m;
        }
        return false;
    }
}
