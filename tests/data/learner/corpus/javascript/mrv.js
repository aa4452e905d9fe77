// Fewest candidates first, the first strict minimum in reading order.
var solveSudoku = function (board) {
  const options = (r, c) => {
    const out = [];
    for (let d = 1; d <= 9; d++) {
      const ch = String(d);
      let free = true;
      for (let k = 0; k < 9 && free; k++) {
        if (board[r][k] === ch || board[k][c] === ch) free = false;
        else if (board[3 * Math.floor(r / 3) + Math.floor(k / 3)][3 * Math.floor(c / 3) + (k % 3)] === ch) free = false;
      }
      if (free) out.push(ch);
    }
    return out;
  };
  const solve = () => {
    let best = null;
    for (let r = 0; r < 9; r++)
      for (let c = 0; c < 9; c++)
        if (board[r][c] === ".") {
          const o = options(r, c);
          if (best === null || o.length < best.o.length) best = { r, c, o };
        }
    if (best === null) return true;
    for (const d of best.o) {
      board[best.r][best.c] = d;
      if (solve()) return true;
      board[best.r][best.c] = ".";
    }
    return false;
  };
  solve();
};
