use std::time::Duration;

use crate::engine::{Event, ForceRule};
use crate::findings::Findings;
use crate::format::thousands;
use crate::grid::{Cell, UnitKind};
use crate::learner::analysis::SearchResult;
use crate::learner::compare::{Departure, Difference, Reference, StaleCause, Written};
use crate::learner::findings::{Failure, Finding, HiddenSingle};
use crate::learner::observed::OffOrder;
use crate::learner::run::{StopReason, compile_headline};
use crate::learner::signals::{SignalKind, signal_kind, signal_label};
use crate::learner::traceback::{self, MESSAGE_CHARS, shortened};
use crate::learner::writes::CellOrder;

pub const FINDINGS: Findings = Findings {
    reference: |r| match r {
        Reference::RowMajor => "经典的按行顺序 DFS",
        Reference::MostConstrained => "候选最少优先的 DFS",
        Reference::ForgetRestore => "错误实验室的“忘记恢复”搜索（回溯时不清除表中的标记）",
        Reference::ForgetFlag => "错误实验室的“忽略返回值”搜索（不看更深一层调用的结果）",
        Reference::RestartColumn => {
            "错误实验室的“列起点错误”搜索（从上一个格子的列开始找下一个格子）"
        }
        Reference::ForwardChecking => {
            "前向检查的 DFS（按阅读顺序猜；一个数字若让某个空格没有候选数，立刻撤回）"
        }
        Reference::ForwardCheckingMrv => {
            "候选最少优先的前向检查 DFS（一个数字若让某个空格没有候选数，立刻撤回）"
        }
        Reference::Singles => {
            "唯一数传播的 DFS（按阅读顺序猜；每次猜之后，只剩一个候选数的格子、在某行某列某宫只剩一个位置的数字都作为强制一步写入）"
        }
        Reference::SinglesMrv => {
            "候选最少优先的唯一数传播 DFS（每次猜之后，只剩一个候选数的格子、在某行某列某宫只剩一个位置的数字都作为强制一步写入）"
        }
    },
    result: |r| match r {
        SearchResult::Solved => "你的搜索解出了这道题。",
        SearchResult::WrongAnswer => "你的搜索返回的棋盘不是正确答案。",
        SearchResult::Exhausted => "你的搜索试遍了所有可能，没有找到解。",
        SearchResult::SolvedThenUndone => {
            "你的搜索曾经得到正确答案，随后又把它撤回，返回时棋盘上没有它自己填的数字。"
        }
        SearchResult::ReturnedIncomplete => "你的搜索返回时棋盘上还有空格。",
        SearchResult::Stopped => "你的搜索在结束之前被停止了。",
        SearchResult::Error => "你的代码没有运行到结束。",
    },
    counts: |c| {
        format!(
            "写入 {} 次：放入 {} 次，拒绝 {} 次，回溯 {} 次。",
            thousands(c.writes),
            thousands(c.placements),
            thousands(c.rejects),
            thousands(c.backtracks)
        )
    },
    difference,
    finding,
    printed: |kept, dropped| match dropped {
        0 => format!("你的代码输出了（{} 行）：", thousands(kept as u64)),
        m => format!(
            "你的代码输出了（前 {} 行；另有 {} 行未保留）：",
            thousands(kept as u64),
            thousands(m as u64)
        ),
    },
    printed_nothing: "你的代码没有输出。",
    took: |d| format!("运行了 {}。", seconds(d)),
    unknown_extension: |file| format!("{file}：sudoku-dfs 不运行这种扩展名的文件"),
    unreadable: |file, error| format!("无法读取 {file}：{error}"),
    not_a_plain_file: "它不是普通文件（命名管道、设备或文件夹不会被运行）",
    compiled_in: |d| format!("编译用了 {}。", seconds(d)),
    out_of_memory: |mib| {
        format!("它用完了内存：程序在这里最多可用 {mib} MiB；--memory-limit 可以给它更多。")
    },
};

fn short(r: Reference) -> &'static str {
    match r {
        Reference::RowMajor => "经典搜索",
        Reference::MostConstrained => "候选最少优先的搜索",
        Reference::ForgetRestore => "“忘记恢复”搜索",
        Reference::ForgetFlag => "“忽略返回值”搜索",
        Reference::RestartColumn => "“列起点错误”搜索",
        Reference::ForwardChecking => "前向检查搜索",
        Reference::ForwardCheckingMrv => "候选最少优先的前向检查搜索",
        Reference::Singles => "唯一数传播搜索",
        Reference::SinglesMrv => "候选最少优先的唯一数传播搜索",
    }
}

