//! Every number the command line takes, read with its range: a value out
//! of range is clap's error naming the option, the range and what was
//! given (exit 2), never a panic later (`Duration::from_secs_f64(1e300)`)
//! nor a value that cannot be written (`--hold inf` made invalid JSON).
//!
//! The ranges are what a user can mean, not what a type holds: a learner's
//! run is limited to a day, a held frame to an hour, a measurement to an
//! hour, and the writes kept to what the recording holds in memory.

use std::ops::RangeInclusive;

/// `--time-limit`: more than 0, at most a day.
pub const TIME_LIMIT_SECONDS: RangeInclusive<f64> = 0.0..=86_400.0;

/// `record --hold`: from 0 to an hour.
pub const HOLD_SECONDS: RangeInclusive<f64> = 0.0..=3_600.0;

/// `bench --seconds`: more than 0, at most an hour.
pub const BENCH_SECONDS: RangeInclusive<f64> = 0.0..=3_600.0;

/// `record --pace`: the seconds a step shows, a millisecond to an hour.
pub const PACE_SECONDS: RangeInclusive<f64> = 0.001..=3_600.0;

/// `--write-limit`: at least one write, at most a hundred million (the
/// recording keeps about 6 bytes a write; the limit keeps it under a GB).
pub const WRITE_LIMIT: RangeInclusive<usize> = 1..=100_000_000;

/// Whether 0 itself is allowed at the bottom of a range of seconds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Zero {
    Allowed,
    Refused,
}

/// A number of seconds (`2`, `0.5`, `1.5s`) in `range`; NaN, infinities
/// and numbers out of range are refused with the range in the message.
fn seconds(text: &str, range: RangeInclusive<f64>, zero: Zero) -> Result<f64, String> {
    let trimmed = text.trim();
    let number = trimmed.strip_suffix('s').unwrap_or(trimmed).trim();
    let (low, high) = (*range.start(), *range.end());
    let words = match zero {
        Zero::Allowed => format!("from {} to {} seconds", plain(low), plain(high)),
        Zero::Refused => format!(
            "more than {} and at most {} seconds",
            plain(low),
            plain(high)
        ),
    };
    let Ok(value) = number.parse::<f64>() else {
        return Err(format!(
            "expected a number of seconds ({words}), found {text:?}"
        ));
    };
    let above_low = match zero {
        Zero::Allowed => value >= low,
        Zero::Refused => value > low,
    };
    // `value.is_finite()` first: NaN compares false both ways.
    if value.is_finite() && above_low && value <= high {
        Ok(value)
    } else {
        Err(format!("must be {words}, found {text}"))
    }
}

/// `1e300` reads as itself; `86400.0` as `86400`.
fn plain(seconds: f64) -> String {
    if seconds.fract() == 0.0 {
        format!("{}", seconds as u64)
    } else {
        format!("{seconds}")
    }
}

/// `--time-limit SECS`.
pub fn time_limit(text: &str) -> Result<f64, String> {
    seconds(text, TIME_LIMIT_SECONDS, Zero::Refused)
}

/// `record --hold SECS`.
pub fn hold(text: &str) -> Result<f64, String> {
    seconds(text, HOLD_SECONDS, Zero::Allowed)
}

/// `bench --seconds SECS`.
pub fn bench_seconds(text: &str) -> Result<f64, String> {
    seconds(text, BENCH_SECONDS, Zero::Refused)
}

/// `record --pace`: seconds a step (`0.5`, `0.5s`) or steps a second
/// (`4/s`), as seconds a step.
pub fn pace_seconds(text: &str) -> Result<f64, String> {
    let expected =
        || format!("expected seconds a step (0.5) or steps a second (4/s), found {text:?}");
    let trimmed = text.trim();
    let seconds = match trimmed.strip_suffix("/s") {
        Some(rate) => {
            let rate = rate.trim().parse::<f64>().map_err(|_| expected())?;
            if !(rate.is_finite() && rate > 0.0) {
                return Err(expected());
            }
            1.0 / rate
        }
        None => {
            let number = trimmed.strip_suffix('s').unwrap_or(trimmed).trim();
            number.parse::<f64>().map_err(|_| expected())?
        }
    };
    let (low, high) = (*PACE_SECONDS.start(), *PACE_SECONDS.end());
    if seconds.is_finite() && PACE_SECONDS.contains(&seconds) {
        Ok(seconds)
    } else {
        Err(format!(
            "a step must show from {low} to {} seconds (1000/s to {}), found {text}",
            plain(high),
            plain(high)
        ))
    }
}

/// `--write-limit N`: a whole number in [`WRITE_LIMIT`]; `1_000_000` and
/// `1,000,000` are read as written.
pub fn write_limit(text: &str) -> Result<usize, String> {
    let digits: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, '_' | ','))
        .collect();
    let (low, high) = (*WRITE_LIMIT.start(), *WRITE_LIMIT.end());
    let range = format!(
        "from {} to {}",
        crate::format::thousands(low as u64),
        crate::format::thousands(high as u64)
    );
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "expected a number of writes ({range}), found {text:?}"
        ));
    }
    match digits.parse::<usize>() {
        Ok(n) if WRITE_LIMIT.contains(&n) => Ok(n),
        _ => Err(format!("must be {range} writes, found {text}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_limit_is_above_0_and_at_most_a_day() {
        assert_eq!(time_limit("10"), Ok(10.0));
        assert_eq!(time_limit("0.5s"), Ok(0.5));
        assert_eq!(time_limit("86400"), Ok(86_400.0));
        for bad in [
            "0",
            "-1",
            "86401",
            "1e300",
            "18446744073709551616",
            "inf",
            "NaN",
            "x",
            "",
        ] {
            let error = time_limit(bad).expect_err(bad);
            assert!(error.contains("86400"), "{bad}: {error}");
        }
    }

    #[test]
    fn a_hold_is_from_0_to_an_hour_and_always_a_json_number() {
        assert_eq!(hold("0"), Ok(0.0));
        assert_eq!(hold("2"), Ok(2.0));
        for bad in ["inf", "-inf", "NaN", "-0.5", "3601", "1e300"] {
            assert!(hold(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn bench_seconds_are_above_0_and_at_most_an_hour() {
        assert_eq!(bench_seconds("3"), Ok(3.0));
        for bad in ["0", "inf", "1e20", "-3"] {
            assert!(bench_seconds(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_pace_is_a_millisecond_to_an_hour_a_step() {
        assert_eq!(pace_seconds("0.5"), Ok(0.5));
        assert_eq!(pace_seconds("4/s"), Ok(0.25));
        assert_eq!(pace_seconds("1000/s"), Ok(0.001));
        for bad in ["1e300", "1e-300/s", "1e300/s", "0", "inf/s", "0/s", "4/m"] {
            assert!(pace_seconds(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_write_limit_is_1_to_a_hundred_million() {
        assert_eq!(write_limit("1000000"), Ok(1_000_000));
        assert_eq!(write_limit("1,000,000"), Ok(1_000_000));
        assert_eq!(write_limit("100_000_000"), Ok(100_000_000));
        for bad in ["0", "100000001", "18446744073709551616", "-1", "1e6", ""] {
            let error = write_limit(bad).expect_err(bad);
            assert!(error.contains("100,000,000"), "{bad}: {error}");
        }
    }
}
