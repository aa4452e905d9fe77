use crate::format::thousands;
use crate::race::{RaceKeys, RaceWords};
use sudoku_dfs_core::Outcome;

pub const RACE: RaceWords = RaceWords {
    columns: [
        "参赛",
        "事件",
        "猜测",
        "被迫放入",
        "候选清空",
        "回溯",
        "名次",
    ],
    place: |n| format!("第 {n} 名"),
    claims: |outcome| match outcome {
        Outcome::Solved => "它说“已解出”",
        Outcome::Exhausted => "它说“无解”",
    },
    running: "运行中",
    others: |list| format!("1-6 加入或退出 · 未参赛：{list}"),
    finish: |who, at| format!("{who}在第 {} 个事件", thousands(at)),
    separator: "，",
    summary: |finishes, running, at| match running {
        0 => format!("已结束：{finishes}。"),
        n => format!(
            "已结束：{finishes}；{n} 个仍在运行，到了第 {} 个事件。",
            thousands(at)
        ),
    },
    all_running: |n, at| format!("{n} 个都在运行，各到第 {} 个事件。", thousands(at)),
    chosen: |who| format!("从第 0 步重新赛跑：{who}。"),
    at_least_two: |who| format!("赛跑至少要两个：{who}留下。"),
    at_most_four: |who| format!("最多四个一起赛跑：先按编号让一个退出，{who}才能加入。"),
    no_such: |n, strategies| format!("没有第 {n} 个策略：按 1-{strategies} 选择参赛者。"),
    bug_lab_fixed: "错误实验室让错误写法和正确写法赛跑：离开错误实验室（v）才能选择策略。",
};

pub const RACE_KEYS: RaceKeys = RaceKeys {
    choose: "加入或退出第 N 个策略（1-6，即表中的编号）：两到四个一起赛跑",
    word_choose: "选择",
};
