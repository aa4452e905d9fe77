use crate::common::Common;
use crate::engine::{Mistake, Strategy};
use crate::generate::Difficulty;
use crate::grid::UnitKind;

pub const COMMON: Common = Common {
    unit: |kind| match kind {
        UnitKind::Row => "row",
        UnitKind::Column => "column",
        UnitKind::Box => "box",
    },
    strategy: |strategy| match strategy {
        Strategy::RowMajor => "row-major",
        Strategy::MostConstrained => "most-constrained",
        Strategy::ForwardChecking => "forward-checking",
        Strategy::ForwardCheckingMrv => "forward-checking-mrv",
        Strategy::Singles => "singles",
        Strategy::SinglesMrv => "singles-mrv",
    },
    variant: |variant| match variant {
        None => "correct",
        Some(Mistake::ForgetRestore) => "forget-restore",
        Some(Mistake::ForgetFlag) => "forget-flag",
        Some(Mistake::RestartColumn) => "restart-column",
        Some(Mistake::ForgetCandidates) => "forget-candidates",
    },
    difficulty: |level| match level {
        Difficulty::Easy => "easy",
        Difficulty::Medium => "medium",
        Difficulty::Hard => "hard",
        Difficulty::Fiendish => "fiendish",
    },
    and_list: |digits| match digits {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(u8::to_string).collect();
            format!("{} and {last}", rest.join(", "))
        }
    },
};
