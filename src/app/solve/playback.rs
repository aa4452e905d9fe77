//! How fast the solve screen plays and how far one step goes.

use crate::engine::Event;
use crate::i18n::Text;

/// Speeds below one step a second, halving: one step every 2 s, every
/// 4 s (a class reading each step aloud).
const SLOW_STEPS: u8 = 2;
/// Steps per second, doubling: 2^-SLOW_STEPS ..= 2^20, then turbo.
const MAX_EXPONENT: u8 = SLOW_STEPS + 20;

/// How fast playing goes: the index on the ladder of speeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speed(u8);

impl Speed {
    /// One step every 4 s.
    #[cfg(test)]
    pub const SLOWEST: Speed = Speed(0);
    pub const TURBO: Speed = Speed(MAX_EXPONENT + 1);
    /// Where a solve starts: slow enough to read.
    pub const START: Speed = Speed(SLOW_STEPS + 2);

    /// Steps a second (`0.25` for one every 4 s); `None` for turbo (as
    /// fast as the engine goes).
    pub fn per_second(self) -> Option<f64> {
        (self.0 <= MAX_EXPONENT).then(|| 2f64.powi(i32::from(self.0) - i32::from(SLOW_STEPS)))
    }

    pub fn faster(self) -> Speed {
        Speed((self.0 + 1).min(Speed::TURBO.0))
    }

    pub fn slower(self) -> Speed {
        Speed(self.0.saturating_sub(1))
    }

    /// `1 step/s`, `1,024 steps/s`, `turbo`: in English.
    #[cfg(test)]
    pub fn label(self) -> String {
        self.label_in(crate::i18n::Lang::En.text())
    }

    /// The speed in the words of `text` (`4 步/秒`, `每 2 秒 1 步`, `极速`).
    pub fn label_in(self, text: &Text) -> String {
        match self.per_second() {
            Some(n) if n >= 1.0 => (text.solve.speed)(n as u64),
            Some(n) => (text.classroom.speed_slow)((1.0 / n).round() as u64),
            None => text.solve.turbo.to_string(),
        }
    }
}

/// Which events a step (forwards or back, and while playing) stops at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepSize {
    Every,
    PlacementsAndBacktracks,
    Backtracks,
}

impl StepSize {
    pub fn next(self) -> StepSize {
        match self {
            StepSize::Every => StepSize::PlacementsAndBacktracks,
            StepSize::PlacementsAndBacktracks => StepSize::Backtracks,
            StepSize::Backtracks => StepSize::Every,
        }
    }

    /// `every event`, `placements and backtracks`, `backtracks only`.
    pub fn label(self, text: &Text) -> &'static str {
        match self {
            StepSize::Every => text.solve.step_every,
            StepSize::PlacementsAndBacktracks => text.solve.step_placements_and_backtracks,
            StepSize::Backtracks => text.solve.step_backtracks,
        }
    }

    /// Whether a step of this size stops after `event`.
    pub fn stops_at(self, event: &Event) -> bool {
        match self {
            StepSize::Every => true,
            // A forced placement is a placement too: propagation's steps
            // stop at each, as a guess's do.
            StepSize::PlacementsAndBacktracks => matches!(
                event,
                Event::Place { .. } | Event::Force { .. } | Event::Undo { .. }
            ),
            StepSize::Backtracks => matches!(event, Event::Undo { .. }),
        }
    }
}

/// Where playing pauses by itself (`P`): a class stops at each dead end
/// or backtrack to talk about it, then plays on with Space.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PauseAt {
    #[default]
    Nowhere,
    DeadEnds,
    Backtracks,
}

impl PauseAt {
    pub fn next(self) -> PauseAt {
        match self {
            PauseAt::Nowhere => PauseAt::DeadEnds,
            PauseAt::DeadEnds => PauseAt::Backtracks,
            PauseAt::Backtracks => PauseAt::Nowhere,
        }
    }

    /// Whether playing pauses after `event`.
    pub fn stops_at(self, event: &Event) -> bool {
        match self {
            PauseAt::Nowhere => false,
            // A wipeout is a dead end found before the search walks into
            // the cell: a class stops at it as at one.
            PauseAt::DeadEnds => matches!(event, Event::DeadEnd { .. } | Event::Wipeout { .. }),
            PauseAt::Backtracks => matches!(event, Event::Undo { .. }),
        }
    }

    /// What the status line adds after the speed: nothing when off.
    pub fn label(self, text: &Text) -> &'static str {
        match self {
            PauseAt::Nowhere => "",
            PauseAt::DeadEnds => text.classroom.pauses_at_dead_ends,
            PauseAt::Backtracks => text.classroom.pauses_at_backtracks,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn speeds_double_up_to_turbo() {
        let mut speed = Speed::SLOWEST;
        assert_eq!(speed.label(), "1 step every 4 s");
        assert_eq!(speed.slower(), Speed::SLOWEST);
        assert_eq!(speed.faster().label(), "1 step every 2 s");
        assert_eq!(speed.faster().label_in(Lang::Zh.text()), "每 2 秒 1 步");
        speed = speed.faster().faster();
        assert_eq!(speed.label(), "1 step/s");
        speed = speed.faster();
        assert_eq!(speed.per_second(), Some(2.0));
        while speed.faster() != speed {
            speed = speed.faster();
        }
        assert_eq!(speed, Speed::TURBO);
        assert_eq!(speed.label(), "turbo");
        assert_eq!(speed.slower().label(), "1,048,576 steps/s");
        let zh = Lang::Zh.text();
        assert_eq!(speed.label_in(zh), "极速");
        assert_eq!(speed.slower().label_in(zh), "1,048,576 步/秒");
        assert_eq!(Speed::SLOWEST.label_in(zh), "每 4 秒 1 步");
        assert_eq!(StepSize::Backtracks.label(zh), "仅回溯");
    }
}
