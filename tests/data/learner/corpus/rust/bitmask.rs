// Bitmasks in arrays of u16, the empty cells in a Vec; a returned bool.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut rows = [0u16; 9];
        let mut cols = [0u16; 9];
        let mut boxes = [0u16; 9];
        let mut empty = Vec::new();
        for r in 0..9 {
            for c in 0..9 {
                match board[r][c].to_digit(10) {
                    Some(d) => {
                        rows[r] |= 1 << d;
                        cols[c] |= 1 << d;
                        boxes[r / 3 * 3 + c / 3] |= 1 << d;
                    }
                    None => empty.push((r, c)),
                }
            }
        }
        fn go(
            board: &mut Vec<Vec<char>>,
            empty: &[(usize, usize)],
            k: usize,
            rows: &mut [u16; 9],
            cols: &mut [u16; 9],
            boxes: &mut [u16; 9],
        ) -> bool {
            if k == empty.len() {
                return true;
            }
            let (r, c) = empty[k];
            let b = r / 3 * 3 + c / 3;
            for d in 1..=9u32 {
                let m = 1u16 << d;
                if (rows[r] | cols[c] | boxes[b]) & m != 0 {
                    continue;
                }
                rows[r] |= m;
                cols[c] |= m;
                boxes[b] |= m;
                board[r][c] = char::from_digit(d, 10).unwrap();
                trace::write(board, r, c);
                if go(board, empty, k + 1, rows, cols, boxes) {
                    return true;
                }
                board[r][c] = '.';
                trace::write(board, r, c);
                rows[r] &= !m;
                cols[c] &= !m;
                boxes[b] &= !m;
            }
            false
        }
        go(board, &empty, 0, &mut rows, &mut cols, &mut boxes);
    }
}
