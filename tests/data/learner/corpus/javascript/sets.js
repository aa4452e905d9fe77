// Sets per row, column and box; the empty cells in a list, in reading order.
var solveSudoku = function (board) {
  const rows = Array.from({ length: 9 }, () => new Set());
  const cols = Array.from({ length: 9 }, () => new Set());
  const boxes = Array.from({ length: 9 }, () => new Set());
  const empty = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const v = board[r][c];
      if (v === ".") empty.push([r, c]);
      else {
        rows[r].add(v);
        cols[c].add(v);
        boxes[Math.floor(r / 3) * 3 + Math.floor(c / 3)].add(v);
      }
    }
  }
  const fill = (i) => {
    if (i === empty.length) return true;
    const [r, c] = empty[i];
    const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    for (let n = 1; n <= 9; n++) {
      const d = String(n);
      if (rows[r].has(d) || cols[c].has(d) || boxes[b].has(d)) continue;
      board[r][c] = d;
      rows[r].add(d);
      cols[c].add(d);
      boxes[b].add(d);
      if (fill(i + 1)) return true;
      board[r][c] = ".";
      rows[r].delete(d);
      cols[c].delete(d);
      boxes[b].delete(d);
    }
    return false;
  };
  fill(0);
};
