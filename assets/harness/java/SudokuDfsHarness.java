// sudoku-dfs's harness for a learner's Java solution of LeetCode 37.
//
// Compiled with the learner's file (as Solution.java) and Trace.java; run
// as: java -cp DIR SudokuDfsHarness PUZZLE81. It calls
// `new Solution().solveSudoku(board)` on a char[][] board; the learner's
// `Trace.write(board, r, c)` calls report the writes. It reports on its
// standard output, one line each (the protocol of docs/line-protocol.md):
//   w R C V L      a write (from Trace.write)
//   board S        the board at the end, 81 characters
//   returned V     the solver returned (`void`, or its value)
//   raised MSG     the solver threw; then `at L` per frame in the
//                  learner's file, innermost last
//   nosolver       no class Solution with solveSudoku(char[][])
// What the learner prints (System.out, System.err) goes to stderr.
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class SudokuDfsHarness {
    public static void main(String[] args) throws Exception {
        PrintStream report = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false);
        System.setOut(System.err);
        String puzzle = args[0];
        char[][] board = new char[9][9];
        for (int r = 0; r < 9; r++) for (int c = 0; c < 9; c++) board[r][c] = puzzle.charAt(9 * r + c);
        Trace.report = report;
        // At the time limit sudoku-dfs sends SIGTERM and waits a moment, and
        // a learner's System.exit ends here too: the report held is written
        // out either way.
        Runtime.getRuntime().addShutdownHook(new Thread(report::flush));
        Trace.theBoard = board;
        try {
            Class<?> solution = Class.forName("Solution");
            Method solve = solution.getDeclaredMethod("solveSudoku", char[][].class);
            solve.setAccessible(true);
            Object instance = null;
            if (!java.lang.reflect.Modifier.isStatic(solve.getModifiers())) {
                java.lang.reflect.Constructor<?> make = solution.getDeclaredConstructor();
                make.setAccessible(true);
                instance = make.newInstance();
            }
            Object value = solve.invoke(instance, (Object) board);
            report.print("returned " + (solve.getReturnType() == void.class ? "void" : oneLine(String.valueOf(value))) + "\n");
        } catch (ClassNotFoundException | NoSuchMethodException e) {
            report.print("nosolver\n");
        } catch (InvocationTargetException e) {
            Throwable thrown = e.getCause();
            report.print("raised " + oneLine(thrown.toString()) + "\n");
            List<Integer> lines = new ArrayList<>();
            for (StackTraceElement frame : thrown.getStackTrace()) {
                if ("Solution.java".equals(frame.getFileName()) && frame.getLineNumber() > 0) lines.add(frame.getLineNumber());
            }
            // Java lists the innermost frame first; the protocol wants it last.
            Collections.reverse(lines);
            for (int line : lines) report.print("at " + line + "\n");
        }
        StringBuilder cells = new StringBuilder("board ");
        for (char[] row : board) for (char v : row) cells.append(v == '.' || (v >= '1' && v <= '9') ? v : '?');
        report.print(cells + "\n");
        report.flush();
        System.exit(0);
    }

    private static String oneLine(String text) {
        return text.replace("\r", "").replace("\n", " | ");
    }
}
