// Bool tables, digits from 9 down to 1.
var solveSudoku = function (board) {
  const R = [], C = [], B = [];
  for (let i = 0; i < 9; i++) {
    R.push(new Array(10).fill(false));
    C.push(new Array(10).fill(false));
    B.push(new Array(10).fill(false));
  }
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++)
      if (board[r][c] !== ".") {
        const d = +board[r][c];
        R[r][d] = C[c][d] = B[3 * ~~(r / 3) + ~~(c / 3)][d] = true;
      }
  const go = (p) => {
    if (p === 81) return true;
    const r = ~~(p / 9), c = p % 9;
    if (board[r][c] !== ".") return go(p + 1);
    const b = 3 * ~~(r / 3) + ~~(c / 3);
    for (let d = 9; d >= 1; d--) {
      if (R[r][d] || C[c][d] || B[b][d]) continue;
      R[r][d] = C[c][d] = B[b][d] = true;
      board[r][c] = "" + d;
      if (go(p + 1)) return true;
      board[r][c] = ".";
      R[r][d] = C[c][d] = B[b][d] = false;
    }
    return false;
  };
  go(0);
};
