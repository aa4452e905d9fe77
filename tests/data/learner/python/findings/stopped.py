# stopped: an iterative search over the empty cells that, going back,
# clears the cell before but forgets which digit it had there, so it tries
# the same digit again, and again: it never ends.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        empty = [(r, c) for r in range(9) for c in range(9) if board[r][c] == "."]

        def ok(r, c, d):
            for i in range(9):
                if board[r][i] == d or board[i][c] == d:
                    return False
                if board[r // 3 * 3 + i // 3][c // 3 * 3 + i % 3] == d:
                    return False
            return True

        k = 0
        while k < len(empty):
            r, c = empty[k]
            for d in "123456789":
                if ok(r, c, d):
                    board[r][c] = d
                    k += 1
                    break
            else:
                k -= 1
                pr, pc = empty[k]
                board[pr][pc] = "."
