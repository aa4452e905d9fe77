# wrong-answer: solved right on a copy of the board, then copied back with
# the row and the column swapped — a valid grid, but the givens changed.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        grid = [list(row) for row in board]

        def ok(r, c, d):
            for i in range(9):
                if grid[r][i] == d or grid[i][c] == d:
                    return False
                if grid[r // 3 * 3 + i // 3][c // 3 * 3 + i % 3] == d:
                    return False
            return True

        def solve():
            for r in range(9):
                for c in range(9):
                    if grid[r][c] == ".":
                        for d in "123456789":
                            if ok(r, c, d):
                                grid[r][c] = d
                                if solve():
                                    return True
                                grid[r][c] = "."
                        return False
            return True

        solve()
        for r in range(9):
            for c in range(9):
                board[r][c] = grid[c][r]
