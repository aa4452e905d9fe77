//! Log entries for the tests of the log's folding and of its words.

use super::log::Entry;
use crate::engine::Event;
use crate::grid::Cell;

/// An entry at `step` and `level` whose words are its event's debug form.
pub fn entry(step: u64, level: usize, event: Event) -> Entry {
    Entry {
        step,
        level,
        event,
        words: format!("{event:?}"),
        forced_undo: false,
    }
}

/// r1c9 dead-ends, r1c8 is finished after it, the search is back at r1c7
/// having tried `digit` there.
pub fn chain(digit: u8) -> Vec<Entry> {
    let (r1c7, r1c8, r1c9) = (Cell::at(0, 6), Cell::at(0, 7), Cell::at(0, 8));
    vec![
        entry(1, 8, Event::DeadEnd { cell: r1c9 }),
        entry(
            2,
            7,
            Event::Undo {
                cell: r1c8,
                digit: 7,
            },
        ),
        entry(3, 7, Event::DeadEnd { cell: r1c8 }),
        entry(4, 6, Event::Undo { cell: r1c7, digit }),
    ]
}
