# Generators: the empty cells and each cell's candidates are yielded.
# second opinion: row=r col=c digit=d
class Solution:
    def solveSudoku(self, board):
        def empties():
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        yield r, c

        def allowed(r, c):
            for d in "123456789":
                seen = False  # tries
                for k in range(9):
                    if board[r][k] == d or board[k][c] == d or board[r // 3 * 3 + k // 3][c // 3 * 3 + k % 3] == d:
                        seen = True
                        break
                if not seen:
                    yield d

        def search():
            spot = next(empties(), None)
            if spot is None:
                return True
            r, c = spot
            for d in allowed(r, c):
                board[r][c] = d
                if search():
                    return True
                board[r][c] = "."
            return False

        search()
