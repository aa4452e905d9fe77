use crate::i18n::solve::Solve;

pub const SOLVE: Solve = Solve {};
