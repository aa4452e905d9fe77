//! The contexts keys go to: the mode, the overlay on top of it, and the
//! layers whose keys come first (a lesson's, a cell question's).

use crate::i18n::keys::Keys;

/// Where keys go: the mode, or the overlay on top of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    Edit,
    Solve,
    Help,
    Picker,
    Prompt,
    ConfirmQuit,
    ConfirmSave,
    Opening,
    Recovered,
    /// The terminal is below the minimum size: only quitting acts.
    TooSmall,
    /// The search tree (`t` on the solve screen).
    Tree,
    /// The strategy race (`r` on the solve screen).
    Race,
    /// The notes of a watched run (`o`).
    Notes,
    /// The editor's watch run in progress (`W`).
    Running,
    /// A lesson open over the editor or the solve screen: its keys come
    /// first, the screen's after them.
    Lesson,
    /// The list of lessons (`c`).
    Lessons,
    /// The open lesson's stops (`A`).
    Stops,
    /// The quiz's cell question open on the solve screen (propagating
    /// strategies): its cursor keys and Enter come before the lesson's
    /// and the screen's.
    QuizCell,
}

impl Context {
    /// Contexts in the order the help screen lists them.
    pub const ALL: [Context; 18] = [
        Context::Edit,
        Context::Solve,
        Context::QuizCell,
        Context::Lesson,
        Context::Lessons,
        Context::Stops,
        Context::Tree,
        Context::Race,
        Context::Notes,
        Context::Running,
        Context::Picker,
        Context::Prompt,
        Context::ConfirmSave,
        Context::Opening,
        Context::ConfirmQuit,
        Context::Recovered,
        Context::TooSmall,
        Context::Help,
    ];

    /// The heading of this context's section on the help screen.
    pub fn heading(self, keys: &Keys) -> &'static str {
        let h = &keys.context;
        match self {
            Context::Edit => h.edit,
            Context::Solve => h.solve,
            Context::Help => h.help,
            Context::Picker => h.picker,
            Context::Prompt => h.prompt,
            Context::ConfirmQuit => h.confirm_quit,
            Context::ConfirmSave => h.confirm_save,
            Context::Opening => h.opening,
            Context::Recovered => h.recovered,
            Context::TooSmall => h.too_small,
            Context::Tree => h.tree,
            Context::Race => h.race,
            Context::Notes => h.notes,
            Context::Running => h.running,
            Context::Lesson => keys.lesson.heading_lesson,
            Context::Lessons => keys.lesson.heading_lessons,
            Context::Stops => keys.lesson.heading_stops,
            Context::QuizCell => h.quiz_cell,
        }
    }
}
