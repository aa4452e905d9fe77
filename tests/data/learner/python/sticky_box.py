# A search that forgets one thing when it takes a digit back: the cell is
# cleared and its row and column let the digit go, but the box keeps it
# marked. Later, a digit no cell of that box holds any more is refused.
class Solution:
    def solveSudoku(self, board):
        in_row = [[False] * 10 for _ in range(9)]
        in_col = [[False] * 10 for _ in range(9)]
        in_box = [[False] * 10 for _ in range(9)]
        for r in range(9):
            for c in range(9):
                if board[r][c] != ".":
                    v = int(board[r][c])
                    b = (r // 3) * 3 + c // 3
                    in_row[r][v] = in_col[c][v] = in_box[b][v] = True

        def fill(at):
            while at < 81 and board[at // 9][at % 9] != ".":
                at += 1
            if at == 81:
                return True
            r, c = divmod(at, 9)
            b = (r // 3) * 3 + c // 3
            for v in range(1, 10):
                if in_row[r][v] or in_col[c][v] or in_box[b][v]:
                    continue
                board[r][c] = str(v)
                in_row[r][v] = in_col[c][v] = in_box[b][v] = True
                if fill(at + 1):
                    return True
                board[r][c] = "."
                in_row[r][v] = in_col[c][v] = False  # the box keeps v
            print("no digit fits at", r + 1, c + 1)
            return False

        fill(0)
