use crate::engine::{Mistake, Strategy};
use crate::format::thousands;
use crate::grid::{Cell, UnitKind};
use crate::solve::Solve;

use super::common::COMMON;

/// `第 4 行`, `第 6 列`, `第 5 宫`.
fn unit(kind: UnitKind, number: u8) -> String {
    format!("第 {number} {}", (COMMON.unit)(kind))
}

/// The names joined by `、`, then ` 及另外 N 个` when some were left out.
fn named_and_more(names: &[String], more: usize) -> String {
    match more {
        0 => names.join("、"),
        n => format!("{} 及另外 {n} 个", names.join("、")),
    }
}

/// `搜索` or `前向检查搜索`: the correct search a mistake is compared
/// with, named when it is not row-major.
fn correct_search(strategy: Strategy) -> String {
    match strategy {
        Strategy::RowMajor => "搜索".to_string(),
        other => format!("{}搜索", (COMMON.strategy)(other)),
    }
}

/// The variant's name (忘记恢复…).
fn variant(mistake: Mistake) -> &'static str {
    (COMMON.variant)(Some(mistake))
}

/// 格子题的作答方式：方向键与 Enter。
const CELL_KEYS: &str = "←↓↑→ hjkl 移动，Enter 作答";
const PROMPT: &str = "下一个放在这里的数字是几（1-9）？死路按 d";

