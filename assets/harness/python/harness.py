# sudoku-dfs's harness for a learner's Python solution of LeetCode 37.
#
# Run as: python3 -I -c HARNESS LEARNER_FILE PUZZLE81
# It loads the learner's file as LeetCode's runner would (typing's names and
# the usual modules already there, the file's own `if __name__ ==
# "__main__"` part set aside), gives the solver a board whose rows report
# every write, and reports on its standard output, one line each:
#   w R C V L      a write: row, column (0-based), value (1-9, '.', or '?'
#                  for anything else), the learner's line (0 if unknown)
#   copy L N       whole rows, the board, or a slice of a row assigned at line L; the N `w`
#                  lines that follow are the cells it changed
#   board S        the board at the end, 81 characters ('?' for odd values)
#   returned REPR  the solver returned (repr of the value, one line)
#   raised MSG     the solver raised; then `at L` per frame in the
#                  learner's file, innermost last
#   syntax L MSG   the file does not compile
#   nosolver       no solveSudoku / solve_sudoku found
# What the learner prints (stdout and stderr alike) goes to stderr, so it
# can never be mistaken for the report.
import os
import sys

_report = os.fdopen(os.dup(1), "w", buffering=1 << 16)
os.dup2(2, 1)
sys.stdout = sys.stderr

_path = sys.argv[1]
_puzzle = sys.argv[2]
_getframe = sys._getframe
_write = _report.write


# Nothing the learner's program wrote is lost: at the time limit sudoku-dfs
# sends SIGTERM and waits a moment, and `os._exit` skips every handler, so
# both write out what the report holds first.
# A fork of the learner's holds a copy of the buffer: only the harness's
# own process writes it out, or its writes would be reported twice.
def _flush_and_exit(code):
    if os.getpid() == _harness_pid:
        try:
            _report.flush()
        except BaseException:
            pass
    _os_exit(code)


_harness_pid = os.getpid()
_os_exit = os._exit
os._exit = _flush_and_exit


def _on_term(signum, frame):
    _flush_and_exit(128 + signum)


import signal as _signal

_signal.signal(_signal.SIGTERM, _on_term)


def _value_char(v):
    if isinstance(v, str) and len(v) == 1 and (v == "." or "1" <= v <= "9"):
        return v
    return "?"


# What a write to column c of value v says, but for its line: "w R C V ",
# one table per row, so the usual write costs two lookups, not a format.
_DIGITS = "123456789."
_set = list.__setitem__
# The learner's line of each call site, by code object and instruction:
# reading f_lineno decodes the code's line table, which costs more than
# the rest of a write together.
_lines = {}


def _prefixes(r):
    return [{v: "w %d %d %s " % (r, c, v) for v in _DIGITS} for c in range(9)]


class _Row(list):
    """A row of the board that reports each assignment to one of its cells."""

    __slots__ = ("_r", "_p")

    def __setitem__(self, key, value):
        # The prefix is looked up before the assignment, so that a slice
        # (which has none) can still see what the cells held before.
        try:
            prefix = self._p[key][value]
        except (KeyError, IndexError, TypeError):
            return self._odd(key, value)
        _set(self, key, value)
        frame = _getframe(1)
        try:
            line = _lines[frame.f_code, frame.f_lasti]
        except KeyError:
            here = frame.f_code.co_filename == _path
            line = _lines[frame.f_code, frame.f_lasti] = "%d\n" % ((frame.f_lineno or 0) if here else 0)
        _write(prefix + line)

    # A copy of a row, however made (copy.copy, copy.deepcopy, pickle), is
    # a plain list: it is not the board, and its writes are not the board's.
    def __reduce_ex__(self, protocol):
        return (list, (list(self),))

    def __reduce__(self):
        return (list, (list(self),))

    def _odd(self, key, value):
        """A slice, or a value that is not one of 1-9 and '.'."""
        frame = _getframe(2)
        line = (frame.f_lineno or 0) if frame.f_code.co_filename == _path else 0
        if isinstance(key, slice):
            # Cells assigned together (`board[r][:] = answer[r]`) are an
            # answer written back from somewhere else, as a whole row is:
            # a `copy` with the cells it changed.
            before = list(self)
            _set(self, key, value)
            writes = []
            for c in range(min(9, len(self))):
                v = list.__getitem__(self, c)
                if c >= len(before) or v != before[c] or type(v) is not type(before[c]):
                    writes.append("w %d %d %s %d\n" % (self._r, c, _value_char(v), line))
            _write("copy %d %d\n" % (line, len(writes)))
            for w in writes:
                _write(w)
            return
        _set(self, key, value)
        c = key + len(self) if key < 0 else key
        _write("w %d %d %s %d\n" % (self._r, c, _value_char(value), line))


def _row(r, cells):
    row = _Row(cells)
    row._r = r
    row._p = _prefixes(r)
    return row


def _cells(row):
    """A row's first nine values (None past its end)."""
    try:
        values = list(row)[:9]
    except TypeError:
        values = []
    return values + [None] * (9 - len(values))


