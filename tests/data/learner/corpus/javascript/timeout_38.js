// Fills the first 38 empty cells with the smallest digit allowed, then
// spins forever.
var solveSudoku = function (board) {
  let writes = 0;
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      if (board[r][c] !== "." || writes === 38) continue;
      for (const d of "123456789") {
        let clash = false;
        for (let k = 0; k < 9; k++) {
          const br = 3 * Math.floor(r / 3) + Math.floor(k / 3), bc = 3 * Math.floor(c / 3) + (k % 3);
          if (board[r][k] === d || board[k][c] === d || board[br][bc] === d) clash = true;
        }
        if (clash) continue;
        board[r][c] = d;
        writes++;
        break;
      }
    }
  for (;;) {}
};
