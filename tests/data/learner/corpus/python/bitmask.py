# Bitmasks: one int per row, column and box, bit d set when d is there.
# second opinion: row=r col=c digit=d
class Solution:
    def solveSudoku(self, board):
        rows = [0] * 9
        cols = [0] * 9
        boxes = [0] * 9
        for r in range(9):
            for c in range(9):
                if board[r][c] != ".":
                    bit = 1 << int(board[r][c])
                    rows[r] |= bit
                    cols[c] |= bit
                    boxes[r // 3 * 3 + c // 3] |= bit

        def dfs(pos):
            while pos < 81 and board[pos // 9][pos % 9] != ".":
                pos += 1
            if pos == 81:
                return True
            r, c = divmod(pos, 9)
            b = r // 3 * 3 + c // 3
            used = rows[r] | cols[c] | boxes[b]
            for d in range(1, 10):
                bit = 1 << d  # tries
                if used & bit:
                    continue
                rows[r] |= bit
                cols[c] |= bit
                boxes[b] |= bit
                board[r][c] = str(d)
                if dfs(pos + 1):
                    return True
                board[r][c] = "."
                rows[r] ^= bit
                cols[c] ^= bit
                boxes[b] ^= bit
            return False

        dfs(0)
