use crate::grid::{Unit, UnitKind};
use crate::panels::{Panels, Place, Term, term};

use Place::{Code, Editor, Grid, Lab, Lesson, Path, Propagation, Stack, Tables, Watch, Word};

/// The glossary as a Chinese screen writes it: the same symbols as the
/// English one, the words as the Chinese screens say them, and a group
/// of its own (概念) for the terms a Chinese algorithms course uses and
/// for how a cell's name reads.
#[rustfmt::skip]
const GLOSSARY: &[Term] = &[
    term(Grid, "[·]", "正在填", "搜索正在填的格，还没有找到可以放的数字"),
    term(Grid, "[5]", "刚放入", "刚放入这一格的数字"),
    term(Grid, "(2)", "被排除", "在这一格尝试过、被排除的数字"),
    term(Grid, ">2<", "已有它", "已有这个数字的格：它就是排除的原因（候选清空时：拿走最后一个候选数的那次放入）"),
    term(Grid, "<9>", "刚撤销", "刚撤销的数字（一次回溯）；栈里也这样标"),
    term(Grid, "[x]", "死路", "死路：这一格的九个数字都试过了；或候选清空：这一格已没有候选数"),
    term(Grid, "·", "空", "空格（在标记表里：没有用到的数字）"),
    term(Lab, "{·}", "被跳过", "列起点错误：找下一个空格时被扫描跳过的空格"),
    term(Lab, "~·~", "被擦掉", "忽略返回值：盘面填满时这一格有数字，之后又被撤销清空"),
    term(Lab, "-·-", "丢了候选", "忘记还回候选：这个空格记着的候选数少了能填的数字，它们被后来撤销的放置删去，一直没有还回"),
    term(Lab, "?", "残留标记", "忘记恢复，在路径里：这个数字在这里被残留的表项排除，它所在的行、列或宫里却没有格放着它（没有放入过，所以不是失败）"),
    term(Watch, "'5'", "残留在盘面", "被观察的解法撤回了这个数字却把它留在盘面上（它从不清空这一格）：是残留的，不是放入的"),
    term(Watch, "9-6", "从 9 往下试", "被观察的解法在这一层从 9 往下试到 1：它在当前数字之前试过的数字"),
    term(Watch, "!", "被拒绝", "被观察的解法在路径里的一层：这个数字在这里被拒绝，但没有哪一行、列或宫放着它"),
    term(Stack, "2?", "正在试", "栈顶这一层正在尝试、还没放入的数字"),
    term(Stack, "1-8", "已试", "这一层在当前数字之前试过的数字"),
    term(Stack, "–", "无", "这一层在当前数字之前什么都没试"),
    term(Stack, "→", "正在试", "正在尝试的格：它还没有数字，所以没有层号（路径里也一样）"),
    term(Path, "行", "行表", "这个数字在这里被排除：行表已有它"),
    term(Path, "列", "列表", "这个数字在这里被排除：列表已有它"),
    term(Path, "宫", "宫表", "这个数字在这里被排除：宫表已有它"),
    term(Path, "×", "失败", "这个数字在这里放入过，但更深处失败了"),
    term(Path, "5", "在盘面", "这一层盘面上的数字：路径从它继续往下"),
    term(Path, "·", "未试", "这一层还没有试这个数字"),
    term(Path, "剩 N", "待试", "这一层还有几个数字没有试"),
    term(Tables, "5*", "已有它", "这张表已有正在试的数字：这就是它被排除的原因"),
    term(Tables, "5+", "标记", "这次放入设置的标记"),
    term(Tables, "·-", "取消标记", "这次回溯清除的标记"),
    term(Tables, "反白", "检查读到", "检查这个数字时读到的表项"),
    term(Tables, "9?", "残留标记", "残留标记（错误实验室，忘记恢复）：表里记着这个数字，它所在的行、列或宫里却没有格放着它"),
    term(Code, "▶", "当前事件", "当前事件对应的代码行"),
    term(Code, "✗", "错误所在", "错误实验室里的错误：这种写法漏掉（划掉）或写错的行"),
    term(Editor, "5!", "重复", "这个数字在某一行、列或宫里重复了"),
    term(Editor, "[5]", "光标", "光标（编辑器的，不是搜索的）"),
    term(Editor, "[5!", "光标在重复处", "光标停在一个重复的数字上"),
    term(Word, "步", "一个事件", "搜索的一个事件；第 0 步在第一个事件之前"),
    term(Word, "深度", "已放入数", "搜索已放入的数字个数；栈和路径的层从底部的 1 数起，所以最上面已放入的层号就是深度"),
    term(Word, "放入", "写入", "没有表记着这个数字：标记三张表，把它写进这一格"),
    term(Word, "排除", "不能放", "某张表已记着这个数字：试下一个"),
    term(Word, "回溯", "撤销", "一次撤销：更深处的搜索失败了，于是取消这个数字的标记、清空这一格（计数器数的就是它）"),
    term(Word, "死路", "全试完", "一格的九个数字都试完了：回到上一层，上一层接着回溯"),
    term(Word, "深处失败", "没能填满", "这个数字可以放，但放了以后下面怎么填都填不满盘面"),
    term(Propagation, "猜测", "一次选择", "传播类搜索自己做的放入：这一格不止一个数字可放"),
    term(Propagation, "被迫放入", "别无选择", "传播：这是该格唯一剩下的候选数，或该数字在行、列、宫里只剩这一个位置，不用猜就放入"),
    term(Propagation, "候选清空", "没有候选", "传播：一次放入后某个空格已没有候选数；搜索立即回退，不必走进它"),
    term(Lesson, "深度优先搜索", "一路到底", "深度优先搜索（DFS）：沿一条路一直往深处走，一格接一格地放数字，走不通再退回来换一条路"),
    term(Lesson, "回溯", "退回重试", "走进死路就退回上一层：撤销那里的数字、恢复三张表，再试下一个数字。恢复这一步忘了，就是错误实验室的“忘记恢复”"),
    term(Lesson, "递归", "调用自己", "dfs 填好一格后调用自己去填下一格。本程序用显式的栈代替递归：栈的每一层就是一次调用"),
    term(Lesson, "剪枝", "提前排除", "一个数字已被某张表记着，就不再往下搜，它下面整棵子树都省掉了；候选最少优先先填候选最少的格，剪掉的更多"),
    term(Lesson, "行/列/宫", "三种单元", "行是横着的 9 格，列是竖着的 9 格，宫是 3x3 的小方块；每个单元里 1 到 9 各出现一次"),
    term(Lesson, "r1c3", "格的名字", "格的名字：r 后面是行号，c 后面是列号，r1c3 就是第 1 行第 3 列的格"),
];

