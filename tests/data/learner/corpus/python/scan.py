# No tables: each digit is checked by scanning its row, column and box on
# the board; the first empty cell is found by scanning from the top.
# second opinion: row=r col=c digit=ch
class Solution:
    def solveSudoku(self, board):
        self.backtrack(board)

    def is_valid(self, board, r, c, ch):
        for k in range(9):
            if board[r][k] == ch or board[k][c] == ch:
                return False
            if board[3 * (r // 3) + k // 3][3 * (c // 3) + k % 3] == ch:
                return False
        return True

    def backtrack(self, board):
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    for ch in "123456789":
                        if self.is_valid(board, r, c, ch):  # tries
                            board[r][c] = ch
                            if self.backtrack(board):
                                return True
                            board[r][c] = "."
                    return False
        return True
