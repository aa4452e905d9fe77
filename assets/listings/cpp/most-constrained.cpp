// LeetCode 37, choosing the cell with the fewest candidates first.
// row[r][d]: digit d is used in row r; col, box alike.
bool row[9][10], col[9][10], box[9][10];

// The empty cell with the fewest candidates; ties: reading order.
bool fewestCandidates(vector<vector<char>>& board, int& r, int& c) {
    int best = 10;
    for (int i = 0; i < 81; i++) {
        int y = i / 9, x = i % 9, b = y / 3 * 3 + x / 3, n = 0;
        if (board[y][x] != '.') continue;
        for (int d = 1; d <= 9; d++)
            n += !row[y][d] && !col[x][d] && !box[b][d];
        if (n < best) { best = n; r = y; c = x; }  // fewer: take it
    }
    return best < 10;
}

bool dfs(vector<vector<char>>& board) {
    int r, c;
    if (!fewestCandidates(board, r, c))
        return true;            // none left: solved
    int b = r / 3 * 3 + c / 3;
    for (int d = 1; d <= 9; d++) {
        if (row[r][d] || col[c][d] || box[b][d])
            continue;           // d is used: reject
        row[r][d] = col[c][d] = box[b][d] = true;
        board[r][c] = '0' + d;  // mark and write
        if (dfs(board))         // one level deeper
            return true;
        row[r][d] = col[c][d] = box[b][d] = false;
        board[r][c] = '.';      // undo: unmark, clear
    }
    return false;               // dead end: backtrack
}

void solveSudoku(vector<vector<char>>& board) {
    markTheGivens(board);       // fill the tables
    if (!dfs(board)) noSolution();
}
