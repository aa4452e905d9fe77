use crate::classroom::{Classroom, ClassroomKeys};
use crate::format::thousands;

pub const CLASSROOM: Classroom = Classroom {
    speed_slow: |seconds| format!("1 step every {seconds} s"),
    speed_pace: |seconds| format!("1 step every {seconds} s"),
    pauses_at_dead_ends: " · pauses at dead ends",
    pauses_at_backtracks: " · pauses at backtracks",
    pause_at_dead_ends_on: "playing pauses at every dead end",
    pause_at_backtracks_on: "playing pauses at every backtrack",
    pause_at_off: "playing no longer pauses by itself",
    paused_at_dead_end: "paused at a dead end (P: where playing pauses)",
    paused_at_backtrack: "paused at a backtrack (P: where playing pauses)",
    contrast: |on| {
        if on {
            "high contrast on: no dim grey"
        } else {
            "high contrast off"
        }
    },
    recording_started: |path| format!("recording the screen to {path}; R again stops and saves it"),
    recording_saved: |path, frames, seconds| {
        format!("recording saved ({frames} frames, {seconds} s): {path}")
    },
    recording_not_saved: |path, why| format!("the recording could not be saved ({why}): {path}"),
    race_mistake_says_solved_at: |step| format!("says \"solved\" at step {}", thousands(step)),
    race_mistake_says_no_solution_at: |step| {
        format!("says \"no solution\" at step {}", thousands(step))
    },
    race_turbo: |on, pace| {
        if on {
            "the race runs flat out (f again: back to the pace)".to_string()
        } else {
            format!("the race runs at {pace}")
        }
    },
};

pub const CLASSROOM_KEYS: ClassroomKeys = ClassroomKeys {
    record: "record the screen (.cast); again: stop, save",
    word_record: "record",
    contrast: "high-contrast theme on/off (for a projector)",
    word_contrast: "contrast",
    pause_at: "pause playing at: never, dead ends, backtracks",
    word_pause_at: "pause at",
    race_turbo: "turbo on/off: flat out, or back to the pace",
    word_turbo: "turbo",
};
