//! What a teacher's keys do to the app: the high-contrast theme (`C`),
//! where playing pauses by itself (`P`), recording the screen (`R`: the
//! loop holds the recording, see [`super::cast::live`]).

use super::solve::PauseAt;
use super::{App, ClassAsk, Effect, Mode};

impl App {
    /// A teacher's keys; returns the effects they ask for.
    pub(super) fn class_ask(&mut self, ask: ClassAsk) -> Vec<Effect> {
        let text = self.text();
        let words = &text.classroom;
        match ask {
            ClassAsk::ToggleContrast => {
                self.theme = self.theme.with_contrast(!self.theme.contrast);
                self.info((words.contrast)(self.theme.contrast));
            }
            ClassAsk::CyclePauseAt => {
                let Mode::Solve(solve) = &mut self.mode else {
                    return Vec::new();
                };
                solve.pause_at = solve.pause_at.next();
                self.settings = solve.settings();
                self.info(match self.settings.pause_at {
                    PauseAt::Nowhere => words.pause_at_off,
                    PauseAt::DeadEnds => words.pause_at_dead_ends_on,
                    PauseAt::Backtracks => words.pause_at_backtracks_on,
                });
            }
            ClassAsk::ToggleCast => match self.cast.take() {
                Some(_) => return vec![Effect::StopCast],
                None => {
                    self.cast = Some(String::new());
                    // A player lists a recording by its title: the lesson
                    // open, else the puzzle, as the header bar names them.
                    let title = match &self.lesson {
                        Some(run) => super::lesson::title(&run.lesson, text),
                        None => self.editor.title.clone(),
                    };
                    return vec![Effect::StartCast {
                        width: self.size.width,
                        height: self.size.height,
                        title,
                    }];
                }
            },
        }
        Vec::new()
    }

    /// The loop started recording, to `path`.
    pub(super) fn cast_started(&mut self, path: String) {
        // Stopped before the loop answered: nothing to say.
        if self.cast.is_some() {
            let said = (self.text().classroom.recording_started)(&path);
            self.say_about(&path, false, said);
            self.cast = Some(path);
        }
    }

    /// What saving the recording did.
    pub(super) fn cast_saved(&mut self, saved: Result<super::cast::live::Saved, (String, String)>) {
        let words = &self.text().classroom;
        match saved {
            Ok(saved) => {
                let said = (words.recording_saved)(&saved.path, saved.frames, saved.seconds);
                self.say_about(&saved.path, false, said);
            }
            Err((path, why)) => {
                self.say_about(&path, true, (words.recording_not_saved)(&path, &why));
            }
        }
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
