# Fewest candidates first: every empty cell's candidates counted, the
# first cell (in reading order) with a strictly smaller count wins.
# second opinion: row=r col=c digit=d considers=legal
class Solution:
    def solveSudoku(self, board):
        def options(r, c):
            taken = set(board[r]) | {board[k][c] for k in range(9)}
            taken |= {board[r // 3 * 3 + k // 3][c // 3 * 3 + k % 3] for k in range(9)}
            return [d for d in "123456789" if d not in taken]

        def solve():
            best = None
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        opts = options(r, c)
                        if best is None or len(opts) < len(best[2]):
                            best = (r, c, opts)
            if best is None:
                return True
            r, c, opts = best
            for d in opts:
                board[r][c] = d  # tries
                if solve():
                    return True
                board[r][c] = "."
            return False

        solve()
