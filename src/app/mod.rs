//! The terminal app: plain state ([`App`]) changed only by [`App::update`]
//! with an [`Action`], and drawn from `&App` by [`ui`]. Nothing here needs a
//! terminal: tests replay keys into an `App` and look at its state, or draw
//! it on ratatui's `TestBackend`.
//!
//! Data flows one way: event → [`keys::action_for_event`] → `Action` →
//! `App::update` → state → [`ui::render`]. The terminal loop is in [`run`].
//!
//! Modes: the editor ([`Mode::Edit`]) and the solve screen ([`Mode::Solve`],
//! its state in [`solve`]), each with its own key context and panels.
//! Overlays (help, picker, prompt, quit confirmation) sit on top of
//! whatever mode is showing.

pub mod files;
pub mod keys;
pub mod narration;
pub mod recovery;
pub mod run;
pub mod save;
pub mod solve;
pub mod theme;
pub mod ui;

use std::path::PathBuf;

use files::Found;
use recovery::Recovered;
use save::{Holds, How, Outcome, Written};

use ratatui::layout::Rect;

use crate::fast;
use crate::generate::{self, Difficulty};
use crate::grid::{Cell, Grid};
use crate::puzzles;
use crate::tables::{Conflict, conflicts};

pub use keys::Context;
pub use run::launch;
pub use solve::SolveState;
pub use theme::Theme;

/// What the main part of the screen shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Typing a puzzle in, with conflicts and a diagnosis as you type.
    Edit,
    /// Watching the search solve the editor's grid; the grid itself is
    /// untouched, so leaving shows it exactly as it was.
    Solve(Box<SolveState>),
}

/// A window on top of the mode, taking the keys while it is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    Help,
    /// The named puzzles, then one entry per level of generated puzzle;
    /// `selected` indexes that list (see [`picker_len`]).
    Picker {
        selected: usize,
    },
    /// A one-line text prompt for a path.
    Prompt {
        kind: PromptKind,
        text: String,
    },
    /// "Unsaved edits: quit anyway?"
    ConfirmQuit,
    /// The file typed at the save prompt exists and was not written by
    /// this session: replace it, its puzzle's line, or save elsewhere?
    ConfirmSave {
        typed: String,
        holds: Holds,
    },
    /// A file is being read off the UI thread (it may be a FIFO with no
    /// writer yet): Esc stops waiting.
    Opening {
        id: u64,
        typed: String,
    },
    /// The last session left a recovered grid: open it or discard it?
    Recovered,
}

/// Work that [`App::update`] asks the terminal loop to do, outside the
/// state: the loop runs it and answers with an [`Action`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Save the grid to the path typed; answered by [`Action::SaveAnswered`].
    Save {
        typed: String,
        grid: Box<Grid>,
        how: How,
    },
    /// Read the first puzzle of the file typed, off the UI thread;
    /// answered by [`Action::Opened`] with the same `id`.
    Open { id: u64, typed: String },
    /// Delete the recovery file (its grid was opened or discarded).
    DiscardRecovery,
}

