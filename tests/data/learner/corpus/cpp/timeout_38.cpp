// Fills the first 38 empty cells with the smallest digit allowed, then
// spins forever (volatile, so the compiler keeps the loop).
class Solution {
public:
    void solveSudoku(vector<vector<char>>& board) {
        int writes = 0;
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != '.' || writes == 38) continue;
                for (char d = '1'; d <= '9'; d++) {
                    bool clash = false;
                    for (int k = 0; k < 9; k++)
                        if (board[r][k] == d || board[k][c] == d || board[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] == d) clash = true;
                    if (clash) continue;
                    board[r][c] = d;
                    writes++;
                    break;
                }
            }
        volatile bool forever = true;
        while (forever) {}
    }
};
