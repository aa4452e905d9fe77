//! The side panels and the slots they go in. Every panel is one entry of
//! [`PANELS`] (a name, the narrowest width it reads well at, and its
//! `render`), so a new panel is one file plus one entry here.
//!
//! Tab chooses the panel of the first slot, beside the grid; the other
//! slots, when the terminal has room for them (see
//! [`SolveAreas`](super::layout::SolveAreas)), take the panels after it in
//! the list that fit their width. The row above them names every panel,
//! the one Tab chose in brackets:
//!
//! ```text
//!  [stack] path tables code log legend  Tab next
//!  Stack: depth 2
//!  level cell  digit  tried
//!  ...
//! ```

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::layout::{SLOTS, SolveAreas};
use super::{cell_tables, code, event_log, legend, path, stack};
use crate::app::solve::SidePanel;
use crate::app::{App, SolveState};
use crate::i18n::panels::Panels;

/// One side panel.
pub struct Panel {
    /// Its name in the first slot's top row, from the catalogue.
    pub name: fn(&Panels) -> &'static str,
    /// The narrowest slot it is put in, unless it is the one Tab chose.
    pub min_width: u16,
    /// The width it reads best at: side-by-side columns are shared out
    /// so each gets this much when the room allows.
    pub wants: u16,
    pub render: fn(&mut Frame, Rect, &App, &SolveState),
}

/// The side panels, in the order Tab cycles through them: one entry per
/// [`SidePanel`], in its order.
pub const PANELS: &[Panel] = &[
    Panel {
        name: |text| text.name_stack,
        min_width: 24,
        wants: 28,
        render: |frame, area, app, solve| {
            stack::render(frame, area, &*solve.search, app.theme, app.text())
        },
    },
    Panel {
        name: |text| text.name_path,
        // Its legend line in full; narrower, it is only put where Tab
        // chose it, so the stack's neighbours at 120x40 stay the tables
        // and the code.
        min_width: 45,
        wants: 45,
        render: |frame, area, app, solve| {
            path::render(frame, area, &*solve.search, app.theme, app.text())
        },
    },
    Panel {
        name: |text| text.name_tables,
        min_width: 33,
        wants: 33,
        render: |frame, area, app, solve| {
            cell_tables::render_search(frame, area, &*solve.search, app.theme, app.text())
        },
    },
    Panel {
        name: |text| text.name_code,
        min_width: 40,
        wants: 50,
        render: |frame, area, app, solve| code::render(frame, area, solve, app.theme, app.text()),
    },
    Panel {
        name: |text| text.name_log,
        min_width: 34,
        wants: 60,
        render: |frame, area, app, solve| {
            event_log::render(
                frame,
                area,
                &*solve.search,
                solve.shape.log_expanded,
                app.theme,
                app.text(),
            )
        },
    },
    Panel {
        name: |text| text.name_legend,
        min_width: 34,
        wants: 64,
        render: |frame, area, app, _| legend::render(frame, area, app.theme, app.text()),
    },
];

// One entry per panel the state can choose.
const _: () = assert!(PANELS.len() == SidePanel::ALL.len());

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
    share_columns(&mut placed, areas);
    placed
}

/// Shares the width of the columns beside the grid (slots 0 to 2) out by
/// what their panels want: a panel that wants less than an equal share
/// gets what it wants, the others share the rest, the last column any
/// room left over.
fn share_columns(placed: &mut [(usize, Rect)], areas: &SolveAreas) {
    let columns: Vec<usize> = (0..placed.len())
        .filter(|&i| {
            let area = placed[i].1;
            areas.slots[..SLOTS - 1].contains(&Some(area))
        })
        .collect();
    let &[first, .., last] = columns.as_slice() else {
        // Fewer than two columns: nothing to share.
        return;
    };
    let (first, last) = (placed[first].1, placed[last].1);
    let gaps = 2 * (columns.len() as u16 - 1);
    let total = last.right() - first.x - gaps;
    let wants: Vec<u16> = columns.iter().map(|&i| PANELS[placed[i].0].wants).collect();
    let mut widths = vec![0u16; columns.len()];
    let mut open: Vec<usize> = (0..columns.len()).collect();
    let mut left = total;
    // Water-filling: satisfy the modest, split what remains among the rest.
    loop {
        let share = left / open.len() as u16;
        let (modest, greedy): (Vec<usize>, Vec<usize>) =
            open.iter().partition(|&&k| wants[k] <= share);
        if modest.is_empty() || greedy.is_empty() {
            let count = open.len() as u16;
            for (n, &k) in open.iter().enumerate() {
                widths[k] = if greedy.is_empty() {
                    wants[k]
                } else {
                    share + u16::from((n as u16) < left % count)
                };
            }
            break;
        }
        for &k in &modest {
            widths[k] = wants[k];
            left -= wants[k];
        }
        open = greedy;
    }
    let used: u16 = widths.iter().sum();
    if let Some(last) = widths.last_mut() {
        *last += total - used;
    }
    let mut x = first.x;
    for (k, &i) in columns.iter().enumerate() {
        placed[i].1 = Rect {
            x,
            width: widths[k],
            ..placed[i].1
        };
        x += widths[k] + 2;
    }
}

