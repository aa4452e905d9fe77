use crate::grid::UnitKind;
use crate::watch::Watch;

use super::common::COMMON;

fn unit(kind: UnitKind, number: u8) -> String {
    format!("第 {number} {}", (COMMON.unit)(kind))
}

pub const WATCH: Watch = Watch {
    inferred: |sentence| format!("{sentence}（推断：没有写入显示这一步）"),
    enter_chosen: |cell, depth| format!("{cell}：你的搜索下一步来到这里，深度 {depth}"),
    refused: |cell, digit| format!("{cell}：{digit} 被拒绝，但没有哪一行、列或宫放着 {digit}"),
    cleared: |cell, digit| format!("{cell}：回溯，你的代码把 {digit} 从这一格清掉"),
    written: |cell, digit| {
        format!(
            "{cell}：尝试 {digit}，你的检查通过了（没有哪一行、列或宫放着 {digit}）：写入 {digit}，进入下一层"
        )
    },
    place_conflict: |cell, digit, kind, number, by| {
        format!(
            "{cell}：放入 {digit}，但{}已有 {digit}（在 {by}）",
            unit(kind, number)
        )
    },
    left_on_board: |cell, digit| {
        format!("{cell}：{digit} 被撤回，却仍留在盘面上：你的代码没有清除它")
    },
    fate_refused: |digit| format!("{digit} 被拒绝（没有单元放着它）"),
    fate_not_tried: |digit| format!("{digit} 未尝试"),
    dead_end_nothing_written: "你的代码在这里什么也没写",
    dead_end_untried: |digits| format!("没有尝试 {} 就离开了", (COMMON.and_list)(digits)),

    mode: |file, language| format!("观看 · {file}（{language}）"),
    code_heading: |file| format!("你的代码 · {file}"),
    code_unread: "（无法读取该文件）",
    first_difference: |step| format!("第 {step} 步：与经典按行搜索的第一处不同"),
    no_difference_yet: |reference| format!("在已记录的范围内，与{reference}逐个事件相同"),
    notes_title: "你的运行",
    notes_run: "运行如何结束",
    notes_findings: "发现",
    notes_message: "解释器的消息",
    notes_output: "你的程序输出",
    output_none: "（无）",
    output_dropped: |n| format!("……另有 {n} 行未保留"),
    at_line: |line| format!("第 {line} 行"),
    notes_hint: "o：你的运行（输出、消息、发现）· D：第一处不同",

    ended_returned: "你的求解函数已返回",
    stopped_time: |secs| format!("已在时间上限（{secs} 秒）处停止：搜索显示到停止为止"),
    stopped_writes: |n| {
        format!(
            "已在写入上限（{} 次写入）处停止：搜索显示到停止为止",
            crate::format::thousands(n as u64)
        )
    },
    stopped_report: "已停止：写入报告不符合行协议（一行超过 64 KiB，或跟踪文件不是普通文件）；搜索显示到读到的地方为止",
    raised: |message, line| match line {
        Some(line) => format!("你的程序在第 {line} 行抛出 {message}：搜索显示到那里为止"),
        None => format!("你的程序抛出 {message}：搜索显示到那里为止"),
    },
    syntax: |line, message| format!("你的文件无法编译：第 {line} 行，{message}"),
    compile: |line, error| match line {
        Some(line) if !error.contains(&format!(":{line}:")) => {
            format!("你的文件无法编译：第 {line} 行，{error}")
        }
        _ => format!("你的文件无法编译：{error}"),
    },
    exited: |code| match code {
        Some(code) => format!("你的程序提前退出（退出码 {code}）：搜索显示到那里为止"),
        None => "你的程序被提前结束：搜索显示到那里为止".to_string(),
    },
    killed: |signal| {
        use crate::learner::signals::{SignalKind, signal_kind, signal_label};
        let name = signal_label(signal);
        match signal_kind(signal) {
            SignalKind::Crash => format!("你的程序崩溃了（{name}）：搜索显示到那里为止"),
            SignalKind::SystemLimit => {
                format!("你的程序被系统的资源限制 {name} 终止：搜索显示到那里为止")
            }
            SignalKind::FromOutside => {
                format!("你的程序被 sudoku-dfs 以外发来的 {name} 终止：搜索显示到那里为止")
            }
        }
    },
    no_solver: "文件里没有带 solveSudoku 的 class Solution，也没有 solveSudoku 或 solve_sudoku 函数",
    tool_missing: |program| format!("没有安装 {program}，而这个文件需要它"),

    running: |program, file| format!("正在用 {program} 运行 {file}……"),
    running_keys: "（按 q 或 Esc 取消）",
    cancelled_before_screen: "已取消：你的程序在界面打开前被结束",
    nothing_recorded: |why| format!("什么也没有记录下来：{why}"),
    unknown_language: |file| {
        format!(
            "{file}：watch 运行 .py、.js、.cpp、.cc、.java 和 .rs 解答，或重放轨迹（.jsonl）；其他语言用 --command"
        )
    },
    unreadable: |file, why| format!("无法读取 {file}：{why}"),
    prompt: "要在这个盘面上观看的解答文件",
    running_status: |file| format!("正在运行 {file}……Esc 取消"),
    running_title: " 正在运行 ",
    cancelled: "已取消运行",
    grid_conflicts: "盘面的已知数互相冲突：没有可观看的搜索",
    own_search_only: "这是你自己的搜索：不能换成别的策略、错误实验、赛跑或测验（按 Esc 再按 Enter 看引擎的搜索）",
};
