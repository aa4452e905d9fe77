// bitset<10> per row and column, vector<bool> per box; scan for the next
// empty cell from the last one.
class Solution {
public:
    bitset<10> rows[9], cols[9];
    vector<vector<bool>> boxes = vector<vector<bool>>(9, vector<bool>(10, false));

    bool solve(vector<vector<char>>& board, int pos) {
        while (pos < 81 && board[pos / 9][pos % 9] != '.') pos++;
        if (pos == 81) return true;
        int r = pos / 9, c = pos % 9, b = (r / 3) * 3 + c / 3;
        for (int d = 1; d <= 9; ++d) {
            if (rows[r][d] || cols[c][d] || boxes[b][d]) continue;
            rows[r][d] = cols[c][d] = true;
            boxes[b][d] = true;
            board[r][c] = '0' + d;
            if (solve(board, pos + 1)) return true;
            board[r][c] = '.';
            rows[r][d] = cols[c][d] = false;
            boxes[b][d] = false;
        }
        return false;
    }

    void solveSudoku(vector<vector<char>>& board) {
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c)
                if (board[r][c] != '.') {
                    int d = board[r][c] - '0';
                    rows[r][d] = cols[c][d] = true;
                    boxes[(r / 3) * 3 + c / 3][d] = true;
                }
        solve(board, 0);
    }
};
