# refuses-candidate: used-tables for rows, columns and boxes, marked when a
# digit is written but not unmarked when it is taken back, so a digit no
# unit holds any more is still refused.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [[False] * 10 for _ in range(9)]
        cols = [[False] * 10 for _ in range(9)]
        boxes = [[False] * 10 for _ in range(9)]
        for r in range(9):
            for c in range(9):
                if board[r][c] != ".":
                    d = int(board[r][c])
                    rows[r][d] = cols[c][d] = boxes[r // 3 * 3 + c // 3][d] = True

        def dfs(pos: int) -> bool:
            while pos < 81 and board[pos // 9][pos % 9] != ".":
                pos += 1
            if pos == 81:
                return True
            r, c = pos // 9, pos % 9
            b = r // 3 * 3 + c // 3
            for d in range(1, 10):
                if rows[r][d] or cols[c][d] or boxes[b][d]:
                    continue
                board[r][c] = str(d)
                rows[r][d] = cols[c][d] = boxes[b][d] = True
                if dfs(pos + 1):
                    return True
                board[r][c] = "."
            return False

        dfs(0)
