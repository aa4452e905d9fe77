//! The band solver: candidates kept as one 27-bit mask per digit and band,
//! the representation of the JCZSolve family of solvers.
//!
//! The grid is three bands of three rows. For digit `d` and band `b`,
//! `cands[3 * d + b]` has bit `r * 9 + c` set when the digit can still go in
//! row `3 * b + r`, column `c`. Working band by band makes the box-line
//! reductions one table lookup (see `tables.rs`), and cell-level questions
//! (how many candidates has this cell?) a few bitwise operations over nine
//! words.
//!
//! Propagation, until nothing changes: box-line reduction inside each band
//! and along columns, digits whose place in a row or box is known, cells with
//! a single candidate (naked singles); when those run dry, hidden singles and
//! claiming along columns. Then the search guesses on a cell with two
//! candidates when there is one (almost always), chosen for how much it will
//! settle, copying the whole board (240 bytes) per guess instead of undoing.

use super::tables::{
    BAND, BAND_PEERS, CLAIM_KEEP, MINIROWS, OTHER_BANDS_KEEP, PERMUTATION_KEEP, SINGLE_IN_ROW,
    column,
};

/// A contradiction: the position has no solution.
#[derive(Debug)]
pub struct Dead;

/// A position as bits: each digit's candidates in three 27-bit bands, one
/// per band of three rows.
#[derive(Clone, Copy)]
pub struct BitBoard {
    /// Candidates, indexed `3 * digit + band` (digit 0..9).
    cands: [u32; 27],
    /// Each `cands` word as it was when last propagated, so unchanged words
    /// are skipped.
    seen: [u32; 27],
    /// Cells not yet holding a digit, per band.
    unsolved: [u32; 3],
    /// Cells with exactly two candidates, per band, from the last naked
    /// singles pass: where the search guesses.
    pairs: [u32; 3],
}

/// How the search reports: the number found so far, the limit, and the
/// first solution when asked for.
pub struct Tally {
    pub count: u64,
    pub limit: u64,
    pub first: Option<[u8; 81]>,
    pub want_first: bool,
    /// Search nodes visited: the root and one per guess.
    pub nodes: u64,
}

impl Tally {
    pub fn new(limit: u64, want_first: bool) -> Tally {
        Tally {
            count: 0,
            limit,
            first: None,
            want_first,
            nodes: 0,
        }
    }
}

impl BitBoard {
    /// The board for a puzzle (digits 0-9, 0 empty), or `Dead` when two
    /// givens conflict (or a digit is out of range).
    #[inline]
    pub fn new(puzzle: &[u8; 81]) -> Result<BitBoard, Dead> {
        // Built in one sweep rather than by `place` per given: a given only
        // touches its own digit's three words here, which takes a good part
        // off the set-up time on 17-clue puzzles.
        let mut given = [0u32; 27];
        let mut ruled_out = [0u32; 27];
        let mut filled = [0u32; 3];
        for band in 0..3 {
            let cells: &[u8; 27] = puzzle[27 * band..27 * band + 27]
                .try_into()
                .expect("a band is 27 cells");
            // Which cells hold a digit, gathered without a branch per cell
            // (whether a cell is empty is a coin toss the branch predictor
            // loses); then only the givens are visited, 17 to 30 of the 81
            // cells on the sets that matter.
            let mut occupied = 0u32;
            let mut too_big = false;
            for (bit, &d) in cells.iter().enumerate() {
                occupied |= u32::from(d != 0) << bit;
                too_big |= d > 9;
            }
            if too_big {
                return Err(Dead);
            }
            filled[band] = occupied;
            while occupied != 0 {
                let bit = occupied.trailing_zeros() as usize;
                occupied &= occupied - 1;
                let digit = cells[bit] as usize - 1;
                let cell = 1u32 << bit;
                // A given that an earlier given of the same digit rules out
                // shares a row, column or box with it.
                if ruled_out[3 * digit + band] & cell != 0 {
                    return Err(Dead);
                }
                given[3 * digit + band] |= cell;
                let col = column(bit % 9);
                for b in 0..3 {
                    ruled_out[3 * digit + b] |= col;
                }
                ruled_out[3 * digit + band] |= BAND_PEERS[bit];
            }
        }
        Ok(BitBoard {
            cands: std::array::from_fn(|i| (BAND & !filled[i % 3] & !ruled_out[i]) | given[i]),
            seen: [0; 27],
            unsolved: filled.map(|f| BAND & !f),
            pairs: [0; 3],
        })
    }

