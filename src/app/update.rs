//! How each [`Action`] changes the [`App`]: the one place state changes.
//! Pure: time arrives in [`Action::Tick`], seeds in the actions that need
//! them, and all work outside the state is returned as [`Effect`]s.

use super::editor::explain;
use super::lab;
use super::overlay::{self, Choice, Overlay, PromptKind, picker_choice, picker_step};
use super::{Action, App, Context, Effect, Made, Message, Mode, PASTE_CAP, SolveState, solve};
use crate::puzzles;
use crate::quiz::Answer;

impl App {
    /// Applies `action`; returns the effects the loop must run.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        let generation = self.editor.generation;
        let covered = self.overlay != Overlay::None;
        let closing = action == Action::Close;
        let mut effects = Vec::new();
        self.apply(action, &mut effects);
        self.pause_under_windows(covered, closing);
        // Whatever moved the search (a key, a frame, a go-to, the tree),
        // the quiz asks about the step it is at.
        if let Mode::Solve(solve) = &mut self.mode {
            solve.quiz_follows();
        }
        if self.editor.generation != generation {
            effects.push(self.first_diagnosis());
        }
        self.keep_totals();
        effects.extend(self.request_heatmap_if_due());
        effects.extend(self.request_tree_if_due());
        effects.extend(self.request_correct_end_if_due());
        effects
    }

    /// Applies `action`, adding the effects it asks for to `effects`.
    fn apply(&mut self, action: Action, effects: &mut Vec<Effect>) {
        if action.is_from_user() {
            self.message = None;
        }
        match action {
            Action::Move(direction) => self.editor.move_cursor(direction),
            Action::Select(cell) => {
                if self.overlay == Overlay::None && self.is_editing() {
                    self.editor.cursor = cell;
                }
            }
            Action::Write(digit) => {
                self.editor.write(digit);
                if self.advance {
                    self.editor.advance();
                }
            }
            Action::ToggleAdvance => {
                self.advance = !self.advance;
                self.info((self.text().chrome.auto_advance)(self.advance));
            }
            Action::Clear => self.editor.write(0),
            Action::Undo => {
                if !self.editor.undo() {
                    self.info(self.text().chrome.nothing_to_undo);
                }
            }
            Action::Redo => {
                if !self.editor.redo() {
                    self.info(self.text().chrome.nothing_to_redo);
                }
            }
            Action::Paste(text) => {
                if self.context() != Context::TooSmall {
                    self.paste(&text);
                }
            }
            Action::OpenHelp => {
                self.help_scroll = 0;
                self.overlay = Overlay::Help;
            }
            Action::ScrollHelp(by) => {
                // The help's length in this terminal, laid out as the view
                // lays it out (a pure function of the state).
                let most = super::measure::help_max_scroll(self);
                self.help_scroll =
                    (self.help_scroll as i32 + by as i32).clamp(0, i32::from(most)) as u16;
            }
            Action::OpenPicker => {
                let named = self.text().chrome.puzzle_name;
                let selected = puzzles::all()
                    .iter()
                    .position(|p| named(p.name) == self.editor.title)
                    .unwrap_or(0);
                self.overlay = Overlay::Picker { selected };
            }
            Action::PromptSave => self.open_prompt(PromptKind::Save),
            Action::PromptOpen => self.open_prompt(PromptKind::Open),
            Action::Close if matches!(self.overlay, Overlay::Running { .. }) => self.cancel_watch(),
            Action::Close => self.overlay = Overlay::None,
            Action::PickerUp | Action::PickerDown => {
                if let Overlay::Picker { selected } = &mut self.overlay {
                    *selected = picker_step(*selected, action == Action::PickerUp);
                }
            }
            Action::PickerChoose { seed } => effects.extend(self.choose_picked(seed)),
            Action::Generate { seed } => effects.push(self.generate(seed)),
            Action::Generated { request, made } => self.generated(request, made),
            Action::PromptInsert(c) => {
                if let Overlay::Prompt { text, .. } = &mut self.overlay
                    && !overlay::prompt_extend(text, c.encode_utf8(&mut [0; 4]))
                {
                    self.error(self.text().files.prompt_full);
                }
            }
            Action::PromptBackspace => {
                if let Overlay::Prompt { text, .. } = &mut self.overlay {
                    text.pop();
                }
            }
            Action::PromptSubmit => effects.extend(self.submit_prompt()),
            Action::Quit => {
                if self.has_unsaved_edits() {
                    self.overlay = Overlay::ConfirmQuit;
                } else {
                    self.quit = true;
                }
            }
            Action::QuitConfirmed => self.quit = true,
            Action::Tick(now) => {
                self.clock = now;
                if let Mode::Solve(solve) = &mut self.mode {
                    solve.tick(now, self.pace);
                }
                self.say_where_playing_paused();
            }
            Action::Pace(events) => self.pace = events.max(1),
            Action::ShowAsRecorded { pace, playing } => {
                if let Mode::Solve(solve) = &mut self.mode {
                    solve.recorded_pace = Some(pace);
                    solve.playing = playing;
                }
            }
            Action::StartSolve => self.start_solve(),
            Action::StopSolve => {
                if let Mode::Solve(solve) = &self.mode {
                    self.settings = solve.settings();
                }
                self.mode = Mode::Edit;
            }
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
            | Action::SwitchStrategy
            | Action::CycleVariant
            | Action::CycleCodeLanguage
            | Action::ToggleQuiz
            | Action::QuizDigit(_)
            | Action::QuizDeadEnd
            | Action::QuizCursor(_)
            | Action::QuizAnswerCell
            | Action::NextPanel => self.control_solve(action),
            Action::Resize { width, height } => {
                self.size = ratatui::layout::Rect::new(0, 0, width, height);
            }
            Action::Diagnosed {
                generation,
                solutions,
            } => self.editor.diagnosed(generation, solutions),
            Action::SaveAnswered { typed, outcome } => {
                effects.extend(self.save_answered(typed, outcome))
            }
            Action::ReplaceWhole => effects.extend(self.replace_whole()),
            Action::ReplaceLine => effects.extend(self.replace_line()),
            Action::SaveElsewhere => self.save_elsewhere(),
            Action::Opened { id, typed, result } => self.opened(id, &typed, result),
            Action::OpenFile(typed) => effects.push(self.open_file(typed)),
            // A lesson opened from the command line is a class under way:
            // no dialog takes its first keys (the grid is offered again at
            // the next start without one, its file untouched).
            Action::OfferRecovery(_) if self.lesson.is_some() => {}
            Action::OfferRecovery(recovered) => {
                self.recovered = Some(recovered);
                self.overlay = Overlay::Recovered;
            }
            Action::OpenRecovered => effects.extend(self.open_recovered()),
            Action::ToggleLogFolding => self.toggle_log_folding(),
            Action::FirstDifference => self.first_difference(),
            Action::OpenNotes => self.open_notes(),
            Action::ScrollNotes(by) => self.scroll_notes(by),
            Action::PromptWatch => self.prompt_watch(),
            Action::WatchRan { id, answer } => self.watch_ran(id, answer),
            Action::OpenRace if self.solve().is_some_and(|s| s.watch.is_some()) => {
                self.info(self.text().watch.own_search_only);
            }
            Action::OpenRace
            | Action::CloseRace
            | Action::RacePlayPause
            | Action::RaceTurbo
            | Action::RaceChoose(_) => self.control_race(action),
            Action::OpenTree
            | Action::CloseTree
            | Action::TreeMove(_)
            | Action::TreeSeek
            | Action::TreeZoomIn
            | Action::TreeZoomOut => self.control_tree(action),
            Action::TreeBuilt { request, icicle } => self.tree_built(request, icicle),
            Action::CorrectEndFound {
                puzzle,
                strategy,
                end,
            } => self.correct_end_found(&puzzle, strategy, end),
            Action::CycleHeatmap => self.cycle_heatmap(),
            Action::HeatmapCounted {
                request,
                counts,
                checkpoints,
            } => self.heatmap_counted(request, counts, checkpoints),
            Action::DiscardRecovered => effects.extend(self.discard_recovered()),
            Action::ToggleContrast
            | Action::CyclePauseAt
            | Action::ToggleCast
            | Action::CastStarted { .. }
            | Action::CastSaved(_) => effects.extend(self.classroom(action)),
            Action::NextStop => self.next_stop(),
            Action::RunStopWatch => effects.extend(self.run_stop_watch()),
            Action::PreviousStop => self.previous_stop(),
            Action::OpenLessons => self.open_lessons(),
            Action::OpenStops => self.open_stops(),
            Action::MarkStop => self.prompt_stop_caption(),
            Action::PromptSaveLesson => self.prompt_save_lesson(),
            Action::ListUp | Action::ListDown => self.list_move(action == Action::ListUp),
            Action::ListChoose => effects.extend(self.list_choose()),
            Action::LessonSaved { typed, result } => self.lesson_saved(typed, result),
            Action::ToggleCaption => self.toggle_caption(),
            Action::ListRecaption => self.prompt_recaption(),
            Action::ListDelete => self.delete_stop(),
            Action::ListMove { up } => self.move_stop(up),
            Action::PromptLessonTitle => self.prompt_lesson_title(),
        }
    }

    pub(super) fn start_solve(&mut self) {
        match SolveState::new(&self.editor.grid, self.settings, self.clock) {
            Ok(solve) => self.mode = Mode::Solve(Box::new(solve)),
            Err(_) => {
                let text = self.text();
                let why = explain(self.conflicts(), self.editor.cursor, text).unwrap_or_default();
                self.error((text.chrome.cannot_solve)(&why));
            }
        }
    }

    /// The solve screen's controls; each says so when it cannot go on.
    fn control_solve(&mut self, action: Action) {
        let text = self.text();
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let now = self.clock;
        // A watched search is the learner's own: no strategy, variant or
        // quiz of the engine's replaces it.
        if solve.watch.is_some() && super::replaces_the_search(&action) {
            self.info(text.watch.own_search_only);
            return;
        }
        let refused = match action {
            Action::PlayPause => solve.toggle_play(now).err(),
            Action::StepForward if solve.next_question() => None,
            Action::StepForward => solve.step_forward(now).err(),
            Action::StepBack => solve.step_back().err(),
            Action::NextBacktrack => solve.next_backtrack(now).err(),
            Action::RunToEnd => solve.run_to_end(now).err(),
            Action::Faster => {
                solve.faster();
                None
            }
            Action::Slower => {
                solve.slower();
                None
            }
            Action::ToStart => {
                solve.back_to_start();
                None
            }
            Action::CycleStepSize => {
                solve.cycle_step_size();
                None
            }
            Action::NextPanel => {
                solve.next_panel();
                None
            }
            Action::SwitchStrategy => {
                solve.switch_strategy(&self.editor.grid);
                None
            }
            Action::CycleVariant => {
                solve.cycle_variant(&self.editor.grid);
                None
            }
            Action::CycleCodeLanguage => {
                solve.language = solve.language.next();
                None
            }
            Action::ToggleQuiz => {
                solve.toggle_quiz();
                None
            }
            Action::QuizDigit(d) => {
                solve.answer_quiz(Answer::Digit(d));
                None
            }
            Action::QuizDeadEnd => {
                solve.answer_quiz(Answer::DeadEnd);
                None
            }
            Action::QuizCursor(direction) => {
                solve.move_quiz_cursor(direction);
                None
            }
            Action::QuizAnswerCell => {
                solve.answer_quiz(Answer::Cell(solve.quiz_cursor()));
                None
            }
            _ => None,
        };
        self.settings = solve.settings();
        let outcome = solve.search.outcome();
        if let Some(why) = refused {
            let mistaken = solve.search.mistake().is_some();
            self.info(why.says(outcome, mistaken, text));
        } else if action == Action::SwitchStrategy {
            let strategy = self.settings.strategy;
            let mut said = (text.solve.strategy_restarted)(strategy);
            // What a propagating strategy adds to the search it names.
            let adds = (text.solve.strategy_propagates)(strategy);
            if !adds.is_empty() {
                said = format!("{said} · {adds}");
            }
            // Two strategies were run to the end before: how they compare.
            if let Some(line) =
                super::shape_views::totals_comparison(&solve.shape, self.lang.text())
            {
                said = format!("{said} · {line}");
            }
            self.info(said);
        } else if action == Action::CycleVariant {
            self.info(lab::variant_started(self.settings.mistake, text));
        } else if action == Action::CycleCodeLanguage {
            self.info(lab::language_shown(self.settings.language, text));
        } else if action == Action::ToggleQuiz && solve.quiz.is_none() {
            let review = lab::quiz_review(solve.quiz_kept(), text);
            self.info(review);
        }
    }

    /// Nothing moves under a window: opening one (help, a question, a
    /// prompt) pauses the solve; closing it (`Close`: Esc, `?`, `n`)
    /// resumes what was moving. A window answered otherwise (a go-to)
    /// leaves the search paused where the answer put it.
    fn pause_under_windows(&mut self, covered_before: bool, closing: bool) {
        let covered = self.overlay != Overlay::None;
        let now = self.clock;
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        match (covered_before, covered) {
            (_, true) => solve.suspend(),
            (true, false) if closing => solve.resume(now),
            (true, false) => solve.forget_suspended(),
            (false, false) => {}
        }
    }

    fn paste(&mut self, text: &str) {
        let words = &self.text().chrome;
        if text.len() > PASTE_CAP {
            self.error((words.paste_too_long)(text.len() as u64));
            return;
        }
        match &mut self.overlay {
            Overlay::Prompt { text: prompt, .. } => {
                let fits = overlay::prompt_extend(prompt, text);
                if !fits {
                    self.error(self.text().files.prompt_full);
                }
            }
            // Terminals send a pasted line break as a carriage return.
            Overlay::None if matches!(self.mode, Mode::Edit) => {
                match crate::grid::parse_grid(&text.replace("\r\n", "\n").replace('\r', "\n")) {
                    Ok(grid) => {
                        self.editor.edit(grid);
                        self.editor.title = words.title_pasted.to_string();
                        self.info(words.pasted);
                    }
                    Err(e) => {
                        let why = (self.text().files.parse_error)(&e);
                        self.error((words.not_a_puzzle)(&why))
                    }
                }
            }
            _ => {}
        }
    }

    fn choose_picked(&mut self, seed: u64) -> Option<Effect> {
        let Overlay::Picker { selected } = self.overlay else {
            return None;
        };
        self.overlay = Overlay::None;
        match picker_choice(selected) {
            Choice::Generate(level) => {
                self.difficulty = level;
                Some(self.generate(seed))
            }
            Choice::Shipped(i) => {
                let puzzle = &puzzles::all()[i];
                let words = &self.text().chrome;
                let name = (words.puzzle_name)(puzzle.name);
                self.load(puzzle.grid.clone(), name.to_string());
                self.info((words.opened)(name));
                None
            }
        }
    }

    /// Asks for a new puzzle of the chosen difficulty, made off the UI
    /// thread (the work per candidate is capped, see [`crate::generate`]).
    fn generate(&mut self, seed: u64) -> Effect {
        self.requests += 1;
        self.generating = Some(self.requests);
        self.info((self.text().chrome.making)(self.difficulty));
        Effect::Generate {
            request: self.requests,
            seed,
            difficulty: self.difficulty,
        }
    }

    /// The puzzle arrives: it replaces the grid as one undoable edit,
    /// unless another was asked for since.
    fn generated(&mut self, request: u64, made: Made) {
        if self.generating != Some(request) {
            return;
        }
        self.generating = None;
        let words = &self.text().chrome;
        let title = (words.title_generated)(made.difficulty, made.seed);
        self.load(made.puzzle, title);
        self.info((words.generated)(
            made.difficulty,
            made.placements,
            made.finished,
            made.seed,
        ));
    }

    /// Opens a puzzle as one undoable edit; it counts as saved, and no
    /// file line is known for it.
    pub(super) fn load(&mut self, grid: crate::grid::Grid, title: String) {
        self.editor.load(grid, title);
        self.source = None;
    }

    fn open_prompt(&mut self, kind: PromptKind) {
        self.overlay = Overlay::Prompt {
            kind,
            text: self.last_path.clone().unwrap_or_default(),
        };
    }

    pub(super) fn go_to_step(&mut self, text: &str) {
        let Some(n) = solve::parse_step(text) else {
            self.error((self.text().solve.not_a_step_number)(text.trim()));
            return;
        };
        let now = self.clock;
        if let Mode::Solve(solve) = &mut self.mode {
            solve.go_to(n, now);
        }
    }

    pub(super) fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            is_error: false,
            path: None,
        });
    }

    pub(super) fn error(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            is_error: true,
            path: None,
        });
    }

    /// [`App::info`] or [`App::error`] for a text that names `path` last,
    /// which the screen may shorten to keep the rest in view.
    pub(super) fn say_about(&mut self, path: &str, is_error: bool, text: String) {
        self.message = Some(Message {
            text,
            is_error,
            path: Some(path.to_string()),
        });
    }
}
