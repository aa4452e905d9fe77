use crate::format::thousands;
use crate::search_shape::heatmap::Measure;
use crate::search_shape::tree::Fate;
use crate::views::Views;

pub const VIEWS: Views = Views {
    measure: |measure| match measure {
        Measure::Placements => "placements",
        Measure::Undos => "undos",
        Measure::DeadEnds => "dead ends",
    },
    heatmap_waiting: |measure| format!("heatmap: {measure}"),
    counting_to: |step| format!("counting to step {} …", thousands(step)),
    heatmap_title: |measure, step, old| {
        let lag = if old { " (old)" } else { "" };
        format!("{measure} @ {}{lag}", thousands(step))
    },
    busiest: |cell, n| format!("max {cell} {}", thousands(n)),
    none_yet: |measure| format!("no {measure} yet"),
    heat_given: "given",

    tree_title: |first, last, top, zoomed| {
        format!(
            "Search tree · steps {}–{} · depth {top} and down{}",
            thousands(first),
            thousands(last),
            if zoomed { " · zoomed (Z out)" } else { "" }
        )
    },
    fate: |fate| match fate {
        Fate::Failed => "failed",
        Fate::Current => "current path",
        Fate::Solution => "solution path",
    },
    tree_details: |node| {
        let merged = match node.merged {
            0 => String::new(),
            1 => " (1 digit merged)".to_string(),
            n => format!(" ({n} digits merged)"),
        };
        let node_is = match node.forced {
            0 => format!("{} = {}", node.cell, node.digits),
            1 => format!("1 forced move: {} = {}", node.cell, node.digits),
            n => format!("{n} forced moves from {} = {}", node.cell, node.digits),
        };
        format!(
            "{node_is}{merged} · depth {} · steps {}–{} · {} events · {}",
            node.depth,
            thousands(node.first),
            thousands(node.last),
            thousands(node.events),
            node.fate,
        )
    },
    chain_moves: "forced:",
    no_node_selected: "no node selected: arrows select",
    tree_key: "│ failed (blank after) · ╎·· merged · ┃▒ current path · ┃█ solution path · +N untried",
    tree_key_chain: "»N N forced moves, one node",
    building_tree: |first, last| {
        format!(
            "building the search tree of steps {}–{} … (Esc closes)",
            thousands(first),
            thousands(last)
        )
    },
    tree_still_building: "the tree is still being built — Esc closes it",
    select_first: "select a node first (arrows)",
    went_to_node: |step, cell, digit, events| {
        format!(
            "step {}: {cell} = {digit} placed; {} events beneath it",
            thousands(step),
            thousands(events)
        )
    },

    race_title: |state| format!("Race · lockstep: the same number of events each · {state}"),
    race_finished: "finished",
    race_paused: "paused",
    solved_at: |step| format!("solved at step {}", thousands(step)),
    no_solution_at: |step| format!("no solution, step {}", thousands(step)),
    running_at: |step| format!("running · step {}", thousands(step)),
    both_running: "both running…",
    fewer_placements: |fewer, placements, ratio, more| {
        let times = ratio.map_or("infinitely".to_string(), |r| format!("{r}x"));
        format!(
            "{fewer}: {} placements — {times} fewer than {more}",
            thousands(placements)
        )
    },
    same_placements: |one, other, placements| {
        format!(
            "{one} and {other}: {} placements each",
            thousands(placements)
        )
    },
    finished_first: |done, placements, running, so_far| {
        format!(
            "{done} finished: {} placements; {running} still going at {}",
            thousands(placements),
            thousands(so_far)
        )
    },
};
