class Solution:
    def solveSudoku(self, board):
        for r in range(9)
            pass
