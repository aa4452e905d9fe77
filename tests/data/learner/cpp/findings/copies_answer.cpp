// copies-answer: the search works on a copy of the board and the whole
// copy is assigned back at the end; the board itself never sees a try.
class Solution {
    vector<vector<char>> work;

    bool fits(int r, int c, char d) {
        int top = r - r % 3, left = c - c % 3;
        for (int i = 0; i < 9; i++) {
            if (work[r][i] == d || work[i][c] == d) return false;
            if (work[top + i / 3][left + i % 3] == d) return false;
        }
        return true;
    }

    bool search(int at) {
        if (at == 81) return true;
        int r = at / 9, c = at % 9;
        if (work[r][c] != '.') return search(at + 1);
        for (char d = '1'; d <= '9'; d++) {
            if (!fits(r, c, d)) continue;
            work[r][c] = d;
            if (search(at + 1)) return true;
            work[r][c] = '.';
        }
        return false;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        work = board;
        search(0);
        board = work;
    }
};
