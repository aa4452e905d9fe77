// Two writes, then an index past the end of a row.
class Solution {
    public void solveSudoku(char[][] board) {
        board[0][2] = '1';
        Trace.write(board, 0, 2);
        board[0][3] = '2';
        Trace.write(board, 0, 3);
        look(board, 9);
    }

    private char look(char[][] board, int c) {
        return board[0][c];
    }
}
