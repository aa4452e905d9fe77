// A semicolon missing on line 5.
class Solution {
    public void solveSudoku(char[][] board) {
        board[0][2] = '1';
        Trace.write(board, 0, 2)
    }
}
