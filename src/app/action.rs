//! The two vocabularies of the loop: an [`Action`] is anything that happens
//! to the app (a key through the key table, a click resolved to a cell, a
//! paste, a resize, a tick of the clock, a worker's answer); an [`Effect`]
//! is work [`App::update`](super::App::update) asks the loop to do outside
//! the state (files, threads), which the loop answers with actions.

use std::time::Instant;

use super::files::{self, FileError, Found};
use super::recovery::{self, Recovered};
use super::save::{self, How, Outcome};
use crate::fast;
use crate::generate::{self, Difficulty};
use crate::grid::{Cell, Grid};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Left,
    Right,
    Up,
    Down,
}

/// Everything that can happen to the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
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
    /// Bracketed paste: a puzzle replaces the grid; in a prompt, text.
    Paste(String),
    OpenHelp,
    OpenPicker,
    PromptSave,
    PromptOpen,
    /// Close the open overlay (Esc), without doing what it offers.
    Close,
    PickerUp,
    PickerDown,
    /// Load the selected puzzle of the picker, or make one from `seed`.
    PickerChoose {
        seed: u64,
    },
    /// Make a new puzzle of the chosen difficulty, from a seed.
    Generate {
        seed: u64,
    },
    PromptInsert(char),
    PromptBackspace,
    PromptSubmit,
    /// Quit, asking first when there are unsaved edits.
    Quit,
    /// Quit without asking (the confirmation's "y").
    QuitConfirmed,
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
    /// Start a solve of the grid (refused when givens conflict).
    StartSolve,
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
    /// Predict the next step: the quiz on or off.
    ToggleQuiz,
    /// The quiz's answer: a digit 1-9 (filled from the key).
    QuizDigit(u8),
    /// The quiz's answer: this cell dead-ends.
    QuizDeadEnd,
    /// A cell question: the quiz's cursor one cell this way.
    QuizCursor(Direction),
    /// A cell question's answer: the cell under the quiz's cursor.
    QuizAnswerCell,
    /// Show the next side panel (stack, path, tables, code, log, legend).
    NextPanel,
    /// Scroll the help by this many lines (negative: up), no further than
    /// its last line on the terminal's last row.
    ScrollHelp(i16),
    /// `e`: fold or unfold the event log's unwinding lines.
    ToggleLogFolding,
    /// `r`: the strategy race, from step 0, at the pace it opens with.
    OpenRace,
    CloseRace,
    RacePlayPause,
    /// `1`-`6` in the race: strategy N (as `Strategy::EVERY` numbers
    /// them from 1) joins the race or leaves it.
    RaceChoose(u8),
    /// `D`: to the first difference of a watched run from the classic search.
    FirstDifference,
    /// `o`: the notes of a watched run.
    OpenNotes,
    /// Scroll the notes by this many lines (negative: up).
    ScrollNotes(i16),
    /// `W` in the editor: ask for a solution file to watch.
    PromptWatch,
    /// The editor's watch run `id` answered.
    WatchRan {
        id: u64,
        answer: super::watch::WatchAnswer,
    },
    /// `t`: the search tree, paused.
    OpenTree,
    CloseTree,
    TreeMove(Direction),
    TreeSeek,
    TreeZoomIn,
    TreeZoomOut,
    /// The tree's icicle, answering [`Effect::BuildTree`] `request`.
    TreeBuilt {
        request: u64,
        icicle: std::sync::Arc<crate::search_shape::tree::Icicle>,
    },
    /// How the correct search of `puzzle` ends, answering
    /// [`Effect::FindCorrectEnd`].
    CorrectEndFound {
        puzzle: Box<Grid>,
        strategy: crate::engine::Strategy,
        end: Option<(crate::engine::Outcome, u64)>,
    },
    /// `H`: the heatmap in place of the grid, cycling its measure.
    CycleHeatmap,
    /// The heatmap's counts, answering [`Effect::CountHeatmap`].
    HeatmapCounted {
        request: u64,
        counts: Box<crate::search_shape::heatmap::Heatmap>,
        /// The checkpoints lent with the request, handed back (further on).
        checkpoints: Option<Box<super::shape_views::HeatCheckpoints>>,
    },
    /// The diagnosis worker's answer for the grid of `generation`:
    /// `solutions` counted up to [`super::editor::SOLUTION_LIMIT`].
    Diagnosed {
        generation: u64,
        solutions: u64,
    },
    /// A puzzle made for request `request` (see [`Effect::Generate`]).
    Generated {
        request: u64,
        made: Made,
    },
    /// What saving to `typed` did (see [`Effect::Save`]).
    SaveAnswered {
        typed: String,
        outcome: Outcome,
    },
    /// Replace the whole existing file (only offered for one puzzle).
    ReplaceWhole,
    /// Replace only the line the puzzle was opened from.
    ReplaceLine,
    /// Back to the save prompt, to type another path.
    SaveElsewhere,
    /// The file read for request `id` (see [`Effect::Open`]).
    Opened {
        id: u64,
        typed: String,
        result: Result<Found, FileError>,
    },
    /// Read the first puzzle of the file typed off the UI thread, showing
    /// that it waits (a FIFO named on the command line).
    OpenFile(String),
    /// `C`: the high-contrast theme on or off.
    ToggleContrast,
    /// `P`: where playing pauses by itself (nowhere, dead ends, backtracks).
    CyclePauseAt,
    /// `R`: record the screen, or stop and save the recording.
    ToggleCast,
    /// The loop started recording, for `path` (see [`Effect::StartCast`]).
    CastStarted {
        path: String,
    },
    /// What saving the recording did: where it went, or the path meant
    /// and why not (see [`Effect::StopCast`]).
    CastSaved(Result<super::cast::live::Saved, (String, String)>),
    /// The race's `f`: flat out, or back to the pace it had.
    RaceTurbo,
    /// The last session left this grid (read at start).
    OfferRecovery(Recovered),
    OpenRecovered,
    DiscardRecovered,
    /// A lesson: on to its next stop (→), back to the previous (←).
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
    /// `W`: save the lesson to a file (asks for the path).
    PromptSaveLesson,
    /// Up and down in the lessons or the stops list.
    ListUp,
    ListDown,
    /// Enter in the lessons list (open it) or the stops list (go there).
    ListChoose,
    /// What saving the lesson to `typed` did (see [`Effect::SaveLesson`]):
    /// the file written, links followed.
    LessonSaved {
        typed: String,
        result: Result<std::path::PathBuf, super::lesson::SaveError>,
    },
    /// `i` in a lesson: hide the stop's caption, or show it again.
    ToggleCaption,
    /// The stops list: a new caption for the stop selected (asks for it),
    /// delete it, move it one earlier or later, the lesson's title.
    ListRecaption,
    ListDelete,
    ListMove {
        up: bool,
    },
    PromptLessonTitle,
    /// `record`'s clock, which steps the search itself: the status shows
    /// the recording's pace (the time a step is shown) instead of the
    /// speed, and whether the recording plays on from this frame.
    ShowAsRecorded {
        pace: std::time::Duration,
        playing: bool,
    },
}

