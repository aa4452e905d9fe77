# Fewest candidates first, ties broken by the last cell found (<=), not
# the first: still a most-constrained search.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def candidates(r: int, c: int) -> List[str]:
            used = set(board[r])
            used |= {board[i][c] for i in range(9)}
            br, bc = r // 3 * 3, c // 3 * 3
            used |= {board[br + i][bc + j] for i in range(3) for j in range(3)}
            return [d for d in "123456789" if d not in used]

        def dfs() -> bool:
            best = None
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        n = len(candidates(r, c))
                        if best is None or n <= best[0]:
                            best = (n, r, c)
            if best is None:
                return True
            _, r, c = best
            for d in candidates(r, c):
                board[r][c] = d
                if dfs():
                    return True
                board[r][c] = "."
            return False

        dfs()
