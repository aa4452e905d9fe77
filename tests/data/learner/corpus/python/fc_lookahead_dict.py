# Fewest candidates first over a dict of candidate sets, with forward
# checking before each write: a digit that would leave some empty peer
# with no candidate is passed over and never written. The candidates a
# digit took from its peers go back when the digit is taken back.
# second opinion: row=r col=c digit=d considers=legal
class Solution:
    def solveSudoku(self, board):
        def peers_of(r, c):
            top, left = r // 3 * 3, c // 3 * 3
            around = {(r, k) for k in range(9)} | {(k, c) for k in range(9)}
            around |= {(top + k // 3, left + k % 3) for k in range(9)}
            around.discard((r, c))
            return around

        peers = {(r, c): peers_of(r, c) for r in range(9) for c in range(9)}
        cand = {}
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    used = {board[p][q] for p, q in peers[(r, c)]}
                    cand[(r, c)] = set("123456789") - used

        def search():
            if not cand:
                return True
            cell = min(cand, key=lambda p: (len(cand[p]), p))
            r, c = cell
            options = cand.pop(cell)
            for d in sorted(options):
                hit = [p for p in peers[cell] if p in cand and d in cand[p]]
                if any(len(cand[p]) == 1 for p in hit):
                    continue  # some peer would be left with nothing
                for p in hit:
                    cand[p].remove(d)
                board[r][c] = d  # tries
                if search():
                    return True
                board[r][c] = "."
                for p in hit:
                    cand[p].add(d)
            cand[cell] = options
            return False

        search()
