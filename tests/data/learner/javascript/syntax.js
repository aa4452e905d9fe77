// A brace too many on line 4.
var solveSudoku = function (board) {
  board[0][2] = "1";
  }};
