use crate::i18n::views::Views;

pub const VIEWS: Views = Views {};