    /// Puts `digit` in cell `bit` of `band`: the other digits leave the cell,
    /// the digit leaves the cell's row, box and column.
    #[inline(always)]
    fn place(&mut self, digit: usize, band: usize, bit: usize) {
        let cell = 1u32 << bit;
        for d in 0..9 {
            self.cands[3 * d + band] &= !cell;
        }
        let col = column(bit % 9);
        for b in 0..3 {
            self.cands[3 * digit + b] &= !col;
        }
        let i = 3 * digit + band;
        // The passes above cleared the cell itself too: put the digit back.
        self.cands[i] = (self.cands[i] & !BAND_PEERS[bit]) | cell;
        self.unsolved[band] &= !cell;
    }

    /// Box-line reduction and "placed in its row" for one digit in one band
    /// (`update_all` calls it when its candidates changed since last time).
    #[inline(always)]
    fn update(&mut self, digit: usize, band: usize) -> Result<(), Dead> {
        let i = 3 * digit + band;
        let a = self.cands[i];
        let occupancy = MINIROWS[(a & 0o777) as usize]
            | MINIROWS[(a >> 9 & 0o777) as usize] << 3
            | MINIROWS[(a >> 18) as usize] << 6;
        let a = a & PERMUTATION_KEEP[occupancy as usize];
        if a == 0 {
            return Err(Dead);
        }
        self.cands[i] = a;
        self.seen[i] = a;

        // Columns locked inside a box leave the other two bands.
        let cols = (a | a >> 9 | a >> 18) & 0o777;
        let keep = OTHER_BANDS_KEEP[cols as usize];
        // The two other bands, without a branch on which band this is.
        let b1 = usize::from(band == 0);
        let b2 = 2 - usize::from(band == 2);
        self.cands[3 * digit + b1] &= keep;
        self.cands[3 * digit + b2] &= keep;

        // A row with one cell left for the digit: the digit is placed there
        // (its row, box and column are already cleared above), so the other
        // digits leave that cell. Done without branching on whether there is
        // such a row: that branch is unpredictable and the work is small.
        let single_rows = SINGLE_IN_ROW[(a & 0o777) as usize]
            | SINGLE_IN_ROW[(a >> 9 & 0o777) as usize] << 9
            | SINGLE_IN_ROW[(a >> 18) as usize] << 18;
        let placed = a & single_rows & self.unsolved[band];
        let clear = !placed;
        self.unsolved[band] &= clear;
        for d in 0..9 {
            self.cands[3 * d + band] &= clear;
        }
        self.cands[i] = a;
        Ok(())
    }

    /// Runs `update` over every changed word until none changes. Which
    /// words changed is gathered first, without a branch per word, and only
    /// those are visited: a branch per word on "did it change?" was the
    /// solver's most mispredicted one (two thirds of all mispredictions on
    /// 17-clue puzzles, cachegrind's branch simulation). Words that an
    /// update changes are picked up by the next round. The fixed point, and
    /// so the search, is the same in any order.
    #[inline(always)]
    fn update_all(&mut self) -> Result<(), Dead> {
        loop {
            let mut changed = super::cpu::changed_words(&self.cands, &self.seen);
            if changed == 0 {
                return Ok(());
            }
            while changed != 0 {
                let i = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                self.update(i / 3, i % 3)?;
            }
        }
    }

