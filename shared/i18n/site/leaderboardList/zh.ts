import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.listLabel": "今日最高分",
  "leaderboard.rank": "第 {rank} 名",
  "leaderboard.points": "分",
  "leaderboard.sample": "示例",
  "leaderboard.empty": "还没有分数！快来第一个上榜吧。",
  "leaderboard.spotsLeft.one": "今日排行榜仅剩 1 个名额，现在就来抢占吧！",
  "leaderboard.spotsLeft.other": "今日排行榜还剩 {count} 个名额，现在就来抢一个吧！",
  "leaderboard.listLabel.weekly": "本周最高分",
  "leaderboard.listLabel.alltime": "历史最高分",
  "leaderboard.spotsLeft.weekly.one": "本周排行榜仅剩 1 个名额，现在就来抢占吧！",
  "leaderboard.spotsLeft.weekly.other": "本周排行榜还剩 {count} 个名额，现在就来抢一个吧！",
  "leaderboard.spotsLeft.alltime.one": "总排行榜仅剩 1 个名额，现在就来抢占吧！",
  "leaderboard.spotsLeft.alltime.other": "总排行榜还剩 {count} 个名额，现在就来抢一个吧！",
  "leaderboard.you": "你",
  "leaderboard.yourRank": "你的排名",
  "leaderboard.live": "实时",
  "leaderboard.liveHint": "有新分数时自动更新",
  "leaderboard.location.unknown": "未知",
  "leaderboard.listLabel.course": "今日赛道最高分",
  "leaderboard.listLabel.bestday": "历史赛道最佳日",
  "leaderboard.spotsLeft.course.one": "今日赛道排行榜只剩1个名额。快来飞这条赛道抢下它！",
  "leaderboard.spotsLeft.course.other": "今日赛道排行榜还剩{count}个名额。快来飞这条赛道抢一个！",
  "leaderboard.spotsLeft.bestday.one": "赛道最佳日只剩1个名额。快来飞今天的赛道抢下它！",
  "leaderboard.spotsLeft.bestday.other": "赛道最佳日还剩{count}个名额。快来飞今天的赛道抢一个！",
};
