//! The app's screens drawn on ratatui's TestBackend (insta snapshots, in
//! `screen_tests/snapshots`), in English and in Chinese.

mod chinese;
mod class;
mod classroom;
mod footer_reach;
mod lesson;
mod propagation;
mod quiz_cells;
mod race;
pub(crate) mod screens;
mod stops_list;
