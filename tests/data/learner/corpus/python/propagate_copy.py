# Constraint propagation on a copy: every cell with one candidate is
# filled on the copy before each guess; the answer goes back whole.
class Solution:
    def solveSudoku(self, board):
        def cands(g, r, c):
            used = set(g[r]) | {g[k][c] for k in range(9)}
            used |= {g[r // 3 * 3 + k // 3][c // 3 * 3 + k % 3] for k in range(9)}
            return [d for d in "123456789" if d not in used]

        def propagate(g):
            changed = True
            while changed:
                changed = False
                for r in range(9):
                    for c in range(9):
                        if g[r][c] == ".":
                            cs = cands(g, r, c)
                            if not cs:
                                return False
                            if len(cs) == 1:
                                g[r][c] = cs[0]
                                changed = True
            return True

        def solve(g):
            if not propagate(g):
                return None
            for r in range(9):
                for c in range(9):
                    if g[r][c] == ".":
                        for d in cands(g, r, c):
                            h = [row[:] for row in g]
                            h[r][c] = d
                            out = solve(h)
                            if out:
                                return out
                        return None
            return g

        answer = solve([row[:] for row in board])
        for r in range(9):
            board[r] = answer[r]
