// The classic search as a free function, checking by scanning the board,
// with the learner's own headers, `using namespace std` and a `main` that
// runs it on their own board (set aside by the harness).
#include <bits/stdc++.h>
#include <vector>
using namespace std;

bool allowed(const vector<vector<char>>& board, int r, int c, char d) {
    for (int i = 0; i < 9; i++) {
        if (board[r][i] == d || board[i][c] == d) return false;
        if (board[r / 3 * 3 + i / 3][c / 3 * 3 + i % 3] == d) return false;
    }
    return true;
}

bool fill(vector<vector<char>>& board) {
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            if (board[r][c] != '.') continue;
            for (char d = '1'; d <= '9'; d++) {
                if (!allowed(board, r, c, d)) continue;
                board[r][c] = d;
                if (fill(board)) return true;
                board[r][c] = '.';
            }
            return false;
        }
    }
    return true;
}

void solveSudoku(vector<vector<char>>& board) { fill(board); }

int main() {
    vector<vector<char>> mine(9, vector<char>(9, '.'));
    solveSudoku(mine);
    cout << "the learner's own main ran" << endl;
    return 0;
}
