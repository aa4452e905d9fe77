# The search runs on a deep copy and, on the way back up from the answer,
# each level writes its own cell into the board: the board sees the answer
# cell by cell, deepest first, and never a search.
import copy


class Solution:
    def solveSudoku(self, board):
        g = copy.deepcopy(board)
        holes = [(r, c) for r in range(9) for c in range(9) if g[r][c] == "."]

        def fits(r, c, d):
            for k in range(9):
                if g[r][k] == d or g[k][c] == d or g[r // 3 * 3 + k // 3][c // 3 * 3 + k % 3] == d:
                    return False
            return True

        def solve(i):
            if i == len(holes):
                return True
            r, c = holes[i]
            for d in "123456789":
                if fits(r, c, d):
                    g[r][c] = d
                    if solve(i + 1):
                        board[r][c] = d
                        return True
                    g[r][c] = "."
            return False

        solve(0)
