// HashSets of chars per row, column and box.
use std::collections::HashSet;

impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut rows = vec![HashSet::new(); 9];
        let mut cols = vec![HashSet::new(); 9];
        let mut boxes = vec![HashSet::new(); 9];
        for r in 0..9 {
            for c in 0..9 {
                let v = board[r][c];
                if v != '.' {
                    rows[r].insert(v);
                    cols[c].insert(v);
                    boxes[r / 3 * 3 + c / 3].insert(v);
                }
            }
        }
        Self::fill(board, 0, &mut rows, &mut cols, &mut boxes);
    }

    fn fill(
        board: &mut Vec<Vec<char>>,
        p: usize,
        rows: &mut Vec<HashSet<char>>,
        cols: &mut Vec<HashSet<char>>,
        boxes: &mut Vec<HashSet<char>>,
    ) -> bool {
        if p == 81 {
            return true;
        }
        let (r, c) = (p / 9, p % 9);
        if board[r][c] != '.' {
            return Self::fill(board, p + 1, rows, cols, boxes);
        }
        let b = r / 3 * 3 + c / 3;
        for d in "123456789".chars() {
            if rows[r].contains(&d) || cols[c].contains(&d) || boxes[b].contains(&d) {
                continue;
            }
            board[r][c] = d;
            trace::write(board, r, c);
            rows[r].insert(d);
            cols[c].insert(d);
            boxes[b].insert(d);
            if Self::fill(board, p + 1, rows, cols, boxes) {
                return true;
            }
            board[r][c] = '.';
            trace::write(board, r, c);
            rows[r].remove(&d);
            cols[c].remove(&d);
            boxes[b].remove(&d);
        }
        false
    }
}