impl Effect {
    /// Runs the effect on this thread and returns the answer, if any: the
    /// loop does so for saves, tests for everything.
    pub fn run_here(self) -> Option<Action> {
        match self {
            Effect::Save { typed, grid, how } => {
                let outcome = save::save(&typed, &grid, &how);

                Some(Action::SaveAnswered { typed, outcome })
            }
            Effect::Open { id, typed } => {
                let result = files::read_first_puzzle(&files::expand_home(typed.trim()));
                Some(Action::Opened { id, typed, result })
            }
            Effect::DiscardRecovery => {
                // Failing to delete only means it is offered again.
                let _ = recovery::discard();
                None
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    Save,
    Open,
    /// The solve screen's "go to step N".
    GoToStep,
}

impl PromptKind {
    pub fn title(self) -> &'static str {
        match self {
            PromptKind::Save => "Save the puzzle to",
            PromptKind::Open => "Open the first puzzle of",
            PromptKind::GoToStep => "Go to step",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Left,
    Right,
    Up,
    Down,
}

/// Everything that can happen to the app: from keys (through the key
/// table), the mouse, pasting, the terminal, and the diagnosis worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Move(Direction),
    /// A mouse click at a screen position (column, row).
    Click {
        column: u16,
        row: u16,
    },
    /// Write a digit 1-9 in the cursor's cell.
    Write(u8),
    /// Empty the cursor's cell.
    Clear,
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
    /// Load the selected puzzle of the picker (or generate one).
    PickerChoose,
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
    /// A frame is due (see [`App::next_frame`]): an animating mode moves on.
    Tick(std::time::Instant),
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
    /// The diagnosis worker's answer for the grid of `generation`:
    /// `solutions` counted up to 2.
    Diagnosed {
        generation: u64,
        solutions: u64,
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
        result: Result<Found, String>,
    },
    /// The last session left this grid (read at start).
    OfferRecovery(Recovered),
    OpenRecovered,
    DiscardRecovered,
}

/// A line for the learner about what the last action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub is_error: bool,
}

/// What the diagnosis line says about the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Conflict,
    /// The worker has not answered for this grid yet.
    Checking,
    NoSolution,
    UniqueSolution,
    MultipleSolutions,
}

impl Verdict {
    pub fn words(self) -> &'static str {
        match self {
            Verdict::Conflict => "conflict",
            Verdict::Checking => "checking…",
            Verdict::NoSolution => "no solution",
            Verdict::UniqueSolution => "unique solution",
            Verdict::MultipleSolutions => "multiple solutions",
        }
    }
}

/// Undo and redo of whole grids: a grid is 90 bytes, so keeping every
/// state is simpler and safer than inverting edits. The title goes along,
/// so undoing an open shows the old name again.
#[derive(Clone, Debug, Default)]
struct History {
    undo: Vec<(Grid, String)>,
    redo: Vec<(Grid, String)>,
}

/// The puzzle the app starts on, and where it came from.
#[derive(Clone, Debug)]
pub struct Start {
    pub grid: Grid,
    pub title: String,
    pub path: Option<PathBuf>,
    /// Where in the file the puzzle was, when it came from a file.
    pub source: Option<Found>,
}

/// The most pasted text the app looks at: a puzzle with comments is far
/// smaller, and a huge paste must not cost its size again in parsing.
pub const PASTE_CAP: usize = 64 * 1024;

/// The longest path the prompt takes (Linux allows 4096 bytes).
pub const PROMPT_CAP: usize = 4096;

/// The whole state of the app.
#[derive(Clone, Debug)]
pub struct App {
    pub mode: Mode,
    pub overlay: Overlay,
    pub grid: Grid,
    pub cursor: Cell,
    /// What the puzzle is: a shipped puzzle's name, a file name, ….
    pub title: String,
    /// The path the save and open prompts start with.
    pub last_path: Option<String>,
    pub message: Option<Message>,
    /// Counts changes of the grid, so late diagnoses are recognised.
    pub generation: u64,
    /// Solutions (up to 2) of the grid of `generation`, once known.
    solutions: Option<u64>,
    /// The terminal's size: the layout (and so mouse hit-testing) is a
    /// pure function of it.
    pub size: Rect,
    pub theme: Theme,
    /// The level `n` generates; the picker's generated entries choose it.
    pub difficulty: Difficulty,
    history: History,
    /// The grid as last opened or saved: different means unsaved edits.
    saved: Grid,
    quit: bool,
    /// The one-line puzzle of a file this grid was opened from or saved
    /// to, so a save can replace just that line.
    source: Option<Found>,
    /// Files this session wrote whole (links followed): saved again
    /// without a question.
    written: Vec<PathBuf>,
    /// Numbers the open requests, so a cancelled one's answer is ignored.
    requests: u64,
    /// The grid the last session left, while it is offered.
    recovered: Option<Recovered>,
    /// Effects asked for during the current update.
    effects: Vec<Effect>,
}

