# Fewest candidates first over a dict of candidate sets, looking ahead
# before each write: a digit that would leave an empty peer with no
# candidate is skipped and never written. The cell is `min` of the dict by
# candidate count alone, so a tie goes to whichever cell the dict holds
# first, and a cell popped and put back goes to the end of the dict.
# second opinion: row=r col=c digit=d considers=legal
class Solution:
    def solveSudoku(self, board):
        def peers(r, c):
            s = set()
            for k in range(9):
                s.add((r, k))
                s.add((k, c))
                s.add((r // 3 * 3 + k // 3, c // 3 * 3 + k % 3))
            s.discard((r, c))
            return s

        around = {(r, c): peers(r, c) for r in range(9) for c in range(9)}
        cand = {}
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    taken = {board[a][b] for a, b in around[(r, c)]}
                    cand[(r, c)] = [d for d in "123456789" if d not in taken]

        def go():
            if not cand:
                return True
            cell = min(cand, key=lambda p: len(cand[p]))
            r, c = cell
            options = cand.pop(cell)
            for d in options:
                hit = [p for p in around[cell] if p in cand and d in cand[p]]
                if any(len(cand[p]) == 1 for p in hit):
                    continue
                for p in hit:
                    cand[p].remove(d)
                board[r][c] = d  # tries
                if go():
                    return True
                board[r][c] = "."
                for p in hit:
                    cand[p].append(d)
                    cand[p].sort()
            cand[cell] = options
            return False

        go()
