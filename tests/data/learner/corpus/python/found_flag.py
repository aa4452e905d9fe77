# A found flag instead of a returned bool: once set, nothing is undone.
# second opinion: row=r col=c digit=d
class Solution:
    def solveSudoku(self, board):
        self.done = False
        self.rows = [set() for _ in range(9)]
        self.cols = [set() for _ in range(9)]
        self.boxes = [set() for _ in range(9)]
        self.spots = []
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    self.spots.append((r, c))
                else:
                    self.mark(r, c, board[r][c])
        self.place(board, 0)

    def mark(self, r, c, d):
        self.rows[r].add(d)
        self.cols[c].add(d)
        self.boxes[r // 3 * 3 + c // 3].add(d)

    def unmark(self, r, c, d):
        self.rows[r].remove(d)
        self.cols[c].remove(d)
        self.boxes[r // 3 * 3 + c // 3].remove(d)

    def place(self, board, k):
        if k == len(self.spots):
            self.done = True
            return
        r, c = self.spots[k]
        for d in "123456789":
            if self.done:  # tries
                return
            if d in self.rows[r] or d in self.cols[c] or d in self.boxes[r // 3 * 3 + c // 3]:
                continue
            board[r][c] = d
            self.mark(r, c, d)
            self.place(board, k + 1)
            if self.done:
                return
            self.unmark(r, c, d)
            board[r][c] = "."
