# overwrites-without-clearing: each next digit is written straight over the
# last one, and the cell is cleared only once every digit has failed.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def can(r, c, d):
            for k in range(9):
                if board[r][k] == d or board[k][c] == d:
                    return False
            r0, c0 = r - r % 3, c - c % 3
            for i in range(3):
                for j in range(3):
                    if board[r0 + i][c0 + j] == d:
                        return False
            return True

        def bt():
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for d in "123456789":
                            if can(r, c, d):
                                board[r][c] = d
                                if bt():
                                    return True
                        board[r][c] = "."
                        return False
            return True

        bt()
