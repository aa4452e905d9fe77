//! The first vocabulary of the loop: an [`Action`] is anything that
//! happens to the app (a key through the key table, a click resolved to a
//! cell, a paste, a resize, a tick of the clock, a worker's answer), typed
//! by where it comes from. The other, [`Effect`](super::Effect), is in
//! `effect.rs`.

use std::time::Instant;

use super::effect::Made;
use super::files::{FileError, PuzzleInFile};
use super::recovery::Recovered;
use super::save::SaveOutcome;
use crate::grid::{Cell, Grid};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Left,
    Right,
    Up,
    Down,
}

/// Everything that can happen to the app, by where it comes from: a
/// person ([`Ask`]), a worker answering an effect ([`Reply`]), or the loop
/// itself (the terminal's size, the clock, what the command line and the
/// last session hand the app at start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// What a person did: a key through the key table, a click, a paste.
    /// These, and only these, replace the last message.
    Ask(Ask),
    /// A worker's (or the loop's) answer to an [`Effect`](super::Effect).
    Reply(Reply),
    Resize {
        width: u16,
        height: u16,
    },
    /// The time now: the only way time enters the app. An animating mode
    /// moves on to it.
    Tick(Instant),
    /// How many search events a busy frame may run: measured by the loop
    /// so that a frame takes about [`super::solve::SLICE`].
    Pace(u64),
    /// `record`'s clock, which steps the search itself: the status shows
    /// the recording's pace (the time a step is shown) instead of the
    /// speed, and whether the recording plays on from this frame.
    ShowAsRecorded {
        pace: std::time::Duration,
        playing: bool,
    },
    /// The last session left this grid (read at start).
    OfferRecovery(Recovered),
    /// Read the first puzzle of the file typed off the UI thread, showing
    /// that it waits (a FIFO named on the command line).
    OpenFile(String),
}

/// A person's request, grouped by the screen or window that owns it; each
/// group is handled in that screen's module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    Edit(EditAsk),
    Solve(SolveAsk),
    Quiz(QuizAsk),
    Tree(TreeAsk),
    Race(RaceAsk),
    Watch(WatchAsk),
    Lesson(LessonAsk),
    Class(ClassAsk),
    File(FileAsk),
    Window(WindowAsk),
}

/// The editor's keys and clicks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditAsk {
    Move(Direction),
    /// Put the cursor on this cell: a click, resolved by the input layer,
    /// which knows where the grid is drawn.
    Select(Cell),
    /// Write a digit 1-9 in the cursor's cell.
    Write(u8),
    /// Empty the cursor's cell.
    Clear,
    /// Turn moving on to the next cell after each digit on or off.
    ToggleAdvance,
    Undo,
    Redo,
    /// Make a new puzzle of the chosen difficulty, from a seed.
    Generate {
        seed: u64,
    },
    /// Start a solve of the grid (refused when givens conflict).
    StartSolve,
}

/// The solve screen's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveAsk {
    /// Back to the editor from the solve screen.
    StopSolve,
    PlayPause,
    StepForward,
    StepBack,
    Faster,
    Slower,
    NextBacktrack,
    RunToEnd,
    ToStart,
    /// Ask for a step number to go to.
    PromptStep,
    CycleStepSize,
    SwitchStrategy,
    /// The bug lab: the next variant (correct, then each mistake).
    CycleVariant,
    /// The listing's next language.
    CycleCodeLanguage,
    /// Show the next side panel (stack, path, tables, code, log, legend).
    NextPanel,
    /// `H`: the heatmap in place of the grid, cycling its measure.
    CycleHeatmap,
    /// `e`: fold or unfold the event log's unwinding lines.
    ToggleLogFolding,
}

/// Predict the next step: the quiz over the solve screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizAsk {
    /// The quiz on or off.
    Toggle,
    /// The answer: a digit 1-9 (filled from the key).
    Digit(u8),
    /// The answer: this cell dead-ends.
    DeadEnd,
    /// A cell question: the quiz's cursor one cell this way.
    Cursor(Direction),
    /// A cell question's answer: the cell under the quiz's cursor.
    AnswerCell,
}

/// The search tree's keys (`t` opens it, paused).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeAsk {
    Open,
    Close,
    Move(Direction),
    Seek,
    ZoomIn,
    ZoomOut,
}

/// The strategy race's keys (`r` opens it, from step 0, at the pace it
/// opens with).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaceAsk {
    Open,
    Close,
    PlayPause,
    /// `f`: flat out, or back to the pace it had.
    Turbo,
    /// `1`-`6`: strategy N (as `Strategy::EVERY` numbers them from 1)
    /// joins the race or leaves it.
    Choose(u8),
}

/// A watched run's keys, and the editor's `W` that starts one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchAsk {
    /// `W` in the editor: ask for a solution file to watch.
    PromptWatch,
    /// `D`: to the first difference of a watched run from the classic search.
    FirstDifference,
    /// `o`: the notes of a watched run.
    OpenNotes,
    /// Scroll the notes by this many lines (negative: up).
    ScrollNotes(i16),
}

/// A lesson's keys, its lessons list and its stops list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAsk {
    /// On to the next stop (→), back to the previous (←).
    NextStop,
    PreviousStop,
    /// `y` at a stop that names a learner's solver: run it (the caption
    /// named the file and asked).
    RunStopWatch,
    /// `c`: the list of lessons.
    OpenLessons,
    /// `a`: mark the current step as a stop (asks for its caption).
    MarkStop,
    /// `A`: the open lesson's stops, to jump between them.
    OpenStops,
    /// `S`: save the lesson to a file (asks for the path).
    PromptSaveLesson,
    /// Up and down in the lessons or the stops list.
    ListUp,
    ListDown,
    /// Enter in the lessons list (open it) or the stops list (go there).
    ListChoose,
    /// `i`: hide the stop's caption, or show it again.
    ToggleCaption,
    /// The stops list: a new caption for the stop selected (asks for it),
    /// delete it, move it one earlier or later, the lesson's title.
    ListRecaption,
    ListDelete,
    ListMove {
        up: bool,
    },
    PromptLessonTitle,
}

