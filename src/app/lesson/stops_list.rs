//! The lessons list (`c`) and a lesson's stops list (`A`), with a
//! teacher's edits there: a stop's caption again, deleted, moved; the
//! lesson's title; and `i`, which hides a stop's caption.

use super::title;
use crate::app::overlay::{Overlay, PromptKind};
use crate::app::{App, Effect};
use crate::lesson::{BuiltIn, Title};

impl App {
    pub(in crate::app) fn open_lessons(&mut self) {
        let selected = match self.lesson.as_ref().map(|r| &r.lesson.title) {
            Some(Title::BuiltIn(b)) => b.number() - 1,
            _ => 0,
        };
        self.overlay = Overlay::Lessons { selected };
    }

    pub(in crate::app) fn open_stops(&mut self) {
        match &self.lesson {
            Some(run) if !run.lesson.stops.is_empty() => {
                self.overlay = Overlay::Stops {
                    selected: run.at.unwrap_or(0),
                };
            }
            _ => self.info(self.text().lesson.no_stops),
        }
    }

    /// Up or down in the open list, wrapping around.
    pub(in crate::app) fn list_move(&mut self, up: bool) {
        let len = match &self.overlay {
            Overlay::Lessons { .. } => BuiltIn::ALL.len(),
            Overlay::Stops { .. } => self.lesson.as_ref().map_or(0, |r| r.lesson.stops.len()),
            _ => return,
        };
        if let Overlay::Lessons { selected } | Overlay::Stops { selected } = &mut self.overlay {
            *selected = match up {
                true => selected.checked_sub(1).unwrap_or(len.saturating_sub(1)),
                false if *selected + 1 >= len => 0,
                false => *selected + 1,
            };
        }
    }

    pub(in crate::app) fn list_choose(&mut self) -> Vec<Effect> {
        match std::mem::replace(&mut self.overlay, Overlay::None) {
            Overlay::Lessons { selected } => {
                if let Some(b) = BuiltIn::ALL.get(selected) {
                    return self.open_lesson(b.lesson());
                }
            }
            Overlay::Stops { selected } => self.go_to_stop(selected),
            other => self.overlay = other,
        }
        Vec::new()
    }

    /// `i` in a lesson: the caption box goes, or comes back.
    pub(in crate::app) fn toggle_caption(&mut self) {
        let Some(run) = &mut self.lesson else { return };
        run.hidden = !run.hidden;
        let hidden = run.hidden;
        let words = &self.text().lesson_edit;
        let said = match hidden {
            true => words.caption_hidden,
            false => words.caption_shown,
        };
        self.info(said);
    }

    /// The stop selected in the stops list, and how many there are.
    fn selected_stop(&self) -> Option<(usize, usize)> {
        let Overlay::Stops { selected } = self.overlay else {
            return None;
        };
        let stops = self.lesson.as_ref()?.lesson.stops.len();
        (selected < stops).then_some((selected, stops))
    }

    /// `e` in the stops list: asks for the selected stop's new caption,
    /// starting from its words now.
    pub(in crate::app) fn prompt_recaption(&mut self) {
        let Some((i, _)) = self.selected_stop() else {
            return;
        };
        let Some(stop) = self.lesson.as_ref().and_then(|r| r.lesson.stops.get(i)) else {
            return;
        };
        let text = self.caption_words(&stop.caption);
        self.overlay = Overlay::Prompt {
            kind: PromptKind::Recaption(i),
            text,
        };
    }

    /// The new caption typed: the stop has it, and the list is back.
    pub(in crate::app) fn recaption(&mut self, i: usize, caption: &str) {
        let caption = caption.trim();
        if caption.is_empty() {
            self.error(self.text().lesson.no_caption);
            self.overlay = Overlay::Stops { selected: i };
            return;
        }
        let Some(run) = &mut self.lesson else { return };
        if run.lesson.recaption(i, caption.to_string()) {
            self.info((self.text().lesson_edit.recaptioned)(i + 1));
        }
        self.overlay = Overlay::Stops { selected: i };
    }

    /// `d` in the stops list: the selected stop leaves the lesson; the
    /// list stays open on the next one (closes when none is left).
    pub(in crate::app) fn delete_stop(&mut self) {
        let Some((i, _)) = self.selected_stop() else {
            return;
        };
        let Some(run) = &mut self.lesson else { return };
        run.lesson.remove(i);
        let left = run.lesson.stops.len();
        run.at = match run.at {
            _ if left == 0 => None,
            Some(at) if at > i => Some(at - 1),
            Some(at) => Some(at.min(left - 1)),
            None => None,
        };
        self.overlay = match left {
            0 => Overlay::None,
            _ => Overlay::Stops {
                selected: i.min(left - 1),
            },
        };
        self.info((self.text().lesson_edit.deleted)(i + 1, left));
    }

    /// `K` / `J` in the stops list: the selected stop one earlier or later
    /// in the lesson's order (→ follows it); the selection moves with it.
    pub(in crate::app) fn move_stop(&mut self, up: bool) {
        let Some((i, stops)) = self.selected_stop() else {
            return;
        };
        let Some(run) = &mut self.lesson else { return };
        let Some(to) = run.lesson.move_stop(i, up) else {
            return;
        };
        run.at = match run.at {
            Some(at) if at == i => Some(to),
            Some(at) if at == to => Some(i),
            other => other,
        };
        self.overlay = Overlay::Stops { selected: to };
        self.info((self.text().lesson_edit.moved)(to + 1, stops));
    }

    /// `t` in the stops list: asks for the lesson's title.
    pub(in crate::app) fn prompt_lesson_title(&mut self) {
        let Some(run) = &self.lesson else { return };
        let text = title(&run.lesson, self.text());
        self.overlay = Overlay::Prompt {
            kind: PromptKind::LessonTitle,
            text,
        };
    }

    /// The title typed: the lesson's, a teacher's own from now on.
    pub(in crate::app) fn set_lesson_title(&mut self, typed: &str) {
        let typed = typed.split_whitespace().collect::<Vec<_>>().join(" ");
        let Some(run) = &mut self.lesson else { return };
        run.lesson.title = Title::Own(typed.clone());
        let stops = run.lesson.stops.len();
        let selected = run.at.unwrap_or(0).min(stops.saturating_sub(1));
        self.info((self.text().lesson_edit.titled)(&typed));
        if stops > 0 {
            self.overlay = Overlay::Stops { selected };
        }
    }
}
