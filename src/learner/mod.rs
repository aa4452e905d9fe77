//! A learner's own search, read from the writes their solution makes to
//! the board. This part holds the pure translation, with no process run:
//! [`writes`] turns a list of board writes into the engine's events.
//!
//! Part of the core: it imports no app code and no catalogue of words
//! (`tests/layers.rs` checks it), and it returns data only.

// Nothing outside the tests reads it yet: the runner of the learner's
// code, the next piece of issue 19, will.
#[allow(dead_code)]
pub(crate) mod writes;

#[cfg(test)]
mod tests;
