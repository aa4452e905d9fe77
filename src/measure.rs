//! Measurements that drive the app's own types, for the examples that
//! print them (examples/key_latency.rs, examples/watch_scale.rs): each
//! runs the measurement and returns its figures. Not part of the
//! library's surface (hidden from its documentation); the app stays
//! private.

pub use crate::app::key_latency::{KeyFigures, KeyLatency, SIZE as KEY_LATENCY_SIZE, key_latency};
pub use crate::app::watch::scale::{
    LiveFigures, Timed, WatchFigures, live_watch_at_scale, watch_at_scale,
};
