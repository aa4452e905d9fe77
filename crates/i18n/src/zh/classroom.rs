use crate::classroom::{Classroom, ClassroomKeys};
use crate::format::thousands;

pub const CLASSROOM: Classroom = Classroom {
    speed_slow: |seconds| format!("每 {seconds} 秒 1 步"),
    speed_pace: |seconds| format!("每 {seconds} 秒 1 步"),
    pauses_at_dead_ends: " · 遇死路暂停",
    pauses_at_backtracks: " · 遇回溯暂停",
    pause_at_dead_ends_on: "播放将在每个死路处暂停",
    pause_at_backtracks_on: "播放将在每次回溯处暂停",
    pause_at_off: "播放不再自动暂停",
    paused_at_dead_end: "在死路处暂停（P：设置自动暂停的位置）",
    paused_at_backtrack: "在回溯处暂停（P：设置自动暂停的位置）",
    contrast: |on| {
        if on {
            "高对比度已开启：没有暗灰色"
        } else {
            "高对比度已关闭"
        }
    },
    recording_started: |path| format!("正在录制屏幕到 {path}；再按 R 停止并保存"),
    recording_saved: |path, frames, seconds| {
        format!("录制已保存（{frames} 帧，{seconds} 秒）：{path}")
    },
    recording_not_saved: |path, why| format!("录制无法保存（{why}）：{path}"),
    race_mistake_says_solved_at: |step| format!("第 {} 步：它说“已解出”", thousands(step)),
    race_mistake_says_no_solution_at: |step| format!("第 {} 步：它说“无解”", thousands(step)),
    race_turbo: |on, pace| {
        if on {
            "竞赛全速运行（再按 f：回到原速度）".to_string()
        } else {
            format!("竞赛以 {pace} 运行")
        }
    },
};

pub const CLASSROOM_KEYS: ClassroomKeys = ClassroomKeys {
    record: "录制屏幕为动画文件；再按：停止并保存",
    word_record: "录制",
    contrast: "开关高对比度主题（投影用）",
    word_contrast: "对比度",
    pause_at: "自动暂停于：不暂停、死路、回溯",
    word_pause_at: "暂停于",
    race_turbo: "开关全速：全速，或回到原速度",
    word_turbo: "全速",
};
