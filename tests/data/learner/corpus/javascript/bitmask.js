// Bitmasks in three Int32Arrays; the next empty cell found by scanning.
function solveSudoku(board) {
  const row = new Int32Array(9), col = new Int32Array(9), box = new Int32Array(9);
  for (let i = 0; i < 81; i++) {
    const r = (i / 9) | 0, c = i % 9;
    if (board[r][c] !== ".") {
      const bit = 1 << (board[r][c].charCodeAt(0) - 48);
      row[r] |= bit; col[c] |= bit; box[((r / 3) | 0) * 3 + ((c / 3) | 0)] |= bit;
    }
  }
  function dfs(i) {
    while (i < 81 && board[(i / 9) | 0][i % 9] !== ".") i++;
    if (i === 81) return true;
    const r = (i / 9) | 0, c = i % 9, b = ((r / 3) | 0) * 3 + ((c / 3) | 0);
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << d;
      if ((row[r] | col[c] | box[b]) & bit) continue;
      row[r] |= bit; col[c] |= bit; box[b] |= bit;
      board[r][c] = String.fromCharCode(48 + d);
      if (dfs(i + 1)) return true;
      board[r][c] = ".";
      row[r] &= ~bit; col[c] &= ~bit; box[b] &= ~bit;
    }
    return false;
  }
  dfs(0);
}
