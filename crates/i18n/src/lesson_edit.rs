//! The catalogue's area for a teacher writing and fixing a lesson: the
//! stops list's editing (a new caption, a stop deleted or moved, the
//! lesson's title), the question before replacing another lesson file,
//! hiding a stop's caption, and what the lesson's → and ← now do. Kept
//! apart from the lesson area ([`super::lesson`]), whose sentences are the
//! lessons' own.

/// The keys' help lines and footer words (in the keys area:
/// `Keys::lesson_edit`).
#[derive(Debug)]
pub struct LessonEditKeys {
    pub recaption: &'static str,
    pub delete_stop: &'static str,
    pub move_up: &'static str,
    pub move_down: &'static str,
    pub set_title: &'static str,
    pub save: &'static str,
    pub toggle_caption: &'static str,
    /// Footer words.
    pub word_recaption: &'static str,
    pub word_delete: &'static str,
    pub word_move: &'static str,
    pub word_title: &'static str,
    pub word_save: &'static str,
    pub word_caption: &'static str,
}

/// One language's entries for this area.
#[derive(Debug)]
pub struct LessonEdit {
    /// The prompts: a stop's new caption, the lesson's title, and the
    /// question before replacing another lesson file (its path typed).
    pub prompt_recaption: &'static str,
    pub prompt_title: &'static str,
    pub prompt_replace: &'static str,
    /// `Stop 2 has its new caption.`
    pub recaptioned: fn(usize) -> String,
    /// `Stop 2 deleted: 3 stops left.`
    pub deleted: fn(usize, usize) -> String,
    /// `The stop is now stop 1 of 3.`
    pub moved: fn(usize, usize) -> String,
    /// `The lesson is titled "…".`
    pub titled: fn(&str) -> String,
    /// `PATH holds another lesson: Enter replaces it, Esc keeps it.`
    pub other_lesson: fn(&str) -> String,
    /// After the first stop is marked: → and ← now go between stops.
    pub arrows_now_stops: &'static str,
    /// `i` hid or showed the caption.
    pub caption_hidden: &'static str,
    pub caption_shown: &'static str,
}
