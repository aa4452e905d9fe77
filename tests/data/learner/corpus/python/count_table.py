# Count tables: how many of each digit a row, column and box holds.
# second opinion: row=r col=c digit=d
from collections import Counter


class Solution:
    def solveSudoku(self, board):
        rc = [Counter() for _ in range(9)]
        cc = [Counter() for _ in range(9)]
        bc = [Counter() for _ in range(9)]
        for r in range(9):
            for c in range(9):
                d = board[r][c]
                if d != ".":
                    rc[r][d] += 1
                    cc[c][d] += 1
                    bc[r // 3 * 3 + c // 3][d] += 1
        empties = [(r, c) for r in range(9) for c in range(9) if board[r][c] == "."]

        def solve(n):
            if n == len(empties):
                return True
            r, c = empties[n]
            b = r // 3 * 3 + c // 3
            for d in "123456789":
                if rc[r][d] + cc[c][d] + bc[b][d] > 0:  # tries
                    continue
                rc[r][d] += 1
                cc[c][d] += 1
                bc[b][d] += 1
                board[r][c] = d
                if solve(n + 1):
                    return True
                board[r][c] = "."
                rc[r][d] -= 1
                cc[c][d] -= 1
                bc[b][d] -= 1
            return False

        solve(0)
