# The search runs on a copy made row by row (copy.copy of each row), and
# the answer is written back a row at a time by slice assignment.
import copy


class Solution:
    def solveSudoku(self, board):
        g = [copy.copy(row) for row in board]
        self.fill(g)
        for r in range(9):
            board[r][:] = g[r]

    def fill(self, g):
        for r in range(9):
            for c in range(9):
                if g[r][c] != ".":
                    continue
                for d in "123456789":
                    if self.free(g, r, c, d):
                        g[r][c] = d
                        if self.fill(g):
                            return True
                        g[r][c] = "."
                return False
        return True

    def free(self, g, r, c, d):
        if d in g[r]:
            return False
        if any(g[k][c] == d for k in range(9)):
            return False
        b = [g[r // 3 * 3 + i][c // 3 * 3 + j] for i in range(3) for j in range(3)]
        return d not in b