impl Action {
    /// Actions a person did, as opposed to the clock, the terminal or a
    /// worker: these replace the last message.
    pub fn is_from_user(&self) -> bool {
        !matches!(
            self,
            Action::Resize { .. }
                | Action::Diagnosed { .. }
                | Action::Tick(_)
                | Action::Pace(_)
                | Action::Generated { .. }
                | Action::SaveAnswered { .. }
                | Action::Opened { .. }
                | Action::OfferRecovery(_)
                | Action::OpenFile(_)
                | Action::HeatmapCounted { .. }
                | Action::TreeBuilt { .. }
                | Action::WatchRan { .. }
                | Action::CorrectEndFound { .. }
                | Action::CastStarted { .. }
                | Action::CastSaved(_)
                | Action::LessonSaved { .. }
                | Action::ShowAsRecorded { .. }
        )
    }
}

/// A generated puzzle and what the classic search makes of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Made {
    pub seed: u64,
    pub difficulty: Difficulty,
    pub puzzle: Grid,
    pub placements: u64,
    /// False when grading stopped at [`APP_REPORT_CAP`] placements.
    pub finished: bool,
}

/// How far the app grades a generated fiendish puzzle exactly: enough for
/// every shipped example but the anti-brute-force one, at most a few tens of
/// milliseconds.
pub const APP_REPORT_CAP: u64 = 2_000_000;

