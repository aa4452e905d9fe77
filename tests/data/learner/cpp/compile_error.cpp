// A name never declared, on line 5.
class Solution {
public:
    void solveSudoku(vector<vector<char>>& board) {
        board[0][2] = digit;
    }
};
