# The classic search with the digits tried from 9 down to 1.
# second opinion: row=r col=c digit=d
class Solution:
    def solveSudoku(self, board):
        def legal(r, c, d):
            for k in range(9):
                if board[r][k] == d or board[k][c] == d:
                    return False
                if board[3 * (r // 3) + k // 3][3 * (c // 3) + k % 3] == d:
                    return False
            return True

        def solve():
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for d in "987654321":
                            if legal(r, c, d):  # tries
                                board[r][c] = d
                                if solve():
                                    return True
                                board[r][c] = "."
                        return False
            return True

        solve()
