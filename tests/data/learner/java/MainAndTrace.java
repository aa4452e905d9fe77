// Two writes, each followed by Trace.write; a main of the learner's own,
// set aside by the harness, and the no-op Trace pasted to run on LeetCode.
import java.util.*;

public class Solution {
    public void solveSudoku(char[][] board) {
        board[0][2] = '4';
        Trace.write(board, 0, 2);
        System.out.println("printed by the learner");
        board[0][2] = '.';
        Trace.write(board, 0, 2);
    }

    public static void main(String[] args) {
        System.out.println("the learner's own main ran");
    }
}

class Trace {
    static void write(char[][] board, int r, int c) {}
}
