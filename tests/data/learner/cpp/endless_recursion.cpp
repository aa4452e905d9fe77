// Two writes, then a recursion that never ends: the stack overflows.
class Solution {
public:
    void solveSudoku(vector<vector<char>>& board) {
        board[0][2] = '1';
        board[0][3] = '2';
        fill(board, 0);
    }

private:
    // Each level keeps a table of its own, as a learner's copy of the
    // board would, so no compiler turns the recursion into a loop.
    int fill(vector<vector<char>>& board, int k) {
        volatile char seen[256];
        seen[k % 256] = board[0][k % 9];
        return fill(board, k + 1) + seen[k % 256];
    }
};
