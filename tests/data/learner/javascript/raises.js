// Reads a row that is not there after two writes.
var solveSudoku = function (board) {
  board[0][2] = "1";
  board[0][3] = "2";
  return look(board, 9);
};

function look(board, r) {
  return board[r][0].length;
}