/// A teacher's keys, on every screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassAsk {
    /// `C`: the high-contrast theme on or off.
    ToggleContrast,
    /// `P`: where playing pauses by itself (nowhere, dead ends, backtracks).
    CyclePauseAt,
    /// `R`: record the screen, or stop and save the recording.
    ToggleCast,
}

/// Saving and opening files, and the grid a stopped session left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileAsk {
    PromptSave,
    PromptOpen,
    /// Replace the whole existing file (only offered for one puzzle).
    ReplaceWhole,
    /// Replace only the line the puzzle was opened from.
    ReplaceLine,
    /// Back to the save prompt, to type another path.
    SaveElsewhere,
    OpenRecovered,
    DiscardRecovered,
}

/// The app's windows over every screen: help, the picker, the prompt,
/// quitting; and the terminal's paste.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WindowAsk {
    OpenHelp,
    /// Scroll the help by this many lines (negative: up), no further than
    /// its last line on the terminal's last row.
    ScrollHelp(i16),
    OpenPicker,
    PickerUp,
    PickerDown,
    /// Load the selected puzzle of the picker, or make one from `seed`.
    PickerChoose {
        seed: u64,
    },
    PromptInsert(char),
    PromptBackspace,
    PromptSubmit,
    /// Close the open window (Esc), without doing what it offers.
    Close,
    /// Quit, asking first when there are unsaved edits.
    Quit,
    /// Quit without asking (the confirmation's "y").
    QuitConfirmed,
    /// Bracketed paste: a puzzle replaces the grid; in a prompt, text.
    Paste(String),
}

/// A worker's answer to an [`Effect`](super::Effect) (or the loop's, for a recording).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The diagnosis worker's answer for the grid of `generation`:
    /// `solutions` counted up to [`super::editor::SOLUTION_LIMIT`].
    Diagnosed { generation: u64, solutions: u64 },
    /// A puzzle made for request `request` (see [`Effect::Generate`](super::Effect::Generate)).
    Generated { request: u64, made: Made },
    /// What saving to `typed` did (see [`Effect::Save`](super::Effect::Save)).
    SaveAnswered { typed: String, outcome: SaveOutcome },
    /// The file read for request `id` (see [`Effect::Open`](super::Effect::Open)).
    Opened {
        id: u64,
        typed: String,
        result: Result<PuzzleInFile, FileError>,
    },
    /// The heatmap's counts, answering [`Effect::CountHeatmap`](super::Effect::CountHeatmap).
    HeatmapCounted {
        request: u64,
        counts: Box<crate::search_shape::heatmap::Heatmap>,
        /// The checkpoints lent with the request, handed back (further on).
        checkpoints: Option<Box<super::shape_views::HeatCheckpoints>>,
    },
    /// The tree's icicle, answering [`Effect::BuildTree`](super::Effect::BuildTree) `request`.
    TreeBuilt {
        request: u64,
        icicle: std::sync::Arc<crate::search_shape::tree::Icicle>,
    },
    /// The editor's watch run `id` answered (see [`Effect::RunWatch`](super::Effect::RunWatch)).
    WatchRan {
        id: u64,
        answer: super::watch::WatchAnswer,
    },
    /// How the correct search of `puzzle` ends, answering
    /// [`Effect::FindCorrectEnd`](super::Effect::FindCorrectEnd).
    CorrectEndFound {
        puzzle: Box<Grid>,
        strategy: crate::engine::Strategy,
        end: Option<(crate::engine::Outcome, u64)>,
    },
    /// The loop started recording, for `path` (see [`Effect::StartCast`](super::Effect::StartCast)).
    CastStarted { path: String },
    /// What saving the recording did: where it went, or the path meant
    /// and why not (see [`Effect::StopCast`](super::Effect::StopCast)).
    CastSaved(Result<super::cast::live::Saved, (String, String)>),
    /// What saving the lesson to `typed` did (see [`Effect::SaveLesson`](super::Effect::SaveLesson)):
    /// the file written, links followed.
    LessonSaved {
        typed: String,
        result: Result<std::path::PathBuf, super::lesson::SaveError>,
    },
}

/// `From` a group into [`Ask`] and into [`Action`], so a group's request
/// is an action wherever one is taken.
macro_rules! asks {
    ($($group:ident => $variant:ident),* $(,)?) => {
        $(
            impl From<$group> for Ask {
                fn from(ask: $group) -> Ask {
                    Ask::$variant(ask)
                }
            }

            impl From<$group> for Action {
                fn from(ask: $group) -> Action {
                    Action::Ask(Ask::$variant(ask))
                }
            }
        )*
    };
}

asks! {
    EditAsk => Edit,
    SolveAsk => Solve,
    QuizAsk => Quiz,
    TreeAsk => Tree,
    RaceAsk => Race,
    WatchAsk => Watch,
    LessonAsk => Lesson,
    ClassAsk => Class,
    FileAsk => File,
    WindowAsk => Window,
}

impl From<Ask> for Action {
    fn from(ask: Ask) -> Action {
        Action::Ask(ask)
    }
}

impl From<Reply> for Action {
    fn from(reply: Reply) -> Action {
        Action::Reply(reply)
    }
}