impl App {
    pub fn new(start: Start, theme: Theme) -> App {
        App {
            mode: Mode::Edit,
            overlay: Overlay::None,
            saved: start.grid.clone(),
            grid: start.grid,
            cursor: Cell::at(0, 0),
            title: start.title,
            last_path: start.path.map(|p| p.display().to_string()),
            message: None,
            generation: 0,
            solutions: None,
            size: Rect::new(0, 0, 80, 24),
            theme,
            difficulty: Difficulty::default(),
            history: History::default(),
            quit: false,
            source: start.source.filter(|found| found.one_line),
            written: Vec::new(),
            requests: 0,
            recovered: None,
            effects: Vec::new(),
        }
    }

    /// The app on the built-in LeetCode 37 example.
    pub fn with_example(theme: Theme) -> App {
        let example = puzzles::example();
        App::new(
            Start {
                grid: example.grid.clone(),
                title: example.name.to_string(),
                path: None,
                source: None,
            },
            theme,
        )
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// When the loop must wake up even if nothing happens: a frame of an
    /// animation. The editor never animates, so the loop sleeps until input.
    pub fn next_frame(&self) -> Option<std::time::Instant> {
        match &self.mode {
            Mode::Edit => None,
            Mode::Solve(solve) => solve.next_frame(),
        }
    }

    /// Which part of the key table applies now.
    pub fn context(&self) -> Context {
        match self.overlay {
            Overlay::None => self.mode_context(),
            Overlay::Help => Context::Help,
            Overlay::Picker { .. } => Context::Picker,
            Overlay::Prompt { .. } => Context::Prompt,
            Overlay::ConfirmQuit => Context::ConfirmQuit,
            Overlay::ConfirmSave { .. } => Context::ConfirmSave,
            Overlay::Opening { .. } => Context::Opening,
            Overlay::Recovered => Context::Recovered,
        }
    }

    /// The mode's part of the key table, whatever overlay is open.
    pub fn mode_context(&self) -> Context {
        match self.mode {
            Mode::Edit => Context::Edit,
            Mode::Solve(_) => Context::Solve,
        }
    }

    /// The solve screen's state, when it shows.
    pub fn solve(&self) -> Option<&SolveState> {
        match &self.mode {
            Mode::Solve(solve) => Some(solve),
            Mode::Edit => None,
        }
    }

    pub fn has_unsaved_edits(&self) -> bool {
        self.grid != self.saved
    }

    /// What to keep in the recovery file if the app were stopped now:
    /// the grid, when it has unsaved edits.
    pub fn recovery(&self) -> Option<Recovered> {
        self.has_unsaved_edits().then(|| Recovered {
            grid: self.grid.clone(),
            title: self.title.clone(),
            path: self.last_path.clone(),
        })
    }

    /// The recovered grid on offer, if any.
    pub fn recovered(&self) -> Option<&Recovered> {
        self.recovered.as_ref()
    }

    /// The line a save may replace in place in the file `holds` describes.
    pub fn line_in(&self, holds: &Holds) -> Option<usize> {
        self.source
            .as_ref()
            .filter(|s| s.resolved == holds.resolved)
            .map(|s| s.line)
    }

    pub fn can_undo(&self) -> bool {
        !self.history.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.history.redo.is_empty()
    }

    /// Every repeated digit, found through the row/column/box tables.
    pub fn conflicts(&self) -> Vec<Conflict> {
        conflicts(&self.grid)
    }

    pub fn verdict(&self) -> Verdict {
        if !self.conflicts().is_empty() {
            return Verdict::Conflict;
        }
        match self.solutions {
            None => Verdict::Checking,
            Some(0) => Verdict::NoSolution,
            Some(1) => Verdict::UniqueSolution,
            Some(_) => Verdict::MultipleSolutions,
        }
    }

    /// Computes the diagnosis on this thread: for tests and for callers
    /// without a worker.
    pub fn diagnose_now(&mut self) {
        let solutions = fast::count_solutions(&self.grid, 2);
        self.update(Action::Diagnosed {
            generation: self.generation,
            solutions,
        });
    }

    /// The one place state changes; returns the effects the loop must run.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        self.apply(action);
        std::mem::take(&mut self.effects)
    }

