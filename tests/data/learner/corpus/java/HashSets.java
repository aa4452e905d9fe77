// HashSets per row, column and box, keyed by the char; a returned bool.
import java.util.*;

class Solution {
    private final List<Set<Character>> rows = new ArrayList<>();
    private final List<Set<Character>> cols = new ArrayList<>();
    private final List<Set<Character>> boxes = new ArrayList<>();

    public void solveSudoku(char[][] board) {
        for (int i = 0; i < 9; i++) {
            rows.add(new HashSet<>());
            cols.add(new HashSet<>());
            boxes.add(new HashSet<>());
        }
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                if (board[r][c] != '.') {
                    rows.get(r).add(board[r][c]);
                    cols.get(c).add(board[r][c]);
                    boxes.get(r / 3 * 3 + c / 3).add(board[r][c]);
                }
        solve(board, 0);
    }

    private boolean solve(char[][] board, int p) {
        if (p == 81) return true;
        int r = p / 9, c = p % 9;
        if (board[r][c] != '.') return solve(board, p + 1);
        int b = r / 3 * 3 + c / 3;
        for (char d = '1'; d <= '9'; d++) {
            if (rows.get(r).contains(d) || cols.get(c).contains(d) || boxes.get(b).contains(d)) continue;
            board[r][c] = d;
            Trace.write(board, r, c);
            rows.get(r).add(d);
            cols.get(c).add(d);
            boxes.get(b).add(d);
            if (solve(board, p + 1)) return true;
            board[r][c] = '.';
            Trace.write(board, r, c);
            rows.get(r).remove(d);
            cols.get(c).remove(d);
            boxes.get(b).remove(d);
        }
        return false;
    }
}
