//! What the solve screen's keys and the quiz's do to the app: the
//! search's controls (each says so when it cannot go on), the views
//! they open, and the quiz's answers.

use crate::app::lab;
use crate::app::overlay::{Overlay, PromptKind};
use crate::app::{App, Ask, Effect, Mode, QuizAsk, SolveAsk, replaces_the_search};
use crate::quiz::Answer;

impl App {
    /// The solve screen's keys; returns the effects they ask for.
    pub(in crate::app) fn solve_ask(&mut self, ask: SolveAsk) -> Vec<Effect> {
        match ask {
            SolveAsk::StopSolve => {
                if let Mode::Solve(solve) = &self.mode {
                    self.settings = solve.settings();
                }
                self.mode = Mode::Edit;
            }
            SolveAsk::PromptStep => {
                self.overlay = Overlay::Prompt {
                    kind: PromptKind::GoToStep,
                    text: String::new(),
                }
            }
            SolveAsk::CycleHeatmap => self.cycle_heatmap(),
            SolveAsk::ToggleLogFolding => self.toggle_log_folding(),
            _ => self.control_solve(ask),
        }
        Vec::new()
    }

    /// The search's controls; each says so when it cannot go on.
    fn control_solve(&mut self, ask: SolveAsk) {
        let text = self.text();
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let now = self.clock;
        // A watched search is the learner's own: no strategy or variant of
        // the engine's replaces it.
        if solve.watch.is_some() && replaces_the_search(&Ask::Solve(ask)) {
            self.info(text.watch.own_search_only);
            return;
        }
        let refused = match ask {
            SolveAsk::PlayPause => solve.toggle_play(now).err(),
            SolveAsk::StepForward if solve.quiz.is_some() => solve.next_question().err(),
            SolveAsk::StepForward => solve.step_forward(now).err(),
            SolveAsk::StepBack => solve.step_back().err(),
            SolveAsk::NextBacktrack => solve.next_backtrack(now).err(),
            SolveAsk::RunToEnd => solve.run_to_end(now).err(),
            SolveAsk::Faster => {
                solve.faster();
                None
            }
            SolveAsk::Slower => {
                solve.slower();
                None
            }
            SolveAsk::ToStart => {
                solve.back_to_start();
                None
            }
            SolveAsk::CycleStepSize => {
                solve.cycle_step_size();
                None
            }
            SolveAsk::NextPanel => {
                solve.next_panel();
                None
            }
            SolveAsk::SwitchStrategy => {
                solve.switch_strategy(&self.editor.grid);
                None
            }
            SolveAsk::CycleVariant => {
                solve.cycle_variant(&self.editor.grid);
                None
            }
            SolveAsk::CycleCodeLanguage => {
                solve.language = solve.language.next();
                None
            }
            SolveAsk::StopSolve
            | SolveAsk::PromptStep
            | SolveAsk::CycleHeatmap
            | SolveAsk::ToggleLogFolding => None,
        };
        self.settings = solve.settings();
        let outcome = solve.search.outcome();
        if let Some(why) = refused {
            let mistaken = solve.search.mistake().is_some();
            self.info(why.says(outcome, mistaken, text));
        } else if ask == SolveAsk::SwitchStrategy {
            let strategy = self.settings.strategy;
            let mut said = (text.solve.strategy_restarted)(strategy);
            // What a propagating strategy adds to the search it names.
            let adds = (text.solve.strategy_propagates)(strategy);
            if !adds.is_empty() {
                said = format!("{said} · {adds}");
            }
            // Two strategies were run to the end before: how they compare.
            if let Some(line) =
                crate::app::shape_views::totals_comparison(&solve.shape, self.lang.text())
            {
                said = format!("{said} · {line}");
            }
            self.info(said);
        } else if ask == SolveAsk::CycleVariant {
            self.info(lab::variant_started(self.settings.mistake, text));
        } else if ask == SolveAsk::CycleCodeLanguage {
            self.info(lab::language_shown(self.settings.language, text));
        }
    }

    /// The quiz's keys: on or off, and its answers.
    pub(in crate::app) fn quiz_ask(&mut self, ask: QuizAsk) {
        let text = self.text();
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        // A watched search is the learner's own: no quiz of the engine's
        // replaces it.
        if solve.watch.is_some() && replaces_the_search(&Ask::Quiz(ask)) {
            self.info(text.watch.own_search_only);
            return;
        }
        match ask {
            QuizAsk::Toggle => solve.toggle_quiz(),
            QuizAsk::Digit(d) => solve.answer_quiz(Answer::Digit(d)),
            QuizAsk::DeadEnd => solve.answer_quiz(Answer::DeadEnd),
            QuizAsk::Cursor(direction) => solve.move_quiz_cursor(direction),
            QuizAsk::AnswerCell => solve.answer_quiz(Answer::Cell(solve.quiz_cursor())),
        }
        self.settings = solve.settings();
        if ask == QuizAsk::Toggle && solve.quiz.is_none() {
            let review = lab::quiz_review(solve.quiz_kept(), text);
            self.info(review);
        }
    }

    pub(in crate::app) fn go_to_step(&mut self, text: &str) {
        let Some(n) = super::parse_step(text) else {
            self.error((self.text().solve.not_a_step_number)(text.trim()));
            return;
        };
        let now = self.clock;
        if let Mode::Solve(solve) = &mut self.mode {
            solve.go_to(n, now);
        }
    }
}
