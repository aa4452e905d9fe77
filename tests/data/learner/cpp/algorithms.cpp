// What a learner's C++ does with rows besides `board[r][c] = d`: the
// standard algorithms on them, cells through iteration, a copied row
// (which is not the board), a cell copied from another, ++ and an int.
class Solution {
public:
    bool solveSudoku(vector<vector<char>>& board) {
        int dots = count(board[0].begin(), board[0].end(), '.');
        auto it = find(board[0].begin(), board[0].end(), '.');
        for (auto& row : board) for (auto& cell : row) if (cell == '.') { cell = '9'; cell = '.'; break; }
        vector<char> copy = board[1];
        copy[0] = '1';
        board[0][2] = board[0][0];
        board[0][2]++;
        board[0][2] = '0' + 1;
        sort(copy.begin(), copy.end());
        unordered_set<char> seen(board[2].begin(), board[2].end());
        return dots == 6 && seen.size() > 0 && it != board[0].end();
    }
};
