# Fewest candidates first, with forward checking: each cell keeps a set of
# the digits its row, column and box leave it. Writing a digit strikes it
# from every empty peer; if some peer is left with nothing, the digit is
# taken back at once. The cell to fill is found with `<=`, so among cells
# with equally few candidates the last one in reading order wins.
# second opinion: row=r col=c digit=d considers=legal
class Solution:
    def solveSudoku(self, board):
        cells = [(r, c) for r in range(9) for c in range(9)]

        def peers(r, c):
            out = []
            for k in range(9):
                out.append((r, k))
                out.append((k, c))
                out.append((r // 3 * 3 + k // 3, c // 3 * 3 + k % 3))
            return [p for p in set(out) if p != (r, c)]

        near = {p: peers(*p) for p in cells}
        cand = {}
        for r, c in cells:
            if board[r][c] == ".":
                seen = {board[a][b] for a, b in near[(r, c)]}
                cand[(r, c)] = {d for d in range(1, 10) if str(d) not in seen}

        def pick():
            best = None
            for p in cells:
                if p in cand and (best is None or len(cand[p]) <= len(cand[best])):
                    best = p
            return best

        def solve():
            cell = pick()
            if cell is None:
                return True
            r, c = cell
            mine = cand.pop(cell)
            for d in sorted(mine):
                board[r][c] = str(d)  # tries
                struck = [p for p in near[cell] if p in cand and d in cand[p]]
                for p in struck:
                    cand[p].discard(d)
                if all(cand[p] for p in struck) and solve():
                    return True
                for p in struck:
                    cand[p].add(d)
                board[r][c] = "."
            cand[cell] = mine
            return False

        solve()
