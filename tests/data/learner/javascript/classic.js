// The classic LeetCode 37 search, in this project's words: fill the first
// empty cell in reading order with each digit its row, column and box
// allow, in order, and take it back when the rest cannot be filled.
/**
 * @param {character[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var solveSudoku = function (board) {
  const rows = [], cols = [], boxes = [];
  for (let i = 0; i < 9; i++) {
    rows.push(new Set());
    cols.push(new Set());
    boxes.push(new Set());
  }
  const empty = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const d = board[r][c];
      if (d === ".") {
        empty.push([r, c]);
      } else {
        rows[r].add(d);
        cols[c].add(d);
        boxes[Math.floor(r / 3) * 3 + Math.floor(c / 3)].add(d);
      }
    }
  }

  function fill(k) {
    if (k === empty.length) return true;
    const [r, c] = empty[k];
    const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    for (const d of "123456789") {
      if (rows[r].has(d) || cols[c].has(d) || boxes[b].has(d)) continue;
      board[r][c] = d;
      rows[r].add(d);
      cols[c].add(d);
      boxes[b].add(d);
      if (fill(k + 1)) return true;
      board[r][c] = ".";
      rows[r].delete(d);
      cols[c].delete(d);
      boxes[b].delete(d);
    }
    return false;
  }

  fill(0);
};
