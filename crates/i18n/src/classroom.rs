//! The catalogue's classroom area: recording the screen for slides, the
//! high-contrast theme, the slow speeds and pausing at dead ends or
//! backtracks, the race's pace; and the key table's words for them
//! ([`ClassroomKeys`], inside [`super::keys::Keys`]).

/// One language's entries for this area.
#[derive(Debug)]
pub struct Classroom {
    /// `1 step every 2 s`: a speed slower than one step a second, given
    /// the seconds between steps.
    pub speed_slow: fn(u64) -> String,
    /// `1 step every 0.3 s`: a recording's pace that is no speed of the
    /// ladder, given the seconds a step as written.
    pub speed_pace: fn(&str) -> String,
    /// ` · pauses at dead ends`: after the settings, while playing pauses
    /// at every dead end.
    pub pauses_at_dead_ends: &'static str,
    /// ` · pauses at backtracks`: the same, at every backtrack.
    pub pauses_at_backtracks: &'static str,
    /// The message of `P` choosing to pause at every dead end.
    pub pause_at_dead_ends_on: &'static str,
    /// The message of `P` choosing to pause at every backtrack.
    pub pause_at_backtracks_on: &'static str,
    /// The message of `P` turning pausing off.
    pub pause_at_off: &'static str,
    /// `paused at a dead end (P: where playing pauses)`: playing stopped
    /// by itself there.
    pub paused_at_dead_end: &'static str,
    /// The same at a backtrack.
    pub paused_at_backtrack: &'static str,
    /// The message of `C` switching the high-contrast theme on or off.
    pub contrast: fn(bool) -> &'static str,
    /// `recording the screen to PATH; R again stops and saves it`.
    pub recording_started: fn(&str) -> String,
    /// `recording saved: PATH (N frames, M s)`.
    pub recording_saved: fn(&str, u64, u64) -> String,
    /// `the recording could not be saved to PATH: WHY`.
    pub recording_not_saved: fn(&str, &str) -> String,
    /// `says "solved" at step N`: a mistake's side of the race, ended on
    /// a verdict that is its own (quoted, like the status line's).
    pub race_mistake_says_solved_at: fn(u64) -> String,
    /// `says "no solution" at step N`.
    pub race_mistake_says_no_solution_at: fn(u64) -> String,
    /// The message of the race's turbo key: flat out, or back to `pace`.
    pub race_turbo: fn(bool, &str) -> String,
}

/// The key table's entries for the classroom's keys: what the help says
/// each does, and the footer's word.
#[derive(Debug)]
pub struct ClassroomKeys {
    /// `record the screen (.cast); again: stop, save`.
    pub record: &'static str,
    /// `record`: the footer's word.
    pub word_record: &'static str,
    /// `high-contrast theme on/off (for a projector)`.
    pub contrast: &'static str,
    /// `contrast`: the footer's word.
    pub word_contrast: &'static str,
    /// `pause playing at: never, dead ends, backtracks`.
    pub pause_at: &'static str,
    /// `pause at`: the footer's word.
    pub word_pause_at: &'static str,
    /// `turbo on/off: flat out, or back to the pace`.
    pub race_turbo: &'static str,
    /// `turbo`: the footer's word.
    pub word_turbo: &'static str,
}
