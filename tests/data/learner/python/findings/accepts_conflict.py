# accepts-conflict: the scan-the-board check reads the row and forgets the
# column and the box, so a digit its box or column already holds is
# written, and the board fills up wrong.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def ok(r: int, c: int, d: str) -> bool:
            for i in range(9):
                if board[r][i] == d:
                    return False
            return True

        def solve() -> bool:
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for d in "123456789":
                            if ok(r, c, d):
                                board[r][c] = d
                                if solve():
                                    return True
                                board[r][c] = "."
                        return False
            return True

        solve()
