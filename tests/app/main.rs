//! The app from outside: its screens drawn on ratatui's TestBackend
//! (insta snapshots), and the real binary in a pseudo-terminal.

#[path = "../../src/test_fixtures.rs"]
mod test_fixtures;

#[path = "../../src/app/key_string.rs"]
mod key_string;

mod chinese;
mod pty;
mod screens;
