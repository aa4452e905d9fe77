//! Words every area of the interface shares: the names of units,
//! strategies, bug-lab variants and levels, and how a list of digits reads.

use crate::engine::{Mistake, Strategy};
use crate::generate::Difficulty;
use crate::grid::UnitKind;

/// One language's shared words.
#[derive(Debug)]
pub struct Common {
    /// `row`, `column`, `box`.
    pub unit: fn(UnitKind) -> &'static str,
    /// The strategy's name on screen.
    pub strategy: fn(Strategy) -> &'static str,
    /// A bug-lab variant: `None` is the correct search.
    pub variant: fn(Option<Mistake>) -> &'static str,
    /// A generator level.
    pub difficulty: fn(Difficulty) -> &'static str,
    /// `9`, `2 and 9`, `2, 5 and 9`.
    pub and_list: fn(&[u8]) -> String,
}
