use crate::i18n::files::Files;

pub const FILES: Files = Files {};
