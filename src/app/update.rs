//! How each [`Action`] changes the [`App`]: the one place state changes.
//! Pure: time arrives in [`Action::Tick`], seeds in the actions that need
//! them, and all work outside the state is returned as [`Effect`]s.
//!
//! A person's requests ([`Ask`]) go, group by group, to the module of the
//! screen or window that owns them; a worker's replies ([`Reply`]) to the
//! module that asked; the loop's own actions (size, time, start-up) are
//! applied here.

use super::overlay::Overlay;
use super::{Action, App, Ask, Effect, Mode, Reply, WindowAsk};

impl App {
    /// Applies `action`; returns the effects the loop must run.
    #[must_use = "the effects must run, as the loop runs them: drive the app through `driver::Driver::act` (tests: `Headless`)"]
    pub fn update(&mut self, action: impl Into<Action>) -> Vec<Effect> {
        let action = action.into();
        let generation = self.editor.generation;
        let covered = self.overlay != Overlay::None;
        let closing = action == Action::Ask(Ask::Window(WindowAsk::Close));
        let mut effects = self.apply(action);
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

    /// Applies `action`; returns the effects it asks for.
    fn apply(&mut self, action: Action) -> Vec<Effect> {
        match action {
            Action::Ask(ask) => {
                // A person did something: the last message has had its say.
                self.message = None;
                return self.ask(ask);
            }
            Action::Reply(reply) => return self.reply(reply),
            Action::Resize { width, height } => {
                self.size = ratatui::layout::Rect::new(0, 0, width, height);
            }
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
            // A lesson opened from the command line is a class under way:
            // no dialog takes its first keys (the grid is offered again at
            // the next start without one, its file untouched).
            Action::OfferRecovery(_) if self.lesson.is_some() => {}
            Action::OfferRecovery(recovered) => {
                self.recovered = Some(recovered);
                self.overlay = Overlay::Recovered;
            }
            Action::OpenFile(typed) => return vec![self.open_file(typed)],
        }
        Vec::new()
    }

    /// A person's request, to the module of the screen that owns it.
    fn ask(&mut self, ask: Ask) -> Vec<Effect> {
        match ask {
            Ask::Edit(ask) => self.edit(ask),
            Ask::Solve(ask) => self.solve_ask(ask),
            Ask::Quiz(ask) => {
                self.quiz_ask(ask);
                Vec::new()
            }
            Ask::Tree(ask) => {
                self.control_tree(ask);
                Vec::new()
            }
            Ask::Race(ask) => {
                self.control_race(ask);
                Vec::new()
            }
            Ask::Watch(ask) => self.watch_ask(ask),
            Ask::Lesson(ask) => self.lesson_ask(ask),
            Ask::Class(ask) => self.class_ask(ask),
            Ask::File(ask) => self.file_ask(ask),
            Ask::Window(ask) => self.window(ask),
        }
    }

    /// A worker's reply, to the module that asked for it.
    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        match reply {
            Reply::Diagnosed {
                generation,
                solutions,
            } => self.editor.diagnosed(generation, solutions),
            Reply::Generated { request, made } => self.generated(request, made),
            Reply::SaveAnswered { typed, outcome } => {
                return self.save_answered(typed, outcome).into_iter().collect();
            }
            Reply::Opened { id, typed, result } => self.opened(id, &typed, result),
            Reply::HeatmapCounted {
                request,
                counts,
                checkpoints,
            } => self.heatmap_counted(request, counts, checkpoints),
            Reply::TreeBuilt { request, icicle } => self.tree_built(request, icicle),
            Reply::WatchRan { id, answer } => self.watch_ran(id, answer),
            Reply::CorrectEndFound {
                puzzle,
                strategy,
                end,
            } => self.correct_end_found(&puzzle, strategy, end),
            Reply::CastStarted { path } => self.cast_started(path),
            Reply::CastSaved(saved) => self.cast_saved(saved),
            Reply::LessonSaved { typed, result } => self.lesson_saved(typed, result),
        }
        Vec::new()
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
}
