use crate::i18n::keys::Keys;

pub const KEYS: Keys = Keys {};
