//! The app from outside: the real binary in a pseudo-terminal. (Its
//! screens drawn on ratatui's TestBackend, which reach into the app, are
//! unit tests: src/app/screen_tests.)

mod pty;
