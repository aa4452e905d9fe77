//! The footer's entries, from the key table: each footer word once, with
//! the first key of each binding sharing it that no layer above takes.

use super::{Context, Keys, bindings, layers, shadowed};
use crate::app::{App, Ask};

/// The footer's entries for a context: the first key of each binding that
/// shares a footer word, then the word (`←↓↑→ move`).
pub fn footer(context: Context, keys: &Keys) -> Vec<(String, &'static str)> {
    footer_bindings(context, keys)
        .into_iter()
        .map(|(keys, word, _)| (keys, word))
        .collect()
}

/// [`footer`]'s entries with the action of each entry's first binding.
pub fn footer_bindings(context: Context, keys: &Keys) -> Vec<(String, &'static str, &'static Ask)> {
    footer_bindings_under(&[context], keys)
}

/// The footer's entries for the app now: the layers' in order (a cell
/// question's, a lesson's, then the screen's), each written with its first
/// key no layer above takes.
pub fn app_footer_bindings(app: &App, keys: &Keys) -> Vec<(String, &'static str, &'static Ask)> {
    footer_bindings_under(&layers(app), keys)
}

fn footer_bindings_under(
    contexts: &[Context],
    keys: &Keys,
) -> Vec<(String, &'static str, &'static Ask)> {
    let mut out: Vec<(String, &'static str, &'static Ask)> = Vec::new();
    let mut ids: Vec<&'static str> = Vec::new();
    let layered = contexts.len() > 1;
    let per_layer = contexts
        .iter()
        .enumerate()
        .flat_map(|(layer, &c)| bindings(c).map(move |b| (layer, b)));
    for (layer, binding) in per_layer {
        let shadowed = shadowed(contexts, layer);
        let (Some(id), Some(word)) = (binding.footer_id(), binding.footer(keys)) else {
            continue;
        };
        // A lesson's stops and the screen's steps share no footer entry.
        let id = match binding.context {
            Context::Lesson if id == "stops" => "lesson: stops",
            _ => id,
        };
        let Some(first) = binding.keys.iter().find(|k| !shadowed.contains(k)) else {
            continue;
        };
        let key = first.label(keys);
        match ids.iter().position(|&seen| seen == id) {
            Some(i) => {
                // `←→`, but `PageUp/PageDown`: a word needs a separator.
                let between = if key.chars().count() > 1 { "/" } else { "" };
                let joined = &mut out[i].0;
                *joined = match layered && binding.context == Context::Lesson {
                    true => format!("{key}{between}{joined}"),
                    false => format!("{joined}{between}{key}"),
                };
            }
            None => {
                ids.push(id);
                out.push((key, word, &binding.action));
            }
        }
    }
    out
}
