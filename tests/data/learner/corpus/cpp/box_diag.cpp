// Bool tables with one slip: the box is box[r / 3][c / 3] when marking but
// the check reads box[r / 3][r / 3], so it reads the wrong box.
class Solution {
    bool rows[9][10] = {}, cols[9][10] = {}, box[3][3][10] = {};

    bool dfs(vector<vector<char>>& board, int p) {
        if (p == 81) return true;
        int r = p / 9, c = p % 9;
        if (board[r][c] != '.') return dfs(board, p + 1);
        for (int d = 1; d <= 9; d++) {
            if (rows[r][d] || cols[c][d] || box[r / 3][r / 3][d]) continue;
            rows[r][d] = cols[c][d] = box[r / 3][c / 3][d] = true;
            board[r][c] = '0' + d;
            if (dfs(board, p + 1)) return true;
            board[r][c] = '.';
            rows[r][d] = cols[c][d] = box[r / 3][c / 3][d] = false;
        }
        return false;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                if (board[r][c] != '.') {
                    int d = board[r][c] - '0';
                    rows[r][d] = cols[c][d] = box[r / 3][c / 3][d] = true;
                }
        dfs(board, 0);
    }
};
