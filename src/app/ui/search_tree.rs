//! The search tree so far (`t`), drawn as an icicle over the solve screen's
//! body: the root's choices on top, one row per depth, each choice as wide
//! as the events spent beneath it.
//!
//! ```text
//!  Search tree · steps 0–50,175 · depth 0 and down
//!  d 0 │r1c3=1 │r1c3=2          ┃r1c3=4████████████████████   +5
//!  d 1 │r│r1c4=│r1c4=6          │┃r1c4=6███████████████████   +3
//!  d 2 │r│r││r1││r1c6=8          │┃r1c6=8██████████████████   +1
//!  d 3 ╎r╎r ││r │r1c7=1   │r1c7=9  ...
//!  ...
//!  r1c3 = 1 · depth 0 · steps 2–3,997 · 3,996 events · failed
//!  │ failed (blank after) · ╎·· merged · ┃▒ current path · ┃█ solution path · +N untried
//! ```
//!
//! Without colour the fates still read: blank fill for failed subtrees,
//! `╎` and `·` for neighbouring choices too narrow to draw one by one
//! (merged; the details line gives their digits and summed events), `┃`
//! and `▒` for the current path, `┃` and `█` for the solution's; the
//! selected node in reverse video. The icicle and the exact extents come
//! from
//! [`search_shape::tree`](crate::search_shape::tree), bounded at any scale.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

use crate::app::Theme;
use crate::app::shape_views::TreeView;
use crate::i18n::Text;
use crate::i18n::views::NodeDetails;
use crate::search::Search;
use crate::search_shape::tree::{Fate, Run};

/// Draws the tree over `body` (the screen between header and footer).
pub fn render(
    frame: &mut Frame,
    body: Rect,
    size: Rect,
    search: &dyn Search,
    view: &TreeView,
    theme: Theme,
    text: &Text,
) {
    // Built off the UI thread: until it is there, what is being built.
    let Some(icicle) = view.built(search, size) else {
        let steps = view.building().map_or(0..0, |from| from.steps());
        let building = (text.views.building_tree)(steps.start, steps.end.saturating_sub(1));
        frame.render_widget(Clear, body);
        frame.render_widget(
            Paragraph::new(
                [Line::styled(building, theme.heading()), Line::raw("")]
                    .into_iter()
                    .chain(key_lines(body.width, false, theme, text))
                    .collect::<Vec<_>>(),
            ),
            body,
        );
        return;
    };
    let selected = view.selected(icicle);
    let mut lines = vec![Line::styled(
        (text.views.tree_title)(
            icicle.range.start,
            icicle.range.end.saturating_sub(1),
            icicle.top,
            !view.zooms.is_empty(),
        ),
        theme.heading(),
    )];
    for (r, row) in icicle.rows.iter().enumerate() {
        let depth = icicle.top + r;
        let mut spans = vec![Span::styled(format!("d{depth:>2} "), theme.dim())];
        let mut column = 0;
        for run in row {
            if run.first_column > column {
                spans.push(Span::raw(" ".repeat(run.first_column - column)));
            }
            let is_selected = selected.is_some_and(|s| s == run) && view.row == r;
            let style = if is_selected {
                theme.selected()
            } else {
                match run.fate {
                    Fate::Failed => theme.dim(),
                    Fate::Current => theme.heading(),
                    Fate::Solution => theme.good(),
                }
            };
            spans.push(Span::styled(run_text(run), style));
            column = run.first_column + run.width;
        }
        if column < icicle.columns {
            spans.push(Span::raw(" ".repeat(icicle.columns - column)));
        }
        if let Some(Some(left)) = icicle.untried.get(r) {
            spans.push(Span::styled(format!("  +{left}"), theme.dim()));
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::raw(""));
    // Wrapped whole where it does not fit (a chain's is the longest).
    let said = match selected {
        Some(run) => details(run, text),
        None => text.views.no_node_selected.to_string(),
    };
    lines.extend(
        super::wrap::prose(&said, body.width as usize)
            .into_iter()
            .map(Line::raw),
    );
    let chains = icicle
        .rows
        .iter()
        .flatten()
        .any(|run| !run.chain().is_empty());
    let key = key_lines(body.width, chains, theme, text);
    // A chain node opens when selected: its moves, in the rows the key
    // leaves (at least one), the rest counted.
    // (A chain of one is said whole by the details line.)
    if let Some(run) = selected.filter(|run| run.chain().len() > 1) {
        let room = (body.height as usize)
            .saturating_sub(lines.len() + key.len())
            .max(1);
        lines.extend(
            chain_lines(run, body.width as usize, room, text)
                .into_iter()
                .map(Line::raw),
        );
    }
    lines.extend(key);
    frame.render_widget(Clear, body);
    frame.render_widget(Paragraph::new(lines), body);
}

/// The key, its entries flowed onto as many lines as the width needs:
/// cut at 80 columns it ended "+N" without its word.
/// `chains`: the tree shows a chain of forced moves, whose mark is added.
fn key_lines(width: u16, chains: bool, theme: Theme, text: &Text) -> Vec<Line<'static>> {
    let mut entries: Vec<String> = text
        .views
        .tree_key
        .split(" · ")
        .map(str::to_string)
        .collect();
    if chains {
        entries.push(text.views.tree_key_chain.to_string());
    }
    super::solve_status::flow(&entries, " · ", width as usize)
        .into_iter()
        .map(|l| Line::styled(l, theme.dim()))
        .collect()
}

