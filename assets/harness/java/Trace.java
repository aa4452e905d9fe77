// sudoku-dfs's tracer for a Java solution of LeetCode 37.
//
// Keep this file next to your solution and add one call after each write
// to the board, with the row and column you wrote (0-based, as your code
// indexes them):
//
//     board[r][c] = d;
//     Trace.write(board, r, c);
//
// Run anywhere else (javac Solution.java Trace.java, or pasted as a class
// of your file on LeetCode) it does nothing. Under `sudoku-dfs watch` or
// `check`, its harness turns it on and each call reports the write, with
// the line it was made at, so sudoku-dfs can follow your search.
class Trace {
    // Set by sudoku-dfs's harness; null everywhere else.
    static java.io.PrintStream report;
    // The board the harness handed the solver: a write into a row that is
    // not one of its rows is a copy's (`board.clone()` shares the rows, so
    // its writes are the board's; a deep copy does not), and is not shown.
    static char[][] theBoard;

    private static final StackWalker WALKER = StackWalker.getInstance();

    static void write(char[][] board, int r, int c) {
        if (report == null) return;
        if (theBoard != null && (r < 0 || r >= theBoard.length || board[r] != theBoard[r])) return;
        char v = board[r][c];
        char shown = v == '.' || (v >= '1' && v <= '9') ? v : '?';
        int line = WALKER.walk(frames -> frames.skip(1).findFirst().map(StackWalker.StackFrame::getLineNumber).orElse(0));
        report.print("w " + r + " " + c + " " + shown + " " + Math.max(line, 0) + "\n");
    }

    private Trace() {}
}
