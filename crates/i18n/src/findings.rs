//! The catalogue's findings area: see [`super::Text`] — what `check`,
//! `trace --from` and the watch screen say of a learner's search: its
//! result and counts, the reference it equals or the first difference
//! with the nearest one, one sentence per finding, and `check`'s own
//! errors. Every cell, digit and step in a sentence comes from the
//! analysis's data ([`crate::learner`]), so the sentence is as true as it.

use std::time::Duration;

use crate::learner::analysis::{Counts, SearchResult};
use crate::learner::compare::{Difference, Reference};
use crate::learner::findings::Finding;

/// One language's entries for this area.
#[derive(Debug)]
pub struct Findings {
    /// `the classic row-major DFS`: a reference in a same-as sentence.
    pub reference: fn(Reference) -> &'static str,
    /// `Your search solved the puzzle.`
    pub result: fn(SearchResult) -> &'static str,
    /// `8,365 writes: 4,208 placements, 39,428 rejections, 4,157 backtracks.`
    pub counts: fn(&Counts) -> String,
    /// `step 57: your search wrote 4 at r2c2, but row 2 already has 4 at
    /// r2c7 — your check does not read the row`.
    pub difference: fn(&Difference) -> String,
    /// One sentence per finding.
    pub finding: fn(&Finding) -> String,
    /// `What your code printed (3 lines, 2 more not kept):`.
    pub printed: fn(usize, usize) -> String,
    /// `Your code printed nothing.`
    pub printed_nothing: &'static str,
    /// `It ran for 0.42 s.`
    pub took: fn(Duration) -> String,
    /// `sol.rb: its extension names no language sudoku-dfs runs`.
    pub unknown_extension: fn(&str) -> String,
    /// `cannot read sol.py: no such file`.
    pub unreadable: fn(&str, &str) -> String,
    /// Why a learner's file that is a FIFO, a device or a folder is not
    /// run (said after `unreadable`'s file name).
    pub not_a_plain_file: &'static str,
    /// `Compiling took 1.52 s.` (before `took`, for a compiled language).
    pub compiled_in: fn(std::time::Duration) -> String,
    /// The program ran out of its memory limit (MiB).
    pub out_of_memory: fn(u64) -> String,
}

#[cfg(test)]
#[path = "findings_tests.rs"]
mod tests;