pub const SOLVE: Solve = Solve {
    step_zero: "第 0 步：已知数已记入标记表；搜索还没有开始",
    enter_next: |cell, depth| format!("{cell}：进入下一个空格，深度 {depth}"),
    enter_fewest: |cell, candidates, depth| {
        format!("{cell}：进入候选数最少的空格（{candidates} 个候选数），深度 {depth}")
    },
    enter_scanned: |cell, row, col, depth| {
        format!("{cell}：扫描（从第 {row} 行、第 {col} 列起）读到的第一个空格，深度 {depth}")
    },
    place: |cell, digit| {
        format!(
            "{cell}：尝试 {digit}，可以放：标记第 {} 行、第 {} 列、第 {} 宫，写入 {digit}，进入下一层",
            cell.row() + 1,
            cell.col() + 1,
            cell.box_index() + 1
        )
    },
    reject: |cell, digit, kind, number, by| {
        format!(
            "{cell}：尝试 {digit}，被排除：{}已有 {digit}（在 {by}）",
            unit(kind, number)
        )
    },
    stale_reject: |cell, digit, kind, number| {
        format!(
            "{cell}：尝试 {digit}，被排除：{}的标记表仍标记着 {digit}，但其中没有格放着 {digit}：它从未被取消标记",
            unit(kind, number)
        )
    },
    undo: |cell, digit| format!("{cell}：回溯，{digit} 往下走不通：取消标记、清空，尝试下一个数字"),
    undo_last: |cell| {
        format!("{cell}：回溯，9 往下走不通：取消标记、清空；9 是最后一个数字，所以这一格已试完")
    },
    force_only_candidate: |cell, digit| {
        format!("{cell}：{digit} 是唯一剩下的候选数——被迫放入，不是猜测")
    },
    force_only_place: |cell, digit, kind, number| {
        format!(
            "{cell}：{}里 {digit} 只剩这一个位置——被迫放入，不是猜测",
            unit(kind, number)
        )
    },
    undo_forced: |cell, digit| {
        format!(
            "{cell}：回溯，撤回被迫放入的 {digit}（它来自一个失败的猜测）：取消标记、清空，继续撤回"
        )
    },
    wipeout_after: |cell, by, digit, held| {
        format!(
            "候选清空：{cell} 在 {by} 放入 {digit} 之后已没有候选数（{held}）——立即退回，不必进入它"
        )
    },
    wipeout_givens: |cell, held| {
        format!("候选清空：还没有放入任何数字，{cell} 就已没有候选数（{held}）")
    },
    undo_completed: |cell, digit| {
        let then = match digit {
            9 => "9 是最后一个数字，所以这一格已试完",
            _ => "尝试下一个数字",
        };
        format!(
            "{cell}：撤销 {digit}，它下面的盘面已经完整，但结果被忽略，所以照样撤销：取消标记、清空，{then}"
        )
    },
    undo_keeping_marks: |cell, digit| {
        let then = match digit {
            9 => "；9 是最后一个数字，所以这一格已试完",
            _ => "，尝试下一个数字",
        };
        format!(
            "{cell}：回溯，{digit} 往下走不通：清空这一格，但表里仍标记着 {digit}（错误所在：没有取消标记）{then}"
        )
    },
    dead_end_none_fit: "没有数字可以放：九个数字在这里都被排除",
    dead_end_failed: |digits| {
        format!(
            "所有数字都试过了：{} 往下走不通，这里已无可选",
            (COMMON.and_list)(digits)
        )
    },
    dead_end_completed: |failed, completed| {
        let failed = match failed {
            [] => String::new(),
            digits => format!("{} 往下走不通，", (COMMON.and_list)(digits)),
        };
        format!(
            "所有数字都试过了：{failed}{} 补全了盘面（结果被忽略），这里已无可选",
            (COMMON.and_list)(completed)
        )
    },
    dead_end_back: |cell, why, parent| format!("{cell}：{why}；回到 {parent}"),
    dead_end_first: |cell, why| format!("{cell}：{why}；这是第一个格，所以搜索结束"),
    solved: |placements, undos| {
        format!(
            "已解出：没有空格了，共放入 {} 次、回溯 {} 次",
            thousands(placements),
            thousands(undos)
        )
    },
    solved_with_forced: |guesses, forced, undos| {
        format!(
            "已解出：没有空格了，共猜测 {} 次、被迫放入 {} 次、回溯 {} 次",
            thousands(guesses),
            thousands(forced),
            thousands(undos)
        )
    },
    solved_with_empty: |placements, undos, empty| {
        format!(
            "“已解出”：扫描没有找到空格，但仍有 {empty} 个格是空的，共放入 {} 次、回溯 {} 次",
            thousands(placements),
            thousands(undos)
        )
    },
    exhausted_after_complete: |first, completed, failed, times| {
        let failed = match failed {
            [] => String::new(),
            digits => format!("，{} 往下走不通", (COMMON.and_list)(digits)),
        };
        format!(
            "搜索结束：第一个格 {first} 的 {} 补全了盘面{failed}；盘面完整过 {} 次，每次结果都被忽略",
            (COMMON.and_list)(completed),
            thousands(times)
        )
    },
    exhausted_after_stale: |first, failed, stale| {
        let failed = match failed {
            [] => String::new(),
            digits => format!("（{} 往下走不通）", (COMMON.and_list)(digits)),
        };
        format!(
            "搜索在第一个格 {first} 放弃了{failed}；整个搜索中有 {} 次排除来自残留标记，所以这什么也证明不了：这道题可能有解",
            thousands(stale)
        )
    },
    no_solution: "无解：没有盘面能补全这些已知数",
    no_solution_none_fit: |first| {
        format!("无解：第一个格 {first} 没有数字可以放，所以没有盘面能补全这些已知数")
    },
    no_solution_only: |first, only| {
        format!(
            "无解：第一个格 {first} 只有 {only} 可以放，而它往下走不通，所以没有盘面能补全这些已知数"
        )
    },
    no_solution_every: |first, digits, last| {
        format!(
            "无解：第一个格 {first} 可以放的数字（{}）往下都走不通，最后一个选择 {last} 也不行，所以没有盘面能补全这些已知数",
            (COMMON.and_list)(digits)
        )
    },
    fate_rejected: |digit, kind, by| format!("{digit} {} {by}", (COMMON.unit)(kind)),
    fate_stale: |digit, kind| format!("{digit} {}（残留标记）", (COMMON.unit)(kind)),
    fate_completed: |digit| format!("{digit} 补全了盘面"),
    fate_failed: |digit| format!("{digit} 往下走不通"),
    fates_failed: |digits| format!("{} 往下走不通", (COMMON.and_list)(digits)),
    why: |first| format!("原因：{first}"),

    state_solved: "已解出",
    state_no_solution: "无解",
    state_mistake_says_solved: "已结束：它说“已解出”",
    state_mistake_says_no_solution: "已结束：它说“无解”",
    state_to_end: "运行到结尾",
    state_to_backtrack: "运行到下一次回溯",
    state_to_next_stop: "运行到下一个停点",
    state_to_step: |step| format!("运行到第 {} 步", thousands(step)),
    state_playing: "▶ 播放中",
    state_paused: "已暂停",
    settings_line: |speed, step_size, search| {
        let speed = match speed {
            "" => String::new(),
            speed => format!(" · {speed}"),
        };
        format!("{speed} · 步长：{step_size} · {search}")
    },
    run_progress: |events, per_second| match per_second {
        Some(rate) => format!(
            "已运行 {} 个事件 · 每秒 {} 个",
            thousands(events),
            thousands(rate)
        ),
        None => format!("已运行 {} 个事件", thousands(events)),
    },
    bug_lab_variant: |mistake| format!("错误实验室：{}", variant(mistake)),
    step_and_depth: |step, depth, max| {
        format!("第 {} 步 · 深度 {depth}（最大 {max}）", thousands(step))
    },
    counters: |placements, rejects, undos| {
        format!(
            "放入 {} · 排除 {} · 回溯 {}",
            thousands(placements),
            thousands(rejects),
            thousands(undos)
        )
    },
    totals_side_by_side: |one, ours, other, theirs| {
        let side = |name: &str, [events, guesses, forced]: [u64; 3]| {
            format!(
                "{name}：{} 个事件，猜测 {} 次，被迫放入 {} 次",
                thousands(events),
                thousands(guesses),
                thousands(forced)
            )
        };
        format!("{}；{}", side(one, ours), side(other, theirs))
    },
    counters_propagating: |guesses, forced, wipeouts, rejects, undos| {
        format!(
            "猜测 {} · 被迫放入 {} · 候选清空 {} · 排除 {} · 回溯 {}",
            thousands(guesses),
            thousands(forced),
            thousands(wipeouts),
            thousands(rejects),
            thousands(undos)
        )
    },

    speed: |per_second| format!("{} 步/秒", thousands(per_second)),
    turbo: "极速",
    step_every: "每个事件",
    step_placements_and_backtracks: "放入和回溯",
    step_backtracks: "仅回溯",

    refused_at_start: "已在第 0 步：按 → 或 Space 向前",
    refused_question_open: "测验在等你的回答：Space 不答继续播放，x 关闭测验",
    refused_no_backtrack_solves: "后面没有回溯了：搜索从这里直接解出",
    refused_no_backtrack_dead_ends: "后面没有回溯了：结束前只剩死路（f）",
    refused_at_end_no_solution: "无解：按 Home 或 ← 返回",
    refused_at_end_solved: "已解出：按 Home 或 ← 返回",
    refused_at_end_mistake: "搜索已结束：按 Home 或 ← 返回",
    refused_at_end_recording: "录下的搜索到此为止：按 Home 或 ← 返回",
    strategy_propagates: |strategy| match strategy {
        Strategy::ForwardChecking | Strategy::ForwardCheckingMrv => {
            "每次放入后，若某个空格已没有候选数，就是候选清空：立即退回"
        }
        Strategy::Singles | Strategy::SinglesMrv => {
            "每次放入后，只剩一个候选数的格、在某行/列/宫只剩一个位置的数字，都在下一次猜测前被迫放入"
        }
        Strategy::RowMajor | Strategy::MostConstrained => "",
    },
    strategy_restarted: |strategy| {
        format!("{}：搜索从第 0 步重新开始", (COMMON.strategy)(strategy))
    },
    not_a_step_number: |typed| format!("不是步数：{typed:?}"),

    correct_started: "正确写法：从第 0 步重新开始",
    mistake_started: |mistake| match mistake.strategy() {
        Strategy::RowMajor => format!(
            "错误实验室：{}；从第 0 步重新开始",
            (SOLVE.what_is_wrong)(mistake)
        ),
        strategy => format!(
            "错误实验室：{}；策略为{}；从第 0 步重新开始",
            (SOLVE.what_is_wrong)(mistake),
            (COMMON.strategy)(strategy)
        ),
    },
    what_is_wrong: |mistake| match mistake {
        Mistake::ForgetRestore => "忘记恢复：撤销时清空了格，却没有取消标记",
        Mistake::ForgetFlag => "忽略返回值：下一层调用的结果被忽略",
        Mistake::RestartColumn => "列起点错误：从上一格的列开始找下一个空格",
        Mistake::ForgetCandidates => {
            "忘记还回候选：前向检查在撤销时，没有把放入数字时删去的候选数还回去"
        }
    },
    stale_mark: "?：残留标记，表中标记着，却没有格放着它",
    language_shown: |label| format!("代码：{label}"),
    stale_entry: |kind, number, digit| format!("{}标记着 {digit}", unit(kind, number)),
    stale_entries: |named, more| {
        format!(
            "残留标记：{}，没有格放着这些数字",
            named_and_more(named, more)
        )
    },
    complete_ignored: "盘面已填满，但结果被忽略：搜索把它撤销，继续往下走",
    complete_erased: |times| format!("盘面曾填满 {} 次，之后又被擦除", thousands(times)),
    skipped_cells: |cells, more| {
        let named: Vec<String> = cells.iter().map(Cell::to_string).collect();
        format!("被扫描跳过、仍为空：{}", named_and_more(&named, more))
    },
    mistake_ended: |empty| match empty {
        None => "“无解”".to_string(),
        Some(0) => "“已解出”".to_string(),
        Some(n) => format!("“已解出”，却留着 {n} 个空格"),
    },
    correct_solves: |strategy, steps| {
        format!(
            "正确的{}用 {} 步解出这道题",
            correct_search(strategy),
            thousands(steps)
        )
    },
    correct_no_solution: |strategy, steps| {
        format!(
            "正确的{}同样无解，用了 {} 步",
            correct_search(strategy),
            thousands(steps)
        )
    },
    forgotten_candidates: |named, more| {
        format!("没有还回的候选数：{}", named_and_more(named, more))
    },
    forgotten_entry: |cell, digits| format!("{cell}（少了 {}）", (COMMON.and_list)(digits)),
    wipeout_forgotten: |cell, by, held, digits| {
        let after = match by {
            Some((by, digit)) => format!("在 {by} 放入 {digit} 之后，"),
            None => String::new(),
        };
        let held = match held.is_empty() {
            true => String::new(),
            false => format!("；{held}"),
        };
        format!(
            "候选清空，但这是假的：{cell} {after}在搜索自己的记录里已没有候选数，可 {} 仍然可以填——它们被后来撤销的放置删去，却一直没有还回（这就是错误）；立即退回{held}",
            (COMMON.and_list)(digits)
        )
    },
    correct_unknown: "还不知道正确的搜索在这道题上的结果",
    mistake_end: |mistake, ended, step, correct| {
        format!(
            "{}在第 {} 步结束，结果{ended}；{correct}",
            variant(mistake),
            thousands(step)
        )
    },

    quiz_score: |right, asked| format!("测验 {right}/{asked}"),
    quiz_question: |cell| format!("{cell}：{PROMPT}"),
    quiz_question_after: |cell, tried| format!("{cell}（已试到 {tried}）：{PROMPT}"),
    quiz_no_question: "搜索还没停在可以提问的格上",
    quiz_next: |key| format!("按 {key} 出下一题"),
    quiz_in_unit: |digit, kind, number, by| {
        format!("{}已有 {digit}（在 {by}）", unit(kind, number))
    },
    quiz_stale: |digit, kind, number| {
        format!(
            "{}的标记表仍标记着 {digit}（没有格放着它：它从未被取消标记）",
            unit(kind, number)
        )
    },
    quiz_so_next: |digit| format!("所以下一个是 {digit}"),
    quiz_so_dead_end: "所以没有数字可以放：这一格是死路，搜索回溯",
    quiz_yes_placed: |digit| format!("对：没有标记表占用 {digit}，所以放入 {digit}"),
    quiz_yes_dead_end: |why| format!("对：剩下的数字都已被占用（{why}）；搜索回溯"),
    quiz_yes_nothing_left: "对：没有数字可以再试了；搜索回溯",
    quiz_no_not_a_digit: |then| format!("不对：数字只有 1-9，{then}"),
    quiz_no_tried: |digit, tried, then| {
        format!("不对：{digit} 在这里已经试过（已试到 {tried}），{then}")
    },
    quiz_no_rejected: |why, then| format!("不对：{why}，{then}"),
    quiz_no_comes_first: |digit| {
        format!("不对：{digit} 排在前面，没有标记表占用它，所以先放入 {digit}")
    },
    quiz_no_still_fits: |digit| {
        format!("不对：{digit} 仍然可以放，没有标记表占用它，所以放入 {digit}")
    },
    quiz_dead_end: "死路",
    quiz_wrong: |cell, said, was| format!("{cell} 答 {said}，实为 {was}"),
    quiz_wrong_cell: |what, said, was| format!("{what}：答 {said}，实为 {was}"),
    quiz_forced_word: "被迫放入",
    quiz_wipeout_word: "候选清空",
    quiz_ask_forced: |cursor| format!("下一个被迫放入的是哪一格？{cursor}？{CELL_KEYS}"),
    quiz_ask_wipeout: |cursor| {
        format!("候选清空出现在哪一格（没有候选数的格）？{cursor}？{CELL_KEYS}")
    },
    quiz_only_candidate: |cell, digit| format!("{cell} 只剩一个候选数 {digit}"),
    quiz_only_place: |cell, digit, kind, number| {
        format!("{}里 {digit} 只剩 {cell} 一个位置", unit(kind, number))
    },
    quiz_emptied_by: |cell, by, digit| format!("{by} 放入 {digit} 之后，{cell} 已没有候选数"),
    quiz_emptied_by_givens: |cell| format!("只有题目给出的数字时，{cell} 就已没有候选数"),
    quiz_yes_cell: |why| format!("对：{why}"),
    quiz_no_forced: |picked, why| format!("不对：{picked}；下一个被迫放入：{why}"),
    quiz_no_wipeout: |picked, why| format!("不对：{picked}；候选清空：{why}"),
    quiz_cell_filled: |cell| format!("{cell} 已经填了数字"),
    quiz_cell_candidates: |cell, count, digits| {
        let digits: Vec<String> = digits.iter().map(u8::to_string).collect();
        format!("{cell} 还有 {count} 个候选数（{}）", digits.join(" "))
    },
    quiz_cell_forced_later: |cell, why, first| {
        format!("{cell} 也是被迫的（{why}），但扫描先遇到 {first}")
    },
    quiz_cell_empty_later: |cell, first| format!("{cell} 也没有候选数了，但扫描先遇到 {first}"),
    quiz_off_all_right: |score| format!("{score} · 测验关闭，没有答错"),
    quiz_off_review: |score, wrong| format!("{score} · 测验关闭 · 答错：{}", wrong.join(" · ")),
};