/// Work for the loop, outside the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Count the solutions (up to [`super::editor::SOLUTION_LIMIT`]) of the
    /// grid of `generation`, off the
    /// UI thread; answered by [`Action::Diagnosed`].
    Diagnose { generation: u64, grid: Box<Grid> },
    /// Make a puzzle off the UI thread; answered by [`Action::Generated`].
    Generate {
        request: u64,
        seed: u64,
        difficulty: Difficulty,
    },
    /// Save the grid to the path typed; answered by [`Action::SaveAnswered`].
    Save {
        typed: String,
        grid: Box<Grid>,
        how: How,
    },
    /// Read the first puzzle of the file typed, off the UI thread;
    /// answered by [`Action::Opened`] with the same `id`.
    Open { id: u64, typed: String },
    /// Run the solution file typed on `grid` off the UI thread (the
    /// editor's `W`); answered by [`Action::WatchRan`] unless `cancel` is
    /// set first, which ends the learner's process.
    RunWatch {
        id: u64,
        typed: String,
        grid: Box<Grid>,
        lang: crate::i18n::Lang,
        cancel: super::watch::Cancel,
    },
    /// Delete the recovery file (its grid was discarded, or opened and
    /// then saved).
    DiscardRecovery,
    /// Keep the offered recovery file as this process's own: its grid was
    /// opened and is not saved yet.
    AdoptRecovery,
    /// Count the heatmap of the search of `puzzle` up to `step`, off the UI
    /// thread; answered by [`Action::HeatmapCounted`].
    CountHeatmap {
        request: u64,
        puzzle: Box<Grid>,
        strategy: crate::engine::Strategy,
        /// The bug lab's variant being searched; `None` is the correct search.
        mistake: Option<crate::engine::Mistake>,
        step: u64,
        /// The checkpoints of earlier counts and runs, lent to the count
        /// (`None` while they are lent to another, or none are kept yet).
        checkpoints: Option<Box<super::shape_views::HeatCheckpoints>>,
        /// The search itself when it is not the engine (a recording): its
        /// own events are counted, not the engine's search of `puzzle`.
        recorded: Option<super::shape_views::RecordedSearch>,
    },
    /// Build the tree's icicle off the UI thread; answered by
    /// [`Action::TreeBuilt`] unless given up first.
    BuildTree(super::shape_views::TreeBuild),
    /// Give up the tree's build under way: nobody waits for it any more.
    GiveUpTreeBuild,
    /// Start recording every frame drawn, of a screen this size, under
    /// `title` (the lesson's or the puzzle's, for the file's header); the
    /// loop holds the recording and answers [`Action::CastStarted`].
    StartCast {
        width: u16,
        height: u16,
        title: String,
    },
    /// Stop recording and save it; answered by [`Action::CastSaved`].
    StopCast,
    /// Run the correct search of `puzzle` to its end off the UI thread,
    /// for the bug lab; answered by [`Action::CorrectEndFound`].
    FindCorrectEnd {
        puzzle: Box<Grid>,
        strategy: crate::engine::Strategy,
    },
    /// Write a lesson file's text to the path typed, atomically; answered
    /// by [`Action::LessonSaved`].
    SaveLesson {
        typed: String,
        text: String,
        over: super::lesson::Over,
    },
}

impl Effect {
    /// Runs the effect on the calling thread and returns the answer, if
    /// any: the loop calls it on the thread it chooses, tests directly.
    pub fn run_here(self) -> Option<Action> {
        match self {
            Effect::Diagnose { generation, grid } => Some(Action::Diagnosed {
                generation,
                solutions: fast::count_solutions(&grid, super::editor::SOLUTION_LIMIT),
            }),
            Effect::Generate {
                request,
                seed,
                difficulty,
            } => {
                // The first puzzle `sudoku-dfs generate --seed` makes from
                // this seed, so the title's seed reproduces it there.
                let first = generate::puzzle_seed(seed, 0);
                let made = generate::generate_capped(first, difficulty, APP_REPORT_CAP);
                Some(Action::Generated {
                    request,
                    made: Made {
                        seed,
                        difficulty,
                        puzzle: made.puzzle,
                        placements: made.grade.placements,
                        finished: made.grade.finished,
                    },
                })
            }
            Effect::Save { typed, grid, how } => {
                let outcome = save::save(&typed, &grid, &how);
                Some(Action::SaveAnswered { typed, outcome })
            }
            Effect::RunWatch {
                id,
                typed,
                grid,
                lang,
                cancel,
            } => {
                let limits = crate::learner::run::Limits {
                    cancel: Some(cancel.0.clone()),
                    ..Default::default()
                };
                let path = files::expand_home(typed.trim());
                let made = super::watch::watch_file(
                    &grid,
                    std::path::Path::new(&path),
                    &limits,
                    lang.text(),
                );
                if cancel.0.load(std::sync::atomic::Ordering::Relaxed) {
                    return None;
                }
                Some(Action::WatchRan {
                    id,
                    answer: super::watch::WatchAnswer(std::sync::Arc::new(made)),
                })
            }
            Effect::Open { id, typed } => {
                let result = files::read_first_puzzle(&files::expand_home(typed.trim()));
                Some(Action::Opened { id, typed, result })
            }
            Effect::CountHeatmap {
                request,
                puzzle,
                strategy,
                mistake,
                step,
                checkpoints,
                recorded,
            } => super::shape_views::count_heatmap_lent(
                request,
                &puzzle,
                strategy,
                mistake,
                step,
                checkpoints,
                recorded,
            ),
            Effect::BuildTree(build) => build.run(&|| false),
            Effect::GiveUpTreeBuild => None,
            // Only the loop holds a recording: it runs these itself.
            Effect::StartCast { .. } | Effect::StopCast => None,
            Effect::FindCorrectEnd { puzzle, strategy } => Some(Action::CorrectEndFound {
                end: super::solve::correct_end(&puzzle, strategy),
                puzzle,
                strategy,
            }),
            Effect::SaveLesson { typed, text, over } => Some(Action::LessonSaved {
                result: super::lesson::save(&typed, &text, &over),
                typed,
            }),
            Effect::DiscardRecovery => {
                // Failing to delete only means it is offered again.
                let _ = recovery::discard();
                None
            }
            Effect::AdoptRecovery => {
                recovery::adopt();
                None
            }
        }
    }
}
