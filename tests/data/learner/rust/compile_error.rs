// A type that does not match on line 5.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        board[0][2] = '1';
        let n: u32 = "one";
        trace::write(board, 0, 2);
    }
}