/// 一次写入做了什么，按写入的比较来说。
fn written(w: Written) -> String {
    match w {
        Written::Digit { cell, digit } => format!("在 {cell} 写入 {digit}"),
        Written::Guess { cell, digit } => format!("在 {cell} 写入 {digit}（一次猜测）"),
        Written::Forced {
            cell,
            digit,
            rule: ForceRule::OnlyCandidate,
        } => format!("在 {cell} 写入 {digit}（强制：那里只剩这一个候选数）"),
        Written::Forced {
            cell,
            digit,
            rule: ForceRule::OnlyPlace(kind),
        } => format!(
            "在 {cell} 写入 {digit}（强制：{}里 {digit} 只剩这一个位置）",
            unit(kind, cell)
        ),
        Written::Clear { cell, digit } => format!("撤回 {cell} 的 {digit}"),
    }
}

fn seconds(d: Duration) -> String {
    format!("{:.2} 秒", d.as_secs_f64())
}

/// `第 2 行`, `第 7 列`, `第 1 宫`.
fn unit(kind: UnitKind, cell: Cell) -> String {
    match kind {
        UnitKind::Row => format!("第 {} 行", cell.row() + 1),
        UnitKind::Column => format!("第 {} 列", cell.col() + 1),
        UnitKind::Box => format!("第 {} 宫", cell.box_index() + 1),
    }
}

fn unit_word(kind: UnitKind) -> &'static str {
    match kind {
        UnitKind::Row => "行",
        UnitKind::Column => "列",
        UnitKind::Box => "宫",
    }
}

fn event(e: Option<Event>) -> String {
    match e {
        None => "结束了".to_string(),
        Some(Event::Enter { cell, .. }) => format!("进入 {cell}"),
        Some(Event::Place { cell, digit }) => format!("在 {cell} 放入 {digit}"),
        Some(Event::Reject { cell, digit, .. }) => format!("在 {cell} 拒绝 {digit}"),
        Some(Event::Undo { cell, digit }) => format!("撤回 {cell} 的 {digit}"),
        Some(Event::DeadEnd { cell }) => format!("离开 {cell}，没有数字可填"),
        Some(Event::Force { cell, digit, .. }) => format!("在 {cell} 放入唯一可能的 {digit}"),
        Some(Event::Wipeout { cell, .. }) => format!("发现 {cell} 已没有候选数字"),
        Some(Event::Solved) => "停止，棋盘已满".to_string(),
        Some(Event::Exhausted) => "放弃，所有可能都已试过".to_string(),
    }
}

fn accepts(step: u64, cell: Cell, digit: u8, kind: UnitKind, holder: Cell) -> String {
    format!(
        "第 {} 步：你的搜索在 {cell} 写入 {digit}，但{}已在 {holder} 有 {digit} —— 你的检查没有读{}",
        thousands(step),
        unit(kind, cell),
        unit_word(kind)
    )
}

fn refuses(step: u64, cell: Cell, digit: u8, stale: Option<StaleCause>) -> String {
    let head = format!(
        "第 {} 步：你的搜索拒绝了 {cell} 的 {digit}，而没有任何行、列或宫含有 {digit}",
        thousands(step)
    );
    match stale {
        Some(s) => format!(
            "{head}；{digit} 在第 {} 步从 {} 撤回 —— 你的代码在那里清除了表中的标记吗？",
            thousands(s.step),
            s.cell
        ),
        None => format!("{head} —— 你的检查拒绝了本该允许的数字"),
    }
}

fn never_tries(step: u64, cell: Cell, digit: u8) -> String {
    format!(
        "第 {} 步：你的搜索在 {cell} 没有试 {digit}，而没有任何行、列或宫含有 {digit}，并且整个搜索中它在任何地方都没有写过 {digit} —— 它的数字循环是不是在 {digit} 之前就停了？",
        thousands(step)
    )
}

fn rule(r: Reference) -> &'static str {
    match r.order() {
        CellOrder::MostConstrained => "候选数最少的格子",
        CellOrder::RestartColumn => "从上一个格子的列开始扫描找到的第一个空格",
        _ => "阅读顺序中的第一个空格",
    }
}

