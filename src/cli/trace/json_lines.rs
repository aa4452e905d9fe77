//! The hand-written writer of the per-event JSON Lines trace: a step
//! number counted up digit by digit ([`Decimal`]) and the lines put
//! byte by byte into a buffer written out when full ([`JsonLines`]).

use crate::engine::{Event, ForceRule};
use crate::grid::{Cell, UnitKind};

/// A number in decimal, counted up digit by digit: cheaper than writing a
/// number out afresh for every line. The digits sit right-aligned at
/// `DIGITS_END`, with room after them, so that they can be copied as a
/// piece of fixed length (see [`JsonLines::put_decimal`]).
pub(super) struct Decimal {
    bytes: [u8; 2 * DIGITS_END],
    start: usize,
}

/// A u64 has at most 20 decimal digits.
pub(super) const DIGITS_END: usize = 20;

impl Decimal {
    pub(super) fn new(mut n: u64) -> Decimal {
        let mut d = Decimal {
            bytes: [b'0'; 2 * DIGITS_END],
            start: DIGITS_END,
        };
        loop {
            d.start -= 1;
            d.bytes[d.start] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                return d;
            }
        }
    }

    pub(super) fn increment(&mut self) {
        let mut i = DIGITS_END;
        loop {
            i -= 1;
            if self.bytes[i] != b'9' {
                self.bytes[i] += 1;
                break;
            }
            self.bytes[i] = b'0';
            if i == self.start {
                // 99 -> 100: one digit more (a u64 never runs out of room).
                self.start -= 1;
                self.bytes[self.start] = b'1';
                break;
            }
        }
    }

    pub(super) fn digits(&self) -> &[u8] {
        &self.bytes[self.start..DIGITS_END]
    }
}

impl std::fmt::Display for Decimal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(std::str::from_utf8(self.digits()).expect("ASCII digits"))
    }
}

/// Events as JSON lines, in a buffer of `CAPACITY` bytes.
pub(super) struct JsonLines {
    bytes: Box<[u8]>,
    len: usize,
}

pub(super) const CAPACITY: usize = 1 << 16;
/// Room one line may need, with its pieces copied at fixed length: the
/// longest line (a reject at step 2^64 - 1) is 104 bytes.
/// With `--lines`, a line has its lines field on top (at most
/// `LINES_FIELD_ROOM`): 104 + 20 + 64 = 188 still fits.
pub(super) const LINE_ROOM: usize = 192;
pub(super) const LINES_FIELD_ROOM: usize = 64;

impl JsonLines {
    pub(super) fn new() -> JsonLines {
        JsonLines {
            bytes: vec![0; CAPACITY].into_boxed_slice(),
            len: 0,
        }
    }

    /// True when one more line might not fit.
    pub(super) fn is_full(&self) -> bool {
        self.len + LINE_ROOM > CAPACITY
    }

    /// The lines so far; the buffer starts empty again.
    pub(super) fn take(&mut self) -> &[u8] {
        let len = std::mem::take(&mut self.len);
        &self.bytes[..len]
    }

    /// `{"step":1,"event":"enter","row":1,"col":3,"depth":0}` and a newline:
    /// the fields and their order are those of the trace format, which the
    /// golden files in tests/data/trace pin down byte for byte.
    #[inline(always)]
    pub(super) fn event(&mut self, step: &Decimal, event: &Event) {
        self.event_body(step, event);
        self.put(b"}\n");
    }