    fn apply(&mut self, action: Action) {
        if is_from_user(&action) {
            self.message = None;
        }
        match action {
            Action::Move(direction) => self.move_cursor(direction),
            Action::Click { column, row } => self.click(column, row),
            Action::Write(digit) => self.write(digit),
            Action::Clear => self.write(0),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Paste(text) => self.paste(&text),
            Action::OpenHelp => self.overlay = Overlay::Help,
            Action::OpenPicker => {
                let selected = puzzles::all()
                    .iter()
                    .position(|p| p.name == self.title)
                    .unwrap_or(0);
                self.overlay = Overlay::Picker { selected };
            }
            Action::PromptSave => self.open_prompt(PromptKind::Save),
            Action::PromptOpen => self.open_prompt(PromptKind::Open),
            Action::Close => self.overlay = Overlay::None,
            Action::PickerUp => self.move_picker(true),
            Action::PickerDown => self.move_picker(false),
            Action::PickerChoose => self.choose_picked(),
            Action::Generate { seed } => self.generate(seed),
            Action::PromptInsert(c) => {
                if let Overlay::Prompt { text, .. } = &mut self.overlay
                    && text.len() < PROMPT_CAP
                {
                    text.push(c);
                }
            }
            Action::PromptBackspace => {
                if let Overlay::Prompt { text, .. } = &mut self.overlay {
                    text.pop();
                }
            }
            Action::PromptSubmit => self.submit_prompt(),
            Action::Quit => {
                if self.has_unsaved_edits() {
                    self.overlay = Overlay::ConfirmQuit;
                } else {
                    self.quit = true;
                }
            }
            Action::QuitConfirmed => self.quit = true,
            Action::Tick(now) => {
                if let Mode::Solve(solve) = &mut self.mode {
                    solve.tick(now);
                }
            }
            Action::StartSolve => self.start_solve(),
            Action::StopSolve => self.mode = Mode::Edit,
            Action::PromptStep => {
                self.overlay = Overlay::Prompt {
                    kind: PromptKind::GoToStep,
                    text: String::new(),
                }
            }
            Action::PlayPause
            | Action::StepForward
            | Action::StepBack
            | Action::Faster
            | Action::Slower
            | Action::NextBacktrack
            | Action::RunToEnd
            | Action::ToStart
            | Action::CycleStepSize
            | Action::SwitchStrategy => self.control_solve(action),
            Action::Resize { width, height } => self.size = Rect::new(0, 0, width, height),
            Action::Diagnosed {
                generation,
                solutions,
            } => {
                if generation == self.generation {
                    self.solutions = Some(solutions);
                }
            }
            Action::SaveAnswered { typed, outcome } => self.save_answered(typed, outcome),
            Action::ReplaceWhole => self.replace_whole(),
            Action::ReplaceLine => self.replace_line(),
            Action::SaveElsewhere => {
                if let Overlay::ConfirmSave { typed, .. } = &self.overlay {
                    self.overlay = Overlay::Prompt {
                        kind: PromptKind::Save,
                        text: typed.clone(),
                    };
                }
            }
            Action::Opened { id, typed, result } => self.opened(id, &typed, result),
            Action::OfferRecovery(recovered) => {
                self.recovered = Some(recovered);
                self.overlay = Overlay::Recovered;
            }
            Action::OpenRecovered => self.open_recovered(),
            Action::DiscardRecovered => {
                if self.recovered.take().is_some() {
                    self.effects.push(Effect::DiscardRecovery);
                    self.info("the recovered grid is discarded");
                }
                self.overlay = Overlay::None;
            }
        }
    }

    fn start_solve(&mut self) {
        match SolveState::new(&self.grid, crate::engine::Strategy::RowMajor) {
            Ok(solve) => self.mode = Mode::Solve(Box::new(solve)),
            Err(_) => {
                let why = ui::status::explain(&self.conflicts(), self.cursor).unwrap_or_default();
                self.error(format!("cannot solve: {why}"));
            }
        }
    }