fn difference(d: &Difference) -> String {
    let n = thousands(d.step);
    let theirs = short(d.reference);
    match d.departure {
        Departure::AcceptsConflict {
            cell,
            digit,
            unit,
            holder,
        } => accepts(d.step, cell, digit, unit, holder),
        Departure::RefusesCandidate { cell, digit, stale } => refuses(d.step, cell, digit, stale),
        Departure::OtherCell { yours, theirs: t } => format!(
            "第 {n} 步：你的搜索接下来填 {yours}；{theirs}填 {t}，即{}",
            rule(d.reference)
        ),
        Departure::OtherDigit {
            cell,
            yours,
            theirs: t,
        } => format!(
            "第 {n} 步：在 {cell} 你的搜索试 {yours}，{theirs}试 {t} —— {theirs}从 1 到 9 依次尝试数字"
        ),
        Departure::Tie {
            yours,
            theirs: t,
            candidates,
        } => format!(
            "第 {n} 步：你的搜索接下来填 {yours}，{theirs}填 {t}：两格都是候选数最少的格子（{candidates} 个候选数），这是平局，你的搜索按自己的方式打破 —— 规则相同，从这里起走上另一条路"
        ),
        Departure::NeverTries { cell, digit } => never_tries(d.step, cell, digit),
        Departure::GoesOnAfterSolved { yours } => format!(
            "第 {n} 步：棋盘已满，{theirs}在此停止；你的搜索还在继续：它{}",
            event(Some(yours))
        ),
        Departure::EndsEarly { theirs: t } => format!(
            "第 {n} 步：你的搜索没有更多步骤了；{theirs}还在继续：它{}",
            event(Some(t))
        ),
        Departure::OtherWrite { yours, theirs: t } => format!(
            "第 {n} 步：你的代码{}；在同样的写入之后，{theirs}{}",
            written(yours),
            written(t)
        ),
        Departure::Other { yours, theirs: t } => {
            format!("第 {n} 步：你的搜索{}；{theirs}{}", event(yours), event(t))
        }
    }
}

fn cell_list(cells: &[Cell]) -> String {
    let shown: Vec<String> = cells.iter().take(6).map(Cell::to_string).collect();
    let more = if cells.len() > 6 { "、…" } else { "" };
    format!("{}{more}", shown.join("、"))
}

