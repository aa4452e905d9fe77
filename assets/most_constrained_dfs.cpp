// Most-constrained: the classic search, but
// it fills the empty cell with the fewest
// candidates first (ties: reading order).
bool row[9][10], col[9][10], box[9][10];

bool fewestCandidates(vector<vector<char>>& g,
                      int& r, int& c) {
  int best = 10;  // more than any count
  for (int i = 0; i < 81; i++) {
    int y = i / 9, x = i % 9, b = y/3*3 + x/3;
    if (g[y][x] != '.') continue;
    int n = 0;  // digits no table holds
    for (int d = 1; d <= 9; d++)
      n += !row[y][d] && !col[x][d] && !box[b][d];
    if (n < best) { best = n; r = y; c = x; }
  }
  return best < 10;  // false: no empty cell
}

bool dfs(vector<vector<char>>& board) {
  int r, c;
  if (!fewestCandidates(board, r, c))
    return true;     // none left: solved
  int b = r / 3 * 3 + c / 3;
  for (int d = 1; d <= 9; d++) {
    if (row[r][d] || col[c][d] || box[b][d])
      continue;      // d is used: reject
    row[r][d] = col[c][d] = box[b][d] = true;
    board[r][c] = '0' + d;  // mark, write
    if (dfs(board))         // go deeper
      return true;
    row[r][d] = col[c][d] = box[b][d] = false;
    board[r][c] = '.';  // backtrack: unmark, clear
  }
  return false;  // dead end: back to caller
}

void solveSudoku(vector<vector<char>>& board) {
  markTheGivens(board);  // fill the tables
  if (!dfs(board)) noSolution();
}
