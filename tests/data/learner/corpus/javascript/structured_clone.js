// The search runs on structuredClone(board); the answer is written back a
// row at a time.
var solveSudoku = function (board) {
  const g = structuredClone(board);
  const fits = (r, c, d) => {
    for (let k = 0; k < 9; k++) {
      if (g[r][k] === d || g[k][c] === d) return false;
      if (g[3 * Math.floor(r / 3) + Math.floor(k / 3)][3 * Math.floor(c / 3) + (k % 3)] === d) return false;
    }
    return true;
  };
  const solve = () => {
    for (let r = 0; r < 9; r++)
      for (let c = 0; c < 9; c++) {
        if (g[r][c] !== ".") continue;
        for (const d of "123456789") {
          if (!fits(r, c, d)) continue;
          g[r][c] = d;
          if (solve()) return true;
          g[r][c] = ".";
        }
        return false;
      }
    return true;
  };
  solve();
  for (let r = 0; r < 9; r++) board[r] = g[r];
};
