// Forward checking in reading order, with bitmask tables: a digit is
// written, then every empty cell of its row, column and box is looked at;
// if one is left with no candidate, the digit is taken back at once and
// the next one tried, without going deeper.
class Solution {
    int row[9] = {}, col[9] = {}, box[9] = {};
    vector<pair<int, int>> empty;

    int used(int r, int c) { return row[r] | col[c] | box[r / 3 * 3 + c / 3]; }

    void mark(int r, int c, int m) { row[r] ^= m; col[c] ^= m; box[r / 3 * 3 + c / 3] ^= m; }

    bool peerWipedOut(vector<vector<char>>& board, int r, int c) {
        for (int k = 0; k < 9; k++) {
            int pr[3] = {r, k, r / 3 * 3 + k / 3};
            int pc[3] = {k, c, c / 3 * 3 + k % 3};
            for (int j = 0; j < 3; j++) {
                if (board[pr[j]][pc[j]] != '.') continue;
                if (used(pr[j], pc[j]) == 0x1ff) return true;
            }
        }
        return false;
    }

    bool solve(vector<vector<char>>& board, int i) {
        if (i == (int)empty.size()) return true;
        auto [r, c] = empty[i];
        for (int d = 0; d < 9; d++) {
            int m = 1 << d;
            if (used(r, c) & m) continue;
            board[r][c] = '1' + d;
            mark(r, c, m);
            if (!peerWipedOut(board, r, c) && solve(board, i + 1)) return true;
            mark(r, c, m);
            board[r][c] = '.';
        }
        return false;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == '.') empty.push_back({r, c});
                else mark(r, c, 1 << (board[r][c] - '1'));
            }
        solve(board, 0);
    }
};
