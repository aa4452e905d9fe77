# Singles propagation with a trail. After each guess, every cell left with
# one candidate and every digit left with one place in a row, column or box
# is written as a forced move, one at a time, looking again from the top
# of the board after each; an empty cell with no candidate fails the guess
# at once. The trail takes the forced moves back, the last first. Guesses
# go to the cell with the fewest candidates, digits in order.
# second opinion: row=r col=c digit=d considers=legal
class Solution:
    def solveSudoku(self, board):
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        units = [[(r, c) for c in range(9)] for r in range(9)]
        units += [[(r, c) for r in range(9)] for c in range(9)]
        units += [[(b // 3 * 3 + k // 3, b % 3 * 3 + k % 3) for k in range(9)] for b in range(9)]

        def put(r, c, d):
            board[r][c] = d  # tries
            rows[r].add(d)
            cols[c].add(d)
            boxes[r // 3 * 3 + c // 3].add(d)

        def take(r, c):
            d = board[r][c]
            board[r][c] = "."
            rows[r].discard(d)
            cols[c].discard(d)
            boxes[r // 3 * 3 + c // 3].discard(d)

        def cands(r, c):
            return set("123456789") - rows[r] - cols[c] - boxes[r // 3 * 3 + c // 3]

        def empties():
            return [(r, c) for r in range(9) for c in range(9) if board[r][c] == "."]

        def hidden_single():
            for unit in units:
                for d in "123456789":
                    spots = [(r, c) for r, c in unit if board[r][c] == "." and d in cands(r, c)]
                    if len(spots) == 1:
                        return spots[0][0], spots[0][1], d
            return None

        def propagate(trail):
            while True:
                open_cells = empties()
                if any(not cands(r, c) for r, c in open_cells):
                    return False
                found = None
                for r, c in open_cells:
                    left = cands(r, c)
                    if len(left) == 1:
                        found = (r, c, left.pop())
                        break
                if found is None:
                    found = hidden_single()
                if found is None:
                    return True
                r, c, d = found
                put(r, c, d)
                trail.append((r, c))

        def search():
            open_cells = empties()
            if not open_cells:
                return True
            r, c = min(open_cells, key=lambda p: len(cands(*p)))
            for d in sorted(cands(r, c)):
                put(r, c, d)
                trail = []
                if propagate(trail) and search():
                    return True
                for fr, fc in reversed(trail):
                    take(fr, fc)
                take(r, c)
            return False

        for r in range(9):
            for c in range(9):
                if board[r][c] != ".":
                    put(r, c, board[r][c])
        if propagate([]):
            search()
