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
    /// The frame the last event ended; zero for none (what it saves
    /// in fewer bytes than an `Option`).
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
            counts: self.state.counts,
            phase: self.state.phase,
            len: self.state.len,
            frames: self.state.stack,
            ended: self.state.ended.unwrap_or_default(),
            stale_rejects: self.state.stale_rejects,
            tables: self.state.tables,
            candidates: self.kept,
        }
    }

    /// Puts the machine in the state the snapshot was taken in. The grid and
    /// tables are not saved: they follow from the givens and the stack.
    pub fn restore(&mut self, s: &Snapshot) {
        self.state.counts = s.counts;
        self.state.step = s.counts.events();
        self.state.phase = s.phase;
        self.state.len = s.len;
        self.state.stack = s.frames;
        // The engine never ends a frame that is all zero (a dead end has
        // tried digit 9): zero is none.
        self.state.ended = (s.ended != Frame::default()).then_some(s.ended);
        self.state.stale_rejects = s.stale_rejects;
        self.state.digits = self.state.givens;
        self.state.tables = Tables::from_grid(&Grid::from_digits(self.state.givens));
        self.open = self.open_at_start;
        let placed = match s.phase {
            Phase::Try => s.len.saturating_sub(1),
            _ => s.len,
        };
        for f in &s.frames[..placed as usize] {
            self.state.digits[f.cell as usize] = f.digit;
            self.state.tables.mark(f.cell(), f.digit);
            self.open &= !(1u128 << f.cell);
        }
        if self.mistake == Some(Mistake::ForgetRestore) {
            self.state.tables = s.tables;
        }
        self.kept = s.candidates;
    }
}
