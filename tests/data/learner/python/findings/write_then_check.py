# write-then-check: write the digit first, then check the board around it,
# and clear it again when it clashes.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def clashes(r, c):
            d = board[r][c]
            for i in range(9):
                if i != c and board[r][i] == d:
                    return True
                if i != r and board[i][c] == d:
                    return True
            for i in range(3 * (r // 3), 3 * (r // 3) + 3):
                for j in range(3 * (c // 3), 3 * (c // 3) + 3):
                    if (i, j) != (r, c) and board[i][j] == d:
                        return True
            return False

        def solve():
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for d in "123456789":
                            board[r][c] = d
                            if not clashes(r, c) and solve():
                                return True
                            board[r][c] = "."
                        return False
            return True

        solve()
