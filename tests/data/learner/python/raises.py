# Raises after two writes: an index one past the board's end.
class Solution:
    def solveSudoku(self, board):
        board[0][2] = "1"
        board[0][3] = "2"
        self.helper(board)

    def helper(self, board):
        return board[9][0]
