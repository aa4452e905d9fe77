use crate::format::thousands;
use crate::search_shape::heatmap::Measure;
use crate::search_shape::tree::Fate;
use crate::views::Views;

pub const VIEWS: Views = Views {
    measure: |measure| match measure {
        Measure::Placements => "放入次数",
        Measure::Undos => "撤销次数",
        Measure::DeadEnds => "死路次数",
    },
    heatmap_waiting: |measure| format!("热力图：{measure}"),
    counting_to: |step| format!("正在数到第 {} 步 …", thousands(step)),
    heatmap_title: |measure, step, old| {
        let lag = if old { "（旧）" } else { "" };
        // `放入次数 · 50,175 步`: the counts over the first 50,175 steps; no
        // 第 so that nine-digit steps still fit the grid's 31 columns.
        format!("{measure} · {} 步{lag}", thousands(step))
    },
    busiest: |cell, n| format!("最多 {cell} {}", thousands(n)),
    none_yet: |measure| format!("{measure}都还是 0"),
    heat_given: "给定",

    tree_title: |first, last, top, zoomed| {
        format!(
            "搜索树 · 第 {}–{} 步 · 从深度 {top} 往下{}",
            thousands(first),
            thousands(last),
            if zoomed {
                " · 已放大（Z 缩小）"
            } else {
                ""
            }
        )
    },
    fate: |fate| match fate {
        Fate::Failed => "失败",
        Fate::Current => "当前路径",
        Fate::Solution => "解的路径",
    },
    tree_details: |node| {
        let merged = match node.merged {
            0 => String::new(),
            n => format!("（合并了 {n} 个数字）"),
        };
        let node_is = match node.forced {
            0 => format!("{} = {}", node.cell, node.digits),
            n => format!("{n} 个被迫放入，从 {} = {} 起", node.cell, node.digits),
        };
        format!(
            "{node_is}{merged} · 深度 {} · 第 {}–{} 步 · {} 个事件 · {}",
            node.depth,
            thousands(node.first),
            thousands(node.last),
            thousands(node.events),
            node.fate,
        )
    },
    chain_moves: "被迫放入：",
    no_node_selected: "没有选中节点：用方向键选择",
    // The bars stand in the columns of the English key's (they are
    // box-drawing characters, checked like borders). The rows' `d 3`
    // label is explained last: d is no Chinese word.
    tree_key: "│ 失败（其后一片空白） · ╎·· 已合并 · ┃▒ 当前搜索路径 · ┃█ 解的路径 · +N 未试 · d 即深度",
    tree_key_chain: "»N 连续 N 个被迫放入（一个节点）",
    building_tree: |first, last| {
        format!(
            "正在构建第 {}–{} 步的搜索树 …（Esc 关闭）",
            thousands(first),
            thousands(last)
        )
    },
    tree_still_building: "搜索树还在构建中：按 Esc 关闭",
    select_first: "先用方向键选中一个节点",
    went_to_node: |step, cell, digit, events| {
        format!(
            "第 {} 步：{cell} = {digit} 已放入；它下面有 {} 个事件",
            thousands(step),
            thousands(events)
        )
    },

    race_title: |state| format!("策略赛跑 · 同步进行：每一方事件数相同 · {state}"),
    race_finished: "已结束",
    race_paused: "已暂停",
    solved_at: |step| format!("在第 {} 步解出", thousands(step)),
    no_solution_at: |step| format!("无解，第 {} 步", thousands(step)),
    running_at: |step| format!("运行中 · 第 {} 步", thousands(step)),
    both_running: "两边都在运行…",
    fewer_placements: |fewer, placements, ratio, more| match ratio {
        Some(ratio) => format!(
            "{fewer}：放入 {} 次，只有{more}的 1/{ratio}",
            thousands(placements)
        ),
        None => format!("{fewer}：放入 {} 次，少于{more}", thousands(placements)),
    },
    same_placements: |one, other, placements| {
        format!("{one}和{other}：各放入 {} 次", thousands(placements))
    },
    finished_first: |done, placements, running, so_far| {
        format!(
            "{done}已结束：放入 {} 次；{running}仍在运行，已放入 {} 次",
            thousands(placements),
            thousands(so_far)
        )
    },
};
