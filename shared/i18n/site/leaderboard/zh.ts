import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "每日排行榜",
  "leaderboard.meta.description": "今日 Flap Master 前十名玩家。你能上榜吗？",
  "leaderboard.title": "每日排行榜",
  "leaderboard.intro": "今天最厉害的飞行高手。排行榜每天午夜（{timeZone}）重置。",
  "leaderboard.title.weekly": "每周排行榜",
  "leaderboard.title.alltime": "总排行榜",
  "leaderboard.intro.weekly": "本周最厉害的飞行高手。排行榜每周一午夜（{timeZone}）重置。",
  "leaderboard.intro.alltime": "史上最厉害的飞行高手。每一局经过验证的成绩都会计入。",
  "leaderboard.tabs.label": "排行榜周期",
  "leaderboard.tab.daily": "今日",
  "leaderboard.tab.weekly": "本周",
  "leaderboard.tab.alltime": "总榜",
  "leaderboard.title.course": "每日赛道",
  "leaderboard.title.bestday": "赛道最佳日",
  "leaderboard.intro.course": "今天的赛道对所有玩家都一样。每天午夜开始新的赛道（{timeZone}）。",
  "leaderboard.intro.bestday": "每日赛道的历史最高分：每位玩家的最佳一天。",
  "leaderboard.tab.course": "每日赛道",
  "leaderboard.tab.bestday": "最佳一天",
};
