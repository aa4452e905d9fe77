# Bool arrays: used[row][digit], three tables of 9 x 10.
# second opinion: row=i col=j digit=k
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        in_row = [[False] * 10 for _ in range(9)]
        in_col = [[False] * 10 for _ in range(9)]
        in_box = [[False] * 10 for _ in range(9)]
        for i in range(9):
            for j in range(9):
                if board[i][j] != ".":
                    k = int(board[i][j])
                    in_row[i][k] = in_col[j][k] = in_box[i // 3 * 3 + j // 3][k] = True
        self.solve(board, 0, in_row, in_col, in_box)

    def solve(self, board, cell, in_row, in_col, in_box):
        if cell == 81:
            return True
        i, j = cell // 9, cell % 9
        if board[i][j] != ".":
            return self.solve(board, cell + 1, in_row, in_col, in_box)
        b = i // 3 * 3 + j // 3
        for k in range(1, 10):
            if in_row[i][k] or in_col[j][k] or in_box[b][k]:  # tries
                continue
            in_row[i][k] = in_col[j][k] = in_box[b][k] = True
            board[i][j] = str(k)
            if self.solve(board, cell + 1, in_row, in_col, in_box):
                return True
            board[i][j] = "."
            in_row[i][k] = in_col[j][k] = in_box[b][k] = False
        return False
