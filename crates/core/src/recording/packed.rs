//! The byte format of a learner's recording: one step in one to a few
//! bytes, so a recording of ten million writes stays small.
//!
//! A step is a tag byte, then (when the tag says so) its line and its
//! fields:
//!
//! ```text
//!  tag   bits 0-2  kind (Enter, Place, Reject, Undo, DeadEnd, Solved, Exhausted,
//!                  7: a run of rejects)
//!        bit 3     inferred: no write shows this event
//!        bit 4     the line changes: LEB128 of (index in the line table + 1), 0 = none
//!        bit 5     full: the event's fields follow
//!  Enter  always its cell; full adds the depth
//!  full   Place, Undo: cell, digit · Reject: cell, digit, reason, holder (255: none)
//!         · DeadEnd: cell
//!  run   a count (2-255) after the line: that many rejects, each the one
//!        expected, with the tag's inferred flag (the line changes at the first)
//! ```
//!
//! A step that is not full is the event the state before it expects (the
//! top cell, the next digit, the holder read from the board; see
//! `learner.rs`): almost every step of a real search, so most take one
//! byte. Which is which is decided when the step is written, by comparing
//! the event with the expected one, so the format loses nothing.

// What reads a learner's recording is the app's (the watch).

use crate::engine::{Event, EventKind};
use crate::grid::{Cell, UnitKind};

const INFERRED: u8 = 1 << 3;
const LINE: u8 = 1 << 4;
const FULL: u8 = 1 << 5;
const NO_CELL: u8 = 255;
const RUN: u8 = 7;
/// The most rejects one run holds.
pub(super) const MOST_IN_RUN: u8 = 255;

/// The bytes of every step, and the distinct source lines they name.
#[derive(Debug, Default)]
pub(super) struct Packed {
    pub(super) bytes: Vec<u8>,
    pub(super) lines: Vec<u32>,
}

/// One step as read back: what the tag and the bytes after it say.
#[derive(Clone, Copy, Debug)]
pub(super) struct Raw {
    pub(super) kind: EventKind,
    pub(super) inferred: bool,
    /// `Some(line)` when the step changes the line.
    pub(super) line: Option<Option<u32>>,
    /// The whole event, when it was written in full.
    pub(super) full: Option<Event>,
    /// An entered cell (every Enter carries it).
    pub(super) cell: Option<Cell>,
    /// How many steps it stands for: a run of rejects, or 1.
    pub(super) count: u8,
    /// Where the next step starts.
    pub(super) next: usize,
}

fn kind_code(kind: EventKind) -> u8 {
    match kind {
        EventKind::Enter => 0,
        EventKind::Place => 1,
        EventKind::Reject => 2,
        EventKind::Undo => 3,
        EventKind::DeadEnd => 4,
        EventKind::Solved => 5,
        EventKind::Exhausted => 6,
        // A recording holds a learner's steps, read from writes, or a
        // trace's, which `recording/json.rs` reads in the classic
        // vocabulary only: neither has propagation events.
        EventKind::Force | EventKind::Wipeout => {
            unreachable!("a recording has no propagation events")
        }
    }
}

const KINDS: [EventKind; 7] = [
    EventKind::Enter,
    EventKind::Place,
    EventKind::Reject,
    EventKind::Undo,
    EventKind::DeadEnd,
    EventKind::Solved,
    EventKind::Exhausted,
];

fn reason_code(reason: UnitKind) -> u8 {
    reason as u8
}

fn reason_of(code: u8) -> UnitKind {
    match code {
        0 => UnitKind::Row,
        1 => UnitKind::Column,
        _ => UnitKind::Box,
    }
}

fn cell_code(cell: Option<Cell>) -> u8 {
    cell.map_or(NO_CELL, |c| c.index() as u8)
}

fn cell_of(code: u8) -> Option<Cell> {
    (code < 81).then(|| Cell::new(code as usize))
}