pub const PANELS: Panels = Panels {
    glossary: GLOSSARY,
    place: |place| match place {
        Place::Grid => "盘面",
        Place::Stack => "栈",
        Place::Path => "路径",
        Place::Tables => "标记表",
        Place::Code => "代码",
        Place::Lab => "错误实验室",
        Place::Watch => "你的解法",
        Place::Editor => "编辑器",
        Place::Word => "词语",
        Place::Propagation => "传播",
        Place::Lesson => "概念",
    },
    legend_heading: "图例",
    legend_more: " 列出全部术语",
    legend_colon: "：",

    name_stack: "栈",
    name_path: "路径",
    name_tables: "标记表",
    name_code: "代码",
    name_log: "日志",
    name_legend: "图例",
    tab_next: " 下一个",

    stack_heading: |depth| format!("栈：深度 {depth}"),
    stack_columns: ["层", "格", "数字", "已试"],
    more_below: |n| format!("  … 下面还有 {n} 层"),
    empty: "  （空）",

    path_heading: |depth| format!("路径：深度 {depth}"),
    path_key: "行列宫 被表排除 · × 深处失败 · · 未试",
    path_key_short: "行列宫 表 ×失败 ·未试",
    path_key_stale: "? 残留标记",
    path_key_stale_short: "?残留",
    path_key_refused: "! 被拒绝",
    path_key_refused_short: "!拒绝",
    rejected_mark: |kind| match kind {
        UnitKind::Row => "行",
        UnitKind::Column => "列",
        UnitKind::Box => "宫",
    },
    path_more: |n| format!("  … 中间还有 {n} 层"),
    digits_left: |n| format!(" 剩 {n}"),

    tables_for: |cell| format!("{cell} 的标记表"),
    tables_for_digit: |cell, digit| format!("{cell} 的标记表 · 数字 {digit}"),
    tables_at_start: "标记表：搜索还在第 0 步",
    tables_at_step_zero: |cell| format!("{cell}（最先填）的标记表 · 第 0 步"),
    tables_over: "标记表：搜索已结束",
    uses_digit: "用到的数字",
    unit_name: |unit| {
        let kind = match unit {
            Unit::Row(_) => "行",
            Unit::Column(_) => "列",
            Unit::Box(_) => "宫",
        };
        format!("第 {} {kind}", unit.index() + 1)
    },
    table_label: |kind, number| {
        let name = match kind {
            UnitKind::Row => "行",
            UnitKind::Column => "列",
            UnitKind::Box => "宫",
        };
        format!("{name} {number}")
    },
    candidates_of: |cell| format!("{cell} 的候选数："),
    no_candidates: "无：死路",
    candidates_note: "  （三张表都没有用到的数字）",
    holds: |cell, digit| format!("{cell} 放着 {digit}"),
    if_cleared: |candidates| format!(" · 清空后的候选数：{candidates}"),
    tables_key: ["光标", "重复的数字", "空"],
    read_by_check: "反白：检查读到的表项",

    code_heading: |language, search| format!("代码（{language}，{search}）"),
    code_comments: super::code_comments::CODE_COMMENTS,

    log_heading: |depth, fold| format!("事件日志 · 深度 {depth} 及更深 · {fold}"),
    log_heading_short: |depth, fold| format!("事件日志 · 深度 {depth}+ · {fold}"),
    log_folds: "e 折叠",
    log_unfolds: "e 展开",
    no_events: "  （还没有事件）",
    forced_level: "被迫放入",
    path_key_forced: "- 被迫放入",
    path_key_forced_short: "-被迫",
    code_heading_without_propagation: |language, classic| {
        format!("代码（{language}，{classic}，不含传播）")
    },
    take_back: |forced, guess| match guess {
        Some((cell, digit)) => format!(
            "回溯：撤销 {} 次——先撤回 {forced} 个被迫放入，再撤回 {cell} 的猜测 {digit}",
            forced + 1
        ),
        None => format!("回溯：撤回 {forced} 个被迫放入"),
    },
    unwinding: |levels, first, finished, back_at| {
        let mut text = format!("回退 {levels} 层：{first} 死路");
        for cell in finished {
            text += &format!(" → {cell} 试完");
        }
        if let Some((cell, next)) = back_at {
            text += &format!(" → 回到 {cell}");
            if let Some(digit) = next {
                text += &format!("，尝试 {digit}");
            }
        }
        text
    },
    log_unfolded_message: "日志显示每一个事件",
    log_folded_message: "日志把连续的死路折叠成一行回退",
};
