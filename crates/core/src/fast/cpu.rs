//! The search compiled twice: once for any CPU of the target, once for x86-64
//! CPUs with POPCNT, BMI1/2 and LZCNT, picked at run time.
//!
//! Baseline x86-64 has no POPCNT instruction, so every `count_ones` (the
//! guess scoring counts the peers of each two-candidate cell) becomes a
//! dozen shifts and masks. Compiled with POPCNT, the search runs 8-9% fewer
//! instructions on the hard sets (cachegrind, examples/perf_once). The
//! shipped binary still runs on any x86-64 and on other architectures: the
//! portable version is what they get, and tests check that both versions
//! find the same solutions, counts and node counts.
//!
//! This is the one module of the fast solver with `unsafe`: calling a
//! `#[target_feature]` function is unsafe where the features are not known
//! to be there. Cargo.toml denies `unsafe_code`; it is allowed here only.

#![allow(unsafe_code)]

use super::bands::{BitBoard, Tally};

/// The search from `board`, on the best version this CPU runs.
#[inline]
pub fn search(board: BitBoard, found: &mut Tally) {
    #[cfg(target_arch = "x86_64")]
    if has_bit_instructions() {
        // SAFETY: the CPU has every feature `search_bit_instructions` is
        // compiled for, checked just above.
        unsafe { search_bit_instructions(board, found) };
        return;
    }
    search_portable(board, found);
}

/// Whether this CPU has the features of `search_bit_instructions`. The
/// standard library asks the CPU once and caches the answer, so this is a
/// load and a test per puzzle.
#[cfg(target_arch = "x86_64")]
#[inline]
pub fn has_bit_instructions() -> bool {
    std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("lzcnt")
}

/// The search for any CPU of the target.
pub fn search_portable(board: BitBoard, found: &mut Tally) {
    board.search_with(found, search_portable);
}

/// The search compiled with POPCNT, BMI1/2 and LZCNT. Its children are
/// searched by this same function, so the whole search stays in this
/// version.
///
/// # Safety
/// Only on a CPU with those features ([`has_bit_instructions`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt")]
pub unsafe fn search_bit_instructions(board: BitBoard, found: &mut Tally) {
    board.search_with(found, |child, found| {
        // SAFETY: this runs inside `search_bit_instructions`, which runs
        // only on a CPU with its features.
        unsafe { search_bit_instructions(child, found) }
    });
}

/// A mask of the words that differ between `now` and `before` (bit `i` for
/// word `i`): which candidate words changed since they were last
/// propagated.
///
/// Asked at every round of propagation; gathered one word at a time it was a
/// tenth of all instructions on forum-hardest-1106 in count-to-2 mode
/// (cachegrind), and the compiler does not turn the loop into vector
/// operations by itself. On x86-64 it compares four words at a time with
/// SSE2, which every x86-64 CPU has (so both versions of the search use it,
/// with no run-time check).
#[inline(always)]
pub fn changed_words(now: &[u32; 27], before: &[u32; 27]) -> u32 {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps,
        };
        // Words 0-23 four at a time, then 23-26 (word 23 twice): a bit per
        // word that is equal.
        let mut equal = 0u32;
        for at in [0, 4, 8, 12, 16, 20, 23] {
            let now4 = &now[at..at + 4];
            let before4 = &before[at..at + 4];
            // SAFETY: the loads read the four words of `now4` and `before4`
            // (slices of exactly four u32, 16 bytes; `loadu` needs no
            // alignment); the other intrinsics need only SSE2, which is
            // part of the x86-64 baseline, so every CPU running this has it.
            let four = unsafe {
                let a = _mm_loadu_si128(now4.as_ptr().cast::<__m128i>());
                let b = _mm_loadu_si128(before4.as_ptr().cast::<__m128i>());
                _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, b))) as u32
            };
            equal |= four << at;
        }
        !equal & ((1 << 27) - 1)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut changed = 0u32;
        for i in 0..27 {
            changed |= u32::from(now[i] != before[i]) << i;
        }
        changed
    }
}

/// For the tests: the search compiled for the bit instructions, when this
/// CPU has them (true), else nothing (false). Keeps the tests free of
/// `unsafe` and of `cfg`.
#[cfg(test)]
pub fn search_bit_instructions_if_there(board: BitBoard, found: &mut Tally) -> bool {
    #[cfg(target_arch = "x86_64")]
    if has_bit_instructions() {
        // SAFETY: the CPU has the features, checked just above.
        unsafe { search_bit_instructions(board, found) };
        return true;
    }
    let _ = (board, found);
    false
}
