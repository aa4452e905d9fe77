//! How fast the solve screen plays and how far one step goes.

use crate::engine::Event;
use crate::format::thousands;

/// Steps per second, doubling: 2^0 ..= 2^MAX_EXPONENT, then turbo.
const MAX_EXPONENT: u8 = 20;

/// How fast playing goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speed(u8);

impl Speed {
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

    /// `1 step/s`, `1,024 steps/s`, `turbo`.
    pub fn label(self) -> String {
        match self.per_second() {
            Some(1) => "1 step/s".to_string(),
            Some(n) => format!("{} steps/s", thousands(n)),
            None => "turbo".to_string(),
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

    pub fn label(self) -> &'static str {
        match self {
            StepSize::Every => "every event",
            StepSize::PlacementsAndBacktracks => "placements and backtracks",
            StepSize::Backtracks => "backtracks only",
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
    }
}
