//! `tracer java|rust`: prints the file a Java or Rust solution calls after
//! each write to its board (`Trace.write(board, r, c);`,
//! `trace::write(board, r, c);`), to keep next to the solution or paste
//! into it. The files are the harnesses' own (assets/harness/), so what is
//! printed is what `watch` and `check` compile.

use std::io::{self, Write};
use std::process::ExitCode;

use anyhow::Result;
use clap::ValueEnum;

use super::exit::WriteFailed;
use crate::learner::run::{java::JAVA_TRACE, rust::RUST_TRACE};

/// The languages whose solutions need a tracer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum TracerLanguage {
    /// Trace.java, kept next to the solution.
    Java,
    /// A `mod trace` stand-in, pasted at the end of the solution to run it
    /// anywhere else (sudoku-dfs supplies its own).
    Rust,
}

pub(crate) fn tracer(language: TracerLanguage) -> Result<ExitCode> {
    let text = match language {
        TracerLanguage::Java => JAVA_TRACE,
        TracerLanguage::Rust => RUST_TRACE,
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(WriteFailed::stdout)?;
    Ok(ExitCode::SUCCESS)
}
