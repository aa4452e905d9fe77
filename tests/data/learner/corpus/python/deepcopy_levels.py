# Each level searches on copy.deepcopy of the board it was given and
# returns the solved copy; only the answer is written back, whole.
import copy


class Solution:
    def solveSudoku(self, board):
        def ok(g, r, c, d):
            for k in range(9):
                if g[r][k] == d or g[k][c] == d:
                    return False
            r0, c0 = r // 3 * 3, c // 3 * 3
            for i in range(r0, r0 + 3):
                for j in range(c0, c0 + 3):
                    if g[i][j] == d:
                        return False
            return True

        def search(g):
            for r in range(9):
                for c in range(9):
                    if g[r][c] == ".":
                        for d in "123456789":
                            if ok(g, r, c, d):
                                nxt = copy.deepcopy(g)
                                nxt[r][c] = d
                                done = search(nxt)
                                if done is not None:
                                    return done
                        return None
            return g

        answer = search(copy.deepcopy(board))
        board[:] = answer
