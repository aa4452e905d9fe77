# copies-answer: the search runs on a grid of its own (ints, 0 for empty)
# and only the answer is written back, one whole row at a time. Nothing of
# the search touches the board itself, so sudoku-dfs sees only the copy.
class Solution:
    def solveSudoku(self, board):
        grid = [[int(ch) if ch != "." else 0 for ch in row] for row in board]

        def fits(r, c, d):
            top, left = 3 * (r // 3), 3 * (c // 3)
            for i in range(9):
                if grid[r][i] == d or grid[i][c] == d:
                    return False
                if grid[top + i // 3][left + i % 3] == d:
                    return False
            return True

        def search(at):
            if at == 81:
                return True
            r, c = divmod(at, 9)
            if grid[r][c]:
                return search(at + 1)
            for d in range(1, 10):
                if fits(r, c, d):
                    grid[r][c] = d
                    if search(at + 1):
                        return True
                    grid[r][c] = 0
            return False

        search(0)
        for r in range(9):
            board[r] = [str(d) for d in grid[r]]
