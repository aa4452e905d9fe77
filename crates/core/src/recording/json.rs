//! One line of a `trace` read back: a flat JSON object of numbers, strings
//! and booleans (a `--lines` list of numbers is read and ignored), turned
//! into its step number and event. Only what the trace writes is read: no
//! nesting, no string escapes; anything else is refused, saying where.

use super::Malformed;
use crate::engine::Event;
use crate::grid::{Cell, UnitKind};

/// A field's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value<'a> {
    Number(u64),
    Text(&'a str),
    Bool(bool),
    /// A list of numbers (the `--lines` field).
    List,
}

/// The step and event of one trace line.
pub(super) fn event(line: &str) -> Result<(u64, Event), Malformed> {
    let fields = Reader::new(line).object()?;
    let get = |name: &'static str| {
        fields
            .iter()
            .find(|(key, _)| *key == name)
            .map(|&(_, value)| value)
            .ok_or(Malformed::MissingField(name))
    };
    let number =
        |name: &'static str, range: std::ops::RangeInclusive<u64>, expected| match get(name)? {
            Value::Number(n) if range.contains(&n) => Ok(n),
            _ => Err(Malformed::BadField {
                field: name,
                expected,
            }),
        };
    let step = number("step", 1..=u64::MAX, "a step number from 1")?;
    let cell = |row: &'static str, col: &'static str| -> Result<Cell, Malformed> {
        let r = number(row, 1..=9, "a number from 1 to 9")?;
        let c = number(col, 1..=9, "a number from 1 to 9")?;
        Ok(Cell::at(r as usize - 1, c as usize - 1))
    };
    let digit = || number("digit", 1..=9, "a digit from 1 to 9").map(|d| d as u8);
    let Value::Text(name) = get("event")? else {
        return Err(Malformed::BadField {
            field: "event",
            expected: "a string",
        });
    };
    let event = match name {
        "enter" => Event::Enter {
            cell: cell("row", "col")?,
            depth: number("depth", 0..=80, "a depth from 0 to 80")? as u8,
        },
        "place" => Event::Place {
            cell: cell("row", "col")?,
            digit: digit()?,
        },
        "reject" => {
            // `"none"`: a learner's refusal with no rule proven
            // (`trace --from`); no cell holds the digit.
            let unheld = matches!(get("reason")?, Value::Text("none"));
            let reason = match get("reason")? {
                Value::Text("row" | "none") => UnitKind::Row,
                Value::Text("column") => UnitKind::Column,
                Value::Text("box") => UnitKind::Box,
                _ => {
                    return Err(Malformed::BadField {
                        field: "reason",
                        expected: "\"row\", \"column\" or \"box\"",
                    });
                }
            };
            // A stale claim names no cell: forget-restore's tables claim a
            // digit no cell holds.
            let by = match get("stale") {
                _ if unheld => None,
                Ok(Value::Bool(true)) => None,
                Ok(_) => {
                    return Err(Malformed::BadField {
                        field: "stale",
                        expected: "true",
                    });
                }
                Err(_) => Some(cell("by_row", "by_col")?),
            };
            Event::Reject {
                cell: cell("row", "col")?,
                digit: digit()?,
                reason,
                by,
            }
        }
        "undo" => Event::Undo {
            cell: cell("row", "col")?,
            digit: digit()?,
        },
        "dead_end" => Event::DeadEnd {
            cell: cell("row", "col")?,
        },
        "solved" => Event::Solved,
        "exhausted" => Event::Exhausted,
        other => return Err(Malformed::UnknownEvent(other.to_string())),
    };
    Ok((step, event))
}

/// Reads one line from left to right.
struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader { text, at: 0 }
    }

    fn fail<T>(&self, expected: &'static str) -> Result<T, Malformed> {
        Err(Malformed::Syntax {
            column: self.text[..self.at].chars().count() + 1,
            expected,
        })
    }

    fn skip_spaces(&mut self) {
        let rest = &self.text[self.at..];
        self.at += rest.len() - rest.trim_start().len();
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    /// Skips spaces, then takes `byte` if it is next.
    fn eat(&mut self, byte: u8) -> bool {
        self.skip_spaces();
        let next = self.peek() == Some(byte);
        if next {
            self.at += 1;
        }
        next
    }

    /// The whole line as one object's fields, in order.
    fn object(mut self) -> Result<Vec<(&'a str, Value<'a>)>, Malformed> {
        if !self.eat(b'{') {
            return self.fail("'{'");
        }
        let mut fields = Vec::new();
        if !self.eat(b'}') {
            loop {
                let key = self.string()?;
                if !self.eat(b':') {
                    return self.fail("':' after a field's name");
                }
                let value = self.value()?;
                fields.push((key, value));
                if self.eat(b'}') {
                    break;
                }
                if !self.eat(b',') {
                    return self.fail("',' or '}' after a value");
                }
            }
        }
        self.skip_spaces();
        if self.at != self.text.len() {
            return self.fail("the end of the line after the object");
        }
        Ok(fields)
    }

    fn string(&mut self) -> Result<&'a str, Malformed> {
        if !self.eat(b'"') {
            return self.fail("a string in double quotes");
        }
        let rest = &self.text[self.at..];
        let Some(end) = rest.find(['"', '\\']) else {
            return self.fail("a closing '\"'");
        };
        if rest.as_bytes()[end] == b'\\' {
            self.at += end;
            return self.fail("a string without escapes");
        }
        self.at += end + 1;
        Ok(&rest[..end])
    }

    fn value(&mut self) -> Result<Value<'a>, Malformed> {
        self.skip_spaces();
        match self.peek() {
            Some(b'"') => self.string().map(Value::Text),
            Some(b'0'..=b'9') => self.number().map(Value::Number),
            Some(b'[') => {
                self.at += 1;
                if !self.eat(b']') {
                    loop {
                        self.skip_spaces();
                        self.number()?;
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return self.fail("',' or ']' in a list");
                        }
                    }
                }
                Ok(Value::List)
            }
            _ => {
                for (word, value) in [("true", true), ("false", false)] {
                    if self.text[self.at..].starts_with(word) {
                        self.at += word.len();
                        return Ok(Value::Bool(value));
                    }
                }
                self.fail("a number, a string, true, false or a list")
            }
        }
    }

    fn number(&mut self) -> Result<u64, Malformed> {
        let rest = &self.text[self.at..];
        let len = rest.bytes().take_while(u8::is_ascii_digit).count();
        match rest[..len].parse() {
            Ok(n) => {
                self.at += len;
                Ok(n)
            }
            Err(_) => self.fail("a whole number that fits in 64 bits"),
        }
    }
}
