//! 简体中文：教师编写和修改课程。

use crate::lesson_edit::{LessonEdit, LessonEditKeys};

pub const LESSON_EDIT: LessonEdit = LessonEdit {
    prompt_recaption: "这一站的新说明",
    prompt_title: "课程标题",
    prompt_replace: "替换那个课程？Enter 替换，Esc 保留",
    recaptioned: |n| format!("第 {n} 站已换上新说明。"),
    deleted: |n, left| format!("已删除第 {n} 站：还剩 {left} 站。"),
    moved: |n, of| format!("这一站现在是第 {n} 站（共 {of} 站）。"),
    titled: |title| format!("课程标题为“{title}”。"),
    other_lesson: |path| format!("{path} 是另一个课程：Enter 替换它，Esc 保留它。"),
    arrows_now_stops: "→ 和 ← 现在在各站之间移动；h 和 l 单步。",
    caption_hidden: "说明已隐藏：按 i 再显示。",
    caption_shown: "说明已显示。",
};

pub const LESSON_EDIT_KEYS: LessonEditKeys = LessonEditKeys {
    recaption: "给这一站换说明",
    delete_stop: "删除这一站",
    move_up: "把这一站前移一位",
    move_down: "把这一站后移一位",
    set_title: "给课程起标题",
    save: "把课程保存为课程文件",
    toggle_caption: "隐藏或显示这一站的说明",
    word_recaption: "改说明",
    word_delete: "删除",
    word_move: "移动",
    word_title: "标题",
    word_save: "保存",
    word_caption: "说明",
};
