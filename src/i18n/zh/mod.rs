//! The Simplified Chinese catalogue (简体中文), area by area.

#[cfg(feature = "app")]
mod chrome;
mod code_comments;
mod common;
#[cfg(feature = "app")]
mod files;
#[cfg(feature = "app")]
mod keys;
mod panels;
mod solve;
mod views;

use super::Text;

pub const TEXT: Text = Text {
    common: common::COMMON,
    #[cfg(feature = "app")]
    keys: keys::KEYS,
    #[cfg(feature = "app")]
    chrome: chrome::CHROME,
    #[cfg(feature = "app")]
    files: files::FILES,
    solve: solve::SOLVE,
    panels: panels::PANELS,
    views: views::VIEWS,
};