    /// Places every cell that has one candidate left, notes the cells with
    /// two, and finds cells with none. True when something was placed.
    #[inline]
    fn naked_singles(&mut self) -> Result<bool, Dead> {
        let mut placed_any = false;
        for band in 0..3 {
            // Cells with at least one, two, three candidates.
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let c = self.cands[3 * d + band];
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            if one != BAND {
                return Err(Dead);
            }
            self.pairs[band] = two & !three;
            let mut singles = one & !two & self.unsolved[band];
            while singles != 0 {
                let bit = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let cell = 1u32 << bit;
                // An earlier single in this pass may have emptied this cell.
                let Some(digit) = (0..9).find(|&d| self.cands[3 * d + band] & cell != 0) else {
                    return Err(Dead);
                };
                self.place(digit, band, bit);
                placed_any = true;
            }
        }
        Ok(placed_any)
    }

    /// Along columns, what `update` cannot see from inside one band: digits
    /// with one cell left in a column (hidden singles; those in rows and
    /// boxes come out of `update`), a column confined to one band claiming
    /// its box, and columns left without a cell for a digit. Run only when
    /// nothing cheaper is left to do. True when something changed.
    #[inline]
    fn columns(&mut self) -> Result<bool, Dead> {
        // Per word (digit and band): the columns where the digit has some
        // cell, and those where it has exactly one. Computed for all 27
        // words first, in a loop the compiler turns into vector operations;
        // placements below may make them out of date, which is harmless:
        // candidates only shrink, so a column that had one cell still has
        // that one or none (checked against the current candidates before
        // placing), and a column confined to a band stays confined.
        let mut any = [0u32; 27];
        let mut one = [0u32; 27];
        for i in 0..27 {
            let a = self.cands[i];
            let (r0, r1, r2) = (a & 0o777, a >> 9 & 0o777, a >> 18);
            any[i] = r0 | r1 | r2;
            one[i] = (r0 ^ r1 ^ r2) & !(r0 & r1 & r2);
        }
        let mut covered = 0o777;
        let mut changed = 0u32;
        for d in 0..9 {
            let (any0, any1, any2) = (any[3 * d], any[3 * d + 1], any[3 * d + 2]);
            let (one0, one1, one2) = (one[3 * d], one[3 * d + 1], one[3 * d + 2]);
            // Every column needs a cell for every digit.
            covered &= any0 | any1 | any2;
            // Columns confined to one band confine the digit, in each box of
            // that band, to those columns (claiming along a column).
            for (b, only) in [
                (0, any0 & !any1 & !any2),
                (1, any1 & !any0 & !any2),
                (2, any2 & !any0 & !any1),
            ] {
                let i = 3 * d + b;
                let kept = self.cands[i] & CLAIM_KEEP[only as usize];
                changed |= kept ^ self.cands[i];
                self.cands[i] = kept;
            }
            let single = (one0 & !any1 & !any2) | (one1 & !any0 & !any2) | (one2 & !any0 & !any1);
            if single == 0 {
                continue;
            }
            let single = single | single << 9 | single << 18;
            for b in 0..3 {
                // Placed digits are singles in their column too: skip them.
                let cells = self.cands[3 * d + b] & single & self.unsolved[b];
                if cells != 0 {
                    self.place(d, b, cells.trailing_zeros() as usize);
                    changed = 1;
                }
            }
        }
        if covered != 0o777 {
            return Err(Dead);
        }
        Ok(changed != 0)
    }

    fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Propagates to a fixed point: true when the board is solved.
    #[inline(always)]
    fn propagate(&mut self) -> Result<bool, Dead> {
        loop {
            self.update_all()?;
            if self.is_solved() {
                return Ok(true);
            }
            if !self.naked_singles()? && !self.columns()? {
                return Ok(false);
            }
        }
    }

    /// The digits of a solved board.
    fn digits(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for d in 0..9 {
            for b in 0..3 {
                let mut m = self.cands[3 * d + b];
                while m != 0 {
                    let bit = m.trailing_zeros() as usize;
                    m &= m - 1;
                    out[27 * b + bit] = d as u8 + 1;
                }
            }
        }
        out
    }

