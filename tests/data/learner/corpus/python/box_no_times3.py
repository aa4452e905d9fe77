# A scan check that reads the wrong box: the box's first row is r // 3,
# not r // 3 * 3, so some digits the real box holds are accepted.
# second opinion: row=r col=c digit=d
class Solution:
    def solveSudoku(self, board):
        def ok(r, c, d):
            for k in range(9):
                if board[r][k] == d or board[k][c] == d:
                    return False
            br, bc = r // 3, c // 3 * 3
            for i in range(br, br + 3):
                for j in range(bc, bc + 3):
                    if board[i][j] == d:
                        return False
            return True

        def solve():
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for d in "123456789":
                            if ok(r, c, d):  # tries
                                board[r][c] = d
                                if solve():
                                    return True
                                board[r][c] = "."
                        return False
            return True

        solve()