    /// The line of [`JsonLines::event`] without its closing `}` and newline.
    #[inline(always)]
    pub(super) fn event_body(&mut self, step: &Decimal, event: &Event) {
        self.put(b"{\"step\":");
        self.put_decimal(step);
        match *event {
            Event::Enter { cell, depth } => {
                self.put(b",\"event\":\"enter\"");
                self.cell(cell);
                self.put(b",\"depth\":");
                if depth >= 10 {
                    self.digit(depth / 10);
                }
                self.digit(depth % 10);
            }
            Event::Place { cell, digit } => {
                self.put(b",\"event\":\"place\"");
                self.cell(cell);
                self.put(b",\"digit\":");
                self.digit(digit);
            }
            Event::Reject {
                cell,
                digit,
                reason,
                by,
            } => {
                self.put(b",\"event\":\"reject\"");
                self.cell(cell);
                self.put(b",\"digit\":");
                self.digit(digit);
                match reason {
                    UnitKind::Row => self.put(b",\"reason\":\"row\""),
                    UnitKind::Column => self.put(b",\"reason\":\"column\""),
                    UnitKind::Box => self.put(b",\"reason\":\"box\""),
                }
                match by {
                    Some(by) => {
                        self.put(b",\"by_row\":");
                        self.digit(by.row() as u8 + 1);
                        self.put(b",\"by_col\":");
                        self.digit(by.col() as u8 + 1);
                    }
                    // A stale claim (forget-restore): no cell holds the digit.
                    None => self.put(b",\"stale\":true"),
                }
            }
            Event::Undo { cell, digit } => {
                self.put(b",\"event\":\"undo\"");
                self.cell(cell);
                self.put(b",\"digit\":");
                self.digit(digit);
            }
            Event::DeadEnd { cell } => {
                self.put(b",\"event\":\"dead_end\"");
                self.cell(cell);
            }
            Event::Force { cell, digit, rule } => {
                self.put(b",\"event\":\"force\"");
                self.cell(cell);
                self.put(b",\"digit\":");
                self.digit(digit);
                match rule {
                    ForceRule::OnlyCandidate => self.put(b",\"rule\":\"only_candidate\""),
                    ForceRule::OnlyPlace(UnitKind::Row) => {
                        self.put(b",\"rule\":\"only_place_in_row\"")
                    }
                    ForceRule::OnlyPlace(UnitKind::Column) => {
                        self.put(b",\"rule\":\"only_place_in_column\"")
                    }
                    ForceRule::OnlyPlace(UnitKind::Box) => {
                        self.put(b",\"rule\":\"only_place_in_box\"")
                    }
                }
            }
            Event::Wipeout { cell, by } => {
                self.put(b",\"event\":\"wipeout\"");
                self.cell(cell);
                if let Some(by) = by {
                    self.put(b",\"by_row\":");
                    self.digit(by.row() as u8 + 1);
                    self.put(b",\"by_col\":");
                    self.digit(by.col() as u8 + 1);
                }
            }
            Event::Solved => self.put(b",\"event\":\"solved\""),
            Event::Exhausted => self.put(b",\"event\":\"exhausted\""),
        }
    }

    /// A piece made at run time (the lines field): it must fit in the room
    /// a line has left, which `LINE_ROOM` keeps for it.
    pub(super) fn put_slice(&mut self, piece: &[u8]) {
        self.bytes[self.len..self.len + piece.len()].copy_from_slice(piece);
        self.len += piece.len();
    }

    #[inline(always)]
    pub(super) fn cell(&mut self, cell: Cell) {
        self.put(b",\"row\":");
        self.digit(cell.row() as u8 + 1);
        self.put(b",\"col\":");
        self.digit(cell.col() as u8 + 1);
    }

    /// A piece of fixed length (a literal), copied without a call.
    #[inline(always)]
    pub(super) fn put<const N: usize>(&mut self, text: &[u8; N]) {
        self.bytes[self.len..self.len + N].copy_from_slice(text);
        self.len += N;
    }

    /// The digits and what follows them, copied as one piece of fixed
    /// length; only the digits count, what follows is written over next.
    #[inline(always)]
    pub(super) fn put_decimal(&mut self, n: &Decimal) {
        let piece: &[u8; DIGITS_END] = n.bytes[n.start..n.start + DIGITS_END]
            .try_into()
            .expect("DIGITS_END bytes");
        self.put(piece);
        self.len -= n.start;
    }

    /// A digit 0-9: rows, columns and digits are all one character.
    #[inline(always)]
    pub(super) fn digit(&mut self, d: u8) {
        debug_assert!(d <= 9);
        self.bytes[self.len] = b'0' + d;
        self.len += 1;
    }
}
