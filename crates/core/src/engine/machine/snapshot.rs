//! What a checkpoint saves of the machine, and putting it back: the
//! stack, counts and phase, and what cannot be rebuilt from the stack
//! (forget-restore's tables, forget-candidates' kept candidates).

use super::{Counts, Frame, Machine, Mistake, Phase, Tables};
use crate::grid::Grid;

/// The search state, compact enough to copy: what a checkpoint saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub counts: Counts,
    pub phase: Phase,
    pub len: u8,
    pub frames: [Frame; 81],
    pub ended: Frame,
    pub stale_rejects: u64,
    /// The tables as they were: forget-restore's cannot be rebuilt from the
    /// stack, since they keep digits the stack no longer holds.
    pub tables: Tables,
    /// The candidates forget-candidates keeps (all zero for every other
    /// search): they lack digits no placement on the stack explains, so
    /// they cannot be rebuilt from it either.
    pub candidates: [u16; 81],
}

impl Machine {
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            counts: self.counts,
            phase: self.phase,
            len: self.len,
            frames: self.stack,
            ended: self.ended,
            stale_rejects: self.stale_rejects,
            tables: self.tables,
            candidates: self.kept,
        }
    }

    /// Puts the machine in the state the snapshot was taken in. The grid and
    /// tables are not saved: they follow from the givens and the stack.
    pub fn restore(&mut self, s: &Snapshot) {
        self.counts = s.counts;
        self.step = s.counts.events();
        self.phase = s.phase;
        self.len = s.len;
        self.stack = s.frames;
        self.ended = s.ended;
        self.stale_rejects = s.stale_rejects;
        self.digits = self.givens;
        self.tables = Tables::from_grid(&Grid::from_digits(self.givens));
        self.open = self.open_at_start;
        let placed = match s.phase {
            Phase::Try => s.len.saturating_sub(1),
            _ => s.len,
        };
        for f in &s.frames[..placed as usize] {
            self.digits[f.cell as usize] = f.digit;
            self.tables.mark(f.cell(), f.digit);
            self.open &= !(1u128 << f.cell);
        }
        if self.mistake == Some(Mistake::ForgetRestore) {
            self.tables = s.tables;
        }
        self.kept = s.candidates;
    }
}
