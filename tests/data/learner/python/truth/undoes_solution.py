# The deeper call's result is ignored: the search reaches the solution,
# then takes every digit back and returns with the board as it was given.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def ok(r: int, c: int, d: str) -> bool:
            br, bc = r // 3 * 3, c // 3 * 3
            for i in range(9):
                if board[r][i] == d or board[i][c] == d:
                    return False
                if board[br + i // 3][bc + i % 3] == d:
                    return False
            return True

        def dfs(pos: int) -> bool:
            if pos == 81:
                return True
            r, c = divmod(pos, 9)
            if board[r][c] != ".":
                return dfs(pos + 1)
            for d in "123456789":
                if ok(r, c, d):
                    board[r][c] = d
                    dfs(pos + 1)
                    board[r][c] = "."
            return False

        dfs(0)
