//! The catalogue's views area: see [`super::Text`] for what it holds —
//! the heatmap, the search tree and the strategy race.

use crate::grid::Cell;
use crate::search_shape::heatmap::Measure;
use crate::search_shape::tree::Fate;

/// What the tree's details line says of the selected node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeDetails<'a> {
    pub cell: Cell,
    /// The digit; an aggregate's first and last (`2–7`) when it holds
    /// every digit between, else its digits (`2 and 4`).
    pub digits: &'a str,
    /// How many digits an aggregate merged; 0 for one choice.
    pub merged: usize,
    /// How many forced moves a chain node holds (its first is `cell` =
    /// `digits`); 0 for a guess.
    pub forced: usize,
    /// The node's depth: 0 for a choice at the first empty cell.
    pub depth: usize,
    /// Its first and last step.
    pub first: u64,
    pub last: u64,
    /// The events beneath it.
    pub events: u64,
    /// Its fate, in words.
    pub fate: &'a str,
}

/// One language's entries for this area.
#[derive(Debug)]
pub struct Views {
    /// `placements`, `undos`, `dead ends`: what the heatmap counts.
    pub measure: fn(Measure) -> &'static str,
    /// `heatmap: placements`: the heatmap's title before its first count.
    pub heatmap_waiting: fn(&str) -> String,
    /// `counting to step 50,175 …`.
    pub counting_to: fn(u64) -> String,
    /// `undos @ 50,175`, and ` (old)` when `true`: the counts are of an
    /// earlier step (they lag while the search runs).
    pub heatmap_title: fn(&str, u64, bool) -> String,
    /// `max r4c6 634`: the busiest cell and its count.
    pub busiest: fn(Cell, u64) -> String,
    /// `no undos yet`: nothing counted.
    pub none_yet: fn(&str) -> String,
    /// `given`: in the heatmap's scale, after a given's digit (the search
    /// never visits a given, so it has no shade).
    pub heat_given: &'static str,

    /// `Search tree · steps 0–20,106 · depth 0 and down`, and
    /// ` · zoomed (Z out)` when zoomed in.
    pub tree_title: fn(u64, u64, usize, bool) -> String,
    /// `failed`, `current path`, `solution path`: a node's fate.
    pub fate: fn(Fate) -> &'static str,
    /// `r1c1 = 7 · depth 0 · steps 12,000–20,106 · 8,106 events · failed`:
    /// the selected node. Its facts come named ([`NodeDetails`]), not as
    /// a row of numbers that a caller could pass in the wrong order.
    pub tree_details: fn(&NodeDetails) -> String,
    /// `»N N forced moves, one node`: the key's entry for a chain node,
    /// added to the key where the tree has one.
    pub tree_key_chain: &'static str,
    /// `forced:` before the moves of the selected chain node, listed.
    pub chain_moves: &'static str,
    /// `no node selected: arrows select`.
    pub no_node_selected: &'static str,
    /// `│ failed (blank after) · ┃▒ current path · ┃█ solution path ·
    /// +N untried`: the tree's key (the symbols stay as they are drawn,
    /// and the bars in the same columns in every language).
    pub tree_key: &'static str,
    /// `building the search tree of steps 0–830,103,417 … (Esc closes)`:
    /// in place of the tree while its icicle is built off the UI thread.
    pub building_tree: fn(u64, u64) -> String,
    /// `the tree is still being built — Esc closes it`: a key that reads
    /// the nodes, pressed before they are there.
    pub tree_still_building: &'static str,
    /// `select a node first (arrows)`: zoom or go with nothing selected.
    pub select_first: &'static str,
    /// `step 1,204: r1c1 = 7 placed; 8,106 events beneath it`: after going
    /// to a node.
    pub went_to_node: fn(u64, Cell, u8, u64) -> String,

    /// `Race · lockstep: the same number of events each · paused`, the
    /// race's state last.
    pub race_title: fn(&str) -> String,
    /// `finished`: the race's state when both sides are done.
    pub race_finished: &'static str,
    /// `paused`: the race's state when paused.
    pub race_paused: &'static str,
    /// `solved at step 101,227`.
    pub solved_at: fn(u64) -> String,
    /// `no solution, step 1,204`.
    pub no_solution_at: fn(u64) -> String,
    /// `running · step 1,204`.
    pub running_at: fn(u64) -> String,
    /// `both running…`: before either side finishes.
    pub both_running: &'static str,
    /// `most-constrained: 45,267 placements — 1,528x fewer than
    /// row-major`: the strategy with fewer placements, its placements, how
    /// many times more the other placed (`1,528`, `2.5`; `None` when the
    /// fewer is 0), the other strategy.
    pub fewer_placements: fn(&str, u64, Option<&str>, &str) -> String,
    /// `row-major and most-constrained: 45,267 placements each`.
    pub same_placements: fn(&str, &str, u64) -> String,
    /// `most-constrained finished: 45,267 placements; row-major still going
    /// at 98,100`.
    pub finished_first: fn(&str, u64, &str, u64) -> String,
}
