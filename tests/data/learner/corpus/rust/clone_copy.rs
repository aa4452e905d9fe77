// The search runs on board.clone() (a deep copy in Rust) and traces its
// own writes to the copy, which are not the board's; the answer is then
// written into the board's empty cells one by one, each traced.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut g = board.clone();
        Self::go(&mut g, 0);
        for r in 0..9 {
            for c in 0..9 {
                if board[r][c] == '.' {
                    board[r][c] = g[r][c];
                    trace::write(board, r, c);
                }
            }
        }
    }

    fn ok(g: &[Vec<char>], r: usize, c: usize, d: char) -> bool {
        (0..9).all(|k| g[r][k] != d && g[k][c] != d && g[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] != d)
    }

    fn go(g: &mut Vec<Vec<char>>, p: usize) -> bool {
        if p == 81 {
            return true;
        }
        let (r, c) = (p / 9, p % 9);
        if g[r][c] != '.' {
            return Self::go(g, p + 1);
        }
        for d in '1'..='9' {
            if !Self::ok(g, r, c, d) {
                continue;
            }
            g[r][c] = d;
            trace::write(g, r, c);
            if Self::go(g, p + 1) {
                return true;
            }
            g[r][c] = '.';
            trace::write(g, r, c);
        }
        false
    }
}
