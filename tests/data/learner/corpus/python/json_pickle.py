# A JSON round trip and a pickle round trip are copies too: the search
# runs on the pickled one and its answer goes back through a swap of the
# board's contents (board[:] = ...).
import json
import pickle


class Solution:
    def solveSudoku(self, board):
        snapshot = json.loads(json.dumps(board))
        grid = pickle.loads(pickle.dumps(board))

        def can(r, c, d):
            for k in range(9):
                if grid[r][k] == d or grid[k][c] == d:
                    return False
                if grid[r // 3 * 3 + k // 3][c // 3 * 3 + k % 3] == d:
                    return False
            return True

        def rec(k):
            if k == 81:
                return True
            r, c = divmod(k, 9)
            if grid[r][c] != ".":
                return rec(k + 1)
            for d in "123456789":
                if can(r, c, d):
                    grid[r][c] = d
                    snapshot[r][c] = d
                    if rec(k + 1):
                        return True
                    grid[r][c] = "."
            return False

        rec(0)
        board[:] = grid
