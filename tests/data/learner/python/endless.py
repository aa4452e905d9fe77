# Never ends: writes the same cell again and again.
class Solution:
    def solveSudoku(self, board):
        while True:
            board[0][2] = "1"
            board[0][2] = "."
