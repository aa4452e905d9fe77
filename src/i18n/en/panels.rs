use crate::i18n::panels::Panels;

pub const PANELS: Panels = Panels {};
