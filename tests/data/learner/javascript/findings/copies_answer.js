// copies-answer: the search fills a copy of the board, then each row of
// the copy is put in the board's place. The board sees no search at all.
var solveSudoku = function (board) {
  const work = board.map((row) => [...row]);
  const fits = (r, c, d) => {
    const top = r - (r % 3), left = c - (c % 3);
    for (let i = 0; i < 9; i++) {
      if (work[r][i] === d || work[i][c] === d) return false;
      if (work[top + Math.floor(i / 3)][left + (i % 3)] === d) return false;
    }
    return true;
  };
  const search = (at) => {
    if (at === 81) return true;
    const r = Math.floor(at / 9), c = at % 9;
    if (work[r][c] !== ".") return search(at + 1);
    for (const d of "123456789") {
      if (!fits(r, c, d)) continue;
      work[r][c] = d;
      if (search(at + 1)) return true;
      work[r][c] = ".";
    }
    return false;
  };
  search(0);
  for (let r = 0; r < 9; r++) board[r] = work[r];
};
