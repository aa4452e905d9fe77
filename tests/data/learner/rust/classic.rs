// The classic LeetCode 37 search, in this project's words: fill the first
// empty cell in reading order with each digit its row, column and box
// allow, in order, and take it back when the rest cannot be filled.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut used = Used {
            rows: [[false; 9]; 9],
            cols: [[false; 9]; 9],
            boxes: [[false; 9]; 9],
        };
        for r in 0..9 {
            for c in 0..9 {
                if board[r][c] != '.' {
                    let d = board[r][c] as usize - '1' as usize;
                    used.rows[r][d] = true;
                    used.cols[c][d] = true;
                    used.boxes[r / 3 * 3 + c / 3][d] = true;
                }
            }
        }
        Self::fill(board, &mut used, 0);
    }

    fn fill(board: &mut Vec<Vec<char>>, used: &mut Used, k: usize) -> bool {
        if k == 81 {
            return true;
        }
        let (r, c) = (k / 9, k % 9);
        let b = r / 3 * 3 + c / 3;
        if board[r][c] != '.' {
            return Self::fill(board, used, k + 1);
        }
        for d in 0..9 {
            if used.rows[r][d] || used.cols[c][d] || used.boxes[b][d] {
                continue;
            }
            board[r][c] = (b'1' + d as u8) as char;
            trace::write(board, r, c);
            used.rows[r][d] = true;
            used.cols[c][d] = true;
            used.boxes[b][d] = true;
            if Self::fill(board, used, k + 1) {
                return true;
            }
            board[r][c] = '.';
            trace::write(board, r, c);
            used.rows[r][d] = false;
            used.cols[c][d] = false;
            used.boxes[b][d] = false;
        }
        false
    }
}

struct Used {
    rows: [[bool; 9]; 9],
    cols: [[bool; 9]; 9],
    boxes: [[bool; 9]; 9],
}
