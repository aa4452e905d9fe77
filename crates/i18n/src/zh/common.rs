use crate::common::Common;
use crate::engine::{Mistake, Strategy};
use crate::generate::Difficulty;
use crate::grid::UnitKind;

pub const COMMON: Common = Common {
    unit: |kind| match kind {
        UnitKind::Row => "行",
        UnitKind::Column => "列",
        UnitKind::Box => "宫",
    },
    strategy: |strategy| match strategy {
        Strategy::RowMajor => "按行顺序",
        Strategy::MostConstrained => "候选最少优先",
        Strategy::ForwardChecking => "前向检查",
        Strategy::ForwardCheckingMrv => "前向检查+候选最少优先",
        Strategy::Singles => "唯一数传播",
        Strategy::SinglesMrv => "唯一数传播+候选最少优先",
    },
    variant: |variant| match variant {
        None => "正确写法",
        Some(Mistake::ForgetRestore) => "忘记恢复",
        Some(Mistake::ForgetFlag) => "忽略返回值",
        Some(Mistake::RestartColumn) => "列起点错误",
        Some(Mistake::ForgetCandidates) => "忘记还回候选",
    },
    difficulty: |level| match level {
        Difficulty::Easy => "简单",
        Difficulty::Medium => "中等",
        Difficulty::Hard => "困难",
        Difficulty::Fiendish => "极难",
    },
    and_list: |digits| match digits {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(u8::to_string).collect();
            format!("{} 和 {last}", rest.join("、"))
        }
    },
};
