//! `lesson`: the built-in lessons listed (number and title), or one opened
//! in the app — `lesson N` a built-in lesson, `lesson FILE` a lesson file
//! (a teacher's stops; docs/lessons.md). Reading a lesson file is reading
//! data: nothing in it runs.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, anyhow};

use super::exit::WriteFailed;
use crate::i18n::Lang;
use crate::lesson::{BuiltIn, open};

pub fn lesson(which: Option<&str>, lang: Lang, contrast: bool) -> Result<ExitCode> {
    let text = lang.text();
    let Some(which) = which else {
        let mut out = io::stdout().lock();
        for b in BuiltIn::ALL {
            writeln!(out, "{:>2}  {}", b.number(), (text.lesson.title)(b))
                .map_err(WriteFailed::stdout)?;
        }
        out.flush().map_err(WriteFailed::stdout)?;
        return Ok(ExitCode::SUCCESS);
    };
    let mut from = None;
    let lesson = match which.parse::<usize>() {
        Ok(n) => BuiltIn::numbered(n)
            .ok_or_else(|| {
                anyhow!(
                    "no lesson {n}: the lessons are numbered 1 to {} (`sudoku-dfs lesson` lists them)",
                    BuiltIn::ALL.len()
                )
            })?
            .lesson(),
        Err(_) => {
            from = Some(Path::new(which));
            open::open(Path::new(which)).map_err(|e| match e {
                open::OpenError::Read(e) => anyhow!("{which}: {}", (text.files.text_file)(&e)),
                open::OpenError::Parse(e) => anyhow!("{which}: {}", (text.lesson.file_error)(&e)),
            })?
        }
    };
    Ok(crate::app::launch_lesson(lesson, from, lang, contrast))
}