    /// The solve screen's controls; each says so when it cannot go on.
    fn control_solve(&mut self, action: Action) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let now = std::time::Instant::now();
        let ended = "the search has ended: Home goes back to step 0";
        let refused = match action {
            Action::PlayPause => (!solve.toggle_play(now)).then_some(ended),
            Action::StepForward => (!solve.step_forward(now)).then_some(ended),
            Action::StepBack => (!solve.step_back()).then_some("already at step 0"),
            Action::NextBacktrack => (!solve.next_backtrack(now)).then_some(ended),
            Action::RunToEnd => (!solve.run_to_end(now)).then_some(ended),
            Action::Faster => {
                solve.faster();
                None
            }
            Action::Slower => {
                solve.slower();
                None
            }
            Action::ToStart => {
                solve.to_start();
                None
            }
            Action::CycleStepSize => {
                solve.cycle_step_size();
                None
            }
            Action::SwitchStrategy => {
                solve.switch_strategy(&self.grid);
                let strategy = solve.engine.strategy();
                self.info(format!("{strategy}: the search starts again at step 0"));
                None
            }
            _ => None,
        };
        if let Some(why) = refused {
            self.info(why);
        }
    }

    fn move_cursor(&mut self, direction: Direction) {
        let (row, col) = (self.cursor.row(), self.cursor.col());
        let (row, col) = match direction {
            Direction::Left => (row, col.saturating_sub(1)),
            Direction::Right => (row, (col + 1).min(8)),
            Direction::Up => (row.saturating_sub(1), col),
            Direction::Down => ((row + 1).min(8), col),
        };
        self.cursor = Cell::at(row, col);
    }

    fn click(&mut self, column: u16, row: u16) {
        if self.overlay != Overlay::None || self.mode != Mode::Edit {
            return;
        }
        let Some(areas) = ui::Areas::of(self.size) else {
            return;
        };
        if let Some(cell) = ui::grid::cell_at(areas.grid, column, row) {
            self.cursor = cell;
        }
    }

    fn write(&mut self, digit: u8) {
        let mut grid = self.grid.clone();
        grid.set_given(self.cursor, digit);
        self.edit(grid);
    }

    /// Replaces the grid as one undoable edit; no-op edits leave no trace.
    fn edit(&mut self, grid: Grid) {
        if grid == self.grid {
            return;
        }
        let before = std::mem::replace(&mut self.grid, grid);
        self.history.undo.push((before, self.title.clone()));
        self.history.redo.clear();
        self.grid_changed();
    }

    fn grid_changed(&mut self) {
        self.generation += 1;
        self.solutions = None;
    }

    fn undo(&mut self) {
        match self.history.undo.pop() {
            Some(state) => {
                let after = self.restore(state);
                self.history.redo.push(after);
            }
            None => self.info("nothing to undo"),
        }
    }

    fn redo(&mut self) {
        match self.history.redo.pop() {
            Some(state) => {
                let before = self.restore(state);
                self.history.undo.push(before);
            }
            None => self.info("nothing to redo"),
        }
    }

    /// Puts a state of the history back, returning the one it replaces.
    fn restore(&mut self, (grid, title): (Grid, String)) -> (Grid, String) {
        let old_grid = std::mem::replace(&mut self.grid, grid);
        let old_title = std::mem::replace(&mut self.title, title);
        self.follow_change(&old_grid);
        self.grid_changed();
        (old_grid, old_title)
    }

    /// After undo or redo of a single cell, the cursor goes to that cell,
    /// so the learner sees what changed.
    fn follow_change(&mut self, other: &Grid) {
        let mut changed = Cell::all().filter(|&c| self.grid.get(c) != other.get(c));
        if let (Some(cell), None) = (changed.next(), changed.next()) {
            self.cursor = cell;
        }
    }

    fn paste(&mut self, text: &str) {
        if text.len() > PASTE_CAP {
            self.error(format!(
                "pasted text of {} bytes ignored: a puzzle or path is far shorter",
                crate::format::thousands(text.len() as u64)
            ));
            return;
        }
        match &mut self.overlay {
            Overlay::Prompt { text: prompt, .. } => {
                for c in text.chars().filter(|c| !c.is_control()) {
                    if prompt.len() >= PROMPT_CAP {
                        break;
                    }
                    prompt.push(c);
                }
            }
            // Terminals send a pasted line break as a carriage return.
            Overlay::None if self.mode == Mode::Edit => {
                match crate::grid::parse_grid(&text.replace("\r\n", "\n").replace('\r', "\n")) {
                    Ok(grid) => {
                        self.edit(grid);
                        self.title = "pasted puzzle".to_string();
                        self.info("pasted a puzzle (u undoes)");
                    }
                    Err(e) => self.error(format!("not a puzzle, grid unchanged: {e}")),
                }
            }
            _ => {}
        }
    }

    fn move_picker(&mut self, up: bool) {
        if let Overlay::Picker { selected } = &mut self.overlay {
            let last = picker_len() - 1;
            *selected = if up {
                selected.checked_sub(1).unwrap_or(last)
            } else if *selected >= last {
                0
            } else {
                *selected + 1
            };
        }
    }

    fn choose_picked(&mut self) {
        let Overlay::Picker { selected } = self.overlay else {
            return;
        };
        self.overlay = Overlay::None;
        if let Some(level) = picker_difficulty(selected) {
            self.difficulty = level;
            self.generate(clock_seed());
            return;
        }
        let puzzle = &puzzles::all()[selected];
        self.load(puzzle.grid.clone(), puzzle.name.to_string());
        self.info(format!("opened {} (u undoes)", puzzle.name));
    }

    /// Replaces the grid with a new puzzle of the chosen difficulty, as one
    /// undoable edit. Made on this thread: a few milliseconds on average,
    /// and the work per candidate is capped (see [`generate`]).
    fn generate(&mut self, seed: u64) {
        let made = generate::generate_capped(seed, self.difficulty, APP_REPORT_CAP);
        let title = format!("generated {} #{seed}", self.difficulty);
        self.load(made.puzzle, title);
        let at_least = if made.grade.finished { "" } else { "at least " };
        self.info(format!(
            "new {} puzzle: the row-major DFS makes {at_least}{} placements (u undoes)",
            self.difficulty,
            crate::format::thousands(made.grade.placements)
        ));
    }

    /// Opens a puzzle as one undoable edit; it counts as saved.
    fn load(&mut self, grid: Grid, title: String) {
        self.edit(grid);
        self.saved = self.grid.clone();
        self.title = title;
        self.source = None;
    }

    fn open_prompt(&mut self, kind: PromptKind) {
        self.overlay = Overlay::Prompt {
            kind,
            text: self.last_path.clone().unwrap_or_default(),
        };
    }

    fn submit_prompt(&mut self) {
        let Overlay::Prompt { kind, text } = std::mem::replace(&mut self.overlay, Overlay::None)
        else {
            return;
        };
        if kind == PromptKind::GoToStep {
            self.go_to_step(&text);
            return;
        }
        let path = text.trim().to_string();
        if path.is_empty() {
            self.error("no path given");
            return;
        }
        self.last_path = Some(path.clone());
        match kind {
            PromptKind::Save => self.effects.push(Effect::Save {
                typed: path,
                grid: Box::new(self.grid.clone()),
                how: How::Check {
                    written: self.written.clone(),
                },
            }),
            PromptKind::Open => {
                self.requests += 1;
                let id = self.requests;
                self.overlay = Overlay::Opening {
                    id,
                    typed: path.clone(),
                };
                self.effects.push(Effect::Open { id, typed: path });
            }
            PromptKind::GoToStep => {}
        }
    }

    fn save_answered(&mut self, typed: String, outcome: Outcome) {
        match outcome {
            Outcome::Saved { resolved, how } => {
                self.overlay = Overlay::None;
                self.saved = self.grid.clone();
                let line = match how {
                    Written::WholeFile => {
                        if !self.written.contains(&resolved) {
                            self.written.push(resolved.clone());
                        }
                        self.info(format!("saved to {typed}"));
                        1
                    }
                    Written::Line(n) => {
                        self.info(format!("saved to {typed}, line {n}; its other lines kept"));
                        n
                    }
                };
                self.source = Some(Found {
                    grid: self.grid.clone(),
                    resolved,
                    line,
                    one_line: true,
                });
            }
            Outcome::Ask(holds) => self.overlay = Overlay::ConfirmSave { typed, holds },
            Outcome::Failed(why) => {
                self.overlay = Overlay::None;
                self.error(format!("not saved: {typed}: {why}"));
            }
        }
    }

    fn replace_whole(&mut self) {
        let Overlay::ConfirmSave { typed, holds } = &self.overlay else {
            return;
        };
        if !holds.is_one_puzzle() {
            let what = holds.describe();
            self.error(format!("y would replace all of it ({what}): l or s"));
            return;
        }
        let typed = typed.clone();
        self.effects.push(Effect::Save {
            typed,
            grid: Box::new(self.grid.clone()),
            how: How::Whole,
        });
    }

    fn replace_line(&mut self) {
        let Overlay::ConfirmSave { typed, holds } = &self.overlay else {
            return;
        };
        let (Some(line), Some(source)) = (self.line_in(holds), &self.source) else {
            self.error("l works for the file the puzzle was opened from: y or s");
            return;
        };
        self.effects.push(Effect::Save {
            typed: typed.clone(),
            grid: Box::new(self.grid.clone()),
            how: How::InPlace {
                line,
                expected: source.grid.clone(),
            },
        });
    }

    fn opened(&mut self, id: u64, typed: &str, result: Result<Found, String>) {
        // An answer nobody waits for any more (Esc, or another open).
        if self.overlay
            != (Overlay::Opening {
                id,
                typed: typed.to_string(),
            })
        {
            return;
        }
        self.overlay = Overlay::None;
        match result {
            Ok(found) => {
                let name = files::display_name(&files::expand_home(typed));
                self.load(found.grid.clone(), name);
                self.source = found.one_line.then_some(found);
                self.info(format!("opened {typed} (u undoes)"));
            }
            Err(e) => self.error(format!("not opened: {typed}: {e}")),
        }
    }

    fn open_recovered(&mut self) {
        let Some(recovered) = self.recovered.take() else {
            return;
        };
        self.overlay = Overlay::None;
        // An edit, not a load: the grid is still unsaved.
        self.edit(recovered.grid);
        self.title = recovered.title;
        if recovered.path.is_some() {
            self.last_path = recovered.path;
        }
        self.effects.push(Effect::DiscardRecovery);
        self.info("the recovered grid, not saved yet: w saves it, u undoes");
    }

    fn go_to_step(&mut self, text: &str) {
        let Some(n) = solve::parse_step(text) else {
            self.error(format!("not a step number: {:?}", text.trim()));
            return;
        };
        if let Mode::Solve(solve) = &mut self.mode {
            solve.go_to(n, std::time::Instant::now());
        }
    }

    fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            is_error: false,
        });
    }

    fn error(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            is_error: true,
        });
    }
}

/// How far the app grades a generated fiendish puzzle exactly: enough for
/// every shipped example but the anti-brute-force one, at most a few tens of
/// milliseconds.
const APP_REPORT_CAP: u64 = 2_000_000;

/// Entries of the picker: the shipped puzzles, then one per level.
pub fn picker_len() -> usize {
    puzzles::all().len() + Difficulty::ALL.len()
}

/// The level a picker entry generates, if it is one of those.
pub fn picker_difficulty(selected: usize) -> Option<Difficulty> {
    selected
        .checked_sub(puzzles::all().len())
        .and_then(|i| Difficulty::ALL.get(i).copied())
}

/// A seed for `n`: nanoseconds since 1970.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Actions a person did, as opposed to the terminal or the worker: these
/// replace the last message.
fn is_from_user(action: &Action) -> bool {
    !matches!(
        action,
        Action::Resize { .. }
            | Action::Diagnosed { .. }
            | Action::Tick(_)
            | Action::SaveAnswered { .. }
            | Action::Opened { .. }
            | Action::OfferRecovery(_)
    )
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod proptests;
