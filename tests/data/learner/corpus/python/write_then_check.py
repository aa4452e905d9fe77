# Writes the digit first, then checks the board with it in place (the
# cell itself skipped), and clears it when it clashes.
# second opinion: row=r col=c digit=d
class Solution:
    def solveSudoku(self, board):
        def clashes(r, c):
            d = board[r][c]
            for k in range(9):
                if k != c and board[r][k] == d:
                    return True
                if k != r and board[k][c] == d:
                    return True
                br, bc = r // 3 * 3 + k // 3, c // 3 * 3 + k % 3
                if (br, bc) != (r, c) and board[br][bc] == d:
                    return True
            return False

        def solve():
            for r in range(9):
                for c in range(9):
                    if board[r][c] != ".":
                        continue
                    for d in "123456789":
                        board[r][c] = d  # tries
                        if not clashes(r, c) and solve():
                            return True
                        board[r][c] = "."
                    return False
            return True

        solve()
