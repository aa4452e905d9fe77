# Never clears the cell: the next digit is written over the last, and a
# cell where every digit fails keeps its last digit when the search goes
# back (the tables are restored; the board is not).
# second opinion: row=r col=c digit=d
class Solution:
    def solveSudoku(self, board):
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        holes = []
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    holes.append((r, c))
                else:
                    rows[r].add(board[r][c])
                    cols[c].add(board[r][c])
                    boxes[r // 3 * 3 + c // 3].add(board[r][c])

        def fill(i):
            if i == len(holes):
                return True
            r, c = holes[i]
            b = r // 3 * 3 + c // 3
            for d in "123456789":
                if d in rows[r] or d in cols[c] or d in boxes[b]:  # tries
                    continue
                board[r][c] = d
                rows[r].add(d)
                cols[c].add(d)
                boxes[b].add(d)
                if fill(i + 1):
                    return True
                rows[r].remove(d)
                cols[c].remove(d)
                boxes[b].remove(d)
            return False

        fill(0)
