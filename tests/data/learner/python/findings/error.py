# error: the check turns each cell into a number to compare, and int('.')
# raises on the first empty cell it reads.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        self.solve(board)

    def valid(self, board, r, c, d):
        for i in range(9):
            if int(board[r][i]) == d:
                return False
        return True

    def solve(self, board):
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    for d in range(1, 10):
                        if self.valid(board, r, c, d):
                            board[r][c] = str(d)
                            if self.solve(board):
                                return True
                            board[r][c] = "."
                    return False
        return True
