//! What makes stepping back possible: snapshots of the search taken every
//! `interval` steps. Going back to step n restores the last snapshot at or
//! before n and replays forward, which is exact because the search is
//! deterministic. When the record is full, every other snapshot is dropped
//! and the interval doubles, so memory stays bounded however long the search
//! runs, and a step back replays at most one interval.

use super::machine::Snapshot;

/// Snapshots kept at most: 8,192 x 1,144 bytes = 8.9 MiB. A snapshot holds
/// each frame's record of its visit (what became of each digit), which a
/// mistake's tables cannot give back, so it is three times what it was
/// without (and forget-candidates' kept candidates, 162 bytes); the record keeps a quarter as many, so on a long search they are
/// four times further apart (on the 830-million-event search, one every
/// 131,072 events: a step back replays at most that, under a millisecond).
const CAPACITY: usize = 1 << 13;
/// The interval to start with: small searches keep a snapshot every few
/// hundred steps, so stepping back in them replays almost nothing.
const FIRST_INTERVAL: u64 = 256;

#[derive(Clone, Debug)]
pub struct History {
    /// Ascending by step; the first is always step 0.
    snapshots: Vec<Snapshot>,
    interval: u64,
    capacity: usize,
    /// `next_due()`, kept: asked after every single step.
    next_due: u64,
}

impl History {
    pub fn new(start: Snapshot) -> History {
        History::with_capacity(start, CAPACITY)
    }

    pub(super) fn with_capacity(start: Snapshot, capacity: usize) -> History {
        assert!(capacity >= 2);
        let mut history = History {
            snapshots: vec![start],
            interval: FIRST_INTERVAL,
            capacity,
            next_due: 0,
        };
        history.next_due = history.last_step() + history.interval;
        history
    }

    /// The step at which the next snapshot is due.
    #[inline]
    pub fn next_due(&self) -> u64 {
        self.next_due
    }

    fn last_step(&self) -> u64 {
        self.snapshots.last().map_or(0, step_of)
    }

    /// Keeps a snapshot taken at or after `next_due()`.
    pub fn record(&mut self, snapshot: Snapshot) {
        debug_assert!(step_of(&snapshot) >= self.next_due());
        if self.snapshots.len() == self.capacity {
            let mut index = 0;
            self.snapshots.retain(|_| {
                index += 1;
                index % 2 == 1
            });
            self.interval *= 2;
        }
        self.snapshots.push(snapshot);
        self.next_due = self.last_step() + self.interval;
    }

    /// The latest snapshot at or before `step`.
    pub fn at_or_before(&self, step: u64) -> &Snapshot {
        let after = self.snapshots.partition_point(|s| step_of(s) <= step);
        &self.snapshots[after.saturating_sub(1)]
    }

    /// The latest snapshot strictly before `step`, if any.
    pub fn before(&self, step: u64) -> Option<&Snapshot> {
        let at = self.snapshots.partition_point(|s| step_of(s) < step);
        at.checked_sub(1).map(|i| &self.snapshots[i])
    }

    /// Bytes held for stepping back.
    pub fn bytes(&self) -> usize {
        self.snapshots.capacity() * std::mem::size_of::<Snapshot>()
    }

    pub fn len(&self) -> usize {
        self.snapshots.len()
    }

    pub fn interval(&self) -> u64 {
        self.interval
    }

    /// A record that fills after a few snapshots, to test thinning.
    #[cfg(test)]
    pub fn tiny(start: Snapshot) -> History {
        History::with_capacity(start, 4)
    }
}

fn step_of(s: &Snapshot) -> u64 {
    s.counts.events()
}
