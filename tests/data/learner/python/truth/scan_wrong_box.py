# A scan check whose box is read at r // 3, c // 3 (without * 3): it lets
# some digits its box already holds through.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def ok(r: int, c: int, d: str) -> bool:
            br, bc = r // 3, c // 3
            for i in range(9):
                if board[r][i] == d or board[i][c] == d:
                    return False
                if board[br + i // 3][bc + i % 3] == d:
                    return False
            return True

        def dfs() -> bool:
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for d in "123456789":
                            if ok(r, c, d):
                                board[r][c] = d
                                if dfs():
                                    return True
                                board[r][c] = "."
                        return False
            return True

        dfs()
