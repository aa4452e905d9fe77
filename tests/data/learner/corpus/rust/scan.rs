// A scan-the-board check; the first empty cell found from the top.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        Self::solve(board);
    }

    fn valid(board: &[Vec<char>], r: usize, c: usize, d: char) -> bool {
        (0..9).all(|k| {
            board[r][k] != d && board[k][c] != d && board[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] != d
        })
    }

    fn solve(board: &mut Vec<Vec<char>>) -> bool {
        for r in 0..9 {
            for c in 0..9 {
                if board[r][c] != '.' {
                    continue;
                }
                for d in '1'..='9' {
                    if !Self::valid(board, r, c, d) {
                        continue;
                    }
                    board[r][c] = d;
                    trace::write(board, r, c);
                    if Self::solve(board) {
                        return true;
                    }
                    board[r][c] = '.';
                    trace::write(board, r, c);
                }
                return false;
            }
        }
        true
    }
}
