# keeps-going-after-solution: the recursion returns nothing and there is no
# found-flag, so the search goes on past the full board, takes every digit
# back, and leaves the board as it found it.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        empty = [(r, c) for r in range(9) for c in range(9) if board[r][c] == "."]

        def allowed(r, c, d):
            if any(board[r][i] == d for i in range(9)):
                return False
            if any(board[i][c] == d for i in range(9)):
                return False
            br, bc = 3 * (r // 3), 3 * (c // 3)
            return all(board[i][j] != d for i in range(br, br + 3) for j in range(bc, bc + 3))

        def fill(k):
            if k == len(empty):
                return
            r, c = empty[k]
            for d in "123456789":
                if allowed(r, c, d):
                    board[r][c] = d
                    fill(k + 1)
                    board[r][c] = "."

        fill(0)
