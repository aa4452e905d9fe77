//! The code listings' comments in Chinese: teaching text, so translated,
//! while the code around them stays as written. Each pair is a phrase of
//! a comment in `assets/` and its Chinese; `Listing::text_in` replaces
//! the phrases inside comments only, longest first, so a line keeps its
//! place and its code byte for byte (the marks and `trace --lines` hold).
//!
//! The punctuation is the half-width kind Chinese source code uses, with
//! a space after it: the code panel wraps a long comment at spaces, and a
//! run of Chinese with no space in it could not be wrapped. A comment split
//! over lines in English is split over the same lines here.

#[rustfmt::skip]
pub const CODE_COMMENTS: &[(&str, &str)] = &[
    // The headers.
    ("LeetCode 37: the classic backtracking solution.", "LeetCode 37: 经典的回溯解法。"),
    ("LeetCode 37: the classic backtracking.", "LeetCode 37: 经典的回溯。"),
    ("LeetCode 37, choosing the cell with the fewest candidates first.",
     "LeetCode 37, 先选候选数最少的格。"),
    ("row[r][d]: digit d is used in row r; col, box alike.",
     "row[r][d]: 第 r 行已用数字 d; col, box 同理。"),
    ("row[r][d]: digit d is used in row r; col, bx alike.",
     "row[r][d]: 第 r 行已用数字 d; col, bx 同理。"),
    ("row[r][d]: digit d is used in row r;", "row[r][d]: 第 r 行已用数字 d;"),
    ("col and box alike.", "col 和 box 同理。"),
    ("Most-constrained: the classic search, but", "候选最少优先: 仍是经典的搜索,"),
    ("it fills the empty cell with the fewest", "但先填候选数最少的空格"),
    ("candidates first (ties: reading order).", "(并列时按阅读顺序)。"),
    ("The empty cell with the fewest candidates; ties: reading order.",
     "候选数最少的空格; 并列时按阅读顺序。"),
    // forget-candidates: forward checking with a candidate table.
    ("LeetCode 37 with forward checking: the classic", "LeetCode 37 加上前向检查: 经典的"),
    ("backtracking, and the candidates kept too.", "回溯, 另外记着候选数。"),
    ("cand[i][d]: digit d can still go in empty cell i.", "cand[i][d]: 空格 i 还能填数字 d。"),
    // restart-column, as the first seed printed it: in C++ over three
    // lines, in Java, Python and Rust over two.
    ("The first seed's search as printed: the", "第一个种子程序原样的搜索:"),
    ("next cell is looked for from the cell just", "下一格从刚填好的格找起,"),
    ("filled, every later row from that column.", "之后每一行都从同一列找起。"),
    ("The first seed's search as printed: the next cell is looked for from",
     "第一个种子程序原样的搜索: 下一格从刚填好的格"),
    ("the cell just filled, every later row from that same column.",
     "找起, 之后每一行都从同一列找起。"),
    // The statements'.
    ("the first empty cell in reading order", "按阅读顺序的第一个空格"),
    ("the next empty cell", "下一个空格"),
    ("none left: solved", "没有空格了: 解出"),
    ("none found: \"solved\"", "找不到空格: \"解出\""),
    ("more than any count", "比任何计数都大"),
    ("digits no table holds", "没有表占用的数字"),
    ("false: no empty cell", "false: 没有空格"),
    ("fewer: take it", "更少: 选它"),
    ("d is used: reject", "d 已被占用: 排除"),
    ("mark, write", "标记, 写入"),
    ("go deeper", "递归到下一层"),
    ("backtrack: unmark, clear", "回溯: 取消标记, 清空"),
    ("backtrack: clear only", "回溯: 只清空格子"),
    ("dead end: back to caller", "死路: 返回调用者"),
    ("fill the tables", "填好标记表"),
    ("fill the tables and candidates", "填好标记表和候选数"),
    ("an empty cell has no candidate:", "有空格没有候选数了:"),
    ("wiped out, back to caller", "候选耗尽, 返回调用者"),
    ("d leaves the peers", "d 从同组格的候选中删去"),
    // The mistakes' labels.
    ("MISTAKE: the result is ignored", "错误: 忽略了返回值"),
    ("MISTAKE: not unmarked", "错误: 没有取消标记"),
    ("MISTAKE: j = l", "错误: j = l"),
    ("MISTAKE: candidates kept out", "错误: 删去的候选没有还回"),
];