/// Draws the panels in their slots, under the row that names them.
pub fn render(frame: &mut Frame, areas: &SolveAreas, app: &App, solve: &SolveState) {
    let placed = arrange(areas, solve.panel.index());
    if let Some(&(chosen, _)) = placed.first() {
        frame.render_widget(names_row(chosen, &placed, app), areas.names);
    }
    // A lesson's caption box over the panel beside the grid: the panel
    // is laid out above the box, so no line of it hides under the box.
    let caption = super::lesson::caption_area(app, frame.area());
    for &(panel, area) in &placed {
        let area = match caption {
            Some(caption) if caption.intersects(area) && caption.y > area.y => Rect {
                height: caption.y - area.y,
                ..area
            },
            _ => area,
        };
        (PANELS[panel].render)(frame, area, app, solve);
    }
}

/// `[stack] path tables code log legend  Tab next`: the chosen panel
/// bracketed and reversed, the others shown elsewhere plain, the hidden ones
/// dim. One space apart, so that all six names fit the 45 columns beside
/// the grid at 80x24.
fn names_row(chosen: usize, placed: &[(usize, Rect)], app: &App) -> Paragraph<'static> {
    let theme = app.theme;
    let text = &app.text().panels;
    let mut spans = Vec::new();
    for (i, panel) in PANELS.iter().enumerate() {
        let name = (panel.name)(text);
        if i > 0 {
            spans.push(Span::raw(" "));
        }
        if i == chosen {
            spans.push(Span::styled(format!("[{name}]"), theme.selected()));
        } else if placed.iter().any(|&(p, _)| p == i) {
            spans.push(Span::raw(name));
        } else {
            spans.push(Span::styled(name, theme.dim()));
        }
    }
    spans.push(Span::raw("  "));
    spans.push(Span::styled("Tab", theme.key()));
    spans.push(Span::raw(text.tab_next));
    Paragraph::new(Line::from(spans))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn names(areas: &SolveAreas, chosen: usize) -> Vec<&'static str> {
        arrange(areas, chosen)
            .into_iter()
            .map(|(p, _)| (PANELS[p].name)(&Lang::En.text().panels))
            .collect()
    }

    #[test]
    fn at_80x24_one_panel_shows_and_tab_chooses_it() {
        let areas = SolveAreas::of(Rect::new(0, 0, 80, 24)).unwrap();
        for (i, panel) in PANELS.iter().enumerate() {
            assert_eq!(names(&areas, i), [(panel.name)(&Lang::En.text().panels)]);
        }
    }

    #[test]
    fn larger_terminals_show_more_panels_the_chosen_one_first() {
        let areas = SolveAreas::of(Rect::new(0, 0, 120, 40)).unwrap();
        assert_eq!(names(&areas, 0), ["stack", "tables", "code"]);
        assert_eq!(names(&areas, 5), ["legend", "stack", "tables"]);
        // The path and the log show with the stack when Tab chooses them.
        assert_eq!(names(&areas, 1), ["path", "tables", "code"]);
        assert_eq!(names(&areas, 4), ["log", "stack", "legend"]);
        // The stack needs less room than the code beside it.
        let widths: Vec<u16> = arrange(&areas, 0).iter().map(|(_, r)| r.width).collect();
        assert_eq!(widths, [28, 33, 55]);
        let areas = SolveAreas::of(Rect::new(0, 0, 200, 60)).unwrap();
        let mut all = names(&areas, 3);
        assert_eq!(all[0], "code");
        all.sort();
        assert_eq!(all, ["code", "legend", "log", "stack"]);
    }
}
