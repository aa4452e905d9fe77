# cell-order: fill the empty cell with the fewest candidates first (the
# first such cell in reading order), not the first empty cell.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def candidates(r, c):
            used = set(board[r]) | {board[i][c] for i in range(9)}
            br, bc = r // 3 * 3, c // 3 * 3
            used |= {board[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
            return [d for d in "123456789" if d not in used]

        def solve() -> bool:
            best = None
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        n = len(candidates(r, c))
                        if best is None or n < best[0]:
                            best = (n, r, c)
            if best is None:
                return True
            _, r, c = best
            for d in candidates(r, c):
                board[r][c] = d
                if solve():
                    return True
                board[r][c] = "."
            return False

        solve()
