// A free `solve_sudoku` returning whether it filled the board, a `main` of
// the learner's own (set aside by the harness), and the tracer's stand-in
// pasted to run the file elsewhere (set aside under sudoku-dfs).
fn solve_sudoku(board: &mut Vec<Vec<char>>) -> bool {
    board[0][2] = '4';
    trace::write(board, 0, 2);
    println!("printed by the learner");
    board[0][2] = '.';
    trace::write(board, 0usize, 2i32);
    true
}

fn main() {
    let mut mine = vec![vec!['.'; 9]; 9];
    solve_sudoku(&mut mine);
    println!("the learner's own main ran");
}

#[cfg(not(sudoku_dfs))]
#[allow(dead_code)]
mod trace {
    pub fn write<R, C>(_board: &[Vec<char>], _row: R, _col: C) {}
}