    /// The cell to guess on: one with two candidates, else one of the
    /// unsolved cells with the fewest.
    #[inline(always)]
    fn guess_cell(&self) -> (usize, usize) {
        if self.pairs != [0; 3] {
            // Of the cells with two candidates, the one whose peers (its
            // row, box and column) hold the most unsolved cells, counting a
            // little more those that have two candidates themselves: a
            // guess there settles the most, so wrong guesses die sooner.
            // Measured with examples/nodes: row and box alone visit a third
            // to 45% fewer nodes than taking the first such cell on the
            // hardest sets; the column too, and weights 3 to 1, about 10%
            // fewer again.
            let mut best = (0, 0, 0);
            for band in 0..3 {
                let (o1, o2) = match band {
                    0 => (1, 2),
                    1 => (0, 2),
                    _ => (0, 1),
                };
                let mut m = self.pairs[band];
                while m != 0 {
                    let bit = m.trailing_zeros() as usize;
                    m &= m - 1;
                    // Peers in this band (27 bits), then those in the same
                    // column of the other two bands (6 bits, side by side).
                    let peers = |cells: [u32; 3]| {
                        let col = column(bit % 9);
                        (cells[band] & BAND_PEERS[bit]) as u64
                            | (((cells[o1] & col) | (cells[o2] & col) << 1) as u64) << 27
                    };
                    let score =
                        3 * peers(self.unsolved).count_ones() + peers(self.pairs).count_ones();
                    if score > best.2 {
                        best = (band, bit, score);
                    }
                }
            }
            return (best.0, best.1);
        }
        let mut best = (0, 0, u32::MAX);
        for band in 0..3 {
            let mut m = self.unsolved[band];
            while m != 0 {
                let bit = m.trailing_zeros() as usize;
                m &= m - 1;
                let n = (0..9)
                    .filter(|&d| self.cands[3 * d + band] >> bit & 1 != 0)
                    .count() as u32;
                if n < best.2 {
                    best = (band, bit, n);
                }
            }
        }
        (best.0, best.1)
    }

    /// Depth-first search from this board, reporting solutions to `found`
    /// until its limit: on this CPU's fastest instructions (see `cpu.rs`).
    pub fn search(self, found: &mut Tally) {
        super::cpu::search(self, found);
    }

    /// One node of the search: `recurse` searches each child. The body of
    /// both compiled versions of the search in `cpu.rs` (hence always
    /// inlined, with everything it calls, so that each version is compiled
    /// whole for its instruction set).
    #[inline(always)]
    pub fn search_with(mut self, found: &mut Tally, recurse: impl Fn(BitBoard, &mut Tally)) {
        found.nodes += 1;
        match self.propagate() {
            Err(Dead) => return,
            Ok(true) => {
                found.count += 1;
                if found.want_first && found.first.is_none() {
                    found.first = Some(self.digits());
                }
                return;
            }
            Ok(false) => {}
        }
        let (band, bit) = self.guess_cell();
        let cell = 1u32 << bit;
        let mut digits: u32 = 0;
        for d in 0..9 {
            if self.cands[3 * d + band] & cell != 0 {
                digits |= 1 << d;
            }
        }
        // Two candidates (almost always): the digit with more places left
        // in the cell's box goes first. Measured, not reasoned: it visits
        // 10% fewer nodes for the first solution on forum-hardest-1106 and
        // 3% fewer on forum-hardest-1905-11plus than the lower digit first
        // (and 2% more on magictour); the fewer-places-first order is
        // worse than either. Counting to 2 tries both anyway.
        let mut high_first = false;
        if digits.count_ones() == 2 {
            let low = digits.trailing_zeros() as usize;
            let high = 31 - digits.leading_zeros() as usize;
            let boxx = 0o007_007_007u32 << (3 * ((bit % 9) / 3));
            let places = |d: usize| (self.cands[3 * d + band] & boxx).count_ones();
            high_first = places(high) > places(low);
        }
        while digits != 0 {
            let d = if high_first {
                31 - digits.leading_zeros() as usize
            } else {
                digits.trailing_zeros() as usize
            };
            digits &= !(1 << d);
            if digits == 0 {
                // The last candidate needs no copy.
                self.place(d, band, bit);
                recurse(self, found);
                return;
            }
            let mut child = self;
            child.place(d, band, bit);
            recurse(child, found);
            if found.count >= found.limit {
                return;
            }
        }
    }
}
