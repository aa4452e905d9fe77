// The search runs on a copy of the board; the answer goes back by swap.
class Solution {
    bool ok(const vector<vector<char>>& g, int r, int c, char d) {
        for (int k = 0; k < 9; k++)
            if (g[r][k] == d || g[k][c] == d || g[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] == d) return false;
        return true;
    }
    bool go(vector<vector<char>>& g, int p) {
        if (p == 81) return true;
        int r = p / 9, c = p % 9;
        if (g[r][c] != '.') return go(g, p + 1);
        for (char d = '1'; d <= '9'; d++) {
            if (!ok(g, r, c, d)) continue;
            g[r][c] = d;
            if (go(g, p + 1)) return true;
            g[r][c] = '.';
        }
        return false;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        vector<vector<char>> g = board;
        go(g, 0);
        swap(board, g);
    }
};
