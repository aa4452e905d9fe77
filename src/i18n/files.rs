//! The catalogue's files area: see [`super::Text`] for what it holds.

/// One language's entries for this area.
#[derive(Debug)]
pub struct Files {}
