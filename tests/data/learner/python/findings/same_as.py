# same-as: the classic search as many learners first write it — the board
# itself is the only table: scan it for the first empty cell, try each digit
# its row, column and box do not hold, and return True up the recursion as
# soon as the board is full.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        self.solve(board)

    def valid(self, board, r, c, d):
        for i in range(9):
            if board[r][i] == d or board[i][c] == d:
                return False
        br, bc = r // 3 * 3, c // 3 * 3
        for i in range(br, br + 3):
            for j in range(bc, bc + 3):
                if board[i][j] == d:
                    return False
        return True

    def solve(self, board) -> bool:
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    for d in "123456789":
                        if self.valid(board, r, c, d):
                            board[r][c] = d
                            if self.solve(board):
                                return True
                            board[r][c] = "."
                    return False
        return True
