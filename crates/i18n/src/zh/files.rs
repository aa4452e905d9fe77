use std::io::ErrorKind as K;

use crate::files::{FileError, Files, Special};
use crate::grid::{MAX_LINE, ParseErrorKind};
use crate::source::{PuzzleSource, SourceError};
use crate::text_file::TextFileError;

pub const FILES: Files = Files {
    io: |kind| {
        match kind {
            K::NotFound => "文件或文件夹不存在",
            K::PermissionDenied => "权限不足",
            K::IsADirectory => "是一个文件夹，不是文件",
            K::NotADirectory => "路径中有一部分不是文件夹",
            K::ReadOnlyFilesystem => "文件系统是只读的",
            K::StorageFull => "磁盘已满",
            K::QuotaExceeded => "磁盘配额已用完",
            K::InvalidFilename => "文件名太长或不允许",
            K::InvalidData => "不是文本",
            K::AlreadyExists => "文件已存在",
            K::Interrupted => "读写被中断",
            K::UnexpectedEof => "文件意外结束",
            _ => "读写出错",
        }
        .to_string()
    },
    error: |error| match error {
        FileError::Io(kind) => (FILES.io)(*kind),
        FileError::IsFolder => "是一个文件夹，不是文件".to_string(),
        FileError::NamesFolder => "这个路径指向文件夹，不是文件".to_string(),
        FileError::NotPlainFile(kind) => {
            let kind = match kind {
                Special::Folder => "一个文件夹",
                Special::Fifo => "一个 FIFO（命名管道）",
                Special::Socket => "一个套接字",
                Special::Device => "一个设备文件",
                Special::Other => "一个特殊文件",
            };
            format!("这是{kind}，不是普通文件：没有改动")
        }
        FileError::Parse(e) => (FILES.parse_error)(e),
        FileError::NoPuzzleWithin(mib) => format!("前 {mib} MiB 里没有题目"),
        FileError::NoPuzzle => "文件里没有题目".to_string(),
        FileError::Gone => "文件已经不在了".to_string(),
        FileError::TooManyLinks => "符号链接太多".to_string(),
        FileError::LineChanged(line) => {
            format!("第 {line} 行已不是打开时的那道题：没有改动")
        }
        FileError::NoLine(line) => format!("文件已经没有第 {line} 行：没有改动"),
        FileError::NoFolder => "所在的文件夹不存在".to_string(),
    },
    parse_error: |error| {
        let what = match &error.kind {
            ParseErrorKind::NoPuzzle => {
                return "没有找到题目：应为一行 81 个字符，或 9 行的盘面".to_string();
            }
            ParseErrorKind::UnexpectedCharacter(c) => {
                format!("意外的字符 {c:?}；一格只能是 1-9，空的格子写 . 0 或 _")
            }
            ParseErrorKind::WrongLineLength { found } => {
                format!("应为 81 格，实际有 {found} 格")
            }
            ParseErrorKind::WrongRowLength { found } => {
                format!("盘面的一行应为 9 格，实际有 {found} 格")
            }
            ParseErrorKind::MissingRows { found, .. } => {
                format!("盘面应为 9 行，实际有 {found} 行")
            }
            ParseErrorKind::TooLong { ended } => {
                let stopped = if *ended {
                    ""
                } else {
                    "；后面没有换行，已停止读取"
                };
                format!("超过 {MAX_LINE} 字节，不是题目{stopped}")
            }
            ParseErrorKind::NotUtf8 => "不是 UTF-8 文本".to_string(),
            ParseErrorKind::Read(e) => format!("读取失败：{}", (FILES.io)(e.error().kind())),
        };
        let lines = match error.kind {
            ParseErrorKind::MissingRows { last_line, .. } if last_line > error.line => {
                format!("第 {}-{last_line} 行", error.line)
            }
            _ => format!("第 {} 行", error.line),
        };
        match error.column {
            Some(column) => format!("{lines}第 {column} 个字符：{what}"),
            None => format!("{lines}：{what}"),
        }
    },
    source_error: |error| match error {
        SourceError::IsDirectory(path) => {
            format!("{}：是文件夹，不是题目文件", path.display())
        }
        SourceError::NoSuchFile(path) => format!(
            "{}：没有这个文件（也不是题目：题目是 81 格）",
            path.display()
        ),
        SourceError::Open { path, error } => {
            format!("无法打开 {}：{}", path.display(), (FILES.io)(error.kind()))
        }
        SourceError::Parse { label, error } => {
            format!("{}：{}", chinese_label(label), (FILES.parse_error)(error))
        }
        SourceError::NoPuzzle { label } => format!("{}：没有找到题目", chinese_label(label)),
        SourceError::TooLarge { label, limit } => {
            format!("{}：前 {limit} 字节里没有题目", chinese_label(label))
        }
    },
    source_label: |source| match source {
        PuzzleSource::Stdin => "标准输入".to_string(),
        PuzzleSource::File(path) => path.display().to_string(),
        PuzzleSource::Text(_) => "题目".to_string(),
    },
    neither: |arg, why| format!("{arg:?} 既不是文件也不是题目（当作题目：{why}）"),
    holds: |holds| {
        let mut text = match (holds.puzzles, holds.grid_rows) {
            (1, true) => "一个 9 行的盘面".to_string(),
            (n, true) => format!("{n} 道题，其中有 9 行的盘面"),
            (n, false) => format!("{n} 道题"),
        };
        match holds.annotated {
            0 => {}
            1 if holds.puzzles == 1 => text.push_str("，题目那一行还有别的文字"),
            n => text.push_str(&format!("（其中 {n} 道题的行里还有别的文字）")),
        }
        if holds.truncated {
            text = format!("至少 {text}");
        }
        if holds.other_lines > 0 {
            text.push_str(&format!("，另有 {} 行别的内容", holds.other_lines));
        }
        text
    },
    no_path: "没有输入路径",
    saved: |typed| format!("已保存到 {typed}"),
    saved_line: |typed, line| format!("已保存到 {typed} 的第 {line} 行；其他行保持不变"),
    not_saved: |typed, why| format!("未保存（{why}）：{typed}"),
    not_opened: |typed, why| format!("未打开（{why}）：{typed}"),
    replace_all: |what, line| match line {
        true => format!("y 会替换整个文件（{what}）：l 只替换那道题的一行，s 另存"),
        false => format!("y 会替换整个文件（{what}）：请用 s 另存"),
    },
    line_unknown: |whole| {
        let instead = if whole { "y 或 s" } else { "s" };
        format!("l 只替换打开盘面的那一行，而盘面不是从这个文件打开的：请用 {instead}")
    },
    line_of_grid: |whole| {
        let instead = if whole { "y 或 s" } else { "s" };
        format!("l 只能替换写成一行的题目，而这个盘面在文件里是 9 行：请用 {instead}")
    },
    recovered_opened: "恢复的盘面，还没保存：w 保存，u 撤销",
    recovered_discarded: "恢复的盘面已丢弃",
    kept_in: |path| format!("；没保存的盘面已留在 {path}，下次启动时可以恢复"),
    not_kept: |why| format!("；没保存的盘面没能留下：{why}"),
    stopped_by: |signal| format!("被 {signal} 中止"),
    terminal_gone: "终端已断开",
    no_terminal: "无法启动：这个程序要在终端里运行，在终端上显示、从终端读键（没有终端时，用 sudoku-dfs solve 题目 求解）",
    signals_unwatched: "无法监听信号",
    text_file: |error| match error {
        TextFileError::Io(kind) => (FILES.io)(*kind),
        TextFileError::Folder => "是一个文件夹，不是文件".to_string(),
        TextFileError::NotPlainFile => "不是普通文件（是 FIFO、设备等）：没有打开".to_string(),
        TextFileError::TooLarge { cap } => format!("文本超过 {}", size(*cap)),
        TextFileError::LineTooLong { line, cap } => format!("第 {line} 行超过 {}", size(*cap)),
        TextFileError::NotUtf8 { line } => format!("第 {line} 行不是 UTF-8 文本"),
    },
    prompt_full: "路径已满（4,096 字节）：请缩短，或按 Esc 取消",
};

fn size(bytes: u64) -> String {
    crate::files::binary_size(bytes).unwrap_or_else(|n| format!("{n} 字节"))
}

/// The library names a source in English (`standard input`, `puzzle`)
/// inside its errors; the Chinese names them in Chinese. A path stays.
fn chinese_label(label: &str) -> &str {
    match label {
        "standard input" => "标准输入",
        "puzzle" => "题目",
        path => path,
    }
}
