# odd-values: a correct search that writes the number d into the board
# instead of the character str(d) (and 0 to clear it), so LeetCode's board
# ends holding numbers.
class Solution:
    def solveSudoku(self, board):
        def fits(r, c, d):
            ch = str(d)
            for k in range(9):
                if str(board[r][k]) == ch or str(board[k][c]) == ch:
                    return False
                if str(board[r // 3 * 3 + k // 3][c // 3 * 3 + k % 3]) == ch:
                    return False
            return True

        def go():
            for r in range(9):
                for c in range(9):
                    if board[r][c] in (".", 0):
                        for d in range(1, 10):
                            if fits(r, c, d):
                                board[r][c] = d
                                if go():
                                    return True
                                board[r][c] = 0
                        return False
            return True

        go()