#[allow(
    clippy::too_many_lines,
    reason = "one arm per finding: the catalogue's sentences read whole"
)]
fn finding(f: &Finding) -> String {
    match f {
        Finding::SameAs {
            reference,
            placements,
            backtracks,
        } if reference.propagates() => format!(
            "与{}的写入相同，顺序也相同（因某格没有候选数而立刻撤回的数字可以不写）：放入 {} 次，回溯 {} 次",
            (FINDINGS.reference)(*reference),
            thousands(*placements),
            thousands(*backtracks)
        ),
        Finding::SameAs {
            reference,
            placements,
            backtracks,
        } => format!(
            "与{}是同一个搜索：放入 {} 次，回溯 {} 次",
            (FINDINGS.reference)(*reference),
            thousands(*placements),
            thousands(*backtracks)
        ),
        Finding::AcceptsConflict {
            step,
            cell,
            digit,
            unit,
            holder,
            count,
        } => {
            let all = if *count > 1 {
                format!("（这样的放入共 {} 次）", thousands(*count))
            } else {
                String::new()
            };
            format!("{}{all}", accepts(*step, *cell, *digit, *unit, *holder))
        }
        Finding::RefusesCandidate {
            step,
            cell,
            digit,
            stale,
            count,
            wipes_out,
        } => {
            let all = if *count > 1 {
                format!(
                    "（拒绝没有任何行、列或宫含有的数字共 {} 次）",
                    thousands(*count)
                )
            } else {
                String::new()
            };
            match (wipes_out, stale) {
                (Some(empty), None) => format!(
                    "第 {} 步：你的搜索跳过了 {cell} 的 {digit}，没有任何行、列或宫含有 {digit}；若写在那里，{empty} 就没有候选数了 —— 向前看的搜索（前向检查）正是这样跳过它，经典搜索则会试它{}",
                    thousands(*step),
                    if *count > 1 {
                        format!(
                            "（共跳过 {} 个没有任何行、列或宫含有的数字）",
                            thousands(*count)
                        )
                    } else {
                        String::new()
                    }
                ),
                _ => format!("{}{all}", refuses(*step, *cell, *digit, *stale)),
            }
        }
        Finding::KeepsGoingAfterSolution { step, more } => format!(
            "第 {} 步时棋盘已经填满且正确，你的搜索却又继续了 {} 步 —— 找到解后没有停下：让递归一路返回 True（或设置找到标志）并在那里停止",
            thousands(*step),
            thousands(*more)
        ),
        Finding::ReturnsIncomplete {
            empty,
            restart_scan,
        } => {
            let why = if *restart_scan {
                "它从上一个格子的列开始找下一个格子，所以跳过了这些格子"
            } else {
                "它在棋盘填满之前就停了"
            };
            format!(
                "你的搜索返回时还有 {} 个空格（{}）—— {why}",
                empty.len(),
                cell_list(empty)
            )
        }
        Finding::NeverClears {
            step,
            cell,
            digit,
            count,
        } => format!(
            "第 {} 步：你的搜索从 {cell} 退回时把 {digit} 留在了棋盘上（共 {} 次）—— 它从不清空格子，留下的数字已经过时",
            thousands(*step),
            thousands(*count)
        ),
        Finding::WriteThenCheck {
            step,
            cell,
            digit,
            count,
        } => format!(
            "第 {} 步：你的搜索在 {cell} 写入 {digit}，发现冲突后又撤回（共 {} 次）—— 它先写后查；经典搜索先查后写",
            thousands(*step),
            thousands(*count)
        ),
        Finding::OverwritesWithoutClearing { first, count } => format!(
            "第 {} 步：你的搜索在 {} 用 {} 覆盖了 {}，中间没有写 '.'（共 {} 次）",
            thousands(first.step),
            first.cell,
            first.new,
            first.old,
            thousands(*count)
        ),
        Finding::CellOrder { order, first_off } => cell_order(*order, *first_off),
        Finding::NeverTries { digit, cell, step } => never_tries(*step, *cell, *digit),
        Finding::DigitOrder {
            descending,
            mixed,
            first,
        } => {
            if *mixed {
                format!(
                    "你的搜索尝试数字的顺序在不同格子之间会变化（第 {} 步在 {} 试了 {} 之后又试 {}）；它跳过的数字不显示",
                    thousands(first.step),
                    first.cell,
                    first.after,
                    first.digit
                )
            } else if *descending {
                format!(
                    "你的搜索从 9 到 1 尝试数字（在 {} 先试 {} 再试 {}）；经典搜索从 1 到 9",
                    first.cell, first.after, first.digit
                )
            } else {
                format!(
                    "你的搜索不按顺序尝试数字：第 {} 步在 {} 试了 {} 之后又试 {}",
                    thousands(first.step),
                    first.cell,
                    first.after,
                    first.digit
                )
            }
        }
        Finding::OddValues { count, cell, line } => {
            let at_line = line.map_or(String::new(), |l| format!("，第 {l} 行"));
            format!(
                "你的代码往盘面写入了 {} 次不是字符 '1' 到 '9' 或 '.' 的值（第一次在 {cell}{at_line}）：LeetCode 的盘面存的是字符（'5'，而不是数字 5），这样的写入不算作搜索的一步",
                thousands(*count)
            )
        }
        Finding::WrongAnswer {
            given_changed,
            clash,
            odd,
        } => {
            let mut parts = Vec::new();
            if let Some(g) = given_changed {
                let written = g.written.map_or("'.'".to_string(), |d| d.to_string());
                parts.push(format!(
                    "你的搜索把 {} 的给定数字 {} 改成了 {written}",
                    g.cell, g.given
                ));
            }
            if let Some(c) = clash {
                parts.push(format!(
                    "最终棋盘的{}有两个 {}：在 {} 和 {}",
                    unit(c.unit, c.first),
                    c.digit,
                    c.first,
                    c.second
                ));
            }
            if *odd > 0 {
                parts.push(format!("最终棋盘有 {odd} 个格子里既不是数字也不是 '.'"));
            }
            format!("答案错误：{}", parts.join("；"))
        }
        Finding::Stopped {
            reason,
            writes,
            elapsed,
        } => match reason {
            StopReason::Time => format!(
                "运行 {} 后到了时间上限，写入 {} 次，搜索仍未结束，已停止 —— 显示到它走到的地方；--time-limit 可以给它更多时间",
                seconds(*elapsed),
                thousands(*writes)
            ),
            StopReason::Writes => format!(
                "写入 {} 次时到了写入上限，用时 {}，已停止 —— 显示到它走到的地方；--write-limit 可以给它更多写入",
                thousands(*writes),
                seconds(*elapsed)
            ),
            StopReason::Report => format!(
                "运行 {} 后停止，写入 {} 次：写入报告不符合行协议（一行超过 64 KiB，或跟踪文件不是普通文件）—— 显示到读到的地方",
                seconds(*elapsed),
                thousands(*writes)
            ),
        },
        Finding::Error(failure) => error(failure),
        Finding::CopiesAnswer {
            line,
            count,
            cells,
            direct,
        } => copies(*line, *count, *cells, *direct),
        Finding::Propagates {
            singles,
            order,
            own_ties,
            descending,
            hidden,
        } => propagates(*singles, *order, *own_ties, *descending, *hidden),
        Finding::WrittenBack { cells } => format!(
            "你的代码把答案一格一格地写进棋盘：{} 个空格各写一次，没有清除，也没有重写，棋盘上的任何搜索都解释不了这样的写入 —— 搜索（如果有）是在看不到的地方进行的（副本上，或它自己的表里），所以这些写入不与经典搜索比较，写入之间也不推断任何事",
            thousands(*cells)
        ),
    }
}

