// Copies by spread, slice, map and a JSON round trip; the search writes
// only into the JSON copy, and the answer is written back row by row.
function solveSudoku(board) {
  const a = board.map((row) => [...row]);
  const b = board.map((row) => row.slice());
  const g = JSON.parse(JSON.stringify(board));
  const can = (r, c, d) => {
    for (let k = 0; k < 9; k++) {
      if (g[r][k] === d || g[k][c] === d) return false;
      if (g[r - (r % 3) + Math.floor(k / 3)][c - (c % 3) + (k % 3)] === d) return false;
    }
    return true;
  };
  const rec = (p) => {
    if (p === 81) return true;
    const r = Math.floor(p / 9), c = p % 9;
    if (g[r][c] !== ".") return rec(p + 1);
    for (let d = 1; d <= 9; d++) {
      const ch = String(d);
      if (!can(r, c, ch)) continue;
      g[r][c] = ch;
      a[r][c] = ch;
      b[r][c] = ch;
      if (rec(p + 1)) return true;
      g[r][c] = ".";
    }
    return false;
  };
  rec(0);
  for (let r = 0; r < 9; r++) board[r] = g[r];
}
