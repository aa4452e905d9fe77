# Fewest candidates first over a list of the empty cells: the chosen cell
# is swapped to the end of the list and popped, so ties fall in the order
# the swaps leave (a tie-break of its own).
# second opinion: row=r col=c digit=d
class Solution:
    def solveSudoku(self, board):
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        empty = []
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    empty.append((r, c))
                else:
                    d = board[r][c]
                    rows[r].add(d)
                    cols[c].add(d)
                    boxes[r // 3 * 3 + c // 3].add(d)

        def count(r, c):
            used = rows[r] | cols[c] | boxes[r // 3 * 3 + c // 3]
            return 9 - len(used)

        def dfs():
            if not empty:
                return True
            k = min(range(len(empty)), key=lambda i: count(*empty[i]))
            empty[k], empty[-1] = empty[-1], empty[k]
            r, c = empty.pop()
            b = r // 3 * 3 + c // 3
            for d in "123456789":
                if d in rows[r] or d in cols[c] or d in boxes[b]:  # tries
                    continue
                board[r][c] = d
                rows[r].add(d)
                cols[c].add(d)
                boxes[b].add(d)
                if dfs():
                    return True
                rows[r].remove(d)
                cols[c].remove(d)
                boxes[b].remove(d)
                board[r][c] = "."
            empty.append((r, c))
            empty[k], empty[-1] = empty[-1], empty[k]
            return False

        dfs()
