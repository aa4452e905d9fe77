// Two writes, then an index past the end of a row.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        board[0][2] = '1';
        trace::write(board, 0, 2);
        board[0][3] = '2';
        trace::write(board, 0, 3);
        let c = board.len();
        board[0][c] = '3';
    }
}
