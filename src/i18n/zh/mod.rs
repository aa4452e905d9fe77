//! The Simplified Chinese catalogue (简体中文), area by area.

mod chrome;
mod code_comments;
mod common;
mod files;
mod keys;
mod lesson;
mod panels;
mod solve;
mod views;

use super::Text;

pub const TEXT: Text = Text {
    common: common::COMMON,
    keys: keys::KEYS,
    chrome: chrome::CHROME,
    files: files::FILES,
    solve: solve::SOLVE,
    panels: panels::PANELS,
    views: views::VIEWS,
    lesson: lesson::LESSON,
};
