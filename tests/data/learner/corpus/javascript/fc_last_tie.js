// Fewest candidates first with forward checking, over an array of
// candidate lists. Before a digit is written, every empty peer that
// would lose its last candidate is looked for; such a digit is skipped.
// The cell is chosen with `<=`, so among cells with equally few
// candidates the last one in reading order is filled first.
var solveSudoku = function (board) {
  const peers = [];
  for (let i = 0; i < 81; i++) {
    const r = Math.floor(i / 9), c = i % 9, out = new Set();
    for (let k = 0; k < 9; k++) {
      out.add(r * 9 + k);
      out.add(k * 9 + c);
      out.add((Math.floor(r / 3) * 3 + Math.floor(k / 3)) * 9 + Math.floor(c / 3) * 3 + (k % 3));
    }
    out.delete(i);
    peers.push([...out]);
  }
  const cand = new Array(81).fill(null);
  for (let i = 0; i < 81; i++) {
    if (board[Math.floor(i / 9)][i % 9] !== ".") continue;
    const used = new Set(peers[i].map((p) => board[Math.floor(p / 9)][p % 9]));
    cand[i] = [];
    for (let d = 1; d <= 9; d++) if (!used.has(String(d))) cand[i].push(d);
  }
  const solve = () => {
    let best = -1;
    for (let i = 0; i < 81; i++) {
      if (cand[i] === null) continue;
      if (best === -1 || cand[i].length <= cand[best].length) best = i;
    }
    if (best === -1) return true;
    const mine = cand[best];
    cand[best] = null;
    for (const d of mine) {
      const hit = peers[best].filter((p) => cand[p] !== null && cand[p].includes(d));
      if (hit.some((p) => cand[p].length === 1)) continue;
      for (const p of hit) cand[p] = cand[p].filter((x) => x !== d);
      board[Math.floor(best / 9)][best % 9] = String(d);
      if (solve()) return true;
      board[Math.floor(best / 9)][best % 9] = ".";
      for (const p of hit) cand[p] = [...cand[p], d].sort((a, b) => a - b);
    }
    cand[best] = mine;
    return false;
  };
  solve();
};
