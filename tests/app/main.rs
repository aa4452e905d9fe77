//! The app from outside: its screens drawn on ratatui's TestBackend
//! (insta snapshots), and the real binary in a pseudo-terminal.

mod chinese;
mod pty;
mod screens;
