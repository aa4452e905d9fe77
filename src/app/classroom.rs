//! What a teacher's keys do to the app: the high-contrast theme (`C`),
//! where playing pauses by itself (`P`), recording the screen (`R`: the
//! loop holds the recording, see [`super::cast::live`]).

use super::solve::PauseAt;
use super::{Action, App, Effect, Mode};

impl App {
    pub(super) fn classroom(&mut self, action: Action) -> Option<Effect> {
        let text = self.text();
        let words = &text.classroom;
        match action {
            Action::ToggleContrast => {
                self.theme = self.theme.with_contrast(!self.theme.contrast);
                self.info((words.contrast)(self.theme.contrast));
            }
            Action::CyclePauseAt => {
                let Mode::Solve(solve) = &mut self.mode else {
                    return None;
                };
                solve.pause_at = solve.pause_at.next();
                self.settings = solve.settings();
                self.info(match self.settings.pause_at {
                    PauseAt::Nowhere => words.pause_at_off,
                    PauseAt::DeadEnds => words.pause_at_dead_ends_on,
                    PauseAt::Backtracks => words.pause_at_backtracks_on,
                });
            }
            Action::ToggleCast => match self.cast.take() {
                Some(_) => return Some(Effect::StopCast),
                None => {
                    self.cast = Some(String::new());
                    // A player lists a recording by its title: the lesson
                    // open, else the puzzle, as the header bar names them.
                    let title = match &self.lesson {
                        Some(run) => super::lesson::title(&run.lesson, text),
                        None => self.editor.title.clone(),
                    };
                    return Some(Effect::StartCast {
                        width: self.size.width,
                        height: self.size.height,
                        title,
                    });
                }
            },
            // Stopped before the loop answered: nothing to say.
            Action::CastStarted { path } if self.cast.is_some() => {
                self.say_about(&path, false, (words.recording_started)(&path));
                self.cast = Some(path);
            }
            Action::CastSaved(Ok(saved)) => {
                let said = (words.recording_saved)(&saved.path, saved.frames, saved.seconds);
                self.say_about(&saved.path, false, said);
            }
            Action::CastSaved(Err((path, why))) => {
                self.say_about(&path, true, (words.recording_not_saved)(&path, &why));
            }
            _ => {}
        }
        None
    }

    /// After a frame: playing paused itself at a dead end or a backtrack
    /// (`P`), and says so.
    pub(super) fn say_where_playing_paused(&mut self) {
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let words = &self.lang.text().classroom;
        match solve.take_paused_at() {
            Some(PauseAt::DeadEnds) => self.info(words.paused_at_dead_end),
            Some(PauseAt::Backtracks) => self.info(words.paused_at_backtrack),
            _ => {}
        }
    }
}
