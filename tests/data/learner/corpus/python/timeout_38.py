# Fills the first 38 empty cells with the smallest digit its row, column
# and box allow, then waits forever for something that never comes.
class Solution:
    def solveSudoku(self, board):
        writes = 0
        for r in range(9):
            for c in range(9):
                if board[r][c] != "." or writes == 38:
                    continue
                for d in "123456789":
                    if d in board[r]:  # tries
                        continue
                    if any(board[k][c] == d for k in range(9)):
                        continue
                    if any(board[r // 3 * 3 + k // 3][c // 3 * 3 + k % 3] == d for k in range(9)):
                        continue
                    board[r][c] = d
                    writes += 1
                    break
        while True:
            pass
