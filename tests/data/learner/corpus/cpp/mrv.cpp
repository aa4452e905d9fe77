// Fewest candidates first (the first strict minimum in reading order),
// counted from bitmasks.
class Solution {
    int row[9] = {}, col[9] = {}, box[9] = {};
    int empties = 0;

    bool solve(vector<vector<char>>& board) {
        if (empties == 0) return true;
        int br = -1, bc = -1, best = 10;
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != '.') continue;
                int used = row[r] | col[c] | box[r / 3 * 3 + c / 3];
                int n = 9 - __builtin_popcount(used);
                if (n < best) best = n, br = r, bc = c;
            }
        int b = br / 3 * 3 + bc / 3;
        for (int d = 1; d <= 9; d++) {
            int m = 1 << (d - 1);
            if ((row[br] | col[bc] | box[b]) & m) continue;
            row[br] |= m; col[bc] |= m; box[b] |= m;
            board[br][bc] = '0' + d;
            empties--;
            if (solve(board)) return true;
            empties++;
            board[br][bc] = '.';
            row[br] &= ~m; col[bc] &= ~m; box[b] &= ~m;
        }
        return false;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == '.') { empties++; continue; }
                int m = 1 << (board[r][c] - '1');
                row[r] |= m; col[c] |= m; box[r / 3 * 3 + c / 3] |= m;
            }
        solve(board);
    }
};
