# Naked singles only, with a trail: after each guess the board is swept
# row by row, and every empty cell with a single candidate gets it; the
# sweep repeats until one changes nothing. A cell with no candidate fails
# the guess, and the trail clears what the sweeps wrote. Guesses go to the
# first empty cell in reading order.
class Solution:
    def solveSudoku(self, board):
        def cands(r, c):
            used = set(board[r]) | {board[k][c] for k in range(9)}
            top, left = r // 3 * 3, c // 3 * 3
            used |= {board[top + k // 3][left + k % 3] for k in range(9)}
            return [d for d in "123456789" if d not in used]

        def sweep(trail):
            changed = True
            while changed:
                changed = False
                for r in range(9):
                    for c in range(9):
                        if board[r][c] != ".":
                            continue
                        left = cands(r, c)
                        if not left:
                            return False
                        if len(left) == 1:
                            board[r][c] = left[0]
                            trail.append((r, c))
                            changed = True
            return True

        def search():
            for r in range(9):
                for c in range(9):
                    if board[r][c] == ".":
                        for d in cands(r, c):
                            board[r][c] = d
                            trail = []
                            if sweep(trail) and search():
                                return True
                            for tr, tc in reversed(trail):
                                board[tr][tc] = "."
                            board[r][c] = "."
                        return False
            return True

        if sweep([]):
            search()