class _Board(list):
    """The board: assigning whole rows to it (`board[r] = ...`,
    `board[:] = ...`, extend, ...) is reported as a `copy` with the cells
    it changed, and the new rows are wrapped so that later writes to their
    cells are reported too. Only this rare path is Python code: reading
    `board[r]` is list's own."""

    __slots__ = ("_held",)

    def _changed(self, mutate, *args):
        # The rows held before, live (cell writes since the last copy are
        # in them), so that the cells the assignment changes can be told.
        old = [_cells(row) for row in self._held]
        result = mutate(self, *args)
        line = 0
        frame = _getframe(2)
        while frame is not None and frame.f_code.co_filename != _path:
            frame = frame.f_back
        if frame is not None:
            line = frame.f_lineno or 0
        held = []
        writes = []
        for r in range(min(9, len(self))):
            row = list.__getitem__(self, r)
            if isinstance(row, list) and not (isinstance(row, _Row) and row._r == r):
                # A copy of the row, not the row: a later write through
                # another name for the list assigned is not seen as the
                # board's (it would be in plain Python).
                row = _row(r, row)
                _set(self, r, row)
            held.append(row)
            new = _cells(row)
            before = old[r] if r < len(old) else [None] * 9
            for c in range(9):
                try:
                    same = new[c] == before[c] and type(new[c]) is type(before[c])
                except Exception:
                    same = False
                if not same and new[c] is not None:
                    writes.append("w %d %d %s %d\n" % (r, c, _value_char(new[c]), line))
        # Rows taken out (`clear`, then `extend`) are compared with what
        # they held, not with nothing: the givens put back are no change.
        self._held = held + self._held[len(held):]
        _write("copy %d %d\n" % (line, len(writes)))
        for w in writes:
            _write(w)
        return result

    # A copy of the board, however made, is a plain list of the rows: a
    # shallow one shares them (as a list's would), a deep one copies them
    # into plain lists; either way it is not the board.
    def __reduce_ex__(self, protocol):
        return (list, (list(self),))

    def __reduce__(self):
        return (list, (list(self),))

    def __setitem__(self, key, value):
        return self._changed(list.__setitem__, key, value)

    def __delitem__(self, key):
        return self._changed(list.__delitem__, key)

    def __iadd__(self, other):
        self._changed(list.extend, other)
        return self

    def __imul__(self, n):
        return self._changed(list.__imul__, n)

    def append(self, row):
        return self._changed(list.append, row)

    def extend(self, rows):
        return self._changed(list.extend, rows)

    def insert(self, at, row):
        return self._changed(list.insert, at, row)

    def pop(self, *at):
        return self._changed(list.pop, *at)

    def remove(self, row):
        return self._changed(list.remove, row)

    def clear(self):
        return self._changed(list.clear)

    def reverse(self):
        return self._changed(list.reverse)

    def sort(self, *args, **kwargs):
        return self._changed(lambda b: list.sort(b, *args, **kwargs))


def _board():
    board = _Board(_row(r, (_puzzle[9 * r + c] for c in range(9))) for r in range(9))
    board._held = list(board)
    return board


def _finish(board):
    if board is not None:
        cells = []
        for row in board[:9]:
            for v in list(row)[:9]:
                cells.append(_value_char(v))
        _write("board %s\n" % "".join(cells))
    _report.flush()


def _main():
    # utf-8-sig: a byte order mark at the start is read as Python reads it.
    with open(_path, encoding="utf-8-sig", errors="replace") as f:
        source = f.read()
    try:
        code = compile(source, _path, "exec")
    except SyntaxError as e:
        _write("syntax %d %s\n" % (e.lineno or 0, (e.msg or "").replace("\n", " ")))
        _finish(None)
        return
    namespace = {"__name__": "solution", "__file__": _path, "__builtins__": __builtins__}
    exec(
        "from typing import *\nimport collections, itertools, functools, heapq, bisect, math, string, re\n"
        "from collections import *\nfrom functools import *\nfrom itertools import *\nfrom heapq import *\n"
        "from bisect import *\nfrom math import *\n",
        namespace,
    )
    board = _board()
    try:
        exec(code, namespace)
        solver = None
        cls = namespace.get("Solution")
        if isinstance(cls, type) and hasattr(cls, "solveSudoku"):
            solver = cls().solveSudoku
        elif callable(namespace.get("solveSudoku")):
            solver = namespace["solveSudoku"]
        elif callable(namespace.get("solve_sudoku")):
            solver = namespace["solve_sudoku"]
        if solver is None:
            _write("nosolver\n")
            _finish(board)
            return
        value = solver(board)
    except BaseException as e:  # the learner's error, whatever it is, is data
        import traceback

        message = "".join(traceback.format_exception_only(type(e), e)).strip().replace("\n", " | ")
        _write("raised %s\n" % message)
        for frame in traceback.extract_tb(e.__traceback__):
            if frame.filename == _path:
                _write("at %d\n" % (frame.lineno or 0))
        _finish(board)
        return
    _write("returned %s\n" % repr(value).replace("\n", " "))
    _finish(board)


_main()