/// `│r1c3=2▒▒▒▒`: a boundary, the choice as far as it fits, the fill; an
/// aggregate `╎r1c3=2–7···`.
fn run_text(run: &Run) -> String {
    let choice = run.choice();
    let fill = match run.fate {
        Fate::Failed if run.is_aggregate() => '·',
        Fate::Failed => ' ',
        Fate::Current => '▒',
        Fate::Solution => '█',
    };
    // The path's nodes start with a heavy bar, so they stand out even when
    // too narrow for their fill; aggregates with a dashed one.
    let bar = match run.fate {
        Fate::Failed if run.is_aggregate() => '╎',
        Fate::Failed => '│',
        _ => '┃',
    };
    // A chain of forced moves: `»N` before its first move.
    let chain = match run.chain().len() {
        0 => String::new(),
        n => format!("»{n} "),
    };
    let mut text: String = format!("{bar}{chain}{}={}", choice.cell, digits(run))
        .chars()
        .take(run.width)
        .collect();
    let len = text.chars().count();
    text.extend(std::iter::repeat_n(fill, run.width - len));
    text
}

/// The digit, or an aggregate's first and last (`2–7`).
fn digits(run: &Run) -> String {
    match (run.merged.first(), run.merged.last()) {
        (Some(first), Some(last)) => format!("{first}–{last}"),
        _ => run.choice().digit.to_string(),
    }
}

/// `r1c1 = 7 · depth 0 · steps 12,000–20,106 · 8,106 events · failed`: the
/// events are those beneath the choice, from its placement to its undo (an
/// aggregate's: the sum of its choices').
pub fn details(run: &Run, text: &Text) -> String {
    let choice = run.choice();
    // A range only when it holds no digit the aggregate lacks (`2–4`
    // would claim a 3 that was rejected): else the digits one by one.
    let digits = match (run.merged.first(), run.merged.last()) {
        (Some(&first), Some(&last)) if usize::from(last - first) + 1 != run.merged.len() => {
            (text.common.and_list)(&run.merged)
        }
        _ => digits(run),
    };
    (text.views.tree_details)(&NodeDetails {
        cell: choice.cell,
        digits: &digits,
        merged: run.merged.len(),
        forced: run.chain().len(),
        depth: run.depth(),
        first: run.steps.start,
        last: run.steps.end.saturating_sub(1),
        events: run.events,
        fate: (text.views.fate)(run.fate),
    })
}

/// A chain node's moves (`forced: r1c3=1 r1c4=2 ...`) flowed onto at most
/// `rows` lines of `width`, the last ending `+N` for the moves left out.
fn chain_lines(run: &Run, width: usize, rows: usize, text: &Text) -> Vec<String> {
    let mut moves: Vec<String> = run
        .chain()
        .iter()
        .map(|c| format!("{}={}", c.cell, c.digit))
        .collect();
    // The label goes with the first move (`forced: r1c3=1`, `被迫放入：r1c3=1`).
    let label = text.views.chain_moves;
    let gap = if label.ends_with(':') { " " } else { "" };
    moves[0] = format!("{label}{gap}{}", moves[0]);
    let all = super::solve_status::flow(&moves, " ", width);
    if all.len() <= rows {
        return all;
    }
    // Fewer moves until they and their `+N` fit.
    let mut shown = moves.len() - 1;
    loop {
        let mut cut = moves[..shown].to_vec();
        cut.push(format!("+{}", moves.len() - shown));
        let lines = super::solve_status::flow(&cut, " ", width);
        if lines.len() <= rows || shown == 1 {
            return lines.into_iter().take(rows).collect();
        }
        shown -= 1;
    }
}
