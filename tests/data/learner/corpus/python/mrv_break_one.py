# Fewest candidates first, but the scan stops at the first cell with one
# candidate: a tie broken its own way.
# second opinion: row=r col=c digit=d considers=legal
class Solution:
    def solveSudoku(self, board):
        def cands(r, c):
            out = []
            for d in "123456789":
                if all(board[r][k] != d and board[k][c] != d and board[r // 3 * 3 + k // 3][c // 3 * 3 + k % 3] != d for k in range(9)):
                    out.append(d)
            return out

        def pick():
            best = None
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        cs = cands(r, c)
                        if best is None or len(cs) < len(best[2]):
                            best = (r, c, cs)
                            if len(cs) <= 1:
                                return best
            return best

        def solve():
            spot = pick()
            if spot is None:
                return True
            r, c, cs = spot
            for d in cs:
                board[r][c] = d  # tries
                if solve():
                    return True
                board[r][c] = "."
            return False

        solve()
