use super::common::COMMON;
use crate::chrome::{Chrome, DiagnosisWords};
use crate::format::thousands;

pub const CHROME: Chrome = Chrome {
    mode_edit: "编辑",
    mode_solve: "求解",
    header_step: |step| format!("第 {} 步 ", thousands(step)),
    unsaved_edits: "编辑未保存 ",

    givens: |n| format!("{n} 个已知数"),
    diagnosis: DiagnosisWords {
        conflict: "冲突",
        checking: "检查中…",
        no_solution: "无解",
        unique_solution: "唯一解",
        multiple_solutions: "多个解",
    },
    multiple_solutions: |n, at_least| {
        if at_least {
            format!("多个解（至少 {n} 个）")
        } else {
            format!("多个解（{n} 个）")
        }
    },
    no_candidate: |cell| format!("无解：{cell} 没有候选数"),
    no_repeats: "每一行、列、宫里都没有重复的数字",
    unit_named: |unit| format!("第 {} {}", unit.index() + 1, (COMMON.unit)(unit.kind())),
    conflict_place: |units, there| format!("{units}（{there}）"),
    conflict: |digit, here, places| {
        format!("冲突：{here} 的 {digit} 在{}已经有了", places.join("、"))
    },
    conflict_others: |others| format!("，另有 {others} 处"),
    repeat_pair: |digit, a, b, units| format!("{a} 和 {b} 的 {digit} 在{units}重复"),
    repeats_also: "另外：",
    repeats_hidden: |hidden, units| match units {
        [] => format!("——另有 {hidden} 处；终端再大一些就能全部显示"),
        _ => format!(
            "——另有 {hidden} 处：{}；终端再大一些就能全部显示",
            units.join("、")
        ),
    },
    units_and: "和",

    too_small: |min_width, min_height, width, height| {
        [
            format!("sudoku-dfs 需要至少 {min_width}x{min_height} 的终端；"),
            format!("当前只有 {width}x{height}。"),
            "请放大终端，或按 q 退出。".to_string(),
        ]
    },
    too_small_quit: ["编辑还没有保存。", "y 退出并放弃编辑，", "n 或 Esc 留下。"],

    quit_title: " 退出？ ",
    quit_unsaved: " 盘面有还没保存的编辑。",
    quit_loses: " 退出并放弃编辑 · ",
    or: " 或 ",
    quit_stays: " 留下",

    picker_title: " 打开自带的题目，或生成一道 ",
    picker_hint: |up, down, choose, close| {
        format!(" {up}/{down} 选择 · {choose} 打开或生成（u 撤销） · {close} 关闭")
    },
    puzzle_name: |name| match name {
        "LeetCode 37 example" => "LeetCode 37 例题",
        "Anti brute force" => "反暴力搜索题",
        "Several solutions" => "多解题",
        "No solution" => "无解题",
        "Empty grid" => "空盘面",
        // Proper names stay as they are known.
        other => other,
    },
    puzzle_note: |puzzle| match puzzle.name {
        "LeetCode 37 example" => "LeetCode 第 37 题；经典 DFS：放入 4,208 次",
        "AI Escargot" => "Arto Inkala，2006 年：放入 8,969 次",
        "Arto Inkala 2012" => "2012 年的“世界最难数独”：放入 49,558 次",
        "Red Dwarf" => "人工技巧很难解：放入 138,495 次",
        "Easter Monster" => "一道著名的难题：放入 262,014 次",
        "Platinum Blonde" => "对 DFS 也很难：放入 1,114,771 次",
        "Anti brute force" => "专门对付按行顺序 DFS：放入 69,175,316 次",
        "Several solutions" => "LeetCode 例题去掉 r3c3 的 8：有八个解",
        "No solution" => "LeetCode 例题在 r9c1 加一个 1：没有冲突，却无解",
        "Empty grid" => "没有已知数：输入你自己的题目",
        _ => puzzle.note,
    },
    new_puzzle: |level| format!("生成{}题目", (COMMON.difficulty)(level)),
    level_band: |low, high| match high {
        Some(high) => format!(
            "按行顺序 DFS 放入 {} 到 {} 次",
            thousands(low),
            thousands(high - 1)
        ),
        None => format!("按行顺序 DFS 放入 {} 次或更多", thousands(low)),
    },

    prompt_save: "保存到：",
    prompt_open: "打开文件（读第一道题）：",
    prompt_step: "跳到第几步：",
    prompt_step_about: |step, end| {
        format!(
            " 现在是第 {} 步 · {}",
            thousands(step),
            match end {
                Some(end) => format!("结束于第 {} 步", thousands(end)),
                None => "还没到结束".to_string(),
            }
        )
    },
    prompt_hint: |confirm, cancel| format!(" {confirm} 确定 · {cancel} 取消"),

    save_over_title: " 覆盖文件？ ",
    save_over_exists: |holds| format!(" 已存在（{holds}），不是这次运行写的。"),
    save_over_line: |line| format!(" l 把盘面写回第 {line} 行，也就是打开它的地方，"),
    save_over_lone_line: |line| format!(" l 把盘面写到第 {line} 行，替换那道题，其他行不变，"),
    save_over_whole: " y 用盘面替换那道题，",
    save_over_loses: " 整个替换会丢掉这些内容，",
    save_over_elsewhere: " s 改存到另一个文件。",
    opening_title: " 正在打开 ",
    opening_reading: |typed| format!(" 正在读取 {typed}…"),
    opening_fifo: " FIFO 要等有程序写入；下面的按键仍然有效。",
    recovered_title: " 恢复的盘面 ",
    recovered_stopped: " 上次程序被中止时，还有没保存的编辑。",
    recovered_kept: |title, givens| format!(" 已保留：{title}（{givens} 个已知数）。"),
    recovered_path: |path| format!(" 它原本要保存到 {path}。"),

    title_empty: "空盘面",
    title_command_line: "命令行给出的题目",
    title_pasted: "粘贴的题目",
    title_generated: |level, seed| {
        format!("生成的{}题目 · --seed {seed}", (COMMON.difficulty)(level))
    },

    auto_advance: |on| {
        if on {
            "自动前进已打开：每填一个数字就移到下一格"
        } else {
            "自动前进已关闭"
        }
    },
    nothing_to_undo: "没有可撤销的编辑",
    nothing_to_redo: "没有可重做的编辑",
    cannot_solve: |why| format!("无法求解：{why}"),
    paste_too_long: |bytes| {
        format!(
            "粘贴的 {} 字节文字已忽略：题目或路径远比这短",
            thousands(bytes)
        )
    },
    pasted: "已粘贴一道题目（u 撤销）",
    not_a_puzzle: |error| format!("不是题目，盘面没有改动：{error}"),
    opened: |what| format!("已打开 {what}（u 撤销）"),
    making: |level| format!("正在生成{}题目…", (COMMON.difficulty)(level)),
    generated: |level, placements, finished, seed| {
        let at_least = if finished { " " } else { "至少 " };
        format!(
            "新的{}题目：按行顺序 DFS 要放入{at_least}{} 次（u 撤销）；\
             再生成一次：sudoku-dfs generate --seed {seed} --difficulty {}",
            (COMMON.difficulty)(level),
            thousands(placements),
            level.name()
        )
    },
};
