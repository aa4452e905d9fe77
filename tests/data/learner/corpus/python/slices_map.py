# Copies made by slicing, list() and map: the search writes only into
# them, then puts the answer back with board[:] = ...
class Solution:
    def solveSudoku(self, board):
        work = list(map(list, board))
        extra = [row[:] for row in board]
        spare = [list(row) for row in extra]

        def valid(r, c, d):
            col = [work[k][c] for k in range(9)]
            box = [work[r - r % 3 + k // 3][c - c % 3 + k % 3] for k in range(9)]
            return d not in work[r] and d not in col and d not in box

        def go():
            for p in range(81):
                r, c = divmod(p, 9)
                if work[r][c] == ".":
                    for d in "123456789":
                        if valid(r, c, d):
                            work[r][c] = d
                            spare[r][c] = d
                            if go():
                                return True
                            work[r][c] = "."
                    return False
            return True

        go()
        board[:] = [row[:] for row in work]
