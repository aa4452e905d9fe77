# Fewest candidates first with forward checking over a dict of candidate
# sets: placing a digit removes it from every peer's set, and a peer left
# with none fails at once. Digits in sorted order.
# second opinion: row=r col=c digit=d considers=legal
class Solution:
    def solveSudoku(self, board):
        peers = {}
        for r in range(9):
            for c in range(9):
                ps = set()
                for k in range(9):
                    ps.add((r, k))
                    ps.add((k, c))
                    ps.add((r // 3 * 3 + k // 3, c // 3 * 3 + k % 3))
                ps.discard((r, c))
                peers[(r, c)] = ps
        cand = {}
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    seen = {board[p][q] for p, q in peers[(r, c)]}
                    cand[(r, c)] = set("123456789") - seen

        def search():
            if not cand:
                return True
            (r, c) = min(cand, key=lambda p: (len(cand[p]), p))
            options = sorted(cand.pop((r, c)))
            for d in options:
                board[r][c] = d  # tries
                removed = []
                dead = False
                for p in peers[(r, c)]:
                    if p in cand and d in cand[p]:
                        cand[p].remove(d)
                        removed.append(p)
                        if not cand[p]:
                            dead = True
                if not dead and search():
                    return True
                for p in removed:
                    cand[p].add(d)
                board[r][c] = "."
            cand[(r, c)] = set(options)
            return False

        search()
