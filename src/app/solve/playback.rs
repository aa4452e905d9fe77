//! How fast the solve screen plays and how far one step goes.

use crate::engine::Event;
use crate::i18n::{Lang, Text};

/// Steps per second, doubling: 2^0 ..= 2^MAX_EXPONENT, then turbo.
const MAX_EXPONENT: u8 = 20;

/// How fast playing goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speed(u8);

impl Speed {
    #[cfg(test)]
    pub const SLOWEST: Speed = Speed(0);
    pub const TURBO: Speed = Speed(MAX_EXPONENT + 1);
    /// Where a solve starts: slow enough to read.
    pub const START: Speed = Speed(2);

    /// Steps a second; `None` for turbo (as fast as the engine goes).
    pub fn per_second(self) -> Option<u64> {
        (self.0 <= MAX_EXPONENT).then(|| 1u64 << self.0)
    }

    pub fn faster(self) -> Speed {
        Speed((self.0 + 1).min(Speed::TURBO.0))
    }

    pub fn slower(self) -> Speed {
        Speed(self.0.saturating_sub(1))
    }

    /// `1 step/s`, `1,024 steps/s`, `turbo`: in English.
    pub fn label(self) -> String {
        self.label_in(Lang::En.text())
    }

    /// The speed in the words of `text` (`4 步/秒`, `极速`).
    pub fn label_in(self, text: &Text) -> String {
        match self.per_second() {
            Some(n) => (text.solve.speed)(n),
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
            StepSize::PlacementsAndBacktracks => {
                matches!(event, Event::Place { .. } | Event::Undo { .. })
            }
            StepSize::Backtracks => matches!(event, Event::Undo { .. }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_double_up_to_turbo() {
        let mut speed = Speed::SLOWEST;
        assert_eq!(speed.label(), "1 step/s");
        assert_eq!(speed.slower(), Speed::SLOWEST);
        speed = speed.faster();
        assert_eq!(speed.per_second(), Some(2));
        while speed.faster() != speed {
            speed = speed.faster();
        }
        assert_eq!(speed, Speed::TURBO);
        assert_eq!(speed.label(), "turbo");
        assert_eq!(speed.slower().label(), "1,048,576 steps/s");
        let zh = Lang::Zh.text();
        assert_eq!(speed.label_in(zh), "极速");
        assert_eq!(speed.slower().label_in(zh), "1,048,576 步/秒");
        assert_eq!(Speed::SLOWEST.label_in(zh), "1 步/秒");
        assert_eq!(StepSize::Backtracks.label(zh), "仅回溯");
    }
}
