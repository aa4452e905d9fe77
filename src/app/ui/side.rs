//! The side panels and the slots they go in. Every panel is one entry of
//! [`PANELS`] (a name, the narrowest width it reads well at, and its
//! `render`), so a new panel is one file plus one entry here.
//!
//! Tab chooses the panel of the first slot, beside the grid; the other
//! slots, when the terminal has room for them (see
//! [`SolveAreas`](super::layout::SolveAreas)), take the panels after it in
//! the list that fit their width. The first slot's top row names every
//! panel, the one shown there in brackets:
//!
//! ```text
//!  [stack] tables code legend · Tab next
//!  Stack: depth 2
//!  level cell  digit  tried
//!  ...
//! ```

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::layout::{SLOTS, SolveAreas};
use super::{cell_tables, code, legend, stack};
use crate::app::{App, SolveState};

/// One side panel.
pub struct Panel {
    /// Its name in the first slot's top row.
    pub name: &'static str,
    /// The narrowest slot it is put in, unless it is the one Tab chose.
    pub min_width: u16,
    pub render: fn(&mut Frame, Rect, &App, &SolveState),
}

/// The side panels, in the order Tab cycles through them.
pub const PANELS: &[Panel] = &[
    Panel {
        name: "stack",
        min_width: 24,
        render: |frame, area, app, solve| stack::render(frame, area, &solve.engine, app.theme),
    },
    Panel {
        name: "tables",
        min_width: 33,
        render: |frame, area, app, solve| {
            cell_tables::render_search(frame, area, &solve.engine, app.theme)
        },
    },
    Panel {
        name: "code",
        min_width: 40,
        render: |frame, area, app, solve| code::render(frame, area, &solve.engine, app.theme),
    },
    Panel {
        name: "legend",
        min_width: 34,
        render: |frame, area, app, _| legend::render(frame, area, app.theme),
    },
];

/// Which panel goes in which slot: the chosen one beside the grid, then
/// the slot under the grid and the further columns, each taking the next
/// panel (in Tab's order) that fits its width.
pub fn arrange(areas: &SolveAreas, chosen: usize) -> Vec<(usize, Rect)> {
    let chosen = chosen % PANELS.len();
    let mut placed = Vec::new();
    let Some(first) = areas.slots[0] else {
        return placed;
    };
    placed.push((chosen, first));
    // Under the grid first: it suits the narrow panels best.
    let order = [SLOTS - 1, 1, 2];
    for slot in order {
        let Some(area) = areas.slots[slot] else {
            continue;
        };
        let next = (1..PANELS.len())
            .map(|k| (chosen + k) % PANELS.len())
            .find(|&p| !placed.iter().any(|&(q, _)| q == p) && PANELS[p].min_width <= area.width);
        if let Some(panel) = next {
            placed.push((panel, area));
        }
    }
    placed
}

/// Draws the panels in their slots, with the names row on top of the first.
pub fn render(frame: &mut Frame, areas: &SolveAreas, app: &App, solve: &SolveState) {
    let placed = arrange(areas, solve.panel);
    for (i, &(panel, area)) in placed.iter().enumerate() {
        let area = if i == 0 {
            frame.render_widget(names_row(panel, &placed, app), area);
            Rect {
                y: area.y + 1,
                height: area.height.saturating_sub(1),
                ..area
            }
        } else {
            area
        };
        (PANELS[panel].render)(frame, area, app, solve);
    }
}

/// `[stack] tables code legend · Tab next`: the chosen panel bracketed and
/// reversed, the others shown elsewhere plain, the hidden ones dim.
fn names_row(chosen: usize, placed: &[(usize, Rect)], app: &App) -> Paragraph<'static> {
    let theme = app.theme;
    let mut spans = Vec::new();
    for (i, panel) in PANELS.iter().enumerate() {
        if i == chosen {
            spans.push(Span::styled(format!("[{}]", panel.name), theme.selected()));
        } else if placed.iter().any(|&(p, _)| p == i) {
            spans.push(Span::raw(format!(" {} ", panel.name)));
        } else {
            spans.push(Span::styled(format!(" {} ", panel.name), theme.dim()));
        }
    }
    spans.push(Span::styled(" · ", theme.dim()));
    spans.push(Span::styled("Tab", theme.key()));
    spans.push(Span::raw(" next"));
    Paragraph::new(Line::from(spans))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(areas: &SolveAreas, chosen: usize) -> Vec<&'static str> {
        arrange(areas, chosen)
            .into_iter()
            .map(|(p, _)| PANELS[p].name)
            .collect()
    }

    #[test]
    fn at_80x24_one_panel_shows_and_tab_chooses_it() {
        let areas = SolveAreas::of(Rect::new(0, 0, 80, 24)).unwrap();
        for (i, panel) in PANELS.iter().enumerate() {
            assert_eq!(names(&areas, i), [panel.name]);
        }
    }

    #[test]
    fn larger_terminals_show_more_panels_the_chosen_one_first() {
        let areas = SolveAreas::of(Rect::new(0, 0, 120, 40)).unwrap();
        assert_eq!(names(&areas, 0), ["stack", "tables", "code"]);
        assert_eq!(names(&areas, 3), ["legend", "stack", "tables"]);
        let areas = SolveAreas::of(Rect::new(0, 0, 200, 60)).unwrap();
        let mut all = names(&areas, 2);
        assert_eq!(all[0], "code");
        all.sort();
        assert_eq!(all, ["code", "legend", "stack", "tables"]);
    }
}
