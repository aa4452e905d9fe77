//! Lookup tables for the band solver, computed at compile time.
//!
//! Layout (see `bands.rs`): a *band* is three rows of the grid; inside a band
//! bit `r * 9 + c` stands for row `r` (0..3) and column `c` (0..9). A
//! *minirow* is the three cells of one row inside one box: bits
//! `r * 9 + 3 * k .. r * 9 + 3 * k + 3` for box `k` (0..3) of the band.

/// All 27 cells of a band.
pub const BAND: u32 = 0o777_777_777;

/// For the nine bits of one row, which of its three minirows are non-empty
/// (bit `k` for box `k`).
pub static MINIROWS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
};

/// Indexed by the 3x3 occupancy of a band's minirows for one digit (bit
/// `3 * r + k`: row `r` still has the digit somewhere in box `k`), the cells
/// worth keeping. Inside a band a digit takes exactly one minirow per row and
/// one per box, so its minirows form a permutation of the three boxes; a
/// minirow used by no permutation that fits the occupancy cannot hold the
/// digit. This one lookup does both kinds of box-line reduction (pointing and
/// claiming) inside the band, and gives 0 when no permutation fits: a
/// contradiction.
pub static PERMUTATION_KEEP: [u32; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut p = 0;
        while p < 6 {
            let boxes = PERMS[p];
            let mut fits = true;
            let mut r = 0;
            while r < 3 {
                if (occ >> (3 * r + boxes[r])) & 1 == 0 {
                    fits = false;
                }
                r += 1;
            }
            if fits {
                let mut r = 0;
                while r < 3 {
                    t[occ] |= 7 << (9 * r + 3 * boxes[r]);
                    r += 1;
                }
            }
            p += 1;
        }
        occ += 1;
    }
    t
};

/// The three cells of column `c` inside a band.
pub const fn column(c: usize) -> u32 {
    0o001_001_001 << c
}

/// Indexed by the columns a digit can still use inside one band (bit `c`),
/// the cells it keeps in the two other bands. When, inside one box, the digit
/// is down to a single column, that column of the box holds it, so the same
/// column in the boxes above and below cannot (pointing along a column). A
/// digit placed in the band is the simplest case: its column is removed from
/// the other bands.
pub static OTHER_BANDS_KEEP: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut keep = BAND;
        let mut k = 0;
        while k < 3 {
            let m = ((cols >> (3 * k)) & 7) as u32;
            if m.count_ones() == 1 {
                keep &= !column(3 * k + m.trailing_zeros() as usize);
            }
            k += 1;
        }
        t[cols] = keep;
        cols += 1;
    }
    t
};

/// Indexed by the columns (bit `c`) where a digit is confined to this band
/// (no cell for it in that column in the two other bands), the cells it
/// keeps in this band: in a box holding such a column, only those columns.
pub static CLAIM_KEEP: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut keep = 0;
        let mut k = 0;
        while k < 3 {
            let m = ((cols >> (3 * k)) & 7) as u32;
            let m = if m == 0 { 7 } else { m };
            keep |= (m << (3 * k)) * 0o001_001_001;
            k += 1;
        }
        t[cols] = keep;
        cols += 1;
    }
    t
};

/// For the nine bits of one row: all nine bits when exactly one is set (the
/// digit's place in that row is known), else 0.
pub static SINGLE_IN_ROW: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        if (x as u32).count_ones() == 1 {
            t[x] = 0o777;
        }
        x += 1;
    }
    t
};

/// For each cell of a band, the other cells of the band sharing its row or
/// its box: where a digit placed there can no longer go, inside the band.
pub static BAND_PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut p = 0;
    while p < 27 {
        let r = p / 9;
        let k = (p % 9) / 3;
        let row = 0o777 << (9 * r);
        let boxx = 0o007_007_007 << (3 * k);
        t[p] = (row | boxx) & !(1 << p);
        p += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutation_keep_does_box_line_reduction() {
        // Everything open: every minirow belongs to some permutation.
        assert_eq!(PERMUTATION_KEEP[0o777], BAND);
        // Row 0 only in box 0: the other rows lose box 0.
        let occ = 0o771; // row 0 -> box 0 only; rows 1, 2 -> all boxes
        let keep = PERMUTATION_KEEP[occ];
        assert_eq!(keep & 0o777, 0o007);
        assert_eq!(keep & (0o007 << 9), 0);
        assert_eq!(keep & (0o007 << 18), 0);
        // Two rows only in box 0: impossible.
        assert_eq!(PERMUTATION_KEEP[0o771 & 0o711], 0);
        assert_eq!(PERMUTATION_KEEP[0o111 & 0o771], 0);
    }

    #[test]
    fn other_bands_lose_a_locked_column() {
        // Box 0 only column 1; boxes 1 and 2 have two columns each.
        let keep = OTHER_BANDS_KEEP[0b011_011_010];
        assert_eq!(keep, BAND & !column(1));
        assert_eq!(MINIROWS[0b100_000_001], 0b101);
    }

    #[test]
    fn claim_keep_confines_the_box_to_the_claimed_columns() {
        assert_eq!(CLAIM_KEEP[0], BAND);
        // Column 4 claimed: box 1 keeps only column 4, boxes 0 and 2 all.
        let keep = CLAIM_KEEP[1 << 4];
        assert_eq!(keep & (0o070_070_070), column(4));
        assert_eq!(keep & 0o707_707_707, 0o707_707_707);
    }

    #[test]
    fn band_peers_are_row_and_box() {
        assert_eq!(BAND_PEERS[0].count_ones(), 8 + 6);
        assert_eq!(BAND_PEERS[13] & (1 << 13), 0);
        assert_ne!(BAND_PEERS[13] & (1 << 4), 0); // same box, row above
        assert_eq!(BAND_PEERS[13] & (1 << 0), 0); // other box, other row
    }
}
