// LeetCode 37: the classic backtracking.
// row[r][d]: digit d is used in row r;
// col and box alike.
bool row[9][10], col[9][10], box[9][10];

bool dfs(vector<vector<char>>& board) {
  int r, c;  // the first empty cell in reading order
  if (!nextEmptyCell(board, r, c))
    return true;     // none left: solved
  int b = r / 3 * 3 + c / 3;
  for (int d = 1; d <= 9; d++) {
    if (row[r][d] || col[c][d] || box[b][d])
      continue;      // d is used: reject
    row[r][d] = col[c][d] = box[b][d] = true;
    board[r][c] = '0' + d;  // mark, write
    dfs(board);  // MISTAKE: the result is ignored
    row[r][d] = col[c][d] = box[b][d] = false;
    board[r][c] = '.';  // backtrack: unmark, clear
  }
  return false;  // dead end: back to caller
}

void solveSudoku(vector<vector<char>>& board) {
  markTheGivens(board);  // fill the tables
  if (!dfs(board)) noSolution();
}
