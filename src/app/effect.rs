//! The second vocabulary of the loop: an [`Effect`] is work
//! [`App::update`](super::App::update) asks the loop to do outside the
//! state (files, threads), which the loop answers with a [`Reply`].

use super::action::{Action, Reply};
use super::files;
use super::recovery;
use super::save::{self, How};
use crate::fast;
use crate::generate::{self, Difficulty};
use crate::grid::Grid;

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
    /// UI thread; answered by [`Reply::Diagnosed`].
    Diagnose { generation: u64, grid: Box<Grid> },
    /// Make a puzzle off the UI thread; answered by [`Reply::Generated`].
    Generate {
        request: u64,
        seed: u64,
        difficulty: Difficulty,
    },
    /// Save the grid to the path typed; answered by [`Reply::SaveAnswered`].
    Save {
        typed: String,
        grid: Box<Grid>,
        how: How,
    },
    /// Read the first puzzle of the file typed, off the UI thread;
    /// answered by [`Reply::Opened`] with the same `id`.
    Open { id: u64, typed: String },
    /// Run the solution file typed on `grid` off the UI thread (the
    /// editor's `W`); answered by [`Reply::WatchRan`] unless `cancel` is
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
    /// thread; answered by [`Reply::HeatmapCounted`].
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
    /// [`Reply::TreeBuilt`] unless given up first.
    BuildTree(super::shape_views::TreeBuild),
    /// Give up the tree's build under way: nobody waits for it any more.
    GiveUpTreeBuild,
    /// Start recording every frame drawn, of a screen this size, under
    /// `title` (the lesson's or the puzzle's, for the file's header); the
    /// loop holds the recording and answers [`Reply::CastStarted`].
    StartCast {
        width: u16,
        height: u16,
        title: String,
    },
    /// Stop recording and save it; answered by [`Reply::CastSaved`].
    StopCast,
    /// Run the correct search of `puzzle` to its end off the UI thread,
    /// for the bug lab; answered by [`Reply::CorrectEndFound`].
    FindCorrectEnd {
        puzzle: Box<Grid>,
        strategy: crate::engine::Strategy,
    },
    /// Write a lesson file's text to the path typed, atomically; answered
    /// by [`Reply::LessonSaved`].
    SaveLesson {
        typed: String,
        text: String,
        over: super::lesson::Over,
    },
}

impl Effect {
    /// Whether the terminal loop runs this effect off the UI thread, its
    /// answer coming later: a diagnosis, the tree's icicle, opening (a
    /// FIFO may block), a learner's run, making a puzzle, counting the
    /// heatmap, the correct end. The others (saving, which refuses FIFOs
    /// and devices before touching them; the recovery file; a cast) are
    /// quick and run at once.
    pub fn is_slow(&self) -> bool {
        matches!(
            self,
            Effect::Diagnose { .. }
                | Effect::BuildTree(_)
                | Effect::Open { .. }
                | Effect::RunWatch { .. }
                | Effect::Generate { .. }
                | Effect::CountHeatmap { .. }
                | Effect::FindCorrectEnd { .. }
        )
    }

    /// Runs the effect on the calling thread and returns the answer, if
    /// any: the loop calls it on the thread it chooses, tests directly.
    pub fn run_here(self) -> Option<Action> {
        self.reply_here().map(Action::Reply)
    }

    /// [`Effect::run_here`]'s answer, as the reply it is.
    fn reply_here(self) -> Option<Reply> {
        match self {
            Effect::Diagnose { generation, grid } => Some(Reply::Diagnosed {
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
                Some(Reply::Generated {
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
                Some(Reply::SaveAnswered { typed, outcome })
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
                Some(Reply::WatchRan {
                    id,
                    answer: super::watch::WatchAnswer(std::sync::Arc::new(made)),
                })
            }
            Effect::Open { id, typed } => {
                let result = files::read_first_puzzle(&files::expand_home(typed.trim()));
                Some(Reply::Opened { id, typed, result })
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
            Effect::FindCorrectEnd { puzzle, strategy } => Some(Reply::CorrectEndFound {
                end: super::solve::correct_end(&puzzle, strategy),
                puzzle,
                strategy,
            }),
            Effect::SaveLesson { typed, text, over } => Some(Reply::LessonSaved {
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
