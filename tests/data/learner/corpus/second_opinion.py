# sudoku-dfs's second opinion on a Python solution of the corpus: what the
# code really did, read from the inside, not from its writes.
#
# Run as: python3 second_opinion.py SOLUTION.py PUZZLE81
# The solution names, in a comment `# second opinion: row=R col=C digit=D
# [considers=legal]`, the expressions that give the cell and the digit it is
# trying, and marks with `# tries` the line where it tries one. The solver
# runs on a plain board (lists of plain lists, nothing of sudoku-dfs's
# harness) under sys.settrace, which stops only in the frames whose code
# holds the marked line. At each stop the try (row, column, digit) is
# recorded with whether the digit was legal on the board then (no other cell
# of its row, column or box holds it); the board is a list whose rows record
# their writes, so a try is "placed" when the next write to that cell is the
# digit, before the next try. It prints one JSON object:
#   tries           {"R C D": times} (0-based row and column, digit 1-9)
#   legal_refused   tries of a legal digit that were not placed
#   digit_writes    writes of a digit into a cell
#   considers       "all" (each digit is tried and checked) or "legal"
#                   (the code tries only the digits it found allowed)
import json
import re
import sys

path, puzzle = sys.argv[1], sys.argv[2]
source = open(path, encoding="utf-8").read()
spec = re.search(r"^# second opinion: (.*)$", source, re.M)
if spec is None:
    sys.exit("no '# second opinion:' line in " + path)
names = dict(part.split("=", 1) for part in spec.group(1).split())
marker = next(i + 1 for i, line in enumerate(source.splitlines()) if line.rstrip().endswith("# tries"))

# The last try not yet decided, and what was decided.
pending = None
tries = {}
legal_refused = 0
digit_writes = 0


def decide(placed):
    global pending, legal_refused
    if pending is not None and pending[3] and not placed:
        legal_refused += 1
    pending = None


class Row(list):
    __slots__ = ("r",)

    def __setitem__(self, c, v):
        global digit_writes
        list.__setitem__(self, c, v)
        if isinstance(c, int) and isinstance(v, str) and v in "123456789" and len(v) == 1:
            digit_writes += 1
            if pending is not None and (pending[0], pending[1], pending[2]) == (self.r, c % 9, int(v)):
                decide(True)


def row(r, cells):
    x = Row(cells)
    x.r = r
    return x


board = [row(r, puzzle[9 * r : 9 * r + 9]) for r in range(9)]


def legal(r, c, d):
    ch = str(d)
    for k in range(9):
        if (k != c and board[r][k] == ch) or (k != r and board[k][c] == ch):
            return False
        br, bc = r // 3 * 3 + k // 3, c // 3 * 3 + k % 3
        if (br, bc) != (r, c) and board[br][bc] == ch:
            return False
    return True


def local(frame, event, arg):
    global pending
    if event == "line" and frame.f_lineno == marker:
        env = dict(frame.f_globals)
        env.update(frame.f_locals)
        r, c, d = (int(eval(names[k], env)) for k in ("row", "col", "digit"))
        decide(False)
        key = "%d %d %d" % (r, c, d)
        tries[key] = tries.get(key, 0) + 1
        pending = (r, c, d, legal(r, c, d))
    return local


def marked(code):
    return code.co_filename == path and any(line == marker for _, _, line in code.co_lines())


def on_call(frame, event, arg):
    return local if marked(frame.f_code) else None


namespace = {"__name__": "solution"}
exec("from typing import *\nimport collections\nfrom collections import *\n", namespace)
code = compile(source, path, "exec")
exec(code, namespace)
solver = namespace["Solution"]().solveSudoku
sys.settrace(on_call)
try:
    solver(board)
finally:
    sys.settrace(None)
decide(False)
print(json.dumps({
    "tries": tries,
    "legal_refused": legal_refused,
    "digit_writes": digit_writes,
    "considers": names.get("considers", "all"),
}, sort_keys=True))
