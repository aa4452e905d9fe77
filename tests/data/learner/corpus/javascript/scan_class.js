// A class with a scan-the-board check and a found flag.
class Solution {
  solveSudoku(board) {
    this.found = false;
    this.search(board);
  }
  ok(board, r, c, d) {
    for (let k = 0; k < 9; k++) {
      if (board[r][k] === d || board[k][c] === d) return false;
      const br = 3 * Math.floor(r / 3) + Math.floor(k / 3);
      const bc = 3 * Math.floor(c / 3) + (k % 3);
      if (board[br][bc] === d) return false;
    }
    return true;
  }
  search(board) {
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        if (board[r][c] !== ".") continue;
        for (const d of "123456789") {
          if (!this.ok(board, r, c, d)) continue;
          board[r][c] = d;
          this.search(board);
          if (this.found) return;
          board[r][c] = ".";
        }
        return;
      }
    }
    this.found = true;
  }
}
