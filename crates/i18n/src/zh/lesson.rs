use crate::engine::ForceRule;
use crate::format::thousands;
use crate::grid::{Cell, UnitKind};
use crate::lesson::{LessonKeys, Lessons};
use sudoku_dfs_core::lesson::file::{LessonErrorKind, Syntax};
use sudoku_dfs_core::lesson::{BuiltIn, Caption};
use sudoku_dfs_core::{Outcome, Unit};

fn kind_word(kind: UnitKind) -> &'static str {
    match kind {
        UnitKind::Row => "行",
        UnitKind::Column => "列",
        UnitKind::Box => "宫",
    }
}

/// `第 1 行`, `第 3 列`, `第 1 宫`.
fn unit_name(unit: Unit) -> String {
    format!("第 {} {}", unit.index() + 1, kind_word(unit.kind()))
}

fn cells(list: &[Cell]) -> String {
    let names: Vec<String> = list.iter().map(Cell::to_string).collect();
    names.join("、")
}

#[allow(
    clippy::too_many_lines,
    reason = "one arm per caption: the catalogue's sentences read whole"
)]
fn caption(caption: &Caption) -> String {
    match caption {
        Caption::Tables => "每一行、每一列、每一宫都有一张表，记着它已有的数字：共 27 张表。\
            一个数字只有在格子所在的三张表都没有它时才能放进去。网格旁的面板显示光标格的三张表。"
            .to_string(),
        Caption::Conflict(c) => format!(
            "冲突：{} 和 {} 在{}里都是 {}。写入这个 {} 时，{}的表里早已有它——\
             查一次表就发现了，不用逐格扫描。",
            c.first,
            c.second,
            unit_name(c.unit),
            c.digit,
            c.digit,
            unit_name(c.unit)
        ),
        Caption::Refused(c) => format!(
            "{} 和 {} 都是 {} 时，按 Enter 不会开始求解：没有哪个解能同时保留两者。\
             先清空 {}（按 0），再按 Enter。",
            c.first, c.second, c.digit, c.second
        ),
        Caption::Ask { cell } => {
            format!("猜一猜：搜索刚进入 {cell}。它会在这里放哪个数字（1-9），还是走进死路（d）？")
        }
        Caption::Placement { cell, digit } => {
            let [row, col, bx] = cell.units().map(unit_name);
            format!(
                "第一次放入：在 {cell} 放入 {digit}。{row}、{col}、{bx}的表都没有 {digit}，\
                 三张表都记下它，搜索往下走一层。"
            )
        }
        Caption::Rejection {
            cell,
            digit,
            reason,
            by,
        } => {
            let unit = unit_name(
                cell.units()[UnitKind::ALL.iter().position(|k| k == reason).unwrap_or(0)],
            );
            format!(
                "第一次因{}排除：{digit} 不能放在 {cell}，因为{unit}的表里有 {digit}——{by} 就是它。",
                kind_word(*reason)
            )
        }
        Caption::DeadEnd { cell } => format!(
            "第一条死路：{cell} 没有数字可以放，每个数字都被排除了。搜索必须回到上一个格子，换它的数字。"
        ),
        Caption::Backtrack {
            cell,
            digit,
            restored: true,
        } => {
            let next = match digit {
                9 => "9 是它的最后一个数字，所以这个格子也试完了".to_string(),
                d => format!("接着试 {d} 之后的数字"),
            };
            format!("第一次回溯：搜索从 {cell} 撤回 {digit}，并在表中取消标记；{next}。")
        }
        Caption::Backtrack { cell, digit, .. } => format!(
            "第一次回溯：{cell} 被清空，但 forget-restore 没有在表中取消 {digit}。\
             这些表现在声称有一个盘面上并不存在的 {digit}。"
        ),
        Caption::Unwinding { dead_ends, back } => format!(
            "一次回溯连退 {} 层：{} 一个接一个没有数字可试。搜索回到 {back}，撤回它的数字。",
            dead_ends.len(),
            cells(dead_ends)
        ),
        Caption::StaleReject {
            cell,
            digit,
            reason,
        } => {
            let kind = kind_word(*reason);
            format!(
                "过期的排除：{digit} 在 {cell} 被它所在{kind}的表拒绝，\
                 可那一{kind}没有格子是 {digit}。这张表在撤销后还留着它。"
            )
        }
        Caption::CompleteUndo { cell, digit } => format!(
            "盘面已经填满，但 forget-flag 忽略了下一层调用的结果：搜索从 {cell} 撤回 {digit} \
             继续找下去，拆掉了自己找到的解。"
        ),
        Caption::Skipped { cell, skipped } => format!(
            "restart-column 从上一个格子的列开始扫描：它选了 {cell}，跳过了 {}，\
             而从每行开头扫描会先填它们。",
            cells(skipped)
        ),
        Caption::Fewest { cell, candidates } => format!(
            "候选最少优先从 {cell} 开始：那里只有 {candidates} 个数字可放，没有哪个空格更少，\
             猜错的机会就少。"
        ),
        Caption::End {
            outcome: Outcome::Solved,
            steps,
            placements,
            undos,
            empty: 0,
            ..
        } => format!(
            "结束：用 {} 步解出，放入 {} 次，回溯 {} 次。",
            thousands(*steps),
            thousands(*placements),
            thousands(*undos)
        ),
        Caption::End {
            outcome: Outcome::Solved,
            steps,
            empty,
            ..
        } => format!(
            "结束：{} 步后“解出”，可还有 {empty} 个空格：扫描跳过的格子从没填过。",
            thousands(*steps)
        ),
        Caption::End {
            outcome: Outcome::Exhausted,
            steps,
            stale_rejects: stale @ 1..,
            ..
        } => format!(
            "{} 步后结束：搜索放弃了，但其中 {} 次排除来自过期的表项。\
             能放的数字从没试过，所以这什么也证明不了。",
            thousands(*steps),
            thousands(*stale)
        ),
        Caption::End {
            outcome: Outcome::Exhausted,
            steps,
            placements,
            undos,
            ..
        } => format!(
            "结束：{} 步后所有选择都试过了（放入 {} 次，回溯 {} 次）。",
            thousands(*steps),
            thousands(*placements),
            thousands(*undos)
        ),
        Caption::Compared {
            steps,
            row_major_steps,
        } => format!(
            "候选最少优先用了 {} 步；在这道题上按行顺序要 {} 步。按 r 让两者并排赛跑。",
            thousands(*steps),
            thousands(*row_major_steps)
        ),
        Caption::Watch { file: None } => {
            "你自己的求解器：`sudoku-dfs watch FILE` 在这道题上运行你的程序，\
            把它的写入与这个搜索逐个事件比较，指出第一处不同。课程本身从不运行程序。"
                .to_string()
        }
        Caption::Watch { file: Some(file) } => format!(
            "这一站要在这道题上观察你的求解器 {}。要运行吗？按 y 运行；\
             不按就什么也不运行（→ 跳过它继续）。",
            file.display()
        ),
        Caption::Forced {
            cell,
            digit,
            rule: ForceRule::OnlyCandidate,
        } => format!(
            "唯一数传播，第一次被迫放入：{cell} 只剩下一个候选数 {digit}，所以不用猜就放进去；\
             每个被迫放入的数字又从它的行、列、宫里去掉候选数，逼出下一个。"
        ),
        Caption::Forced {
            cell,
            digit,
            rule: ForceRule::OnlyPlace(kind),
        } => format!(
            "唯一数传播，第一次被迫放入：在{}里，{digit} 只剩下 {cell} 这一个位置，所以不用猜就放进去；\
             每个被迫放入的数字又从它的行、列、宫里去掉候选数，逼出下一个。",
            unit_name(
                cell.units()[match kind {
                    UnitKind::Row => 0,
                    UnitKind::Column => 1,
                    UnitKind::Box => 2,
                }]
            )
        ),
        Caption::Wipeout {
            cell,
            by: Some(by),
            digit,
        } => format!(
            "前向检查，第一次候选清空：在 {by} 放入 {digit} 之后，{cell} 已没有候选数。\
             搜索立即从 {by} 撤回 {digit}，不必走到 {cell} 才发现。"
        ),
        Caption::Wipeout { cell, .. } => format!(
            "前向检查，第一次候选清空：还没有放入任何数字，{cell} 就已没有候选数，所以这道题无解。"
        ),
        Caption::Propagated {
            outcome: Outcome::Solved,
            steps,
            guesses: 0,
            forced,
            ..
        } => format!(
            "只靠传播：{} 步解出，{} 次被迫放入，一次猜测也没有。聪明的剪枝是做得到的——\
             经典搜索每个空格都要猜。",
            thousands(*steps),
            thousands(*forced)
        ),
        Caption::Propagated {
            outcome,
            steps,
            guesses,
            forced,
            backtracks,
        } => format!(
            "{} 步后结束（{}）：猜测 {} 次，被迫放入 {} 次，回溯 {} 次。\
             被迫放入的数字由传播放入，只有猜测才可能出错。",
            thousands(*steps),
            match outcome {
                Outcome::Solved => "已解出",
                Outcome::Exhausted => "所有选择都试过了",
            },
            thousands(*guesses),
            thousands(*forced),
            thousands(*backtracks)
        ),
        Caption::Race { totals } => {
            let each: Vec<String> = totals
                .iter()
                .map(|&(s, n)| format!("{} {}", (super::common::COMMON.strategy)(s), thousands(n)))
                .collect();
            format!(
                "赛跑：同一道题，每一轮各方事件数相同。跑到结束各需要的事件数：{}。\
                 1-6 选择参赛者，+ 和 - 调速度，Esc 关闭。",
                each.join("，")
            )
        }
        Caption::Own(text) => text.clone(),
    }
}

