# digit-order: the classic search, but trying the digits from 9 down to 1.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def ok(r, c, d):
            for i in range(9):
                if board[r][i] == d or board[i][c] == d:
                    return False
                if board[r // 3 * 3 + i // 3][c // 3 * 3 + i % 3] == d:
                    return False
            return True

        def solve():
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for d in "987654321":
                            if ok(r, c, d):
                                board[r][c] = d
                                if solve():
                                    return True
                                board[r][c] = "."
                        return False
            return True

        solve()