impl Packed {
    /// Appends one step. `line_index`: `Some(index + 1, or 0 for none)`
    /// when the line changes; `full`: the event does not follow from the
    /// state before it.
    pub(super) fn push(
        &mut self,
        event: Event,
        inferred: bool,
        line_index: Option<u32>,
        full: bool,
    ) {
        let mut tag = kind_code(event.kind());
        if inferred {
            tag |= INFERRED;
        }
        if line_index.is_some() {
            tag |= LINE;
        }
        if full {
            tag |= FULL;
        }
        self.bytes.push(tag);
        if let Some(mut index) = line_index {
            // LEB128: seven bits a byte, the high bit says more follow.
            loop {
                let byte = (index & 0x7f) as u8;
                index >>= 7;
                if index == 0 {
                    self.bytes.push(byte);
                    break;
                }
                self.bytes.push(byte | 0x80);
            }
        }
        match event {
            Event::Enter { cell, depth } => {
                self.bytes.push(cell.index() as u8);
                if full {
                    self.bytes.push(depth);
                }
            }
            _ if !full => {}
            Event::Place { cell, digit } | Event::Undo { cell, digit } => {
                self.bytes.extend([cell.index() as u8, digit]);
            }
            Event::Reject {
                cell,
                digit,
                reason,
                by,
            } => {
                self.bytes.extend([
                    cell.index() as u8,
                    digit,
                    reason_code(reason),
                    cell_code(by),
                ]);
            }
            Event::DeadEnd { cell } => self.bytes.push(cell.index() as u8),
            Event::Solved | Event::Exhausted | Event::Force { .. } | Event::Wipeout { .. } => {}
        }
    }

    /// The last step written, a short reject, becomes a run of two; or
    /// the run written last (`count_at`) grows by one. Returns where the
    /// count is, or `None` when the run is full.
    pub(super) fn extend_run(&mut self, tag_at: usize, count_at: Option<usize>) -> Option<usize> {
        match count_at {
            None => {
                self.bytes[tag_at] = (self.bytes[tag_at] & !7) | RUN;
                self.bytes.push(2);
                Some(self.bytes.len() - 1)
            }
            Some(at) if self.bytes[at] < MOST_IN_RUN => {
                self.bytes[at] += 1;
                Some(at)
            }
            Some(_) => None,
        }
    }

    /// The step written at `at`.
    pub(super) fn read(&self, at: usize) -> Raw {
        let bytes = &self.bytes;
        let tag = bytes[at];
        let run = tag & 7 == RUN;
        let kind = if run {
            EventKind::Reject
        } else {
            KINDS[(tag & 7) as usize]
        };
        let mut i = at + 1;
        let line = if tag & LINE != 0 {
            let (mut index, mut shift) = (0u32, 0);
            loop {
                let byte = bytes[i];
                i += 1;
                index |= u32::from(byte & 0x7f) << shift;
                shift += 7;
                if byte & 0x80 == 0 {
                    break;
                }
            }
            Some(index.checked_sub(1).map(|k| self.lines[k as usize]))
        } else {
            None
        };
        let count = if run {
            i += 1;
            bytes[i - 1]
        } else {
            1
        };
        let full = tag & FULL != 0;
        let mut take = |n: usize| {
            let slice = &bytes[i..i + n];
            i += n;
            slice
        };
        let (event, cell) = match kind {
            EventKind::Enter => {
                let cell = Cell::new(take(1)[0] as usize);
                let event = full.then(|| Event::Enter {
                    cell,
                    depth: take(1)[0],
                });
                (event, Some(cell))
            }
            _ if !full => (None, None),
            EventKind::Place => {
                let f = take(2);
                let cell = Cell::new(f[0] as usize);
                (Some(Event::Place { cell, digit: f[1] }), None)
            }
            EventKind::Undo => {
                let f = take(2);
                let cell = Cell::new(f[0] as usize);
                (Some(Event::Undo { cell, digit: f[1] }), None)
            }
            EventKind::Reject => {
                let f = take(4);
                let event = Event::Reject {
                    cell: Cell::new(f[0] as usize),
                    digit: f[1],
                    reason: reason_of(f[2]),
                    by: cell_of(f[3]),
                };
                (Some(event), None)
            }
            EventKind::DeadEnd => {
                let cell = Cell::new(take(1)[0] as usize);
                (Some(Event::DeadEnd { cell }), None)
            }
            EventKind::Solved => (Some(Event::Solved), None),
            EventKind::Exhausted => (Some(Event::Exhausted), None),
            // Never packed: see `kind_code`.
            EventKind::Force | EventKind::Wipeout => (None, None),
        };
        Raw {
            kind,
            inferred: tag & INFERRED != 0,
            line,
            full: event,
            cell,
            count,
            next: i,
        }
    }
}
