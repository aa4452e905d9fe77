//! A reader for the trace's JSON Lines, written here so that the checker
//! does not read the trace through the code that wrote it. Each line is one
//! flat object: keys, and values that are numbers, strings, `true`,
//! `false` or `null` (the trace format in docs/command-line.md).

/// One value of a flat object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Number(u64),
    Text(String),
    Bool(bool),
    Null,
}

/// The fields of one line, in order.
pub struct Object(Vec<(String, Value)>);

impl Object {
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }
    pub fn has(&self, key: &str) -> bool {
        self.get(key).is_some()
    }
    pub fn number(&self, key: &str) -> u64 {
        match self.get(key) {
            Some(Value::Number(n)) => *n,
            other => panic!("{key}: expected a number, found {other:?}"),
        }
    }
    pub fn text(&self, key: &str) -> &str {
        match self.get(key) {
            Some(Value::Text(s)) => s,
            other => panic!("{key}: expected a string, found {other:?}"),
        }
    }
    pub fn flag(&self, key: &str) -> bool {
        matches!(self.get(key), Some(Value::Bool(true)))
    }
}

/// Parses one line; panics on anything the trace format does not allow.
pub fn parse(line: &str) -> Object {
    let body = line
        .trim()
        .strip_prefix('{')
        .and_then(|s| s.strip_suffix('}'))
        .unwrap_or_else(|| panic!("not an object: {line}"));
    let mut fields = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let (key, after) = string(rest).unwrap_or_else(|| panic!("a key in {line}"));
        let after = after
            .strip_prefix(':')
            .unwrap_or_else(|| panic!("':' in {line}"));
        let (value, after) = value(after).unwrap_or_else(|| panic!("a value in {line}"));
        fields.push((key, value));
        rest = match after.strip_prefix(',') {
            Some(more) => more,
            None if after.is_empty() => after,
            None => panic!("',' in {line}"),
        };
    }
    Object(fields)
}

fn string(s: &str) -> Option<(String, &str)> {
    let s = s.strip_prefix('"')?;
    let end = s.find('"')?;
    // The trace's strings are names (`reject`, `row`): no escapes.
    assert!(!s[..end].contains('\\'));
    Some((s[..end].to_string(), &s[end + 1..]))
}

fn value(s: &str) -> Option<(Value, &str)> {
    if s.starts_with('"') {
        let (text, rest) = string(s)?;
        return Some((Value::Text(text), rest));
    }
    for (word, v) in [
        ("true", Value::Bool(true)),
        ("false", Value::Bool(false)),
        ("null", Value::Null),
    ] {
        if let Some(rest) = s.strip_prefix(word) {
            return Some((v, rest));
        }
    }
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let n = s[..digits].parse().ok()?;
    Some((Value::Number(n), &s[digits..]))
}
