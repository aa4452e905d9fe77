//! What the model measures from the terminal's size on its own, so that
//! [`App::update`](super::App::update) reads nothing of the view: whether
//! the screen fits at all (the smallest terminal the app is made for), and
//! the columns and rows of the search tree's icicle, which the tree's keys
//! move over, and how far the help scrolls. The view draws within these
//! (`ui::layout` takes the minimum from here, `ui::search_tree` lays its
//! rows out around the icicle's). Nothing the view draws is sent back to
//! the model: what the model needs of a layout it computes from its own
//! state, with the view's pure layout functions.

use ratatui::layout::Rect;

use super::App;

/// The furthest the help the current screen opens scrolls in the app's
/// terminal size: its last line on the last row. The help's lines are laid
/// out as the view lays them out (`ui::help::lines`, a pure function of
/// the state), so the model stops the scroll where the screen does.
pub fn help_max_scroll(app: &App) -> u16 {
    super::ui::help::max_scroll_in(app)
}

pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Below this size only a note asking for more room is drawn.
pub fn fits(size: Rect) -> bool {
    size.width >= MIN_WIDTH && size.height >= MIN_HEIGHT
}

/// Columns of the tree's row label (`d12 `) and of its untried count (`  +3`).
const TREE_LABEL: u16 = 4;
const TREE_UNTRIED: u16 = 5;
/// Rows around the icicle: the header, title, blank, details, legend,
/// blank, footer (2).
const TREE_AROUND: u16 = 9;

/// The icicle's columns and rows in a terminal of this size.
pub fn tree_geometry(size: Rect) -> (usize, usize) {
    let columns = size
        .width
        .saturating_sub(2 + TREE_LABEL + TREE_UNTRIED)
        .max(1);
    let rows = size.height.saturating_sub(TREE_AROUND).max(1);
    (columns as usize, rows as usize)
}

#[cfg(test)]
mod tests;
