//! A window over the solve screen (the help and its glossary, a question,
//! a prompt) pauses what moves, so nothing runs on unseen; closing it
//! resumes what was moving.

use std::time::Instant;

use super::{Goal, SolveState};

/// What was moving when a window opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Suspended {
    playing: bool,
    goal: Option<Goal>,
    /// The strategy race, when it was running.
    race: bool,
}

impl SolveState {
    /// A window opened: playing and any run stop, and are remembered.
    pub fn suspend(&mut self) {
        let race = self.shape.race.as_ref().is_some_and(|r| r.playing);
        if self.suspended.is_none() && (self.playing || self.goal.is_some() || race) {
            self.suspended = Some(Suspended {
                playing: self.playing,
                goal: self.goal,
                race,
            });
        }
        self.stop();
        if let Some(view) = &mut self.shape.race {
            view.playing = false;
        }
    }

    /// The window closed without moving the search: what was moving moves
    /// on from now (no steps are owed for the time it was open).
    pub fn resume(&mut self, now: Instant) {
        let Some(was) = self.suspended.take() else {
            return;
        };
        if let Some(view) = &mut self.shape.race
            && was.race
        {
            view.resume(now);
        }
        if self.search.is_finished() {
            return;
        }
        self.playing = was.playing;
        self.goal = was.goal;
        self.last_frame = now;
        self.owed = 0.0;
    }

    /// The window's answer moved the search (a go-to): it stays paused
    /// where it was sent.
    pub fn forget_suspended(&mut self) {
        self.suspended = None;
    }
}
