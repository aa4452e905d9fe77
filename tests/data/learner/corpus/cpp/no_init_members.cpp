// Bool tables as members with no initialiser: LeetCode value-initialises
// Solution (its driver writes `new Solution()`), so they start all false.
class Solution {
    bool row[9][10];
    bool col[9][10];
    bool box[9][10];
    vector<pair<int, int>> spaces;

    bool dfs(vector<vector<char>>& board, size_t k) {
        if (k == spaces.size()) return true;
        auto [r, c] = spaces[k];
        int b = r / 3 * 3 + c / 3;
        for (int d = 1; d <= 9; d++) {
            if (row[r][d] || col[c][d] || box[b][d]) continue;
            row[r][d] = col[c][d] = box[b][d] = true;
            board[r][c] = char('0' + d);
            if (dfs(board, k + 1)) return true;
            board[r][c] = '.';
            row[r][d] = col[c][d] = box[b][d] = false;
        }
        return false;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == '.') {
                    spaces.emplace_back(r, c);
                } else {
                    int d = board[r][c] - '0';
                    row[r][d] = col[c][d] = box[r / 3 * 3 + c / 3][d] = true;
                }
            }
        dfs(board, 0);
    }
};
