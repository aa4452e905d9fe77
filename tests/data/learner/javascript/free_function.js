// A top-level `function solveSudoku`, exported as LeetCode's own tests
// would import it.
function solveSudoku(board) {
  board[0][2] = "4";
  board[0][2] = ".";
  return true;
}

module.exports = solveSudoku;