fn copies(line: Option<u32>, count: u64, cells: u64, direct: u64) -> String {
    // 在哪里：“在第 12 行”“（共 9 次，第一次在第 12 行）”，语言不给行号时不说。
    let at = match (line, count) {
        (Some(l), 1) => format!("在第 {l} 行"),
        (Some(l), n) => format!("（共 {} 次，第一次在第 {l} 行）", thousands(n)),
        (None, 1) => String::new(),
        (None, n) => format!("（共 {} 次）", thousands(n)),
    };
    let how = "在搜索时直接写入 board[r][c]，sudoku-dfs 就能看到这个搜索";
    match (cells, direct) {
        (0, _) => format!(
            "你的代码{at}整行或整个棋盘地赋值，但这样没有改变任何格子，自己也没有写入任何格子：如果它的搜索是在棋盘的副本上进行的，sudoku-dfs 看不到它 —— {how}"
        ),
        (n, 0) => format!(
            "你的代码{at}通过整行或整个棋盘赋值把答案写回棋盘，所以它的搜索是在 sudoku-dfs 看不到的副本上进行的：显示的 {} 次写入是这次复制改变的格子，不是搜索，也不与经典搜索比较 —— {how}",
            thousands(n)
        ),
        (n, _) => format!(
            "你的代码{at}通过整行或整个棋盘赋值把部分答案写回棋盘（这样改变了 {} 个格子），所以它的搜索有一部分是在 sudoku-dfs 看不到的副本上进行的；它的写入不与经典搜索比较 —— {how}",
            thousands(n)
        ),
    }
}

fn cell_order(order: CellOrder, first_off: Option<OffOrder>) -> String {
    let at = first_off.map_or(String::new(), |o| {
        format!(
            "：第 {} 步它填 {}，而阅读顺序填 {}",
            thousands(o.step),
            o.cell,
            o.reading_order
        )
    });
    match order {
        CellOrder::RowMajor => "你的搜索按阅读顺序填第一个空格".to_string(),
        CellOrder::MostConstrained => format!(
            "你的搜索先填候选数最少的格子（与候选最少优先的搜索相同），而不是阅读顺序中的第一个空格{at}"
        ),
        CellOrder::RestartColumn => {
            format!("你的搜索从上一个格子的列开始找下一个格子，与“列起点错误”相同{at}")
        }
        CellOrder::Unknown => format!(
            "你的搜索按自己的顺序填格子{at}；顺序未知，所以所有数字都失败的格子（它们不留下写入）没有显示"
        ),
    }
}

