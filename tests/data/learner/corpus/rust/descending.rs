// Bool tables, digits from 9 down to 1.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut used = [[[false; 10]; 9]; 3];
        for r in 0..9 {
            for c in 0..9 {
                if let Some(d) = board[r][c].to_digit(10) {
                    let d = d as usize;
                    used[0][r][d] = true;
                    used[1][c][d] = true;
                    used[2][r / 3 * 3 + c / 3][d] = true;
                }
            }
        }
        Self::go(board, 0, &mut used);
    }

    fn go(board: &mut Vec<Vec<char>>, i: usize, used: &mut [[[bool; 10]; 9]; 3]) -> bool {
        if i == 81 {
            return true;
        }
        let (r, c) = (i / 9, i % 9);
        if board[r][c] != '.' {
            return Self::go(board, i + 1, used);
        }
        let b = r / 3 * 3 + c / 3;
        for d in (1..=9).rev() {
            if used[0][r][d] || used[1][c][d] || used[2][b][d] {
                continue;
            }
            used[0][r][d] = true;
            used[1][c][d] = true;
            used[2][b][d] = true;
            board[r][c] = (b'0' + d as u8) as char;
            trace::write(board, r, c);
            if Self::go(board, i + 1, used) {
                return true;
            }
            board[r][c] = '.';
            trace::write(board, r, c);
            used[0][r][d] = false;
            used[1][c][d] = false;
            used[2][b][d] = false;
        }
        false
    }
}
