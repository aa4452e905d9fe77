# Digits taken from a set difference: the order is the set's (the strings'
# hash order), not 1 to 9. The tables are restored correctly.
# second opinion: row=r col=c digit=d considers=legal
class Solution:
    def solveSudoku(self, board):
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        blanks = []
        for r in range(9):
            for c in range(9):
                v = board[r][c]
                if v == ".":
                    blanks.append((r, c))
                else:
                    rows[r].add(v)
                    cols[c].add(v)
                    boxes[r // 3 * 3 + c // 3].add(v)
        digits = set("123456789")

        def bt(i):
            if i == len(blanks):
                return True
            r, c = blanks[i]
            b = r // 3 * 3 + c // 3
            for d in digits - rows[r] - cols[c] - boxes[b]:
                board[r][c] = d  # tries
                rows[r].add(d)
                cols[c].add(d)
                boxes[b].add(d)
                if bt(i + 1):
                    return True
                rows[r].remove(d)
                cols[c].remove(d)
                boxes[b].remove(d)
                board[r][c] = "."
            return False

        bt(0)
