//! English: a teacher writing and fixing a lesson.

use crate::lesson_edit::{LessonEdit, LessonEditKeys};

pub const LESSON_EDIT: LessonEdit = LessonEdit {
    prompt_recaption: "New caption for the stop",
    prompt_title: "Title of the lesson",
    prompt_replace: "Replace that lesson? Enter replaces it, Esc keeps it",
    recaptioned: |n| format!("Stop {n} has its new caption."),
    deleted: |n, left| match left {
        1 => format!("Stop {n} deleted: 1 stop left."),
        _ => format!("Stop {n} deleted: {left} stops left."),
    },
    moved: |n, of| format!("The stop is now stop {n} of {of}."),
    titled: |title| format!("The lesson is titled \"{title}\"."),
    other_lesson: |path| format!("{path} holds another lesson: Enter replaces it, Esc keeps it."),
    arrows_now_stops: "→ and ← now go from stop to stop; h and l step.",
    caption_hidden: "Caption hidden: i shows it again.",
    caption_shown: "Caption shown.",
};

pub const LESSON_EDIT_KEYS: LessonEditKeys = LessonEditKeys {
    recaption: "give the stop a new caption",
    delete_stop: "delete the stop",
    move_up: "move the stop one earlier",
    move_down: "move the stop one later",
    set_title: "give the lesson a title",
    save: "save the lesson to a lesson file",
    toggle_caption: "hide or show the stop's caption",
    word_recaption: "caption",
    word_delete: "delete",
    word_move: "move",
    word_title: "title",
    word_save: "save",
    word_caption: "caption",
};