fn file_error(e: &sudoku_dfs_core::lesson::file::LessonFileError) -> String {
    let line = e.line;
    match &e.kind {
        LessonErrorKind::Expected { expected, found } => {
            format!("第 {line} 行：应为 `{}`，却是 {found:?}", expected.form())
        }
        LessonErrorKind::UnknownSearch(name) => format!(
            "第 {line} 行：没有叫 {name:?} 的搜索（row-major、most-constrained、\
             forget-restore、forget-flag、restart-column、forward-checking、\
             forward-checking-mrv、singles 或 singles-mrv）"
        ),
        LessonErrorKind::Twice { what, first } => {
            format!(
                "第 {line} 行：第二个 `{}` 行（第一个在第 {first} 行）",
                what.form()
            )
        }
        LessonErrorKind::NoPuzzle => {
            format!(
                "第 {line} 行：文件结束了，却没有 `{}` 行",
                Syntax::Puzzle.form()
            )
        }
    }
}

pub const LESSON: Lessons = Lessons {
    title: |lesson| match lesson {
        BuiltIn::TablesAndConflicts => "三张表，以及怎样发现冲突",
        BuiltIn::PlaceAndReject => "第一次放入，以及行、列、宫的排除",
        BuiltIn::DeadEndAndBacktrack => "第一条死路和第一次回溯",
        BuiltIn::LongUnwinding => "一次长长的回退",
        BuiltIn::ForgetRestore => "为什么必须恢复表（忘记恢复）",
        BuiltIn::ForgetFlag => "为什么搜索必须停下（忽略返回值）",
        BuiltIn::RestartColumn => "错误的扫描，和它留下的空格（列起点错误）",
        BuiltIn::FewestCandidates => "候选最少，事件更少（赛跑）",
        BuiltIn::WatchYourOwn => "观察你自己的求解器",
        BuiltIn::SmartPruning => "聪明的剪枝是做得到的：候选清空、被迫放入、赛跑",
    },
    caption,
    stop_heading: |lesson, stop, stops| match lesson {
        0 => format!("课程 · 第 {stop}/{stops} 站"),
        n => format!("第 {n} 课 · 第 {stop}/{stops} 站"),
    },
    off_stop: |step| format!(" · 现在在第 {} 步", thousands(step)),
    box_hint: "→ 下一站  ← 上一站",
    before_first: "一堂课：按 → 到第一站。",
    after_last: "这是最后一站：课程结束了（按 c 列出课程）。",
    at_first: "这已是第一站。",
    list_title: "课程",
    stops_title: "各站",
    no_stops: "还没有站：按 a 把当前步标为一站（在编辑器按 M）。",
    watching: |file| format!("你正在观察 {file}，不是课程的搜索：按 → 或 ← 回到课程的搜索。"),
    no_watch_here: "这一站没有指明要运行的求解器（在指明求解器的一站按 y 运行它）。",
    stop_place: |step| match step {
        Some(step) => format!("第 {} 步", thousands(step)),
        None => "编辑器".to_string(),
    },
    prompt_caption: "这一站的说明",
    prompt_save: "把课程保存到",
    marked: |step, n, of| match step {
        Some(step) => format!("第 {} 步是第 {n}/{of} 站。", thousands(step)),
        None => format!("编辑器是第 {n}/{of} 站。"),
    },
    no_caption: "一站需要说明：没有标记。",
    saved: |path| format!("课程已保存到 {path}"),
    not_saved: |path, why| format!("课程未保存到 {path}：{why}"),
    not_a_lesson: "它装的不是课程，原样保留",
    own_title: "我的课程",
    not_reached: |end, step| {
        format!(
            "搜索在第 {} 步结束，到不了这一站（第 {} 步）。",
            thousands(end),
            thousands(step)
        )
    },
    file_error,
};

pub const LESSON_KEYS: LessonKeys = LessonKeys {
    heading_lesson: "上课时",
    heading_lessons: "课程（c）",
    heading_stops: "课程的各站（A）",
    next_stop: "课程的下一站",
    run_stop_watch: "在这道题上运行这一站指明的求解器",
    previous_stop: "课程的上一站",
    open_lessons: "列出课程",
    mark_stop: "把这一步标为一站，并写说明",
    mark_editor_stop: "把编辑器标为一站，并写说明",
    list_stops: "列出课程的各站，在其间跳转",
    save_lesson: "把课程的各站保存为课程文件",
    list_up: "上一项",
    list_down: "下一项",
    open_lesson: "打开课程",
    go_to_stop: "跳到这一站",
    close_list: "关闭列表",
    word_stops: "各站",
    word_lessons: "课程",
};
