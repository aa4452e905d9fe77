// A scan-the-board check and a found flag; the cell is cleared unless found.
class Solution {
    bool found = false;

    bool valid(vector<vector<char>>& b, int r, int c, char d) {
        for (int k = 0; k < 9; k++) {
            if (b[r][k] == d || b[k][c] == d) return false;
            if (b[3 * (r / 3) + k / 3][3 * (c / 3) + k % 3] == d) return false;
        }
        return true;
    }

    void dfs(vector<vector<char>>& b) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (b[r][c] != '.') continue;
                for (char d = '1'; d <= '9'; d++) {
                    if (!valid(b, r, c, d)) continue;
                    b[r][c] = d;
                    dfs(b);
                    if (found) return;
                    b[r][c] = '.';
                }
                return;
            }
        }
        found = true;
    }

public:
    void solveSudoku(vector<vector<char>>& board) { dfs(board); }
};
