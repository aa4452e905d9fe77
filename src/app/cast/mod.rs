//! Recordings of the screen for slides: asciicast v2, the format asciinema
//! plays and agg turns into a GIF
//! (<https://docs.asciinema.org/manual/asciicast/v2>). A file is JSON
//! Lines: a header object (`version` 2, `width`, `height`, optionally
//! `timestamp`, `title`, `env`), then one event per line, `[time, code,
//! data]`, times in seconds from the start, never decreasing: `"o"` the
//! bytes a terminal was sent, `"m"` a marker (a player can pause there and
//! list them as chapters), `"r"` a resize (`"120x40"`).
//!
//! Each frame is the app's own drawing (`ui::render`, the buffer ratatui
//! draws into) and its output is what the app would send a real terminal
//! for it: ratatui's diff of the buffer against the previous frame,
//! written as escape sequences by ratatui's `CrosstermBackend`, the very
//! writer the live app draws through — into memory instead of standard
//! output. So a recording cannot drift from the screen: no second escape
//! writer of our own to keep in step with the first.
//!
//! Files: [`record`] (steps a search and records a frame per step: the
//! `record` command), [`live`] (the app's `R`: what is on the screen
//! until pressed again); here, the file format.

pub mod live;
pub mod record;

use std::fmt::Write as _;

use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// What a player's terminal is sent before the first frame: hide the
/// cursor, clear the screen, cursor home.
const FIRST_FRAME: &str = "\u{1b}[?25l\u{1b}[2J\u{1b}[H";

/// An asciicast v2 recording being made, in memory (a frame of an 80x24
/// step is a few hundred bytes: 10,000 steps are a few megabytes).
#[derive(Debug)]
pub struct Cast {
    header: String,
    events: String,
    /// The screen as the player shows it after the last frame.
    shown: Buffer,
    /// The time of the last event.
    last_time: f64,
    frames: u64,
    markers: u64,
}

impl Cast {
    /// A recording of a `width`x`height` screen; `title` and `timestamp`
    /// (seconds since 1970) go into the header when given.
    pub fn new(width: u16, height: u16, title: Option<&str>, timestamp: Option<u64>) -> Cast {
        let mut header = format!("{{\"version\": 2, \"width\": {width}, \"height\": {height}");
        if let Some(timestamp) = timestamp {
            let _ = write!(header, ", \"timestamp\": {timestamp}");
        }
        if let Some(title) = title {
            let _ = write!(header, ", \"title\": {}", json_string(title));
        }
        // The escapes are xterm's: what a player must emulate.
        header.push_str(", \"env\": {\"TERM\": \"xterm-256color\"}}\n");
        Cast {
            header,
            events: String::new(),
            shown: Buffer::empty(Rect::new(0, 0, width, height)),
            last_time: 0.0,
            frames: 0,
            markers: 0,
        }
    }

    /// The screen drawn in `buffer`, shown at `time`: the output that
    /// turns the last frame into this one. A frame identical to the last
    /// one adds nothing; a frame of another size says so (`"r"`) and is
    /// drawn whole.
    pub fn frame(&mut self, time: f64, buffer: &Buffer) {
        let mut out = Vec::new();
        let area = buffer.area;
        if self.frames == 0 || area != self.shown.area {
            if self.frames > 0 {
                let size = format!("{}x{}", area.width, area.height);
                self.event(time, "r", &size);
            }
            out.extend_from_slice(FIRST_FRAME.as_bytes());
            self.shown = Buffer::empty(area);
        }
        let changes = self.shown.diff(buffer);
        if changes.is_empty() && out.is_empty() {
            return;
        }
        // Writing into a Vec cannot fail.
        let _ = CrosstermBackend::new(&mut out).draw(changes.into_iter());
        self.shown = buffer.clone();
        self.frames += 1;
        self.event(time, "o", &String::from_utf8_lossy(&out));
    }

    /// A marker at `time`, after the frame shown then: a player can pause
    /// there, and lists `label` as a chapter.
    pub fn marker(&mut self, time: f64, label: &str) {
        self.markers += 1;
        self.event(time, "m", label);
    }

    fn event(&mut self, time: f64, code: &str, data: &str) {
        // Times never go back, whatever the caller's clock did.
        let time = time.max(self.last_time);
        self.last_time = time;
        let _ = writeln!(
            self.events,
            "[{time:.6}, \"{code}\", {}]",
            json_string(data)
        );
    }

    /// The whole file: the header, then the events.
    pub fn text(&self) -> String {
        let mut text = String::with_capacity(self.header.len() + self.events.len());
        text.push_str(&self.header);
        text.push_str(&self.events);
        text
    }

    /// Frames recorded (those that changed the screen).
    pub fn frames(&self) -> u64 {
        self.frames
    }

    pub fn markers(&self) -> u64 {
        self.markers
    }

    /// The time of the last event, in seconds.
    pub fn duration(&self) -> f64 {
        self.last_time
    }
}

/// `text` as a JSON string: quotes and backslashes escaped, control
/// characters (the escape sequences' ESC first of all) as `\u00XX`.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
pub(crate) mod tests;
