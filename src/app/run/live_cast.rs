//! The loop's side of `R`: it holds the recording (the model only knows
//! that one is on), feeds it every frame it draws, and saves it when the
//! key is pressed again.

use std::time::Instant;

use ratatui::buffer::Buffer;

use super::Workers;
use crate::app::Reply;
use crate::app::cast::live::{Header, Live, unix_seconds};
use crate::app::{App, Effect, files};

impl Workers {
    /// Starts or stops the recording; the app's answer (where it goes,
    /// where it went) may ask for more effects, returned.
    pub(super) fn run_cast(&self, app: &mut App, effect: Effect) -> Vec<Effect> {
        match effect {
            Effect::StartCast {
                width,
                height,
                title,
            } => {
                let dir = std::env::current_dir().unwrap_or_else(|_| ".".into());
                let header = Header {
                    width,
                    height,
                    title,
                    timestamp: unix_seconds(),
                };
                let live = Live::start(&dir, header, Instant::now());
                let path = live.path().display().to_string();
                *self.recorder.borrow_mut() = Some(live);
                app.update(Reply::CastStarted { path })
            }
            Effect::StopCast => match self.recorder.borrow_mut().take() {
                Some(live) => {
                    let path = live.path().display().to_string();
                    let saved = live
                        .finish(Instant::now())
                        .map_err(|e| (path, files::plain(&e, app.text())));
                    app.update(Reply::CastSaved(saved))
                }
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// A frame drawn on the terminal: recorded when a recording is on.
    pub(super) fn drawn(&self, buffer: &Buffer) {
        if let Some(live) = self.recorder.borrow_mut().as_mut() {
            live.frame(Instant::now(), buffer);
        }
    }
}
