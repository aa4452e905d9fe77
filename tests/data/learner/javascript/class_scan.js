// The classic search in LeetCode's class shape, checking by scanning the
// board (no tables), returning whether it filled the board; the file's
// own top level prints, exports and calls, as a learner's may.
class Solution {
  solveSudoku(board) {
    this.fill(board);
  }

  allowed(board, r, c, d) {
    for (let i = 0; i < 9; i++) {
      if (board[r][i] === d || board[i][c] === d) return false;
      const br = 3 * Math.floor(r / 3) + Math.floor(i / 3);
      const bc = 3 * Math.floor(c / 3) + (i % 3);
      if (board[br][bc] === d) return false;
    }
    return true;
  }

  fill(board) {
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        if (board[r][c] !== ".") continue;
        for (let n = 1; n <= 9; n++) {
          const d = String(n);
          if (!this.allowed(board, r, c, d)) continue;
          board[r][c] = d;
          if (this.fill(board)) return true;
          board[r][c] = ".";
        }
        return false;
      }
    }
    return true;
  }
}

console.log("my own test run");
process.stdout.write("written to stdout\n");
const mine = Array.from({ length: 9 }, () => Array(9).fill("."));
console.log(new Solution().allowed(mine, 0, 0, "1"));
module.exports = { Solution };
