# returns-incomplete: the scan for the next cell starts at the row and the
# column of the cell just filled, so in the rows below it never looks left
# of that column; when the scan finds nothing it says "solved", with cells
# still empty.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def valid(r, c, d):
            for i in range(9):
                if board[r][i] == d or board[i][c] == d:
                    return False
                if board[3 * (r // 3) + i // 3][3 * (c // 3) + i % 3] == d:
                    return False
            return True

        def solve(h, l):
            for i in range(h, 9):
                for j in range(l, 9):
                    if board[i][j] == ".":
                        for d in "123456789":
                            if valid(i, j, d):
                                board[i][j] = d
                                if solve(i, j):
                                    return True
                                board[i][j] = "."
                        return False
            return True

        solve(0, 0)
