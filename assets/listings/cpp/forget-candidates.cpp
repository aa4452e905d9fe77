// LeetCode 37 with forward checking: the classic
// backtracking, and the candidates kept too.
// row[r][d]: digit d is used in row r; col and box alike.
// cand[i][d]: digit d can still go in empty cell i.
bool row[9][10], col[9][10], box[9][10], cand[81][10];

bool dfs(vector<vector<char>>& board) {
  if (wipedOut(board))  // an empty cell has no candidate:
    return false;       // wiped out, back to caller
  int r, c;  // the first empty cell in reading order
  if (!nextEmptyCell(board, r, c))
    return true;     // none left: solved
  int b = r / 3 * 3 + c / 3;
  for (int d = 1; d <= 9; d++) {
    if (row[r][d] || col[c][d] || box[b][d])
      continue;      // d is used: reject
    row[r][d] = col[c][d] = box[b][d] = true;
    board[r][c] = '0' + d;  // mark, write
    removeFromPeers(board, r, c, d);  // d leaves the peers
    if (dfs(board))         // go deeper
      return true;
    row[r][d] = col[c][d] = box[b][d] = false;
    board[r][c] = '.';  // backtrack: unmark, clear
    // cand[p][d] = true;  MISTAKE: candidates kept out
  }
  return false;  // dead end: back to caller
}

void solveSudoku(vector<vector<char>>& board) {
  markTheGivens(board);  // fill the tables and candidates
  if (!dfs(board)) noSolution();
}
