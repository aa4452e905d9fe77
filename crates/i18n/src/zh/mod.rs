//! The Simplified Chinese catalogue (简体中文), area by area.

mod chrome;
mod classroom;
mod code_comments;
mod common;
mod files;
mod findings;
mod keys;
mod lesson;
mod lesson_edit;
mod panels;
mod race;
mod solve;
mod views;
mod watch;

use super::Text;

pub const TEXT: Text = Text {
    common: common::COMMON,
    keys: keys::KEYS,
    chrome: chrome::CHROME,
    files: files::FILES,
    solve: solve::SOLVE,
    panels: panels::PANELS,
    views: views::VIEWS,
    findings: findings::FINDINGS,
    watch: watch::WATCH,
    classroom: classroom::CLASSROOM,
    lesson: lesson::LESSON,
    lesson_edit: lesson_edit::LESSON_EDIT,
    race: race::RACE,
};
