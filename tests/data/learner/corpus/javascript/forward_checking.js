// Forward checking in reading order, looking before writing: a digit is
// written only if every empty cell of its row, column and box keeps a
// candidate; one that would wipe a peer out is passed over unwritten.
var solveSudoku = function (board) {
  const rows = Array.from({ length: 9 }, () => new Set());
  const cols = Array.from({ length: 9 }, () => new Set());
  const boxes = Array.from({ length: 9 }, () => new Set());
  const boxOf = (r, c) => Math.floor(r / 3) * 3 + Math.floor(c / 3);
  const free = (r, c, d) => !rows[r].has(d) && !cols[c].has(d) && !boxes[boxOf(r, c)].has(d);
  const holes = [];
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      const d = board[r][c];
      if (d === ".") holes.push([r, c]);
      else {
        rows[r].add(d);
        cols[c].add(d);
        boxes[boxOf(r, c)].add(d);
      }
    }
  const peers = (r, c) => {
    const out = [];
    for (let k = 0; k < 9; k++) {
      out.push([r, k], [k, c], [Math.floor(r / 3) * 3 + Math.floor(k / 3), Math.floor(c / 3) * 3 + (k % 3)]);
    }
    return out.filter(([pr, pc]) => !(pr === r && pc === c));
  };
  // Would d at (r, c) leave some empty peer with no candidate?
  const wipesOut = (r, c, d) =>
    peers(r, c).some(([pr, pc]) => {
      if (board[pr][pc] !== ".") return false;
      for (let e = 1; e <= 9; e++) {
        const ch = String(e);
        if (ch !== d && free(pr, pc, ch)) return false;
      }
      return true;
    });
  const solve = (i) => {
    if (i === holes.length) return true;
    const [r, c] = holes[i];
    for (let n = 1; n <= 9; n++) {
      const d = String(n);
      if (!free(r, c, d) || wipesOut(r, c, d)) continue;
      board[r][c] = d;
      rows[r].add(d);
      cols[c].add(d);
      boxes[boxOf(r, c)].add(d);
      if (solve(i + 1)) return true;
      board[r][c] = ".";
      rows[r].delete(d);
      cols[c].delete(d);
      boxes[boxOf(r, c)].delete(d);
    }
    return false;
  };
  solve(0);
};
