// Two writes, then a read past the end of a row.
class Solution {
public:
    void solveSudoku(vector<vector<char>>& board) {
        board[0][2] = '1';
        board[0][3] = '2';
        char past = board[0].at(9);
        board[0][4] = past;
    }
};
