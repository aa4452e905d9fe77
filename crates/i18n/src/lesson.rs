//! The catalogue's lesson area: the built-in lessons' titles, every
//! caption a stop can have (the core's [`Caption`] values, worded here),
//! the lesson screen's frame (stop counter, lists, prompts, messages), the
//! lesson file's errors, and the lesson keys' help and footer words.

use sudoku_dfs_core::lesson::file::LessonFileError;
use sudoku_dfs_core::lesson::{BuiltIn, Caption};

/// The lesson keys' words: help lines, footer words and the headings of
/// the help screen's lesson sections (in the keys area: `Keys::lesson`).
#[derive(Debug)]
pub struct LessonKeys {
    /// `During a lesson`, `Lessons (c)`, `A lesson's stops (A)`.
    pub heading_lesson: &'static str,
    pub heading_lessons: &'static str,
    pub heading_stops: &'static str,
    pub next_stop: &'static str,
    pub previous_stop: &'static str,
    pub run_stop_watch: &'static str,
    pub open_lessons: &'static str,
    pub mark_stop: &'static str,
    /// `M` in the editor.
    pub mark_editor_stop: &'static str,
    pub list_stops: &'static str,
    pub save_lesson: &'static str,
    pub list_up: &'static str,
    pub list_down: &'static str,
    pub open_lesson: &'static str,
    pub go_to_stop: &'static str,
    pub close_list: &'static str,
    /// Footer words.
    pub word_stops: &'static str,
    pub word_lessons: &'static str,
}

/// One language's entries for this area.
#[derive(Debug)]
pub struct Lessons {
    /// A built-in lesson's title.
    pub title: fn(BuiltIn) -> &'static str,
    /// A stop's caption.
    pub caption: fn(&Caption) -> String,
    /// `Lesson 3 · stop 2/3`: the caption box's title (`lesson` is the
    /// lesson's number, 0 for a teacher's own).
    pub stop_heading: fn(usize, usize, usize) -> String,
    /// `· at step 1,204`: after the heading when the search has moved off
    /// the stop's step.
    pub off_stop: fn(u64) -> String,
    /// `→ next stop · ← previous`: the box's last line.
    pub box_hint: &'static str,
    /// Before the first stop: `→ for the first stop`.
    pub before_first: &'static str,
    /// `The last stop: the lesson is over.`
    pub after_last: &'static str,
    /// `Already at the first stop.`
    pub at_first: &'static str,
    /// The lessons list's title.
    pub list_title: &'static str,
    /// The stops list's title, and what it says with none.
    pub stops_title: &'static str,
    pub no_stops: &'static str,
    /// `step 1,204`: a stop's place in the stops list; `editor`.
    pub stop_place: fn(Option<u64>) -> String,
    /// The prompt for a stop's caption (its step is said under it).
    pub prompt_caption: &'static str,
    /// The prompt for the lesson file's path.
    pub prompt_save: &'static str,
    /// `step 1,204 is stop 3 of 4`; `the editor is stop 2 of 4`.
    pub marked: fn(Option<u64>, usize, usize) -> String,
    /// The caption box while a solver run from a stop is watched.
    pub watching: fn(&str) -> String,
    /// `y` at a stop that names no solver to run.
    pub no_watch_here: &'static str,
    /// A stop needs words.
    pub no_caption: &'static str,
    /// `lesson saved to PATH`, `lesson not saved to PATH: WHY`.
    pub saved: fn(&str) -> String,
    pub not_saved: fn(&str, &str) -> String,
    /// Why a lesson was not saved over a file: it holds something else.
    pub not_a_lesson: &'static str,
    /// The untitled teacher's lesson.
    pub own_title: &'static str,
    /// `the search ends at step 84, before this stop (step 120)`.
    pub not_reached: fn(u64, u64) -> String,
    /// `line 4: expected `stop STEP CAPTION`, found "stop x"`.
    pub file_error: fn(&LessonFileError) -> String,
}