fn error(failure: &Failure) -> String {
    match failure {
        Failure::ToolMissing { program } => {
            format!("没有找到 {program}（未安装或不在 PATH 中）：安装之后才能运行这个解法")
        }
        Failure::Syntax { line, message } => format!("你的文件无法编译：第 {line} 行：{message}"),
        Failure::Compile { output, lines } => match (lines.first(), compile_headline(output)) {
            (Some(line), Some(error)) if !error.contains(&format!(":{line}:")) => {
                format!("你的文件无法编译：第 {line} 行：{error}")
            }
            (_, Some(error)) => format!("你的文件无法编译：{error}"),
            (_, None) => "你的文件无法编译".to_string(),
        },
        Failure::Raised { message, lines } => {
            let message = shortened(message, MESSAGE_CHARS);
            match lines.split_last() {
                None => format!("你的代码抛出了 {message}"),
                Some((last, [])) => format!("你的代码在第 {last} 行抛出了 {message}"),
                Some((last, callers)) => {
                    let told = traceback::callers(callers);
                    let mut entries: Vec<String> = told
                        .runs
                        .iter()
                        .map(|&(line, n)| match n {
                            1 => format!("第 {line} 行"),
                            n => format!("第 {line} 行（{} 次）", thousands(n as u64)),
                        })
                        .collect();
                    if told.more > 0 {
                        entries.push(format!("另外 {} 处", thousands(told.more as u64)));
                    }
                    format!(
                        "你的代码在第 {last} 行抛出了 {message}（由{}调用）",
                        entries.join("、")
                    )
                }
            }
        }
        Failure::NoSolver => "没有找到求解函数：文件需要力扣的写法——带 solveSudoku 的 class Solution，或顶层的 solveSudoku / solve_sudoku".to_string(),
        Failure::Exited { code: Some(code) } => {
            format!("你的程序没有从求解函数返回就结束了（退出码 {code}）")
        }
        Failure::Exited { code: None } => "你的程序没有从求解函数返回就结束了（被信号终止）".to_string(),
        Failure::Killed { signal } => {
            let name = signal_label(*signal);
            match signal_kind(*signal) {
                SignalKind::Crash => format!(
                    "你的程序崩溃了：在从求解函数返回之前被 {name} 终止（程序自身的错误，不是 sudoku-dfs 的限制）"
                ),
                SignalKind::SystemLimit => {
                    format!("你的程序在从求解函数返回之前被系统的资源限制 {name} 终止")
                }
                SignalKind::FromOutside => format!(
                    "你的程序在从求解函数返回之前被 sudoku-dfs 以外发来的 {name} 终止（用户、其他程序或系统的内存不足处理）"
                ),
            }
        }
    }
}

/// 每次写入都符合某种传播搜索的规则，但没有哪个引擎搜索一直跟到底。
fn propagates(
    singles: bool,
    order: CellOrder,
    own_ties: bool,
    descending: Option<bool>,
    hidden: Option<HiddenSingle>,
) -> String {
    if singles {
        let guesses = match order {
            CellOrder::RowMajor => "在阅读顺序中的第一个空格",
            _ => "在它自己选的格子",
        };
        let hidden = match hidden {
            Some(h) => {
                let yours = match h.yours {
                    (cell, 0) => format!("清除 {cell}"),
                    (cell, d) => format!("在 {cell} 写 {d}"),
                };
                format!(
                    "；唯一数传播搜索还会填在某行、列或宫里只剩一个位置的数字（隐性唯一数）：第 {} 步，在同样的写入之后，它在 {} 填 {}，这是 {} 在{}里唯一的位置，而你的代码{yours}",
                    thousands(h.step),
                    h.cell,
                    h.digit,
                    h.digit,
                    unit(h.unit, h.cell)
                )
            }
            None => String::new(),
        };
        return format!(
            "每次写入都是显性唯一数传播的搜索会做的：只要有空格只剩一个候选数，它就填这样的格子，只有一个都不剩时才{guesses}猜数{hidden}"
        );
    }
    let cells = match (order, own_ties) {
        (CellOrder::MostConstrained, true) => {
            "，先填候选数最少的格子，候选数一样少时按它自己的方式选"
        }
        (CellOrder::MostConstrained, false) => "，先填候选数最少的格子",
        (CellOrder::RowMajor, _) => "，按行顺序填格子",
        _ => "，按它自己的顺序填格子",
    };
    let digits = match descending {
        Some(false) => "",
        Some(true) => "，数字从 9 往下试",
        None => "，按它自己的顺序试数字",
    };
    format!(
        "每次写入都是前向检查的搜索会做的{cells}{digits}：只有在没有空格失去全部候选数时它才写数字，只有在下面的搜索已经失败后才收回，没写就跳过的只是会让某个空格没有候选数的数字 —— 所以它跳过的数字都不算作拒绝"
    )
}
