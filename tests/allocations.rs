//! Reading puzzles allocates nothing per line: the reader's buffer is
//! allocated once, however long the input. Counted with an allocator that
//! counts what this thread asks for.

// A test's unwrap is its failure report (the workspace denies unwrap elsewhere).
#![allow(clippy::unwrap_used)]

use sudoku_dfs_core::test_fixtures;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use crate::test_fixtures::LEETCODE;
use sudoku_dfs::PuzzleReader;

/// A global allocator is an unsafe trait to implement: `unsafe_code`,
/// denied in Cargo.toml, is allowed for this test's counting allocator.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// Allocations made while reading every puzzle of `text`.
fn allocations_reading(text: &[u8]) -> (usize, usize) {
    let before = ALLOCATIONS.with(Cell::get);
    let mut puzzles = 0;
    for item in PuzzleReader::new(text) {
        puzzles += usize::from(item.is_ok());
    }
    (ALLOCATIONS.with(Cell::get) - before, puzzles)
}

#[test]
fn reading_allocates_the_same_for_ten_lines_and_ten_thousand() {
    let line = LEETCODE;
    let grid: String = line
        .as_bytes()
        .chunks(9)
        .map(|r| {
            format!(
                "{} | {}\n",
                &String::from_utf8_lossy(&r[..4]),
                &String::from_utf8_lossy(&r[4..])
            )
        })
        .collect();
    // Lines and grids, CRLF and LF, comments: every path of the reader.
    let block = format!("# a comment\r\n{line}\r\n{line} with a note\n\n{grid}\n");
    let few = block.repeat(2);
    let many = block.repeat(2000);
    let (few_allocations, few_puzzles) = allocations_reading(few.as_bytes());
    let (many_allocations, many_puzzles) = allocations_reading(many.as_bytes());
    assert_eq!((few_puzzles, many_puzzles), (6, 6000));
    assert_eq!(
        few_allocations, many_allocations,
        "allocations grew with the number of lines"
    );
}
