// Each level copies the board it was given (by value) and returns the
// solved copy; each row of the answer is swapped into the board.
class Solution {
    bool ok(const vector<vector<char>>& g, int r, int c, char d) {
        for (int k = 0; k < 9; k++)
            if (g[r][k] == d || g[k][c] == d || g[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] == d) return false;
        return true;
    }
    bool search(vector<vector<char>> g, vector<vector<char>>& out) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (g[r][c] != '.') continue;
                for (char d = '1'; d <= '9'; d++) {
                    if (!ok(g, r, c, d)) continue;
                    g[r][c] = d;
                    if (search(g, out)) return true;
                }
                return false;
            }
        out = g;
        return true;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        vector<vector<char>> out;
        search(board, out);
        for (int r = 0; r < 9; r++) std::swap(board[r], out[r]);
    }
};
